#pragma once
// Small text helpers the tools share.

#include <cctype>
#include <string>
#include <string_view>

#include "chess/notation/counted.hpp"

namespace chess::tools {

// `text` without leading and trailing ASCII white space (tag values such as " 1-0 ").
inline std::string_view trim(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())) != 0)
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())) != 0)
        text.remove_suffix(1);
    return text;
}

// A PGN line ends at '\n' or '\r' (files from old Macs use '\r' alone).
inline bool is_line_end(char c) { return c == '\n' || c == '\r'; }

// "1 game", "2 games": a count with its noun, for the summaries the tools print.
using notation::counted;

}  // namespace chess::tools
