#pragma once
// Polyglot-compatible Zobrist hashing: the published 781-entry Random64 table of the Polyglot
// opening-book format, so keys equal python-chess's `chess.polyglot.zobrist_hash` and
// pgn-extract's hash codes for the same position.
//
// Layout of the table: 0..767 pieces (64 * kind + square, kind = black pawn 0, white pawn 1,
// black knight 2, ... white king 11), 768..771 castling (white O-O, white O-O-O, black O-O,
// black O-O-O), 772..779 en-passant file, 780 white to move. In Chess960 a castling right counts
// as O-O when its rook stands on the h-side of the king, O-O-O otherwise.

#include <array>
#include <cstdint>

#include "chess/types.hpp"

namespace chess::zobrist {

namespace detail {
extern const std::array<std::uint64_t, 781> polyglot_random;
// polyglot_random's piece keys at 64 * index(piece) + index(square) (Polyglot's kind interleaves
// colours: black pawn, white pawn, black knight, ...; Piece values do not); zero for the
// values that name no piece.
inline constexpr std::size_t piece_keys_size = 64 * 16;
extern const std::array<std::uint64_t, piece_keys_size> piece_keys;
}  // namespace detail

inline std::uint64_t piece(Piece p, Square s) {
    return detail::piece_keys[static_cast<std::size_t>(64 * index(p) + index(s))];
}
inline std::uint64_t castling(Color c, CastlingSide side) {
    return detail::polyglot_random[static_cast<std::size_t>(768 + 2 * index(c) + index(side))];
}
inline std::uint64_t en_passant(File f) {
    return detail::polyglot_random[static_cast<std::size_t>(772 + index(f))];
}
inline std::uint64_t white_to_move() { return detail::polyglot_random[780]; }

}  // namespace chess::zobrist
