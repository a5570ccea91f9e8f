#include "variation_without_move.hpp"

#include <optional>

#include <fmt/format.h>

namespace chess::tools {

bool in_variation_without_move(const pgn::UncheckedMove& move, bool game_replayed) {
    return game_replayed && move.reason == pgn::UncheckedReason::NotReplayed;
}

notation::Diagnostic variation_without_move_error(const pgn::UncheckedMove& move,
                                                  std::string_view file, std::uint64_t game,
                                                  std::string_view outcome, std::string& message) {
    const auto code = notation::DiagnosticCode::VariationWithoutMove;
    message = fmt::format("{}, a move was not checked: {}", outcome, notation::describe(code));
    return {notation::Severity::Error,
            code,
            file,
            move.token.location,
            game,
            std::nullopt,  // not known in a line that is not replayed
            {},
            {},
            message};
}

}  // namespace chess::tools
