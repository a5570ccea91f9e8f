#pragma once
// English descriptive notation, as English-language books printed games until the 1970s:
// "P-K4", "N-KB3", "BxN ch", "QxP/B7", "P-K8=Q", "KR-Q1", "PxP e.p.". Files are named after the
// pieces that start on them (QR QN QB Q K KB KN KR; "Kt" for the knight in older books), ranks
// are counted from the mover's side, and captures name the piece taken rather than a square. So
// a move's text alone does not give its squares, and often fits several ("B4": QB4 or KB4): it
// is read by matching the position's legal moves, and stands only when exactly one fits.

#include <cstdint>
#include <expected>
#include <string_view>

#include "chess/move_list.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/position.hpp"

namespace chess::notation {

struct DescriptiveMove {
    Move move;
    CheckMark check = CheckMark::None;  // a mark glued to the move ("NxPch", "Q-R5+")
};

struct DescriptiveError {
    enum class Kind : std::uint8_t {
        NotDescriptive,  // the text does not have the shape of a descriptive move
        NoMatch,         // it does, but no legal move fits it
        Ambiguous,       // several legal moves fit it (candidates)
    };
    Kind kind = Kind::NotDescriptive;
    MoveList candidates;
};

// Marks written apart from the move's token: a check word ("QxP mate") and an en-passant note
// ("PxP e.p.").
struct DescriptiveMarks {
    CheckMark check = CheckMark::None;
    bool en_passant = false;
};

// The one legal move of `pos` that `token` describes. Castling ("O-O") is SAN's as well and is
// not read here; "Castles" is, and when both castlings are legal and no side is named, it is the
// king's side (books name the queen's: "Castles QR"). Where several moves fit, the check mark
// and the marks written apart choose among them, as they do for a reader of the book: "QxP
// mate" is the capture that mates.
std::expected<DescriptiveMove, DescriptiveError> read_descriptive(
    const Position& pos, std::string_view token, const DescriptiveMarks& apart = {});

// Whether `token` has the form of a descriptive move, whatever the position: what
// read_descriptive reads before it looks at the board ("P-K4", "QxP", "Kt-K.B.3.", "P.x.P",
// "Castles"). No board, so no answer about legality; false for SAN ("Nf3") and for words.
bool reads_as_descriptive(std::string_view token);

}  // namespace chess::notation
