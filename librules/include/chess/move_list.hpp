#pragma once
// A fixed-capacity list of moves that lives on the stack: no heap allocation per position, and
// nothing initialised until a move is added.
//
// Capacity: any Position, even an impossible one a caller tolerated (perft suites test move
// generators on 32-piece sides), has one king per side, so the side to move has at most 61 other
// pieces. Each has at most 27 moves (a queen in the centre; a pawn at most 3 targets x 4
// promotions = 12), the king 8 plus 2 castlings: 61 * 27 + 10 = 1657 < 2048. The most known in a
// reachable position is 218.

#include <array>
#include <cassert>
#include <cstddef>

#include "chess/move.hpp"

namespace chess {

class MoveList {
public:
    static constexpr std::size_t capacity = 2048;

    void push_back(Move m) {
        assert(size_ < capacity);
        moves_[size_++] = m;
    }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }

private:
    std::array<Move, capacity> moves_;
    std::size_t size_ = 0;
};

}  // namespace chess
