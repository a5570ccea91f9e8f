// bench driver: replays every main-line move of every game of a PGN file with chess.js (npm
// `chess.js`) and prints "games=N moves=N errors=N".
//   node chessjs-count.mjs FILE.pgn         (NODE_DIR: the directory whose node_modules/ has it)
// chess.js reads one game at a time (loadPgn), so the file is cut into games here: a game
// starts at a tag line ('[' first) that follows movetext. loadPgn replays and checks every
// move (and the FEN tag); a game it rejects counts as an error and adds no moves (chess.js
// does not say how far it got). Moves are counted from the move numbers of the first and last
// positions: history() would replay the game once more to write its SAN.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node chessjs-count.mjs FILE.pgn');
  process.exit(2);
}
const require = createRequire(path.join(process.env.NODE_DIR ?? process.cwd(), 'package.json'));
const { Chess } = require('chess.js');

const counts = { games: 0, moves: 0, errors: 0 };
const chess = new Chess();

// Half-moves before this position since move 1 with White to move: from the FEN's last fields.
function plyIndex(fen) {
  const fields = fen.trim().split(/\s+/);
  return (Number(fields[5] ?? 1) - 1) * 2 + (fields[1] === 'b' ? 1 : 0);
}

function replay(lines) {
  if (lines.every((line) => line.trim() === '')) return;
  counts.games++;
  try {
    chess.loadPgn(lines.join('\n'));
    const start = chess.getHeaders().FEN;
    counts.moves += plyIndex(chess.fen()) - (start ? plyIndex(start) : 0);
  } catch {
    counts.errors++;
  }
}

let game = [];
let inMovetext = false;
const input = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
for await (const line of input) {
  const isTag = line.startsWith('[');
  if (isTag && inMovetext) {
    replay(game);
    game = [];
    inMovetext = false;
  }
  if (!isTag && line.trim() !== '') inMovetext = true;
  game.push(line);
}
replay(game);
console.log(`games=${counts.games} moves=${counts.moves} errors=${counts.errors}`);
