#pragma once
// A fixed-capacity list of moves that lives on the stack: no heap allocation per position.
//
// Capacity: a Position holds at most 16 pieces per side (validation rejects more, and that
// problem cannot be tolerated). The other 15 pieces have at most 27 moves each (a queen in the
// centre; a pawn has at most 3 targets x 4 promotions = 12), the king 8 plus 2 castlings:
// 15 * 27 + 10 = 415 < 512. The most known in a reachable position is 218.

#include <array>
#include <cassert>
#include <cstddef>

#include "chess/move.hpp"

namespace chess {

class MoveList {
public:
    static constexpr std::size_t capacity = 512;

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
