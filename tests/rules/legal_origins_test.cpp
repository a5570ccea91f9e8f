// Position::legal_origins (the SAN resolver's question "which pieces of this type can go there")
// against the move generator, for every piece type and every square of every position of whole
// move trees, including pins, checks, double checks and en passant.

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/position.hpp"

namespace chess {
namespace {

constexpr std::array piece_types = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                    PieceType::Rook, PieceType::Queen,  PieceType::King};

// The origins the generator finds: every legal non-castling move of that type to that square.
Bitboard generated_origins(const Position& pos, PieceType pt, Square to) {
    MoveList moves;
    pos.generate_legal_to(pt, to, moves);
    Bitboard origins;
    for (Move m : moves) origins |= Bitboard(m.from());
    return origins;
}

struct Counts {
    std::size_t positions = 0, in_check = 0, en_passant = 0, pinned_rejected = 0;
};

void check_tree(const Position& pos, int depth, Counts& counts) {
    ++counts.positions;
    if (pos.in_check()) ++counts.in_check;
    for (PieceType pt : piece_types) {
        for (int i = 0; i < 64; ++i) {
            const auto to = static_cast<Square>(i);
            const Bitboard expected = generated_origins(pos, pt, to);
            ASSERT_EQ(pos.legal_origins(pt, to), expected)
                << "piece " << static_cast<int>(pt) << " to " << i;
            if (pt == PieceType::Pawn && pos.en_passant_square() == to && expected.any())
                ++counts.en_passant;
        }
    }
    if (depth == 0) return;
    for (Move m : pos.legal_moves()) check_tree(pos.after(m), depth - 1, counts);
}

TEST(LegalOrigins, AgreesWithTheGeneratorOverMoveTrees) {
    const std::vector<std::string> fens = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",  // Kiwipete
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",                             // en passant pins
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",  // promotions, checks
        "8/8/8/2k5/3Pp3/8/8/4K2B b - d3 0 1",  // en passant exposing the king on a diagonal
        "4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1",   // pinned pawn cannot push
        "4r1k1/8/8/8/8/3n4/8/4KB2 w - - 0 1",  // double check: only the king moves
    };
    Counts counts;
    for (const auto& fen : fens) {
        SCOPED_TRACE(fen);
        auto pos = notation::read_fen(fen);
        ASSERT_TRUE(pos.has_value());
        check_tree(*pos, 2, counts);
    }
    EXPECT_GT(counts.positions, 3000u);
    EXPECT_GT(counts.in_check, 30u);
    EXPECT_GT(counts.en_passant, 0u);
}

TEST(LegalOrigins, PinnedAndCheckingCases) {
    // The e2 knight is pinned by the rook on e8: it cannot go anywhere.
    auto pinned = notation::read_fen("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    ASSERT_TRUE(pinned.has_value());
    EXPECT_TRUE(pinned->legal_origins(PieceType::Knight, Square::C3).empty());
    // En passant bxc6 would expose the king: the rook on h5 sees a5 once both pawns leave the
    // fifth rank. The push b6 leaves c5 in the way.
    auto rank_pin = notation::read_fen("8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
    ASSERT_TRUE(rank_pin.has_value());
    EXPECT_TRUE(rank_pin->legal_origins(PieceType::Pawn, Square::C6).empty());
    EXPECT_EQ(rank_pin->legal_origins(PieceType::Pawn, Square::B6), Bitboard(Square::B5));
    // In check by a knight: only capturing it helps (no block exists).
    auto knight_check = notation::read_fen("4k3/8/8/8/8/3n4/8/2B1K3 w - - 0 1");
    ASSERT_TRUE(knight_check.has_value());
    EXPECT_EQ(knight_check->legal_origins(PieceType::Bishop, Square::D2), Bitboard());
    EXPECT_EQ(knight_check->legal_origins(PieceType::King, Square::D2), Bitboard(Square::E1));
    EXPECT_EQ(knight_check->legal_origins(PieceType::King, Square::F2), Bitboard());
}

}  // namespace
}  // namespace chess
