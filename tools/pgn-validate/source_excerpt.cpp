#include "source_excerpt.hpp"

#include <algorithm>

#include <fmt/core.h>

#include "escape.hpp"

namespace chess::tools::validate {

namespace {

constexpr std::size_t max_shown_bytes = 160;  // longer lines are cut around the column
constexpr std::size_t context_before = 60;    // bytes kept before the column when cut

bool is_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Moves a byte index forward to the start of a character.
std::size_t to_boundary(std::string_view text, std::size_t i) {
    while (i < text.size() && is_continuation(text[i])) ++i;
    return i;
}

// As the terminal should show it: UTF-8 (bytes that are not, as Latin-1, as the reader reads
// tags and comments); display_width counts its columns (two for a CJK character).
std::string printable(std::string_view text) {
    std::string out = repair_utf8(text);
    for (char& c : out) {
        if (c == '\t')
            c = ' ';
        else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    }
    return out;
}

}  // namespace

std::string source_excerpt(const SourceLine& line, std::string_view token,
                           const ExcerptStyle& style) {
    const std::string_view text = line.text;
    const std::size_t column = std::min<std::size_t>(line.column - 1, text.size());
    std::size_t begin = 0;
    std::size_t end = text.size();
    if (text.size() > max_shown_bytes) {
        begin = to_boundary(text, column > context_before ? column - context_before : 0);
        end = to_boundary(text, std::min(text.size(), begin + max_shown_bytes));
    }
    const bool cut_before = begin > 0;
    const bool cut_after = end < text.size() || line.cut;

    std::string shown = cut_before ? "..." : "";
    shown += printable(text.substr(begin, end - begin));
    if (cut_after) shown += "...";

    const std::size_t indent =
        (cut_before ? 3 : 0) + display_width(text.substr(begin, std::max(column, begin) - begin));
    const std::size_t rest =
        display_width(text.substr(std::min(column, end), end - std::min(column, end)));
    // The '~' run covers the token only where the token is what is written at the column (a
    // tag's diagnostic points at the '[' and names the tag's value).
    const bool token_here = !token.empty() && text.substr(column).starts_with(token);
    const std::size_t marked = token_here ? std::clamp<std::size_t>(display_width(token), 1,
                                                                    std::max<std::size_t>(rest, 1))
                                          : 1;

    std::string caret(style.caret_start);
    caret += '^';
    caret.append(marked - 1, '~');
    caret += style.caret_end;
    // The line number's column is 5 wide, wider for longer numbers; both lines share it.
    const std::string number = fmt::format("{:>5}", line.number);
    return fmt::format("{} | {}\n{:{}} | {:{}}{}\n", number, shown, "", number.size(), "", indent,
                       caret);
}

}  // namespace chess::tools::validate
