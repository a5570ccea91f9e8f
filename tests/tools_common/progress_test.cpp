// The progress line's text: sizes, speed, percentage and time left.

#include "common/progress.hpp"

#include <gtest/gtest.h>

namespace chess::tools {
namespace {

TEST(FormatProgress, WithoutTotalOnlyBytesGamesAndSpeed) {
    EXPECT_EQ(format_progress(12'345'678, 4567, 2.0, std::nullopt),
              "12.3 MB, 4567 games, 2284 games/s");
    EXPECT_EQ(format_progress(0, 0, 0.0, std::nullopt), "0.0 MB, 0 games, 0 games/s");
}

TEST(FormatProgress, LargeInputsInGigabytes) {
    EXPECT_EQ(format_progress(999'999'999, 10, 1.0, std::nullopt),
              "1000.0 MB, 10 games, 10 games/s");
    EXPECT_EQ(format_progress(1'234'000'000, 10, 1.0, std::nullopt),
              "1.23 GB, 10 games, 10 games/s");
}

TEST(FormatProgress, PercentageAndTimeLeftFromTheAverageSpeed) {
    // A quarter in 10 s: three quarters left take 30 s.
    EXPECT_EQ(format_progress(250'000, 100, 10.0, 1'000'000),
              "0.2 MB, 100 games, 10 games/s, 25%, ETA 30 s");
    // A tenth in 100 s: 900 s left.
    EXPECT_EQ(format_progress(100'000, 300, 100.0, 1'000'000),
              "0.1 MB, 300 games, 3 games/s, 10%, ETA 15:00");
    // Half in an hour.
    EXPECT_EQ(format_progress(500'000, 7200, 3600.0, 1'000'000),
              "0.5 MB, 7200 games, 2 games/s, 50%, ETA 1:00:00");
    // 99.9% is not yet 100%.
    EXPECT_EQ(format_progress(999, 1, 999.0, 1000), "0.0 MB, 1 game, 0 games/s, 99%, ETA 1 s");
    EXPECT_EQ(format_progress(1000, 1, 10.0, 1000), "0.0 MB, 1 game, 0 games/s, 100%, ETA 0 s");
}

TEST(FormatProgress, NoPercentageWhenItWouldBeNonsense) {
    // Nothing read yet, or more read than the size said (a growing file).
    EXPECT_EQ(format_progress(0, 0, 1.0, 1000), "0.0 MB, 0 games, 0 games/s");
    EXPECT_EQ(format_progress(2000, 5, 1.0, 1000), "0.0 MB, 5 games, 5 games/s");
    EXPECT_EQ(format_progress(10, 5, 1.0, 0), "0.0 MB, 5 games, 5 games/s");
}

// One of the unit takes the singular (before, "1 games" showed until the second game); the
// speed is a rate, "games/s", whatever the count.
TEST(FormatProgress, OneTakesTheSingular) {
    EXPECT_EQ(format_progress(1'000, 1, 1.0, std::nullopt), "0.0 MB, 1 game, 1 games/s");
    EXPECT_EQ(format_progress(1'000, 2, 1.0, std::nullopt), "0.0 MB, 2 games, 2 games/s");
}

TEST(FormatProgress, CountsInTheCallersUnit) {
    EXPECT_EQ(format_progress(2'000'000, 500, 2.0, 4'000'000, {"position", "positions"}),
              "2.0 MB, 500 positions, 250 positions/s, 50%, ETA 2 s");
    EXPECT_EQ(format_progress(2'000, 1, 1.0, std::nullopt, {"position", "positions"}),
              "0.0 MB, 1 position, 1 positions/s");
}

}  // namespace
}  // namespace chess::tools
