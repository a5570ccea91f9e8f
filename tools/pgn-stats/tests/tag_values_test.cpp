// pgn-stats tag_values.hpp: results, years, ratings, time controls.

#include "pgn-stats/tag_values.hpp"

#include <gtest/gtest.h>

namespace chess::tools::stats {
namespace {

TEST(ResultTag, ReadsTheFourValues) {
    EXPECT_EQ(read_result_tag("1-0"), pgn::Result::WhiteWins);
    EXPECT_EQ(read_result_tag("0-1"), pgn::Result::BlackWins);
    EXPECT_EQ(read_result_tag(" 1/2-1/2 "), pgn::Result::Draw);
    EXPECT_EQ(read_result_tag("*"), pgn::Result::Unknown);
    EXPECT_EQ(read_result_tag("1-1"), std::nullopt);
    EXPECT_EQ(read_result_tag(""), std::nullopt);
}

TEST(Year, IsTheFirstFourDigits) {
    EXPECT_EQ(read_year("2021.03.01"), "2021");
    EXPECT_EQ(read_year("1984.??.??"), "1984");
    EXPECT_EQ(read_year("1999"), "1999");
    EXPECT_EQ(read_year("????.??.??"), std::nullopt);
    EXPECT_EQ(read_year("19xx.01.01"), std::nullopt);
    EXPECT_EQ(read_year("20210301"), std::nullopt);
    EXPECT_EQ(read_year("21"), std::nullopt);
}

TEST(Rating, DigitsFromOneTo4000) {
    EXPECT_EQ(read_rating("2400"), 2400);
    EXPECT_EQ(read_rating(" 146 "), 146);
    EXPECT_EQ(read_rating("4000"), 4000);
    EXPECT_EQ(read_rating("4001"), std::nullopt);
    EXPECT_EQ(read_rating("0"), std::nullopt);
    EXPECT_EQ(read_rating(""), std::nullopt);
    EXPECT_EQ(read_rating("?"), std::nullopt);
    EXPECT_EQ(read_rating("-"), std::nullopt);
    EXPECT_EQ(read_rating("2400?"), std::nullopt);
    EXPECT_EQ(read_rating("99999"), std::nullopt);
}

TEST(TimeControl, SpeedByBasePlusFortyIncrements) {
    EXPECT_EQ(classify_time_control("15"), Speed::UltraBullet);
    EXPECT_EQ(classify_time_control("29"), Speed::UltraBullet);
    EXPECT_EQ(classify_time_control("30"), Speed::Bullet);
    EXPECT_EQ(classify_time_control("60+1"), Speed::Bullet);   // 100 s
    EXPECT_EQ(classify_time_control("120+1"), Speed::Bullet);  // 160 s
    EXPECT_EQ(classify_time_control("180"), Speed::Blitz);
    EXPECT_EQ(classify_time_control("300+3"), Speed::Blitz);  // 420 s
    EXPECT_EQ(classify_time_control("180+8"), Speed::Rapid);  // 500 s
    EXPECT_EQ(classify_time_control("600+5"), Speed::Rapid);  // 800 s
    EXPECT_EQ(classify_time_control("1500"), Speed::Classical);
    EXPECT_EQ(classify_time_control("5400+30"), Speed::Classical);
}

TEST(TimeControl, PeriodsAndSpecialValues) {
    EXPECT_EQ(classify_time_control("40/7200:3600"), Speed::Classical);
    EXPECT_EQ(classify_time_control("40/300"), Speed::Blitz);
    EXPECT_EQ(classify_time_control("1/259200"), Speed::Correspondence);
    EXPECT_EQ(classify_time_control("1/86400"), Speed::Correspondence);
    EXPECT_EQ(classify_time_control("-"), Speed::Correspondence);
    EXPECT_EQ(classify_time_control("*180"), Speed::Blitz);
    EXPECT_EQ(classify_time_control("?"), Speed::Unknown);
    EXPECT_EQ(classify_time_control(""), Speed::Unknown);
    EXPECT_EQ(classify_time_control("blitz"), Speed::Unknown);
    EXPECT_EQ(classify_time_control("300+"), Speed::Unknown);
    EXPECT_EQ(classify_time_control("0/300"), Speed::Unknown);
}

// FIDE's classical control, "40/5400+30:1800+30": 90 minutes for 40 moves, 30 more for the
// rest, 30 s a move from the first; by the first period, 5400 + 40 x 30 s.
TEST(TimeControl, IncrementsInMovesPerTimePeriods) {
    EXPECT_EQ(classify_time_control("40/5400+30:1800+30"), Speed::Classical);
    EXPECT_EQ(classify_time_control("40/5400+30"), Speed::Classical);
    EXPECT_EQ(classify_time_control("40/3600:900+30"), Speed::Classical);
    EXPECT_EQ(classify_time_control("40/120+2:60+2"), Speed::Blitz);  // 120 + 80 = 200 s
    EXPECT_EQ(classify_time_control("20/300+5:60+5"), Speed::Rapid);  // 600 + 200 = 800 s
    EXPECT_EQ(classify_time_control("40/5400+:1800"), Speed::Unknown);
    EXPECT_EQ(classify_time_control("40/5400+30:x"), Speed::Unknown);  // no half-read values
    EXPECT_EQ(classify_time_control("40/5400+30:"), Speed::Unknown);
}

}  // namespace
}  // namespace chess::tools::stats
