#include "common/prefix_scan.hpp"

#include <optional>

#include "common/game_boundary.hpp"
#include "common/text.hpp"

namespace chess::tools {

namespace {

// Where the line that ends just before `end` begins: after the line end before it, or 0.
std::size_t line_begin(std::string_view text, std::size_t end) {
    while (end > 0 && !is_line_end(text[end - 1])) --end;
    return end;
}

// The line's say on the previous line's state (as GameBoundaryFinder decides it): nothing for a
// blank line or a '%' escape line, else whether it leaves a tag section open.
std::optional<bool> significant(std::string_view line) {
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (line.starts_with(bom)) line.remove_prefix(bom.size());
    if (!line.empty() && line.front() == '%') return std::nullopt;
    const std::size_t first = leading_blanks(line);
    if (first == line.size()) return std::nullopt;
    return line[first] == '[' || holds_tag_bracket(line);
}

}  // namespace

std::size_t PrefixScan::advance(std::string_view text) {
    if (text.size() < 2) return 0;
    // The last line end that is not the text's last byte; the LF of a CR LF pair is its end.
    std::size_t end = text.size() - 1;
    while (end > 0 && !is_line_end(text[end - 1])) --end;
    if (end == 0) return 0;
    // text[end - 1] ends a line and text[end] follows it, so `end` is a line start unless it is
    // the LF of a CR LF pair; then the line start is after it.
    if (text[end - 1] == '\r' && text[end] == '\n') ++end;
    const std::string_view done = text.substr(0, end);
    line_ += count_line_ends(done);
    // The nearest line with a say, looking backwards from the new line start.
    std::size_t stop = end;
    while (stop > 0) {
        std::size_t content_end = stop - 1;  // drop the line end ("\r\n" is one)
        if (done[content_end] == '\n' && content_end > 0 && done[content_end - 1] == '\r')
            --content_end;
        const std::size_t begin = line_begin(done, content_end);
        if (const auto is_tag = significant(done.substr(begin, content_end - begin))) {
            previous_is_tag_ = *is_tag;
            break;
        }
        stop = begin;
    }
    offset_ += end;
    return end;
}

}  // namespace chess::tools
