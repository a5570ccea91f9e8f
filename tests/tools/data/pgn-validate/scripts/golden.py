#!/usr/bin/env python3
"""Golden test of pgn-validate: runs it as a case directory says and compares its output.

A case is a directory with
  args     the arguments, one per line (paths relative to the project's root, where it runs)
  stdin    optional: fed to standard input (else standard input is empty)
  stdout   the expected standard output
  stderr   the expected standard error
  exit     the expected exit code
Timings vary from run to run, so "(1.23 s, 4.5 MB/s)" and JSON "seconds" are masked on both
sides. With PGN_VALIDATE_UPDATE_GOLDEN=1 the outputs are written instead of compared (review
them before committing). Exits 77 (skipped) when an input of the case does not exist, as the
shared corpus is optional.
"""

import argparse
import difflib
import os
import re
import subprocess
import sys

SKIP = 77
TIMING = [
    (re.compile(r"\(\d+\.\d\d s, \d+\.\d MB/s\)"), "(TIME)"),
    (re.compile(r'"seconds":\d+\.\d+'), '"seconds":TIME'),
]


def mask(text):
    for pattern, replacement in TIMING:
        text = pattern.sub(replacement, text)
    return text


def read(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
        return f.read()


def compare(name, expected, actual):
    if expected == actual:
        return True
    diff = difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                f"expected {name}", f"actual {name}")
    sys.stdout.write("".join(diff) + "\n")
    return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", required=True)
    parser.add_argument("--root", required=True, help="the project's root: the working directory")
    parser.add_argument("case")
    options = parser.parse_args()

    args = [line for line in read(os.path.join(options.case, "args"), "").splitlines() if line]
    for arg in args:
        if arg.startswith("../") and not os.path.exists(os.path.join(options.root, arg)):
            print(f"skipped: {arg} is not there (the shared corpus is optional)")
            return SKIP
    stdin_path = os.path.join(options.case, "stdin")
    stdin = open(stdin_path, "rb") if os.path.exists(stdin_path) else subprocess.DEVNULL
    env = dict(os.environ, NO_COLOR="1")
    run = subprocess.run([options.program] + args, cwd=options.root, stdin=stdin,
                         capture_output=True, env=env)
    outputs = {
        "stdout": mask(run.stdout.decode("utf-8", "surrogateescape")),
        "stderr": mask(run.stderr.decode("utf-8", "surrogateescape")),
        "exit": f"{run.returncode}\n",
    }
    if os.environ.get("PGN_VALIDATE_UPDATE_GOLDEN") == "1":
        for name, text in outputs.items():
            with open(os.path.join(options.case, name), "w", encoding="utf-8",
                      errors="surrogateescape", newline="") as f:
                f.write(text)
        print(f"updated {options.case}")
        return 0
    ok = True
    for name, text in outputs.items():
        expected = read(os.path.join(options.case, name))
        if expected is None:
            print(f"{options.case}/{name} is missing")
            ok = False
        elif not compare(name, mask(expected), text):
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
