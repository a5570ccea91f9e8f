#pragma once
// E126 (DiagnosticCode::GameTooLarge): a game (or a bare move list) that needs more than
// --max-game-bytes to be kept until it can be written. Only pgn-convert reports it; the code
// lives in the library so that its number is never given to another diagnostic.

#include <fmt/core.h>

#include <cstddef>
#include <string>

#include "chess/notation/counted.hpp"
#include "chess/notation/diagnostic.hpp"

namespace chess::convert {

inline constexpr auto game_too_large = notation::DiagnosticCode::GameTooLarge;

inline std::string game_too_large_message(std::size_t limit) {
    return fmt::format(
        "the game needs more than --max-game-bytes ({}) to be kept for writing: not "
        "converted, the rest of it is skipped",
        notation::counted(limit, "byte", "bytes"));
}

}  // namespace chess::convert
