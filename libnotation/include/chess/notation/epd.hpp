#pragma once
// Extended Position Description: the four position fields of FEN, then operations
// ("bm Qd1+; id \"BK.01\";").
//
// Reading:
// - The four position fields are read exactly as FEN reads them (same errors, same castling
//   dialects), but all four are required.
// - Perft suites and some generators write the FEN counters before the operations
//   ("... w KQkq - 0 1 ;D1 20 ;D2 400"). An opcode must start with a letter, so one or two
//   numbers right after the position fields are unambiguous: they are read as the halfmove
//   clock and the fullmove number.
// - An operation is an opcode (a letter, then letters, digits or '_'), then operands up to ';'.
//   An operand is a run of characters other than blanks and ';', or a double-quoted string in
//   which \" and \\ stand for '"' and '\'; any other backslash is kept as it is. The last ';' may
//   be missing, empty operations (";;") are skipped, a closing quote directly followed by more
//   text starts the next operand.
// - `hmvc` and `fmvn` set the Setup's counters (errors: BadHalfmove/BadFullmove/CounterTooLarge,
//   field HalfmoveClock/FullmoveNumber; fmvn 0 is read as 1 as in FEN). Each takes exactly one
//   operand (a second one is BadHalfmove/BadFullmove at its column). When the line also wrote that
//   counter as a number before the operations, the two must be equal (ConflictingCounter, at the
//   operand): neither is silently preferred. They stay in the list of operations too, so writing
//   the operations back loses nothing.
// - Each opcode may appear once a record, as the EPD standard says: a second one
//   ("bm e4; bm d4;") is an error (DuplicateOpcode, column of the second).
// - Other syntax errors of the operations part have field Extra.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/position.hpp"
#include "chess/setup.hpp"

namespace chess::notation {

struct EpdOperation {
    std::string opcode;
    std::vector<std::string> operands;

    friend bool operator==(const EpdOperation&, const EpdOperation&) = default;
};

struct Epd {
    Setup setup;
    std::vector<EpdOperation> operations;

    // The first operation with this opcode, or nullptr.
    const EpdOperation* find(std::string_view opcode) const;

    friend bool operator==(const Epd&, const Epd&) = default;
};

// Syntax only (the Setup may be illegal; validate it with Position::from_setup). Never throws.
std::expected<Epd, FenError> parse_epd(std::string_view epd);

// The four position fields (castling and en passant as `options` asks; options.counters is
// ignored: EPD carries counters only as hmvc/fmvn operations, which the caller passes like any
// other), then each operation as " opcode operand...;". An operand is quoted, with the escapes
// \" and \\ inside, when it is empty or contains blanks, ';', '"' or '\', and always for the
// opcodes whose operand the EPD standard defines as a string (id, c0-c9, v0-v9, eco, nic). Opcodes
// are written as given.
std::string write_epd(const Position& pos, std::span<const EpdOperation> operations,
                      FenWriteOptions options = {});
std::string write_epd(const Setup& setup, std::span<const EpdOperation> operations,
                      FenWriteOptions options = {});

}  // namespace chess::notation
