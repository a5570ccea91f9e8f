#!/usr/bin/env python3
"""-j N gives byte for byte what -j 1 gives: stdout, stderr and the exit code.

Each PGN file is run through each tool and output format at -j 1 (the sequential reader) and
at -j 2 and -j 4 with tiny chunks (--chunk-bytes), so that even small files are cut into many
chunks, some of them at points the reader does not take for game starts. Also: standard input,
gzip-compressed input, --max-errors, and all the files in one run (game numbers per file,
pgn-fen --unique over the whole run, pgn-convert's summary counts over all files). Only the run
time differs between runs ("seconds", "MB/s" and JUnit's time attributes): those figures are
masked before comparing.

Each case (tool, options, file) runs once at -j 1 and, by default, once in parallel (twice
with --any-line-chunk-bytes: once with chunks cut at any line start too): the case
takes the next of its file's input kinds (the file named, standard input, gzip'd standard input)
and the next of the (jobs, chunk size) combinations in turn, over the tool's cases. A file meets
every input kind and every combination across its cases (across the files for pgn-stats, which
has two option sets), and every option set meets every input kind across the files.
--all-combinations runs each case with every input kind and every combination.
"""
import itertools
import argparse
import gzip
import re
import subprocess
import sys
from pathlib import Path

TIMING = [
    (re.compile(rb'"seconds":[0-9.]+'), b'"seconds":T'),
    (re.compile(rb"\([0-9.]+ s, [0-9.]+ [kMG]?B/s\)"), b"(T)"),
    (re.compile(rb'time="[0-9.]+"'), b'time="T"'),
]

FORMATS = {
    "pgn-validate": [["--format", f] for f in ("text", "json", "github", "sarif", "junit")]
    + [["--max-errors", "3"], ["--strict", "--no-source"]],
    "pgn-stats": [["--diagnostics", "all"], ["--format", "json", "--diagnostics", "errors"]],
    "pgn-fen": [["--every"], ["--every", "--unique"], ["--every", "--format", "json"],
                ["--format", "epd", "--every", "--variations"],
                # The variation column in every line; diagnostics filtered in the merger.
                ["--every", "--variations", "--format", "tsv", "--disable", "warnings,E201"],
                ["--every", "--unique", "--format", "tsv", "--tags", "White,Event"],
                ["--final", "--format", "tsv"]],
    # Every notation; --fix's notes, --keep-failed's comments, and games too large for the
    # game log (E126) as chunks meet them.
    "pgn-convert": [["--to", "san"], ["--to", "lan", "--fix"], ["--to", "uci", "--keep-failed"],
                    ["--to", "lan-compact", "--letters", "ru", "--max-game-bytes", "3000"],
                    ["--to", "fan", "--fix", "--keep-failed"]],
}


def masked(data: bytes) -> bytes:
    for pattern, replacement in TIMING:
        data = pattern.sub(replacement, data)
    return data


def run(command, stdin_data=None):
    done = subprocess.run(command, input=stdin_data, capture_output=True)
    return done.returncode, masked(done.stdout), masked(done.stderr)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="build/tools")
    parser.add_argument("--chunk-bytes", default="256,4096")
    parser.add_argument("--any-line-chunk-bytes",
                        help="also run each case with chunks cut at any line start, of these "
                             "sizes (-j's verification must catch those)")
    parser.add_argument("--all-combinations", action="store_true",
                        help="run every case with every (jobs, chunk size) combination")
    parser.add_argument("--tools", default=",".join(FORMATS),
                        help="which tools to check (comma-separated)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    # (jobs, chunk size, extra options): the chunks cut at game starts, then at any line start.
    modes = [(args.chunk_bytes, [])]
    if args.any_line_chunk_bytes:
        modes.append((args.any_line_chunk_bytes, ["--chunk-at-lines"]))
    combinations = [[(jobs, chunk, extra) for jobs, chunk in
                     itertools.product(("2", "4"), sizes.split(","))] for sizes, extra in modes]
    problems = 0
    runs = 0
    for tool in args.tools.split(","):
        variants = FORMATS[tool]
        # The input kind of a case, in turn over the tool's cases, by the number of kinds a file
        # has (1 for all the files in one run, 2 for a large file, 3 for a small one); indices,
        # taken across files, so that a tool with fewer option sets than kinds still meets them.
        input_turn = {count: itertools.cycle(range(count)) for count in (1, 2, 3)}
        turns = [itertools.cycle(mode) for mode in combinations]
        binary = str(Path(args.bin) / tool / tool)
        for path in args.files + ["all"]:
            if path == "all":
                if len(args.files) < 2:
                    continue
                inputs = [(args.files, None)]
            else:
                data = Path(path).read_bytes()
                inputs = [([path], None), (["-"], data)]
                if len(data) < 200_000:
                    inputs.append((["-"], gzip.compress(data)))
            for variant in variants:
                if args.all_combinations:
                    chosen_inputs = inputs
                else:
                    chosen_inputs = [inputs[next(input_turn[len(inputs)])]]
                for files, stdin_data in chosen_inputs:
                    want = run([binary, "-j", "1", *variant, *files], stdin_data)
                    if args.all_combinations:
                        chosen = [c for mode in combinations for c in mode]
                    else:
                        chosen = [next(turn) for turn in turns]
                    for jobs, chunk, extra in chosen:
                        got = run([binary, "-j", jobs, "--chunk-bytes", chunk, *extra,
                                   *variant, *files], stdin_data)
                        runs += 1
                        if got != want:
                            problems += 1
                            what = [name for name, a, b in
                                    zip(("exit code", "stdout", "stderr"), got, want) if a != b]
                            print(f"{tool} {' '.join(variant)} {path} "
                                  f"({'stdin' if stdin_data else 'file'}) -j {jobs} "
                                  f"--chunk-bytes {chunk} {' '.join(extra)}: "
                                  f"{', '.join(what)} differ")
    print(f"{runs} runs compared with -j 1, {problems} differ")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
