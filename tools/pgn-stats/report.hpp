#pragma once
// The renderings of Stats: the text report, the --by tables as text or CSV, and the SVG plot.
// Each depends on the statistics only, so a merged run prints what a single run prints.

#include <cstddef>
#include <string>

#include "pgn-stats/groups.hpp"
#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

// The readable report: totals, results, endings, length histogram, openings, players, ratings,
// time controls, diagnostics. `top` limits the ranked tables (openings, players, time
// controls); 0: no limit.
std::string text_report(const Stats& stats, std::size_t top);

// The --by table; `limit` rows at most (0: all).
std::string text_group_table(const Stats& stats, GroupBy by, std::size_t limit);
// The --by table as CSV (RFC 4180, a header line, every row).
std::string csv_group_table(const Stats& stats, GroupBy by);

// The players table of the report and of --by player.
std::string text_player_table(const Stats& stats, std::size_t limit);

// The length histogram and the results as an SVG document (a standalone file).
std::string svg_plot(const Stats& stats);

}  // namespace chess::tools::stats
