#!/usr/bin/env python3
"""pgn-dask on a local cluster of 2 worker processes gives what one `-j 1` run gives.

    check_dask.py --dask build/tools/pgn-dask/pgn-dask --tools-dir build/tools --work DIR \
        --chunk-bytes N PGN...

For pgn-validate (--format json; equal but for the summary's "seconds", which the merge adds up
over the parts) and pgn-stats (--format json; equal byte for byte), and the exit codes. The
first PGN must be larger than --chunk-bytes so that it is cut into several byte ranges; the
check that it was needs the tools' --byte-range (without it: exit 77, skipped, after the
identity checks on whole files). A copy of the first PGN with a Latin-1 byte in every game is
added to the inputs: each of its ranges reports W101 (text read as Latin-1), which one run
reports once per file.
"""

import argparse
import os
import re
import subprocess
import sys

SKIP = 77


def run(command):
    done = subprocess.run(command, capture_output=True, timeout=300)
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode(
        "utf-8", "replace")


def mask_seconds(text):
    return re.sub(r'"seconds":\d+\.\d+', '"seconds":TIME', text)


def latin1_copy(path, work):
    """The games of `path` with a Latin-1 e-acute in every Site tag."""
    with open(path, "rb") as f:
        data = f.read()
    copy = os.path.join(work, "latin1-sites.pgn")
    with open(copy, "wb") as f:
        f.write(data.replace(b'[Site "', b'[Site "Caf\xe9 '))
    return copy


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dask", required=True)
    parser.add_argument("--tools-dir", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--chunk-bytes", required=True, type=int)
    parser.add_argument("pgns", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    args.pgns.append(latin1_copy(args.pgns[0], args.work))
    failures = 0
    split = False
    cases = [("pgn-validate", [], mask_seconds), ("pgn-stats", ["--diagnostics", "none"],
                                                   lambda text: text)]
    for tool, options, mask in cases:
        program = os.path.join(args.tools_dir, tool, tool)
        single_job = ["-j", "1"] if re.search(r"\n\s+-j", run([program, "--help"])[1]) else []
        whole = run([program, *single_job, *options, "--format", "json", "-q", *args.pgns])
        dask = run([args.dask, "--local-workers", "2", "--chunk-bytes", str(args.chunk_bytes),
                    tool, *args.pgns, "--", *options])
        parts = re.search(r"pgn-dask: (\d+) parts? of (\d+) files?", dask[2])
        if parts is None:
            print(f"FAIL {tool}: no 'pgn-dask: N parts' line\n{dask[2]}")
            failures += 1
            continue
        split = split or int(parts.group(1)) > int(parts.group(2))
        if mask(whole[1]) != mask(dask[1]) or not whole[1]:
            for name, text in (("single", whole[1]), ("dask", dask[1])):
                with open(os.path.join(args.work, f"{tool}.{name}.json"), "w") as f:
                    f.write(text)
            print(f"FAIL {tool}: the merged output differs from one run (see {args.work})\n"
                  f"{dask[2]}")
            failures += 1
        else:
            print(f"ok   {tool}: {parts.group(0)}, merged output equals one run")
        if whole[0] != dask[0]:
            print(f"FAIL {tool}: exit {dask[0]}, one run exits {whole[0]}\n{dask[2]}")
            failures += 1
    if failures:
        return 1
    if not split:
        print("the tools have no --byte-range: files were not split (skipped)")
        return SKIP
    return 0


if __name__ == "__main__":
    sys.exit(main())
