// pgn-stats performance.hpp: the FIDE dp table and performance ratings.

#include "pgn-stats/performance.hpp"

#include <gtest/gtest.h>

namespace chess::tools::stats {
namespace {

TEST(FideDp, TableValuesAndSymmetry) {
    EXPECT_EQ(fide_dp(100), 800);
    EXPECT_EQ(fide_dp(99), 677);
    EXPECT_EQ(fide_dp(90), 366);
    EXPECT_EQ(fide_dp(75), 193);
    EXPECT_EQ(fide_dp(58), 57);
    EXPECT_EQ(fide_dp(51), 7);
    EXPECT_EQ(fide_dp(50), 0);
    for (int p = 0; p <= 100; ++p) EXPECT_EQ(fide_dp(p), -fide_dp(100 - p)) << p;
    for (int p = 1; p <= 100; ++p) EXPECT_GT(fide_dp(p), fide_dp(p - 1)) << p;
}

// A score outside 0 to 100% (counts no run produces) once read the table out of its bounds.
TEST(FideDp, ScoresOutsideTheTableAreItsEnds) {
    EXPECT_EQ(fide_dp(101), 800);
    EXPECT_EQ(fide_dp(5000), 800);
    EXPECT_EQ(fide_dp(-1), -800);
}

TEST(ScorePercent, RoundsHalfUp) {
    EXPECT_EQ(score_percent(5, 6), 42);   // 2.5 / 6 = 41.67%
    EXPECT_EQ(score_percent(7, 6), 58);   // 3.5 / 6 = 58.33%
    EXPECT_EQ(score_percent(1, 200), 0);  // 0.25%
    EXPECT_EQ(score_percent(1, 100), 1);  // 0.5% rounds up
    EXPECT_EQ(score_percent(16, 8), 100);
    EXPECT_EQ(score_percent(0, 8), 0);
}

TEST(Performance, AverageOpponentPlusDp) {
    PlayerFigures player;
    EXPECT_EQ(performance_rating(player), std::nullopt);  // no rated opponent
    player.rated_games = 6;
    player.rated_half_points = 7;        // 3.5 points: 58% -> +57
    player.opponent_rating_sum = 13500;  // average 2250
    EXPECT_EQ(average_opponent_rating(player), 2250);
    EXPECT_EQ(performance_rating(player), 2307);
    player.rated_half_points = 0;  // 0%: -800
    EXPECT_EQ(performance_rating(player), 1450);
    player.opponent_rating_sum = 13503;  // average 2250.5 rounds to 2251
    EXPECT_EQ(average_opponent_rating(player), 2251);
}

}  // namespace
}  // namespace chess::tools::stats
