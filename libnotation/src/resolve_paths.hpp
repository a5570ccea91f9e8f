#pragma once
// resolve's fast path for the moves that parse_move's fast path reads (plain export-format SAN
// in English letters), named for the differential test that holds it to resolve()'s answers.

#include <optional>

#include "chess/notation/move_text.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/position.hpp"

namespace chess::notation::detail {

// The pieces both resolvers share: inline, as each is called for every move on both paths.

inline bool is_coordinates(const MoveText& text) {
    return text.relaxations.contains(Relaxation::UciCoordinates);
}

// Missing or superfluous capture mark. Bare coordinates (e5d6) and the short pawn capture (de)
// have no place for an 'x'; their form is already noted by the parser, so no second note.
inline Relaxations capture_notes(const Position& pos, const MoveText& text, Move m) {
    if (is_coordinates(text) || text.relaxations.contains(Relaxation::ShortPawnCapture)) return {};
    const bool capture = pos.is_capture(m);
    if (capture && !text.capture) return Relaxation::MissingCaptureMark;
    if (!capture && text.capture) return Relaxation::SuperfluousCaptureMark;
    return {};
}

// More origin than minimal SAN needs. `origins` holds every square from which the moving piece
// type can legally reach m.to(). A complete origin in book long algebraic or UCI is that
// notation's form (noted as LongAlgebraic / UciCoordinates), not SAN with too much
// disambiguation.
inline bool over_disambiguated(const MoveText& text, Move m, PieceType pt, Bitboard origins) {
    if (!text.from_file && !text.from_rank) return false;
    if (!text.piece) return false;  // no letter: coordinates, whatever the parser noted
    if (text.has_complete_origin() &&
        (text.relaxations.contains(Relaxation::LongAlgebraic) || is_coordinates(text)))
        return false;
    if (pt == PieceType::Pawn) {
        // SAN names the origin file of a pawn capture and nothing else of a pawn's origin.
        const bool capture = file_of(m.from()) != file_of(m.to());
        return text.from_rank.has_value() || (!capture && text.from_file);
    }
    const Bitboard others = origins.without(m.from());
    if (others.empty()) return true;
    const bool same_file = (others & Bitboard::file(file_of(m.from()))).any();
    const bool same_rank = (others & Bitboard::rank(rank_of(m.from()))).any();
    // Both coordinates where one would do. A single coordinate that distinguishes is never
    // "over", even when SAN would have chosen the other one (R1d2 for Rad2).
    return text.from_file && text.from_rank && (!same_file || !same_rank);
}

// The move from `from` to `to` that a text with `promotion` names, for a piece of type `pt`
// whose move there is legal; nullopt when the promotion piece does not fit the move.
inline std::optional<Move> move_from(const Position& pos, PieceType pt, Square from, Square to,
                                     std::optional<PieceType> promotion) {
    if (pt != PieceType::Pawn) {
        if (promotion) return std::nullopt;
        return Move::normal(from, to);
    }
    if (rank_of(to) == Rank::R1 || rank_of(to) == Rank::R8) {
        if (!promotion || *promotion == PieceType::Pawn || *promotion == PieceType::King)
            return std::nullopt;
        return Move::promotion(from, to, *promotion);
    }
    if (promotion) return std::nullopt;
    if (file_of(from) != file_of(to) && pos.piece_at(to) == Piece::None)
        return Move::en_passant(from, to);
    return Move::normal(from, to);
}

// ---- the fast path itself
//
// A text from read_plain_san() has no syntax relaxations, always names its piece and target
// square, and never takes the forms that resolve() treats specially (bare coordinates, long
// algebraic, the short pawn capture), so the board-level notes reduce to the capture mark and
// over-disambiguation, from the functions above, which resolve() uses too. The rest (errors,
// ambiguity, a king move with a complete origin, which may mean castling) is declined and left
// to resolve().

inline bool resolve_castling_if_allowed(const Position& pos, CastlingSide side, ResolvedMove& out) {
    const auto castle = pos.castling_move(side);
    if (!castle) return false;
    out = ResolvedMove{*castle, {}};
    return true;
}

// resolve(pos, text, CheckMarks::Defer) for a `text` that read_plain_san() produced, on the
// common path only: castling that is allowed, or exactly one legal piece of the named type that
// fits the written origin, with its promotion as written. True with `out` set to what resolve()
// returns; false (not an error: "not handled here") when resolve() must decide, which includes
// every error. An out parameter for the same reason as read_plain_san's, and inline like it.
inline bool resolve_plain_san(const Position& pos, const MoveText& text, ResolvedMove& out) {
    switch (text.kind) {
        case MoveTextKind::CastleKingside:
            return resolve_castling_if_allowed(pos, CastlingSide::King, out);
        case MoveTextKind::CastleQueenside:
            return resolve_castling_if_allowed(pos, CastlingSide::Queen, out);
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
