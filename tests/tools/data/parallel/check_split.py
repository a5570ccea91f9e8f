#!/usr/bin/env python3
"""--byte-range: the ranges of an input, run one by one, give what the whole input gives.

For each PGN file and each tool, the file is cut at several points (evenly spaced, and inside
comments, tag sections, variations, escape lines and junk), each range [a, b) is run with
--byte-range a:b, and the union of the outputs must equal the whole file's output:

- pgn-validate --format json: the same diagnostics in the same order (line, column, offset,
  code, message...), game numbers aside (they count within a range); summary counts add up.
  W101 (text read as Latin-1) is reported once per input, so once per range: only the first
  counts.
- pgn-convert: the same PGN on stdout; the same diagnostics on stderr, game numbers aside (a
  range's say where they count from: "game 3 counted from byte 5120"). The notice that an input
  is converted to UTF-8 (UTF-16, a code page) is printed by every run that opens it: only the
  first counts.
- pgn-fen --every: the same positions.
- pgn-stats --format json: the parts' outputs merged with --merge --ranges equal the whole
  output exactly (--ranges counts W101 once).
- the exit code of the whole run is the highest of the parts'.

With --cut-at-size the last range ends at the file's size (a:N), and again with one more range
(N:) behind it, as a user who cuts a file by the size `ls` shows writes them: an offset at or
past the file's size means the end of the input. For text converted to UTF-8 (a code page,
UTF-16) the offsets count the converted bytes, which are more or fewer than the file's: the
ranges must still cover every game once.
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

GAME_NUMBER = re.compile(r"\(game \d+( counted from byte \d+)?(, ply \d+)?\)|game \d+")


def split_points(data: bytes, count: int):
    size = len(data)
    points = {size * i // count for i in range(1, count)}
    # Inside the constructs a cut must not break: one point just after the first few of each.
    for needle in (b"{", b"(", b"[", b'"', b"%", b";", b"\n\n", b"[Event", b"}"):
        start = 0
        for _ in range(2):
            at = data.find(needle, start)
            if at < 0:
                break
            points.add(at + 1)
            start = at + 1 + size // 3
    return sorted(p for p in points if 0 < p < size)


def lines(data: bytes):
    # str.splitlines would also split at the Unicode line separators inside messages.
    return [line for line in data.decode("utf-8", "surrogateescape").split("\n") if line]


def run(command):
    done = subprocess.run(command, capture_output=True)
    return done.returncode, done.stdout, done.stderr


def range_lists(points, size=None):
    """The --byte-range arguments that cut an input at points, the last one to the input's end;
    with size, instead, two lists whose last range ends at size, the second with a range from
    size after it."""
    edges = [0] + points
    inner = [f"{a}:{b}" for a, b in zip(edges, edges[1:])]
    if size is None:
        return [inner + [f"{edges[-1]}:"]]
    cut = inner + [f"{edges[-1]}:{size}"]
    return [cut, cut + [f"{size}:"]]


def validate_view(stdout: bytes):
    diagnostics, totals = [], {}
    for line in stdout.decode("utf-8", "surrogateescape").split("\n"):
        if not line:
            continue
        obj = json.loads(line)
        if obj["type"] == "summary":
            totals = {k: obj[k] for k in ("games", "moves", "errors", "warnings", "notes", "bytes")}
        else:
            obj.pop("game", None)
            diagnostics.append(obj)
    return diagnostics, totals


def check_validate(tool, path, parts):
    code, whole, _ = run([tool, "--format", "json", "-q", path])
    want_diags, want_totals = validate_view(whole)
    diags, totals, codes = [], {}, []
    latin1_seen = False
    for r in parts:
        c, out, _ = run([tool, "--format", "json", "-q", "--byte-range", r, path])
        codes.append(c)
        part_diags, part_totals = validate_view(out)
        for d in part_diags:
            if d["code"] == "W101":
                if latin1_seen:
                    part_totals["warnings"] -= 1
                    continue
                latin1_seen = True
            diags.append(d)
        for k, v in part_totals.items():
            totals[k] = totals.get(k, 0) + v
    problems = []
    if diags != want_diags:
        for a, b in zip(diags + [None] * len(want_diags), want_diags + [None] * len(diags)):
            if a != b:
                problems.append(f"first differing diagnostic: ranges {a} whole {b}")
                break
    if totals != want_totals:
        problems.append(f"totals: ranges {totals} whole {want_totals}")
    if max(codes) != code:
        problems.append(f"exit codes: ranges {codes} whole {code}")
    return problems


# The notice that an input is converted to UTF-8 ("UTF-16LE text (byte order mark)",
# "Windows-1251 text (not UTF-8, Cyrillic letters)"): every run that opens the input says it.
CONVERSION_NOTICE = re.compile(r": [^:]+ text \([^)]*\), converted to UTF-8$")


def check_text_tool(tool, args, path, parts):
    code, want_out, want_err = run([tool, *args, path])
    out, err, codes = b"", [], []
    for r in parts:
        c, o, e = run([tool, *args, "--byte-range", r, path])
        codes.append(c)
        out += o
        err += [GAME_NUMBER.sub("game #", line) for line in lines(e)
                if not (CONVERSION_NOTICE.search(line) and line in err)]
    want_err = [GAME_NUMBER.sub("game #", line) for line in lines(want_err)]
    problems = []
    if out != want_out:
        problems.append("stdout differs")
    if err != want_err:
        problems.append(f"stderr differs: ranges {err[:3]}... whole {want_err[:3]}...")
    if max(codes) != code:
        problems.append(f"exit codes: ranges {codes} whole {code}")
    return problems


def check_stats(tool, path, parts, workdir: Path):
    code, want, _ = run([tool, "--format", "json", "-q", "--diagnostics", "none", path])
    outputs, codes = [], []
    for i, r in enumerate(parts):
        c, out, _ = run([tool, "--format", "json", "-q", "--diagnostics", "none",
                         "--byte-range", r, path])
        codes.append(c)
        output = workdir / f"part{i}.json"
        output.write_bytes(out)
        outputs.append(str(output))
    _, merged, err = run([tool, "--merge", "--ranges", "--format", "json", "-q", *outputs])
    problems = []
    if merged != want:
        problems.append(f"merged parts differ from the whole ({err.decode().strip()})")
    if max(codes) != code:
        problems.append(f"exit codes: ranges {codes} whole {code}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="build/tools")
    parser.add_argument("--points", type=int, default=6, help="evenly spaced cuts per file")
    parser.add_argument("--cut-at-size", action="store_true",
                        help="end the last range at the file's size (and again, with a range "
                             "from there)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    bin_dir = Path(args.bin)
    tool = {name: str(bin_dir / name / name)
            for name in ("pgn-validate", "pgn-convert", "pgn-fen", "pgn-stats")}
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            data = Path(path).read_bytes()
            points = split_points(data, args.points)
            if not points:
                continue
            for parts in range_lists(points, len(data) if args.cut_at_size else None):
                failures += check_tools(tool, path, parts, Path(tmp))
    print(f"{len(args.files)} files, {failures} problems")
    return 1 if failures else 0


def check_tools(tool, path, parts, workdir: Path):
    """Prints what each tool's ranges get wrong; returns how many problems there were."""
    failures = 0
    checks = {
        "pgn-validate": lambda: check_validate(tool["pgn-validate"], path, parts),
        "pgn-convert": lambda: check_text_tool(tool["pgn-convert"], ["-q"], path, parts),
        "pgn-fen": lambda: check_text_tool(tool["pgn-fen"], ["-q", "--every"], path, parts),
        "pgn-stats": lambda: check_stats(tool["pgn-stats"], path, parts, workdir),
    }
    for name, check in checks.items():
        for problem in check():
            failures += 1
            print(f"{path}: {name} at ranges {parts}: {problem}")
    return failures


if __name__ == "__main__":
    sys.exit(main())
