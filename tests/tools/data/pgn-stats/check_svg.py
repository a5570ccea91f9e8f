#!/usr/bin/env python3
"""check_svg.py PLOT.svg STATS.json: the plot pgn-stats drew is well-formed SVG, and its bars
show the statistics of the JSON written in the same run, bucketed here independently: the
length chart has one bar per ten moves (a game of n plies has (n + 1) // 2 moves; 200 moves and
more in one bar), the results chart one bar per result."""

import json
import sys
import xml.etree.ElementTree as ElementTree

SVG = "{http://www.w3.org/2000/svg}"


def expected_length_bars(lengths):
    buckets = {}
    for plies, games in lengths.items():
        bucket = min(((int(plies) + 1) // 2) // 10, 20)
        buckets[bucket] = buckets.get(bucket, 0) + games
    if not buckets:
        return []
    return [buckets.get(i, 0) for i in range(max(buckets) + 1)]


def bars_of(chart):
    return [(rect, int(rect.get("data-value"))) for rect in chart.iter(SVG + "rect")]


def main(svg_path, json_path):
    root = ElementTree.parse(svg_path).getroot()  # raises on malformed XML
    assert root.tag == SVG + "svg", root.tag
    with open(json_path, encoding="utf-8") as f:
        stats = json.load(f)
    charts = [g for g in root.iter(SVG + "g") if g.get("class") == "chart"]
    assert len(charts) == 2, f"{len(charts)} charts"

    lengths = bars_of(charts[0])
    assert [v for _, v in lengths] == expected_length_bars(stats["lengths"]), lengths
    all_games = stats["all"]
    results = [all_games[k] for k in ("white_wins", "draws", "black_wins", "unfinished")]
    assert [v for _, v in bars_of(charts[1])] == results, results

    # Heights are proportional to the values within each chart (to the pixel).
    for chart in charts:
        bars = bars_of(chart)
        largest = max([v for _, v in bars] + [1])
        tallest = max(float(rect.get("height")) for rect, _ in bars)
        for rect, value in bars:
            assert abs(float(rect.get("height")) - tallest * value / largest) <= 1, rect.attrib
    print(f"{svg_path}: well-formed, {len(lengths)} length bars and the results agree")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
