#pragma once
// The two lines under a compiler-style diagnostic, as GCC draws them:
//
//      12 | 17. Nxe5 Qxe5 18. f4
//         |     ^~~~
//
// Long lines (a whole game's movetext on one line is common) are cut around the column with
// "..." so the caret stays on screen; control characters are shown as '?' and tabs as spaces,
// so the caret lines up on any terminal.

#include <string>
#include <string_view>

#include "source_window.hpp"

namespace chess::tools::validate {

struct ExcerptStyle {
    std::string_view caret_start;  // escape sequences around the caret; empty: no colour
    std::string_view caret_end;
};

// token: the offending text as written (its length sets the '~' run; may be empty).
std::string source_excerpt(const SourceLine& line, std::string_view token,
                           const ExcerptStyle& style = {});

}  // namespace chess::tools::validate
