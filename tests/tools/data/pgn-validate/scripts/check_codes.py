#!/usr/bin/env python3
"""Keeps docs/diagnostics.md and the code examples honest.

  check_codes.py ... catalogue      every code pgn-validate --list-codes prints has a row in
                                   the docs table with its default severity and an example
                                   file; the table and the examples name no other code
  check_codes.py ... example CODE  the example of CODE (codes/CODE.pgn, with the arguments in
                                   codes/CODE.args) makes pgn-validate report CODE, and the
                                   example in CODE's docs row is part of that file

An example named CODE.unreachable.pgn is one pgn-validate cannot produce (the docs row must
say "Not produced by pgn-validate"): the test checks that it is still not produced, so the
docs are corrected once the library changes.
"""

import argparse
import json
import os
import re
import subprocess
import sys

NOT_PRODUCED = "Not produced by pgn-validate"


def list_codes(program):
    out = subprocess.run([program, "--list-codes"], capture_output=True, text=True, check=True)
    codes = {}
    for line in out.stdout.splitlines():
        match = re.fullmatch(r"([EWN]\d{3})  (fatal error|error|warning|note) +(.+)", line)
        if not match:
            sys.exit(f"unexpected --list-codes line: {line!r}")
        codes[match[1]] = match[2]
    return codes


def docs_rows(path):
    rows = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
            if len(cells) == 5 and re.fullmatch(r"[EWN]\d{3}", cells[0]):
                rows[cells[0]] = cells
    return rows


def normalized(text):
    """Whitespace runs as one space; control characters and bytes that are not UTF-8 as \\xNN."""
    text = re.sub(r"[\x00-\x08\x0b-\x1f\x7f]", lambda m: f"\\x{ord(m[0]):02x}", text)
    return " ".join(text.split())


def example_files(directory, code):
    base = os.path.join(directory, code)
    return {kind: base + suffix for kind, suffix in
            (("pgn", ".pgn"), ("args", ".args"), ("unreachable", ".unreachable.pgn"))
            if os.path.exists(base + suffix)}


def check_catalogue(options):
    codes = list_codes(options.program)
    rows = docs_rows(options.docs)
    problems = []
    for code, severity in codes.items():
        if code not in rows:
            problems.append(f"{code}: no row in {options.docs}")
        elif rows[code][1] != severity:
            problems.append(f"{code}: the docs say {rows[code][1]}, the code says {severity}")
        if not example_files(options.examples, code):
            problems.append(f"{code}: no example in {options.examples}")
    for code in rows:
        if code not in codes:
            problems.append(f"{code}: documented but not a diagnostic code")
    for name in os.listdir(options.examples):
        if name.split(".")[0] not in codes:
            problems.append(f"{name}: an example for no diagnostic code")
    for problem in problems:
        print(problem)
    print(f"{len(codes)} codes, {len(rows)} documented, {len(problems)} problems")
    return 1 if problems or not codes else 0


def check_example(options, code):
    rows = docs_rows(options.docs)
    if code not in rows:
        print(f"{code}: no row in {options.docs}")
        return 1
    files = example_files(options.examples, code)
    unreachable = "unreachable" in files
    args = open(files["args"]).read().split() if "args" in files else []
    inputs = [files["unreachable"] if unreachable else files["pgn"]] if (
        "pgn" in files or unreachable) else []
    run = subprocess.run([options.program, "--format", "json", "-q"] + args + inputs,
                         capture_output=True, stdin=subprocess.DEVNULL)
    reported = [json.loads(line) for line in run.stdout.decode("utf-8").splitlines()]
    produced = any(d.get("code") == code for d in reported)
    row = rows[code]
    ok = True
    if unreachable:
        if produced:
            print(f"{code}: the 'unreachable' example now produces it: update the docs")
            ok = False
        if NOT_PRODUCED not in row[2]:
            print(f"{code}: the docs row must say '{NOT_PRODUCED}'")
            ok = False
    elif not produced:
        print(f"{code}: the example does not produce it; got: "
              f"{[d['code'] for d in reported if d.get('type') == 'diagnostic']}")
        ok = False
    snippet = re.search(r"`([^`]+)`", row[3])
    source = inputs[0] if inputs else files["args"]
    with open(source, "rb") as f:
        content = normalized(f.read().decode("utf-8", "backslashreplace"))
    if not snippet or normalized(snippet[1]) not in content:
        print(f"{code}: the docs example {snippet[1] if snippet else None!r} is not in {source}")
        ok = False
    if args and " ".join(args) not in row[3]:
        print(f"{code}: the docs example does not mention the options {' '.join(args)!r}")
        ok = False
    print(f"{code}: {'ok' if ok else 'FAILED'}")
    return 0 if ok else 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", required=True)
    parser.add_argument("--docs", required=True)
    parser.add_argument("--examples", required=True)
    parser.add_argument("what", choices=["catalogue", "example"])
    parser.add_argument("code", nargs="?")
    options = parser.parse_args()
    if options.what == "catalogue":
        return check_catalogue(options)
    return check_example(options, options.code)


if __name__ == "__main__":
    sys.exit(main())
