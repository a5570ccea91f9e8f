#pragma once
// A sink in front of the printer that remembers why the current game failed, so that a
// game written as read (--keep-failed) can say in a comment why it was not converted.

#include <optional>
#include <string>

#include "chess/notation/diagnostic.hpp"

namespace chess::convert {

class ErrorCapture final : public notation::DiagnosticSink {
public:
    explicit ErrorCapture(notation::DiagnosticSink& next) : next_(&next) {}

    void report(const notation::Diagnostic& diagnostic) override {
        if (!first_error_ && stops_conversion(diagnostic)) {
            first_error_ = notation::to_owned(diagnostic);
        }
        next_->report(diagnostic);
    }
    // Forget the previous game's error (at begin_game).
    void reset() { first_error_.reset(); }
    const std::optional<notation::OwnedDiagnostic>& first_error() const { return first_error_; }

private:
    // What makes a game fail: a move error (E201-E208), a variation with nothing to branch from
    // (E211), a game that cannot be replayed (E314, W315) or that the reader broke off (E105).
    // Other errors (an unclosed comment, say) do not stop the conversion and are not the reason.
    static bool stops_conversion(const notation::Diagnostic& d) {
        using notation::DiagnosticCode;
        const auto code = static_cast<int>(d.code);
        return (code >= static_cast<int>(DiagnosticCode::IllegalMove) &&
                code <= static_cast<int>(DiagnosticCode::MoveAfterGameEnd)) ||
               d.code == DiagnosticCode::VariationWithoutMove ||
               d.code == DiagnosticCode::InvalidFen ||
               d.code == DiagnosticCode::UnsupportedVariant ||
               d.code == DiagnosticCode::TokenTooLong;
    }

    notation::DiagnosticSink* next_;
    std::optional<notation::OwnedDiagnostic> first_error_;
};

}  // namespace chess::convert
