#include "common/recorded_diagnostics.hpp"

#include <utility>

namespace chess::tools {

std::size_t held_bytes(const notation::OwnedDiagnostic& diagnostic) {
    return sizeof diagnostic + diagnostic.file.size() + diagnostic.token.size() +
           diagnostic.fen.size() + diagnostic.message.size();
}

void RecordedDiagnostics::report(const notation::Diagnostic& diagnostic) {
    notation::OwnedDiagnostic owned = notation::to_owned(diagnostic);
    if (!budget_.add(held_bytes(owned))) return;
    diagnostics_.push_back(std::move(owned));
}

}  // namespace chess::tools
