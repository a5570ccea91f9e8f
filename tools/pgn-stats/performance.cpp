#include "pgn-stats/performance.hpp"

#include <algorithm>
#include <array>

namespace chess::tools::stats {

namespace {

// FIDE table 8.1a: dp for p = 1.00, 0.99, ..., 0.50; for p below 0.50, dp(p) = -dp(1 - p).
constexpr std::array<int, 51> dp_from_full_score{
    800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284,
    273, 262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125,
    117, 110, 102, 95,  87,  80,  72,  65,  57,  50,  43,  36,  29,  21,  14,  7,   0,
};

// a / b rounded half up (b > 0).
std::uint64_t divide_rounded(std::uint64_t a, std::uint64_t b) { return (2 * a + b) / (2 * b); }

}  // namespace

int fide_dp(int percent) {
    // Within the table whatever the counts: parts given to --merge are checked, but a score
    // computed from counts near 2^64 could still come out of range.
    percent = std::clamp(percent, 0, 100);
    if (percent < 50) return -fide_dp(100 - percent);
    return dp_from_full_score[static_cast<std::size_t>(100 - percent)];
}

int score_percent(std::uint64_t half_points, std::uint64_t games) {
    // half_points / (2 * games) in per cent: 100 * half_points / (2 * games).
    return static_cast<int>(divide_rounded(50 * half_points, games));
}

std::optional<int> average_opponent_rating(const PlayerFigures& player) {
    if (player.rated_games == 0) return std::nullopt;
    return static_cast<int>(divide_rounded(player.opponent_rating_sum, player.rated_games));
}

std::optional<int> performance_rating(const PlayerFigures& player) {
    const auto average = average_opponent_rating(player);
    if (!average) return std::nullopt;
    return *average + fide_dp(score_percent(player.rated_half_points, player.rated_games));
}

}  // namespace chess::tools::stats
