#pragma once
// Forsyth-Edwards Notation: text <-> Setup / Position.
//
// Reading is two steps, as everywhere in libnotation: syntax (parse_fen -> Setup, which may be
// an illegal position) and then librules validation (read_fen -> Position). Syntax errors name
// the field and the byte column of the offending character; validation reports every problem
// of the position at once.
//
// What the reader accepts:
// - Fields separated by one or more blanks (space, tab, CR, LF, VT, FF); blanks before and after
//   the FEN are ignored.
// - Board-only FEN ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", as printed under diagrams):
//   White to move, no castling, no en passant, counters 0 and 1 (FenReadOptions).
// - Four or five fields (the counters or the fullmove number missing): 0 and 1 are assumed.
//   Two or three fields are an error (MissingField): a FEN cut there has lost information that
//   cannot be guessed.
// - Castling in every dialect: "KQkq", X-FEN (a file letter when the castling rook is not the
//   outermost rook on its side of the king), Shredder-FEN ("HAha"), mixed, in any order. 'K'
//   stands for the outermost rook of White on rank 1 on the h-side of the white king; when
//   there is no such rook (or no white king on rank 1) it still records h1, so that validation
//   reports InvalidCastlingRights instead of the right silently vanishing ('Q': a-side and a1;
//   'k', 'q': Black on rank 8). A letter 'A'..'H' / 'a'..'h' names the rook's file directly.
//   Naming the same rook twice ("KK", or "KH" when 'K' is the rook on h1) is an error.
// - Chess960 is detected from the position, not from the dialect: Setup::chess960 is set when
//   a colour has a castling right whose king is not on the e-file, or whose rook is on neither
//   the a- nor the h-file. (A file letter naming a rook that is not the outermost implies the
//   latter.) Only rights that could be real count: the king on its back rank but not in a
//   corner, and a rook of its colour on the right's square; invalid rights say nothing about
//   the variant. Shredder letters for a standard position ("HAha") give a standard Setup.
// - En passant: '-' or any square name. A square on the wrong rank ("e2", or "e3" with White to
//   move) is syntactically fine and is reported by validation as InvalidEnPassant; only text
//   that is not a square at all ("x", "e9", "E3") is a syntax error (BadEnPassant).
// - Counters: decimal digits only. A halfmove clock must be >= 0, a fullmove number >= 1;
//   fullmove 0 is read as 1 (python-chess does the same; some programs write it). Values that
//   do not fit in an int are an error (CounterTooLarge), never undefined behaviour.

#include <cstddef>
#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "chess/position.hpp"
#include "chess/setup.hpp"

namespace chess::notation {

// The FEN field an error is about. For EPD, Extra is the operations part.
enum class FenField : std::uint8_t {
    Placement,
    Turn,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
    Extra
};

// Why a FEN (or the position part of an EPD line) is not well-formed. Stable: values are never
// renumbered or reused, new codes are appended.
enum class FenErrorCode : std::uint8_t {
    Empty = 0,                // nothing but blanks
    RankTooLong = 1,          // a rank describes more than 8 squares; column: first square too many
    RankTooShort = 2,         // fewer than 8 squares; column: the '/' or blank that ends the rank
    TooManyRanks = 3,         // a 9th rank; column: the '/' that starts it
    TooFewRanks = 4,          // fewer than 8 ranks; column: the end of the placement field
    BadPieceChar = 5,         // neither a piece letter (PNBRQKpnbrqk) nor a digit 1-8
    BadTurn = 6,              // side to move not 'w' or 'b'
    BadCastling = 7,          // not '-' nor a combination of KQkq, A-H, a-h
    DuplicateCastling = 8,    // the same rook named twice
    BadEnPassant = 9,         // not '-' nor a square name
    BadHalfmove = 10,         // not a number, or negative
    BadFullmove = 11,         // not a number, or negative
    TrailingGarbage = 12,     // text after the fullmove number; column: its first character
    MissingField = 13,        // a required field is absent; column: the end of the text
    AdjacentDigits = 14,      // two digits in a row in a rank ("17"): never written by any program
    CounterTooLarge = 15,     // a counter that does not fit in an int
    BadOpcode = 16,           // EPD: an opcode that does not start with a letter, or has other
                              // characters than letters, digits and '_'
    UnterminatedString = 17,  // EPD: a '"' without its closing '"'; column: the opening '"'
    DuplicateOpcode = 18,     // EPD: an opcode a second time in one record; column: the second
    ConflictingCounter = 19   // EPD: hmvc or fmvn disagrees with the counter written before the
                              // operations; column: the operand
};

struct FenError {
    FenErrorCode code;
    FenField field;
    std::size_t column;   // 0-based byte offset into the text of the offending character
    std::string message;  // e.g. "rank 3 has 9 squares", "castling field 'KQkqX'"

    friend bool operator==(const FenError&, const FenError&) = default;
};

struct FenReadOptions {
    bool allow_missing_counters = true;  // accept 4 or 5 fields (counters default to 0 and 1)
    bool allow_board_only = true;        // accept the placement field alone
};

// Syntax only: placement, turn, castling (any dialect), en passant, counters -> Setup. The
// Setup may be an illegal position; see read_fen. Never throws.
std::expected<Setup, FenError> parse_fen(std::string_view fen, FenReadOptions options = {});

// How many fields the text has (runs of characters between spaces or tabs): 6 for a full FEN,
// fewer where parse_fen assumed defaults (FenReadOptions).
std::size_t count_fen_fields(std::string_view fen);

// Why read_fen failed: either a syntax error, or the problems librules found in a
// syntactically fine FEN (every problem, including tolerated ones, as Position::from_setup
// reports them).
struct PositionError {
    std::optional<FenError> syntax;
    SetupProblems problems;
    // The syntax error's message, or "illegal position: " and the problems, e.g.
    // "illegal position: side not to move is in check".
    std::string message() const;
};

// Syntax and librules validation: a Position when every problem found is in `tolerated`
// (fatal problems never are).
std::expected<Position, PositionError> read_fen(std::string_view fen, SetupProblems tolerated = {},
                                                FenReadOptions options = {});

enum class CastlingStyle : std::uint8_t {
    // Today the X-FEN rule (below). Kept apart from XFen so that callers who ask for X-FEN
    // explicitly keep it should Auto's choice ever depend on more (e.g. a GUI's preference).
    Auto,
    // 'K'/'Q'/'k'/'q' when the castling rook is the one that letter denotes when read back
    // (the outermost rook on that side of the king), else the rook's file letter. Gives plain
    // "KQkq" for standard chess and for most Chess960 positions.
    XFen,
    // Always file letters: White's (upper case) then Black's, each from the h-file towards the
    // a-file ("HAha", "HFhf").
    Shredder
};

enum class EnPassantStyle : std::uint8_t {
    Always,    // the square skipped by any double push (FEN standard; what python-chess calls
               // "fen(en_passant='fen')")
    OnlyLegal  // only when an en-passant capture is legal (X-FEN, and what lichess writes)
};

struct FenWriteOptions {
    CastlingStyle castling = CastlingStyle::Auto;
    EnPassantStyle en_passant = EnPassantStyle::Always;
    bool counters = true;  // false: the four position fields only (as EPD and .perft files do)
};

std::string write_fen(const Position& pos, FenWriteOptions options = {});
// Writes what the Setup says, legal or not. OnlyLegal cannot be decided without validation, so
// the en-passant square is written as given. Castling squares off the back ranks cannot be
// expressed in FEN and are left out.
std::string write_fen(const Setup& setup, FenWriteOptions options = {});
// The placement field only ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").
std::string write_board(const Setup& setup);

// A short English description of a validation problem, e.g. "side not to move is in check".
std::string_view describe(SetupProblem p);

}  // namespace chess::notation
