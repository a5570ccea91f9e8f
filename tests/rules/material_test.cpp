// Dead positions by material (both sides) and the one-sided rule of a time forfeit.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "chess/attacks.hpp"
#include "chess/position.hpp"

namespace chess::test_support {
// Defined in outcome_test.cpp.
Position position_from_fen(std::string_view fen);
}  // namespace chess::test_support

namespace chess {
namespace {

using test_support::position_from_fen;

struct MaterialCase {
    const char* name;
    const char* fen;
    bool dead;               // has_insufficient_material()
    bool white_cannot_mate;  // has_insufficient_material(White)
    bool black_cannot_mate;  // has_insufficient_material(Black)
};

class MaterialTest : public ::testing::TestWithParam<MaterialCase> {};

TEST_P(MaterialTest, Classifies) {
    const MaterialCase& c = GetParam();
    const Position pos = position_from_fen(c.fen);
    EXPECT_EQ(pos.has_insufficient_material(), c.dead);
    EXPECT_EQ(pos.has_insufficient_material(Color::White), c.white_cannot_mate);
    EXPECT_EQ(pos.has_insufficient_material(Color::Black), c.black_cannot_mate);
    // A position is dead exactly when neither side can mate.
    EXPECT_EQ(c.dead, c.white_cannot_mate && c.black_cannot_mate);
}

// Square colours used below: e3, d2, d6 are dark; c6, e2 are light.
INSTANTIATE_TEST_SUITE_P(
    Positions, MaterialTest,
    ::testing::Values(
        MaterialCase{"KvK", "8/8/4k3/8/8/3K4/8/8 w - - 0 1", true, true, true},
        MaterialCase{"KBvK", "8/8/4k3/8/8/3KB3/8/8 w - - 0 1", true, true, true},
        MaterialCase{"KNvK", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1", true, true, true},
        MaterialCase{"KvKN", "8/8/4kn2/8/8/3K4/8/8 w - - 0 1", true, true, true},
        MaterialCase{"KBvKBSameColour", "8/8/3bk3/8/8/3KB3/8/8 w - - 0 1", true, true, true},
        MaterialCase{"KBvKBOppositeColours", "8/8/2b1k3/8/8/3KB3/8/8 w - - 0 1", false, false,
                     false},
        MaterialCase{"ManyBishopsOneColour", "8/8/3bk3/8/8/3KB3/3B4/8 w - - 0 1", true, true, true},
        MaterialCase{"KBBSameColourvK", "8/8/4k3/8/8/3KB3/3B4/8 w - - 0 1", true, true, true},
        MaterialCase{"KBBOppositeColoursvK", "8/8/4k3/8/8/3KB3/4B3/8 w - - 0 1", false, false,
                     true},
        // FIDE: not dead, a mate with two knights needs help but the help is legal.
        MaterialCase{"KNNvK", "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1", false, false, true},
        MaterialCase{"KNvKN", "8/8/3nk3/8/8/3KN3/8/8 w - - 0 1", false, false, false},
        MaterialCase{"KBvKN", "8/8/3nk3/8/8/3KB3/8/8 w - - 0 1", false, false, false},
        // Time forfeit: the knight can still mate (the pawn can block its own king).
        MaterialCase{"KNvKP", "8/4p3/4k3/8/8/3KN3/8/8 w - - 0 1", false, false, false},
        MaterialCase{"KBvKP", "8/4p3/4k3/8/8/3KB3/8/8 w - - 0 1", false, false, false},
        // Time forfeit: a lone king never mates, whatever the opponent has.
        MaterialCase{"KvKQ", "8/8/4kq2/8/8/3K4/8/8 w - - 0 1", false, true, false},
        // A knight cannot mate a king whose only helpers are queens (see material.cpp).
        MaterialCase{"KNvKQ", "8/8/4kq2/8/8/3KN3/8/8 w - - 0 1", false, true, false},
        MaterialCase{"KNvKR", "8/8/4kr2/8/8/3KN3/8/8 w - - 0 1", false, false, false},
        MaterialCase{"KNvKB", "8/8/4kb2/8/8/3KN3/8/8 w - - 0 1", false, false, false},
        // Bishops of one colour: rooks and queens cannot help them, same-coloured bishops
        // neither; a bishop of the other colour can.
        MaterialCase{"KBvKR", "8/8/4kr2/8/8/3KB3/8/8 w - - 0 1", false, true, false},
        MaterialCase{"KBvKQ", "8/8/4kq2/8/8/3KB3/8/8 w - - 0 1", false, true, false},
        MaterialCase{"KBvKQBSameColour", "8/8/3bkq2/8/8/3KB3/8/8 w - - 0 1", false, true, false},
        MaterialCase{"KBvKQBOtherColour", "8/8/2b1kq2/8/8/3KB3/8/8 w - - 0 1", false, false, false},
        MaterialCase{"KPvK", "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1", false, false, true},
        MaterialCase{"KRvK", "8/8/4k3/8/8/3K4/R7/8 w - - 0 1", false, false, true},
        MaterialCase{"Start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false,
                     false, false}),
    [](const auto& test_info) { return std::string(test_info.param.name); });

// Mates that show why each kind of helper lets a lone minor piece mate (material.cpp): in each,
// the mated side blocks its own king. A side that has just mated can never be "insufficient".
TEST(Material, HelpedMatesExist) {
    for (const char* fen : {
             "5K1k/5Npp/8/8/8/8/8/8 b - - 0 1",  // knight, helped by pawns
             "k1K5/p1N5/8/8/8/8/8/8 b - - 0 1",  // knight, helped by one pawn
             "5K1k/5N1b/8/8/8/8/8/8 b - - 0 1",  // knight, helped by a bishop
             "7k/5K1n/6N1/8/8/8/8/8 b - - 0 1",  // knight, helped by a knight
             "6rk/5N2/7K/8/8/8/8/8 b - - 0 1",   // knight, helped by a rook
             "8/8/8/8/8/8/5KBn/7k b - - 0 1",    // light bishop, helped by a knight
             "8/8/8/8/8/8/5KBb/7k b - - 0 1",    // light bishop, helped by a dark bishop
         }) {
        SCOPED_TRACE(fen);
        const Position pos = position_from_fen(fen);
        EXPECT_TRUE(pos.is_checkmate());
        EXPECT_FALSE(pos.has_insufficient_material(~pos.turn()));
        EXPECT_FALSE(pos.has_insufficient_material());
    }
}

// True when Black (king on `bk`, `helper` pieces on `helpers`) to move is mated by White's king
// on `wk` and knight on `knight`, which checks: every flight is covered or blocked, no helper
// takes the knight, and no helper attacks White's king (that would be an illegal position).
bool is_knight_mate(Square bk, Square wk, Square knight, PieceType helper, Bitboard helpers) {
    const Bitboard covered = knight_attacks(knight) | king_attacks(wk);
    if ((king_attacks(bk) & ~covered & ~helpers).any()) return false;
    const Bitboard occupied = helpers | bk | wk | knight;
    for (Square h : helpers) {
        const Bitboard attacks = piece_attacks(helper, h, occupied);
        if (attacks.contains(knight) || attacks.contains(wk)) return false;
    }
    return true;
}

// Position must agree that a mate found by the search is a checkmate.
void confirm_mate(Square bk, Square wk, Square knight, PieceType helper, Bitboard helpers) {
    Setup setup;
    setup[bk] = Piece::BlackKing;
    setup[wk] = Piece::WhiteKing;
    setup[knight] = Piece::WhiteKnight;
    for (Square h : helpers) setup[h] = make_piece(Color::Black, helper);
    setup.turn = Color::Black;
    // Some of these mates could not arise in a game (every square the knight could have come
    // from is taken): tolerate that, the search is about placements.
    const auto pos = Position::from_setup(setup, SetupProblem::ImpossibleCheck);
    ASSERT_TRUE(pos.has_value()) << "problems 0x" << std::hex << pos.error().raw();
    EXPECT_TRUE(pos->is_checkmate());
}

// The claim behind the knight rule, checked exhaustively: White has king and knight, Black its
// king and `helper` pieces. Only helpers next to Black's king can block its flight squares, and
// a queen elsewhere never helps White (the piece nearest the knight on any line through it is a
// queen, which sees the knight, or a king), so trying every set of helpers around the king
// covers every queen placement. By the board's symmetry the black king need only stand in the
// a1-d1-d4 triangle. Returns the number of mates found.
int count_knight_mates(PieceType helper) {
    int mates = 0;
    for (Square bk : {Square::A1, Square::B1, Square::C1, Square::D1, Square::B2, Square::C2,
                      Square::D2, Square::C3, Square::D3, Square::D4}) {
        const Bitboard flights = king_attacks(bk);
        for (Square knight : knight_attacks(bk)) {
            for (Square wk : ~(flights | Bitboard(bk) | Bitboard(knight))) {
                // Every subset of the flight squares (Gosper-free enumeration: sub - mask).
                std::uint64_t sub = 0;
                do {
                    const Bitboard helpers(sub);
                    if (is_knight_mate(bk, wk, knight, helper, helpers)) {
                        ++mates;
                        confirm_mate(bk, wk, knight, helper, helpers);
                    }
                    sub = (sub - flights.bits()) & flights.bits();
                } while (sub != 0);
            }
        }
    }
    return mates;
}

TEST(Material, LoneKnightNeverMatesAgainstQueens) {
    EXPECT_EQ(count_knight_mates(PieceType::Queen), 0);
}

// The same search finds mates with every other helper, so it is not vacuous.
TEST(Material, LoneKnightMatesWithOtherHelpers) {
    EXPECT_GT(count_knight_mates(PieceType::Rook), 0);
    EXPECT_GT(count_knight_mates(PieceType::Bishop), 0);
    EXPECT_GT(count_knight_mates(PieceType::Knight), 0);
}

}  // namespace
}  // namespace chess
