#!/usr/bin/env python3
"""The table of bench/compare.sh, from the rows it measured, and what it says about issue 6's
targets.

Input: a file with one row per line, tab-separated:
    NAME  LABEL  SECONDS  PEAK_RSS_KIB  GAMES  MOVES
NAME is compare.sh's row name (validate-j1, wc-l, ...), LABEL what the table shows, SECONDS the
timed passes' wall times, comma-separated (the median is shown), GAMES and MOVES what the row
counted ("-": nothing). A row that failed has SECONDS "failed". The validate-zst rows read the
same text compressed: their MB/s are of the text.

Output: the Markdown table, the check that the counts agree, then one line per target whose
rows were measured: the ratio, and "met" or "NOT met". pgn-fen counts positions, so its
games/s are pgn-validate's games.

Usage: compare_report.py ROWS.tsv --size BYTES
"""

import argparse
import statistics
import sys

# (faster row, slower row, wording, [(bar, "target" or "aim")]): the ratio of the two rows'
# speeds that issue 6 asks for on its 2-core machine. wc -l's target is "within 30x":
# validate's speed is at least 1/30 of wc -l's.
TARGETS = [
    ("validate-j1", "pgn-extract", "pgn-validate -j 1 against pgn-extract -r -s",
     [(8, "target"), (12, "aim")]),
    ("validate-j1", "wc-l", "pgn-validate -j 1 against wc -l", [(1 / 30, "target")]),
    ("validate-j2", "validate-j1", "pgn-validate -j 2 against -j 1", [(1.8, "target")]),
    ("fen-every", "validate-j1", "pgn-fen --every against pgn-validate -j 1", [(0.5, "target")]),
    ("convert-lan", "validate-j1", "pgn-convert --to lan against pgn-validate -j 1",
     [(0.5, "target")]),
]

# (compressed row, plain row, wording, most percent): how much longer validating the .pgn.zst
# takes than validating the plain file, at most (issue 6: decompression costs at most 10%).
OVERHEADS = [
    ("validate-zst-j1", "validate-j1", "pgn-validate -j 1 on the .pgn.zst against the plain file",
     10),
    ("validate-zst-j2", "validate-j2", "pgn-validate -j 2 on the .pgn.zst against the plain file",
     10),
]


class Row:
    def __init__(self, fields):
        self.name, self.label, seconds, rss, self.games, self.moves = fields
        self.failed = seconds == "failed"
        times = [] if self.failed else [float(t) for t in seconds.split(",")]
        self.runs = len(times)
        self.seconds = statistics.median_low(times) if times else None
        self.rss_kib = int(rss) if rss.isdigit() else None


def read_rows(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 6:
                print(f"{path}:{number}: expected 6 tab-separated fields, found {len(fields)}",
                      file=sys.stderr)
                sys.exit(2)
            try:
                rows.append(Row(fields))
            except ValueError:
                print(f"{path}:{number}: SECONDS must be 'failed' or comma-separated numbers, "
                      f"found '{fields[2]}'", file=sys.stderr)
                sys.exit(2)
    return rows


def grouped(count):
    return f"{int(count):,}" if count.isdigit() else ""


def table(rows, size):
    by_name = {row.name: row for row in rows}
    lines = [
        "| tool | seconds (median of n) | MB/s | games/s | peak RSS MiB | games | moves |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        if row.failed:
            lines.append(f"| {row.label} | failed | | | | | |")
            continue
        t = row.seconds
        games = row.games
        if row.name == "fen-every" and "validate-j1" in by_name:
            games = by_name["validate-j1"].games
        rate = f"{int(games) / t:,.0f}" if games.isdigit() and t > 0 else ""
        mbs = f"{size / 1e6 / t:,.1f}" if t > 0 else ""
        rss = f"{row.rss_kib / 1024:.1f}" if row.rss_kib is not None else ""
        lines.append(f"| {row.label} | {t:.3f} ({row.runs}) | {mbs} | {rate} | {rss} "
                     f"| {grouped(row.games)} | {grouped(row.moves)} |")
    return lines


def count_check(rows):
    """The games and moves of every row that counts them against pgn-validate -j 1's; pgn-fen's
    positions against games + moves."""
    counted = {row.name: row for row in rows if not row.failed}
    ref = counted.get("validate-j1")
    if ref is None or not ref.games.isdigit():
        return "check: no pgn-validate -j 1 row to compare with"
    games, moves = int(ref.games), int(ref.moves)
    problems = []
    for row in counted.values():
        if row.name == "fen-every":
            if row.moves.isdigit() and int(row.moves) != games + moves:
                problems.append(f"pgn-fen: {int(row.moves):,} positions, "
                                f"not games + moves = {games + moves:,}")
            continue
        if row.games.isdigit() and int(row.games) != games:
            problems.append(f"{row.name}: {int(row.games):,} games, pgn-validate {games:,}")
        if row.moves.isdigit() and int(row.moves) != moves:
            problems.append(f"{row.name}: {int(row.moves):,} moves, pgn-validate {moves:,}")
    if problems:
        return "check: counts DIFFER: " + "; ".join(problems)
    names = [row.name for row in counted.values() if row.games.isdigit() or row.moves.isdigit()]
    return (f"check: counts agree: {games:,} games, {moves:,} moves ({', '.join(names)}; "
            "pgn-fen as positions = games + moves)")


def ratio_text(ratio):
    return f"1/{1 / ratio:.1f}" if ratio < 1 / 3 else f"{ratio:.2f}x"


def bar_text(bar):
    return f"1/{1 / bar:g}" if bar < 1 / 3 else f"{bar:g}x"


def target_lines(rows):
    timed = {row.name: row for row in rows if not row.failed and row.seconds > 0}
    lines = []
    for faster, slower, wording, bars in TARGETS:
        if faster not in timed or slower not in timed:
            continue
        # Speed ratio on the same input: the inverse ratio of the times.
        ratio = timed[slower].seconds / timed[faster].seconds
        verdicts = [f"{kind} {bar_text(bar)} {'met' if ratio >= bar else 'NOT met'}"
                    for bar, kind in bars]
        lines.append(f"- {wording}: {ratio_text(ratio)} ({'; '.join(verdicts)})")
    for compressed, plain, wording, most in OVERHEADS:
        if compressed not in timed or plain not in timed:
            continue
        percent = (timed[compressed].seconds / timed[plain].seconds - 1) * 100
        verdict = "met" if percent <= most else "NOT met"
        lines.append(f"- {wording}: {percent:+.1f}% time (target at most +{most}% {verdict})")
    if lines:
        lines.insert(0, "targets (issue 6; speed ratios from the medians above):")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rows")
    parser.add_argument("--size", type=int, required=True, help="the corpus's size in bytes")
    args = parser.parse_args()
    rows = read_rows(args.rows)
    print("\n".join(table(rows, args.size)))
    print()
    print(count_check(rows))
    targets = target_lines(rows)
    if targets:
        print()
        print("\n".join(targets))


if __name__ == "__main__":
    main()
