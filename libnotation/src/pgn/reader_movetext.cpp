// Movetext: move numbers, moves, glyphs and NAGs, variations and the result (what belongs to a
// move beyond its token: reader_move_notes.cpp; comments: reader_comments.cpp).

#include <algorithm>

#include "reader_impl.hpp"
#include "tokens.hpp"

namespace chess::pgn::detail {

namespace {

Location advanced(Location location, std::size_t bytes) {
    location.offset += bytes;
    location.column += bytes;
    return location;
}

// The move number `rest` begins with, behind another number or dots: digits with their dots or
// ellipsis ("3.", "3.Bc4"). Digits alone ("1...6", a move "6" left of "6!") stay the move they
// were written as: a writer glues such a move to its number, and it must read back so.
MoveNumberSplit glued_move_number(std::string_view rest) {
    const std::size_t digits = rest.find_first_not_of("0123456789");
    if (digits == 0 || digits == std::string_view::npos) return {};
    return split_move_number(rest);
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
    std::size_t size = pos_ - keep_ - move_begin;
    // Spaces after the move belong to nobody: step over them here, so that the common case
    // (the next token starts with none of 'e', 'c', 'm', 'd', '(') needs no further look. Other
    // blanks, and bytes >= 0x80 (a Unicode space, a Cyrillic е), are left to consume_note.
    skip_spaces();
    std::size_t mark_size = 0;  // a check mark behind the note ("exd6 e.p.+"), a check word
    const char next = buf_[pos_];
    const bool may_have_note = may_start_note(next);
    // The en-passant note's bytes as written, 0 for none: a value, not one more out-parameter
    // kept in memory, as this runs for every move.
    std::size_t note_size = 0;
    if (may_have_note) {
        note_size = consume_note(mark_size);
        if (buf_[pos_] == '(' && move_length == size) [[unlikely]] {
            const std::size_t grown = take_spaced_promotion(move_begin, size);
            if (grown != size) {
                size = move_length = grown;
                skip_spaces();
                if (may_start_note(buf_[pos_])) note_size = consume_note(mark_size);  // "(Q) ch"
            }
        }
    }
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
    // Words and pieces whose rest is written apart ("Castles QR", "P x P", "R-K sq") and
    // "Resigns." end with a letter or a full stop; checked moves ("Nf3+") and glyphs do not.
    // So do a comma or full stop of running text ("P-K4,"): dropped.
    const char last = data()[pos_ - 1];
    std::size_t punctuation = 0;
    if (is_ascii_letter(last) || last == '.' || last == ',') [[unlikely]] {
        if (is_resignation_word(move_begin)) return deliver_resignation(move_begin, location);
        if (move_begin == 0 && kept_view() == novelty_mark && novelty_mark_ends())
            return deliver_novelty(location);
        // 1 when a form written apart took a comma or full stop of running text behind it ("Q x
        // P."), which trailing_punctuation_length alone would keep as an abbreviation's ("Q. R.").
        if (is_castles_word(move_begin)) punctuation = take_spaced_castling_side();
        punctuation |= take_spaced_capture(move_begin);
        punctuation |= take_spaced_first_rank();
        if (punctuation == 0) {
            // Castling and promotions ("O-O", "e8=Q") end with a capital: no word.
            const char end = data()[pos_ - 1];
            if (!(end >= 'A' && end <= 'Z') && words_between_moves(move_begin, location)) return;
            punctuation = trailing_punctuation_length(
                std::string_view(data() + keep_ + move_begin, pos_ - keep_ - move_begin));
        }
    } else if (static_cast<unsigned char>(last) >= 0x80 &&
               words_between_moves(move_begin, location)) {
        return;  // a word of another script ("\u043B\u0443\u0447\u0448\u0435")
    }
    const std::string_view token(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    GluedGlyphs glyphs = split_glued_glyphs(token.substr(0, token.size() - punctuation));
    if (punctuation != 0) [[unlikely]] {
        if (glyphs.move_length == 0) {
            // Glyphs and a full stop ("!?."): no move to end, so no punctuation behind one. The
            // token is read whole, as before, never as an empty move.
            glyphs = split_glued_glyphs(token);
        } else {
            note_punctuation(advanced(location, token.size() - punctuation), token.back());
        }
    }
    const std::string_view written = deliver_move_text(move_begin, glyphs.move_length, location);
    std::size_t begin = glyphs.move_length;
    bool idea_follows = false;  // the last glyph is "\u2206" ("Nc3\u2206 Nd5")
    for (std::size_t i = 0; i < glyphs.count; ++i) {
        const std::string_view glyph = written.substr(begin, glyphs.ends[i] - begin);
        deliver_glyph(glyph, advanced(location, begin));
        idea_follows = glyph_nag(glyph) == with_the_idea_nag;
        begin = glyphs.ends[i];
    }
    if (idea_follows) [[unlikely]]
        take_idea_move();  // last: it may refill the buffer, which `written` points into
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
               compose("token longer than ", options_.max_token_bytes, "byte", "bytes",
                       "; the rest of the game is skipped; token starts with"));
        return TokenEnd::Broken;
    }
    if (pos_ == keep_) return unicode_space_token();
    // A move with bytes that are not UTF-8 ("L\xD7c6", the '\u00D7' of a Latin-1 file) is read
    // as Latin-1 by the replayer, as tag values and comments are by the reader: said once (W101).
    if (!is_valid_utf8(kept_view())) note_latin1(location, kept_view());
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
        deliver_move_number(number, move_begin > i + 1 || black_mark_follows(true), location);
    }
    return TokenEnd::Continue;
}

// After a move number that stands alone (pos_ behind it): whether the next token starts with
// dots or an ellipsis, the "..." of "12. ... Nf6" that makes the number Black's, also on the
// next line. Steps over the blanks, which the next token's reading would skip anyway. A dash
// alone behind a number with its full stop (`dash_allowed`), em, en or a hyphen ("12. \u2014 Nf6",
// "12. - Nf6"), stands for White's move as Russian books print it and people type it: Black's
// mark too, stepped over here (no move is spelt so; a null move is "--"). Behind bare digits it
// is no mark: "1 \u2013 0" is a result.
bool ReaderImpl::black_mark_follows(bool dash_allowed) {
    const int next = skip_blanks();
    if (next == '.') return true;
    if (next == '-') {
        if (!dash_allowed || !token_ends_ahead(1)) return false;
        ++pos_;
        return true;
    }
    if (next != 0xE2 || peek_ahead(1) != 0x80) return false;
    if (peek_ahead(2) == 0xA6) return true;  // the ellipsis
    if (!dash_allowed) return false;
    for (const std::string_view dash : white_move_dashes) {
        if (peek_is(0, dash) && token_ends_ahead(dash.size())) {
            pos_ += dash.size();
            return true;
        }
    }
    return false;
}

// The move number `split` at the start of `text`, and any glued behind it ("2...3. Bc4", a
// slip, or a number restated): each one a number, which the replayer checks, rather than the
// second read as a move that cannot be one. Returns where the move starts (text.size(): none).
std::size_t ReaderImpl::deliver_move_numbers(std::string_view text, MoveNumberSplit split,
                                             const Location& location) {
    std::size_t begin = 0;
    for (;;) {
        const std::size_t end = begin + split.move_begin;
        const MoveNumberSplit glued = glued_move_number(text.substr(end));
        if (glued.has_number) {
            deliver_move_number(split.number, split.black, advanced(location, begin));
            begin = end;
            split = glued;
            continue;
        }
        const bool alone = end == text.size();
        // "12)", as Russian and old records number moves: outside any variation, the ')' glued
        // to the digits is the number's dot, not an unmatched parenthesis. (pos_ is on the
        // delimiter that ended the token; text is not used after the peek.)
        if (alone && depth_ == 0 && (class_of(text.back()) & kDigit) != 0 && peek_ahead(0) == ')')
            ++pos_;
        deliver_move_number(split.number, split.black || (alone && black_mark_follows(false)),
                            advanced(location, begin));
        return end;
    }
}

// Behind dots or an ellipsis that stand alone before `dots_end` ("...4.Ba4"), numbers are numbers
// too, as behind a number: no move's text begins with one, so a writer that glues a move to its
// number ("4...Ba4") never writes one that reads back otherwise. Returns where the move starts.
std::size_t ReaderImpl::numbers_behind_dots(std::string_view text, std::size_t dots_end,
                                            const Location& location) {
    if (dots_end == 0 || dots_end == text.size()) return dots_end;
    const std::string_view rest = text.substr(dots_end);
    const MoveNumberSplit split = glued_move_number(rest);
    if (!split.has_number) return dots_end;
    return dots_end + deliver_move_numbers(rest, split, advanced(location, dots_end));
}

void ReaderImpl::deliver_move_number(std::uint32_t number, bool black, const Location& location) {
    moves_before_number_ = summary_.moves;
    white_number_ = black ? 0 : number;
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
                if (peek_ahead(1) == '%' && command_in_brackets()) break;
                if (tag_follows_bracket()) return Ending::NextTags;
                if (!prose_in_parentheses(']')) open_bracket_variation();
                break;
            case '{':
                if (!brace_comment()) return Ending::NextTags;
                break;
            case ';':
                if (move_number_follows_semicolon()) {
                    semicolon_as_separator();
                } else {
                    line_comment();
                }
                break;
            case '(':
                if (parenthesised_result()) return Ending::Result;
                if (!parenthesised_glyph() && !prose_in_parentheses(')')) open_variation();
                break;
            case ')':
                close_variation();
                break;
            case '$':
                nag_token();
                break;
            case ']':
                // Closes the innermost variation when a '[' opened it; any other is E114.
                if (!bracket_depths_.empty() && bracket_depths_.back() == depth_) {
                    close_variation();
                } else {
                    unexpected_character();
                }
                break;
            case '}':
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
        move_begin = split.has_number ? deliver_move_numbers(text, split, location)
                                      : numbers_behind_dots(text, split.move_begin, location);
        if (move_begin == text.size()) return TokenEnd::Continue;
    }
    const Location move_location = advanced(location, move_begin);
    const std::string_view rest = text.substr(move_begin);
    const char lead = rest[0];
    const std::size_t trailing = trailing_glyph_length(rest);
    if (lead == '!' || lead == '?' || lead == '=' || lead == '+' || lead == '-' ||
        (class_of(lead) & kSpecial) != 0) {
        if (const auto value = glyph_nag(rest)) {
            if (!muted()) {
                ++summary_.nags;
                apply(visitor_->nag(Nag{*value, move_location, true}));
            }
            if (*value == with_the_idea_nag) take_idea_move();
            return TokenEnd::Continue;
        }
        // "=!?", "+-!?", "\u25A1!?": a glyph with '!' or '?' glued behind it is two glyphs. No
        // move is "=", and read as one it would not read back (a lone "=" is NAG 10).
        const std::string_view lead_glyph = rest.substr(0, rest.size() - trailing);
        if (trailing > 0 && trailing < rest.size() && glyph_nag(lead_glyph)) {
            deliver_glyph(lead_glyph, move_location);
            deliver_glyph(rest.substr(lead_glyph.size()),
                          advanced(move_location, lead_glyph.size()));
            return TokenEnd::Continue;
        }
    }
    if (trailing == rest.size()) {
        report(DiagnosticCode::UnknownGlyph, move_location, rest, "unknown glyph dropped");
        return TokenEnd::Continue;
    }
    if (location.offset == comma_token_offset_) [[unlikely]]
        return glyphs_before_comma(text, location);
    deliver_move(move_begin, move_location);
    return TokenEnd::Continue;
}

// Behind Informator's "\u2206" (with the idea, NAG 140; pos_ behind it): the move it names on
// the line, which was not played ("4. Nc3 \u2206 Nd5"), is a comment, not the next move, and so
// are more moves joined to it by commas ("\u2206 Nd5, Bg5", idea_goes_on). A blank alone ends
// it: the next move follows the idea so ("1. e4 \u2206 d4 e5"). A "\u2206" that ends its line
// has its idea at the start of the next ("12. Nd5 \u2206" then "Nf6 e5 13. ..."), as a book's
// line break left it; a move number or a result there is no idea: the NAG stands alone.
void ReaderImpl::take_idea_move() {
    skip_idea_blanks();
    int next = peek_ahead(0);
    if (next == '\n' || next == '\r') [[unlikely]]
        next = skip_blanks();
    if (next < 0 || (class_of(static_cast<char>(next)) & kDelim) != 0) return;
    const Location location = location_at(pos_);
    keep_ = pos_;
    // Too long, or not UTF-8: left to be read as a token, which reports it. A move number or
    // result is the game's, never an idea.
    if (!scan_token(options_.max_token_bytes) || pos_ == keep_ || !is_valid_utf8(kept_view()) ||
        split_move_number(kept_view()).has_number ||
        (could_be_result(kept_view()) && match_result(kept_view()))) {
        pos_ = keep_;
        return;
    }
    bool goes_on = true;
    while (goes_on && data()[pos_ - 1] == ',') goes_on = idea_goes_on();
    if (muted()) return;
    ++summary_.comments;
    apply(visitor_->comment(Comment{kept_view(), location, CommentKind::Brace, false}));
}

// Spaces, tabs and Unicode spaces on the idea's line (skip_line_blanks), up to a byte order mark
// before a '[': where two files were joined, which unicode_space_token steps over silently, not
// a zero width no-break space to report (N127).
void ReaderImpl::skip_idea_blanks() {
    for (;;) {
        skip_inline_blanks();
        if (peek_ahead(0) < 0x80 || (bom_ahead() && peek_ahead(3) == '[')) return;
        const UnicodeSpace space = unicode_space_ahead();
        if (space.length == 0) return;
        note_unicode_space(location_at(pos_), space.code_point);
        pos_ += space.length;
    }
}

// With the idea kept up to pos_, behind a comma: takes the next token into it when one follows
// on the line that is no move number or result ("\u2206 d4, 15. c4" ends at the comma).
bool ReaderImpl::idea_goes_on() {
    const std::size_t idea_size = pos_ - keep_;  // offsets from keep_: a refill may move the data
    skip_idea_blanks();
    const std::size_t token_begin = pos_ - keep_;
    const int next = peek_ahead(0);
    const bool goes_on = next >= 0 && (class_of(static_cast<char>(next)) & kDelim) == 0 &&
                         scan_token(options_.max_token_bytes) && pos_ - keep_ != token_begin &&
                         is_valid_utf8(kept_view()) && [this, token_begin] {
                             const std::string_view token = kept_view().substr(token_begin);
                             return !split_move_number(token).has_number &&
                                    !(could_be_result(token) && match_result(token));
                         }();
    if (!goes_on) pos_ = keep_ + idea_size;
    return goes_on;
}

// "Resigns", "resigned." where books print the end of a game: no move, and no result either (the
// side that resigned is the replay's to know), but no commentary to drop: a comment (N129).
void ReaderImpl::deliver_resignation(std::size_t move_begin, const Location& location) {
    const std::string_view word(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    report(DiagnosticCode::ResignationWord, location, word,
           "a resignation in the movetext read as a comment");
    if (muted()) return;
    ++summary_.comments;
    apply(visitor_->comment(Comment{word, location, CommentKind::Brace, false}));
}

// The token behind a check word or note that note_comma_behind noted: the move's glyphs, if
// any ("ch!,"), and a comma of running text, dropped (N131).
ReaderImpl::TokenEnd ReaderImpl::glyphs_before_comma(std::string_view text,
                                                     const Location& location) {
    comma_token_offset_ = no_offset;
    const std::string_view glyphs = text.substr(0, text.size() - 1);
    if (!glyphs.empty()) deliver_glyph(glyphs, location);
    note_punctuation(advanced(location, glyphs.size()), ',');
    return TokenEnd::Continue;
}

// A comma or full stop behind a move, as running text sets them ("1. P-K4, P-K4."): dropped,
// N131 once per game.
void ReaderImpl::note_punctuation(const Location& location, char mark) {
    if (punctuation_reported_stretch_ == stretch()) return;
    punctuation_reported_stretch_ = stretch();
    report(DiagnosticCode::PunctuationAfterMove, location, std::string_view(&mark, 1),
           mark == ',' ? "a comma behind a move dropped" : "a full stop behind a move dropped");
}

// "N" alone, Informator's mark of a novelty behind a move (no move is a knight alone): the NAG
// ChessBase gives it, 146. Only a token of its own with a blank, line end, ')', ']' or '{' behind
// it (novelty_mark_ends): an "N" cut by the end of the input or by a NUL ("N\0f3") is a broken
// move, to be reported, and so is one glued to its move number ("2.N", as the writer writes it).
bool ReaderImpl::novelty_mark_ends() {
    const char next = buf_[pos_];
    if (static_cast<unsigned char>(next) >= 0x80) return unicode_space_ahead(0).length != 0;
    return is_novelty_end(next);
}

void ReaderImpl::deliver_novelty(const Location& location) {
    constexpr std::uint8_t novelty = 146;
    if (muted()) return;
    ++summary_.nags;
    apply(visitor_->nag(Nag{novelty, location, true}));
}

// With pos_ on '(': the offset of the ')' that closes it, at most `longest` ahead with
// something between the two, or 0.
std::size_t ReaderImpl::close_parenthesis_ahead(std::size_t longest) {
    std::size_t close = 1;
    while (close <= longest && peek_ahead(close) >= 0 && peek_ahead(close) != ')') ++close;
    return close > 1 && close <= longest && peek_ahead(close) == ')' ? close : 0;
}

// With pos_ on '(': "(!)", "(?!)", "(=)", "(\u00B1)", an evaluation in parentheses as books print
// it behind a move, is that move's glyph (a NAG), not a variation: a variation holds moves.
// false, nothing consumed: a variation opens here.
bool ReaderImpl::parenthesised_glyph() {
    constexpr std::size_t longest = 4;  // "+/-", "\u2A72" (three bytes) and the ')'
    const std::size_t close = close_parenthesis_ahead(longest);
    if (close == 0) return false;
    // (peek_ahead may have refilled: the view is taken after it.)
    const std::string_view glyph(data() + pos_ + 1, close - 1);
    if (!glyph_nag(glyph)) return false;
    const Location location = advanced(location_at(pos_), 1);
    pos_ += close + 1;
    deliver_glyph(glyph, location);
    return true;
}

// With pos_ on '(' (or a '[' that opens no tag), `closing` its closing bracket: a note in
// words, as books print them behind a move ("(the usual reply)", "(\u041A\u043E\u043D\u044C
// \u043D\u0430 f3 ...)"), is a comment (N132), not a variation whose first word fails as a move
// and takes the game with it. Only when it closes within 1 KiB, holding nothing that opens or
// closes a variation or comment; its lines may wrap, as book text does. false, nothing
// consumed: a variation opens here.
bool ReaderImpl::prose_in_parentheses(char closing) {
    std::size_t k = 1;
    while (peek_ahead(k) == ' ') ++k;
    // Nearly every variation begins with a digit or a piece's capital: decided here, at one byte,
    // or at the few bytes of a move's first word ("Nf3", "QxP": not a capital and small letters).
    const int first = peek_ahead(k);
    if (first >= 'A' && first <= 'Z') {
        if (!capital_word_ahead(k)) return false;
    } else if (!(first >= 'a' && first <= 'z') && first < 0xC0) {
        return false;
    }
    const std::size_t longest = std::min<std::size_t>(1024, options_.max_comment_bytes);
    std::size_t close = k;
    for (int c = peek_ahead(close); c != closing; c = peek_ahead(++close)) {
        if (close > longest || c <= 0 ||
            std::string_view("()[]{}").find(static_cast<char>(c)) != std::string_view::npos)
            return false;
        if ((c == '\n' || c == '\r') && !note_goes_on_after_line_end(close)) return false;
    }
    // (peek_ahead may have refilled: the view is taken after it.)
    if (!reads_as_prose(std::string_view(data() + pos_ + 1, close - 1))) return false;
    deliver_note_as_comment(pos_ + 1, pos_ + close, location_at(pos_),
                            DiagnosticCode::ProseInParentheses,
                            closing == ')' ? "a note in words in parentheses read as a comment"
                                           : "a note in words in square brackets read as a comment",
                            prose_reported_stretch_);
    pos_ += close + 1;
    return true;
}

// With pos_ on a '[' and a '%' behind it: a command of the kind that lichess and chess.com set
// in comments ("{[%clk 0:01:00]}", "{[%eval 0.31]}"), written without its braces, as a program
// that strips comments' braces leaves it. It is a comment that holds the command, brackets and
// all (N133), as if the braces were there, so that the clock stays with its move and a writer
// gives it back in braces; before, it opened a variation whose "%clk" failed as a move. Only
// the command's form: '%' and a letter, its ']' on the same line within 256 bytes, no bracket or
// brace inside. false, nothing consumed: anything else.
bool ReaderImpl::command_in_brackets() {
    const int name = peek_ahead(2);
    if (!((name >= 'a' && name <= 'z') || (name >= 'A' && name <= 'Z'))) return false;
    const std::size_t longest = std::min<std::size_t>(256, options_.max_comment_bytes);
    std::size_t close = 3;
    for (int c = peek_ahead(close); c != ']'; c = peek_ahead(++close)) {
        if (close > longest || c <= 0 || c == '\n' || c == '\r' ||
            std::string_view("[{}").find(static_cast<char>(c)) != std::string_view::npos)
            return false;
    }
    deliver_note_as_comment(
        pos_, pos_ + close + 1, location_at(pos_), DiagnosticCode::CommandOutsideBraces,
        "a command in square brackets without braces read as a comment", command_reported_stretch_);
    pos_ += close + 1;
    return true;
}

// A note in the movetext read as a comment (prose_in_parentheses, command_in_brackets,
// words_between_moves): delivers buf_[first, last) as the comment, located at `location`, with
// `code` reported once a stretch. Line ends from pos_ on are counted; pos_ stays.
void ReaderImpl::deliver_note_as_comment(std::size_t first, std::size_t last,
                                         const Location& location, DiagnosticCode code,
                                         std::string_view message,
                                         std::uint64_t& reported_stretch) {
    CommentScan scan{location, CommentKind::Brace};
    for (std::size_t i = first; i < last; ++i) {
        const char c = data()[i];
        if ((c == '\n' || c == '\r') && i >= pos_) note_line_end(i, c);
        if ((class_of(c) & kSpecial) != 0) scan.classes = kSpecial;  // to be repaired
    }
    if (reported_stretch != stretch()) {
        reported_stretch = stretch();
        report(code, scan.location, {}, message);
    }
    deliver_comment(scan, std::string_view(data() + first, last - first), false);
}

// With pos_ behind a token kept from move_begin on: when it begins running text
// (begins_running_text: "with", "If", "and White wins") behind a move, it and the words after it
// (running_text_end) are a comment (W134), as if written in braces, and true. Before, the first
// word failed as a move (E203) and took the rest of the line with it. false, nothing consumed:
// a move (or no move) to be read as before.
bool ReaderImpl::words_between_moves(std::size_t move_begin, const Location& location) {
    std::string_view word = without_sentence_marks(
        std::string_view(data() + keep_ + move_begin, pos_ - keep_ - move_begin));
    if (!may_begin_running_text(word)) return false;
    // Where a move number asks for a move ("1.foo f5 2.Nc3"), a word is a move mistyped or
    // left out, for the replayer to report (E203), not a note: words follow moves.
    if (moves_before_number_ == summary_.moves) return false;
    std::size_t next_begin = 0;
    while (peek_ahead(next_begin) == ' ' || peek_ahead(next_begin) == '\t') ++next_begin;
    constexpr std::size_t longest_next = 64;  // a move spaced apart, "\u041A\u0440 f1", is short
    std::size_t next_end = next_begin;
    while (next_end < longest_next && !token_ends_ahead(next_end)) ++next_end;
    // (peek_ahead may have refilled: the views are taken after it.)
    const std::size_t word_size = word.size();
    word = std::string_view(data() + keep_ + move_begin, word_size);
    const std::string_view next(data() + pos_ + next_begin, next_end - next_begin);
    if (!begins_running_text(word, next)) return false;
    // The comment, first word included, stays within the comment limit (1 KiB at most).
    const std::size_t longest = std::min<std::size_t>(1024, options_.max_comment_bytes);
    const std::size_t taken = pos_ - keep_ - move_begin;
    if (taken > longest) return false;
    const std::size_t end = running_text_end(longest - taken);
    if (words_stand_for_blacks_move(end)) return false;
    deliver_note_as_comment(keep_ + move_begin, pos_ + end, location,
                            DiagnosticCode::WordsInMovetext,
                            "words between the moves read as a comment", words_reported_stretch_);
    pos_ += end;
    return true;
}

namespace {

// Bytes that end running text where a token begins: a move number or a result, a bracket or
// brace, a NAG, a ';' comment, the unknown result. A move behind dots alone ("...d6") does not:
// in words it is an idea ("with the idea ...d6"); the game goes on behind a move number.
bool stops_running_text(int c) {
    return (c >= '0' && c <= '9') ||
           (c >= 0 &&
            std::string_view("()[]{};$*").find(static_cast<char>(c)) != std::string_view::npos);
}

// Bytes that end running text inside a word ("advantage)").
bool closes_running_text(int c) {
    return c >= 0 &&
           std::string_view("()[]{};").find(static_cast<char>(c)) != std::string_view::npos;
}

bool is_blank_or_line_end(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

// The offset from pos_ where running text that began before pos_ ends: behind its last word
// before a byte that stops it (stops_running_text, closes_running_text), a blank line, a tag or
// '%' line, a NUL or the end of input, two moves in a row (an unnumbered list of moves goes on
// there, "Xyz Nf3 Nc6": one move alone is an idea, "with the idea Be7"), or the last word that
// ends within `longest` bytes of pos_.
std::size_t ReaderImpl::running_text_end(std::size_t longest) {
    std::size_t end = 0;  // behind the last word taken
    std::size_t k = 0;
    std::size_t word_end = 0;
    if (!running_word_ahead(k, word_end, longest)) return 0;
    for (;;) {
        std::size_t next = word_end;
        std::size_t next_end = 0;
        const bool more = is_blank_or_line_end(peek_ahead(word_end)) &&
                          running_word_ahead(next, next_end, longest);
        // (peek_ahead may have refilled: the views are taken after it.)
        const auto word_at = [this](std::size_t from, std::size_t to) {
            return std::string_view(data() + pos_ + from, to - from);
        };
        if (more && looks_like_movetext_start(word_at(k, word_end)) &&
            looks_like_movetext_start(word_at(next, next_end)))
            return end;
        end = word_end;
        if (!more) return end;
        k = next;
        word_end = next_end;
    }
}

// With running text from behind White's numbered move ("1. e4") up to pos_ + end: whether White's
// next move number follows it ("1. e4 foo 2. Nf3"), so that it stands where Black's move should,
// a move mistyped or left out, as after a number (E203). As words, the error came one move later,
// at White's move taken for Black's, with the move numbers no longer checked (W213).
bool ReaderImpl::words_stand_for_blacks_move(std::size_t end) {
    if (white_number_ == 0 || summary_.moves != moves_before_number_ + 1) return false;
    std::size_t k = end;
    int c = peek_ahead(k);
    while (is_blank_or_line_end(c)) c = peek_ahead(++k);
    std::uint32_t number = 0;
    for (int digits = 0; c >= '0' && c <= '9' && digits < 9; ++digits, c = peek_ahead(++k))
        number = number * 10 + static_cast<std::uint32_t>(c - '0');
    return number == white_number_ + 1 && c == '.' && peek_ahead(k + 1) != '.';
}

// With k at blanks or a word of running text: moves k to the word's first byte and word_end
// behind it; false when the running text stops first (see running_text_end).
bool ReaderImpl::running_word_ahead(std::size_t& k, std::size_t& word_end, std::size_t longest) {
    int c = peek_ahead(k);
    for (; is_blank_or_line_end(c); c = peek_ahead(++k)) {
        if (k > longest) return false;
        if ((c == '\n' || c == '\r') && !note_goes_on_after_line_end(k)) return false;
    }
    if (c <= 0 || stops_running_text(c)) return false;
    word_end = k;
    while (c > 0 && !is_blank_or_line_end(c) && !closes_running_text(c) && word_end <= longest)
        c = peek_ahead(++word_end);
    return word_end <= longest;
}

// With a capital at pos_ + k: whether a word of a capital and small letters (ASCII, or any byte
// of another script) begins there, two letters or more, ended by a blank or a punctuation mark,
// as a sentence's first word ("White wins", "In this line", "Better, ..."). The rest is
// reads_as_prose's.
bool ReaderImpl::capital_word_ahead(std::size_t k) {
    std::size_t letters = 1;
    int c = peek_ahead(++k);
    for (; (c >= 'a' && c <= 'z') || c >= 0x80; c = peek_ahead(++k)) ++letters;
    return letters >= 2 && c > 0 &&
           std::string_view(" \t,.;:!?").find(static_cast<char>(c)) != std::string_view::npos;
}

// A line end at pos_ + k inside a note in words: the note goes on, as wrapped book text does,
// unless a blank line, a tag or a '%' escape line follows. A tag behind a byte order mark (two
// files joined) is a tag too: the mark, taken into the note, would move the next game's
// beginning from its line's start to its '[', away from the boundary -j and --byte-range cut at.
bool ReaderImpl::note_goes_on_after_line_end(std::size_t k) {
    const int next = peek_ahead(k + 1);
    if (peek_ahead(k) == '\r' && next == '\n') return true;  // CR LF: decided at the LF
    if (bom_ahead(k + 1) && peek_ahead(k + 4) == '[') return false;
    return next > 0 &&
           std::string_view("\n\r[%").find(static_cast<char>(next)) == std::string_view::npos;
}

// With pos_ on '(': "(1-0)", "(1/2-1/2)", the result in parentheses as some books and
// databases print it, is the game's result (N116, a non-standard form), not a variation that
// holds nothing but a result (W117). Only where the game ends behind the ')': at the end of
// the input or before a '[' (the next game's tags; behind a byte order mark too, where two
// files were joined), after nothing but blanks. false, nothing consumed: a '(' anywhere else
// opens a variation.
bool ReaderImpl::parenthesised_result() {
    if (depth_ > 0) return false;
    constexpr std::size_t longest = 8;    // "1/2-1/2", "0.5-0.5" and the ')'
    constexpr std::size_t max_gap = 256;  // blank lines between two games
    const std::size_t close = close_parenthesis_ahead(longest);
    if (close == 0) return false;
    std::size_t k = close + 1;
    int next = peek_ahead(k);
    while (next == ' ' || next == '\t' || next == '\n' || next == '\r') {
        if (k - close > max_gap) return false;
        next = peek_ahead(++k);
    }
    if (next >= 0 && next != '[' && !(bom_ahead(k) && peek_ahead(k + 3) == '[')) return false;
    // (peek_ahead may have refilled: the views are taken after it.)
    const std::string_view inside(data() + pos_ + 1, close - 1);
    if (!could_be_result(inside)) return false;
    const auto match = match_result(inside);
    if (!match) return false;
    const Location location = location_at(pos_);
    keep_ = pos_;
    pos_ += close + 1;
    return deliver_result(kept_view(), match->result, true, location) == TokenEnd::Result;
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
    open_variation_at(location);
}

// With pos_ on a '[' that opens a variation (tag_follows_bracket): read as '(' is, until its ']'.
// N130, once per game.
void ReaderImpl::open_bracket_variation() {
    const Location location = location_at(pos_);
    ++pos_;
    if (bracket_reported_stretch_ != stretch()) {
        bracket_reported_stretch_ = stretch();
        report(DiagnosticCode::BracketVariation, location, "[",
               "a variation in square brackets read as '(...)'");
    }
    open_variation_at(location);
    bracket_depths_.push_back(depth_);
}

void ReaderImpl::open_variation_at(const Location& location) {
    ++depth_;
    if (depth_ == 1) outer_variation_ = location;
    if (depth_ > options_.max_variation_depth) {
        if (!depth_reported_) {
            depth_reported_ = true;
            report(DiagnosticCode::VariationTooDeep, location, {},
                   compose("variations nested deeper than ", options_.max_variation_depth, "level",
                           "levels", "; the deeper part is skipped"));
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

// With pos_ on a ';': whether a move number follows on the line ("3...f5", "12.Nd2", "3. ...
// f5"), as in Informator's "(3...Nf6 4.O-O; 3...f5 4.Nc3)", where the ';' separates two
// variations of the same move, or in the running text of old books, "1. P-K4 P-K4; 2. Kt-KB3",
// where it separates moves. A comment that starts so is unlikely, and moves read as a comment
// would be lost without a word. But a '}' on the line before any '{' makes it a comment: a
// comment holding a '}' can only be written so (as GameWriter does).
bool ReaderImpl::move_number_follows_semicolon() {
    std::size_t k = 1;
    while (peek_ahead(k) == ' ' || peek_ahead(k) == '\t') ++k;
    const std::size_t digits = k;
    while (k - digits < 4 && peek_ahead(k) >= '0' && peek_ahead(k) <= '9') ++k;
    if (k == digits || peek_ahead(k) != '.') return false;
    constexpr std::size_t max_look = 4096;  // a longer line is taken for moves
    for (; k < max_look; ++k) {
        const int c = peek_ahead(k);
        if (c < 0 || c == '\n' || c == '\r' || c == '{') return true;
        if (c == '}') return false;
    }
    return true;
}

// A ';' before a move number (see move_number_follows_semicolon). Inside a variation, "(A; B)":
// A ends and B, another variation of the same move, begins, as "(A) (B)" writes them. Between
// moves: a blank. N128, once per game.
void ReaderImpl::semicolon_as_separator() {
    const Location location = location_at(pos_);
    ++pos_;
    if (semicolon_reported_stretch_ != stretch()) {
        semicolon_reported_stretch_ = stretch();
        report(DiagnosticCode::SemicolonSeparator, location, {},
               depth_ > 0 ? "';' between two variations read as ') ('"
                          : "';' before a move number read as a blank, not a comment");
    }
    if (depth_ == 0) return;
    end_variation_at(location);
    open_variation_at(location);
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
    // "[... )": the ')' closed that one.
    while (!bracket_depths_.empty() && bracket_depths_.back() > depth_) bracket_depths_.pop_back();
    refresh_muted();
    if (visible) apply(visitor_->end_variation(location));
}

void ReaderImpl::unexpected_character() {
    report(DiagnosticCode::UnexpectedCharacter, location_at(pos_),
           std::string_view(data() + pos_, 1), "character ignored");
    ++pos_;
}

}  // namespace chess::pgn::detail
