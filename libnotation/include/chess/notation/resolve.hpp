#pragma once
// Turning the syntax of a move into a legal Move of a position, using only the candidate moves
// (the legal moves of that piece type to that square), never by generating every legal move and
// comparing strings. Also reports the relaxations only a board can reveal (missing or
// superfluous 'x', over-disambiguation, wrong or missing '+'/'#').

#include <cstdint>
#include <expected>
#include <string>

#include "chess/move_list.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/position.hpp"

namespace chess::notation {

// Stable codes: append only.
enum class ResolveErrorCode : std::uint8_t {
    NoSuchPiece,          // no piece of that kind (or on that origin square) could make it
    Illegal,              // pseudo-legal, but leaves or puts the own king in check
    Ambiguous,            // several legal moves fit; `candidates` holds them
    CastlingNotAllowed,   // no right, path blocked, or the king is, passes or lands in check
    NullMoveInCheck,      // "--" while in check
    MissingPromotion,     // a pawn reaches the last rank and no piece is named
    PromotionNotAllowed,  // a promotion piece named for a move that does not promote
};

struct ResolveError {
    ResolveErrorCode code;
    // Ambiguous: the legal moves that fit. Illegal: the pseudo-legal moves that fit the text but
    // are illegal here (their reason is given by explain()). Otherwise empty.
    MoveList candidates;
    // The text that failed (explain() names the piece, square or castling side from it).
    MoveText text{};
};

struct ResolvedMove {
    Move move;
    Relaxations relaxations;  // the MoveText's plus those found on the board
};

// Whether resolve() verifies the text's '+' / '#' (which costs a check test, and a mate test
// for a checking move). A caller that plays the move anyway defers it to
// check_mark_relaxations() on the position after the move, where the check is already known.
enum class CheckMarks : std::uint8_t { Verify, Defer };

std::expected<ResolvedMove, ResolveError> resolve(const Position& pos, const MoveText& text,
                                                  CheckMarks marks = CheckMarks::Verify);

// The relaxations about '+' / '#' (MissingCheckMark, MissingMateMark, WrongCheckMark) for `text`
// once its move has been played and led to `after`: what resolve() adds with CheckMarks::Verify.
Relaxations check_mark_relaxations(const MoveText& text, const Position& after);

// A one-line explanation for users, e.g. "'Rd1' is ambiguous: Rad1, Rhd1" or "'Ke3' is illegal:
// the king would be in check", given the token as written.
std::string explain(const ResolveError& error, const Position& pos, std::string_view token);

}  // namespace chess::notation
