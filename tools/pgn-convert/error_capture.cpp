#include "error_capture.hpp"

#include <algorithm>

#include <fmt/core.h>

#include "common/reader_limits.hpp"

namespace chess::convert {

namespace {

// What makes a game fail: a move error (E201-E208), a variation with nothing to branch from
// (W211, when it has moves), a game that cannot be replayed (E314, W315) or whose text the reader
// did not keep (E105 and the others of drops_game_text, which report_lost_text records). Other
// errors (an unclosed comment, say) do not stop the conversion and are not the reason.
bool stops_conversion(const notation::Diagnostic& d) {
    using notation::DiagnosticCode;
    const auto code = static_cast<int>(d.code);
    return (code >= static_cast<int>(DiagnosticCode::IllegalMove) &&
            code <= static_cast<int>(DiagnosticCode::MoveAfterGameEnd)) ||
           d.code == DiagnosticCode::VariationWithoutMove || d.code == DiagnosticCode::InvalidFen ||
           d.code == DiagnosticCode::UnsupportedVariant;
}

}  // namespace

void ErrorCapture::report(const notation::Diagnostic& diagnostic) {
    // Outside any game (game 0) nothing of a game is lost: text between games is the reader's
    // business (W120, N122), and a read error there ends the input, not a game.
    if (diagnostic.game != 0 && notation::drops_game_text(diagnostic.code)) {
        report_lost_text(diagnostic);
        return;
    }
    // An error replaces a warning as the reason: W211 said again as one at the first move that
    // fails the game (variation_without_move.hpp).
    if (stops_conversion(diagnostic) &&
        (!first_error_ || (first_error_->severity < notation::Severity::Error &&
                           diagnostic.severity >= notation::Severity::Error)))
        first_error_ = notation::to_owned(diagnostic);
    next_->report(diagnostic);
}

// "not converted: part of the game's text was lost (raise --max-tag-bytes, 65536 now, to keep
// it): tag value too long; tag dropped", as an error.
void ErrorCapture::report_lost_text(const notation::Diagnostic& diagnostic) {
    lost_text_ = true;
    message_ = "not converted: part of the game's text was lost";
    if (const tools::ReaderLimit* limit = tools::reader_limit_for(diagnostic.code)) {
        message_ +=
            fmt::format(" (raise --{}, {} now, to keep it)", limit->option, limits_.*limit->value);
    }
    message_ += ": ";
    message_ +=
        diagnostic.message.empty() ? notation::describe(diagnostic.code) : diagnostic.message;
    notation::Diagnostic loss = diagnostic;
    loss.severity = std::max(diagnostic.severity, notation::Severity::Error);
    loss.message = message_;
    if (!first_error_) first_error_ = notation::to_owned(loss);
    next_->report(loss);
}

}  // namespace chess::convert
