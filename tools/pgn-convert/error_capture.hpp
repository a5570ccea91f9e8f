#pragma once
// A sink in front of the printer that remembers the first error of the current game (or the
// warning that an unsupported variant is not replayed), so that a
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
    // Errors, and the one warning after which a game is not replayed (an unsupported variant).
    static bool stops_conversion(const notation::Diagnostic& d) {
        return d.severity >= notation::Severity::Error ||
               d.code == notation::DiagnosticCode::UnsupportedVariant;
    }

    notation::DiagnosticSink* next_;
    std::optional<notation::OwnedDiagnostic> first_error_;
};

}  // namespace chess::convert
