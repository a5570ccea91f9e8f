#pragma once
// The stable codes fen-check prints with each problem:
//   F00-F19  the FEN (or EPD) text is malformed: chess::notation::FenErrorCode, by number
//   S00-S12  the position is illegal: chess::SetupProblem, by number
//   L01      a line too long to be a position (not checked)
// Numbers follow the libraries' enums, which never renumber or reuse a value.

#include <string>
#include <string_view>

#include "chess/notation/fen.hpp"
#include "chess/setup.hpp"

namespace fen_check {

inline constexpr std::string_view line_too_long_code = "L01";

std::string problem_code(chess::notation::FenErrorCode code);  // "F07"
std::string problem_code(chess::SetupProblem problem);         // "S09"

// "placement", "turn", "castling", "en-passant", "halfmove-clock", "fullmove-number",
// "operations" (EPD).
std::string_view field_name(chess::notation::FenField field);

}  // namespace fen_check
