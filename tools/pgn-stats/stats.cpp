#include "pgn-stats/stats.hpp"

#include <algorithm>

namespace chess::tools::stats {

void ResultCounts::add(pgn::Result result) {
    switch (result) {
        case pgn::Result::WhiteWins:
            ++white_wins;
            break;
        case pgn::Result::BlackWins:
            ++black_wins;
            break;
        case pgn::Result::Draw:
            ++draws;
            break;
        case pgn::Result::Unknown:
            ++unfinished;
            break;
    }
}

ResultCounts& ResultCounts::operator+=(const ResultCounts& other) {
    white_wins += other.white_wins;
    draws += other.draws;
    black_wins += other.black_wins;
    unfinished += other.unfinished;
    return *this;
}

GroupFigures& GroupFigures::operator+=(const GroupFigures& other) {
    games += other.games;
    results += other.results;
    plies += other.plies;
    return *this;
}

PlayerFigures& PlayerFigures::operator+=(const PlayerFigures& other) {
    games += other.games;
    white_games += other.white_games;
    wins += other.wins;
    draws += other.draws;
    losses += other.losses;
    unfinished += other.unfinished;
    plies += other.plies;
    rated_games += other.rated_games;
    rated_half_points += other.rated_half_points;
    opponent_rating_sum += other.opponent_rating_sum;
    return *this;
}

void RatingFigures::add(int rating) {
    min = count == 0 ? rating : std::min(min, rating);
    max = count == 0 ? rating : std::max(max, rating);
    ++count;
    sum += static_cast<std::uint64_t>(rating);
    ++buckets[rating / bucket_width * bucket_width];
}

RatingFigures& RatingFigures::operator+=(const RatingFigures& other) {
    if (other.count == 0) return *this;
    min = count == 0 ? other.min : std::min(min, other.min);
    max = count == 0 ? other.max : std::max(max, other.max);
    count += other.count;
    sum += other.sum;
    for (const auto& [bucket, sides] : other.buckets) buckets[bucket] += sides;
    return *this;
}

EcoTagFigures& EcoTagFigures::operator+=(const EcoTagFigures& other) {
    agree += other.agree;
    disagree += other.disagree;
    tag_only += other.tag_only;
    classified_only += other.classified_only;
    neither += other.neither;
    return *this;
}

void Stats::add_length(std::uint32_t plies, std::uint64_t games) {
    if (plies >= lengths.size()) lengths.resize(plies + std::size_t{1}, 0);
    lengths[plies] += games;
}

Stats& Stats::operator+=(const Stats& other) {
    all += other.all;
    checked_moves += other.checked_moves;
    unchecked_moves += other.unchecked_moves;
    games_with_errors += other.games_with_errors;
    for (std::size_t plies = 0; plies < other.lengths.size(); ++plies)
        if (other.lengths[plies] != 0)
            add_length(static_cast<std::uint32_t>(plies), other.lengths[plies]);
    for (std::size_t i = 0; i < endings.size(); ++i) endings[i] += other.endings[i];
    for (const auto& [opening, games] : other.openings) openings[opening] += games;
    unclassified += other.unclassified;
    eco_tag += other.eco_tag;
    add_into(players, other.players);
    ratings += other.ratings;
    add_into(time_controls, other.time_controls);
    for (const auto& [code, count] : other.diagnostics) diagnostics[code] += count;
    add_into(events, other.events);
    add_into(years, other.years);
    add_into(ecos, other.ecos);
    return *this;
}

}  // namespace chess::tools::stats
