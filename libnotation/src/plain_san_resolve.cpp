// The fast path of resolve() for plain SAN (see resolve_paths.hpp). A text from read_plain_san()
// has no syntax relaxations, always names its piece and target square, and never takes the
// forms that resolve() treats specially (bare coordinates, long algebraic, the short pawn
// capture), so the board-level notes reduce to the capture mark and over-disambiguation, from
// the functions resolve() uses too (resolve_paths.hpp). The rest (errors, ambiguity, a king
// move with a complete origin, which may mean castling) is declined and left to resolve().

#include "resolve_paths.hpp"

namespace chess::notation::detail {

namespace {

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
    const auto m = move_from(pos, pt, fitting.first(), to, text.promotion);
    if (!m) return false;
    Relaxations notes = capture_notes(pos, text, *m);
    if (over_disambiguated(text, *m, pt, origins)) notes.add(Relaxation::OverDisambiguation);
    out = ResolvedMove{*m, notes};
    return true;
}

}  // namespace chess::notation::detail
