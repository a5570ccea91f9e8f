// What belongs to a move beyond its token, as books print it: a parenthesised promotion or
// castling side glued to it ("e8(Q)", "Castles(QR)"), a castling side apart ("Castles KR"), and
// the notes behind it: an en-passant note ("exd6 e.p.", "e. p.") and check words ("Qxf7 mate",
// "NxP dis ch"), with the comma of running text behind them ("Q-R5 ch, K-Kt1").

#include <string>

#include "reader_impl.hpp"
#include "tokens.hpp"

namespace chess::pgn::detail {

namespace {

// A Russian keyboard's е and р, typed for the e and p of the en-passant note ("е.р.").
constexpr std::string_view cyrillic_e = "\xD0\xB5";
constexpr std::string_view cyrillic_er = "\xD1\x80";

// Bytes that may follow the side in "Castles KR" or the "sq" of "R-K sq": a check mark ("+",
// "#", "ch") or glyphs.
bool is_castling_mark_byte(int c) {
    return c == '+' || c == '#' || c == '!' || c == '?' || c == 'c' || c == 'h';
}

// The bytes of descriptive notation's pieces: "P", "Kt", "QB", "KKt", "QBP".
constexpr std::string_view descriptive_piece_bytes = "KQRBNPt";

// Bytes of a check mark glued behind a promotion set apart: "+", "#", "++", "ch", "mate".
bool is_check_mark_byte(int c) {
    return c == '+' || c == '#' || c == 'c' || c == 'h' || c == 'm' || c == 'a' || c == 't' ||
           c == 'e';
}

// The length of the piece a promotion names in English books, "Q", "R", "B", "N" or "Kt", from
// its first two bytes; 0 for none.
std::size_t english_promotion_piece_length(int first, int second) {
    if (first == 'K') return second == 't' ? 2 : 0;
    return first == 'Q' || first == 'R' || first == 'B' || first == 'N' ? 1 : 0;
}

// Whether `move` is a descriptive pawn's capture of a piece ("PxKt", "KBPxR", "P x Kt",
// "P\u00D7Q"): the one capture that may promote with the piece taken named, not the square
// ("PxKt(Q)").
bool is_pawn_capture_of_piece(std::string_view move) {
    std::size_t mark = move.find_first_of("x:");
    std::size_t mark_size = 1;
    if (mark == std::string_view::npos) {
        mark = move.find("\u00D7");
        mark_size = 2;
    }
    if (mark == std::string_view::npos) return false;
    std::string_view mover = move.substr(0, mark);
    std::string_view taken = move.substr(mark + mark_size);
    while (mover.ends_with(' ')) mover.remove_suffix(1);
    while (taken.starts_with(' ')) taken.remove_prefix(1);
    const auto pieces_only = [](std::string_view text) {
        return !text.empty() && text.size() <= 4 &&
               text.find_first_not_of(descriptive_piece_bytes) == std::string_view::npos;
    };
    return pieces_only(mover) && mover.back() == 'P' && pieces_only(taken) && taken.back() != 'P';
}

}  // namespace

// Whether the move kept from move_begin up to pos_ is the word "Castles" (or "castles"), which
// older books print for castling, with its side when both are possible.
bool ReaderImpl::is_castles_word(std::size_t move_begin) const {
    const std::string_view move(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    return move == "Castles" || move == "castles";
}

// Whether the token kept from move_begin up to pos_ is a resignation as books print it in the
// movetext: "Resigns", "resigns", "Resigned", "resigned", with or without a full stop.
bool ReaderImpl::is_resignation_word(std::size_t move_begin) const {
    std::string_view word(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    if (word.ends_with('.')) word.remove_suffix(1);
    return word == "Resigns" || word == "resigns" || word == "Resigned" || word == "resigned";
}

// The side of castling at pos_ + k as books name it after "Castles": "KR", "K", "K.R.", "K R",
// "K. R.", and the same with Q (read_descriptive's forms). Its length; 0 for none.
std::size_t ReaderImpl::castling_side_ahead(std::size_t k) {
    const int wing = peek_ahead(k);
    if (wing != 'K' && wing != 'Q') return 0;
    std::size_t end = k + 1;
    if (peek_ahead(end) == '.') ++end;
    std::size_t rook = end;
    if (peek_ahead(rook) == ' ') ++rook;
    if (peek_ahead(rook) != 'R') return end - k;
    end = rook + 1;
    if (peek_ahead(end) == '.') ++end;
    return end - k;
}

// Where a form written apart ends when its token ends at pos_ + end: there, or behind a comma or
// full stop of running text that ends the token ("P x P,", "Castles KR."); 0 when the token
// goes on.
std::size_t ReaderImpl::spaced_form_end(std::size_t end) {
    if (token_ends_ahead(end)) return end;
    const int mark = peek_ahead(end);
    return (mark == ',' || mark == '.') && token_ends_ahead(end + 1) ? end + 1 : 0;
}

// After "Castles" (pos_ behind it): the side written apart on the line, "Castles KR", "Castles
// (Q)", belongs to the move, and so do a check mark or glyphs glued behind it ("Castles QR+");
// pos_ moves behind them, and behind a comma or full stop of running text ("Castles K.R.,").
// No move is spelt so, so the next token is never taken. Anything else is left to be read as
// the next token. Returns 1 when the move's last byte is such punctuation, else 0.
std::size_t ReaderImpl::take_spaced_castling_side() {
    constexpr std::size_t max_spaces = 8;  // bounds the look-ahead (and the move: 30 bytes at most)
    std::size_t k = 0;
    while (k < max_spaces && peek_ahead(k) == ' ') ++k;
    if (k == 0) return 0;
    const bool paren = peek_ahead(k) == '(';
    const std::size_t side_begin = paren ? k + 1 : k;
    const std::size_t side = castling_side_ahead(side_begin);
    if (side == 0) return 0;
    std::size_t end = side_begin + side;
    if (paren && peek_ahead(end++) != ')') return 0;
    for (std::size_t marks = 0; marks < 4 && is_castling_mark_byte(peek_ahead(end)); ++marks) ++end;
    const std::size_t stop = spaced_form_end(end);
    if (stop == 0) return 0;
    pos_ += stop;
    return stop - end;
}

// After a descriptive piece alone ("P", "Kt", "QBP"; pos_ behind it): a capture written with
// blanks around its mark, as plain-text books set it ("P x P", "Q x Kt ch", "B \u00D7 P"),
// belongs to the move, up to the end of the piece taken (and of its token: "Q x P." with the
// full stop of running text). A piece alone is no move, and neither is an 'x' alone. Anything
// else is left to be read as the next tokens. Returns 1 when the move now ends with a comma or
// full stop (running text's: no piece or square is written with one), else 0.
std::size_t ReaderImpl::take_spaced_capture(std::size_t move_begin) {
    // Asked of every move that does not end with a digit ("Nf3+", "O-O"): the second byte of
    // nearly all of them already says no.
    const std::string_view piece(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    // (Spelt out, not descriptive_piece_bytes.find(): this runs for "O-O", "e8=Q" and the like.)
    if (piece.size() > 4) return 0;
    for (const char c : piece) {
        if (c != 'K' && c != 'Q' && c != 'R' && c != 'B' && c != 'N' && c != 'P' && c != 't')
            return 0;
    }
    std::size_t k = 0;
    while (k < 2 && peek_ahead(k) == ' ') ++k;
    if (k == 0) return 0;
    const int mark = peek_ahead(k);
    if (mark == 'x' || mark == ':') {
        ++k;
    } else if (mark == 0xC3 && peek_ahead(k + 1) == 0x97) {  // the multiplication sign
        k += 2;
    } else {
        return 0;
    }
    if (peek_ahead(k) != ' ') return 0;
    while (k < 8 && peek_ahead(k) == ' ') ++k;
    const int taken = peek_ahead(k);
    if (taken != 'K' && taken != 'Q' && taken != 'R' && taken != 'B' && taken != 'N' &&
        taken != 'P')
        return 0;
    std::size_t end = k + 1;
    while (end < k + 12 && !token_ends_ahead(end)) ++end;
    if (!token_ends_ahead(end)) return 0;
    pos_ += end;
    const char last = data()[pos_ - 1];
    return last == ',' || last == '.' ? 1 : 0;
}

// After a descriptive move that ends with a file ("R-K", "K-QB", "N-KKt"; pos_ behind it): "sq"
// apart on the line, the first rank as books printed it before the 1930s ("R-K sq"), belongs to
// the move, with a full stop, check mark or glyphs glued behind it, and a comma or full stop of
// running text ("R-K sq,", "K-B sq.,"). No move is spelt so. Returns 1 when the move's last
// byte is such punctuation, else 0.
std::size_t ReaderImpl::take_spaced_first_rank() {
    const char last = data()[pos_ - 1];
    if (last != 'K' && last != 'Q' && last != 'B' && last != 'N' && last != 'R' && last != 't')
        return 0;
    std::size_t k = 0;
    while (k < 2 && peek_ahead(k) == ' ') ++k;
    if (k == 0 || peek_ahead(k) != 's' || peek_ahead(k + 1) != 'q') return 0;
    std::size_t end = k + 2;
    if (peek_ahead(end) == '.') ++end;
    for (std::size_t marks = 0; marks < 4 && is_castling_mark_byte(peek_ahead(end)); ++marks) ++end;
    const std::size_t stop = spaced_form_end(end);
    if (stop == 0) return 0;
    pos_ += stop;
    return stop - end;
}

// With pos_ on a '(' glued to a move token: a promotion letter in parentheses behind the target
// rank, as books print it ("e8(Q)", "dxe8(\xD0\xA4)+"), or behind the piece a pawn takes
// ("PxKt(Q)"), the side behind "Castles" ("Castles(QR)"), or a descriptive square behind a
// piece ("R(Q1)-Q2"), belongs to the move, and so does the rest of the token behind it; pos_
// moves behind them. A variation of a single letter, side or square ("(Q)", "(KR)", "(Q1)")
// holds no move, so nothing that was movetext is lost. Anything else: the variation it opens.
void ReaderImpl::take_parenthesised_suffix(std::size_t move_begin) {
    const std::size_t close =  // where the ')' must be; 0: nothing to take
        is_castles_word(move_begin)         ? castling_side_close()
        : is_ascii_letter(data()[pos_ - 1]) ? descriptive_close(move_begin)
                                            : promotion_close();
    if (close == 0 || peek_ahead(close) != ')') return;
    const std::size_t paren = pos_ - keep_;  // (relative: a refill may move the buffer)
    pos_ += close + 1;
    // "e8(Q)+": the rest of the token. A move that the promotion makes longer than the token
    // limit keeps its '(' as a variation, as any over-long move would not be read either.
    if (!scan_token(options_.max_token_bytes)) pos_ = keep_ + paren;
}

// With pos_ on a '(' a few spaces behind a descriptive pawn's move to the last rank ("P-Q8
// (Q)", "P-Kt8 (Kt)") or its capture of a piece ("PxR (Q)", "P x Kt (Q)"): the promotion,
// which books set apart, belongs to the move, with blanks inside its parentheses around one
// piece ("P-Q8 ( Q )"), and with a check mark glued behind it ("P-Q8 (Q)ch", "P-Q8 (Q)+");
// glyphs behind that are the next token's, the move's NAGs, and so is a comma of running text
// (note_comma_behind). A variation of a single letter holds no move, so nothing that was
// movetext is lost. Returns the move's size from move_begin, grown or not (pos_ then unmoved).
std::size_t ReaderImpl::take_spaced_promotion(std::size_t move_begin, std::size_t size) {
    const std::string_view move(data() + keep_ + move_begin, size);
    const std::size_t gap = pos_ - keep_ - move_begin - size;
    const char* after = move.data() + size;
    if (gap == 0 || gap > 2 || after[0] != ' ' || after[gap - 1] != ' ') return size;
    const bool advance = move[0] == 'P' && (move.back() == '8' || move.back() == '1');
    if (!advance && !is_pawn_capture_of_piece(move)) return size;
    std::size_t close = promotion_letter_close();
    if (close == 0 || peek_ahead(close) != ')') close = spaced_promotion_letter_close();
    if (close == 0) return size;
    std::size_t end = close + 1;
    for (std::size_t marks = 0; marks < 5 && is_check_mark_byte(peek_ahead(end)); ++marks) ++end;
    pos_ += end;
    note_comma_behind();
    return pos_ - keep_ - move_begin;
}

// With pos_ on a '(': where the ')' must be behind one piece with blanks around it ("( Q )",
// "(Kt )"), 0 when there is none. Only the pieces of English books: a lower-case letter or a
// longer word there is left to be read as what it is.
std::size_t ReaderImpl::spaced_promotion_letter_close() {
    constexpr std::size_t max_blanks = 2;
    std::size_t k = 1;
    while (k <= max_blanks && peek_ahead(k) == ' ') ++k;
    const std::size_t piece = english_promotion_piece_length(peek_ahead(k), peek_ahead(k + 1));
    if (piece == 0) return 0;
    std::size_t close = k + piece;
    while (close < k + piece + max_blanks && peek_ahead(close) == ' ') ++close;
    return peek_ahead(close) == ')' ? close : 0;
}

// With pos_ on the '(' glued behind a descriptive move that ends with a letter: where the ')'
// of a square ("R(Q1)-Q2", "QxP(B7)") or, behind a pawn's capture of a piece, of the promotion
// ("PxKt(Q)") must be; 0 when there is none.
std::size_t ReaderImpl::descriptive_close(std::size_t move_begin) {
    if (const std::size_t close = descriptive_square_close(move_begin)) return close;
    const std::string_view move(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    return is_pawn_capture_of_piece(move) ? promotion_letter_close() : 0;
}

// With pos_ on the '(' behind a move: where the ')' of a promotion letter behind the target rank
// must be ("e8(Q)", a Cyrillic letter or a figurine too), 0 when there is none.
std::size_t ReaderImpl::promotion_close() {
    const char last = data()[pos_ - 1];
    if (last != '8' && last != '1') return 0;
    return promotion_letter_close();
}

// With pos_ on a '(': where the ')' behind a promotion letter must be, 0 when no letter follows.
std::size_t ReaderImpl::promotion_letter_close() {
    const int lead = peek_ahead(1);
    if (lead == 'K' && peek_ahead(2) == 't') return 3;  // "P-Q8(Kt)", the knight of older books
    if (lead >= 0 && lead < 0x80 && is_ascii_letter(static_cast<char>(lead))) return 2;
    if (lead == 0xD0 || lead == 0xD1) return 3;           // a Cyrillic letter
    if (lead == 0xE2 && peek_ahead(2) == 0x99) return 4;  // a figurine
    return 0;
}

// With pos_ on the '(' behind a descriptive piece, the mover ("R(Q1)-Q2", "Kt(1)-B3": its
// square or rank) or the piece taken ("QxP(B7)": its square): where the ')' must be, 0 when
// there is none. A variation of a square holds no move.
std::size_t ReaderImpl::descriptive_square_close(std::size_t move_begin) {
    const std::string_view move(data() + keep_ + move_begin, pos_ - keep_ - move_begin);
    // A piece, or a capture of one: "R", "KKt", "QxP", "BxKt".
    if (move.size() > 6 || move.find_first_not_of("KQRBNPtx") != std::string_view::npos) return 0;
    std::size_t k = 1;  // the file's name ("Q1", "KB3", "QKt2"): piece bytes but 'P'
    for (int c = peek_ahead(k); k < 5 && c > 0 && c < 0x80 && c != 'P'; c = peek_ahead(++k)) {
        if (descriptive_piece_bytes.find(static_cast<char>(c)) == std::string_view::npos) break;
    }
    const int rank = peek_ahead(k);
    return rank >= '1' && rank <= '8' ? k + 1 : 0;
}

// With pos_ on the '(' behind "Castles": where the ')' of the side must be, 0 when there is none.
std::size_t ReaderImpl::castling_side_close() {
    const std::size_t side = castling_side_ahead(1);
    return side == 0 ? 0 : side + 1;
}

// After a move (kept from keep_): consumes a note of its own that belongs to the move. An
// en-passant note (returns its length; see consume_en_passant_note), or a check word ("Qxf7
// mate": returns 0, the word's length goes to mark_size). Otherwise leaves pos_ on the next
// token, having consumed only blanks, and returns 0.
std::size_t ReaderImpl::consume_note(std::size_t& mark_size) {
    const int next = skip_blanks();
    if (next == 'e' || next == static_cast<unsigned char>(cyrillic_e[0]))
        return consume_en_passant_note(mark_size);
    if (next == 'c' || next == 'm' || next == 'C' || next == 'M') consume_check_word(mark_size);
    if (next == 'd') consume_check_words(mark_size);
    return 0;
}

// "ch", "check", "mate", "checkmate", also capitalised (is_check_word) after a move: the move's
// check mark, as older books print it. No move is spelt so: a c-pawn's move has a digit or 'x'
// after the 'c', a French knight's ("Cf3") a file. Glyphs glued behind the word ("ch!!",
// "Mate!") are left for the next token, the move's NAGs.
void ReaderImpl::consume_check_word(std::size_t& mark_size) {
    const int second = peek_ahead(1);
    if (second != 'h' && second != 'a') return;  // "c4", "cxd5": a move
    const std::size_t word_begin = pos_ - keep_;
    const bool short_enough = scan_token(word_begin + 15);  // "checkmate.!!!!,"
    // (scan_token may refill the buffer: the view is taken after it.)
    const std::string_view token(data() + keep_ + word_begin, pos_ - keep_ - word_begin);
    const std::string_view word = check_word_in(token);
    if (short_enough && is_check_word(word)) {
        mark_size = word.size();
        pos_ = keep_ + word_begin + word.size();
        note_comma_behind();
        return;
    }
    pos_ = keep_ + word_begin;
}

// Behind a check word, an en-passant note or a promotion set apart (pos_ behind it): a comma of
// running text that ends the token there, perhaps behind glyphs ("ch,", "e.p.,", "(Q)!,"), is
// noted, so that the token it ends is read as the move's glyphs and the comma dropped (N131),
// not as a move.
void ReaderImpl::note_comma_behind() {
    std::size_t k = 0;
    while (k < 4 && (peek_ahead(k) == '!' || peek_ahead(k) == '?')) ++k;
    if (peek_ahead(k) == ',' && token_ends_ahead(k + 1)) comma_token_offset_ = base_ + pos_;
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
    note_comma_behind();
}

// Spaces, then "ch" or "check" (with or without a full stop) up to a delimiter or glyphs
// ("dis ch!"), read ahead of pos_ without consuming them: their length, or 0 when something else
// follows.
std::size_t ReaderImpl::check_ahead() {
    std::size_t k = 0;
    while (peek_ahead(k) == ' ') ++k;
    if (k == 0) return 0;
    std::string token;
    while (!token_ends_ahead(k + token.size())) {
        if (token.size() == 11) return 0;  // longer than "check.!!!!,"
        token += static_cast<char>(peek_ahead(k + token.size()));
    }
    const std::string_view word = check_word_in(token);
    const bool mate = word.starts_with('m') || word.starts_with('M');  // "dis mate" is no mark
    return is_check_word(word) && !mate ? k + word.size() : 0;
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
    note_comma_behind();
    return pos_ - keep_ - note_begin - mark_size;
}

// The note that starts at note_begin (relative to keep_; pos_ on it), with its check mark:
// consumed when it is one, pos_ left anywhere when not.
bool ReaderImpl::take_en_passant_note(std::size_t note_begin, std::size_t& mark_size) {
    // "e.p.\u2020" is the longest note with a mark: 7 bytes, 9 typed with Cyrillic е and р;
    // with glyphs ("!?") and a comma behind it, 12.
    if (!scan_token(note_begin + 13)) return false;
    // A comma of running text behind it ("e.p.,") is left for note_comma_behind, and so are
    // the move's glyphs before it ("e.p.!,"): the next token ("e.p.!" as "e.p. !").
    if (pos_ - keep_ - note_begin > 1 && data()[pos_ - 1] == ',') --pos_;
    const std::size_t glyphs = trailing_glyph_length(
        std::string_view(data() + keep_ + note_begin, pos_ - keep_ - note_begin));
    if (glyphs > 0 && glyphs <= 3 && pos_ - keep_ - note_begin > glyphs) pos_ -= glyphs;
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
    // Up to the token's end; the longest mark ("\u2020") has three bytes, glyphs and a comma
    // may follow it ("\u2020!?,").
    std::string mark;
    while (!token_ends_ahead(note_end + mark.size())) {
        if (mark.size() == 7) return false;
        mark += static_cast<char>(peek_ahead(note_end + mark.size()));
    }
    if (mark.ends_with(',')) mark.pop_back();  // running text's: left for note_comma_behind
    mark.resize(mark.size() - trailing_glyph_length(mark));  // the move's glyphs ("e. p.!"): too
    if (mark.size() > 3) return false;
    if (!mark.empty() && en_passant_note_before_check("e.p." + mark) == 0) return false;
    pos_ += note_end + mark.size();
    mark_size = mark.size();
    return true;
}

}  // namespace chess::pgn::detail
