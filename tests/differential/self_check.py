#!/usr/bin/env python3
"""Checks that compare_with_pgn_extract.py can fail: on a small game where both sides agree it
passes; with a table row that does not occur it fails (stale row); with a pgn-extract whose
output was altered (a mating move written with '+' instead of '#') it fails on the SAN and on
the outcome. Arguments: --replay-dump PATH --pgn-extract PATH (exit 77 without pgn-extract)."""

import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = '[Event "Scholar\'s mate"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n'
# Runs the real pgn-extract, then writes the mate as a mere check in its output file.
ALTERING = """#!{python}
import subprocess, sys
args = sys.argv[1:]
run = subprocess.run([{real!r}] + args)
out = args[args.index("-o") + 1]
text = open(out).read().replace("Qxf7#", "Qxf7+")
open(out, "w").write(text)
sys.exit(run.returncode)
"""


def compare(options, root, known_rows, pgn_extract):
    known = os.path.join(root, "known.tsv")
    with open(known, "w") as f:
        f.write("file\tgame\tply\tkind\twhy\n" + "".join(r + "\n" for r in known_rows))
    run = subprocess.run([sys.executable, os.path.join(HERE, "compare_with_pgn_extract.py"),
                          "--replay-dump", options.replay_dump, "--pgn-extract", pgn_extract,
                          "--known", known, "--root", root, "games"],
                         capture_output=True, text=True)
    return run.returncode, run.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--replay-dump", required=True)
    parser.add_argument("--pgn-extract", default="")
    options = parser.parse_args()
    if not options.pgn_extract or not os.access(options.pgn_extract, os.X_OK):
        print("SKIP: pgn-extract is not installed")
        return 77
    failures = 0
    with tempfile.TemporaryDirectory() as root:
        os.mkdir(os.path.join(root, "games"))
        with open(os.path.join(root, "games", "mate.pgn"), "w") as f:
            f.write(GAME)
        altering = os.path.join(root, "altering-pgn-extract")
        with open(altering, "w") as f:
            f.write(ALTERING.format(python=sys.executable, real=options.pgn_extract))
        os.chmod(altering, 0o755)

        checks = [
            ("agreement", [], options.pgn_extract, 0, ["1 checkmates"]),
            ("stale row", ["games/mate.pgn\t1\t3\tsan\tno such difference"], options.pgn_extract,
             1, ["stale row (the difference no longer occurs): games/mate.pgn\t1\t3\tsan"]),
            ("altered output", [], altering, 1,
             ["unexplained difference: games/mate.pgn\t1\t7\tsan\tQxf7#\tQxf7+",
              "unexplained difference: games/mate.pgn\t1\t7\toutcome\tcheckmate 1-0\tnone"]),
            ("altered output, explained", ["games/mate.pgn\t1\t7\tsan\tplanted",
                                           "games/mate.pgn\t1\t7\toutcome\tplanted"], altering, 0,
             ["2 known differences, 0 unexplained"]),
        ]
        for name, rows, program, want_exit, want_lines in checks:
            code, out = compare(options, root, rows, program)
            missing = [line for line in want_lines if line not in out]
            ok = code == want_exit and not missing
            failures += not ok
            print(f"{name}: {'ok' if ok else 'FAILED'} (exit {code}, expected {want_exit})")
            if not ok:
                print("  missing: " + repr(missing) + "\n  output:\n" + out)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
