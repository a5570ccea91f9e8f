#!/usr/bin/env python3
"""Compares a notation_bench run with the recorded baseline (both Google Benchmark JSON written
with --benchmark_repetitions and --benchmark_report_aggregates_only).

Each benchmark's figure is the median time per item (per move or per position: the inverse of
the median items_per_second), so that a benchmark reads the same whatever its iteration count.
A benchmark is a regression when it is slower than the baseline by more than the threshold;
the exit code is then 1. A benchmark missing from either side is reported and is an error (2),
as is a baseline taken on a machine of another shape (CPU count or cache sizes), whose figures
do not compare.

Usage: compare_baseline.py BASELINE.json CURRENT.json [--threshold PERCENT]
"""

import argparse
import json
import sys


def medians(report):
    """{benchmark: (ns per item, coefficient of variation)} from the median and cv aggregates."""
    per_item = {}
    spread = {}
    for run in report["benchmarks"]:
        if run.get("run_type") != "aggregate":
            continue
        name = run["run_name"]
        if run["aggregate_name"] == "median":
            # Per item when the benchmark counts items, else per iteration.
            rate = run.get("items_per_second")
            per_item[name] = 1e9 / rate if rate else run["cpu_time"]
        elif run["aggregate_name"] == "cv":
            spread[name] = run["cpu_time"]
    return {name: (ns, spread.get(name)) for name, ns in per_item.items()}


def machine_shape(report):
    context = report.get("context", {})
    caches = sorted((c["type"], c["level"], c["size"]) for c in context.get("caches", []))
    return context.get("num_cpus"), caches


def describe(report):
    context = report.get("context", {})
    parts = [context.get("date", "?")]
    for key in ("commit", "build"):
        if key in context:
            parts.append(f"{key} {context[key]}")
    return ", ".join(parts)


def percent(value):
    return "-" if value is None else f"{100 * value:.1f}%"


def compare(baseline, current, threshold):
    """Prints the table; returns the exit code."""
    print(f"baseline: {describe(baseline)}")
    print(f"current:  {describe(current)}")
    if machine_shape(baseline) != machine_shape(current):
        print("error: the baseline was taken on a machine of another shape (CPU count or "
              "caches); record a new one there with bench/micro-compare.sh --record")
        return 2
    before = medians(baseline)
    after = medians(current)
    print(f"{'benchmark':<24} {'baseline ns':>12} {'now ns':>10} {'change':>8} {'cv now':>7}")
    regressions = []
    for name in (name for name in before if name in after):  # in the baseline's order
        (old, _), (new, cv) = before[name], after[name]
        change = new / old - 1
        mark = ""
        if change > threshold:
            mark = "  REGRESSION"
            regressions.append(name)
        elif change < -threshold:
            mark = "  faster"
        print(f"{name:<24} {old:>12.1f} {new:>10.1f} {100 * change:>+7.1f}% {percent(cv):>7}{mark}")
    missing = sorted(before.keys() - after.keys())
    added = sorted(after.keys() - before.keys())
    for name in missing:
        print(f"error: {name} is in the baseline but was not run")
    for name in added:
        print(f"error: {name} has no baseline; record one with bench/micro-compare.sh --record")
    if missing or added:
        return 2
    if regressions:
        print(f"{len(regressions)} slower than the baseline by more than "
              f"{100 * threshold:.0f}%: {', '.join(regressions)}")
        return 1
    print(f"no benchmark slower than the baseline by more than {100 * threshold:.0f}%")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("baseline")
    parser.add_argument("current")
    parser.add_argument("--threshold", type=float, default=10.0,
                        help="percent slower that counts as a regression (default 10)")
    args = parser.parse_args()
    reports = []
    for path in (args.baseline, args.current):
        try:
            with open(path, encoding="utf-8") as f:
                reports.append(json.load(f))
        except (OSError, ValueError) as error:
            print(f"error: {path}: {error}", file=sys.stderr)
            return 2
    try:
        return compare(reports[0], reports[1], args.threshold / 100)
    except (KeyError, TypeError, AttributeError, ZeroDivisionError) as error:
        print(f"error: not a notation_bench report with median and cv aggregates "
              f"(--benchmark_repetitions, --benchmark_report_aggregates_only): {error!r}",
              file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
