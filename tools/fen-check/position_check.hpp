#pragma once
// Checking one position, given as a FEN or an EPD line: every problem with its stable code,
// the field and column it is about, and the canonical text of a valid position.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/fen.hpp"

namespace fen_check {

struct Problem {
    std::string code;        // "F07", "S09" (problem_codes.hpp)
    std::string_view field;  // "castling", ... (field_name)
    std::size_t column = 1;  // 1-based byte column in the checked text
    std::string message;     // e.g. "halfmove clock -1 is negative", "impossible check"
};

struct CheckOptions {
    bool chess960 = false;   // accept castling rights that only Chess960 allows
    bool normalize = false;  // fill CheckResult::normalized
    chess::notation::FenWriteOptions write;
};

struct CheckResult {
    // A syntax error (only the first one: the reader stops there), or every problem that
    // validation found, in code order.
    std::vector<Problem> problems;
    // The canonical FEN (or EPD, operations kept) of a valid position, when asked for.
    std::string normalized;
    bool valid() const { return problems.empty(); }
};

// A line with a ';' is read as EPD (operations end with ';'), anything else as FEN. Board-only
// FENs and FENs without counters are accepted (the counters default to 0 and 1). A position is
// valid when librules finds no problem at all; without options.chess960, castling rights that
// only Chess960 allows (a king off the e-file, an inner rook) are an invalid-castling problem.
CheckResult check_position(std::string_view text, const CheckOptions& options);

}  // namespace fen_check
