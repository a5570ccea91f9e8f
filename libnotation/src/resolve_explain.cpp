// explain(): one line for users per resolve error, saying why, from the board. The caller adds
// location and FEN; this names pieces and squares ("the bishop on a3 is pinned") and writes
// ambiguous candidates in SAN ("Rad1, Rhd1"). Error path only: clarity beats speed.

#include <string>

#include "chess/attacks.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/notation/square.hpp"

namespace chess::notation {

namespace {

std::string_view piece_name(PieceType pt) {
    constexpr std::string_view names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[static_cast<std::size_t>(index(pt))];
}

std::string_view color_name(Color c) { return c == Color::White ? "white" : "black"; }

// "the bishop on a3"
std::string piece_on(const Position& pos, Square s) {
    std::string out = "the ";
    out += piece_name(type_of(pos.piece_at(s)));
    out += " on ";
    out += square_name(s);
    return out;
}

// Enemy sliders that would see the own king once `m` is made, other than pieces already giving
// check: the pieces that pin the mover (or, en passant, the pawn pair) to the king.
Bitboard exposers(const Position& pos, Move m) {
    const Color us = pos.turn();
    const Square king = pos.king_square(us);
    const Square victim =
        m.is_en_passant() ? make_square(file_of(m.to()), rank_of(m.from())) : m.to();
    const Bitboard occ = pos.occupied().without(m.from()).without(victim) | Bitboard(m.to());
    const Bitboard them = pos.pieces(~us).without(victim) & ~pos.checkers();
    const Bitboard straight = pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen);
    const Bitboard diagonal = pos.pieces(PieceType::Bishop) | pos.pieces(PieceType::Queen);
    return ((rook_attacks(king, occ) & straight) | (bishop_attacks(king, occ) & diagonal)) & them;
}

// Why the pseudo-legal move `m` is illegal here.
std::string illegal_reason(const Position& pos, Move m) {
    if (pos.moving_piece(m) == PieceType::King) return "the king would be in check";
    if (pos.checkers().more_than_one()) return "the king is in double check";
    const Bitboard exposing = exposers(pos, m);
    if (exposing.any()) {
        // En passant removes two pawns from one rank: when the captured pawn was one of the two
        // shields, no single piece is pinned; the capture as a whole exposes the king.
        const Square victim = make_square(file_of(m.to()), rank_of(m.from()));
        const Square sniper = exposing.first();
        if (m.is_en_passant() && between(pos.king_square(pos.turn()), sniper).contains(victim))
            return "the en-passant capture would expose the king to " + piece_on(pos, sniper);
        return piece_on(pos, m.from()) + " is pinned";
    }
    if (pos.in_check()) return "the king is in check from " + piece_on(pos, pos.checkers().first());
    return "the king would be in check";
}

std::string illegal_reasons(const ResolveError& error, const Position& pos) {
    std::string out;
    for (Move m : error.candidates) {
        const std::string reason = illegal_reason(pos, m);
        if (out.find(reason) != std::string::npos) continue;  // one reason for several moves
        if (!out.empty()) out += "; ";
        out += reason;
    }
    return out.empty() ? std::string("the king would be in check") : out;
}

std::string candidates_in_san(const ResolveError& error, const Position& pos) {
    const MoveStyle style{MoveNotation::San, LetterSetId::English, false};
    return write_moves(pos, {error.candidates.begin(), error.candidates.size()}, style);
}

// The own rook a castling text written as a king move "takes" (e1h1), if any.
std::optional<Square> rook_taken(const Position& pos, const MoveText& text) {
    if (text.kind != MoveTextKind::Normal || !text.to_file || !text.to_rank) return std::nullopt;
    const Square to = make_square(*text.to_file, *text.to_rank);
    if (pos.piece_at(to) != make_piece(pos.turn(), PieceType::Rook)) return std::nullopt;
    return to;
}

CastlingSide castling_side_of(const Position& pos, const MoveText& text) {
    if (text.kind == MoveTextKind::CastleKingside) return CastlingSide::King;
    if (text.kind == MoveTextKind::CastleQueenside) return CastlingSide::Queen;
    // Castling written as a king move (e1g1, e1h1): the side is where the king was heading.
    const File king_file = file_of(pos.king_square(pos.turn()));
    return text.to_file && index(*text.to_file) > index(king_file) ? CastlingSide::King
                                                                   : CastlingSide::Queen;
}

// Why castling on `side` is not legal. `named_rook`: the rook a king-takes-rook text (e1h1)
// named, when it is not the castling rook.
std::string castling_reason(const Position& pos, CastlingSide side,
                            std::optional<Square> named_rook) {
    const Color us = pos.turn();
    const std::string side_name = side == CastlingSide::King ? "kingside" : "queenside";
    const auto rook = pos.castling_rook(us, side);
    if (named_rook && named_rook != rook)
        return piece_on(pos, *named_rook) + " has no castling right";
    if (!rook) return "no castling right on the " + side_name;
    if (pos.in_check()) return "the king is in check";
    const Square king = pos.king_square(us);
    const Square king_to = Position::king_castling_target(us, side);
    const Square rook_to = Position::rook_castling_target(us, side);
    const Bitboard path =
        (between(king, king_to) | Bitboard(king_to) | between(*rook, rook_to) | Bitboard(rook_to))
            .without(king)
            .without(*rook);
    if (const Bitboard blockers = path & pos.occupied(); blockers.any())
        return piece_on(pos, blockers.first()) + " is in the way";
    // The rook is lifted first: in Chess960 it may stand on (and shield) the king's path.
    const Bitboard occ = pos.occupied().without(king).without(*rook);
    for (Square s : between(king, king_to))
        if (pos.attackers(s, ~us, occ).any())
            return "the king would pass through the attacked square " + std::string(square_name(s));
    if (pos.attackers(king_to, ~us, occ).any())
        return "the king would land in check on " + std::string(square_name(king_to));
    return "the king may not castle here";
}

// Why no piece could make the move, most specific fact first: a complete origin is about the
// piece standing there; a target holding an own piece explains itself; otherwise no piece of
// the kind (on the origin file or rank given) reaches the target, pins or not.
std::string no_such_piece(const Position& pos, const MoveText& text) {
    if (!text.to_file) return "the move names no target square";
    const std::string own = std::string(color_name(pos.turn())) + " ";
    if (!text.to_rank) {
        std::string out = "no pawn on the ";
        out += file_char(text.from_file.value_or(File::A));
        out += "-file can capture on the ";
        out += file_char(*text.to_file);
        return out + "-file";
    }
    const Square to = make_square(*text.to_file, *text.to_rank);
    std::optional<PieceType> pt = text.piece;
    if (text.has_complete_origin()) {
        const Square from = make_square(*text.from_file, *text.from_rank);
        const Piece p = pos.piece_at(from);
        if (p == Piece::None || color_of(p) != pos.turn())
            return "no " + own + "piece on " + std::string(square_name(from));
        if (pt && type_of(p) != *pt)
            return piece_on(pos, from) + " is not a " + std::string(piece_name(*pt));
        return piece_on(pos, from) + " cannot reach " + std::string(square_name(to));
    }
    const Piece there = pos.piece_at(to);
    if (there != Piece::None && color_of(there) == pos.turn())
        return std::string(square_name(to)) + " is occupied by a " + own +
               std::string(piece_name(type_of(there)));
    std::string out = "no ";
    out += piece_name(pt.value_or(PieceType::Pawn));
    if (text.from_file) {
        out += " on the ";
        out += file_char(*text.from_file);
        out += "-file";
    }
    if (text.from_rank) {
        out += " on rank ";
        out += rank_char(*text.from_rank);
    }
    return out + " can reach " + std::string(square_name(to));
}

std::string promotion_not_allowed(const MoveText& text) {
    if (text.promotion == PieceType::King || text.promotion == PieceType::Pawn)
        return "a pawn cannot promote to a " + std::string(piece_name(*text.promotion));
    return "only a pawn reaching the last rank promotes";
}

}  // namespace

std::string explain(const ResolveError& error, const Position& pos, std::string_view token) {
    std::string out = "'";
    out += token;
    out += "'";
    switch (error.code) {
        case ResolveErrorCode::NoSuchPiece:
            return out + ": " + no_such_piece(pos, error.text);
        case ResolveErrorCode::Illegal:
            return out + " is illegal: " + illegal_reasons(error, pos);
        case ResolveErrorCode::Ambiguous:
            return out + " is ambiguous: " + candidates_in_san(error, pos);
        case ResolveErrorCode::CastlingNotAllowed:
            return out + ": castling is not allowed: " +
                   castling_reason(pos, castling_side_of(pos, error.text),
                                   rook_taken(pos, error.text));
        case ResolveErrorCode::NullMoveInCheck:
            return out + ": a null move is not allowed while the king is in check";
        case ResolveErrorCode::MissingPromotion:
            return out + ": the pawn reaches the last rank and must promote: name the piece";
        case ResolveErrorCode::PromotionNotAllowed:
            return out + ": " + promotion_not_allowed(error.text);
    }
    return out + ": cannot be played here";
}

}  // namespace chess::notation
