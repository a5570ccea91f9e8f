// The fast path of resolve() for plain SAN (see resolve_paths.hpp). A text from read_plain_san()
// has no syntax relaxations, always names its piece and target square, and never takes the
// forms that resolve() treats specially (bare coordinates, long algebraic, the short pawn
// capture), so the board-level notes reduce to the capture mark and over-disambiguation. The
// rest (errors, ambiguity, a king move with a complete origin, which may mean castling) is
// declined and left to resolve().

#include <optional>

#include "resolve_paths.hpp"

namespace chess::notation::detail {

namespace {

using R = Relaxation;

bool is_last_rank(Square s) { return rank_of(s) == Rank::R1 || rank_of(s) == Rank::R8; }

// The move of the piece of type `pt` from `from` to `to` that `text` names; nullopt when the
// written promotion does not fit (resolve() reports that).
std::optional<Move> move_named(const Position& pos, const MoveText& text, PieceType pt, Square from,
                               Square to) {
    if (pt != PieceType::Pawn) {
        if (text.promotion) return std::nullopt;
        return Move::normal(from, to);
    }
    if (is_last_rank(to)) {
        // read_plain_san admits only N, B, R and Q as promotion pieces.
        if (!text.promotion) return std::nullopt;
        return Move::promotion(from, to, *text.promotion);
    }
    if (text.promotion) return std::nullopt;
    if (file_of(from) != file_of(to) && pos.piece_at(to) == Piece::None)
        return Move::en_passant(from, to);
    return Move::normal(from, to);
}

// More origin than SAN needs: a pawn's origin rank, a pawn push's origin file, a piece's file
// or rank when no other piece of its type could make the move, or both when one would do.
// `origins`: every square from which a piece of that type legally reaches m.to().
bool over_disambiguated(const MoveText& text, PieceType pt, Move m, Bitboard origins) {
    if (!text.from_file && !text.from_rank) return false;
    if (pt == PieceType::Pawn)
        return text.from_rank || (file_of(m.from()) == file_of(m.to()) && text.from_file);
    const Bitboard others = origins.without(m.from());
    if (others.empty()) return true;
    const bool same_file = (others & Bitboard::file(file_of(m.from()))).any();
    const bool same_rank = (others & Bitboard::rank(rank_of(m.from()))).any();
    return text.from_file && text.from_rank && (!same_file || !same_rank);
}

Relaxations capture_notes(const Position& pos, const MoveText& text, Move m) {
    const bool capture = pos.is_capture(m);
    if (capture == text.capture) return {};
    return capture ? R::MissingCaptureMark : R::SuperfluousCaptureMark;
}

bool resolve_castling(const Position& pos, CastlingSide side, ResolvedMove& out) {
    const auto castle = pos.castling_move(side);
    if (!castle) return false;
    out = ResolvedMove{*castle, {}};
    return true;
}

}  // namespace

bool resolve_plain_san(const Position& pos, const MoveText& text, ResolvedMove& out) {
    switch (text.kind) {
        case MoveTextKind::CastleKingside:
            return resolve_castling(pos, CastlingSide::King, out);
        case MoveTextKind::CastleQueenside:
            return resolve_castling(pos, CastlingSide::Queen, out);
        case MoveTextKind::Null:
            return false;
        case MoveTextKind::Normal:
            break;
    }
    const PieceType pt = *text.piece;
    if (pt == PieceType::King && text.has_complete_origin()) return false;
    const Square to = make_square(*text.to_file, *text.to_rank);
    const Bitboard origins = pos.legal_origins(pt, to);
    Bitboard fitting = origins;
    if (text.from_file) fitting &= Bitboard::file(*text.from_file);
    if (text.from_rank) fitting &= Bitboard::rank(*text.from_rank);
    if (fitting.empty() || fitting.more_than_one()) return false;
    const auto m = move_named(pos, text, pt, fitting.first(), to);
    if (!m) return false;
    Relaxations notes = capture_notes(pos, text, *m);
    if (over_disambiguated(text, pt, *m, origins)) notes.add(R::OverDisambiguation);
    out = ResolvedMove{*m, notes};
    return true;
}

}  // namespace chess::notation::detail
