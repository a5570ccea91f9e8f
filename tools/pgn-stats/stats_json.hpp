#pragma once
// The JSON form of Stats: every count and sum, nothing derived, keys sorted, so that
// `pgn-stats --merge` can add shards up to exactly what one run over the whole input gives,
// and two runs over the same input give the same bytes.
//
//   {"format": "pgn-stats", "version": 1, "all": {...}, "lengths": {"<plies>": games, ...},
//    "endings": {...}, "openings": [...], "players": {...}, "ratings": {...}, ...}

#include <expected>
#include <string>
#include <string_view>

#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

inline constexpr int stats_json_version = 1;

std::string to_json(const Stats& stats);

// Reads what to_json wrote. Strict: an unknown member, a missing or repeated one, a negative or
// fractional count, and counts that no run can produce (check_consistency: results that do
// not add up to the games...) are errors that name the member ("players.\"Carlsen, Magnus\".wins:
// ...") or the line and column of a syntax error.
std::expected<Stats, std::string> stats_from_json(std::string_view text);

}  // namespace chess::tools::stats
