#include "common/game_boundary.hpp"

#include <algorithm>
#include <cstring>

namespace chess::tools {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_line_end(char c) { return c == '\n' || c == '\r'; }
bool is_tag_name_char(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

enum class TagLine : std::uint8_t { Yes, No, Unknown };

// The reader's test of a line inside a comment: [Name "value"] and nothing after it. Unknown
// when the line is cut short by the end of `text` (more input may follow).
TagLine tag_line(std::string_view text, bool at_end) {
    const std::size_t limit = GameBoundaryFinder::max_tag_line;
    std::size_t k = 1;
    const auto at = [&](std::size_t i) { return i < text.size() ? text[i] : '\0'; };
    const auto short_of = [&](std::size_t i) { return i >= text.size() && !at_end; };
    if (short_of(k)) return TagLine::Unknown;
    if (!is_tag_name_char(at(k))) return TagLine::No;
    while (is_tag_name_char(at(k))) {
        if (++k > limit) return TagLine::No;
        if (short_of(k)) return TagLine::Unknown;
    }
    if (!is_blank(at(k))) return TagLine::No;
    while (is_blank(at(k))) {
        if (short_of(++k)) return TagLine::Unknown;
    }
    if (at(k) != '"') return TagLine::No;
    char last = '"';
    char before_last = 0;
    for (++k;; ++k) {
        if (short_of(k)) return TagLine::Unknown;
        if (k >= text.size() || is_line_end(text[k])) break;
        if (k > limit) return TagLine::No;
        if (!is_blank(text[k])) {
            before_last = last;
            last = text[k];
        }
    }
    return last == ']' && before_last == '"' ? TagLine::Yes : TagLine::No;
}

}  // namespace

// Bulk counts (std::count vectorises), so that the bytes before a --byte-range are counted at
// memory speed: every CR and every LF is a line end, less one for each CR LF pair, looked for
// only when the text has a CR at all.
std::uint64_t count_line_ends(std::string_view text) {
    const auto lf = static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n'));
    const auto cr = static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\r'));
    if (cr == 0) return lf;
    std::uint64_t pairs = 0;
    for (std::size_t at = text.find("\r\n"); at != std::string_view::npos;
         at = text.find("\r\n", at + 2))
        ++pairs;
    return lf + cr - pairs;
}

GameBoundaryFinder::LineStart GameBoundaryFinder::classify(std::string_view text, bool at_end) {
    if (after_cr_ && text.front() == '\n') return LineStart::Other;  // skip_line eats the LF
    // A byte order mark at a line start (the input's, or one between concatenated files) is
    // skipped by the reader, and so is it here.
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (text.size() < bom.size() && !at_end && bom.starts_with(text)) return LineStart::NeedMore;
    if (text.starts_with(bom)) text.remove_prefix(bom.size());
    std::size_t first = 0;
    while (first < text.size() && is_blank(text[first])) ++first;
    if (first == text.size() && !at_end) return LineStart::NeedMore;
    const bool input_start = at_input_start_;
    at_input_start_ = false;
    if (first == text.size() || is_line_end(text[first])) {
        return input_start ? LineStart::Boundary : LineStart::Other;  // blank: no change
    }
    if (first == 0 && text[0] == '%') return input_start ? LineStart::Boundary : LineStart::Other;
    if (text[first] != '[') {
        previous_is_tag_ = false;
        return input_start ? LineStart::Boundary : LineStart::Other;
    }
    bool boundary = input_start;
    if (first == 0 && !previous_is_tag_ && !input_start) {
        const TagLine tag = tag_line(text, at_end);
        if (tag == TagLine::Unknown) {
            at_input_start_ = input_start;
            return LineStart::NeedMore;
        }
        boundary = tag == TagLine::Yes;
    }
    previous_is_tag_ = true;
    return boundary ? LineStart::Boundary : LineStart::Other;
}

std::size_t GameBoundaryFinder::skip_line(std::string_view text, std::size_t pos) {
    if (after_cr_ && text[pos] == '\n') {
        // The LF of a CR LF pair, whose CR ended the line already.
        after_cr_ = false;
        at_line_start_ = true;
        return pos + 1;
    }
    after_cr_ = false;
    const char* begin = text.data() + pos;
    const std::size_t size = text.size() - pos;
    const auto* lf = static_cast<const char*>(std::memchr(begin, '\n', size));
    const std::size_t lf_at = lf ? static_cast<std::size_t>(lf - begin) : size;
    const auto* cr = static_cast<const char*>(std::memchr(begin, '\r', lf_at));
    if (cr != nullptr) {
        ++line_;
        at_line_start_ = true;
        after_cr_ = true;
        return pos + static_cast<std::size_t>(cr - begin) + 1;
    }
    if (lf == nullptr) return text.size();
    ++line_;
    at_line_start_ = true;
    return pos + lf_at + 1;
}

}  // namespace chess::tools
