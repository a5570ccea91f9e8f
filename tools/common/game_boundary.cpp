#include "common/game_boundary.hpp"

#include <algorithm>
#include <cstring>

#include "chess/pgn/reader.hpp"
#include "common/text.hpp"

namespace chess::tools {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }
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

void TagBracketScan::feed(std::string_view part) {
    const char* p = part.data();
    const char* const end = p + part.size();
    while (p < end && !found_) {
        if (in_comment_) {
            const auto* close =
                static_cast<const char*>(std::memchr(p, '}', static_cast<std::size_t>(end - p)));
            if (close == nullptr) return;
            in_comment_ = false;
            p = close + 1;
            continue;
        }
        while (p < end && *p != '{' && *p != '[') ++p;
        if (p == end) return;
        if (*p == '[') {
            found_ = true;
            return;
        }
        in_comment_ = true;
        ++p;
    }
}

bool holds_tag_bracket(std::string_view line) {
    TagBracketScan scan;
    scan.feed(line);
    return scan.found();
}

std::size_t leading_blanks(std::string_view line) {
    std::size_t first = 0;
    while (const std::size_t length = pgn::blank_length(line.substr(first))) first += length;
    return first;
}

// Every LF is a line end, and every CR not followed by an LF: one branch-free pass that the
// compiler vectorises, so that the bytes before a --byte-range and the movetext between tag
// sections are counted at memory speed, with CR LF line ends (common in archives) as fast as LF.
std::uint64_t count_line_ends(std::string_view text) {
    if (text.empty()) return 0;
    const char* p = text.data();
    const std::size_t last = text.size() - 1;
    std::uint64_t count = 0;
    for (std::size_t i = 0; i < last; ++i) {
        count += static_cast<std::uint64_t>((p[i] == '\n') | ((p[i] == '\r') & (p[i + 1] != '\n')));
    }
    return count + static_cast<std::uint64_t>(is_line_end(p[last]));
}

namespace {

// The position just past the last line end (CR or LF) in text[from, to), or `from` if none.
std::size_t after_last_line_end(std::string_view text, std::size_t from, std::size_t to) {
    for (std::size_t i = to; i > from; --i) {
        if (is_line_end(text[i - 1])) return i;
    }
    return from;
}

}  // namespace

std::size_t GameBoundaryFinder::skip_to_bracket_line(std::string_view text, std::size_t pos) {
    const void* bracket = std::memchr(text.data() + pos, '[', text.size() - pos);
    const std::size_t stop =
        bracket ? static_cast<std::size_t>(static_cast<const char*>(bracket) - text.data())
                : text.size();
    const std::size_t line_start = after_last_line_end(text, pos, stop);
    if (line_start == pos) return pos;
    // The lines passed hold no '[': none is a boundary, none makes the next line a tag's
    // follower. A CR that ends them may have its LF at the start of the next text.
    line_ += count_line_ends(text.substr(pos, line_start - pos));
    after_cr_ = text[line_start - 1] == '\r';
    return line_start;
}

GameBoundaryFinder::LineStart GameBoundaryFinder::classify(std::string_view text, bool at_end) {
    if (after_cr_ && text.front() == '\n') return LineStart::Other;  // skip_line eats the LF
    // A byte order mark at a line start (the input's, or one between concatenated files) is
    // skipped by the reader, and so is it here.
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (text.size() < bom.size() && !at_end && bom.starts_with(text)) return LineStart::NeedMore;
    if (text.starts_with(bom)) text.remove_prefix(bom.size());
    const std::size_t first = leading_blanks(text);
    // The line's first bytes may be a Unicode space cut by the end of the text (no blank yet).
    const std::string_view rest = text.substr(first);
    const bool maybe_cut = rest.size() < 3 && rest.find_first_of("\r\n") == std::string_view::npos;
    if (maybe_cut && !at_end) return LineStart::NeedMore;
    const bool input_start = at_input_start_;
    at_input_start_ = false;
    if (first == text.size() || is_line_end(text[first])) {
        return input_start ? LineStart::Boundary : LineStart::Other;  // blank: no change
    }
    if (first == 0 && text[0] == '%') return input_start ? LineStart::Boundary : LineStart::Other;
    if (text[first] != '[') {
        previous_is_tag_ = false;
        line_scan_.emplace();  // skip_line follows the line for a tag bracket
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
    // A CR LF line end is taken whole (as most archives end their lines); a CR before that
    // ends the line by itself.
    const std::size_t cr_search = lf && lf_at > 0 && begin[lf_at - 1] == '\r' ? lf_at - 1 : lf_at;
    const auto* cr = static_cast<const char*>(std::memchr(begin, '\r', cr_search));
    if (cr != nullptr) {
        follow_line(std::string_view(begin, static_cast<std::size_t>(cr - begin)), true);
        ++line_;
        at_line_start_ = true;
        after_cr_ = true;
        return pos + static_cast<std::size_t>(cr - begin) + 1;
    }
    follow_line(std::string_view(begin, lf_at), lf != nullptr);
    if (lf == nullptr) return text.size();
    ++line_;
    at_line_start_ = true;
    return pos + lf_at + 1;
}

void GameBoundaryFinder::follow_line(std::string_view part, bool line_ends) {
    if (!line_scan_) return;
    line_scan_->feed(part);
    if (line_scan_->found()) previous_is_tag_ = true;
    if (line_ends || line_scan_->found()) line_scan_.reset();
}

}  // namespace chess::tools
