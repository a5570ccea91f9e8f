#pragma once
// The relations between the counts of a Stats that every run satisfies, because of how the
// collector counts a game. A --merge part that breaks one was edited or damaged; adding it
// would print percentages above 100 or read FIDE's dp table out of its bounds.
//
// - all.games and all.plies at most max_games and max_plies (stats.hpp);
// - every group (all, each ending, event, year, ECO code): results add up to its games;
// - endings, events, years and ecos each add up to all, field by field (one group per game);
// - lengths: games add up to all.games, plies x games to all.plies;
// - openings of each ECO code add up to that code's games in ecos; unclassified equals
//   ecos."unclassified"; eco_tag: agree + disagree + classified_only + unclassified is
//   all.games, tag_only + neither is unclassified;
// - each player: results add up to games; white_games <= games; rated_games <= finished
//   games; rated_half_points <= 2 x rated_games; opponent_rating_sum from 1 to 4000 per rated
//   game; over all players: games <= 2 x all.games, plies <= 2 x all.plies, games with White
//   and games with Black each <= all.games, rated_games <= ratings.count;
// - ratings: buckets add up to count; count <= 2 x all.games; with no ratings min, max and sum
//   are 0, else 1 <= min <= max, count x min <= sum <= count x max, and the lowest and highest
//   buckets are those of min and max;
// - games_with_errors and the time_controls' games at most all.games.

#include <expected>
#include <string>

#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

// The first relation `stats` breaks, named by the JSON members involved ("all.games is 1, but
// white_wins + draws + black_wins + unfinished add up to 21"). Sums are exact: one that would
// pass 2^64 - 1 breaks its relation rather than wrapping around.
std::expected<void, std::string> check_consistency(const Stats& stats);

}  // namespace chess::tools::stats
