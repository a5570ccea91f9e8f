// Movetext: move numbers, moves and the notes behind them, glyphs and NAGs, variations and the
// result (comments: reader_comments.cpp).

#include <algorithm>

#include "chess/notation/letters.hpp"
#include "reader_impl.hpp"
#include "tokens.hpp"

namespace chess::pgn::detail {

namespace {

// A Russian keyboard's е and р, typed for the e and p of the en-passant note ("е.р.").
constexpr std::string_view cyrillic_e = "\xD0\xB5";
constexpr std::string_view cyrillic_er = "\xD1\x80";

Location advanced(Location location, std::size_t bytes) {
    location.offset += bytes;
    location.column += static_cast<std::uint32_t>(bytes);
    return location;
}

}  // namespace

// The move token kept from move_begin on, with glyphs glued behind it ("e4!?") and an optional
// "e.p." token after it. The hot path: a move is nearly every token, and nearly every move ends
// with a rank digit, which leaves no glyph to look for (the look, inlined, cost 2-3% of
// pgn-validate -j 1). A move token is never empty.
inline void ReaderImpl::deliver_move(std::size_t move_begin, const Location& location) {
    if (buf_[pos_] == '(') [[unlikely]]
        take_parenthesised_suffix(move_begin);
    const std::size_t size = pos_ - keep_ - move_begin;
    const char last = data()[keep_ + move_begin + size - 1];
    if (static_cast<unsigned char>(last - '1') >= 8) [[unlikely]] {
        deliver_move_and_glyphs(move_begin, location);
        return;
    }
    deliver_move_text(move_begin, size, location);
}

// The move of a token whose glyphs glued behind it were split off: `move_length` bytes of its
// `size`. Returns the whole token (the buffer may have moved).
inline std::string_view ReaderImpl::deliver_move_text(std::size_t move_begin,
                                                      std::size_t move_length,
                                                      const Location& location) {
    const std::size_t size = pos_ - keep_ - move_begin;
    // Spaces after the move belong to nobody: step over them here, so that the common case
    // (the next token starts with none of 'e', 'c', 'm', 'd') needs no further look. Other
    // blanks, and bytes >= 0x80 (a Unicode space, a Cyrillic е), are left to consume_note.
    skip_spaces();
    std::size_t mark_size = 0;  // a check mark behind the note ("exd6 e.p.+"), a check word
    const char next = buf_[pos_];
    const bool may_have_note =  // (at end_, the sentinel NUL counts as a blank)
        next == 'e' || next == 'c' || next == 'm' || next == 'd' ||
        (class_of(next) & (kBlank | kSpecial)) != 0;
    // The en-passant note's bytes as written, 0 for none: a value, not one more out-parameter
    // kept in memory, as this runs for every move.
    const std::size_t note_size = may_have_note ? consume_note(mark_size) : 0;
    const std::string_view written(data() + keep_ + move_begin, size);  // the buffer may move
    if (!muted()) {
        ++summary_.moves;
        apply(visitor_->move(MoveToken{written.substr(0, move_length), written, location,
                                       note_size != 0, static_cast<std::uint32_t>(note_size),
                                       std::string_view(data() + pos_ - mark_size, mark_size)}));
    }
    return written;
}

// A move token that does not end with a rank digit: '+', '#', a promotion letter, or glyphs
// glued behind it ("e4!?", "Nd5!\xC2\xB1"), delivered as NAGs after the move. Or the word
// "Castles", perhaps with its side written apart.
void ReaderImpl::deliver_move_and_glyphs(std::size_t move_begin, const Location& location) {
    if (is_castles_word(move_begin)) take_spaced_castling_side();
    const std::size_t size = pos_ - keep_ - move_begin;
    const GluedGlyphs glyphs =
        split_glued_glyphs(std::string_view(data() + keep_ + move_begin, size));
    const std::string_view written = deliver_move_text(move_begin, glyphs.move_length, location);
    std::size_t begin = glyphs.move_length;
    for (std::size_t i = 0; i < glyphs.count; ++i) {
        deliver_glyph(written.substr(begin, glyphs.ends[i] - begin), advanced(location, begin));
        begin = glyphs.ends[i];
    }
}

namespace {

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Bytes that may follow the side in "Castles KR": a check mark ("+", "#", "ch") or glyphs.
bool is_castling_mark_byte(int c) {
    return c == '+' || c == '#' || c == '!' || c == '?' || c == 'c' || c == 'h';
}

}  // namespace

// Whether the move kept from move_begin up to pos_ is the word "Castles" (or "castles"), which
// older books print for castling, with its side when both are possible.
bool ReaderImpl::is_castles_word(std::size_t move_begin) const {
    const std::string_view move(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    return move == "Castles" || move == "castles";
}

// The side of castling at pos_ + k as books name it after "Castles": "KR", "K.R.", "K", and the
// same with Q. Its length; 0 for none.
std::size_t ReaderImpl::castling_side_ahead(std::size_t k) {
    const int wing = peek_ahead(k);
    if (wing != 'K' && wing != 'Q') return 0;
    if (peek_ahead(k + 1) == 'R') return 2;
    if (peek_ahead(k + 1) == '.' && peek_ahead(k + 2) == 'R' && peek_ahead(k + 3) == '.') return 4;
    return 1;
}

// After "Castles" (pos_ behind it): the side written apart on the line, "Castles KR", "Castles
// (Q)", belongs to the move, and so do a check mark or glyphs glued behind it ("Castles QR+");
// pos_ moves behind them. No move is spelt so, so the next token is never taken. Anything else
// is left to be read as the next token.
void ReaderImpl::take_spaced_castling_side() {
    constexpr std::size_t max_spaces = 8;  // keeps the move within any token limit
    std::size_t k = 0;
    while (k < max_spaces && peek_ahead(k) == ' ') ++k;
    if (k == 0) return;
    const bool paren = peek_ahead(k) == '(';
    const std::size_t side_begin = paren ? k + 1 : k;
    const std::size_t side = castling_side_ahead(side_begin);
    if (side == 0) return;
    std::size_t end = side_begin + side;
    if (paren && peek_ahead(end++) != ')') return;
    for (std::size_t marks = 0; marks < 4 && is_castling_mark_byte(peek_ahead(end)); ++marks) ++end;
    if (token_ends_ahead(end)) pos_ += end;
}

// With pos_ on a '(' glued to a move token: a promotion letter in parentheses behind the target
// rank, as books print it ("e8(Q)", "dxe8(\xD0\xA4)+"), or the side behind "Castles"
// ("Castles(QR)"), belongs to the move, and so does the rest of the token behind it; pos_ moves
// behind them. A variation of a single letter or side ("(Q)", "(KR)") holds no move, so nothing
// that was movetext is lost. Anything else: the variation it opens.
void ReaderImpl::take_parenthesised_suffix(std::size_t move_begin) {
    const std::size_t close =  // where the ')' must be; 0: nothing to take
        is_castles_word(move_begin) ? castling_side_close() : promotion_close();
    if (close == 0 || peek_ahead(close) != ')') return;
    const std::size_t paren = pos_ - keep_;  // (relative: a refill may move the buffer)
    pos_ += close + 1;
    // "e8(Q)+": the rest of the token. A move that the promotion makes longer than the token
    // limit keeps its '(' as a variation, as any over-long move would not be read either.
    if (!scan_token(options_.max_token_bytes)) pos_ = keep_ + paren;
}

// With pos_ on the '(' behind a move: where the ')' of a promotion letter behind the target rank
// must be ("e8(Q)", a Cyrillic letter or a figurine too), 0 when there is none.
std::size_t ReaderImpl::promotion_close() {
    const char last = data()[pos_ - 1];
    if (last != '8' && last != '1') return 0;
    const int lead = peek_ahead(1);
    if (lead >= 0 && lead < 0x80 && is_ascii_letter(static_cast<char>(lead))) return 2;
    if (lead == 0xD0 || lead == 0xD1) return 3;           // a Cyrillic letter
    if (lead == 0xE2 && peek_ahead(2) == 0x99) return 4;  // a figurine
    return 0;
}

// With pos_ on the '(' behind "Castles": where the ')' of the side must be, 0 when there is none.
std::size_t ReaderImpl::castling_side_close() {
    const std::size_t side = castling_side_ahead(1);
    return side == 0 ? 0 : side + 1;
}

// One token that starts with no delimiter (pos_ on it): a move, a result, a move number
// (possibly with a move glued to it) or a glyph. Inlined into movetext(), for nearly every token:
// the common case, a token that ends at a delimiter inside the buffer and is not too long, needs
// a single scan. The scan also stops at bytes >= 0x80, where a Unicode space may end the token:
// one test of the stop byte's sign finds them and the sentinel NUL at end_ for token_slow (and a
// NUL of the input, a delimiter rare enough to go the long way).
inline ReaderImpl::TokenEnd ReaderImpl::token() {
    const char* b = data();
    const std::size_t begin = pos_;
    const std::size_t end = begin + token_stop_offset(b + begin);
    if (static_cast<signed char>(b[end]) <= 0 || end - begin > options_.max_token_bytes)
        [[unlikely]]
        return token_slow();
    keep_ = begin;
    pos_ = end;
    return kept_token(location_at(begin));
}

// token() across a refill, with a byte >= 0x80, or a token too long.
ReaderImpl::TokenEnd ReaderImpl::token_slow() {
    keep_ = pos_;
    const Location location = location_at(pos_);
    if (!scan_token(options_.max_token_bytes)) {
        // Up to one byte past the limit: the scan went on to the end of the chunk.
        set_excerpt(kept_view().substr(0, options_.max_token_bytes + 1));
        broken_at_ = location;
        report(DiagnosticCode::TokenTooLong, location, excerpt_,
               compose("token longer than ", options_.max_token_bytes,
                       " bytes; the rest of the game is skipped; token starts with"));
        return TokenEnd::Broken;
    }
    if (pos_ == keep_) return unicode_space_token();
    return kept_token(location);
}

// A Unicode space where a token begins (pos_ on it): a blank. Only U+FEFF comes here, which
// skip_blanks leaves alone: before a tag it is a byte order mark where two files were joined
// (the first one's last game without its result), stepped over silently like one between games,
// so that the '[' ends this game; anywhere else, a zero width no-break space.
ReaderImpl::TokenEnd ReaderImpl::unicode_space_token() {
    keep_ = npos;
    const Location location = location_at(pos_);
    const UnicodeSpace space = unicode_space_ahead();
    pos_ += space.length;
    if (space.code_point == 0xFEFF && peek_ahead(0) == '[') {
        if (location.offset == line_start_) bom_line_start_ = location.offset;
    } else {
        note_unicode_space(location, space.code_point);
    }
    return TokenEnd::Continue;
}

// The token in [keep_, pos_), pos_ on what ended it: a delimiter, a Unicode space or the sentinel.
inline ReaderImpl::TokenEnd ReaderImpl::kept_token(const Location& location) {
    const char* text = data() + keep_;
    if (is_ascii_letter(text[0])) {
        deliver_move(0, location);  // never a number, result or standalone glyph
        return TokenEnd::Continue;
    }
    // The other common shapes: a move number alone ("12.", "12...") or glued to its move
    // ("12.Nf3", "12...Nf6"): digits, dots, then the end or a letter. No result looks like that.
    // (The delimiter, Unicode space or sentinel behind the token stops both loops.)
    const std::size_t size = pos_ - keep_;
    std::size_t i = 0;
    std::uint32_t number = 0;
    while (i < 9 && text[i] >= '0' && text[i] <= '9') {
        number = number * 10 + static_cast<std::uint32_t>(text[i] - '0');
        ++i;
    }
    if (i == 0 || text[i] != '.') return other_token(location);
    std::size_t move_begin = i + 1;
    while (text[move_begin] == '.') ++move_begin;
    if (move_begin != size && !is_ascii_letter(text[move_begin])) return other_token(location);
    if (move_begin != size) {
        deliver_move_number(number, move_begin > i + 1, location);
        deliver_move(move_begin, advanced(location, move_begin));
    } else {
        deliver_move_number(number, move_begin > i + 1 || black_mark_follows(), location);
    }
    return TokenEnd::Continue;
}

// After a move number that stands alone (pos_ behind it): whether the next token starts with
// dots or an ellipsis, the "..." of "12. ... Nf6" that makes the number Black's, also on the
// next line. Steps over the blanks, which the next token's reading would skip anyway.
bool ReaderImpl::black_mark_follows() {
    const int next = skip_blanks();
    return next == '.' || (next == 0xE2 && peek_ahead(1) == 0x80 && peek_ahead(2) == 0xA6);
}

void ReaderImpl::deliver_move_number(std::uint32_t number, bool black, const Location& location) {
    if (!muted()) apply(visitor_->move_number(MoveNumber{number, location, black}));
}

// Reads movetext up to the result, the next tag section or the end of input.
ReaderImpl::Ending ReaderImpl::movetext() {
    for (;;) {
        keep_ = npos;
        if (stopped_) return Ending::Stopped;
        // deliver_move() steps over the spaces behind a move: mostly pos_ is on the next token.
        const char here = buf_[pos_];
        const int c = (class_of(here) & (kBlank | kSpecial)) == 0 && here != '%'
                          ? static_cast<unsigned char>(here)
                          : skip_blanks();
        TokenEnd end = TokenEnd::Continue;
        if (c >= 0 && (class_of(static_cast<char>(c)) & kDelim) == 0) {
            // Moves and move numbers: nearly every token, so no jump table on the way.
            end = token();
            if (end == TokenEnd::Continue) continue;
            return end == TokenEnd::Result ? Ending::Result : Ending::Broken;
        }
        switch (c) {
            case -1:
                return Ending::Eof;
            case '[':
                return Ending::NextTags;
            case '{':
                if (!brace_comment()) return Ending::NextTags;
                break;
            case ';':
                line_comment();
                break;
            case '(':
                open_variation();
                break;
            case ')':
                close_variation();
                break;
            case '$':
                nag_token();
                break;
            case '}':
            case ']':
                unexpected_character();
                break;
            case '*': {
                const Location location = location_at(pos_);
                keep_ = pos_++;
                end = deliver_result(kept_view(), Result::Unknown, false, location);
                break;
            }
            default:
                break;  // a blank or a NUL: skip_blanks never returns one
        }
        if (end == TokenEnd::Result) return Ending::Result;
        if (end == TokenEnd::Broken) return Ending::Broken;
    }
}

// Tokens that do not start with an ASCII letter.
ReaderImpl::TokenEnd ReaderImpl::other_token(const Location& location) {
    const std::string_view text = kept_view();
    if (could_be_result(text)) {
        if (const auto match = match_result(text)) {
            return deliver_result(text, match->result, match->sloppy, location);
        }
    }
    std::size_t move_begin = 0;
    const char first = text[0];
    if ((first >= '0' && first <= '9') || first == '.' || first == '\xE2') {
        const MoveNumberSplit split = split_move_number(text);
        move_begin = split.move_begin;
        if (split.has_number) {
            const bool alone = move_begin == text.size();
            // "12)", as Russian and old records number moves: outside any variation, the ')'
            // glued to the digits is the number's dot, not an unmatched parenthesis. (pos_ is
            // on the delimiter that ended the token; text is not used after the peek.)
            if (alone && depth_ == 0 && (class_of(text.back()) & kDigit) != 0 &&
                peek_ahead(0) == ')')
                ++pos_;
            deliver_move_number(split.number, split.black || (alone && black_mark_follows()),
                                location);
        }
        if (move_begin == text.size()) return TokenEnd::Continue;
    }
    const Location move_location = advanced(location, move_begin);
    const std::string_view rest = text.substr(move_begin);
    const char lead = rest[0];
    if (lead == '!' || lead == '?' || lead == '=' || lead == '+' || lead == '-' ||
        (class_of(lead) & kSpecial) != 0) {
        if (const auto value = glyph_nag(rest)) {
            if (!muted()) {
                ++summary_.nags;
                apply(visitor_->nag(Nag{*value, move_location, true}));
            }
            return TokenEnd::Continue;
        }
    }
    if (trailing_glyph_length(rest) == rest.size()) {
        report(DiagnosticCode::UnknownGlyph, move_location, rest, "unknown glyph dropped");
        return TokenEnd::Continue;
    }
    deliver_move(move_begin, move_location);
    return TokenEnd::Continue;
}

// After a move (kept from keep_): consumes a note of its own that belongs to the move. An
// en-passant note (returns its length; see consume_en_passant_note), or a check word ("Qxf7
// mate": returns 0, the word's length goes to mark_size). Otherwise leaves pos_ on the next
// token, having consumed only blanks, and returns 0.
std::size_t ReaderImpl::consume_note(std::size_t& mark_size) {
    const int next = skip_blanks();
    if (next == 'e' || next == static_cast<unsigned char>(cyrillic_e[0]))
        return consume_en_passant_note(mark_size);
    if (next == 'c' || next == 'm') consume_check_word(mark_size);
    if (next == 'd') consume_check_words(mark_size);
    return 0;
}

// "ch", "check", "mate", "checkmate" (is_check_word) after a move: the move's check mark, as
// older books print it. No move is spelt so: a c-pawn's move has a digit or 'x' after the 'c'.
void ReaderImpl::consume_check_word(std::size_t& mark_size) {
    const int second = peek_ahead(1);
    if (second != 'h' && second != 'a') return;  // "c4", "cxd5": a move
    const std::size_t word_begin = pos_ - keep_;
    const bool short_enough = scan_token(word_begin + 10);  // "checkmate."
    // (scan_token may refill the buffer: the view is taken after it.)
    const std::string_view word(data() + keep_ + word_begin, pos_ - keep_ - word_begin);
    if (short_enough && is_check_word(word)) {
        mark_size = word.size();
        return;
    }
    pos_ = keep_ + word_begin;
}

// "dis ch", "dbl ch" (discovered, double check; full stops allowed: "dis. ch."): two words that
// blanks split, read as one mark, as "e. p." is. A d-pawn's move has a digit or 'x' after the 'd'.
void ReaderImpl::consume_check_words(std::size_t& mark_size) {
    const int second = peek_ahead(1);
    if (second != 'i' && second != 'b') return;  // "d4", "dxe5": a move
    const std::size_t words_begin = pos_ - keep_;
    const bool short_enough = scan_token(words_begin + 4);  // "dis."
    const std::string_view first(data() + keep_ + words_begin, pos_ - keep_ - words_begin);
    const std::size_t behind = short_enough && is_check_qualifier(first) ? check_ahead() : 0;
    if (behind == 0) {
        pos_ = keep_ + words_begin;
        return;
    }
    pos_ += behind;
    mark_size = pos_ - keep_ - words_begin;
}

// Spaces, then "ch" or "check" (with or without a full stop) up to a delimiter, read ahead of
// pos_ without consuming them: their length, or 0 when something else follows.
std::size_t ReaderImpl::check_ahead() {
    std::size_t k = 0;
    while (peek_ahead(k) == ' ') ++k;
    if (k == 0) return 0;
    std::string word;
    while (!token_ends_ahead(k + word.size())) {
        if (word.size() == 6) return 0;  // longer than "check."
        word += static_cast<char>(peek_ahead(k + word.size()));
    }
    return is_check_word(word) && !word.starts_with('m') ? k + word.size() : 0;
}

// After a move (kept from keep_): consumes a following "e.p." token, or one with a check mark
// glued behind it ("e.p.+", whose mark's length goes to mark_size), and returns the note's
// length, mark excluded. Russian keyboards type it with the Cyrillic е and р ("е.р.", "ер"),
// read as the Latin letters they look like. Otherwise leaves pos_ on the next token, having
// consumed only blanks, and returns 0.
std::size_t ReaderImpl::consume_en_passant_note(std::size_t& mark_size) {
    const int first = skip_blanks();
    const std::size_t e_size = first == 'e' ? 1 : peek_is(0, cyrillic_e) ? cyrillic_e.size() : 0;
    if (e_size == 0) return 0;
    const int second = peek_ahead(e_size);
    if (second != '.' && second != 'p' && !peek_is(e_size, cyrillic_er))
        return 0;  // "e4", "exd5": a move
    const std::size_t note_begin = pos_ - keep_;
    if (!take_en_passant_note(note_begin, mark_size)) {
        pos_ = keep_ + note_begin;
        return 0;
    }
    return pos_ - keep_ - note_begin - mark_size;
}

// The note that starts at note_begin (relative to keep_; pos_ on it), with its check mark:
// consumed when it is one, pos_ left anywhere when not.
bool ReaderImpl::take_en_passant_note(std::size_t note_begin, std::size_t& mark_size) {
    // "e.p.\u2020" is the longest note with a mark: 7 bytes, 9 typed with Cyrillic е and р.
    if (!scan_token(note_begin + 10)) return false;
    std::string latin;  // short: no allocation
    const std::string_view note = latin_reading(
        std::string_view(data() + keep_ + note_begin, pos_ - keep_ - note_begin), latin);
    if (is_en_passant_note(note)) return true;
    if (const std::size_t length = en_passant_note_before_check(note)) {
        mark_size = note.size() - length;  // the mark has no look-alikes: as many bytes written
        return true;
    }
    // Last: consume_spaced_p() may refill the buffer, which leaves the note's view dangling.
    return note == "e." && consume_spaced_p(mark_size);  // "e. p."
}

// After "e." (pos_ behind it): consumes " p." (or " р.", Cyrillic) when that follows on the line,
// as a token of its own, completing the note "e. p.", which blanks would otherwise split into two
// tokens. A check mark glued to it ("e. p.+") is the move's, as behind "e.p.+": its length goes
// to mark_size.
bool ReaderImpl::consume_spaced_p(std::size_t& mark_size) {
    std::size_t k = 0;
    while (peek_ahead(k) == ' ') ++k;
    const std::size_t p_size = peek_ahead(k) == 'p' ? 1 : peek_is(k, cyrillic_er) ? 2 : 0;
    if (k == 0 || p_size == 0 || peek_ahead(k + p_size) != '.') return false;
    const std::size_t note_end = k + p_size + 1;
    std::string mark;  // up to the token's end; the longest mark ("\u2020") has three bytes
    while (!token_ends_ahead(note_end + mark.size())) {
        if (mark.size() == 3) return false;
        mark += static_cast<char>(peek_ahead(note_end + mark.size()));
    }
    if (!mark.empty() && en_passant_note_before_check("e.p." + mark) == 0) return false;
    pos_ += note_end + mark.size();
    mark_size = mark.size();
    return true;
}

void ReaderImpl::deliver_glyph(std::string_view glyph, const Location& location) {
    const auto value = glyph_nag(glyph);
    if (!value) {
        report(DiagnosticCode::UnknownGlyph, location, glyph, "unknown glyph dropped");
        return;
    }
    if (!muted()) {
        ++summary_.nags;
        apply(visitor_->nag(Nag{*value, location, true}));
    }
}

ReaderImpl::TokenEnd ReaderImpl::deliver_result(std::string_view text, Result result, bool sloppy,
                                                const Location& location) {
    if (depth_ > 0) {
        report(DiagnosticCode::ResultInVariation, location, text,
               "result inside a variation ignored");
        return TokenEnd::Continue;
    }
    if (sloppy) report(DiagnosticCode::SloppyResult, location, text, "non-standard result");
    summary_.has_result = true;
    if (!muted()) apply(visitor_->result(ResultToken{text, result, sloppy, location}));
    return TokenEnd::Result;
}

// "$" and digits. Not kept: an absurdly long number must not grow the buffer.
void ReaderImpl::nag_token() {
    const Location location = location_at(pos_);
    ++pos_;
    std::uint32_t value = 0;
    std::size_t digits = 0;
    for (int c = peek_ahead(0); c >= '0' && c <= '9'; c = peek_ahead(0)) {
        value = std::min<std::uint32_t>(value * 10 + static_cast<std::uint32_t>(c - '0'), 1000);
        ++digits;
        ++pos_;
    }
    if (digits == 0) {
        report(DiagnosticCode::BadNag, location, "$", "'$' without a number ignored");
    } else if (value > 255) {
        report(DiagnosticCode::BadNag, location, {}, "NAG above 255 dropped");
    } else if (!muted()) {
        ++summary_.nags;
        apply(visitor_->nag(Nag{static_cast<std::uint8_t>(value), location, false}));
    }
}

void ReaderImpl::open_variation() {
    const Location location = location_at(pos_);
    ++pos_;
    ++depth_;
    if (depth_ == 1) outer_variation_ = location;
    if (depth_ > options_.max_variation_depth) {
        if (!depth_reported_) {
            depth_reported_ = true;
            report(DiagnosticCode::VariationTooDeep, location, {},
                   compose("variations nested deeper than ", options_.max_variation_depth,
                           "; the deeper part is skipped"));
        }
        if (depth_ < mute_depth_) {
            mute_depth_ = depth_;
            mute_emits_end_ = false;
        }
    }
    refresh_muted();
    if (muted()) return;
    ++summary_.variations;
    const Control control = visitor_->begin_variation(location);
    if (control == Control::SkipVariation) {
        mute_depth_ = depth_;
        mute_emits_end_ = false;
        refresh_muted();
    } else {
        apply(control);
    }
}

void ReaderImpl::close_variation() {
    const Location location = location_at(pos_);
    ++pos_;
    if (depth_ == 0) {
        report(DiagnosticCode::UnmatchedParenthesis, location, ")", "unmatched ')' ignored");
        return;
    }
    end_variation_at(location);
}

void ReaderImpl::end_variation_at(const Location& location) {
    const bool visible = !stopped_ && !skip_game_ &&
                         (depth_ < mute_depth_ || (depth_ == mute_depth_ && mute_emits_end_));
    if (depth_ == mute_depth_) mute_depth_ = npos;
    --depth_;
    refresh_muted();
    if (visible) apply(visitor_->end_variation(location));
}

void ReaderImpl::unexpected_character() {
    report(DiagnosticCode::UnexpectedCharacter, location_at(pos_),
           std::string_view(data() + pos_, 1), "character ignored");
    ++pos_;
}

}  // namespace chess::pgn::detail
