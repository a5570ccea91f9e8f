#!/usr/bin/env python3
"""Makes the seed inputs of one fuzz target in OUT_DIR, one file per input, at most MAX_LEN bytes
each, from the project's corpus/, the shared corpus beside the project (when present) and the
small hand-made seeds in fuzz/seeds/TARGET/.

    fuzz/make_seeds.py TARGET OUT_DIR MAX_LEN

One process for all the seeds: the shell version it replaces started five a seed, and on a
machine where a process costs 4 ms its 1,200 PGN seeds took longer than the 30 s fuzz smoke.
"""
import hashlib
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared" / "corpus"
BLANK = re.compile(rb"^[ \t\r\n\v\f]*$")
GAMES_PER_FILE = 40


class Seeds:
    def __init__(self, out: Path, max_len: int):
        self.out = out
        self.max_len = max_len
        out.mkdir(parents=True, exist_ok=True)

    def add(self, data: bytes):
        """One seed, cut to max_len bytes, named by its content (duplicates collapse)."""
        data = data[: self.max_len]
        if data:
            (self.out / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)

    def add_lines(self, lines):
        """Each line as a seed, comments ('#') and blank lines left out."""
        for line in lines:
            if not line.startswith(b"#") and not BLANK.match(line):
                self.add(line)

    def add_games(self, files):
        """Each file split into games (a game starts at a '[' line after movetext or a blank
        line), at most 40 games a file, each game a seed; the lines before the first game too."""
        for path in files:
            if path.is_file():
                for game in split_games(path.read_bytes()):
                    self.add(game)


def lines_of(data: bytes):
    lines = data.split(b"\n")
    return lines[:-1] if lines and lines[-1] == b"" else lines


def split_games(data: bytes):
    parts = {}
    game = 0
    movetext = True
    for line in lines_of(data):
        if line.startswith(b"[") and movetext:
            game += 1
            movetext = False
            if game > GAMES_PER_FILE:
                break
        if not line.startswith(b"["):
            movetext = True
        parts.setdefault(game, []).append(line + b"\n")
    return [b"".join(lines) for lines in parts.values()]


def glob(root: Path, pattern: str):
    return sorted(root.glob(pattern)) if root.is_dir() else []


def fen_seeds(seeds: Seeds):
    table = (REPO / "corpus/fen/chessjs-validate-fen.tsv").read_bytes()
    seeds.add_lines(line.split(b"\t")[1] if b"\t" in line else line for line in lines_of(table))
    for path in glob(REPO / "corpus/fen", "*-fuzz-corpus/*") + glob(SHARED / "fen",
                                                                    "*-fuzz-corpus/*"):
        seeds.add(path.read_bytes())
    for path in glob(REPO / "corpus/epd", "**/*.epd"):
        seeds.add_lines(lines_of(path.read_bytes()))
    for name in ("standard.epd", "chess960.epd"):
        seeds.add_lines(lines_of((REPO / "corpus/perft" / name).read_bytes())[:40])


def game_files():
    return (glob(REPO / "corpus/games", "**/*.pgn") + glob(REPO / "corpus/book-notation", "*.pgn"))


def parallel_validation_seeds(seeds: Seeds):
    # The first bytes of each game file, behind two selector bytes that differ from file to file
    # (fuzz_parallel_validation.cpp: jobs, chunk size, ..., where the input is split).
    files = [p for p in game_files() + glob(SHARED / "pgn", "**/*.pgn") if p.is_file()]
    for n, path in enumerate(files):
        with path.open("rb") as f:
            head = f.read(seeds.max_len - 2)
        seeds.add(bytes([n * 37 % 256, n * 101 % 256]) + head)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: make_seeds.py TARGET OUT_DIR MAX_LEN")
    target, out, max_len = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    seeds = Seeds(out, max_len)
    if target == "fen":
        fen_seeds(seeds)
    elif target == "stats_json":
        for path in glob(REPO / "tests/tools/data/pgn-stats", "*.json"):
            seeds.add(path.read_bytes())
    elif target == "parallel_validation":
        parallel_validation_seeds(seeds)
    elif target in ("pgn_reader", "pgn_round_trip"):
        seeds.add_games(game_files() + glob(SHARED / "pgn", "**/*"))
    for path in glob(REPO / "fuzz/seeds" / target, "*"):
        if path.is_file():
            seeds.add(path.read_bytes())


if __name__ == "__main__":
    main()
