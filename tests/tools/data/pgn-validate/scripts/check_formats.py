#!/usr/bin/env python3
"""Checks pgn-validate's machine-readable formats on real inputs, and that they agree.

For each input, pgn-validate runs once per format (json, sarif, junit, github, text; the
files through -o) and:
  json    every line is a JSON object with the documented fields and types; the last one is
          the summary, whose counts match the diagnostics; the exit code matches the errors
  sarif   valid JSON with the SARIF 2.1.0 structure (and, with --sarif-schema, valid against
          the published schema); one result per JSON diagnostic, same codes, levels, lines
  junit   well-formed XML; one testsuite, one testcase per game (plus "outside games" when a
          diagnostic has no game, and "reading the file" with an <error> per fatal error), one
          <failure> per error of that game, counts in attributes
  github  one workflow command per diagnostic, with the right command, file and title, and the
          JSON message followed by the game and ply
  text    one "file:line:col: severity[CODE]" line per diagnostic, with the JSON message (a
          sentence complete on its own, the token quoted in it) followed by the game and ply
An input X.pgn with an X.args beside it gets those arguments first (the code examples).
With --formats-in-turn (the sanitizer build's runs) each input is checked in JSON and in the
next of the other formats in turn, so that each format meets every fourth input.
"""

import argparse
import collections
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

DIAGNOSTIC_FIELDS = {
    "type": str, "code": str, "severity": str, "file": str, "line": (int, type(None)),
    "column": (int, type(None)), "offset": int, "game": (int, type(None)),
    "ply": (int, type(None)), "token": (str, type(None)), "fen": (str, type(None)),
    "message": str,
}
SUMMARY_FIELDS = ["files", "games", "moves", "errors", "warnings", "notes", "bytes", "seconds",
                  "stopped", "max_errors", "io_error", "byte_range"]
LEVELS = {"note": "note", "warning": "warning", "error": "error", "fatal error": "error"}
COMMANDS = {"note": "notice", "warning": "warning", "error": "error", "fatal error": "error"}


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def run(program, args, output=None):
    command = [program] + args + (["-o", output] if output else [])
    result = subprocess.run(command, capture_output=True, env=dict(os.environ, NO_COLOR="1"))
    return result.returncode, result.stdout.decode("utf-8"), result.stderr.decode("utf-8")


def check_json(program, args):
    code, out, _ = run(program, ["--format", "json"] + args)
    lines = out.splitlines()
    expect(lines, "json: no output")
    objects = [json.loads(line) for line in lines]
    diagnostics, summary = objects[:-1], objects[-1]
    for d in diagnostics:
        expect(d.get("type") == "diagnostic", f"json: not a diagnostic: {d}")
        for field, kind in DIAGNOSTIC_FIELDS.items():
            expect(field in d and isinstance(d[field], kind), f"json: field {field} in {d}")
        expect(re.fullmatch(r"[EWN]\d{3}", d["code"]), f"json: code {d['code']}")
        expect(d["severity"] in LEVELS, f"json: severity {d['severity']}")
    expect(summary.get("type") == "summary", f"json: last line is no summary: {summary}")
    expect(all(k in summary for k in SUMMARY_FIELDS), f"json: summary fields: {summary}")
    counts = collections.Counter(d["severity"] for d in diagnostics)
    expect(summary["errors"] == counts["error"] + counts["fatal error"], "json: error count")
    expect(summary["warnings"] == counts["warning"], "json: warning count")
    expect(summary["notes"] == counts["note"], "json: note count")
    wanted = 2 if summary["io_error"] else 1 if summary["errors"] else 0
    expect(code == wanted, f"json: exit code {code}, expected {wanted}")
    return diagnostics, summary, code


def check_sarif(program, args, diagnostics, code, schema, scratch):
    path = os.path.join(scratch, "report.sarif")
    sarif_code, _, _ = run(program, ["--format", "sarif"] + args, path)
    expect(sarif_code == code, f"sarif: exit code {sarif_code}, json's was {code}")
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    if schema is not None:
        import jsonschema  # only needed with --sarif-schema
        validator = jsonschema.validators.validator_for(schema)(schema)
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
        expect(not errors, "sarif: schema: " + "; ".join(
            f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors[:5]))
    expect(log["version"] == "2.1.0" and len(log["runs"]) == 1, "sarif: version and one run")
    run_ = log["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    expect(run_["tool"]["driver"]["name"] == "pgn-validate", "sarif: driver name")
    results = run_["results"]
    expect(len(results) == len(diagnostics), f"sarif: {len(results)} results, "
                                             f"{len(diagnostics)} diagnostics")
    used = set()
    for result, d in zip(results, diagnostics):
        expect(result["ruleId"] == d["code"], f"sarif: ruleId {result['ruleId']} != {d['code']}")
        expect(rules[result["ruleIndex"]]["id"] == d["code"], "sarif: ruleIndex")
        expect(result["level"] == LEVELS[d["severity"]], "sarif: level")
        location = result["locations"][0]["physicalLocation"]
        if d["line"] is not None:
            expect(location["region"]["startLine"] == d["line"], "sarif: startLine")
        expect(result["message"]["text"], "sarif: empty message")
        used.add(d["code"])
    expect(sorted(r["id"] for r in rules) == sorted(used), "sarif: rules are the codes used")


def check_junit(program, args, diagnostics, summary, code, scratch):
    path = os.path.join(scratch, "report.xml")
    junit_code, _, _ = run(program, ["--format", "junit"] + args, path)
    expect(junit_code == code, f"junit: exit code {junit_code}, json's was {code}")
    root = ElementTree.parse(path).getroot()
    expect(root.tag == "testsuites", "junit: root is testsuites")
    suites = root.findall("testsuite")
    unopened = {d["file"] for d in diagnostics if d["code"] == "E001" and d["line"] is None}
    expect(len(suites) == summary["files"] + len(unopened), f"junit: {len(suites)} testsuites")
    cases = [case for suite in suites for case in suite.findall("testcase")]
    outside = any(d["game"] is None and d["severity"] != "fatal error" for d in diagnostics)
    unread = len({d["file"] for d in diagnostics if d["severity"] == "fatal error"})
    expect(len(cases) == summary["games"] + outside + unread,
           f"junit: {len(cases)} testcases for {summary['games']} games")
    errors_by_game = collections.Counter(
        (d["file"], d["game"]) for d in diagnostics if d["severity"] == "error")
    fatal_by_file = collections.Counter(
        d["file"] for d in diagnostics if d["severity"] == "fatal error")
    for suite in suites:
        suite_cases = suite.findall("testcase")
        expect(int(suite.get("tests")) == len(suite_cases), "junit: tests attribute")
        failed = errored = 0
        for case in suite_cases:
            name = case.get("name")
            errors = case.findall("error")
            if name == "reading the file":
                expected = fatal_by_file[suite.get("name")]
                expect(len(errors) == expected and not case.findall("failure"),
                       f"junit: {name}: {len(errors)} errors, {expected} fatal errors")
                errored += 1
                continue
            game = None if name == "outside games" else int(re.match(r"game (\d+)", name)[1])
            failures = case.findall("failure")
            expected = errors_by_game[(suite.get("name"), game)]
            expect(len(failures) == expected and not errors,
                   f"junit: {name}: {len(failures)} failures, {expected} errors")
            failed += bool(failures)
        expect(int(suite.get("failures")) == failed, "junit: failures attribute")
        expect(int(suite.get("errors")) == errored, "junit: errors attribute")


def game_part(d):
    """What the text and github formats write after the message: " (game 3, ply 33)"."""
    if d["game"] is None:
        return ""
    return f" (game {d['game']}" + ("" if d["ply"] is None else f", ply {d['ply']}") + ")"


def unescape_workflow(text):
    return text.replace("%0D", "\r").replace("%0A", "\n").replace("%25", "%")


def check_github(program, args, diagnostics, code):
    github_code, out, _ = run(program, ["--format", "github"] + args)
    expect(github_code == code, f"github: exit code {github_code}, json's was {code}")
    lines = out.splitlines()
    expect(len(lines) == len(diagnostics), f"github: {len(lines)} lines")
    for line, d in zip(lines, diagnostics):
        match = re.match(r"::(\w+) file=([^,]*)(?:,line=(\d+),col=(\d+))?,title=(\w+)::(.+)",
                         line)
        expect(match, f"github: not a workflow command: {line}")
        expect(match[1] == COMMANDS[d["severity"]], f"github: command in {line}")
        expect("," not in match[2] and ":" not in match[2], f"github: file escaping in {line}")
        expect(match[5] == d["code"], f"github: title in {line}")
        if d["line"] is not None and d["column"] is not None:
            expect((int(match[3]), int(match[4])) == (d["line"], d["column"]), "github: place")
        expect(unescape_workflow(match[6]) == d["message"] + game_part(d),
               f"github: the message is not the JSON one: {line} vs {d['message']!r}")


def check_text(program, args, diagnostics, code):
    text_code, out, _ = run(program, args + ["--no-source"])
    expect(text_code == code, f"text: exit code {text_code}, json's was {code}")
    heads = [line for line in out.splitlines()
             if re.search(r": (error|warning|note|fatal error)\[[EWN]\d{3}\]: ", line)]
    expect(len(heads) == len(diagnostics), f"text: {len(heads)} diagnostics, json has "
                                           f"{len(diagnostics)}")
    for line, d in zip(heads, diagnostics):
        expect(line.endswith(f"{d['severity']}[{d['code']}]: {d['message']}{game_part(d)}"),
               f"text: the message is not the JSON one: {line} vs {d['message']!r}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", required=True)
    parser.add_argument("--sarif-schema", help="the published SARIF 2.1.0 JSON schema")
    parser.add_argument("--formats-in-turn", action="store_true",
                        help="each input in JSON and one other format, taken in turn")
    parser.add_argument("inputs", nargs="+")
    options = parser.parse_args()
    schema = None
    if options.sarif_schema:
        with open(options.sarif_schema, encoding="utf-8") as f:
            schema = json.load(f)

    failed = 0
    checked = 0
    others = 4  # sarif, junit, github, text
    turn = itertools.cycle(range(others))
    with tempfile.TemporaryDirectory() as scratch:
        for path in options.inputs:
            if not os.path.exists(path):
                print(f"skipped {path}: not there")
                continue
            args_file = os.path.splitext(path)[0] + ".args"
            args = open(args_file).read().split() if os.path.exists(args_file) else []
            args = args + ["-q", path]
            try:
                diagnostics, summary, code = check_json(options.program, args)
                chosen = [next(turn)] if options.formats_in_turn else range(others)
                for other in chosen:
                    if other == 0:
                        check_sarif(options.program, args, diagnostics, code, schema, scratch)
                    elif other == 1:
                        check_junit(options.program, args, diagnostics, summary, code, scratch)
                    elif other == 2:
                        check_github(options.program, args, diagnostics, code)
                    else:
                        check_text(options.program, args, diagnostics, code)
                checked += 1
            except (Failure, ValueError, KeyError, ElementTree.ParseError) as e:
                print(f"FAILED {path}: {type(e).__name__}: {e}")
                failed += 1
    how = "in JSON and one other format each" if options.formats_in_turn else "in every format"
    print(f"{checked} inputs checked {how}, {failed} failed")
    return 1 if failed or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
