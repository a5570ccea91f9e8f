#!/usr/bin/env python3
"""pgn-convert -j N writes the same files as -j 1: with -o FILE and with --in-place.

check_jobs.py compares standard output; this compares the files pgn-convert writes itself
(atomically, through a temporary file). Each case runs in two fresh copies of the inputs, once
with -j 1 and once with -j 4 and tiny chunks (also cut at any line start, which the parallel
run must repair by reading on sequentially), from inside the copy so that the file names on
stderr are the same. The files written, stderr and the exit code must be equal, and -j 1 must
really have converted something (a file that differs from its input), else the comparison
would prove nothing.

  check_files.py --convert build/tools/pgn-convert/pgn-convert --work DIR GAMES.pgn...
"""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

PARALLEL = [["-j", "4", "--chunk-bytes", "300"],
            ["-j", "4", "--chunk-bytes", "300", "--chunk-at-lines"]]


def run_in(directory: Path, binary: str, args):
    done = subprocess.run([binary, *args], cwd=directory, capture_output=True)
    files = {p.name: p.read_bytes() for p in sorted(directory.iterdir())}
    return done.returncode, done.stderr, files


def fresh_copy(work: Path, name: str, inputs):
    directory = work / name
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(parents=True)
    for path in inputs:
        shutil.copy(path, directory / Path(path).name)
    return directory


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--convert", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("inputs", nargs="+")
    o = parser.parse_args()
    work = Path(o.work)
    binary = str(Path(o.convert).resolve())  # the runs start inside the copies
    names = [Path(p).name for p in o.inputs]
    cases = {
        "-o": [["--to", "lan", "--fix", "-o", "out.pgn", *names]],
        "-o --keep-failed": [["--to", "uci", "--keep-failed", "-o", "out.pgn", *names]],
        "--in-place": [["--in-place", "--to", "lan", *names]],
        "--in-place --keep-failed": [["--in-place", "--to", "fan", "--keep-failed", *names]],
    }
    problems = 0
    for case, [args] in cases.items():
        sequential = run_in(fresh_copy(work, "j1", o.inputs), binary, ["-j", "1", *args])
        originals = {name: Path(p).read_bytes() for name, p in zip(names, o.inputs)}
        changed = [n for n, data in sequential[2].items() if originals.get(n) != data]
        if not changed:
            print(f"{case}: -j 1 wrote nothing new: the comparison would prove nothing")
            problems += 1
        for extra in PARALLEL:
            parallel = run_in(fresh_copy(work, "jn", o.inputs), binary, [*extra, *args])
            differ = [what for what, a, b in zip(("exit code", "stderr", "files"), parallel,
                                                  sequential) if a != b]
            if differ:
                problems += 1
                print(f"{case} {' '.join(extra)}: {', '.join(differ)} differ from -j 1")
    print(f"{len(cases)} cases, {problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
