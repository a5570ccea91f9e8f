#pragma once
// Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
// correctness test of a move generator. Bulk counting: at depth 1 the moves are counted, not
// played. No hashing, single-threaded.

#include <cstdint>
#include <vector>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace chess {

// Leaf nodes at `depth` plies below `pos`; perft(pos, 0) == 1.
std::uint64_t perft(const Position& pos, int depth);

struct PerftDivision {
    Move move;
    std::uint64_t nodes;
};

// perft(pos.after(m), depth - 1) for every legal move m, in generation order. depth >= 1.
std::vector<PerftDivision> perft_divide(const Position& pos, int depth);

}  // namespace chess
