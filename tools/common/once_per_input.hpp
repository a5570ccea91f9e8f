#pragma once
// -j's merger: the reader reports one thing once per input (W101, text read as Latin-1). Each
// chunk's reader reports it anew; the merger keeps only what one reader over the whole input
// would have reported. (W102, NUL bytes, is once per game or per stretch of text between two
// games: chunks begin where games begin, so no chunk repeats another's.) Diagnostics must be
// given in input order.

#include "chess/notation/diagnostic.hpp"

namespace chess::tools {

class OncePerInput {
public:
    // Whether one reader would have reported `d` (false: a chunk's repeat of it).
    bool first(const notation::Diagnostic& d) {
        if (d.code != notation::DiagnosticCode::InvalidUtf8) return true;
        if (latin1_reported_) return false;
        latin1_reported_ = true;
        return true;
    }

private:
    bool latin1_reported_ = false;
};

}  // namespace chess::tools
