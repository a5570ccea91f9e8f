#pragma once
// A move in 16 bits:
//
//   bits  0-5   destination square (for castling: the square of the castling rook)
//   bits  6-11  origin square
//   bits 12-13  promotion piece: 0 knight, 1 bishop, 2 rook, 3 queen (only with kind Promotion)
//   bits 14-15  kind: 0 normal, 1 promotion, 2 en passant, 3 castling
//
// Castling is stored as "king takes own rook", so standard chess and Chess960 share one
// encoding; the king's landing square is only needed when writing UCI for standard chess.
// The all-zero value (a1a1) is "no move"; b1b1 is the null move of PGN ("--"). `Move{}` is "no
// move"; a default-initialised `Move m;` is indeterminate, so that move lists on the stack cost
// nothing to create.

#include <cstdint>

#include "chess/types.hpp"

namespace chess {

enum class MoveKind : std::uint8_t { Normal, Promotion, EnPassant, Castling };

class Move {
public:
    Move() = default;

    static constexpr Move normal(Square from, Square to) {
        return Move(from, to, MoveKind::Normal);
    }
    static constexpr Move en_passant(Square from, Square to) {
        return Move(from, to, MoveKind::EnPassant);
    }
    static constexpr Move castling(Square king_from, Square rook_from) {
        return Move(king_from, rook_from, MoveKind::Castling);
    }
    // `piece` must be a knight, bishop, rook or queen.
    static constexpr Move promotion(Square from, Square to, PieceType piece) {
        return Move(static_cast<std::uint16_t>(index(to) | index(from) << 6 |
                                               (index(piece) - index(PieceType::Knight)) << 12 |
                                               static_cast<int>(MoveKind::Promotion) << 14));
    }
    static constexpr Move none() { return Move(std::uint16_t{0}); }
    static constexpr Move null() { return Move(std::uint16_t{65}); }

    constexpr Square from() const { return static_cast<Square>((bits_ >> 6) & 63); }
    constexpr Square to() const { return static_cast<Square>(bits_ & 63); }
    constexpr MoveKind kind() const { return static_cast<MoveKind>(bits_ >> 14); }
    constexpr bool is_promotion() const { return kind() == MoveKind::Promotion; }
    constexpr bool is_castling() const { return kind() == MoveKind::Castling; }
    constexpr bool is_en_passant() const { return kind() == MoveKind::EnPassant; }
    // Meaningful only for promotions.
    constexpr PieceType promotion_piece() const {
        return static_cast<PieceType>(((bits_ >> 12) & 3) + index(PieceType::Knight));
    }
    constexpr bool is_none() const { return bits_ == 0; }
    constexpr bool is_null() const { return bits_ == 65; }
    constexpr std::uint16_t raw() const { return bits_; }

    friend constexpr bool operator==(Move, Move) = default;

private:
    constexpr explicit Move(std::uint16_t bits) : bits_(bits) {}
    constexpr Move(Square from, Square to, MoveKind kind)
        : bits_(static_cast<std::uint16_t>(index(to) | index(from) << 6 |
                                           static_cast<int>(kind) << 14)) {}

    std::uint16_t bits_;
};

}  // namespace chess
