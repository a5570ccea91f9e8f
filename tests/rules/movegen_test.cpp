// Move generation: perft smoke tests, and agreement between the three ways of asking "which
// moves are legal" (the list, the count, the early-exit existence test) over whole move trees.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/perft.hpp"
#include "chess/position.hpp"

namespace chess {
namespace {

TEST(Movegen, StartPositionPerft) {
    Position start;
    EXPECT_EQ(perft(start, 0), 1u);
    EXPECT_EQ(perft(start, 1), 20u);
    EXPECT_EQ(perft(start, 2), 400u);
    EXPECT_EQ(perft(start, 3), 8902u);
    EXPECT_EQ(perft(start, 4), 197281u);
}

TEST(Movegen, DivideSumsToPerft) {
    auto pos =
        notation::read_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -");
    ASSERT_TRUE(pos.has_value());
    std::uint64_t sum = 0;
    for (const auto& d : perft_divide(*pos, 3)) sum += d.nodes;
    EXPECT_EQ(sum, 97862u);
}

struct TreeStats {
    std::size_t positions = 0, mates = 0, stalemates = 0;
};

// Walks the tree to `depth` and checks every node's three answers agree, and that the bitboard
// check test agrees with playing each move.
void check_tree(const Position& pos, int depth, TreeStats& stats) {
    const MoveList moves = pos.legal_moves();
    ++stats.positions;
    ASSERT_EQ(pos.count_legal(), moves.size());
    ASSERT_EQ(pos.has_legal_move(), !moves.empty());
    if (moves.empty()) ++(pos.in_check() ? stats.mates : stats.stalemates);
    for (Move m : moves) ASSERT_EQ(pos.gives_check(m), pos.after(m).in_check());
    if (depth == 0) return;
    for (Move m : moves) check_tree(pos.after(m), depth - 1, stats);
}

TEST(Movegen, ListCountExistenceAndCheckTestAgree) {
    const std::vector<std::string> fens = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",  // Kiwipete
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",                             // en passant pins
        "7k/5Q2/6K1/8/8/8/8/8 b - -",                                        // stalemate
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - -",                                 // mate in one
        "k7/P7/K7/8/8/8/8/8 b - -",                                          // stalemate, pawn
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq -",         // Qh4#
    };
    TreeStats stats;
    for (const auto& fen : fens) {
        SCOPED_TRACE(fen);
        auto pos = notation::read_fen(fen);
        ASSERT_TRUE(pos.has_value());
        check_tree(*pos, 3, stats);
    }
    EXPECT_GT(stats.positions, 50000u);
    EXPECT_GT(stats.mates, 0u);
    EXPECT_GT(stats.stalemates, 0u);
}

}  // namespace
}  // namespace chess
