#pragma once
// E126: a game (or a bare move list) that needs more than --max-game-bytes to be kept until it
// can be written. pgn-convert's own code, not (yet) one of chess::notation::DiagnosticCode's:
// it sits in the reader's 1xx range, after the codes of the reader's limits.

#include <fmt/core.h>

#include <cstddef>
#include <string>

#include "chess/notation/diagnostic.hpp"

namespace chess::convert {

inline constexpr auto game_too_large = static_cast<notation::DiagnosticCode>(126);

inline std::string game_too_large_message(std::size_t limit) {
    return fmt::format(
        "the game needs more than --max-game-bytes ({} bytes) to be kept for writing: not "
        "converted, the rest of it is skipped",
        limit);
}

}  // namespace chess::convert
