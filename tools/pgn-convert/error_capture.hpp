#pragma once
// A sink in front of the printer that follows the current game's diagnostics: it remembers why
// the game failed, so that a game written as read (--keep-failed) can say in a comment why it
// was not converted, and it tells when the reader did not keep all of the game's text.
//
// Text not kept: pgn-convert promises every tag, comment, NAG and variation that was read, so
// a game of which the reader dropped or cut something (notation::drops_game_text: a tag or
// comment over its limit, variations too deep, a token too long, a NAG or glyph it could not
// read...) must not be written as if it were complete. Such a diagnostic comes here like any
// other; it is passed on as an error whatever its default severity (a cut comment is W104),
// with a message that says the game is not converted and, when a reader limit caused it, which
// option keeps the text ("raise --max-comment-bytes, 1048576 now, to keep it"). The converter
// then counts the game as failed (lost_text()). It cannot write it as read either: what it
// would write is the text that was kept.
//
// Learning it from the diagnostics keeps the reader's events and the per-move path untouched:
// the reader reports each loss once, where it happens, in the game it belongs to.

#include <optional>
#include <string>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/reader.hpp"

namespace chess::convert {

class ErrorCapture final : public notation::DiagnosticSink {
public:
    // `limits`: the reader's options in effect, named in the message of a loss they caused.
    ErrorCapture(notation::DiagnosticSink& next, const pgn::ReaderOptions& limits)
        : next_(&next), limits_(limits) {}

    void report(const notation::Diagnostic& diagnostic) override;

    // Forget the previous game (at begin_game).
    void reset() {
        first_error_.reset();
        lost_text_ = false;
    }
    const std::optional<notation::OwnedDiagnostic>& first_error() const { return first_error_; }
    // The reader did not keep all of the current game's text.
    bool lost_text() const { return lost_text_; }

private:
    void report_lost_text(const notation::Diagnostic& diagnostic);

    notation::DiagnosticSink* next_;
    pgn::ReaderOptions limits_;
    std::optional<notation::OwnedDiagnostic> first_error_;
    bool lost_text_ = false;
    std::string message_;  // scratch: the message of a loss
};

}  // namespace chess::convert
