#include "pgn-stats/groups.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>

namespace chess::tools::stats {

namespace {

constexpr std::array<std::string_view, 5> group_names{"player", "event", "eco", "year",
                                                      "termination"};

std::vector<GroupRow> rows_of(const StringMap<GroupFigures>& map) {
    std::vector<GroupRow> rows;
    rows.reserve(map.size());
    for (const auto& [key, figures] : map) rows.push_back({key, figures});
    return rows;
}

void sort_by_games(std::vector<GroupRow>& rows) {
    std::ranges::sort(rows, [](const GroupRow& a, const GroupRow& b) {
        if (a.figures.games != b.figures.games) return a.figures.games > b.figures.games;
        return a.key < b.key;
    });
}

// By key, with `unknown` after every known key.
void sort_by_key(std::vector<GroupRow>& rows, std::string_view unknown) {
    std::ranges::sort(rows, [unknown](const GroupRow& a, const GroupRow& b) {
        const bool a_unknown = a.key == unknown, b_unknown = b.key == unknown;
        if (a_unknown != b_unknown) return b_unknown;
        return a.key < b.key;
    });
}

// Tenths of a per cent (or of a unit), rounded half up, as "12.3".
std::string tenths_text(std::uint64_t numerator, std::uint64_t denominator) {
    const std::uint64_t tenths = (2 * numerator + denominator) / (2 * denominator);
    return fmt::format("{}.{}", tenths / 10, tenths % 10);
}

}  // namespace

std::optional<GroupBy> group_by_name(std::string_view name) {
    for (std::size_t i = 0; i < group_names.size(); ++i)
        if (group_names[i] == name) return static_cast<GroupBy>(i);
    return std::nullopt;
}

std::string_view group_by_name(GroupBy by) { return group_names[static_cast<std::size_t>(by)]; }

std::vector<GroupRow> group_rows(const Stats& stats, GroupBy by) {
    std::vector<GroupRow> rows;
    switch (by) {
        case GroupBy::Event:
            rows = rows_of(stats.events);
            sort_by_games(rows);
            break;
        case GroupBy::Year:
            rows = rows_of(stats.years);
            sort_by_key(rows, unknown_year);
            break;
        case GroupBy::Eco:
            rows = rows_of(stats.ecos);
            sort_by_key(rows, unclassified_eco);
            break;
        case GroupBy::Termination:
            for (std::size_t i = 0; i < ending_count; ++i)
                if (stats.endings[i].games != 0)
                    rows.push_back(
                        {std::string(ending_id(static_cast<Ending>(i))), stats.endings[i]});
            break;
        case GroupBy::Player:
            break;  // players have their own rows (player_rows)
    }
    return rows;
}

std::vector<PlayerRow> player_rows(const Stats& stats, std::size_t limit) {
    std::vector<PlayerRow> rows;
    rows.reserve(stats.players.size());
    for (const auto& [name, figures] : stats.players) rows.push_back({name, figures});
    std::ranges::sort(rows, [](const PlayerRow& a, const PlayerRow& b) {
        if (a.figures.games != b.figures.games) return a.figures.games > b.figures.games;
        return a.name < b.name;
    });
    if (limit != 0 && rows.size() > limit) rows.resize(limit);
    return rows;
}

std::string percent_text(std::uint64_t part, std::uint64_t whole) {
    if (whole == 0) return "-";
    return tenths_text(1000 * part, whole);
}

std::string average_text(std::uint64_t sum, std::uint64_t count) {
    if (count == 0) return "-";
    return tenths_text(10 * sum, count);
}

std::string points_text(std::uint64_t half_points) {
    return half_points % 2 == 0 ? std::to_string(half_points / 2)
                                : fmt::format("{}.5", half_points / 2);
}

}  // namespace chess::tools::stats
