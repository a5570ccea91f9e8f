#include "chess/perft.hpp"

namespace chess {

namespace {

std::uint64_t perft_recursive(const Position& pos, int depth) {
    if (depth == 1) return pos.count_legal();
    MoveList moves;
    pos.generate_legal(moves);
    std::uint64_t nodes = 0;
    for (Move m : moves) nodes += perft_recursive(pos.after(m), depth - 1);
    return nodes;
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    return perft_recursive(pos, depth);
}

std::vector<PerftDivision> perft_divide(const Position& pos, int depth) {
    std::vector<PerftDivision> result;
    for (Move m : pos.legal_moves()) result.push_back({m, perft(pos.after(m), depth - 1)});
    return result;
}

}  // namespace chess
