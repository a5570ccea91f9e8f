#!/usr/bin/env python3
"""pgn-validate --merge: parts validated separately and merged report what one run reports.

    check_merge.py --program pgn-validate --work DIR CASE PGN...

Each run writes into a directory of its own made under DIR (removed when the run passes, kept
for a look when it fails), so no file of an earlier run is read as this run's, and two runs at
once (two ctest runs over one build tree) cannot write over each other's files.

CASE is one of:
  files      the PGN files split into two groups, each validated alone (--format json); the
             merge equals one run over all the files, byte for byte but for "seconds" (the
             merge adds up the parts' times), in json, text (no source lines) and github, with
             the same exit code.
  max-errors the same with --max-errors, once stopping in the first part (all equal but
             "seconds") and once in the second (the diagnostics and "stopped" equal; the part
             where the run stops counts all its games, see tools/pgn-validate/merge.hpp).
  ranges     one file cut into three --byte-range parts, merged with --ranges: equal to the
             whole-file run but for "seconds" (games renumbered, the file counted once), also
             when the parts are given out of order (sorted by their ranges); and three Latin-1
             games (the second PGN, repeated) as three ranges: W101 once. Misused ranges exit
             2 naming the parts: without --ranges, a gap, an overlap, another file's range, a
             part on stdin out of order. Skipped (77) while pgn-validate has no --byte-range.
  broken     parts that cannot be trusted (no summary, counts that do not match the
             diagnostics, not JSON, missing) exit 2 naming the part and line; the good parts
             are still merged. A part whose run could not open a file keeps its E001 and
             io_error.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
TIMING = [
    (re.compile(r"\(\d+\.\d\d s, \d+\.\d MB/s\)"), "(TIME)"),
    (re.compile(r'"seconds":\d+\.\d+'), '"seconds":TIME'),
]


def mask(text):
    for pattern, replacement in TIMING:
        text = pattern.sub(replacement, text)
    return text


class Checker:
    def __init__(self, program, work_root):
        self.program = program
        os.makedirs(work_root, exist_ok=True)
        self.work = tempfile.mkdtemp(prefix="run-", dir=work_root)
        self.failures = 0

    def finish(self, passed):
        """Removes the run's directory when it passed; else says where its files are."""
        if passed:
            shutil.rmtree(self.work, ignore_errors=True)
        else:
            print(f"the files of this run are in {self.work}")

    def run(self, *args):
        done = subprocess.run([self.program, *args], capture_output=True, timeout=120)
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode(
            "utf-8", "replace")

    def part(self, name, *args):
        """Validates into WORK/name.json; returns the exit code."""
        path = os.path.join(self.work, name + ".json")
        code, out, err = self.run("--format", "json", "-q", "-o", path, *args)
        if code > 1:
            sys.exit(f"pgn-validate {' '.join(args)}: exit {code}\n{err}")
        return path

    def expect(self, what, condition, detail=""):
        if not condition:
            print(f"FAIL {what}{': ' + detail if detail else ''}")
            self.failures += 1
        else:
            print(f"ok   {what}")

    def expect_same(self, what, whole, merged):
        if whole == merged:
            print(f"ok   {what}")
            return
        for name, text in (("whole", whole), ("merged", merged)):
            with open(os.path.join(self.work, f"{what.replace(' ', '_')}.{name}"), "w") as f:
                f.write(text)
        print(f"FAIL {what}: the merge differs from one run (see {self.work})")
        self.failures += 1


def summary(json_lines):
    return json.loads(json_lines.splitlines()[-1])


def diagnostics(json_lines):
    return [line for line in json_lines.splitlines() if '"type":"diagnostic"' in line]


def check_files(c, pgns):
    half = len(pgns) // 2
    a = c.part("a", *pgns[:half])
    b = c.part("b", *pgns[half:])
    parts = [summary(open(p).read()) for p in (a, b)]
    c.expect("both parts have errors (else the test proves little)",
             all(p["errors"] > 0 for p in parts))
    for fmt in ("json", "text", "github"):
        extra = ["--no-source"] if fmt == "text" else []
        whole = c.run("--format", fmt, *extra, *pgns)
        merged = c.run("--merge", "--format", fmt, a, b)
        c.expect_same(f"{fmt} output", mask(whole[1]), mask(merged[1]))
        c.expect_same(f"{fmt} summary on stderr", mask(whole[2]), mask(merged[2]))
        c.expect(f"{fmt} exit code", whole[0] == merged[0], f"{whole[0]} != {merged[0]}")
        if fmt == "json":
            seconds = summary(merged[1])["seconds"]
            total = sum(p["seconds"] for p in parts)
            c.expect("seconds are the parts' sum", abs(seconds - total) < 0.0015,
                     f"{seconds} vs {total}")
    # Standard input as a part.
    with open(a, "rb") as part_a:
        done = subprocess.run([c.program, "--merge", "--format", "json", "-", b], stdin=part_a,
                              capture_output=True)
    c.expect_same("a part on stdin", mask(c.run("--format", "json", *pgns)[1]),
                  mask(done.stdout.decode()))


def check_max_errors(c, pgns):
    half = len(pgns) // 2
    first_errors = summary(c.run("--format", "json", *pgns[:half])[1])["errors"]
    c.expect("the first part has at least 2 errors", first_errors >= 2)
    # Stops inside the first part: a single run reads exactly what the first part read.
    limit = str(first_errors - 1)
    a = c.part("a", "--max-errors", limit, *pgns[:half])
    b = c.part("b", "--max-errors", limit, *pgns[half:])
    whole = c.run("--format", "json", "--max-errors", limit, *pgns)
    merged = c.run("--merge", "--format", "json", a, b)
    c.expect_same("stopped in the first part", mask(whole[1]), mask(merged[1]))
    c.expect("exit code when stopped", whole[0] == merged[0] == 1, f"{whole[0]}, {merged[0]}")
    # Stops inside the second part: the same diagnostics, stopped, limit.
    limit = str(first_errors + 1)
    a = c.part("a", "--max-errors", limit, *pgns[:half])
    b = c.part("b", "--max-errors", limit, *pgns[half:])
    whole = c.run("--format", "json", "--max-errors", limit, *pgns)[1]
    merged = c.run("--merge", "--format", "json", a, b)[1]
    c.expect_same("stopped in the second part: diagnostics", "\n".join(diagnostics(whole)),
                  "\n".join(diagnostics(merged)))
    for key in ("errors", "stopped", "max_errors", "files"):
        c.expect(f"stopped in the second part: {key}",
                 summary(whole)[key] == summary(merged)[key],
                 f"{summary(whole)[key]} vs {summary(merged)[key]}")


def check_ranges(c, pgns):
    if not re.search(r"\n\s+--byte-range", c.run("--help")[1]):
        print("pgn-validate has no --byte-range: skipped")
        sys.exit(SKIP)
    pgn = pgns[0]
    size = os.path.getsize(pgn)
    cuts = [0, size // 3, 2 * size // 3, ""]  # the last range runs to the end: "START:"
    parts = [c.part(f"range{i}", "--byte-range", f"{cuts[i]}:{cuts[i + 1]}", pgn)
             for i in range(3)]
    games = [summary(open(p).read())["games"] for p in parts]
    c.expect("every range has games", all(g > 0 for g in games), str(games))
    c.expect("each part records its range",
             [summary(open(p).read())["byte_range"] for p in parts] ==
             [{"file": pgn, "start": cuts[i], "end": cuts[i + 1] or None} for i in range(3)])
    whole = c.run("--format", "json", pgn)
    merged = c.run("--merge", "--ranges", "--format", "json", *parts)
    c.expect_same("ranges merged", mask(whole[1]), mask(merged[1]))
    c.expect("ranges exit code", whole[0] == merged[0], f"{whole[0]} != {merged[0]}")
    shuffled = c.run("--merge", "--ranges", "--format", "json", parts[2], parts[0], parts[1])
    c.expect_same("ranges given out of order, sorted", mask(whole[1]), mask(shuffled[1]))
    c.expect("ranges out of order: exit code", shuffled[0] == whole[0], str(shuffled[0]))
    first_two = summary(c.run("--merge", "--ranges", "--format", "json", *parts[:2])[1])
    c.expect("the merged range is the parts' together", first_two["byte_range"] ==
             {"file": pgn, "start": 0, "end": cuts[2]}, str(first_two["byte_range"]))
    check_misused_ranges(c, pgn, parts, cuts)
    check_latin1_ranges(c, pgns[1])


def check_misused_ranges(c, pgn, parts, cuts):
    """Parts that one run would not have made are errors (exit 2) that name them."""
    def refused(what, args, pattern, stdin=None):
        done = subprocess.run([c.program, "--merge", "--format", "json", *args], stdin=stdin,
                              capture_output=True)
        err = done.stderr.decode("utf-8", "replace")
        c.expect(f"{what}: exit 2", done.returncode == 2, str(done.returncode))
        c.expect(f"{what}: says why", re.search(pattern, err) is not None, err)
        c.expect(f"{what}: the summary says io_error",
                 summary(done.stdout.decode())["io_error"] is True)

    name = re.escape(os.path.basename(parts[0]))
    refused("ranges of one file without --ranges", parts,
            rf"range1\.json:\d+: has bytes {cuts[1]}:{cuts[2]} of .*, and .*{name} has bytes "
            rf"0:{cuts[1]} of .*: byte ranges of one file are merged with --ranges")
    refused("a gap", ["--ranges", parts[0], parts[2]],
            rf"range2\.json:\d+: .*a gap between the ranges \(the games that begin in bytes "
            rf"{cuts[1]}:{cuts[2]} are in no part\)")
    overlapping = c.part("overlap", "--byte-range", f"{cuts[1] // 2}:{cuts[2]}", pgn)
    refused("an overlap", ["--ranges", parts[0], overlapping, parts[2]],
            r"overlap\.json:\d+: .*the ranges overlap")
    with open(pgn, "rb") as f:
        data = f.read()
    copy = os.path.join(c.work, "copy.pgn")
    with open(copy, "wb") as f:
        f.write(data)
    other = c.part("other-file", "--byte-range", f"{cuts[2]}:", copy)
    refused("a range of another file", ["--ranges", parts[0], parts[1], other],
            r"other-file\.json:\d+: has bytes \d+: of .*copy\.pgn, .*: --ranges merges byte "
            r"ranges of one file")
    with open(parts[1], "rb") as second:
        refused("a part on stdin out of order", ["--ranges", parts[0], parts[2], "-"],
                r"<stdin>:\d+: .*out of order", stdin=second)


def check_latin1_ranges(c, latin1_game):
    """W101 comes once per input: once per range in the parts, once after the merge."""
    game = open(latin1_game, "rb").read().rstrip(b"\n") + b"\n\n"
    pgn = os.path.join(c.work, "latin1.pgn")
    with open(pgn, "wb") as f:
        f.write(game * 3)
    ends = [len(game), 2 * len(game), ""]  # the last to the end, as one run reads it
    parts = [c.part(f"latin1-{i}", "--byte-range", f"{i * len(game)}:{ends[i]}", pgn)
             for i in range(3)]
    c.expect("W101 in every range",
             all('"code":"W101"' in open(p).read() for p in parts))
    whole = c.run("--format", "json", pgn)
    merged = c.run("--merge", "--ranges", "--format", "json", *parts)
    c.expect("W101 once after the merge", merged[1].count('"code":"W101"') == 1)
    c.expect_same("latin1 ranges merged", mask(whole[1]), mask(merged[1]))


def write(path, lines):
    with open(path, "w") as f:
        f.writelines(lines)
    return path


def check_broken(c, pgns):
    good = open(c.part("good", *pgns)).read().splitlines(keepends=True)
    other = c.part("other", pgns[0])
    diags = [i for i, line in enumerate(good) if '"type":"diagnostic"' in line]
    c.expect("the input has diagnostics", len(diags) >= 2)
    cases = {
        "no summary": (good[:-1], rf"no-summary\.json:{len(good) - 1}: no summary line"),
        "counts differ": (good[:diags[0]] + good[diags[0] + 1:],
                          r"counts-differ\.json:\d+: the summary counts \d+ errors"),
        "not JSON": (good[:1] + ["{oops\n"] + good[1:],
                     r"not-json\.json:2: 1:2: expected a member name"),
        "text after summary": (good + good[:1], r"text-after-summary\.json:\d+: text after"),
        "a bad member": ([good[diags[0]].replace('"offset":', '"offset":-')] + good[-1:],
                         r'a-bad-member\.json:1: "offset": expected a whole number'),
    }
    for name, (lines, message) in cases.items():
        path = write(os.path.join(c.work, name.replace(" ", "-").lower() + ".json"), lines)
        code, out, err = c.run("--merge", "--format", "json", path, other)
        c.expect(f"{name}: exit 2", code == 2, str(code))
        c.expect(f"{name}: names the part and line", re.search(message, err) is not None, err)
        c.expect(f"{name}: the other part is still merged",
                 summary(out)["io_error"] is True and
                 all(line in out for line in diagnostics(open(other).read())))
    code, out, err = c.run("--merge", "--format", "json", "/nonexistent/part.json", other)
    c.expect("missing part: exit 2 and named", code == 2 and "/nonexistent/part.json" in err, err)
    c.expect("missing part: the other is merged",
             diagnostics(out) == diagnostics(open(other).read()))
    # A part whose run could not open one of its files: the E001 that names it survives.
    unopened = os.path.join(c.work, "unopened.json")
    c.run("--format", "json", "-q", "-o", unopened, "/nonexistent/games.pgn", pgns[0])
    code, out, err = c.run("--merge", "--format", "json", unopened, other)
    e001 = [json.loads(line) for line in diagnostics(out) if '"code":"E001"' in line]
    c.expect("a file the part could not open: exit 2", code == 2, str(code))
    c.expect("a file the part could not open: its E001 survives",
             [(d["file"], d["severity"]) for d in e001] ==
             [("/nonexistent/games.pgn", "fatal error")] and
             e001[0]["message"].startswith("could not be opened: "), str(e001))
    c.expect("a file the part could not open: io_error", summary(out)["io_error"] is True)
    code, out, _ = c.run("--merge", "--format", "github", unopened, other)
    c.expect("a file the part could not open: annotated",
             "::error file=/nonexistent/games.pgn,title=E001::could not be opened" in out, out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("case", choices=["files", "max-errors", "ranges", "broken"])
    parser.add_argument("pgns", nargs="+")
    args = parser.parse_args()
    c = Checker(args.program, args.work)
    pgns = args.pgns if args.case == "ranges" else sorted(args.pgns)
    check = {"files": check_files, "max-errors": check_max_errors, "ranges": check_ranges,
             "broken": check_broken}[args.case]
    passed = False
    try:
        check(c, pgns)
        passed = c.failures == 0
    except SystemExit as stop:
        passed = stop.code == SKIP
        raise
    finally:
        c.finish(passed)
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
