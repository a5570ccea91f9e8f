#pragma once
// Whether a legal move checks or mates, for the '+' / '#' of written moves (move_writer.cpp)
// and for verifying them when reading (resolve.cpp). Internal to libnotation.
//
// Both run on every move of whole archives, and most moves give no check, so the check is
// decided from bitboards without playing the move (a copy-make costs about ten times as much);
// the position after the move is built only for a checking move, to test for mate.

#include "chess/attacks.hpp"
#include "chess/position.hpp"

namespace chess::notation::detail {

enum class CheckKind { None, Check, Mate };

// True when the legal move `m` leaves the opponent's king attacked: the mover's pieces as they
// stand after the move (the moved piece on its landing square, promoted if it promotes; king
// and rook on their castling squares) attack that king through the occupancy after the move
// (which also reveals discovered checks, including through an en-passant victim's square).
inline bool gives_check(const Position& pos, Move m) {
    const Color us = pos.turn();
    const Square king = pos.king_square(~us);
    const Square from = m.from();
    const Square to = m.to();
    Bitboard occ = pos.occupied();
    Bitboard pawns = pos.pieces(us, PieceType::Pawn);
    Bitboard knights = pos.pieces(us, PieceType::Knight);
    Bitboard diagonal = pos.pieces(us, PieceType::Bishop) | pos.pieces(us, PieceType::Queen);
    Bitboard straight = pos.pieces(us, PieceType::Rook) | pos.pieces(us, PieceType::Queen);
    if (m.is_castling()) {
        // The king itself never checks; the rook may, from its castling square.
        const CastlingSide side = pos.castling_side(m);
        const Square rook_to = Position::rook_castling_target(us, side);
        occ = occ.without(from).without(to) | Bitboard(Position::king_castling_target(us, side)) |
              Bitboard(rook_to);
        straight = straight.without(to) | Bitboard(rook_to);
    } else {
        occ = occ.without(from) | Bitboard(to);
        if (m.is_en_passant()) occ = occ.without(make_square(file_of(to), rank_of(from)));
        const PieceType moved = pos.moving_piece(m);
        const PieceType lands = m.is_promotion() ? m.promotion_piece() : moved;
        pawns = pawns.without(from) | (lands == PieceType::Pawn ? Bitboard(to) : Bitboard());
        knights = knights.without(from) | (lands == PieceType::Knight ? Bitboard(to) : Bitboard());
        const bool diag = lands == PieceType::Bishop || lands == PieceType::Queen;
        const bool line = lands == PieceType::Rook || lands == PieceType::Queen;
        diagonal = diagonal.without(from) | (diag ? Bitboard(to) : Bitboard());
        straight = straight.without(from) | (line ? Bitboard(to) : Bitboard());
    }
    return (pawn_attacks(~us, king) & pawns).any() || (knight_attacks(king) & knights).any() ||
           (bishop_attacks(king, occ) & diagonal).any() ||
           (rook_attacks(king, occ) & straight).any();
}

// None, Check or Mate for the legal move `m`: one copy-make, and only for a checking move.
inline CheckKind check_kind(const Position& pos, Move m) {
    if (!gives_check(pos, m)) return CheckKind::None;
    return pos.after(m).has_legal_move() ? CheckKind::Check : CheckKind::Mate;
}

}  // namespace chess::notation::detail
