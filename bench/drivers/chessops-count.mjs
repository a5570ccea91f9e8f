// bench driver: replays every main-line move of every game of a PGN file with chessops (npm
// `chessops`, lichess's TypeScript library) and prints "games=N moves=N errors=N".
//   node chessops-count.mjs FILE.pgn        (NODE_DIR: the directory whose node_modules/ has it)
// Each game starts from its FEN tag when it has one; a game that chessops cannot parse, whose
// setup is illegal or with a move it cannot resolve counts as an error (its moves up to there
// still count), as pgn-validate counts the moves it checked.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node chessops-count.mjs FILE.pgn');
  process.exit(2);
}
// chessops's CommonJS build does not load under its own "type": "module": import the ES build.
const esm = path.join(process.env.NODE_DIR ?? process.cwd(), 'node_modules/chessops/dist/esm');
const load = (name) => import(pathToFileURL(path.join(esm, name)).href);
const { PgnParser, startingPosition } = await load('pgn.js');
const { parseSan } = await load('san.js');

const counts = { games: 0, moves: 0, errors: 0 };

function replay(game) {
  const start = startingPosition(game.headers);
  if (start.isErr) return false;
  const position = start.value;
  for (const node of game.moves.mainline()) {
    const move = parseSan(position, node.san);
    if (!move) return false;
    position.play(move);
    counts.moves++;
  }
  return true;
}

const parser = new PgnParser((game, error) => {
  counts.games++;
  if (error || !replay(game)) counts.errors++;
});
for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 }))
  parser.parse(chunk, { stream: true });
parser.parse('');
console.log(`games=${counts.games} moves=${counts.moves} errors=${counts.errors}`);
