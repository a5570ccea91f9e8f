// GameWriter's line layout: units (a move with its number, a NAG, a comment word, a parenthesis,
// the result) placed on lines of at most line_width columns, and the two comment forms.

#include <algorithm>

#include "chess/pgn/writer.hpp"

namespace chess::pgn {

namespace {

// The reader's blanks: runs of them inside a comment are layout, not content.
bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// The next word of text from pos on (empty at the end); pos moves behind it.
std::string_view next_word(std::string_view text, std::size_t& pos) {
    while (pos < text.size() && is_blank(text[pos])) ++pos;
    const std::size_t begin = pos;
    while (pos < text.size() && !is_blank(text[pos])) ++pos;
    return text.substr(begin, pos - begin);
}

bool is_tag_name_char(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// The reader ends a brace comment at a line that looks like a tag, [Name "value"] (so that an
// unclosed brace cannot swallow the next games). A continuation line can only look like that
// when it starts with a word that is '[' and name characters, followed by a word that starts
// with '"'; such a word never starts a line. "[%clk", "[6])" and "[Hochstrasser et al." are safe.
bool could_start_tag_line(std::string_view word, std::string_view next) {
    if (word.size() < 2 || word[0] != '[' || next.empty() || next[0] != '"') return false;
    return std::all_of(word.begin() + 1, word.end(), is_tag_name_char);
}

}  // namespace

// Code points: every byte that is not a UTF-8 continuation byte. Invalid UTF-8 (move tokens
// are written as read) counts about right, which is all a line width needs.
std::size_t GameWriter::width_of(std::string_view text) {
    std::size_t continuation = 0;
    for (const char c : text) {
        if ((static_cast<unsigned char>(c) & 0xC0) == 0x80) ++continuation;
    }
    return text.size() - continuation;
}

bool GameWriter::place_slow(std::size_t width, Join join) {
    bool blank = false;
    if (line_empty_) {
        line_empty_ = false;
    } else {
        blank = join != Join::Glued;
        const std::size_t needed = column_ + (blank ? 1 : 0) + width;
        if (join != Join::SameLine && needed > options_.line_width) {
            end_line();
            line_empty_ = false;
            blank = false;
        }
    }
    column_ += width + (blank ? 1 : 0);
    return blank;
}

void GameWriter::emit(std::string_view unit, Join join) {
    if (place(width_of(unit), join)) out_ += ' ';
    out_ += unit;
    maybe_flush();
}

void GameWriter::end_line() {
    if (column_ > options_.line_width) ++stats_.long_lines;
    out_ += '\n';
    column_ = 0;
    line_empty_ = true;
}

void GameWriter::take_open_parens() {
    unit_.append(open_parens_, '(');
    open_parens_ = 0;
}

// Word by word, so that a long comment wraps like the moves around it; the braces stick to the
// first and last words.
void GameWriter::brace_comment(std::string_view text) {
    std::size_t pos = 0;
    std::string_view word = next_word(text, pos);
    unit_.clear();
    take_open_parens();
    unit_ += '{';
    if (word.empty()) {
        unit_ += '}';
        emit(unit_, Join::Space);
        return;
    }
    bool first = true;
    while (!word.empty()) {
        const std::string_view next = next_word(text, pos);
        if (!first) unit_.clear();
        unit_ += word;
        if (next.empty()) unit_ += '}';
        emit(unit_, !first && could_start_tag_line(word, next) ? Join::SameLine : Join::Space);
        first = false;
        word = next;
    }
}

// A ';' comment runs to the line end, so it is the last thing on its line, and it cannot be
// wrapped: with its blanks collapsed it holds no line end, whatever it held before.
void GameWriter::semicolon_comment(std::string_view text) {
    unit_.clear();
    take_open_parens();
    unit_ += ';';
    std::size_t pos = 0;
    for (std::string_view word = next_word(text, pos); !word.empty(); word = next_word(text, pos)) {
        unit_ += ' ';
        unit_ += word;
    }
    emit(unit_, Join::Space);
    end_line();
    ++stats_.semicolon_comments;
}

void GameWriter::flush_part() {
    sink_->write(out_);
    out_.clear();
}

}  // namespace chess::pgn
