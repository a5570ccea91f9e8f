// chess/pgn/replayer.hpp: two moves typed without a blank between them ("1.e4e5", "Nf3Nc6"),
// read as both (W216) where the token is no legal move itself and splits one way only.

#include <gtest/gtest.h>

#include <string>

#include "chess/pgn/replayer.hpp"
#include "replayer_support.hpp"

namespace chess::pgn::test {
namespace {

std::string diagnostics(std::string_view movetext) {
    return render(replay(with_roster("*", "", movetext)).diagnostics);
}

TEST(ReplayerGluedMoves, BothMovesAreReadEachAtItsOwnPly) {
    // Before: E201 "no white piece on e4" (read as coordinates), E203 "invalid promotion".
    EXPECT_EQ(diagnostics("1.e4e5 2.Nf3Nc6 3.Bb5 *"),
              "W216 3:3 g1 p1 'e4e5' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
              "W216 3:10 g1 p3 'Nf3Nc6' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq "
              "- 0 2]\n");
    const ReplayRun run = replay(with_roster("*", "", "1.e4e5 2.Nf3Nc6 3.Bb5 *"));
    EXPECT_EQ(run.counters.moves, 5U);
    ASSERT_FALSE(run.diagnostics.empty());
    EXPECT_EQ(run.diagnostics[0].message,
              "two moves written without a blank between them, read as e4 and e5");
}

TEST(ReplayerGluedMoves, TheObserverSeesTwoMovesWithTheirOwnTextAndPly) {
    RecordingObserver observer;
    replay(with_roster("*", "", "1. d4Nf6+ 2. c4 (2. Nf3g6) *"), {}, &observer);
    EXPECT_NE(observer.events.find("move 1 d4 d4\nmove 2 Nf6+ Nf6\nmove 3 c4 c4\n("),
              std::string::npos)
        << observer.events;
    EXPECT_NE(observer.events.find("move 3 Nf3 Nf3 d1\nmove 4 g6 g6 d1\n)"), std::string::npos)
        << observer.events;
}

TEST(ReplayerGluedMoves, EachMoveKeepsItsOwnNotes) {
    // Castling with zeros is noted as such (N230), at the castling's own column.
    EXPECT_EQ(diagnostics("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4.0-0Nf6 *"),
              "W216 3:34 g1 p7 '0-0Nf6' [r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R "
              "w KQkq - 4 4]\n"
              "N230 3:34 g1 p7 '0-0' [r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w "
              "KQkq - 4 4]\n");
    // The second move's check mark is verified against its own position: '+' on a move that
    // gives no check is wrong (W239), at the second move's column.
    EXPECT_EQ(diagnostics("1.e4e5+ *"),
              "W216 3:3 g1 p1 'e4e5+' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
              "W239 3:5 g1 p2 'e5+' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 "
              "1]\n");
}

TEST(ReplayerGluedMoves, NotSplitWhereTheTokenIsAMoveOrTheSplitIsNotLegal) {
    // Coordinates that are a legal move stay one move (N244), never "e2" "e4".
    EXPECT_EQ(diagnostics("1. e2e4 *").substr(0, 4), "N244");
    // The second move is not legal after the first: the token is an error, as before.
    EXPECT_EQ(diagnostics("1. e4 e5 2.Nf3Nc5 *").substr(0, 14), "E203 3:12 g1 p");
    EXPECT_EQ(diagnostics("1.e4e4 *").substr(0, 9), "E201 3:3 ");
    // Three moves glued are not taken apart.
    EXPECT_EQ(diagnostics("1.e4e5Nf3 *").substr(0, 9), "E203 3:3 ");
}

}  // namespace
}  // namespace chess::pgn::test
