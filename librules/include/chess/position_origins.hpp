#pragma once
// Which pieces of one type can legally move to one square: the question every SAN move asks
// ("Nbd2": which knights reach d2?). Answered from attack tables and one king-safety test per
// candidate, without generating move lists.
//
// Inline, included at the end of position.hpp (include that one): a SAN move is resolved by
// one call of legal_origins for nearly every move of an archive.

#include "chess/position.hpp"

namespace chess {

// Pawns of the side to move that reach `to`: by capture when an enemy piece stands there or it
// is the en-passant square (then `en_passant_victim` is the pawn taken), by a push when it is
// empty. Pins and checks are not considered here.
inline Bitboard Position::pawn_origins(Square to, Square& en_passant_victim) const {
    const Color us = turn_;
    const Bitboard pawns = pieces(us, PieceType::Pawn);
    const Bitboard target(to);
    if (pieces(~us).contains(to)) return pawn_attacks(~us, to) & pawns;
    if (occupied().contains(to)) return {};
    Bitboard origins;
    if (en_passant_ == index(to)) {
        origins = pawn_attacks(~us, to) & pawns;
        en_passant_victim = static_cast<Square>(us == Color::White ? index(to) - 8 : index(to) + 8);
    }
    const Bitboard one_back = target.forward(~us);
    if ((one_back & pawns).any()) return origins | one_back;
    const bool double_push_rank = rank_of(to) == relative_rank(us, Rank::R4);
    if (double_push_rank && (one_back & occupied()).empty())
        origins |= one_back.forward(~us) & pawns;
    return origins;
}

// After the non-king move from -> to, taking whatever stands on `captured`, no enemy piece
// attacks the king. Only sliders can be uncovered by a move, and a knight or pawn that gives
// check stays a checker unless it is the piece taken, so those are tested directly (only in
// check: a move never makes a knight or pawn attack its own king).
inline bool Position::keeps_king_safe(Square from, Square to, Bitboard captured) const {
    const Color us = turn_;
    const Square king = king_square(us);
    // Not in check, only a slider on the line through the king and `from` can be uncovered:
    // most moves leave no such line and need nothing below.
    const Bitboard along = line(king, from);
    if (checkers_.empty() && along.empty()) return true;
    const Bitboard them = pieces(~us) & ~captured;
    const Bitboard occ = ((occupied() ^ Bitboard(from)) & ~captured) | Bitboard(to);
    const Bitboard straight = (pieces(PieceType::Rook) | pieces(PieceType::Queen)) & them;
    const Bitboard diagonal = (pieces(PieceType::Bishop) | pieces(PieceType::Queen)) & them;
    if (checkers_.empty())
        return slider_attackers(king, occ, straight & along, diagonal & along).empty();
    const Bitboard near = (knight_attacks(king) & pieces(PieceType::Knight)) |
                          (pawn_attacks(us, king) & pieces(PieceType::Pawn));
    if ((near & them).any()) return false;
    return slider_attackers(king, occ, straight, diagonal).empty();
}

// The pieces among `pieces`, all of type `pt` (a knight, bishop, rook or queen), that attack
// `to`. Without a switch on the type, whose jump mispredicted on about every third move.
inline Bitboard attacking_pieces(PieceType pt, Square to, Bitboard occupied, Bitboard pieces) {
    const Bitboard none;
    const Bitboard knights = pt == PieceType::Knight ? pieces : none;
    const Bitboard straight = pt == PieceType::Rook || pt == PieceType::Queen ? pieces : none;
    const Bitboard diagonal = pt == PieceType::Bishop || pt == PieceType::Queen ? pieces : none;
    return (knight_attacks(to) & knights) | slider_attackers(to, occupied, straight, diagonal);
}

inline Bitboard Position::legal_origins(PieceType pt, Square to) const {
    const Color us = turn_;
    if (pieces(us).contains(to)) return {};
    const Bitboard occ = occupied();
    if (pt == PieceType::King) {
        const Square king = king_square(us);
        if (!king_attacks(king).contains(to)) return {};
        return attackers(to, ~us, occ.without(king)).empty() ? Bitboard(king) : Bitboard();
    }
    if (checkers_.more_than_one()) return {};  // only the king can answer a double check
    Square victim = to;
    const Bitboard candidates = pt == PieceType::Pawn
                                    ? pawn_origins(to, victim)
                                    : attacking_pieces(pt, to, occ, pieces(us, pt));
    Bitboard legal;
    for (Square from : candidates) {
        // A pawn moving diagonally onto the empty en-passant square takes the victim instead.
        const bool en_passant = victim != to && file_of(from) != file_of(to);
        const Bitboard captured(en_passant ? victim : to);
        if (keeps_king_safe(from, to, captured)) legal |= Bitboard(from);
    }
    return legal;
}

}  // namespace chess
