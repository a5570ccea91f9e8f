#!/usr/bin/env python3
"""Checks docs/fen-check-codes.md against fen-check's source and against fen-check itself.

1. The codes fen-check can print are read from the source, not from a list kept by hand:
   tools/fen-check/problem_codes.cpp says which enum each code letter comes from
   (`problem_code(chess::notation::FenErrorCode code)` formats "F{:02}"), the enums are read
   from the library headers (every enumerator, numbered as C++ numbers them), and the code
   literals of tools/fen-check ("L01") are added.
2. The doc's table must have exactly one row for each of these codes, and no row for a code
   that does not exist.
3. Every example of a row (each `code span` of its Example column that runs fen-check) is run
   with /bin/sh in a scratch directory, `fen-check` on the PATH being the program under test;
   it must exit with 1 and print `error[<code>]` on stderr.

    check_docs.py --fen-check build/tools/fen-check/fen-check --source-dir . \
                  --doc docs/fen-check-codes.md

Exit code 0 when everything agrees, 1 otherwise (each failure is printed), 77 when there is no
/bin/sh to run the examples with.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

# Where problem_codes.cpp's enums may be defined.
HEADER_DIRS = ["libnotation/include", "librules/include", "tools/fen-check"]
TOOL_DIR = "tools/fen-check"
CODE = re.compile(r"^[A-Z]\d\d$")


class Failures:
    def __init__(self):
        self.messages = []

    def add(self, message):
        self.messages.append(message)
        print(f"FAIL: {message}")

    def __bool__(self):
        return bool(self.messages)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def strip_comments(text):
    """C++ text without // and /* */ comments; string and character literals are kept."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        raw = re.match(r'R"([^()\\\s]{0,16})\(', text[i - 1:i + 18]) if c == '"' and i else None
        if raw:  # R"delim( ... )delim"
            end = text.find(")" + raw.group(1) + '"', i)
            end = n if end < 0 else end + len(raw.group(1)) + 2
            out.append(text[i:end])
            i = end
        elif c == "'" and i and text[i - 1].isdigit():  # a digit separator: 1'000
            out.append(c)
            i += 1
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
            out.append(" ")
        else:
            out.append(c)
            i += 1
    return "".join(out)


def enum_values(source_dir, qualified_name):
    """The values of `enum class <name>` (the last part of qualified_name), from the headers."""
    name = qualified_name.split("::")[-1]
    pattern = re.compile(r"\benum\s+class\s+" + re.escape(name) + r"\b[^{;]*\{(.*?)\}\s*;", re.S)
    found = []
    for directory in HEADER_DIRS:
        for root, _, files in os.walk(os.path.join(source_dir, directory)):
            for file in sorted(files):
                if not file.endswith((".hpp", ".h")):
                    continue
                path = os.path.join(root, file)
                for body in pattern.findall(strip_comments(read(path))):
                    found.append((path, body))
    if len(found) != 1:
        where = ", ".join(path for path, _ in found) or "no header"
        raise SystemExit(f"check_docs.py: enum class {name}: expected one definition, found "
                         f"{len(found)} ({where}); update check_docs.py")
    path, body = found[0]
    values = []
    next_value = 0
    for item in body.split(","):
        item = item.strip()
        if not item:
            continue
        match = re.fullmatch(r"([A-Za-z_]\w*)\s*(?:=\s*(\d+))?", item)
        if not match:
            raise SystemExit(f"check_docs.py: {path}: cannot read the enumerator '{item}' of "
                             f"{name}; update check_docs.py")
        value = int(match.group(2)) if match.group(2) else next_value
        values.append(value)
        next_value = value + 1
    return path, values


def codes_from_source(source_dir):
    """Every code fen-check can print, in the order: enum codes, then literal codes."""
    codes = []
    formatter = strip_comments(read(os.path.join(source_dir, TOOL_DIR, "problem_codes.cpp")))
    mappings = re.findall(r"problem_code\(\s*([\w:]+)\s+\w+\s*\)\s*\{\s*return\s+fmt::format\("
                          r"\s*\"([A-Z])\{:0?(\d)\}\"", formatter)
    if not mappings:
        raise SystemExit("check_docs.py: found no problem_code(Enum) formatting in "
                         "problem_codes.cpp; update check_docs.py")
    for enum, letter, width in mappings:
        path, values = enum_values(source_dir, enum)
        if not values:
            raise SystemExit(f"check_docs.py: {path}: enum {enum} has no values")
        # An enum with a count constant beside it (setup_problem_count): they must agree.
        snake = re.sub(r"(?<!^)(?=[A-Z])", "_", enum.split("::")[-1]).lower()
        count = re.search(r"\b" + snake + r"_count\s*=\s*(\d+)", read(path))
        if count and int(count.group(1)) != len(values):
            raise SystemExit(f"check_docs.py: {path}: {snake}_count is {count.group(1)} but "
                             f"{enum} has {len(values)} values; update check_docs.py")
        codes += [f"{letter}{value:0{width}}" for value in values]
    # Codes written as literals in fen-check's own source (L01).
    tool_dir = os.path.join(source_dir, TOOL_DIR)
    for file in sorted(os.listdir(tool_dir)):
        if file.endswith((".cpp", ".hpp")):
            text = strip_comments(read(os.path.join(tool_dir, file)))
            for literal in re.findall(r"\"([A-Z]\d\d)\"", text):
                if literal not in codes:
                    codes.append(literal)
    return codes


def split_row(line):
    """The cells of a Markdown table row; '\\|' does not split."""
    cells = re.split(r"(?<!\\)\|", line.strip())
    return [cell.strip() for cell in cells[1:-1]]


def rows_from_doc(path, failures):
    """{code: [example command, ...]} from the table whose header starts with Code."""
    rows = {}
    header = None
    for number, line in enumerate(read(path).splitlines(), 1):
        if not line.startswith("|"):
            header = None
            continue
        cells = split_row(line)
        if header is None:
            header = [cell.lower() for cell in cells]
            continue
        if not header or header[0] != "code" or not cells or not CODE.match(cells[0]):
            continue
        if "example" not in header or len(cells) != len(header):
            failures.add(f"{path}:{number}: the row has {len(cells)} cells, the header "
                         f"{len(header)}")
            continue
        code = cells[0]
        example = cells[header.index("example")]
        commands = [span.replace("\\|", "|") for span in re.findall(r"`([^`]+)`", example)]
        commands = [c for c in commands if re.search(r"(^|[|;&]\s*)fen-check\b", c)]
        if code in rows:
            failures.add(f"{path}:{number}: a second row for {code}")
        if not commands:
            failures.add(f"{path}:{number}: {code} has no example command "
                         f"(a `code span` that runs fen-check)")
        rows[code] = (number, commands)
    return rows


def run_example(command, code, bin_dir, work_dir):
    env = dict(os.environ)
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "")
    env.pop("FORCE_COLOR", None)
    env["NO_COLOR"] = "1"
    try:
        result = subprocess.run(["/bin/sh", "-c", command], cwd=work_dir, env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, timeout=60)
    except subprocess.TimeoutExpired:
        return "timed out after 60 s"
    stderr = result.stderr.decode("utf-8", "replace")
    problems = []
    if f"error[{code}]" not in stderr:
        problems.append(f"no error[{code}] on stderr")
    if result.returncode != 1:
        problems.append(f"exit code {result.returncode}, not 1")
    if problems:
        return "; ".join(problems) + "; stderr was:\n" + stderr.rstrip()
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fen-check", required=True, help="the fen-check program")
    parser.add_argument("--source-dir", required=True, help="the project's root")
    parser.add_argument("--doc", help="default: SOURCE_DIR/docs/fen-check-codes.md")
    options = parser.parse_args()
    doc = options.doc or os.path.join(options.source_dir, "docs", "fen-check-codes.md")
    if not os.path.exists("/bin/sh"):
        print("check_docs.py: no /bin/sh to run the examples with: skipped")
        return 77

    failures = Failures()
    codes = codes_from_source(options.source_dir)
    rows = rows_from_doc(doc, failures)
    for code in codes:
        if code not in rows:
            failures.add(f"{doc}: no row for {code}, which fen-check can print")
    for code, (number, _) in rows.items():
        if code not in codes:
            failures.add(f"{doc}:{number}: {code} is not a code fen-check prints")

    examples = 0
    with tempfile.TemporaryDirectory(prefix="fen-check-docs-") as scratch:
        bin_dir = os.path.join(scratch, "bin")
        work_dir = os.path.join(scratch, "work")
        os.mkdir(bin_dir)
        os.mkdir(work_dir)
        os.symlink(os.path.abspath(options.fen_check), os.path.join(bin_dir, "fen-check"))
        for code, (number, commands) in rows.items():
            for command in commands:
                examples += 1
                problem = run_example(command, code, bin_dir, work_dir)
                if problem:
                    failures.add(f"{doc}:{number}: the example of {code} `{command}`: {problem}")

    if failures:
        print(f"{len(failures.messages)} failure(s)")
        return 1
    print(f"{doc}: {len(codes)} codes documented ({', '.join(codes)}); "
          f"{examples} examples print their codes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
