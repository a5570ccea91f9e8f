#!/usr/bin/env python3
"""Checks the tools' JSON outputs against the schemas in docs/schemas/.

Subcommands (each exits 0 when every check passed, 1 with the failures on stderr, 77 when the
jsonschema module is missing):

  run     runs a tool (once, or once per file of a directory) and validates what it wrote on
          stdout: JSON Lines (--lines, every line) or one document (--document). Also checks
          the exit code; that given members are present or absent in every record (--require,
          --forbid); that the schema rejects each record with any member removed but those
          --optional names; for JSON Lines, that a record type comes last (--last-type); and
          that the runs cover the variants they are meant to (--expect: some record contains
          this JSON; --nonempty: some record has members at this JSON pointer).
  file    validates a stored output file the same way.
  cases   the negative tests: hand-made mutations of real outputs (a cases file), each of
          which the schema must reject, with the keyword that rejects it; the unmutated bases
          must pass, so the rejection is the mutation's doing.
  meta    every schema is a valid draft 2020-12 schema, and every member it describes has a
          "description" (the schemas are the formats' documentation).
  enums   the schemas' code and ending lists agree with the tools: pgn-validate --list-codes,
          the libraries' FEN error and setup-problem enums, pgn-stats' ending ids.

Outputs are parsed strictly: valid UTF-8, one complete line per record, no duplicate member
names, no NaN or Infinity.
"""

import argparse
import copy
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError:  # pragma: no cover - reported as a skip
    print("json_schema_check: the Python module jsonschema is missing "
          "(tools/dev/install-deps.sh installs python3-jsonschema)", file=sys.stderr)
    sys.exit(77)

MAX_REPORTED = 20  # failures printed per check; the count is always given


class Failures:
    def __init__(self):
        self.messages = []

    def add(self, message):
        self.messages.append(message)

    def __bool__(self):
        return bool(self.messages)

    def report(self, what):
        for message in self.messages[:MAX_REPORTED]:
            print(f"FAIL: {message}", file=sys.stderr)
        if len(self.messages) > MAX_REPORTED:
            print(f"... and {len(self.messages) - MAX_REPORTED} more", file=sys.stderr)
        if self.messages:
            print(f"{what}: {len(self.messages)} failures", file=sys.stderr)
        return 1 if self.messages else 0


# ---------------------------------------------------------------- strict JSON

def no_duplicates(pairs):
    names = [name for name, _ in pairs]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise ValueError(f"duplicate member names {duplicates}")
    return dict(pairs)


def no_constants(name):
    raise ValueError(f"{name} is not JSON")


def parse_strict(text):
    return json.loads(text, object_pairs_hook=no_duplicates, parse_constant=no_constants)


def parse_output(data, lines, failures, where):
    """The records of an output (bytes): one per line, or the one document."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        failures.add(f"{where}: not UTF-8: {e}")
        return []
    if text and not text.endswith("\n"):
        failures.add(f"{where}: the output does not end with a line end")
    if not lines:
        try:
            return [(1, parse_strict(text))]
        except ValueError as e:
            failures.add(f"{where}: not one JSON document: {e}")
            return []
    records = []
    for number, line in enumerate(text.split("\n")[:-1] if text else [], start=1):
        try:
            records.append((number, parse_strict(line)))
        except ValueError as e:
            failures.add(f"{where}:{number}: not a JSON value: {e}: {line[:200]!r}")
    return records


# ---------------------------------------------------------------- schemas

def load_schema(path):
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def describe_error(error):
    path = "/".join(str(p) for p in error.absolute_path) or "(record)"
    return f"{path}: {error.message[:300]} [{error.validator}]"


def schema_errors(validator, record):
    return sorted(validator.iter_errors(record), key=lambda e: list(map(str, e.absolute_path)))


# ---------------------------------------------------------------- record checks

def parse_condition(spec):
    """'normalized' or 'normalized:valid=true' -> (member, (key, value) or None)."""
    member, _, condition = spec.partition(":")
    if not condition:
        return member, None
    key, _, value = condition.partition("=")
    return member, (key, json.loads(value))


def applies(record, condition):
    return condition is None or (isinstance(record, dict) and
                                 record.get(condition[0], object()) == condition[1])


def check_presence(records, options, failures, where):
    for spec in options.require:
        member, condition = parse_condition(spec)
        for number, record in records:
            if not applies(record, condition):
                continue
            if member not in record:
                failures.add(f"{where}:{number}: '{member}' missing (--require {spec})")
    for spec in options.forbid:
        member, condition = parse_condition(spec)
        for number, record in records:
            if applies(record, condition) and member in record:
                failures.add(f"{where}:{number}: '{member}' present (--forbid {spec})")


def non_empty_at(record, pointer):
    node = record
    for part in pointer_parts(pointer):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return isinstance(node, (dict, list)) and len(node) > 0


def matches(value, wanted):
    """Whether `wanted` is part of `value`: an object's given members match, each item of a
    wanted array matches some item of the array, anything else is equal."""
    if isinstance(wanted, dict):
        return isinstance(value, dict) and all(
            key in value and matches(value[key], item) for key, item in wanted.items())
    if isinstance(wanted, list):
        return isinstance(value, list) and all(
            any(matches(candidate, item) for candidate in value) for item in wanted)
    return type(value) is type(wanted) and value == wanted


def check_coverage(records, options, failures, where):
    """Over all the runs: each --expect object matches a record, and each --require applies
    to one, so that the runs cover the variants they are meant to."""
    for spec in options.require:
        member, condition = parse_condition(spec)
        if not any(applies(record, condition) for _, record in records):
            failures.add(f"{where}: no record to which --require {spec} applies "
                         f"(the runs do not cover this variant)")
    for pointer in options.nonempty:
        if not any(non_empty_at(record, pointer) for _, record in records):
            failures.add(f"{where}: {pointer} is empty or missing in every record (the runs do "
                         f"not cover it)")
    for spec in options.expect:
        wanted = json.loads(spec)
        if not any(matches(record, wanted) for _, record in records):
            failures.add(f"{where}: no record with {spec} (the runs do not cover this variant)")


def check_order(records, last_type, failures, where):
    if not last_type:
        return
    last = records[-1][1] if records else None
    if not isinstance(last, dict) or last.get("type") != last_type:
        failures.add(f"{where}: the last record is not of type '{last_type}'")
    for number, record in records[:-1]:
        if isinstance(record, dict) and record.get("type") == last_type:
            failures.add(f"{where}:{number}: a '{last_type}' record before the last line")


def mutation_samples(records, per_shape=2):
    """A few records of each shape (type and member names): all the shapes, not every line."""
    seen = {}
    for number, record in records:
        if not isinstance(record, dict):
            continue
        shape = (record.get("type"), tuple(sorted(record)))
        if seen.get(shape, 0) < per_shape:
            seen[shape] = seen.get(shape, 0) + 1
            yield number, record


def check_dropped_members(validator, records, optional, failures, where):
    """Removing any member that is not optional must make a record invalid."""
    for number, record in mutation_samples(records):
        for member in record:
            if member in optional:
                continue
            mutated = {k: v for k, v in record.items() if k != member}
            if validator.is_valid(mutated):
                failures.add(f"{where}:{number}: still valid without '{member}': the schema "
                             f"does not require it")


def check_records(validator, records, options, failures, where):
    invalid = 0
    for number, record in records:
        errors = schema_errors(validator, record)
        if errors:
            invalid += 1
            text = json.dumps(record, ensure_ascii=False)
            failures.add(f"{where}:{number}: {describe_error(errors[0])}"
                         f"{f' (+{len(errors) - 1} more)' if len(errors) > 1 else ''}: "
                         f"{text[:300]}")
    if len(records) < options.min_records:
        failures.add(f"{where}: {len(records)} records, expected at least {options.min_records}")
    if options.max_records is not None and len(records) > options.max_records:
        failures.add(f"{where}: {len(records)} records, expected at most {options.max_records}")
    check_order(records, options.last_type, failures, where)
    check_presence(records, options, failures, where)
    if not invalid:
        check_dropped_members(validator, records, set(options.optional), failures, where)
    return len(records)


# ---------------------------------------------------------------- run, file

def run_tool(program, args, stdin_path, allowed, failures, where):
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        result = subprocess.run([program] + args, stdin=stdin, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, timeout=600)
    finally:
        if stdin_path:
            stdin.close()
    if result.returncode not in allowed:
        failures.add(f"{where}: exit code {result.returncode}, expected one of {sorted(allowed)}"
                     f"; stderr: {result.stderr.decode('utf-8', 'replace')[-2000:]}")
    return result.stdout


def substitute(args, tmp):
    return [arg.replace("{tmp}", tmp) for arg in args]


def read_args_file(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return shlex.split(f.read())


def command_run(options):
    validator = load_schema(options.schema)
    failures = Failures()
    allowed = {int(code) for code in options.exit_codes.split(",")}
    total = 0
    everything = []
    with tempfile.TemporaryDirectory(prefix="json-schema-") as tmp:
        for step in options.prepare:
            prepared = run_tool(options.program, substitute(shlex.split(step), tmp), None,
                                allowed, failures, f"--prepare {step}")
            if prepared:
                failures.add(f"--prepare {step}: wrote to stdout; give it -o {{tmp}}/FILE")
        runs = []
        if options.each_file_in:
            names = sorted(n for n in os.listdir(options.each_file_in)
                           if re.fullmatch(options.each_file_pattern, n))
            if not names:
                failures.add(f"{options.each_file_in}: no file matches "
                             f"{options.each_file_pattern}")
            for name in names:
                path = os.path.join(options.each_file_in, name)
                extra = read_args_file(os.path.splitext(path)[0] + ".args")
                runs.append((name, options.args + extra + [path]))
        else:
            runs.append((os.path.basename(options.program), options.args))
        for where, args in runs:
            data = run_tool(options.program, substitute(args, tmp), options.stdin, allowed,
                            failures, where)
            records = parse_output(data, options.lines, failures, where)
            total += check_records(validator, records, options, failures, where)
            everything += records
        check_coverage(everything, options, failures, "all runs")
    status = failures.report(f"{options.schema}")
    if not status:
        print(f"{total} records from {len(runs)} runs valid against "
              f"{os.path.basename(options.schema)}")
    return status


def command_file(options):
    validator = load_schema(options.schema)
    failures = Failures()
    with open(options.input, "rb") as f:
        records = parse_output(f.read(), options.lines, failures, options.input)
    total = check_records(validator, records, options, failures, options.input)
    check_coverage(records, options, failures, options.input)
    status = failures.report(options.input)
    if not status:
        print(f"{total} records of {options.input} valid against "
              f"{os.path.basename(options.schema)}")
    return status


# ---------------------------------------------------------------- cases

def pointer_parts(pointer):
    return [part.replace("~1", "/").replace("~0", "~") for part in pointer.split("/")[1:]]


def locate(document, pointer):
    """The container and the key of a JSON pointer ("/all/games", "/problems/0/code")."""
    parts = pointer_parts(pointer)
    container = document
    for part in parts[:-1]:
        container = container[int(part)] if isinstance(container, list) else container[part]
    last = parts[-1]
    return container, int(last) if isinstance(container, list) else last


def mutate(base, case):
    document = copy.deepcopy(base)
    for pointer in case.get("remove", []):
        container, key = locate(document, pointer)
        del container[key]
    for pointer, value in case.get("set", {}).items():
        container, key = locate(document, pointer)
        if isinstance(container, list) and key == len(container):
            container.append(value)  # "/problems/1" on a list of one: a second item
        else:
            container[key] = value
    return document


def command_cases(options):
    validator = load_schema(options.schema)
    failures = Failures()
    with open(options.cases, encoding="utf-8") as f:
        cases = json.load(f)
    bases = cases["bases"]
    for name, base in bases.items():
        for error in schema_errors(validator, base)[:3]:
            failures.add(f"base '{name}' is not valid, so its mutations prove nothing: "
                         f"{describe_error(error)}")
    rejected = 0
    for case in cases["invalid"]:
        document = mutate(bases[case["base"]], case)
        errors = schema_errors(validator, document)
        if not errors:
            failures.add(f"accepted: {case['why']}")
            continue
        keywords = {e.validator for e in errors} | {
            sub.validator for e in errors for sub in (e.context or [])}
        if case["keyword"] not in keywords:
            failures.add(f"rejected for another reason than '{case['keyword']}': {case['why']}: "
                         f"{'; '.join(describe_error(e) for e in errors[:3])}")
            continue
        rejected += 1
    status = failures.report(options.cases)
    if not status:
        print(f"{rejected} mutated outputs rejected by {os.path.basename(options.schema)}, "
              f"{len(bases)} bases accepted")
    return status


# ---------------------------------------------------------------- meta

def described(member, defs):
    if "description" in member or set(member) == {"const"}:  # a record kind's "type": "summary"
        return True
    ref = member.get("$ref", "")
    return ref.startswith("#/$defs/") and "description" in defs.get(ref[len("#/$defs/"):], {})


def undescribed_members(node, defs, path="#"):
    """Paths of the members (under "properties") without a description, theirs or their $ref's.
    Conditions (if, then, else, allOf, not) only narrow members described elsewhere."""
    missing = []
    if isinstance(node, list):
        for i, item in enumerate(node):
            missing += undescribed_members(item, defs, f"{path}/{i}")
        return missing
    if not isinstance(node, dict):
        return missing
    for key, value in node.items():
        child = f"{path}/{key}"
        if key in ("if", "then", "else", "allOf", "not"):
            continue
        if key == "properties":
            for name, member in value.items():
                if not described(member, defs):
                    missing.append(f"{child}/{name}")
                missing += undescribed_members(member, defs, f"{child}/{name}")
        elif isinstance(value, (dict, list)):
            missing += undescribed_members(value, defs, child)
    return missing


def command_meta(options):
    failures = Failures()
    for path in options.schemas:
        with open(path, encoding="utf-8") as f:
            schema = json.load(f)
        if schema.get("$schema") != "https://json-schema.org/draft/2020-12/schema":
            failures.add(f"{path}: $schema is not draft 2020-12")
        try:
            Draft202012Validator.check_schema(schema)
        except jsonschema.exceptions.SchemaError as e:
            failures.add(f"{path}: not a valid schema: {e.message}")
        for key in ("title", "description"):
            if not schema.get(key):
                failures.add(f"{path}: no top-level {key}")
        for member in undescribed_members(schema, schema.get("$defs", {})):
            failures.add(f"{path}: {member} has no description")
    status = failures.report("meta")
    if not status:
        print(f"{len(options.schemas)} schemas valid (draft 2020-12) and documented")
    return status


# ---------------------------------------------------------------- enums

def schema_at(schema, pointer):
    node = schema
    for part in pointer_parts(pointer):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def compare(failures, what, schema_values, tool_values):
    schema_values, tool_values = set(schema_values), set(tool_values)
    if not tool_values:
        failures.add(f"{what}: the tool side gave no values (its source or output changed?)")
    for value in sorted(tool_values - schema_values):
        failures.add(f"{what}: '{value}' is missing from the schema")
    for value in sorted(schema_values - tool_values):
        failures.add(f"{what}: '{value}' is in the schema but not in the tool")


def header_enum_numbers(path, enum_name):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    body = re.search(r"enum class " + enum_name + r"\b[^{]*\{(.*?)\};", text, re.S)
    return [int(n) for n in re.findall(r"=\s*(\d+)", body.group(1))] if body else []


def command_enums(options):
    failures = Failures()
    schemas_dir = options.schemas_dir

    def load(name):
        with open(os.path.join(schemas_dir, name), encoding="utf-8") as f:
            return json.load(f)

    listed = subprocess.run([options.pgn_validate, "--list-codes"], stdout=subprocess.PIPE,
                            check=True, text=True).stdout
    codes = [line.split()[0] for line in listed.splitlines() if line.strip()]
    validate = load("pgn-validate.schema.json")
    compare(failures, "pgn-validate code", schema_at(validate, "/$defs/diagnostic/properties/"
                                                              "code/enum"), codes)
    fatal = [line.split()[0] for line in listed.splitlines() if " fatal error " in line]
    if fatal != ["E001"]:
        failures.add(f"the schema ties 'fatal error' to E001 alone; --list-codes says {fatal}")
    stats = load("pgn-stats.schema.json")
    compare(failures, "pgn-stats diagnostic", schema_at(stats, "/properties/diagnostics/"
                                                              "propertyNames/enum"), codes)

    fen_codes = header_enum_numbers(options.fen_header, "FenErrorCode")
    with open(options.setup_header, encoding="utf-8") as f:
        setup_count = re.search(r"setup_problem_count\s*=\s*(\d+)", f.read())
    tool_codes = [f"F{n:02}" for n in fen_codes] + ["L01"]
    tool_codes += [f"S{n:02}" for n in range(int(setup_count.group(1)) if setup_count else 0)]
    fen_check = load("fen-check.schema.json")
    compare(failures, "fen-check code",
            schema_at(fen_check, "/$defs/problem/properties/code/enum"), tool_codes)

    with open(options.ending_source, encoding="utf-8") as f:
        ending_ids = re.findall(r'^\s*\{"([a-z_0-9]+)", "', f.read(), re.M)
    compare(failures, "pgn-stats ending",
            schema_at(stats, "/properties/endings/propertyNames/enum"), ending_ids)
    status = failures.report("enums")
    if not status:
        print(f"enums agree: {len(codes)} diagnostic codes, {len(tool_codes)} fen-check codes, "
              f"{len(ending_ids)} endings")
    return status


# ---------------------------------------------------------------- command line

def add_record_options(parser):
    parser.add_argument("--schema", required=True)
    form = parser.add_mutually_exclusive_group(required=True)
    form.add_argument("--lines", action="store_true", help="JSON Lines: a record per line")
    form.add_argument("--document", dest="lines", action="store_false",
                      help="one JSON document")
    parser.add_argument("--require", action="append", default=[], metavar="MEMBER[:KEY=JSON]",
                        help="every record (where KEY is JSON) has MEMBER; and one such exists")
    parser.add_argument("--forbid", action="append", default=[], metavar="MEMBER[:KEY=JSON]",
                        help="no record (where KEY is JSON) has MEMBER")
    parser.add_argument("--optional", action="append", default=[], metavar="MEMBER",
                        help="a top-level member the schema may let records leave out")
    parser.add_argument("--expect", action="append", default=[], metavar="JSON-OBJECT",
                        help='some record contains this: {"stopped":true}, '
                             '{"problems":[{"code":"S07"}]}')
    parser.add_argument("--nonempty", action="append", default=[], metavar="POINTER",
                        help="in some record, the object or array at this JSON pointer has "
                             "members: /players")
    parser.add_argument("--last-type", help="JSON Lines: the record type that comes last, once")
    parser.add_argument("--min-records", type=int, default=1)
    parser.add_argument("--max-records", type=int)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run a tool and validate its output")
    add_record_options(run)
    run.add_argument("--program", required=True)
    run.add_argument("--exit-codes", default="0,1", help="allowed exit codes (default 0,1)")
    run.add_argument("--stdin", help="a file to give the tool on standard input")
    run.add_argument("--prepare", action="append", default=[], metavar="ARGS",
                     help="run the tool with these arguments first ({tmp}: a scratch directory)")
    run.add_argument("--each-file-in", metavar="DIR",
                     help="run once per file of DIR (ARGS, then DIR/<stem>.args, then the file)")
    run.add_argument("--each-file-pattern", default=r".*\.pgn", metavar="REGEX")
    run.add_argument("args", nargs=argparse.REMAINDER, help="-- ARGS of the tool")

    file = sub.add_parser("file", help="validate a stored output")
    add_record_options(file)
    file.add_argument("input")

    cases = sub.add_parser("cases", help="hand-mutated outputs the schema must reject")
    cases.add_argument("--schema", required=True)
    cases.add_argument("cases")

    meta = sub.add_parser("meta", help="the schemas are valid and documented")
    meta.add_argument("schemas", nargs="+")

    enums = sub.add_parser("enums", help="the schemas' lists agree with the tools")
    enums.add_argument("--schemas-dir", required=True)
    enums.add_argument("--pgn-validate", required=True)
    enums.add_argument("--fen-header", required=True)
    enums.add_argument("--setup-header", required=True)
    enums.add_argument("--ending-source", required=True)

    options = parser.parse_args()
    if options.command == "run":
        if options.args and options.args[0] == "--":
            options.args = options.args[1:]
        return command_run(options)
    return {"file": command_file, "cases": command_cases, "meta": command_meta,
            "enums": command_enums}[options.command](options)


if __name__ == "__main__":
    sys.exit(main())
