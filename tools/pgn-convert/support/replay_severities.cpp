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

}  // namespace

pgn::SeverityTable replay_failures_only() {
    pgn::SeverityTable table;
    for (int code = 200; code < static_cast<int>(pgn::SeverityTable::size); ++code) {
        if (!stops_replay(code)) table.suppress(static_cast<DiagnosticCode>(code));
    }
    return table;
}

}  // namespace chess::tools
