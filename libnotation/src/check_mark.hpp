#pragma once
// Whether a legal move checks or mates, for the '+' / '#' of written moves (move_writer.cpp)
// and for verifying them when reading (resolve.cpp). Internal to libnotation.
//
// Both run on every move of whole archives, and most moves give no check, so the check is
// decided from bitboards (Position::gives_check) without playing the move; the position after
// the move is built only for a checking move, to test for mate.

#include "chess/position.hpp"

namespace chess::notation::detail {

enum class CheckKind { None, Check, Mate };

// None, Check or Mate for the position a move led to.
inline CheckKind check_kind_after(const Position& after) {
    if (!after.in_check()) return CheckKind::None;
    return after.has_legal_move() ? CheckKind::Check : CheckKind::Mate;
}

// The same for the legal move `m` of `pos`, not yet played: one copy-make, and only for a
// checking move.
inline CheckKind check_kind(const Position& pos, Move m) {
    if (!pos.gives_check(m)) return CheckKind::None;
    return check_kind_after(pos.after(m));
}

}  // namespace chess::notation::detail
