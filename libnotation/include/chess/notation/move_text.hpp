#pragma once
// The syntax of one written move, with no board: what the text says, in any notation (SAN, long
// algebraic, UCI, national letters, figurines). parse_move() produces it; resolve() turns it into
// a legal Move of a given Position; write_move() produces text from a Move.
//
//   parse_move("Nbd2+")        -> MoveText{piece N, from_file b, to d2, check}     no board
//   resolve(position, text)    -> Move, or Illegal / Ambiguous with the candidates  no text
//   write_move(position, move) -> "Nbd2+"                                           canonical

#include <cstdint>
#include <optional>

#include "chess/notation/relaxation.hpp"
#include "chess/types.hpp"

namespace chess::notation {

enum class MoveTextKind : std::uint8_t { Normal, CastleKingside, CastleQueenside, Null };
enum class CheckMark : std::uint8_t { None, Check, Mate };

// Move-quality glyph glued to a move ("e4!?"): the NAG it stands for, 0 for none
// (1 "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!").
using GluedNag = std::uint8_t;

struct MoveText {
    MoveTextKind kind = MoveTextKind::Normal;
    // The moving piece as written; nullopt when no letter was given and the origin square is
    // complete (e2e4, g1f3: whatever stands there moves). No letter and no complete origin
    // means a pawn: SAN "e4", "exd5", "de" set PieceType::Pawn.
    std::optional<PieceType> piece;
    std::optional<File> from_file;
    std::optional<Rank> from_rank;
    std::optional<File> to_file;
    std::optional<Rank> to_rank;  // absent only in a short pawn capture "de"
    bool capture = false;         // 'x' or ':' was written
    std::optional<PieceType> promotion;
    CheckMark check = CheckMark::None;
    bool en_passant_mark = false;  // "e.p." / "ep" was written
    GluedNag nag = 0;
    Relaxations relaxations;  // what the reader relaxed (syntax-level notes)

    bool has_complete_origin() const { return from_file && from_rank; }
    bool has_complete_target() const { return to_file && to_rank; }
    friend bool operator==(const MoveText&, const MoveText&) = default;
};

}  // namespace chess::notation
