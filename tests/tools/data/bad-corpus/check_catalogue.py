#!/usr/bin/env python3
"""Runs the tools over the hostile inputs of corpus/bad/ and checks each against the catalogue.

For every entry and every tool given: the diagnostics the tool prints (compiler style,
`file:line:col: severity[CODE]: ... (game N, ply P)`, on stdout or stderr) must be exactly the
entry's expected ones (code, line, column and game), less those the tool does not report, and
its exit code must be the one in the catalogue. Generated entries (gen/*.json) are streamed
into the tool's standard input through a pipe; for them the tool's peak memory (the child's
maximum resident set size) must also stay under --max-rss-mb.

    check_catalogue.py --root corpus/bad --tool convert=build/.../pgn-convert --files
    check_catalogue.py --root corpus/bad --tool validate=... --entry gen/comment-100m.json
    check_catalogue.py --root corpus/bad --lint      # the catalogue itself, no tool

Exit code 0 when every check passed, 1 otherwise (each failure is printed).
"""

import argparse
import collections
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402

COLUMNS = ["file", "what", "code", "line", "column", "game", "also", "validate", "convert",
           "fen", "stats", "fen_check", "count", "peak_rss_mb"]
PGN_TOOLS = ["validate", "convert", "fen", "stats"]
TOOLS = PGN_TOOLS + ["fen_check"]

# What pgn-convert and pgn-fen print: every reader code (0xx, 1xx), the replay failures and
# the FEN tags replayed other than as written (W316, W317)
# (tools/pgn-convert/support/replay_severities.hpp); the other replayer codes are suppressed.
REPLAY_FAILURES = {201, 202, 203, 204, 205, 206, 207, 208, 211, 314, 315, 316, 317}
# Codes of one tool only: E126, a game over pgn-convert's --max-game-bytes.
TOOL_CODES = {126: "convert"}

DIAGNOSTIC = re.compile(r"^(?P<file>.*?):(?:(?P<line>\d+):(?:(?P<col>\d+):)?)? "
                        r"(?:note|warning|error|fatal error)\[(?P<code>[A-Z]\d\d+)\]: "
                        r"(?P<rest>.*)$")
GAME = re.compile(r"\(game (\d+)(?:, ply \d+)?\)$")
# A trailing "[tool,...]": only those tools give it (pgn-convert's and pgn-fen's error at the
# first unchecked move of a game that fails for a warning's reason, W211).
EXPECTED = re.compile(r"^(?P<code>[A-Z]\d\d+)@(?P<line>\d+):(?P<col>\d+)(?:#(?P<game>\d+))?"
                      r"(?:\[(?P<tools>[a-z_,]+)\])?$")

Diag = collections.namedtuple("Diag", "code line col game")
Expected = collections.namedtuple("Expected", "diag tools")


def command(tool, path, source):
    """The command line that runs `tool` on `source` (a file, or '-' for standard input).

    The archive tools get -j 2, not their default of one worker a core: each worker holds a
    chunk, so the peak memory that --max-rss-mb bounds grows with -j, and must not depend on the
    machine the tests run on."""
    jobs = ["-j", "2"]
    if tool == "validate":
        return [path] + jobs + [source]  # with the source excerpts: they run on hostile lines too
    if tool == "convert":
        return [path] + jobs + [source]
    if tool == "fen":
        return [path] + jobs + ["--variations", source]
    if tool == "stats":
        return [path] + jobs + ["--diagnostics", "all", source]
    if tool == "fen_check":
        return [path] if source == "-" else [path, "--file", source]
    raise ValueError(tool)


def reports(tool, code):
    """Whether `tool` prints diagnostics with this code at all."""
    number = int(code[1:])
    if number in TOOL_CODES:
        return tool == TOOL_CODES[number]
    if tool in ("convert", "fen"):
        return number < 200 or number in REPLAY_FAILURES
    return True


def read_catalogue(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        header = fh.readline().rstrip("\n").split("\t")
        if header != COLUMNS:
            raise SystemExit(f"{path}: the header must be {COLUMNS}, not {header}")
        for number, text in enumerate(fh, start=2):
            if not text.strip() or text.startswith("#"):
                continue
            fields = text.rstrip("\n").split("\t")
            if len(fields) != len(COLUMNS):
                raise SystemExit(f"{path}:{number}: {len(fields)} columns, not {len(COLUMNS)}")
            row = dict(zip(COLUMNS, fields))
            row["where"] = f"{path}:{number}"
            rows.append(row)
    return rows


def read_known_failures(path):
    known = {}
    if not path:
        return known
    with open(path, encoding="utf-8") as fh:
        for text in fh:
            if text.startswith("#") or not text.strip() or text.startswith("file\t"):
                continue
            file, tool, _why = text.rstrip("\n").split("\t", 2)
            known.setdefault(file, set()).add(tool)
    return known


def expected_diagnostics(row):
    """The entry's diagnostics, each with the tools that give it (None: every tool that reports
    its code): the main one and the `also` list."""
    items = []
    if row["code"] != "-":
        game = "" if row["game"] == "-" else f"#{row['game']}"
        items.append(f"{row['code']}@{row['line']}:{row['column']}{game}")
    if row["also"] != "-":
        items += row["also"].split()
    result = []
    for item in items:
        m = EXPECTED.match(item)
        if not m:
            raise SystemExit(f"{row['where']}: cannot read the diagnostic '{item}'")
        game = int(m["game"]) if m["game"] is not None else None
        tools = m["tools"].split(",") if m["tools"] is not None else None
        for tool in tools or []:
            if tool not in TOOLS:
                raise SystemExit(f"{row['where']}: no tool '{tool}' in '{item}'")
        result.append(Expected(Diag(m["code"], int(m["line"]), int(m["col"]), game), tools))
    return result


def parse_output(text, with_games):
    found = []
    for line in text.splitlines():
        m = DIAGNOSTIC.match(line)
        if not m:
            continue
        game = None
        if with_games:
            g = GAME.search(m["rest"])
            game = int(g[1]) if g else 0
        found.append(Diag(m["code"], int(m["line"] or 0), int(m["col"] or 0), game))
    return found


class Run:
    """One tool run: exit code, printed diagnostics, peak RSS (MiB) and seconds."""

    def __init__(self, exit_code, output, rss_mb, seconds):
        self.exit_code, self.output, self.rss_mb, self.seconds = exit_code, output, rss_mb, seconds


# GNU time measures the tool from a small parent. Without it, wait4's figure is an upper bound:
# a child started by this script inherits the script's own high-water mark at exec.
GNU_TIME = "/usr/bin/time"


def run_tool(argv, feed, timeout):
    """Runs argv, feeding it the chunks of `feed` (or nothing), and measures its peak memory."""
    start = time.monotonic()
    rss_file = None
    if os.access(GNU_TIME, os.X_OK):
        with tempfile.NamedTemporaryFile(prefix="bad-corpus-rss-", delete=False) as fh:
            rss_file = fh.name
        argv = [GNU_TIME, "-q", "-f", "%M", "-o", rss_file] + argv
    process = subprocess.Popen(argv, stdin=subprocess.PIPE if feed else subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    output = []

    def drain(stream):
        # Diagnostics only: other output (converted games, FENs, reports) is skipped line by line
        # so that a huge output does not pile up here.
        for line in stream:
            if b"]: " in line and len(line) < 4096:
                output.append(line.decode("utf-8", "replace"))

    def pump():
        try:
            for chunk in feed:
                process.stdin.write(chunk)
        except BrokenPipeError:
            pass
        finally:
            try:
                process.stdin.close()
            except BrokenPipeError:
                pass

    threads = [threading.Thread(target=drain, args=(process.stdout,)),
               threading.Thread(target=drain, args=(process.stderr,))]
    if feed:
        threads.append(threading.Thread(target=pump))
    for t in threads:
        t.daemon = True
        t.start()
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            try:
                os.killpg(process.pid, signal.SIGKILL)  # GNU time and the tool under it
            except ProcessLookupError:
                pass
            pid, status, usage = os.wait4(process.pid, 0)
            output.append(f"(killed after {timeout} s)\n")
            status = -1
            break
        time.sleep(0.01)
    for t in threads:
        t.join(timeout=5)
    exit_code = os.waitstatus_to_exitcode(status) if status != -1 else -1
    process.returncode = exit_code  # reaped here: Popen must not wait for it again
    rss_kb = usage.ru_maxrss
    if rss_file:
        with open(rss_file, encoding="utf-8") as fh:
            figures = fh.read().split()
        os.unlink(rss_file)
        rss_kb = int(figures[-1]) if figures and figures[-1].isdigit() else rss_kb
    return Run(exit_code, "".join(output), rss_kb / 1024.0, time.monotonic() - start)


def compare(row, tool, run, generated):
    """The problems found with one tool's run of one entry (empty: it passed)."""
    problems = []
    want_exit = row[tool]
    if str(run.exit_code) != want_exit:
        problems.append(f"exit code {run.exit_code}, expected {want_exit}")
    with_games = tool != "fen_check"
    listed = expected_diagnostics(row)
    expected = [e.diag for e in listed
                if reports(tool, e.diag.code) and (e.tools is None or tool in e.tools)]
    found = parse_output(run.output, with_games)
    if generated:
        # Listed diagnostics must all be there; the total is in `count` (inputs such as 10,000
        # games list the first and the last of a long series); no other code may appear.
        missing = collections.Counter(expected) - collections.Counter(found)
        codes = {d.code for d in expected}
        strangers = [d for d in found if d.code not in codes]
        if missing:
            problems.append("missing " + fmt(missing.elements()))
        if strangers:
            problems.append("unexpected " + fmt(strangers[:10]))
        # `count` counts every listed code; a tool that does not report one expects fewer.
        want = int(row["count"]) - (len(listed) - len(expected)) if row["count"] != "-" else None
        if want is not None and len(found) != want:
            problems.append(f"{len(found)} diagnostics, expected {want}")
    else:
        missing = collections.Counter(expected) - collections.Counter(found)
        extra = collections.Counter(found) - collections.Counter(expected)
        if missing:
            problems.append("missing " + fmt(missing.elements()))
        if extra:
            problems.append("unexpected " + fmt(extra.elements()))
    if problems:
        problems.append("output:\n" + indent(run.output))
    return problems


def fmt(diags):
    return " ".join(f"{d.code}@{d.line}:{d.col}" + (f"#{d.game}" if d.game is not None else "")
                    for d in diags)


def indent(text, limit=40):
    lines = text.splitlines()
    cut = lines[:limit] + ([f"... {len(lines) - limit} more lines"] if len(lines) > limit else [])
    return "\n".join("    " + line for line in cut)


def check_entry(root, row, tools, args):
    generated = row["file"].startswith("gen/")
    path = os.path.join(root, row["file"])
    applicable = [t for t in tools if row[t] != "-"]
    failures = 0
    spec = generate.load(path) if generated else None
    cached = None
    if generated and spec["kind"] == "gzip_bomb":
        cached = list(generate.generate(spec))  # compress once: a few MiB at most
    for tool in applicable:
        feed = None
        source = path
        if generated:
            feed = cached if cached is not None else generate.generate(spec)
            source = "-"
        limit = min(args.timeout, spec.get("max_seconds", args.timeout)) if spec else args.timeout
        run = run_tool(command(tool, tools[tool], source), feed, limit)
        problems = compare(row, tool, run, generated)
        if generated:
            print(f"{row['file']} {tool}: exit {run.exit_code}, peak RSS {run.rss_mb:.1f} MiB, "
                  f"{run.seconds:.1f} s")
            if run.exit_code == -1:
                problems.append(f"still running after {limit} s: killed")
            if run.rss_mb > args.max_rss_mb:
                problems.append(f"peak RSS {run.rss_mb:.1f} MiB over {args.max_rss_mb} MiB")
        if problems:
            failures += 1
            print(f"FAIL {row['file']} [{tool}] ({row['what']}): " + "\n  ".join(problems))
    return failures, len(applicable)


def lint(root, rows, known):
    """The catalogue's own consistency: files exist, every file is listed, values are valid."""
    problems = []
    listed = set()
    for row in rows:
        listed.add(row["file"])
        if not os.path.isfile(os.path.join(root, row["file"])):
            problems.append(f"{row['where']}: no file {row['file']}")
        expected_diagnostics(row)
        for tool in TOOLS:
            if row[tool] not in ("-", "0", "1", "2"):
                problems.append(f"{row['where']}: exit code '{row[tool]}' for {tool}")
        if all(row[t] == "-" for t in TOOLS):
            problems.append(f"{row['where']}: no tool applies")
        if any(";" in row[c] for c in COLUMNS):
            problems.append(f"{row['where']}: a ';' (CMake reads the catalogue as lists)")
        if row["file"].startswith("gen/") and row["count"] == "-":
            problems.append(f"{row['where']}: a generated entry needs its count")
    for folder in ("pgn", "fen", "gen"):
        for name in sorted(os.listdir(os.path.join(root, folder))):
            if f"{folder}/{name}" not in listed:
                problems.append(f"{folder}/{name} is not in the catalogue")
    for file, tools in known.items():
        if file not in listed:
            problems.append(f"known failure {file} is not in the catalogue")
        for tool in tools - set(TOOLS):
            problems.append(f"known failure {file}: no tool '{tool}'")
    if len(rows) < 100:
        problems.append(f"only {len(rows)} entries")
    for p in problems:
        print("FAIL " + p)
    print(f"{len(rows)} entries, {len(problems)} problems")
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, help="corpus/bad")
    parser.add_argument("--tool", action="append", default=[], metavar="NAME=PATH",
                        help="validate, convert, fen, stats or fen_check and its binary")
    parser.add_argument("--files", action="store_true", help="every entry that is a file")
    parser.add_argument("--entry", action="append", default=[], help="this entry (repeatable)")
    parser.add_argument("--skip-known", action="store_true",
                        help="leave out the pairs listed in known-failures.tsv")
    parser.add_argument("--lint", action="store_true", help="check the catalogue only")
    parser.add_argument("--max-rss-mb", type=float, default=64)
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()

    rows = read_catalogue(os.path.join(args.root, "catalogue.tsv"))
    known = read_known_failures(os.path.join(args.root, "known-failures.tsv"))
    if args.lint:
        return lint(args.root, rows, known)
    tools = dict(t.split("=", 1) for t in args.tool)
    for name in tools:
        if name not in TOOLS:
            parser.error(f"unknown tool {name}")
    selected = [r for r in rows if (args.files and not r["file"].startswith("gen/")) or
                r["file"] in args.entry]
    if len(selected) < len(set(args.entry)) + (1 if args.files else 0):
        parser.error("an --entry is not in the catalogue")
    failures = checks = 0
    for row in selected:
        use = {t: p for t, p in tools.items()
               if not (args.skip_known and t in known.get(row["file"], set()))}
        f, c = check_entry(args.root, row, use, args)
        failures += f
        checks += c
    print(f"{checks - failures} passed, {failures} failed")
    return 1 if failures or checks == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
