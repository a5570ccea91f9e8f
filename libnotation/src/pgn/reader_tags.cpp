// Tag sections: [Name "value"] pairs, read leniently and one line at a time.

#include <algorithm>
#include <functional>

#include "reader_impl.hpp"
#include "tokens.hpp"

namespace chess::pgn::detail {

namespace {

bool is_line_end(int c) { return c == '\n' || c == '\r'; }

}  // namespace

// Reads tags until the movetext starts. A blank line followed by a tag name the game already
// has means the previous game had no movetext: Restart, with pos_ left on that tag's '['.
ReaderImpl::Ending ReaderImpl::tag_section() {
    bool after_blank_line = false;
    for (;;) {
        keep_ = npos;
        if (stopped_) return Ending::Stopped;
        const std::uint64_t line_before = line_;
        const int c = skip_blanks();
        if (line_ >= line_before + 2) after_blank_line = true;
        if (c < 0) return Ending::Eof;
        if (c != '[') return Ending::Movetext;
        if (!parse_tag(after_blank_line)) return Ending::Restart;
        after_blank_line = false;
    }
}

// With pos_ on '[': the common shape of a tag, [Name "value"] with one space, a plain value (no
// backslash, quote, line end, NUL or byte >= 0x80) and ']' right behind it, all inside the
// buffer, with a new name. Read in one pass and delivered; false: nothing consumed, and
// parse_tag() reads the tag the general way.
bool ReaderImpl::simple_tag() {
    const char* b = data();
    const std::size_t begin = pos_;
    std::size_t i = begin + 1;
    // The name as scan_tag_name reads it; the sentinel at end_ (kSpecial) stops it.
    while ((class_of(b[i]) & (kDelim | kQuote | kSpecial)) == 0) ++i;
    const std::string_view name(b + begin + 1, i - begin - 1);
    if (name.empty() || b[i] != ' ' || b[i + 1] != '"') return false;
    i += 2;
    const std::size_t value_begin = i;
    while ((class_of(b[i]) & (kTagStop | kSpecial)) == 0) ++i;
    if (b[i] != '"' || b[i + 1] != ']' || i - begin > options_.max_tag_bytes) return false;
    if (!tag_names_.insert(name)) return false;
    pos_ = i + 2;
    if (!muted()) {
        ++summary_.tags;
        const std::string_view value(b + value_begin, i - value_begin);
        apply(visitor_->tag(Tag{name, value, location_at(begin)}));
    }
    return true;
}

// With pos_ on '[': reads one tag and delivers it, or reports why it was dropped. Returns false
// only for a restart (see tag_section).
bool ReaderImpl::parse_tag(bool after_blank_line) {
    if (simple_tag()) return true;
    keep_ = pos_;
    const Location location = location_at(pos_);
    ++pos_;
    skip_line_blanks();
    const std::size_t name_begin = pos_ - keep_;
    std::size_t name_end = 0;
    if (!scan_tag_name(name_end)) return true;
    std::string_view name(data() + keep_ + name_begin, name_end - name_begin);
    if (name.empty()) {
        report(DiagnosticCode::MalformedTag, location, {}, "tag without a name dropped");
        skip_rest_of_tag();
        return true;
    }
    if (!tag_names_.insert(name)) {
        if (after_blank_line) {
            pos_ = keep_;
            keep_ = npos;
            return false;
        }
        report(DiagnosticCode::DuplicateTag, location, name, "tag repeated in the same game");
    }
    skip_line_blanks();
    TagValue value;
    if (!read_tag_value(location, value)) return true;

    name = std::string_view(data() + keep_ + name_begin, name_end - name_begin);
    const std::string_view raw(data() + keep_ + value.begin, value.end - value.begin);
    const std::string_view text =
        repair(value.escaped ? unescape(raw) : raw,
               value.special ? std::uint8_t{kSpecial} : std::uint8_t{0},
               location_after(location, {data() + keep_, value.begin}), raw, repaired_);
    if (!muted()) {
        ++summary_.tags;
        apply(visitor_->tag(Tag{name, text, location}));
    }
    keep_ = npos;
    return true;
}

// With pos_ where the value should start: reads it (quoted or not) and the closing ']'. false:
// no value; the tag was reported and skipped.
bool ReaderImpl::read_tag_value(const Location& location, TagValue& value) {
    const int c = peek_ahead(0);
    if (c == '"') {
        ++pos_;
        value.begin = pos_ - keep_;
        if (!scan_quoted_value(location, value.end, value.escaped, value.special)) return false;
    } else if (c < 0 || c == ']' || is_line_end(c)) {
        report(DiagnosticCode::MalformedTag, location, {}, "tag without a value dropped");
        skip_rest_of_tag();
        return false;
    } else {
        value.begin = pos_ - keep_;
        if (!scan_unquoted_value(value.end)) return false;
        const std::string_view raw(data() + keep_ + value.begin, value.end - value.begin);
        if (const QuotePair* quotes = typographic_quotes_around(raw)) {
            value.begin += quotes->open.size();
            value.end -= quotes->close.size();
            report(DiagnosticCode::UnquotedTagValue, location, {},
                   "tag value in typographic quotes, read as the text inside them");
        } else {
            report(DiagnosticCode::UnquotedTagValue, location, {}, "tag value without quotes");
        }
        for (std::size_t i = value.begin; i < value.end; ++i) {
            value.special = value.special || (class_of(data()[keep_ + i]) & kSpecial) != 0;
        }
    }
    skip_line_blanks();
    if (peek_ahead(0) == ']') {
        ++pos_;
    } else {
        report(DiagnosticCode::MissingTagBracket, location, {}, "tag without a closing ']'");
    }
    return true;
}

// Spaces, tabs and Unicode spaces, not line ends: inside a tag's brackets (and, but for a byte
// order mark before a '[', around the moves of an idea: skip_idea_blanks). A word processor's
// no-break space between a tag's name and value separates them as a space does (N127, as between
// tokens).
void ReaderImpl::skip_line_blanks() {
    for (;;) {
        skip_inline_blanks();
        if (peek_ahead(0) < 0x80) return;
        const UnicodeSpace space = unicode_space_ahead();
        if (space.length == 0) return;
        note_unicode_space(location_at(pos_), space.code_point);
        pos_ += space.length;
    }
}

// The length of the blank at pos_ + k inside a tag's brackets: a space or tab (1), a Unicode
// space (its bytes), or 0 for none.
std::size_t ReaderImpl::tag_blank_ahead(std::size_t k) {
    const int c = peek_ahead(k);
    if (c == ' ' || c == '\t') return 1;
    return c >= 0x80 ? unicode_space_ahead(k).length : 0;
}

// Names are read leniently (anything up to a blank, a Unicode space, a quote or a bracket); only
// too long ones are refused. false: refused, reported and skipped.
bool ReaderImpl::scan_tag_name(std::size_t& name_end) {
    for (;;) {
        const char* b = data();
        std::size_t i = pos_;
        while (i < end_ && (class_of(b[i]) & (kDelim | kQuote | kSpecial)) == 0) ++i;
        pos_ = i;
        if (pos_ - keep_ > options_.max_tag_bytes) {
            report(DiagnosticCode::TagTooLong, location_at(keep_), {}, "tag name too long");
            skip_rest_of_tag();
            return false;
        }
        if (i < end_) {
            // A NUL is a blank; a byte >= 0x80 belongs to the name unless a Unicode space starts.
            if ((class_of(b[i]) & (kDelim | kQuote)) != 0 || unicode_space_ahead().length != 0)
                break;
            ++pos_;
            continue;
        }
        if (fill() != Fill::Ok) break;
    }
    name_end = pos_ - keep_;
    return true;
}

// With pos_ just after the opening quote: finds the closing one. A quote closes the value when
// blanks and then ']' or the line end follow; any other quote is kept as text (W108). \" and
// \\ are escapes (escaped = true), except \" followed by ']' at the line end, which is a
// backslash ending the value (a writer that did not escape its backslash). special: the value
// has a NUL or a byte >= 0x80. false: the tag was dropped and reported.
bool ReaderImpl::scan_quoted_value(const Location& location, std::size_t& end, bool& escaped,
                                   bool& special) {
    bool quote_reported = false;
    for (;;) {
        const char* b = data();
        std::size_t i = pos_;
        for (;;) {
            while (i < end_ && (class_of(b[i]) & (kTagStop | kSpecial)) == 0) ++i;
            if (i == end_ || (class_of(b[i]) & kTagStop) != 0) break;
            special = true;  // NUL or >= 0x80: rare, so it may cost a second loop
            ++i;
        }
        pos_ = i;
        if (pos_ - keep_ > options_.max_tag_bytes) {
            report(DiagnosticCode::TagTooLong, location, {}, "tag value too long; tag dropped");
            // Skipped from the first byte past the limit, not from the end of the chunk the
            // scan reached: a ']' in between must end the tag whatever the chunk size.
            pos_ = keep_ + options_.max_tag_bytes + 1;
            skip_rest_of_tag();
            return false;
        }
        if (i == end_ && fill() == Fill::Ok) continue;
        const int c = peek_ahead(0);
        if (c < 0 || is_line_end(c)) {
            report(DiagnosticCode::UnterminatedTagValue, location, {},
                   "tag value without its closing quote; tag dropped");
            return false;
        }
        if (c == '\\') {
            const int next = peek_ahead(1);
            if (next == '"' && quote_closes(2, true)) {
                end = pos_ + 1 - keep_;
                pos_ += 2;
                return true;
            }
            escaped = escaped || next == '"' || next == '\\';
            pos_ += (next == '"' || next == '\\') ? 2 : 1;
            continue;
        }
        if (quote_closes(1, false)) {
            end = pos_ - keep_;
            ++pos_;
            return true;
        }
        if (!quote_reported) {
            report(DiagnosticCode::UnescapedQuote, location_at(pos_), {},
                   "unescaped quote kept in the tag value");
            quote_reported = true;
        }
        ++pos_;
    }
}

// [Name value]: up to ']' or the line end, trailing blanks trimmed.
bool ReaderImpl::scan_unquoted_value(std::size_t& end) {
    for (int c = peek_ahead(0); c >= 0 && c != ']' && !is_line_end(c); c = peek_ahead(0)) {
        ++pos_;
        if (pos_ - keep_ > options_.max_tag_bytes) {
            report(DiagnosticCode::TagTooLong, location_at(keep_), {},
                   "tag value too long; tag dropped");
            skip_rest_of_tag();
            return false;
        }
    }
    end = pos_ - keep_;
    while (end > 0 && (data()[keep_ + end - 1] == ' ' || data()[keep_ + end - 1] == '\t')) --end;
    return true;
}

// Whether a quote just before pos_ + k closes the tag value: blanks, then ']' or the line end.
// For the \" case, only blanks, ']', blanks and the line end will do.
bool ReaderImpl::quote_closes_slow(std::size_t k, bool backslash_case) {
    constexpr std::size_t max_blanks = 256;  // bounds the look-ahead
    const std::size_t start = k;
    const auto skip_blanks_ahead = [&] {
        while (k - start < max_blanks) {
            const std::size_t blank = tag_blank_ahead(k);
            if (blank == 0) break;
            k += blank;
        }
        return peek_ahead(k);
    };
    int c = skip_blanks_ahead();
    const bool at_line_end = c < 0 || is_line_end(c);
    if (!backslash_case) return c == ']' || at_line_end;
    if (c != ']') return false;
    ++k;
    c = skip_blanks_ahead();
    return c < 0 || is_line_end(c);
}

// After a malformed tag: up to and including the next ']' on the line, or to the line end.
void ReaderImpl::skip_rest_of_tag() {
    keep_ = npos;
    for (int c = peek_ahead(0); c >= 0 && !is_line_end(c); c = peek_ahead(0)) {
        ++pos_;
        if (c == ']') return;
    }
}

std::string_view ReaderImpl::unescape(std::string_view raw) {
    unescaped_.clear();
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\')) {
            ++i;
        }
        unescaped_ += raw[i];
    }
    return unescaped_;
}

// ---- TagNames

bool TagNames::contains(std::string_view name) const {
    if (spans_.size() <= linear_limit) {
        for (std::size_t span = 0; span < spans_.size(); ++span)
            if (name_at(span) == name) return true;
        return false;
    }
    const std::size_t mask = index_.size() - 1;
    for (std::size_t i = std::hash<std::string_view>{}(name)&mask;
         index_[i].generation == generation_; i = (i + 1) & mask) {
        if (name_at(index_[i].span) == name) return true;
    }
    return false;
}

// Indexes the name just added (all names, when it is the first one past linear_limit or the
// index must grow: at most half of it is taken, so that probes stay short).
void TagNames::index_last() {
    const std::size_t count = spans_.size();
    if (index_.size() < 2 * count) {
        std::size_t size = 64;
        while (size < 2 * count) size *= 2;
        index_.assign(size, Slot{});  // generation 0: free (generation_ never is 0)
        for (std::uint32_t span = 0; span < count; ++span) put(span);
        return;
    }
    if (count == linear_limit + 1) {
        for (std::uint32_t span = 0; span < count; ++span) put(span);
        return;
    }
    put(static_cast<std::uint32_t>(count - 1));
}

void TagNames::put(std::uint32_t span) {
    const std::size_t mask = index_.size() - 1;
    std::size_t i = std::hash<std::string_view>{}(name_at(span)) & mask;
    while (index_[i].generation == generation_) i = (i + 1) & mask;
    index_[i] = Slot{generation_, span};
}

// A new game: the index's slots are free again. After 2^32 games the generations wrap around,
// and the slots are cleared for real once.
void TagNames::next_generation() {
    if (++generation_ != 0) return;
    std::fill(index_.begin(), index_.end(), Slot{});
    generation_ = 1;
}

}  // namespace chess::pgn::detail
