#!/usr/bin/env python3
"""drop_member.py MEMBER PROGRAM [ARGS...]

Runs PROGRAM ARGS and writes its JSON output (JSON Lines, or one document) with the top-level
member MEMBER removed from every object, and PROGRAM's exit code. The negative tests put it in
place of a tool, to show that json_schema_check.py fails a run whose output lacks a required
member: a tool that forgot one, as the schema tests would see it.
"""

import json
import subprocess
import sys


def without(value, member):
    if isinstance(value, dict):
        value.pop(member, None)
    return value


def main():
    member, command = sys.argv[1], sys.argv[2:]
    result = subprocess.run(command, stdout=subprocess.PIPE)
    text = result.stdout.decode("utf-8")
    lines = text.splitlines()
    try:
        records = [json.loads(line) for line in lines]
    except json.JSONDecodeError:
        records = None  # not JSON Lines: one document over several lines
    if records is None:
        sys.stdout.write(json.dumps(without(json.loads(text), member), ensure_ascii=False) + "\n")
    else:
        for record in records:
            sys.stdout.write(json.dumps(without(record, member), ensure_ascii=False) + "\n")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
