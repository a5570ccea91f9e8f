#pragma once
// Performance ratings by the FIDE method: the average rating of the opponents plus the rating
// difference dp that FIDE's table (Rating Regulations, table 8.1a) gives for the score
// fraction p rounded to the nearest hundredth. The table ends at p = 0 and p = 1 with -800 and
// +800.

#include <cstdint>
#include <optional>

#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

// dp for a score of `percent` (0 to 100) per cent.
int fide_dp(int percent);

// The score in per cent, rounded half up: 2.5 points of 6 games are 42.
int score_percent(std::uint64_t half_points, std::uint64_t games);

// The average opponent rating, rounded half up; nullopt without rated opponents.
std::optional<int> average_opponent_rating(const PlayerFigures& player);

// Average opponent rating + dp(score against rated opponents); nullopt without rated opponents.
std::optional<int> performance_rating(const PlayerFigures& player);

}  // namespace chess::tools::stats
