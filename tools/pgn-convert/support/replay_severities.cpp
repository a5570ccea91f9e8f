#include "replay_severities.hpp"

namespace chess::tools {

using notation::DiagnosticCode;

namespace {

bool stops_replay(int code) {
    return (code >= static_cast<int>(DiagnosticCode::IllegalMove) &&
            code <= static_cast<int>(DiagnosticCode::MoveAfterGameEnd)) ||
           code == static_cast<int>(DiagnosticCode::VariationWithoutMove) ||
           code == static_cast<int>(DiagnosticCode::InvalidFen) ||
           code == static_cast<int>(DiagnosticCode::UnsupportedVariant);
}

// A FEN tag replayed other than as written: rights or an en-passant square dropped (W316), or
// fields assumed (W317). Every position the tool writes or converts comes from it, so the
// output would silently differ from the input without them.
bool changes_the_start(int code) {
    return code == static_cast<int>(DiagnosticCode::IllegalFenPosition) ||
           code == static_cast<int>(DiagnosticCode::IncompleteFen);
}

}  // namespace

pgn::SeverityTable replay_failures_only() {
    pgn::SeverityTable table;
    for (int code = 200; code < static_cast<int>(pgn::SeverityTable::size); ++code) {
        if (!stops_replay(code) && !changes_the_start(code))
            table.suppress(static_cast<DiagnosticCode>(code));
    }
    // A warning for the validator (the game may be fine in its variant); here its moves cannot
    // be converted or extracted, so the game fails, and an error says why (-q shows errors only).
    table.severity(DiagnosticCode::UnsupportedVariant) = notation::Severity::Error;
    return table;
}

}  // namespace chess::tools
