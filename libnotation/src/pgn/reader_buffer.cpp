// The reader's refillable buffer, line tracking and the scanning loops that cross refills.

#include <algorithm>
#include <array>
#include <cstring>

#include "reader_impl.hpp"
#include "tokens.hpp"

namespace chess::pgn::detail {

namespace {

bool is_tag_name_char(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

bool is_line_end(int c) { return c == '\n' || c == '\r'; }

}  // namespace

// Reads the next chunk behind end_. Moves the kept data to the front only when the free space
// behind it is short, so a long kept token costs few moves whatever the chunk size. Keeps the
// sentinel at buf_[end_].
ReaderImpl::Fill ReaderImpl::fill() {
    if (eof_) return Fill::Eof;
    const std::size_t chunk = options_.chunk_size;
    const std::size_t room = chunk + 1 + kScanPadding;  // the read, the sentinel, the padding
    if (buf_.size() - end_ < room) {
        const std::size_t from = std::min(keep_, pos_);
        if (from > 0) {
            std::memmove(buf_.data(), buf_.data() + from, end_ - from);
            base_ += from;
            pos_ -= from;
            end_ -= from;
            if (keep_ != npos) keep_ -= from;
            buf_[end_] = '\0';
        }
        if (end_ > hard_limit_) return Fill::Full;
        if (buf_.size() - end_ < room) {
            buf_.resize(std::max(buf_.size() * 2, end_ + room));
        }
    }
    const std::size_t n = source_->read(buf_.data() + end_, chunk);
    if (n == 0) {
        eof_ = true;
        buf_[end_] = '\0';  // a failed read may have written into the buffer
        if (source_->failed()) {
            report(DiagnosticCode::ReadFailed, location_at(end_), {}, source_->error_message());
        }
        return Fill::Eof;
    }
    end_ += n;
    buf_[end_] = '\0';
    return Fill::Ok;
}

int ReaderImpl::peek_slow(std::size_t k) {
    while (pos_ + k >= end_) {
        if (fill() != Fill::Ok) return -1;
    }
    return static_cast<unsigned char>(buf_[pos_ + k]);
}

// The general case of skip_blanks: one table lookup per byte.
int ReaderImpl::skip_blanks_slow() {
    for (;;) {
        const char* b = data();
        std::size_t i = pos_;
        while (i < end_) {
            const char c = b[i];
            const std::uint8_t cls = class_of(c);
            if ((cls & kBlank) == 0) {
                pos_ = i;
                if ((cls & kSpecial) != 0) {  // a byte >= 0x80
                    if (!skip_unicode_space()) return static_cast<unsigned char>(c);
                } else if (c != '%' || base_ + i != line_start_) {
                    return static_cast<unsigned char>(c);
                } else {
                    skip_to_line_end();
                }
                b = data();
                i = pos_;
                continue;
            }
            if ((cls & kLineEnd) != 0) {
                note_line_end(i, c);
            } else if (c == '\0') {
                note_nul(location_at(i));
            }
            ++i;
        }
        pos_ = i;
        if (fill() != Fill::Ok) return -1;
    }
}

// Leaves pos_ on the line end (or at the end of input); keeps nothing.
void ReaderImpl::skip_to_line_end() {
    for (;;) {
        const char* b = data();
        std::size_t i = pos_;
        while (i < end_ && (class_of(b[i]) & kLineEnd) == 0) ++i;
        pos_ = i;
        if (i < end_ || fill() != Fill::Ok) return;
    }
}

bool ReaderImpl::skip_unicode_space() {
    const UnicodeSpace space = unicode_space_ahead();
    if (space.length == 0 || space.code_point == 0xFEFF) return false;
    note_unicode_space(location_at(pos_), space.code_point);
    pos_ += space.length;
    return true;
}

// scan_token once the token reaches the end of the buffer (refill and go on) or a byte >= 0x80:
// a Unicode space there ends the token, any other character belongs to it. Its bytes are
// stepped over one at a time: a continuation byte begins no Unicode space.
bool ReaderImpl::scan_token_slow(std::size_t limit) {
    for (;;) {
        if (pos_ - keep_ > limit) return false;
        if (pos_ == end_) {
            if (fill() != Fill::Ok) return true;
        } else if ((class_of(buf_[pos_]) & kDelim) != 0 || unicode_space_ahead().length != 0) {
            return true;
        } else {
            ++pos_;
        }
        const char* b = data();
        std::size_t i = pos_;
        while ((class_of(b[i]) & kTokenStop) == 0) ++i;  // the sentinel stops it at end_
        pos_ = i;
    }
}

// Skips whole lines until one whose first non-blank byte is '[', or is a byte order mark before
// a '[' (two files joined), with pos_ on that byte; or to the end of input. Returns how many bytes
// were skipped.
std::uint64_t ReaderImpl::skip_to_tag_section() {
    const std::uint64_t start = base_ + pos_;
    keep_ = npos;
    for (;;) {
        skip_to_line_end();
        const int c = skip_blanks();
        if (c < 0 || c == '[' || (bom_ahead() && peek_ahead(3) == '[')) break;
    }
    return base_ + pos_ - start;
}

// With a line start `k` bytes ahead of pos_ (inside a comment, or where a look ahead crosses a
// line end): does the line look like a tag, [Name "value"] with nothing after it, possibly
// behind a byte order mark (two files joined)?
bool ReaderImpl::tag_line_starts(std::size_t k) {
    const std::size_t bracket = bom_ahead(k) ? k + 3 : k;
    return peek_ahead(bracket) == '[' && tag_line_ahead(bracket);
}

// With the '[' `bracket` bytes ahead of pos_: does a tag follow it up to the line's end? Looks
// at most a few KiB past the '['.
bool ReaderImpl::tag_line_ahead(std::size_t bracket) {
    constexpr std::size_t max_look = 4096;
    std::size_t k = bracket + 1;
    int c = peek_ahead(k);
    if (!is_tag_name_char(c)) return false;
    while (is_tag_name_char(c)) {
        if (++k - bracket > max_look) return false;
        c = peek_ahead(k);
    }
    if (c != ' ' && c != '\t') return false;
    while (c == ' ' || c == '\t') c = peek_ahead(++k);
    if (c != '"') return false;
    int last = c;
    int before_last = 0;
    for (c = peek_ahead(++k); c >= 0 && !is_line_end(c); c = peek_ahead(++k)) {
        if (k - bracket > max_look) return false;
        if (c != ' ' && c != '\t') {
            before_last = last;
            last = c;
        }
    }
    return last == ']' && before_last == '"';
}

// With pos_ on a '[' in the movetext: whether it begins a tag, the next game's, rather than a
// variation in square brackets, as ChessBase's and Informator's text give them ("4. Ba4 [4. Bxc6
// dxc6] 4... Nf6"). A tag's first word, its name, is followed by a quote ("[Event \"x\"]",
// whatever bytes the name has), or, broken, by a bare value ("[Event Moscow]"). A variation's
// first word is a move number or a move (bracket_word_reads_as_move: "[4...b5", "[Bxc6", "[O-O",
// "[PxP", "[Castles", "[\u2658f3"). At the start of a line, where tags stand, a word that begins
// with no letter opens a note ("[\u2014 Nc6]", a windows-1252 dash "[\x97 Nc6]", "[!? ...]"),
// and a name in small letters or in letters of other scripts begins a tag only on a tag's line
// (value_ends_tag_line: "[\u0422\u0443\u0440 Moscow]", "[event Moscow]", not the notes
// "[\u041A\u043E\u043D\u044C \u043D\u0430 f3 ...]", "[and White wins]"); inside a line, where
// no tag name is in small letters, never ("1. e4 [and White wins]"). A '[' with its line end
// behind it opens a variation when the next line goes on with a move. Anything else is read as
// a tag, as every '[' was before, and so is a '[' whose ']' does not follow within a few KiB
// (brace comments skipped), as the stray one of "1. e4 [ e5 *".
bool ReaderImpl::tag_follows_bracket() {
    if (!bracket_closes_ahead()) return true;
    constexpr std::size_t max_look = 64;  // longer than any tag name in use
    const bool at_line_start = bracket_starts_line();
    std::size_t k = 1;
    while (peek_ahead(k) == ' ' || peek_ahead(k) == '\t') ++k;
    const std::size_t first_word_on_line = k;
    // (The ']' found ahead ends these blanks.)
    while (is_line_end(peek_ahead(k)) || peek_ahead(k) == ' ' || peek_ahead(k) == '\t') ++k;
    const std::size_t word_begin = k;
    std::array<char, max_look + 1> word{};  // copied: peek_ahead may move the buffer
    std::size_t size = 0;
    int c = peek_ahead(k);
    for (; c >= 0 && c != ' ' && c != '\t' && c != ']' && c != '"' && !is_line_end(c);
         c = peek_ahead(++k)) {
        if (size == word.size()) return true;
        word[size++] = static_cast<char>(c);
    }
    while ((c == ' ' || c == '\t') && k - word_begin < 2 * max_look) c = peek_ahead(++k);
    if (c == '"') return true;
    const std::string_view name(word.data(), size);
    if (bracket_word_reads_as_move(name, at_line_start)) return false;
    if (name.empty()) return true;
    const bool small = name[0] >= 'a' && name[0] <= 'z';
    if (!at_line_start) return !small;
    if (!begins_with_letter(name)) return false;
    const bool ascii = std::ranges::all_of(name, [](char b) { return (b & 0x80) == 0; });
    return (ascii && !small) || (word_begin == first_word_on_line && value_ends_tag_line(k));
}

// With pos_ on a '[' at the start of a line, and its first word, a name in letters of a script
// other than Latin, ending before pos_ + k (on its value, the ']' or the line end): whether the
// rest of the line is a tag's, "[\u0422\u0443\u0440\u043D\u0438\u0440
// \u041C\u043E\u0441\u043A\u0432\u0430]", a value (reads_as_tag_value) and a ']' that ends the line
// or is followed by the next tag. Otherwise it is a note in square brackets in a game that has not
// ended.
bool ReaderImpl::value_ends_tag_line(std::size_t k) {
    constexpr std::size_t max_value = 256;
    std::array<char, max_value> value{};  // copied: peek_ahead may move the buffer
    std::size_t size = 0;
    int c = peek_ahead(k);
    for (; c >= 0 && c != ']' && !is_line_end(c); c = peek_ahead(++k)) {
        if (size == value.size()) return false;
        value[size++] = static_cast<char>(c);
    }
    if (c != ']') return false;
    do {
        c = peek_ahead(++k);
    } while (c == ' ' || c == '\t');
    if (c >= 0 && c != '[' && !is_line_end(c)) return false;
    while (size > 0 && (value[size - 1] == ' ' || value[size - 1] == '\t')) --size;
    return reads_as_tag_value(std::string_view(value.data(), size));
}

// With pos_ on a '[': whether it is the first byte of its line, or follows a byte order mark
// there (two files joined).
bool ReaderImpl::bracket_starts_line() const {
    const std::uint64_t offset = base_ + pos_;
    return offset == line_start_ || (bom_line_start_ == line_start_ && offset == line_start_ + 3);
}

// With pos_ on a '[': whether its ']' follows within a few KiB, nested brackets matched and
// brace comments (which may hold brackets: "{[%clk 0:03:00]}") skipped, before the next line
// that is a tag. Not past one: the next game's tags begin there (behind a byte order mark too),
// and a bracket of that game, or of one after it, says nothing of this one. -j's chunks and
// --byte-range's ranges end at such lines, so looking past one read "1. e4 [ e5 *", followed
// by games with a ']' in their movetext, as a variation in one reading and a tag in another.
bool ReaderImpl::bracket_closes_ahead() {
    constexpr std::size_t max_look = 4096;
    std::size_t depth = 1;
    bool in_comment = false;
    for (std::size_t k = 1; k < max_look; ++k) {
        const int c = peek_ahead(k);
        if (c < 0) return false;
        if (is_line_end(c) && tag_line_starts(k + 1)) return false;
        if (in_comment) {
            in_comment = c != '}';
        } else if (c == '{') {
            in_comment = true;
        } else if (c == '[') {
            ++depth;
        } else if (c == ']' && --depth == 0) {
            return true;
        }
    }
    return false;
}

}  // namespace chess::pgn::detail
