#pragma once
// -j's merger: the reader reports some things once per input (W101, text read as Latin-1) or
// once per stretch (W102, NUL bytes: not again for the same game, outside games not twice in a
// row). Each chunk's reader reports them anew; the merger keeps only what one reader over the
// whole input would have reported. Diagnostics must be given in input order, with game numbers
// counted over the whole input.

#include <cstdint>
#include <limits>

#include "chess/notation/diagnostic.hpp"

namespace chess::tools {

class OncePerInput {
public:
    // Whether one reader would have reported `d` (false: a chunk's repeat of it).
    bool first(const notation::Diagnostic& d) {
        using notation::DiagnosticCode;
        if (d.code == DiagnosticCode::InvalidUtf8) {
            if (latin1_reported_) return false;
            latin1_reported_ = true;
        } else if (d.code == DiagnosticCode::NulByte) {
            if (last_nul_game_ == d.game) return false;
            last_nul_game_ = d.game;
        }
        return true;
    }

private:
    bool latin1_reported_ = false;
    std::uint64_t last_nul_game_ = std::numeric_limits<std::uint64_t>::max();
};

}  // namespace chess::tools
