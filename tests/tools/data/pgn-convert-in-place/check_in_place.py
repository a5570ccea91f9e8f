#!/usr/bin/env python3
"""pgn-convert --in-place: each FILE is replaced by its conversion, and only when that is safe.

  check_in_place.py --convert BIN --data DIR --work DIR

- a file whose games all convert is rewritten with exactly what `pgn-convert FILE` writes to
  stdout (with --to lan too), keeping its permission bits;
- a file with a failed game is left byte for byte unchanged (rewriting it would drop the game),
  unless --keep-failed is given: then it is rewritten like `pgn-convert --keep-failed FILE`;
- a compressed file is left unchanged (the conversion would be plain text under its name);
- no temporary file is left behind;
- usage errors (-o, standard input, --moves, no FILE, --byte-range) exit 2 and touch nothing.
Exits 1 on the first failed check, after printing it.
"""
import argparse
import gzip
import os
import shutil
import subprocess
import sys
from pathlib import Path


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def run(args):
    return subprocess.run(args, capture_output=True, stdin=subprocess.DEVNULL)


def fresh_copy(src: Path, work: Path, name: str) -> Path:
    path = work / name
    shutil.copyfile(src, path)
    return path


def expect_rewritten(convert, work, source, extra, name):
    path = fresh_copy(source, work, name)
    os.chmod(path, 0o640)
    want = run([convert, *extra, str(source)])
    done = run([convert, "--in-place", *extra, str(path)])
    if done.returncode != want.returncode:
        fail(f"{name}: exit {done.returncode}, stdout run gave {want.returncode}: {done.stderr!r}")
    if path.read_bytes() != want.stdout:
        fail(f"{name}: the rewritten file is not what pgn-convert writes to stdout")
    if os.stat(path).st_mode & 0o777 != 0o640:
        fail(f"{name}: permission bits changed to {oct(os.stat(path).st_mode & 0o777)}")
    if b"1 of 1 file rewritten" not in done.stderr:
        fail(f"{name}: the summary does not count the file as rewritten: {done.stderr!r}")


def expect_unchanged(convert, work, source, extra, name, why, code):
    path = fresh_copy(source, work, name)
    before = path.read_bytes()
    done = run([convert, "--in-place", *extra, str(path)])
    if done.returncode != code:
        fail(f"{name}: exit {done.returncode}, expected {code}: {done.stderr!r}")
    if path.read_bytes() != before:
        fail(f"{name}: the file changed")
    if why.encode() not in done.stderr:
        fail(f"{name}: stderr does not say '{why}': {done.stderr!r}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--convert", required=True)
    parser.add_argument("--data", required=True, type=Path)
    parser.add_argument("--work", required=True, type=Path)
    o = parser.parse_args()
    shutil.rmtree(o.work, ignore_errors=True)
    o.work.mkdir(parents=True)
    sample, illegal = o.data / "sample.pgn", o.data / "illegal.pgn"

    expect_rewritten(o.convert, o.work, sample, [], "sample.pgn")
    expect_rewritten(o.convert, o.work, sample, ["--to", "lan", "--fix"], "sample-lan.pgn")
    expect_rewritten(o.convert, o.work, illegal, ["--keep-failed"], "illegal-kept.pgn")
    expect_unchanged(o.convert, o.work, illegal, [], "illegal.pgn",
                     "left unchanged: 1 game failed", 1)
    gz = o.work / "sample.pgn.gz"
    gz.write_bytes(gzip.compress(sample.read_bytes()))
    expect_unchanged(o.convert, o.work, gz, [], "compressed.pgn", "compressed or not in UTF-8", 1)

    leftovers = [p.name for p in o.work.iterdir() if ".tmp." in p.name]
    if leftovers:
        fail(f"temporary files left behind: {leftovers}")

    target = fresh_copy(sample, o.work, "usage.pgn")
    before = target.read_bytes()
    for args in (["-o", str(o.work / "out.pgn"), str(target)], ["-"], [],
                 ["--moves", "e4 e5"], ["--byte-range", "0:10", str(target)]):
        done = run([o.convert, "--in-place", *args])
        if done.returncode != 2 or b"--in-place" not in done.stderr:
            fail(f"--in-place {args}: exit {done.returncode}, stderr {done.stderr!r}")
    if target.read_bytes() != before or (o.work / "out.pgn").exists():
        fail("a refused --in-place run wrote something")
    print("pgn-convert --in-place: all checks passed")


if __name__ == "__main__":
    main()
