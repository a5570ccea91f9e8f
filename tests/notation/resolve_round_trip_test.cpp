// The round trip write -> parse -> resolve over every legal move of the perft suites' positions
// (standard and Chess960), in every notation and letter set: the text a Move is written as must
// read back as that same Move, and canonical text must need no relaxation found on the board.

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "move_test_support.hpp"

namespace chess::notation {
namespace {

struct RoundTripTally {
    std::size_t moves = 0;
    std::size_t texts = 0;
};

void round_trip(const Position& pos, Move m, const MoveStyle& style, RoundTripTally& tally) {
    const std::string text = write_move(pos, m, style);
    ++tally.texts;
    const MoveText syntax = test_support::text_of(text, style.letters);
    const auto resolved = resolve(pos, syntax);
    ASSERT_TRUE(resolved.has_value()) << explain(resolved.error(), pos, text);
    ASSERT_EQ(resolved->move, m) << "'" << text << "' read back as "
                                 << write_uci(pos, resolved->move);
    EXPECT_TRUE(test_support::unexpected_board_notes(style.notation, resolved->relaxations).empty())
        << "'" << text << "'";
    if (style.notation == MoveNotation::San && style.letters == LetterSetId::English) {
        EXPECT_TRUE(resolved->relaxations.empty()) << "'" << text << "'";
    }
}

// Every position in English; every `stride`-th position in the other letter sets too (the
// letter set changes the text, not the board logic, and the parser is slow in debug builds).
void round_trip_suite(const char* file, std::size_t min_positions, std::size_t stride) {
    const std::vector<std::string> fens = test_support::perft_fens(file);
    ASSERT_GE(fens.size(), min_positions) << file;
    const MoveNotation notations[] = {MoveNotation::San, MoveNotation::Lan,
                                      MoveNotation::LanCompact, MoveNotation::Uci};
    RoundTripTally tally;
    for (std::size_t i = 0; i < fens.size(); ++i) {
        SCOPED_TRACE(fens[i]);
        // The suites hold a few positions validation calls impossible (two bishops checking
        // along one diagonal); perft, and this test, take them as they are.
        const Position pos = test_support::position(fens[i], SetupProblem::ImpossibleCheck);
        const int sets = i % stride == 0 ? letter_set_count : 1;
        for (Move m : pos.legal_moves()) {
            ++tally.moves;
            for (int set = 0; set < sets; ++set) {
                for (MoveNotation notation : notations) {
                    // UCI has no letters: one letter set covers it.
                    if (notation == MoveNotation::Uci && set != 0) continue;
                    const auto letters = static_cast<LetterSetId>(set);
                    round_trip(pos, m, MoveStyle{notation, letters, true}, tally);
                }
            }
        }
        if (::testing::Test::HasFatalFailure()) return;
    }
    ::testing::Test::RecordProperty("moves", static_cast<int>(tally.moves));
    ::testing::Test::RecordProperty("texts", static_cast<int>(tally.texts));
    std::printf("%s: %zu moves, %zu texts read back\n", file, tally.moves, tally.texts);
}

TEST(ResolveRoundTrip, StandardPerftPositions) { round_trip_suite("perft/standard.epd", 100, 1); }

TEST(ResolveRoundTrip, Chess960PerftPositions) { round_trip_suite("perft/chess960.epd", 400, 5); }

}  // namespace
}  // namespace chess::notation
