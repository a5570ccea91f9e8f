// Dead positions by a pawn blockade: the classifier on hand-made cases, and its soundness
// checked by exhaustive play: from every position it calls dead, no sequence of legal moves
// reaches a capture, a pawn move or a check (without which nobody can ever mate).

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "chess/outcome.hpp"
#include "chess/position.hpp"

namespace chess::test_support {
// Defined in outcome_test.cpp.
Position position_from_fen(std::string_view fen);
}  // namespace chess::test_support

namespace chess {
namespace {

using test_support::position_from_fen;

struct LockedCase {
    const char* name;
    const char* fen;
    bool dead;
};

class LockedPawnsTest : public ::testing::TestWithParam<LockedCase> {};

TEST_P(LockedPawnsTest, Classifies) {
    const LockedCase& c = GetParam();
    EXPECT_EQ(position_from_fen(c.fen).is_dead_by_locked_pawns(), c.dead);
}

const LockedCase locked_cases[] = {
    // A wall across the board on ranks 3 and 4: each king stays on its side.
    {"WallOnRanksThreeAndFour", "8/8/1k6/8/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1", true},
    {"WallBlackToMove", "8/8/1k6/8/p1p1p1p1/P1P1P1P1/8/4K3 b - - 0 1", true},
    // Without the g-pawns the white king walks round by g3-h4 and takes e4.
    {"GapInTheWall", "8/8/1k6/8/p1p1p3/P1P1P3/8/4K3 w - - 0 1", false},
    // Locked pawns, but d4 can take e5 (and e5 d4).
    {"PawnCanCapture", "4k3/8/8/3pp3/3PP3/8/8/4K3 w - - 0 1", false},
    // A wall on ranks 5 and 6 with d4-d5 locked too: dead...
    {"WallWithLockedPawnBehind", "4k3/8/p1p1p1p1/P1PpP1P1/3P4/8/8/4K3 w - - 0 2", true},
    // ...but not right after ...d7-d5, while c5 or e5 may take en passant.
    {"EnPassantStillPossible", "4k3/8/p1p1p1p1/P1PpP1P1/3P4/8/8/4K3 w - d6 0 2", false},
    // A pawn with nothing in front can still move.
    {"FreePawn", "8/8/1k6/7P/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1", false},
    // A piece besides kings and pawns: not this rule's to decide.
    {"WithABishop", "8/8/1k6/8/p1p1p1p1/P1P1P1P1/8/3BK3 w - - 0 1", false},
    // A king already on the enemy's side of the wall reaches a pawn.
    {"KingAlreadyThrough", "8/8/8/8/p1p1p1p1/P1P1P1P1/1k6/4K3 b - - 0 1", false},
    // b7 defends a6, but nothing defends b7: the white king walks round to it.
    {"ChainBaseUndefended", "8/1p1k4/pP6/P7/8/8/8/4K3 w - - 0 1", false},
    // No pawns at all is insufficient material, not a blockade.
    {"BareKings", "8/8/1k6/8/8/8/8/4K3 w - - 0 1", false},
    // In check from a locked pawn (g4, which h5 defends): the king steps out, and no check can
    // come again...
    {"CheckThatCanBeLeft", "8/8/1k6/7p/p1p1p1pP/P1P1P1PK/8/8 w - - 0 1", true},
    // ...unless the checking pawn is undefended: then Kxg4.
    {"CheckingPawnCanBeTaken", "8/8/1k6/8/p1p1p1p1/P1P1P1PK/8/8 w - - 0 1", false},
};

INSTANTIATE_TEST_SUITE_P(Cases, LockedPawnsTest, ::testing::ValuesIn(locked_cases),
                         [](const auto& test) { return std::string(test.param.name); });

TEST(LockedPawns, IsAnAutomaticDraw) {
    const Position pos = position_from_fen(locked_cases[0].fen);
    EXPECT_EQ(position_outcome(pos), Outcome::draw(Termination::DeadPosition));
    EXPECT_TRUE(is_automatic(Termination::DeadPosition));
    EXPECT_EQ(static_cast<int>(Termination::DeadPosition), 7);  // appended: codes are stable
}

// Plays every legal move from `start` and from every position reached, and fails on the first
// capture, pawn move or check (the start may be in check, if it is not mate: the king steps
// out of it). Only king moves remain, so at most 64 x 64 x 2 positions.
void expect_nothing_can_happen(const Position& start) {
    ASSERT_FALSE(start.is_checkmate());
    std::unordered_set<std::uint64_t> seen{start.key()};
    std::vector<Position> todo{start};
    while (!todo.empty()) {
        const Position pos = todo.back();
        todo.pop_back();
        if (pos.key() != start.key()) {
            ASSERT_FALSE(pos.in_check()) << "a check can happen";
        }
        for (Move m : pos.legal_moves()) {
            ASSERT_FALSE(pos.is_capture(m)) << "a capture can happen";
            ASSERT_NE(pos.moving_piece(m), PieceType::Pawn) << "a pawn can move";
            const Position next = pos.after(m);
            if (seen.insert(next.key()).second) todo.push_back(next);
        }
    }
}

TEST(LockedPawns, DeadCasesAreDeadByExhaustivePlay) {
    for (const LockedCase& c : locked_cases) {
        if (!c.dead) continue;
        SCOPED_TRACE(c.name);
        expect_nothing_can_happen(position_from_fen(c.fen));
    }
}

// Random blockades: locked pawn pairs on random squares and kings anywhere legal. Every one
// called dead must survive exhaustive play.
TEST(LockedPawns, RandomBlockadesCalledDeadAreDead) {
    std::mt19937 random(20261126);
    int dead = 0;
    for (int trial = 0; trial < 40000 && dead < 300; ++trial) {
        chess::Setup setup;
        for (int file = 0; file < 8; ++file) {
            if (random() % 8 == 0) continue;                      // leave a file open now and then
            const int rank = 1 + static_cast<int>(random() % 4);  // white pawn on ranks 2-5
            setup[make_square(static_cast<File>(file), static_cast<Rank>(rank))] = Piece::WhitePawn;
            setup[make_square(static_cast<File>(file), static_cast<Rank>(rank + 1))] =
                Piece::BlackPawn;
        }
        const auto free_square = [&] {
            for (;;) {
                const auto s = static_cast<Square>(random() % 64);
                if (setup[s] == Piece::None) return s;
            }
        };
        setup[free_square()] = Piece::WhiteKing;
        setup[free_square()] = Piece::BlackKing;
        setup.turn = random() % 2 == 0 ? Color::White : Color::Black;
        const auto pos = Position::from_setup(setup);
        if (!pos || !pos->is_dead_by_locked_pawns()) continue;
        ++dead;
        expect_nothing_can_happen(*pos);
        if (HasFatalFailure()) return;
    }
    // The generator must reach the interesting case often enough for the test to mean much.
    EXPECT_GE(dead, 50);
}

}  // namespace
}  // namespace chess
