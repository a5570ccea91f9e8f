// pgn-stats stats.hpp and collector.hpp: what is counted, and that parts add up to the whole.

#include "pgn-stats/stats.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "test_support.hpp"

namespace chess::tools::stats {
namespace {

using testing::collect;

// Offsets of the game starts: a '[' at the start of a line after a blank line.
std::vector<std::size_t> game_starts(const std::string& text) {
    std::vector<std::size_t> starts;
    for (std::size_t at = text.find("\n\n["); at != std::string::npos;
         at = text.find("\n\n[", at + 1))
        starts.push_back(at + 2);
    return starts;
}

void expect_parts_add_up(const std::string& path) {
    const std::string text = testing::read_file(path);
    const auto starts = game_starts(text);
    ASSERT_GT(starts.size(), 4u) << path;
    const Stats whole = collect(text);
    // Two halves, and three parts added in another order.
    const std::size_t half = starts[starts.size() / 2];
    Stats halves = collect(text.substr(0, half));
    halves += collect(text.substr(half));
    EXPECT_TRUE(halves == whole) << path;

    const std::size_t third = starts[starts.size() / 3], two_thirds = starts[2 * starts.size() / 3];
    Stats parts = collect(text.substr(two_thirds));
    parts += collect(text.substr(0, third));
    parts += collect(text.substr(third, two_thirds - third));
    EXPECT_TRUE(parts == whole) << path;
}

TEST(StatsMerge, PartsAddUpToTheWhole) {
    expect_parts_add_up(CHESS_CORPUS_DIR "/games/chesscom/chess_com_games.pgn");
    expect_parts_add_up(CHESS_CORPUS_DIR "/games/mliebelt-pgn-viewer/semicomm.pgn");
    expect_parts_add_up(CHESS_TEST_DATA_DIR "/small.pgn");
}

TEST(StatsMerge, AddingNothingChangesNothing) {
    const Stats small = collect(testing::read_file(CHESS_TEST_DATA_DIR "/small.pgn"));
    Stats sum = small;
    sum += Stats{};
    EXPECT_TRUE(sum == small);
    Stats empty;
    empty += small;
    EXPECT_TRUE(empty == small);
}

// --merge adds parts that passed the consistency checks, but whose counts may still be too
// large together: the addition says which count, and adds nothing.
TEST(StatsMerge, CheckedAdditionNamesTheCountAndAddsNothing) {
    const Stats small = collect(testing::read_file(CHESS_TEST_DATA_DIR "/small.pgn"));
    Stats big = small;
    big.checked_moves = std::numeric_limits<std::uint64_t>::max() - 10;
    Stats sum = small;
    auto added = add_checked(sum, big);
    ASSERT_FALSE(added.has_value());
    EXPECT_EQ(added.error(), "checked_moves: the sum passes 18446744073709551615");
    EXPECT_TRUE(sum == small);

    big = small;
    big.players["Alpha"].opponent_rating_sum = std::numeric_limits<std::uint64_t>::max();
    added = add_checked(sum, big);
    ASSERT_FALSE(added.has_value());
    EXPECT_EQ(added.error(),
              "players.\"Alpha\".opponent_rating_sum: the sum passes 18446744073709551615");
    EXPECT_TRUE(sum == small);

    big = Stats{};
    big.all.games = max_games;
    added = add_checked(sum, big);
    ASSERT_FALSE(added.has_value());
    EXPECT_EQ(added.error(), "all.games: the sum passes 17592186044416, the most pgn-stats counts");
    EXPECT_TRUE(sum == small);

    ASSERT_TRUE(add_checked(sum, small).has_value());
    Stats twice = small;
    twice += small;
    EXPECT_TRUE(sum == twice);
}

TEST(Collector, CountsOneGameFromBothSides) {
    const Stats stats = collect(
        "[White \"A\"]\n[Black \"B\"]\n[WhiteElo \"2000\"]\n[BlackElo \"1800\"]\n"
        "[Event \"E\"]\n[Date \"1999.01.01\"]\n[TimeControl \"60\"]\n[ECO \"B00\"]\n\n"
        "1. e4 c5 0-1\n");
    EXPECT_EQ(stats.all.games, 1u);
    EXPECT_EQ(stats.all.plies, 2u);
    EXPECT_EQ(stats.all.results.black_wins, 1u);
    EXPECT_EQ(stats.lengths, (std::vector<std::uint64_t>{0, 0, 1}));
    const PlayerFigures& a = stats.players.at("A");
    EXPECT_EQ(a.games, 1u);
    EXPECT_EQ(a.white_games, 1u);
    EXPECT_EQ(a.losses, 1u);
    EXPECT_EQ(a.rated_games, 1u);
    EXPECT_EQ(a.rated_half_points, 0u);
    EXPECT_EQ(a.opponent_rating_sum, 1800u);
    const PlayerFigures& b = stats.players.at("B");
    EXPECT_EQ(b.wins, 1u);
    EXPECT_EQ(b.white_games, 0u);
    EXPECT_EQ(b.rated_half_points, 2u);
    EXPECT_EQ(b.opponent_rating_sum, 2000u);
    EXPECT_EQ(stats.ratings.count, 2u);
    EXPECT_EQ(stats.ratings.min, 1800);
    EXPECT_EQ(stats.ratings.max, 2000);
    EXPECT_EQ(stats.time_controls.at("60"), 1u);
    EXPECT_EQ(stats.events.at("E").games, 1u);
    EXPECT_EQ(stats.years.at("1999").games, 1u);
    EXPECT_EQ(stats.ecos.at("B20").games, 1u);  // the board's code, not the tag's
    EXPECT_EQ(stats.eco_tag.disagree, 1u);
    EXPECT_EQ(stats.endings[static_cast<std::size_t>(Ending::DecisiveUnrecorded)].games, 1u);
}

TEST(Collector, UnknownPlayersAndKeys) {
    const Stats stats = collect("[White \"?\"]\n[Black \"\"]\n\n1. e4 *\n");
    EXPECT_TRUE(stats.players.empty());
    EXPECT_EQ(stats.events.at(std::string(unknown_event)).games, 1u);
    EXPECT_EQ(stats.years.at(std::string(unknown_year)).games, 1u);
    EXPECT_EQ(stats.all.results.unfinished, 1u);
    EXPECT_EQ(stats.ratings.count, 0u);
}

TEST(Collector, ResultTagWhenTheMovetextHasNone) {
    // No result token (W115): the Result tag decides.
    const Stats stats = collect("[Result \"1-0\"]\n\n1. e4 e5\n\n[Result \"1/2-1/2\"]\n\n1. d4\n");
    EXPECT_EQ(stats.all.games, 2u);
    EXPECT_EQ(stats.all.results.white_wins, 1u);
    EXPECT_EQ(stats.all.results.draws, 1u);
    EXPECT_EQ(stats.diagnostics.at(115), 2u);
}

TEST(Collector, VariationsAreCheckedTheOpeningFollowsTheMainLine) {
    const Stats stats = collect("1. e4 (1. d4 d5 2. c4) 1... e5 (1... c5) 2. Nf3 *\n");
    EXPECT_EQ(stats.all.plies, 3u);
    EXPECT_EQ(stats.checked_moves, 7u);
    // The opening follows the main line only (C40 King's Knight Opening), not the variation.
    ASSERT_EQ(stats.openings.size(), 1u);
    EXPECT_EQ(stats.openings.begin()->first.eco, "C40");
}

TEST(DiagnosticCounter, CountsByCodeAndPassesOn) {
    notation::CollectingSink next;
    DiagnosticCounter counter(&next);
    notation::Diagnostic diagnostic;
    diagnostic.code = notation::DiagnosticCode::IllegalMove;
    diagnostic.severity = notation::Severity::Error;
    counter.report(diagnostic);
    counter.report(diagnostic);
    diagnostic.code = static_cast<notation::DiagnosticCode>(777);  // beyond the array
    diagnostic.severity = notation::Severity::Note;
    counter.report(diagnostic);
    EXPECT_EQ(next.diagnostics().size(), 3u);
    EXPECT_EQ(counter.errors(), 2u);
    std::map<std::uint16_t, std::uint64_t> counts{{201, 1}};
    counter.move_into(counts);
    EXPECT_EQ(counts, (std::map<std::uint16_t, std::uint64_t>{{201, 3}, {777, 1}}));
    counter.move_into(counts);  // nothing more
    EXPECT_EQ(counts.at(201), 3u);
}

}  // namespace
}  // namespace chess::tools::stats
