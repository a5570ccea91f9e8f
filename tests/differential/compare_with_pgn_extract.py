#!/usr/bin/env python3
"""Differential test: our reader and replayer against pgn-extract, game by game.

For every file under ROOT/DIR (recursively), replay_dump (our side) and pgn-extract (theirs)
each report, per game, the SAN of every main-line move, the FEN after it and the outcome of
the final position. Every disagreement must be a row of the known-differences table
(file, game, ply, kind, why); the test fails on a disagreement without a row and on a row
that no longer occurs.

Games are aligned by our reader's game boundaries: before each game (at the byte offset
replay_dump reports) a marker game is inserted into a copy of the file, so whatever
pgn-extract makes of the text between two markers belongs to that game. The marker ends in
stalemate, so pgn-extract's --stalemate run (which outputs only games ending in stalemate)
keeps the markers too.

pgn-extract is run twice:
  -s --keepbroken --fixresulttags -C -N -V --fencomments --nofauxep --nomovenumbers
      main-line SAN (its own canonical SAN: it rewrites every move), the FEN after each move
      (the en-passant square only when a capture is legal, as our FEN), and the result it
      decides (--fixresulttags sets it from checkmate and stalemate); --keepbroken keeps a game
      with an illegal move, cut before that move
  -s --keepbroken --stalemate -C -N -V --nomovenumbers
      which games end in stalemate

Kinds of difference (ply is the half-move from the start of the game, 1-based; "-" for the
whole game):
  games    pgn-extract found no game, or several, where we found one
  san      the first ply where the SAN differs
  fen      the first ply where the FEN differs outside its castling field
  castling the first ply where the castling field differs
  length   the number of main-line moves checked differs (one side stopped at an error)
  outcome  checkmate (and the result) or stalemate of the final position, when both sides
           checked the same number of moves

Exit codes: 0 no unexplained difference and no stale row; 1 otherwise; 77 pgn-extract or the
corpus is missing (the test is skipped); 2 a tool failed.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

SKIP = 77
MARKER_EVENT = "differential-marker"
# White to play 1. Qb6: Black's king on a8 has no move and is not in check.
MARKER = ('[Event "{event} {index}"]\n[SetUp "1"]\n[FEN "k7/8/8/1Q6/8/8/8/K7 w - - 0 1"]\n\n'
          "1. Qb6 *\n\n")
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}
COMMON_OPTIONS = ["-s", "--keepbroken", "-C", "-N", "-V", "--nomovenumbers", "-w", "100000"]


class Game:
    def __init__(self, index, offset):
        self.index = index
        self.offset = offset
        self.sans = []
        self.fens = []
        self.failed = None  # ply of the first main-line move that could not be checked
        self.outcome = "unknown"


def our_games(replay_dump, path):
    run = subprocess.run([replay_dump, path], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"replay_dump failed on {path}: {run.stderr.strip()}")
    games = []
    for line in run.stdout.splitlines():
        kind, _, rest = line.partition(" ")
        if kind == "game":
            index, offset = rest.split()
            games.append(Game(int(index), int(offset)))
        elif kind == "move":
            ply, san, fen = rest.split(" ", 2)
            if int(ply) != len(games[-1].sans) + 1:
                sys.exit(f"replay_dump: {path}: ply {ply} out of order")
            games[-1].sans.append(san)
            games[-1].fens.append(fen)
        elif kind == "failed":
            games[-1].failed = int(rest)
        elif kind == "end":
            games[-1].outcome = rest
    return games


def marked_copy(path, games, directory):
    """The file with a marker game before the text of each of our games (marker 0 before the
    text that precedes the first game)."""
    with open(path, "rb") as f:
        data = f.read()
    cuts = [0] + [g.offset for g in games] + [len(data)]
    out_path = os.path.join(directory, "marked.pgn")
    with open(out_path, "wb") as out:
        for i in range(len(cuts) - 1):
            out.write(b"\n\n" + MARKER.format(event=MARKER_EVENT, index=i).encode())
            out.write(data[cuts[i]:cuts[i + 1]])
        out.write(b"\n")
    return out_path


def parse_pgn_extract(text):
    """pgn-extract's output as (tags, tokens) per game; comments stay one token."""
    games = []
    tags, movetext = None, []

    def flush():
        if tags is not None:
            games.append((tags, re.findall(r"\{[^}]*\}|\S+", " ".join(movetext))))

    for line in text.splitlines():
        match = re.match(r'\[(\w+) "(.*)"\]$', line)
        if match and (tags is None or movetext):
            flush()
            tags, movetext = {}, []
        if match and not movetext:
            tags[match[1]] = match[2]
        elif line.strip():
            movetext.append(line)
    flush()
    return games


def group_by_marker(games):
    """{marker index: [games after that marker]}."""
    groups = {}
    current = None
    for tags, tokens in games:
        event = tags.get("Event", "")
        if event.startswith(MARKER_EVENT + " "):
            current = int(event.split()[1])
            groups[current] = []
        elif current is not None:
            groups[current].append((tags, tokens))
    return groups


def run_pgn_extract(program, options, path, directory, name):
    out_path = os.path.join(directory, name + ".pgn")
    log_path = os.path.join(directory, name + ".log")
    run = subprocess.run([program] + COMMON_OPTIONS + options +
                         ["-o", out_path, "-l", log_path, path], capture_output=True)
    if run.returncode != 0 or not os.path.exists(out_path):
        sys.exit(f"pgn-extract failed on {path} ({' '.join(options)}): {run.stderr[-500:]!r}")
    with open(out_path, encoding="utf-8", errors="surrogateescape") as f:
        return group_by_marker(parse_pgn_extract(f.read()))


class Theirs:
    def __init__(self, tags, tokens, stalemate):
        self.sans = [t for t in tokens if not t.startswith("{") and t not in RESULTS]
        self.fens = [t[1:-1].strip() for t in tokens if t.startswith("{")]
        self.result = tags.get("Result", "?")
        self.stalemate = stalemate

    def outcome(self):
        if self.sans and self.sans[-1].endswith("#"):
            return f"checkmate {self.result}"
        return "stalemate" if self.stalemate else "none"


def without_castling(fen):
    fields = fen.split(" ")
    return " ".join(fields[:2] + fields[3:])


def first_difference(kind, mine, other, same=lambda a, b: a == b):
    for ply, (a, b) in enumerate(zip(mine, other), start=1):
        if not same(a, b):
            return (str(ply), kind, a, b)
    return None


def compare_game(ours, theirs):
    """(ply, kind, ours, theirs) for each disagreement of one game: the first ply of each kind.
    The castling field is compared on its own ("castling"), so that a convention difference
    there does not hide a difference in the other fields later in the game ("fen")."""
    found = [
        first_difference("san", ours.sans, theirs.sans),
        first_difference("fen", ours.fens, theirs.fens,
                         lambda a, b: without_castling(a) == without_castling(b)),
        first_difference("castling", ours.fens, theirs.fens,
                         lambda a, b: a.split(" ")[2:3] == b.split(" ")[2:3]),
    ]
    found = [f for f in found if f]
    if len(ours.sans) != len(theirs.sans):
        ours_text = f"{len(ours.sans)} moves" + (
            f", failed at ply {ours.failed}" if ours.failed else "")
        found.append((str(min(len(ours.sans), len(theirs.sans)) + 1), "length", ours_text,
                      f"{len(theirs.sans)} moves"))
    elif ours.failed is None and ours.outcome != "unknown" and ours.outcome != theirs.outcome():
        found.append((str(len(ours.sans)), "outcome", ours.outcome, theirs.outcome()))
    return found


def agreed_ending(ours, theirs):
    """"checkmate" or "stalemate" when both sides see that ending, else None (for the tally)."""
    if ours.failed is None and ours.outcome == theirs.outcome() and ours.outcome != "none":
        return ours.outcome.split()[0]
    return None


def compare_file(options, path, name):
    ours = our_games(options.replay_dump, path)
    with tempfile.TemporaryDirectory() as directory:
        marked = marked_copy(path, ours, directory)
        full = run_pgn_extract(options.pgn_extract,
                               ["--fixresulttags", "--fencomments", "--nofauxep"], marked,
                               directory, "full")
        stalemates = run_pgn_extract(options.pgn_extract, ["--stalemate"], marked, directory,
                                     "stalemate")
    found, endings = [], {}
    if full.get(0):
        found.append((name, "0", "-", "games", "no game", f"{len(full[0])} games"))
    for game in ours:
        group = full.get(game.index, [])
        if len(group) != 1:
            found.append((name, str(game.index), "-", "games", "1 game", f"{len(group)} games"))
            continue
        theirs = Theirs(*group[0], stalemate=len(stalemates.get(game.index, [])) == 1)
        ending = agreed_ending(game, theirs)
        if ending:
            endings[ending] = endings.get(ending, 0) + 1
        for ply, kind, a, b in compare_game(game, theirs):
            found.append((name, str(game.index), ply, kind, a, b))
    return found, len(ours), sum(len(g.sans) for g in ours), endings


def read_known(path):
    """{(file, first game, last game, ply, kind): why}; the game column is N or N-M (every
    game from N to M, for a file where one convention difference repeats in each game)."""
    known = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            if line.startswith("#") or not line.strip() or line.startswith("file\t"):
                continue
            fields = line.rstrip("\n").split("\t")
            games = re.fullmatch(r"(\d+)(?:-(\d+))?", fields[1]) if len(fields) == 5 else None
            if not games or not fields[4].strip():
                sys.exit(f"{path}:{number}: expected file, game (N or N-M), ply, kind, why")
            first = int(games[1])
            known[(fields[0], first, int(games[2] or first), fields[2], fields[3])] = fields[4]
    return known


def explaining_row(known, row):
    name, game, ply, kind = row[:4]
    for key in known:
        if key[0] == name and key[1] <= int(game) <= key[2] and key[3:] == (ply, kind):
            return key
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--replay-dump", required=True)
    parser.add_argument("--pgn-extract", default="")
    parser.add_argument("--known", required=True, help="the known-differences table")
    parser.add_argument("--root", required=True, help="names in the table are relative to it")
    parser.add_argument("dirs", nargs="+", help="directories or files under --root")
    options = parser.parse_args()

    if not options.pgn_extract or not os.access(options.pgn_extract, os.X_OK):
        print("SKIP: pgn-extract is not installed (Debian package pgn-extract; "
              "tools/dev/install-deps.sh installs it)")
        return SKIP
    paths = []
    for entry in options.dirs:
        top = os.path.join(options.root, entry)
        if os.path.isfile(top):
            paths.append(top)
        for parent, _, names in os.walk(top):
            paths += [os.path.join(parent, n) for n in names]
    if not paths:
        print(f"SKIP: no files under {options.root}/{' '.join(options.dirs)}")
        return SKIP

    known = read_known(options.known)
    unexplained, seen = [], set()
    games = plies = 0
    endings = {}
    for path in sorted(paths):
        name = os.path.relpath(path, options.root)
        found, file_games, file_plies, file_endings = compare_file(options, path, name)
        games += file_games
        plies += file_plies
        for ending, count in file_endings.items():
            endings[ending] = endings.get(ending, 0) + count
        for row in found:
            key = explaining_row(known, row)
            if key:
                seen.add(key)
            else:
                unexplained.append(row)
    # Rows of files not compared in this run are not stale: the run may cover a part only.
    compared = {os.path.relpath(p, options.root) for p in paths}
    stale = [key for key in known if key not in seen and key[0] in compared]

    for row in unexplained:
        print("unexplained difference: " + "\t".join(row))
    for key in stale:
        name, first, last, ply, kind = key
        games_column = str(first) if first == last else f"{first}-{last}"
        print("stale row (the difference no longer occurs): " +
              "\t".join((name, games_column, ply, kind)))
    print(f"{len(paths)} files, {games} games, {plies} plies compared "
          f"({endings.get('checkmate', 0)} checkmates and {endings.get('stalemate', 0)} "
          "stalemates agreed): "
          f"{len(seen)} known differences, {len(unexplained)} unexplained, {len(stale)} stale")
    return 1 if unexplained or stale else 0


if __name__ == "__main__":
    sys.exit(main())
