// pgn-stats stats_check.hpp: every run's figures pass, and each relation catches its edit.

#include "pgn-stats/stats_check.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <limits>

#include "test_support.hpp"

namespace chess::tools::stats {
namespace {

constexpr std::uint64_t max_u64 = std::numeric_limits<std::uint64_t>::max();

const Stats& small() {
    static const Stats stats =
        testing::collect(testing::read_file(CHESS_TEST_DATA_DIR "/small.pgn"));
    return stats;
}

// The error for small.pgn's statistics after `edit`.
std::string error_after(const std::function<void(Stats&)>& edit) {
    Stats stats = small();
    edit(stats);
    const auto checked = check_consistency(stats);
    return checked ? std::string("(consistent)") : checked.error();
}

// The relations hold for what the collector counts, whatever the games: every PGN file of the
// corpus (good and broken: errors, set-up positions, Chess960, null moves, truncated files),
// alone and added up.
TEST(StatsCheck, EveryRunIsConsistent) {
    Stats sum;
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(CHESS_CORPUS_DIR)) {
        if (entry.path().extension() != ".pgn") continue;
        const Stats stats = testing::collect(testing::read_file(entry.path()));
        const auto checked = check_consistency(stats);
        EXPECT_TRUE(checked.has_value()) << entry.path() << ": " << checked.error();
        sum += stats;
        ++files;
    }
    EXPECT_GT(files, 100u);
    const auto checked = check_consistency(sum);
    EXPECT_TRUE(checked.has_value()) << checked.error();
    EXPECT_TRUE(check_consistency(Stats{}).has_value());
}

TEST(StatsCheck, ResultsAddUpToTheGames) {
    EXPECT_EQ(error_after([](Stats& s) { s.all.games = 1; }),
              "all.games is 1, but white_wins + draws + black_wins + unfinished add up to 15");
    // A sum that would wrap around to 15 is too large, not 15.
    EXPECT_EQ(error_after([](Stats& s) {
                  s.all.results.white_wins = max_u64;
                  s.all.results.draws = 16;
              }),
              "all.games is 15, but white_wins + draws + black_wins + unfinished add up to more "
              "than 18446744073709551615");
    EXPECT_EQ(error_after([](Stats& s) { ++s.events["Test Open"].results.draws; }),
              "events.\"Test Open\".games is 8, but white_wins + draws + black_wins + "
              "unfinished add up to 9");
}

TEST(StatsCheck, TotalsStayWhereTheReportsAreExact) {
    EXPECT_EQ(error_after([](Stats& s) { s.all.games = max_u64; }),
              "all.games is 18446744073709551615, more than pgn-stats counts (17592186044416)");
    EXPECT_EQ(error_after([](Stats& s) { s.all.plies = max_plies + 1; }),
              "all.plies is 72057594037927937, more than pgn-stats counts (72057594037927936)");
}

TEST(StatsCheck, EachGameIsInOneGroupOfEachKind) {
    EXPECT_EQ(error_after([](Stats& s) {
                  GroupFigures& mate = s.endings[static_cast<std::size_t>(Ending::Checkmate)];
                  ++mate.games;
                  ++mate.results.white_wins;
              }),
              "endings: the games add up to 16, but all.games is 15");
    EXPECT_EQ(error_after([](Stats& s) { s.years["2020"].plies += 1; }),
              "years: the plies add up to 85, but all.plies is 84");
    EXPECT_EQ(error_after([](Stats& s) { s.lengths[4] += 1; }),
              "lengths: the games add up to 16, but all.games is 15");
    EXPECT_EQ(error_after([](Stats& s) {
                  --s.lengths[4];
                  s.add_length(5);
              }),
              "lengths: plies x games add up to 85, but all.plies is 84");
}

TEST(StatsCheck, OpeningsMatchTheirEcoGroups) {
    EXPECT_EQ(error_after([](Stats& s) { ++s.openings.begin()->second; }),
              "openings: the games of ECO \"A00\" add up to 3, but ecos.\"A00\".games is 2");
    EXPECT_EQ(error_after([](Stats& s) { ++s.unclassified; }),
              "unclassified is 4, but ecos.\"unclassified\".games is 3");
    EXPECT_EQ(error_after([](Stats& s) { ++s.eco_tag.agree; }),
              "eco_tag: agree + disagree + classified_only + unclassified add up to 16, but "
              "all.games is 15");
    EXPECT_EQ(error_after([](Stats& s) { ++s.eco_tag.neither; }),
              "eco_tag: tag_only + neither add up to 4, but unclassified is 3");
}

TEST(StatsCheck, PlayersFiguresFitTheirGames) {
    EXPECT_EQ(error_after([](Stats& s) { ++s.players["Beta"].wins; }),
              "players.\"Beta\".games is 9, but wins + draws + losses + unfinished add up to 10");
    EXPECT_EQ(error_after([](Stats& s) { s.players["Beta"].white_games = 10; }),
              "players.\"Beta\".white_games is 10, more than its games (9)");
    EXPECT_EQ(error_after([](Stats& s) { s.players["Beta"].rated_games = 9; }),
              "players.\"Beta\".rated_games is 9, more than its finished games (8)");
    // A score above 100% read FIDE's table out of its bounds.
    EXPECT_EQ(error_after([](Stats& s) { s.players["Beta"].rated_half_points = 13; }),
              "players.\"Beta\".rated_half_points is 13, more than 2 x rated_games (6)");
    EXPECT_EQ(error_after([](Stats& s) { s.players["Beta"].opponent_rating_sum = 24001; }),
              "players.\"Beta\".opponent_rating_sum is 24001, not 1 to 4000 for each of 6 rated "
              "games");
    EXPECT_EQ(error_after([](Stats& s) {
                  PlayerFigures& extra = s.players["Omega"];
                  extra.games = extra.unfinished = 5;
              }),
              "players: the games add up to 35, more than 2 x all.games (30)");
    EXPECT_EQ(error_after([](Stats& s) { ++s.players["Beta"].white_games; }),
              "players: the white_games add up to 16, more than all.games (15)");
}

TEST(StatsCheck, RatingsDescribeTheSameSides) {
    EXPECT_EQ(error_after([](Stats& s) { ++s.ratings.count; }),
              "ratings: the buckets add up to 25, but count is 26");
    EXPECT_EQ(error_after([](Stats& s) { s.ratings.sum = 1; }),
              "ratings.sum is 1, not between count x min and count x max");
    EXPECT_EQ(error_after([](Stats& s) { s.ratings.min = 2000; }),
              "ratings.buckets: the lowest and highest are not those of min 2000 and max 2400");
    EXPECT_EQ(error_after([](Stats& s) { s.ratings = {}; }),
              "players: the rated_games add up to 23, more than ratings.count (0)");
}

TEST(StatsCheck, SubsetsOfTheGames) {
    EXPECT_EQ(error_after([](Stats& s) { s.games_with_errors = 16; }),
              "games_with_errors is 16, more than all.games (15)");
    EXPECT_EQ(error_after([](Stats& s) { s.time_controls["60"] = 8; }),
              "time_controls: the games add up to 16, more than all.games (15)");
}

}  // namespace
}  // namespace chess::tools::stats
