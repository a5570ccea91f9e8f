#include <gtest/gtest.h>

#include "chess/position.hpp"

namespace chess {
namespace {

std::uint64_t perft(const Position& pos, int depth) {
    MoveList moves;
    pos.generate_legal(moves);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (Move m : moves) nodes += perft(pos.after(m), depth - 1);
    return nodes;
}

TEST(MovegenSmoke, StartPositionPerft) {
    Position start;
    EXPECT_EQ(perft(start, 1), 20u);
    EXPECT_EQ(perft(start, 2), 400u);
    EXPECT_EQ(perft(start, 3), 8902u);
    EXPECT_EQ(perft(start, 4), 197281u);
}

}  // namespace
}  // namespace chess
