#pragma once
// The --by tables: the main figures (games, results, average length) of each group, in an
// order that depends only on the statistics (never on the input order), so that a merged run
// prints the same table as a single one.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

enum class GroupBy : std::uint8_t { Player, Event, Eco, Year, Termination };

std::optional<GroupBy> group_by_name(std::string_view name);  // "player", "event", ...
std::string_view group_by_name(GroupBy by);

struct GroupRow {
    std::string key;
    GroupFigures figures;
};

struct PlayerRow {
    std::string name;
    PlayerFigures figures;
};

// Event: most games first, then by name; year and ECO: by key, the unknown key last;
// termination: in the order of the Ending enum, empty ones left out.
std::vector<GroupRow> group_rows(const Stats& stats, GroupBy by);
// Most games first, then by name; at most `limit` rows (0: all).
std::vector<PlayerRow> player_rows(const Stats& stats, std::size_t limit = 0);

// Shared arithmetic of the reports, on exact integers.
// "42.9" (one decimal, rounded half up); "-" when the whole is 0.
std::string percent_text(std::uint64_t part, std::uint64_t whole);
// "81.4"; "-" when there are no games.
std::string average_text(std::uint64_t sum, std::uint64_t count);
// "2.5" from 5 half points.
std::string points_text(std::uint64_t half_points);

}  // namespace chess::tools::stats
