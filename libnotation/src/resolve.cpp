// Resolving the syntax of a move (MoveText) against a Position.
//
// The candidates are the legal moves of the named piece type to the named square, from
// Position::generate_legal (one call, restricted to the pieces of that type), never the whole
// legal move list compared as strings. The same list answers the over-disambiguation question,
// so a SAN move costs one restricted generation plus a bitboard check test (and one copy-make
// for a checking move, to test for mate) to verify its check mark.
// Errors are diagnosed only on the error path: pseudo-legal moves (movement rules without pins
// and checks) tell "no such piece" apart from "illegal", and explain() reads the reason from them.

#include "chess/notation/resolve.hpp"

#include <utility>

#include "check_mark.hpp"
#include "chess/attacks.hpp"
#include "resolve_paths.hpp"

namespace chess::notation {

namespace {

using Result = std::expected<ResolvedMove, ResolveError>;
using R = Relaxation;
using detail::capture_notes;
using detail::is_coordinates;
using detail::move_from;
using detail::over_disambiguated;

std::unexpected<ResolveError> fail(ResolveErrorCode code, const MoveText& text) {
    return std::unexpected(ResolveError{code, MoveList(), text});
}

// Missing or wrong '+' / '#', from what the move does: `kind`. UCI never writes check marks,
// so bare coordinates without a mark are not judged: their missing '+' is the notation, not a
// lapse.
Relaxations check_notes(const MoveText& text, detail::CheckKind kind) {
    if (text.check == CheckMark::None && is_coordinates(text)) return {};
    // Older books' "++" marks a double check, in some a mate: right on either.
    if (text.relaxations.contains(R::DoubleCheckMark) && kind != detail::CheckKind::None) return {};
    switch (kind) {
        case detail::CheckKind::Mate:
            return text.check == CheckMark::Mate ? Relaxations() : R::MissingMateMark;
        case detail::CheckKind::Check:
            if (text.check == CheckMark::None) return R::MissingCheckMark;
            return text.check == CheckMark::Mate ? R::WrongCheckMark : Relaxations();
        case detail::CheckKind::None:
            break;
    }
    return text.check == CheckMark::None ? Relaxations() : R::WrongCheckMark;
}

// Every move is tested for check (from bitboards); a checking move is played once to test for
// mate. Skipped when the caller defers the marks to check_mark_relaxations().
Relaxations check_notes(const Position& pos, const MoveText& text, Move m, CheckMarks marks) {
    if (marks == CheckMarks::Defer) return {};
    if (text.check == CheckMark::None && is_coordinates(text)) return {};
    return check_notes(text, detail::check_kind(pos, m));
}

// Inlined: it runs for every move, and a call costs more than its common case (no notes).
[[gnu::always_inline]] inline ResolvedMove resolved(const Position& pos, const MoveText& text,
                                                    CheckMarks marks, Move m,
                                                    Relaxations extra = {}) {
    return ResolvedMove{m, text.relaxations | extra | capture_notes(pos, text, m) |
                               check_notes(pos, text, m, marks)};
}

// What a Normal text asks for: pieces of one type (restricted to an origin) moving to a set of
// squares. One square, except for the short pawn capture "de" (any square of the e-file).
struct Query {
    PieceType piece;
    Bitboard origin;   // squares the text allows the piece to come from
    Bitboard targets;  // squares the text allows it to land on
    bool captures_only;
};

Bitboard origin_of(const MoveText& text) {
    Bitboard origin = Bitboard::all();
    if (text.from_file) origin &= Bitboard::file(*text.from_file);
    if (text.from_rank) origin &= Bitboard::rank(*text.from_rank);
    return origin;
}

// nullopt when the text cannot denote a move at all (no target, or no own piece on a complete
// origin given without a letter): NoSuchPiece.
std::optional<Query> make_query(const Position& pos, const MoveText& text) {
    if (!text.to_file) return std::nullopt;
    const Bitboard origin = origin_of(text);
    if (!text.to_rank) {
        // "de": a pawn of the d-file captures on the e-file; the rank follows from the board.
        if (!text.from_file || (text.piece && *text.piece != PieceType::Pawn)) return std::nullopt;
        return Query{PieceType::Pawn, origin, Bitboard::file(*text.to_file), true};
    }
    const Bitboard target(make_square(*text.to_file, *text.to_rank));
    if (text.piece) return Query{*text.piece, origin, target, false};
    if (!text.has_complete_origin()) return Query{PieceType::Pawn, origin, target, false};
    // e2e4, g1-f3 without a letter: whatever piece of the side to move stands on the origin.
    const Piece p = pos.piece_at(make_square(*text.from_file, *text.from_rank));
    if (p == Piece::None || color_of(p) != pos.turn()) return std::nullopt;
    return Query{type_of(p), origin, target, false};
}

bool fits(const Query& q, Move m) {
    if (!q.origin.contains(m.from())) return false;
    // Pawns change file only by capturing, so a file-to-file text excludes pushes this way.
    return !q.captures_only || file_of(m.from()) != file_of(m.to());
}

bool promotion_matches(const MoveText& text, Move m) {
    if (!text.promotion) return !m.is_promotion();
    return m.is_promotion() && m.promotion_piece() == *text.promotion;
}

void add_pawn_move(const Position& pos, Square from, Square to, std::optional<PieceType> promotion,
                   MoveList& out) {
    if (pos.en_passant_square() == to && pos.piece_at(to) == Piece::None) {
        out.push_back(Move::en_passant(from, to));
    } else if (rank_of(to) == Rank::R1 || rank_of(to) == Rank::R8) {
        const bool valid =
            promotion && *promotion != PieceType::Pawn && *promotion != PieceType::King;
        out.push_back(Move::promotion(from, to, valid ? *promotion : PieceType::Queen));
    } else {
        out.push_back(Move::normal(from, to));
    }
}

// The moves the query allows by the pieces' movement rules alone, ignoring pins and checks:
// what the text would mean if the own king did not matter. Castling is not among them. Used
// only to diagnose a text with no legal candidate, so clarity beats speed here.
void pseudo_legal(const Position& pos, const Query& q, std::optional<PieceType> promotion,
                  MoveList& out) {
    const Color us = pos.turn();
    const Bitboard occ = pos.occupied();
    const Bitboard targets = q.targets & ~pos.pieces(us);
    const auto ep = pos.en_passant_square();
    const Bitboard capturable = pos.pieces(~us) | (ep ? Bitboard(*ep) : Bitboard());
    for (Square from : pos.pieces(us, q.piece) & q.origin) {
        if (q.piece != PieceType::Pawn) {
            for (Square to : piece_attacks(q.piece, from, occ) & targets)
                out.push_back(Move::normal(from, to));
            continue;
        }
        Bitboard reach = pawn_attacks(us, from) & capturable;
        if (!q.captures_only) {
            const Bitboard one = Bitboard(from).forward(us) & ~occ;
            const Bitboard start = Bitboard::rank(relative_rank(us, Rank::R3));
            reach |= one | ((one & start).forward(us) & ~occ);
        }
        reach &= targets;
        for (Square to : reach) add_pawn_move(pos, from, to, promotion, out);
    }
}

// No legal move fits the text: Illegal when its piece could make the move but for the own
// king (the pseudo-legal moves become the candidates, for explain()), else NoSuchPiece.
std::unexpected<ResolveError> diagnose(const Position& pos, const MoveText& text, const Query& q) {
    ResolveError error{ResolveErrorCode::NoSuchPiece, MoveList(), text};
    pseudo_legal(pos, q, text.promotion, error.candidates);
    if (!error.candidates.empty()) error.code = ResolveErrorCode::Illegal;
    return std::unexpected(std::move(error));
}

// Castling named by side. `rook`: the rook the text named by "taking" it (e1h1), which must be
// the castling rook of that side.
Result resolve_castling(const Position& pos, const MoveText& text, CheckMarks marks,
                        CastlingSide side, std::optional<Square> rook = std::nullopt) {
    const auto castle = pos.castling_move(side);
    if (!castle || (rook && castle->to() != *rook))
        return fail(ResolveErrorCode::CastlingNotAllowed, text);
    return resolved(pos, text, marks, *castle);
}

// A king move that can only mean castling: the king "taking" its own rook (UCI for Chess960,
// some programs for both), or the king going to its castling square from further than one step
// (e1g1, Ke1-g1, e1c1: UCI and books for standard chess; also a Chess960 king on e1 or b1). A
// king step that an ordinary move covers stays an ordinary move: with a Chess960 king on f1,
// "Kg1" / "f1g1" is a step to g1, while castling is "f1h1" or "O-O".
std::optional<CastlingSide> castling_meant(const Position& pos, Square from, Square to) {
    const Color us = pos.turn();
    if (from != pos.king_square(us) || from == to) return std::nullopt;
    if (!back_rank(us).contains(from) || !back_rank(us).contains(to)) return std::nullopt;
    const CastlingSide side =
        index(file_of(to)) > index(file_of(from)) ? CastlingSide::King : CastlingSide::Queen;
    if (pos.piece_at(to) == make_piece(us, PieceType::Rook)) return side;
    if (to == Position::king_castling_target(us, side) && !king_attacks(from).contains(to))
        return side;
    return std::nullopt;
}

// The moves that fit the text's origin and its promotion, counted in one pass: the success path
// builds no second list.
struct Selection {
    std::size_t fitting = 0;   // fit origin (and "captures only")
    std::size_t matching = 0;  // ... and the promotion as written
    Move first;                // first matching move
};

Selection select(const Query& q, const MoveText& text, const MoveList& legal) {
    Selection s;
    for (Move m : legal) {
        if (!fits(q, m)) continue;
        ++s.fitting;
        if (!promotion_matches(text, m)) continue;
        if (s.matching++ == 0) s.first = m;
    }
    return s;
}

Result ambiguous(const Query& q, const MoveText& text, const MoveList& legal) {
    ResolveError error{ResolveErrorCode::Ambiguous, MoveList(), text};
    for (Move m : legal)
        if (fits(q, m) && promotion_matches(text, m)) error.candidates.push_back(m);
    return std::unexpected(std::move(error));
}

// The general path: the candidate moves generated, for every diagnosis (no piece, illegal,
// ambiguous, promotion errors) and for the short pawn capture's whole-file target.
Result resolve_generated(const Position& pos, const MoveText& text, CheckMarks marks,
                         const Query& q) {
    MoveList legal;
    pos.generate_legal(pos.pieces(pos.turn(), q.piece), q.targets, legal);
    const Selection s = select(q, text, legal);
    if (s.fitting == 0) return diagnose(pos, text, q);
    if (s.matching == 0)
        return fail(text.promotion ? ResolveErrorCode::PromotionNotAllowed
                                   : ResolveErrorCode::MissingPromotion,
                    text);
    if (s.matching > 1) return ambiguous(q, text, legal);
    Bitboard origins;
    for (Move m : legal)
        if (m.to() == s.first.to()) origins |= Bitboard(m.from());
    const bool over = !q.captures_only && over_disambiguated(text, s.first, q.piece, origins);
    return resolved(pos, text, marks, s.first,
                    over ? Relaxations(R::OverDisambiguation) : Relaxations());
}

Result resolve_normal(const Position& pos, const MoveText& text, CheckMarks marks) {
    const auto q = make_query(pos, text);
    if (!q) return fail(ResolveErrorCode::NoSuchPiece, text);
    if (q->piece == PieceType::King && text.has_complete_origin() && text.to_rank) {
        const Square from = make_square(*text.from_file, *text.from_rank);
        const Square to = make_square(*text.to_file, *text.to_rank);
        if (const auto side = castling_meant(pos, from, to)) {
            const bool takes_rook = pos.piece_at(to) == make_piece(pos.turn(), PieceType::Rook);
            return resolve_castling(pos, text, marks, *side,
                                    takes_rook ? std::optional(to) : std::nullopt);
        }
    }
    // The common case, one piece that fits: found from attack tables, no move list.
    if (!q->captures_only) {
        const Square to = q->targets.first();
        const Bitboard origins = pos.legal_origins(q->piece, to);
        const Bitboard fitting = origins & q->origin;
        if (fitting.any() && !fitting.more_than_one()) {
            const auto m = move_from(pos, q->piece, fitting.first(), to, text.promotion);
            if (m) {
                const bool over = over_disambiguated(text, *m, q->piece, origins);
                return resolved(pos, text, marks, *m,
                                over ? Relaxations(R::OverDisambiguation) : Relaxations());
            }
        }
    }
    return resolve_generated(pos, text, marks, *q);
}

}  // namespace

Result resolve(const Position& pos, const MoveText& text, CheckMarks marks) {
    switch (text.kind) {
        case MoveTextKind::Null:
            // A null move passes the turn; with the king in check that would leave it capturable.
            if (pos.in_check()) return fail(ResolveErrorCode::NullMoveInCheck, text);
            return ResolvedMove{Move::null(), text.relaxations};
        case MoveTextKind::CastleKingside:
            return resolve_castling(pos, text, marks, CastlingSide::King);
        case MoveTextKind::CastleQueenside:
            return resolve_castling(pos, text, marks, CastlingSide::Queen);
        case MoveTextKind::Normal:
            break;
    }
    return resolve_normal(pos, text, marks);
}

Relaxations check_mark_relaxations(const MoveText& text, const Position& after) {
    if (text.check == CheckMark::None && is_coordinates(text)) return {};
    detail::CheckKind kind = detail::CheckKind::None;
    if (after.in_check())
        kind = after.has_legal_move() ? detail::CheckKind::Check : detail::CheckKind::Mate;
    return check_notes(text, kind);
}

}  // namespace chess::notation
