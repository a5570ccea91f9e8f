#include <fmt/core.h>

#include "pgn-stats/performance.hpp"
#include "pgn-stats/report.hpp"
#include "pgn-stats/text_table.hpp"

namespace chess::tools::stats {

namespace {

constexpr std::size_t max_key_width = 40;

std::string optional_text(std::optional<int> value) {
    return value ? std::to_string(*value) : std::string("-");
}

// White's score in the finished games of a group, in per cent.
std::string white_score_text(const ResultCounts& r) {
    const std::uint64_t finished = r.white_wins + r.draws + r.black_wins;
    return percent_text(2 * r.white_wins + r.draws, 2 * finished);
}

std::string player_score_text(const PlayerFigures& p) {
    return percent_text(2 * p.wins + p.draws, 2 * p.finished());
}

std::string player_points_text(const PlayerFigures& p) { return points_text(2 * p.wins + p.draws); }

// A figure for CSV: empty where the text report shows "-" (no games, no rated opponent).
std::string csv_figure(std::string text) { return text == "-" ? std::string() : text; }

std::string csv_field(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string csv_line(const std::vector<std::string>& fields) {
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) line += ',';
        line += csv_field(fields[i]);
    }
    line += "\r\n";
    return line;
}

std::string key_label(GroupBy by, const std::string& key) {
    if (by == GroupBy::Termination) {
        if (const auto ending = ending_by_id(key)) return std::string(ending_label(*ending));
    }
    return key;
}

std::string csv_players(const Stats& stats) {
    std::string out = csv_line({"player", "games", "white_games", "wins", "draws", "losses",
                                "unfinished", "points", "score_pct", "avg_plies", "rated_games",
                                "avg_opponent_rating", "performance"});
    for (const PlayerRow& row : player_rows(stats)) {
        const PlayerFigures& p = row.figures;
        out += csv_line({row.name, std::to_string(p.games), std::to_string(p.white_games),
                         std::to_string(p.wins), std::to_string(p.draws), std::to_string(p.losses),
                         std::to_string(p.unfinished), player_points_text(p),
                         csv_figure(player_score_text(p)),
                         csv_figure(average_text(p.plies, p.games)), std::to_string(p.rated_games),
                         csv_figure(optional_text(average_opponent_rating(p))),
                         csv_figure(optional_text(performance_rating(p)))});
    }
    return out;
}

}  // namespace

std::string text_player_table(const Stats& stats, std::size_t limit) {
    TextTable table({{"player", Align::Left, max_key_width},
                     {"games"},
                     {"+"},
                     {"="},
                     {"-"},
                     {"*"},
                     {"points"},
                     {"score %"},
                     {"avg plies"},
                     {"rated"},
                     {"avg opp"},
                     {"perf"}});
    for (const PlayerRow& row : player_rows(stats, limit)) {
        const PlayerFigures& p = row.figures;
        table.add_row(
            {row.name, std::to_string(p.games), std::to_string(p.wins), std::to_string(p.draws),
             std::to_string(p.losses), std::to_string(p.unfinished), player_points_text(p),
             player_score_text(p), average_text(p.plies, p.games), std::to_string(p.rated_games),
             optional_text(average_opponent_rating(p)), optional_text(performance_rating(p))});
    }
    return table.render();
}

std::string text_group_table(const Stats& stats, GroupBy by, std::size_t limit) {
    const std::size_t groups =
        by == GroupBy::Player ? stats.players.size() : group_rows(stats, by).size();
    std::string out =
        fmt::format("Games by {} ({} group{}", group_by_name(by), groups, groups == 1 ? "" : "s");
    if (limit != 0 && limit < groups) out += fmt::format(", the first {}", limit);
    out += ")\n";
    if (by == GroupBy::Player) {
        out += text_player_table(stats, limit);
        out += "  performance: average opponent rating + dp of the score (FIDE table 8.1a)\n";
        return out;
    }
    TextTable table({{std::string(group_by_name(by)), Align::Left, max_key_width},
                     {"games"},
                     {"1-0"},
                     {"1/2"},
                     {"0-1"},
                     {"*"},
                     {"white %"},
                     {"avg plies"}});
    auto rows = group_rows(stats, by);
    if (limit != 0 && rows.size() > limit) rows.resize(limit);
    for (const GroupRow& row : rows) {
        const GroupFigures& g = row.figures;
        table.add_row({key_label(by, row.key), std::to_string(g.games),
                       std::to_string(g.results.white_wins), std::to_string(g.results.draws),
                       std::to_string(g.results.black_wins), std::to_string(g.results.unfinished),
                       white_score_text(g.results), average_text(g.plies, g.games)});
    }
    out += table.render();
    return out;
}

std::string csv_group_table(const Stats& stats, GroupBy by) {
    if (by == GroupBy::Player) return csv_players(stats);
    std::string out = csv_line({std::string(group_by_name(by)), "games", "white_wins", "draws",
                                "black_wins", "unfinished", "white_score_pct", "avg_plies"});
    for (const GroupRow& row : group_rows(stats, by)) {
        const GroupFigures& g = row.figures;
        out +=
            csv_line({row.key, std::to_string(g.games), std::to_string(g.results.white_wins),
                      std::to_string(g.results.draws), std::to_string(g.results.black_wins),
                      std::to_string(g.results.unfinished), csv_figure(white_score_text(g.results)),
                      csv_figure(average_text(g.plies, g.games))});
    }
    return out;
}

}  // namespace chess::tools::stats
