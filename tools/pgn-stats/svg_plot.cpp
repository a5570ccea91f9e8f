#include <fmt/core.h>

#include <algorithm>
#include <array>

#include "common/text.hpp"
#include "pgn-stats/length_histogram.hpp"
#include "pgn-stats/report.hpp"

// Two bar charts, one above the other: games by length (buckets of ten moves) and games by
// result. Plain SVG 1.1 (rect, text, line), no script, no external resources; every bar carries
// a <title> with its exact count, so a browser shows it on hover.

namespace chess::tools::stats {

namespace {

constexpr int width = 760;
constexpr int margin_left = 70;
constexpr int margin_right = 20;
constexpr int chart_height = 220;  // the bars' area
constexpr int chart_gap = 90;      // title above, labels below

struct Bar {
    std::string label;
    std::uint64_t value = 0;
    std::string_view color;
};

std::string xml_escape(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

// A chart whose bar area starts at y = top: the title, the axis with the largest value, the
// bars with their labels below.
std::string chart(std::string_view title, const std::vector<Bar>& bars, int top) {
    std::uint64_t largest = 1;
    for (const Bar& bar : bars) largest = std::max(largest, bar.value);
    const int plot_width = width - margin_left - margin_right;
    const int slot = bars.empty() ? plot_width : plot_width / static_cast<int>(bars.size());
    const int bar_width = std::max(2, slot * 4 / 5);
    const int bottom = top + chart_height;

    std::string out = fmt::format(
        "  <g class=\"chart\">\n    <text x=\"{}\" y=\"{}\" class=\"title\">{}</text>\n",
        margin_left, top - 20, xml_escape(title));
    out += fmt::format(
        "    <line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" class=\"axis\"/>\n"
        "    <line x1=\"{0}\" y1=\"{3}\" x2=\"{0}\" y2=\"{1}\" class=\"axis\"/>\n"
        "    <text x=\"{4}\" y=\"{5}\" class=\"scale\">{6}</text>\n"
        "    <text x=\"{4}\" y=\"{1}\" class=\"scale\">0</text>\n",
        margin_left, bottom, width - margin_right, top, margin_left - 6, top + 4, largest);
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const Bar& bar = bars[i];
        const auto height = static_cast<int>(
            (bar.value * static_cast<std::uint64_t>(chart_height) + largest / 2) / largest);
        const int x = margin_left + static_cast<int>(i) * slot + (slot - bar_width) / 2;
        out += fmt::format(
            "    <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
            "data-value=\"{}\"><title>{}: {}</title></rect>\n",
            x, bottom - height, bar_width, height, bar.color, bar.value, xml_escape(bar.label),
            bar.value);
        out += fmt::format("    <text x=\"{}\" y=\"{}\" class=\"label\">{}</text>\n",
                           x + bar_width / 2, bottom + 16, xml_escape(bar.label));
    }
    return out + "  </g>\n";
}

std::vector<Bar> length_bars(const Stats& stats) {
    std::vector<Bar> bars;
    for (const auto& bucket : length_buckets(stats))
        bars.push_back({bucket.label, bucket.games, "#4e79a7"});
    return bars;
}

std::vector<Bar> result_bars(const Stats& stats) {
    const ResultCounts& r = stats.all.results;
    return {{"1-0", r.white_wins, "#d9d9d9"},
            {"1/2-1/2", r.draws, "#9c9c9c"},
            {"0-1", r.black_wins, "#404040"},
            {"*", r.unfinished, "#e15759"}};
}

}  // namespace

std::string svg_plot(const Stats& stats) {
    const int first_top = 50;
    const int second_top = first_top + chart_height + chart_gap;
    const int height = second_top + chart_height + 50;
    std::string out = fmt::format(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{0}\" height=\"{1}\" "
        "viewBox=\"0 0 {0} {1}\">\n"
        "  <title>pgn-stats: {2}</title>\n"
        "  <style>\n"
        "    text {{ font-family: sans-serif; font-size: 12px; fill: #222; }}\n"
        "    .title {{ font-size: 15px; font-weight: bold; }}\n"
        "    .scale {{ text-anchor: end; }}\n"
        "    .label {{ text-anchor: middle; font-size: 10px; }}\n"
        "    .axis {{ stroke: #222; stroke-width: 1; }}\n"
        "  </style>\n"
        "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
        width, height, counted(stats.all.games, "game", "games"));
    out += chart("Game length (moves)", length_bars(stats), first_top);
    out += chart("Results", result_bars(stats), second_top);
    return out + "</svg>\n";
}

}  // namespace chess::tools::stats
