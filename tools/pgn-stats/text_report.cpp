#include <fmt/core.h>

#include <algorithm>
#include <array>

#include "chess/notation/diagnostic.hpp"
#include "common/text.hpp"
#include "pgn-stats/length_histogram.hpp"
#include "pgn-stats/report.hpp"
#include "pgn-stats/tag_values.hpp"
#include "pgn-stats/text_table.hpp"

namespace chess::tools::stats {

namespace {

constexpr std::size_t bar_width = 40;

// A bar of '#' proportional to count / largest; at least one '#' for any count above zero.
std::string bar(std::uint64_t count, std::uint64_t largest) {
    if (count == 0 || largest == 0) return {};
    const std::uint64_t length =
        std::max<std::uint64_t>(1, (count * bar_width + largest / 2) / largest);
    return std::string(static_cast<std::size_t>(length), '#');
}

std::string section(std::string_view title) { return fmt::format("\n{}\n", title); }

std::string summary(const Stats& stats) {
    const GroupFigures& all = stats.all;
    std::string out = fmt::format("Games: {}   plies: {} ({} per game)\n", all.games, all.plies,
                                  average_text(all.plies, all.games));
    out += fmt::format("Moves checked: {}   unchecked: {}   games with errors: {}\n",
                       stats.checked_moves, stats.unchecked_moves, stats.games_with_errors);
    return out;
}

std::string results(const Stats& stats) {
    const ResultCounts& r = stats.all.results;
    const std::uint64_t games = stats.all.games;
    TextTable table({{"result", Align::Left}, {"games"}, {"%"}});
    const std::array<std::pair<std::string_view, std::uint64_t>, 4> rows{
        {{"1-0", r.white_wins}, {"1/2-1/2", r.draws}, {"0-1", r.black_wins}, {"*", r.unfinished}}};
    for (const auto& [label, count] : rows)
        table.add_row({std::string(label), std::to_string(count), percent_text(count, games)});
    std::string out = section("Results") + table.render();
    const std::uint64_t finished = r.white_wins + r.draws + r.black_wins;
    out += fmt::format("  white scored {}% of the points in finished games\n",
                       percent_text(2 * r.white_wins + r.draws, 2 * finished));
    return out;
}

std::string endings(const Stats& stats) {
    TextTable table({{"ending", Align::Left}, {"games"}, {"%"}, {"avg plies"}});
    for (std::size_t i = 0; i < ending_count; ++i) {
        const GroupFigures& g = stats.endings[i];
        if (g.games == 0) continue;
        table.add_row({std::string(ending_label(static_cast<Ending>(i))), std::to_string(g.games),
                       percent_text(g.games, stats.all.games), average_text(g.plies, g.games)});
    }
    std::string out = section("How the games ended");
    out += table.empty() ? "  (no games)\n" : table.render();
    out +=
        "  board first (mate, stalemate, dead position, fivefold, 75 moves; a draw whose final\n"
        "  position may be claimed: threefold, 50 moves), then the Termination tag\n";
    return out;
}

std::string lengths(const Stats& stats) {
    const auto buckets = length_buckets(stats);
    std::uint64_t largest = 0;
    for (const auto& bucket : buckets) largest = std::max(largest, bucket.games);
    TextTable table({{"moves", Align::Left}, {"games"}, {"%"}, {"", Align::Left}});
    for (const auto& bucket : buckets)
        table.add_row({bucket.label, std::to_string(bucket.games),
                       percent_text(bucket.games, stats.all.games), bar(bucket.games, largest)});
    std::string out = section("Game length");
    out += table.empty() ? "  (no games)\n" : table.render();
    return out;
}

std::string openings(const Stats& stats, std::size_t top) {
    std::vector<std::pair<const OpeningName*, std::uint64_t>> rows;
    for (const auto& [opening, games] : stats.openings) rows.emplace_back(&opening, games);
    std::ranges::stable_sort(rows,
                             [](const auto& a, const auto& b) { return a.second > b.second; });
    const std::size_t shown = top == 0 ? rows.size() : std::min(top, rows.size());
    TextTable table({{"ECO", Align::Left}, {"opening", Align::Left, 60}, {"games"}, {"%"}});
    for (std::size_t i = 0; i < shown; ++i)
        table.add_row({rows[i].first->eco, rows[i].first->name, std::to_string(rows[i].second),
                       percent_text(rows[i].second, stats.all.games)});
    std::string out = section(
        fmt::format("Openings (the last named position reached; {} distinct{})", rows.size(),
                    shown < rows.size() ? fmt::format(", the first {}", shown) : std::string()));
    if (!table.empty()) out += table.render();
    out += fmt::format("  unclassified: {} ({}%)\n", counted(stats.unclassified, "game", "games"),
                       percent_text(stats.unclassified, stats.all.games));
    const EcoTagFigures& eco = stats.eco_tag;
    const std::uint64_t both = eco.agree + eco.disagree;
    out += fmt::format(
        "  ECO tag vs the board: {} agree, {} disagree ({}% of the {} with both); "
        "tag only {}, board only {}, neither {}\n",
        eco.agree, eco.disagree, percent_text(eco.disagree, both), counted(both, "game", "games"),
        eco.tag_only, eco.classified_only, eco.neither);
    return out;
}

std::string players(const Stats& stats, std::size_t top) {
    const std::size_t count = stats.players.size();
    std::string out = section(fmt::format(
        "Players ({}{})", count,
        top != 0 && top < count ? fmt::format(", the {} with most games", top) : std::string()));
    if (count == 0) return out + "  (no named players)\n";
    out += text_player_table(stats, top);
    out += "  performance: average opponent rating + dp of the score (FIDE table 8.1a)\n";
    return out;
}

std::string ratings(const Stats& stats) {
    const RatingFigures& r = stats.ratings;
    std::string out = section("Ratings");
    out += fmt::format("  rated sides: {} of {}", r.count, 2 * stats.all.games);
    if (r.count == 0) return out + "\n";
    out += fmt::format("; average {}, lowest {}, highest {}\n", average_text(r.sum, r.count), r.min,
                       r.max);
    std::uint64_t largest = 0;
    for (const auto& [bucket, sides] : r.buckets) largest = std::max(largest, sides);
    TextTable table({{"rating", Align::Left}, {"sides"}, {"%"}, {"", Align::Left}});
    const int first = r.buckets.begin()->first, last = r.buckets.rbegin()->first;
    for (int bucket = first; bucket <= last; bucket += RatingFigures::bucket_width) {
        const auto found = r.buckets.find(bucket);
        const std::uint64_t sides = found == r.buckets.end() ? 0 : found->second;
        table.add_row({fmt::format("{}-{}", bucket, bucket + RatingFigures::bucket_width - 1),
                       std::to_string(sides), percent_text(sides, r.count), bar(sides, largest)});
    }
    return out + table.render();
}

std::string time_controls(const Stats& stats, std::size_t top) {
    std::vector<std::pair<std::string_view, std::uint64_t>> rows;
    std::array<std::uint64_t, speed_count> by_speed{};
    std::uint64_t tagged = 0;
    for (const auto& [value, games] : stats.time_controls) {
        rows.emplace_back(value, games);
        by_speed[static_cast<std::size_t>(classify_time_control(value))] += games;
        tagged += games;
    }
    std::string out = section("Time controls");
    out += fmt::format("  games with a TimeControl tag: {} of {}\n", tagged, stats.all.games);
    if (rows.empty()) return out;
    TextTable speeds({{"speed", Align::Left}, {"games"}, {"%"}});
    for (std::size_t i = 0; i < speed_count; ++i)
        if (by_speed[i] != 0)
            speeds.add_row({std::string(speed_name(static_cast<Speed>(i))),
                            std::to_string(by_speed[i]), percent_text(by_speed[i], tagged)});
    out += speeds.render();
    std::ranges::sort(rows, [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    const std::size_t shown = top == 0 ? rows.size() : std::min(top, rows.size());
    TextTable values({{"TimeControl", Align::Left, 30}, {"speed", Align::Left}, {"games"}});
    for (std::size_t i = 0; i < shown; ++i)
        values.add_row({std::string(rows[i].first),
                        std::string(speed_name(classify_time_control(rows[i].first))),
                        std::to_string(rows[i].second)});
    out += fmt::format("\n  {}{}:\n", counted(rows.size(), "distinct value", "distinct values"),
                       shown < rows.size() ? fmt::format(", the first {}", shown) : std::string());
    return out + values.render();
}

std::string diagnostics(const Stats& stats) {
    std::string out = section("Diagnostics");
    if (stats.diagnostics.empty()) return out + "  none\n";
    TextTable table({{"code", Align::Left}, {"count"}, {"meaning", Align::Left}});
    for (const auto& [code, count] : stats.diagnostics) {
        const auto value = static_cast<notation::DiagnosticCode>(code);
        table.add_row({notation::code_string(value), std::to_string(count),
                       std::string(notation::describe(value))});
    }
    return out + table.render();
}

}  // namespace

std::string text_report(const Stats& stats, std::size_t top) {
    std::string out = summary(stats);
    out += results(stats);
    out += endings(stats);
    out += lengths(stats);
    out += openings(stats, top);
    out += players(stats, top);
    out += ratings(stats);
    out += time_controls(stats, top);
    out += diagnostics(stats);
    return out;
}

}  // namespace chess::tools::stats
