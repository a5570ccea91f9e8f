#pragma once
// Classifying one movetext token: pure functions over a string_view, separate from the
// buffering so that they can be tested alone.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/pgn/visitor.hpp"

namespace chess::pgn::detail {

struct ResultMatch {
    Result result;
    bool sloppy;
};

// A cheap test that rules out nearly every token that is no result: results start with '0',
// '1', '*' or '½' (UTF-8 or Latin-1), and a digit is followed by '-', '/', ':', an en dash or
// (in "0.5-0.5") '.'. Move numbers such as "1.e4" fail it in a few comparisons.
inline bool could_be_result(std::string_view token) {
    if (token.empty()) return false;
    const char first = token[0];
    if (first == '*' || first == '\xC2' || first == '\xBD') return true;
    if ((first != '0' && first != '1') || token.size() < 3) return false;
    const char second = token[1];
    return second == '-' || second == '/' || second == ':' || second == '\xE2' ||
           (second == '.' && first == '0' && token[2] == '5');
}

// The standard results "1-0", "0-1", "1/2-1/2", "*" and the sloppy forms "1/2", "½-½", "½",
// "1:0", "0:1", "½:½", "1/2:1/2", "0.5-0.5", en- and em-dash forms and Latin-1 '½' (0xBD).
std::optional<ResultMatch> match_result(std::string_view token);

// The NAG a glyph stands for: "!" 1, "?" 2, "!!" "‼" 3, "??" "⁇" 4, "!?" "⁉" 5, "?!" "⁈" 6,
// "□" 7, "=" 10, "∞" 13, "+=" "⩲" 14, "=+" "⩱" 15, "+/-" "±" 16, "-/+" "∓" 17, "+-" 18, "-+" 19
// (also with the minus sign U+2212), "⨀" 22, "↑" 36, "→" 40, "⇆" 132, "∆" "△" "Δ" 140.
std::optional<std::uint8_t> glyph_nag(std::string_view glyph);
inline constexpr std::uint8_t with_the_idea_nag = 140;  // "\u2206": a move it names follows

// The length of the run of '!' and '?' at the end of token.
inline std::size_t trailing_glyph_length(std::string_view token) {
    std::size_t n = 0;
    while (n < token.size() &&
           (token[token.size() - 1 - n] == '!' || token[token.size() - 1 - n] == '?')) {
        ++n;
    }
    return n;
}

// 1 when `token` ends with a comma or full stop that running text sets behind a move ("P-K4,",
// "Kt-KB3.", "PxP.", "O-O,", "Bxf7+.", "e8=Q!,"), 0 otherwise. The mark follows a letter, digit,
// check mark, glyph or ')'; a full stop behind a letter only when a letter, digit or '-' stands
// before that, so that abbreviations keep theirs ("K.R.", "e.p.", "Castles Q. R.").
inline std::size_t trailing_punctuation_length(std::string_view token) {
    if (token.size() < 3 || (token.back() != ',' && token.back() != '.')) return 0;
    const auto is_letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    const char before = token[token.size() - 2];
    if (is_digit(before) || before == '+' || before == '#' || before == '!' || before == '?' ||
        before == ')')
        return 1;
    if (!is_letter(before)) return 0;
    const char earlier = token[token.size() - 3];
    return token.back() == ',' || is_letter(earlier) || is_digit(earlier) || earlier == '-' ? 1 : 0;
}

// Informator's novelty mark, a token of its own behind a move (NAG 146).
inline constexpr std::string_view novelty_mark = "N";

// A dash alone behind White's move number, standing for White's move ("12. \u2014 Nf6",
// "12. - Nf6"): an em or an en dash, or a hyphen as typed (a null move is "--"). Glued to the
// number ("12.-") it is a move as written: the writer glues such a move to keep it one.
inline constexpr std::array<std::string_view, 3> white_move_dashes = {"\u2014", "\u2013", "-"};
inline bool is_white_move_dash(std::string_view token) {
    return token == white_move_dashes[0] || token == white_move_dashes[1] ||
           token == white_move_dashes[2];
}

// Whether the byte behind an "N" alone makes it Informator's novelty mark: a blank, a line end,
// the end of a variation or the start of a comment (a byte >= 0x80: the caller checks for a
// Unicode space).
inline bool is_novelty_end(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ')' || c == ']' || c == '{';
}

// The length of an evaluation glyph glued to the end of a move, as ChessBase's text and
// Informator print them ("Nd5\xC2\xB1", "Bb5+=", "Qh5+-"), 0 for none: one of the glyph table's
// symbols (glyph_nag: \xC2\xB1 \xE2\x88\x9E \xE2\x96\xA1 ...), or "=", "+=", "=+", "+-", "-+" right
// after the move's target rank. A lone '+' stays the check mark, and "e8=Q" a promotion.
std::size_t evaluation_glyph_length(std::string_view token);

// A move token split from the glyphs glued to its end: runs of '!' and '?' and evaluation
// glyphs, in any order ("Nd5!\xC2\xB1", "e7-+!"), split off as long as what is left ends as a move
// does (a rank digit, '+', '#' or a letter). Where it would not, only the run of '!' and '?' at
// the end is split off, as when evaluation glyphs were not read. The split is idempotent: the
// move text split again gives no glyph, so the writer's output reads back to the same moves.
struct GluedGlyphs {
    static constexpr std::size_t max_glyphs = 8;
    std::size_t move_length = 0;
    std::size_t count = 0;                       // glyphs, in text order
    std::array<std::size_t, max_glyphs> ends{};  // ends[i]: where glyph i ends
};
GluedGlyphs split_glued_glyphs(std::string_view token);

// `text` with its Cyrillic look-alikes of Latin letters read as those (into `latin`): the note a
// Russian keyboard types ("е.р.") as the one it looks like; any other text as it is. Shared by
// the reader, which takes such a note, and the writer, which must not write one where the
// reader would take it.
inline std::string_view latin_reading(std::string_view text, std::string& latin) {
    constexpr auto kinds = notation::LookalikeKinds::LatinLetters;
    if (!notation::find_lookalikes(text, kinds).latin_letters()) return text;
    notation::replace_lookalikes(text, latin, kinds);
    return latin;
}

// "e.p.", "e.p", "ep": an en-passant note written as its own token after a move.
inline bool is_en_passant_note(std::string_view token) {
    return token == "e.p." || token == "e.p" || token == "ep";
}

// "e.p.+", "ep#", "e.p.++", "e.p.ch", "e.p.\u2020": an en-passant note with the check mark that
// books print behind it when the note stands apart from the move ("exd6 e.p.+"). Returns the note's
// length, 0 when token is no note followed by one check mark.
inline std::size_t en_passant_note_before_check(std::string_view token) {
    for (const std::string_view note :
         {std::string_view("e.p."), std::string_view("e.p"), std::string_view("ep")}) {
        if (!token.starts_with(note)) continue;
        const std::string_view mark = token.substr(note.size());
        if (mark == "+" || mark == "#" || mark == "++" || mark == "ch" || mark == "\u2020" ||
            mark == "\u2021")
            return note.size();
    }
    return 0;
}

// "ch", "check", "mate", "checkmate", with or without a closing '.': check or mate written as a
// word of its own after the move, as older books print it ("Qxf7 mate", "Bb5 ch").
inline bool is_check_word(std::string_view token) {
    return notation::check_word_mark(token).has_value();
}

// A token that may be a check word: without the glyphs glued behind it ("ch!!") and without a
// comma of running text behind those ("ch,", "mate!,"; the reader's note_comma_behind). Shared
// by the reader, which takes such a word behind a move as its check mark, and the writer, which
// must not write a move so spelt behind another.
inline std::string_view check_word_in(std::string_view token) {
    std::string_view word = token;
    if (word.size() > 1 && word.ends_with(',')) word.remove_suffix(1);
    return word.substr(0, word.size() - trailing_glyph_length(word));
}

// "dis", "dbl" (with or without a full stop): the word before "ch" in "dis ch", "dbl ch".
inline bool is_check_qualifier(std::string_view token) {
    if (token.ends_with('.')) token.remove_suffix(1);
    return token == "dis" || token == "dbl";
}

// Skips any mix of '.' and '…' (U+2026) from position i; returns where they end.
inline std::size_t skip_dots(std::string_view token, std::size_t i) {
    for (;;) {
        if (i < token.size() && token[i] == '.') {
            ++i;
        } else if (i + 2 < token.size() && token[i] == '\xE2' && token[i + 1] == '\x80' &&
                   token[i + 2] == '\xA6') {
            i += 3;
        } else {
            return i;
        }
    }
}

// A move number at the start of a token: "12", "1.", "1...", "1…", "1.e4", "23.…Rd6". A token of
// digits only that starts with '0' ("0000") is a move, not a number; digits followed by other
// characters ("0-0", "1-0") are no move number. Leading dots or ellipses without digits
// ("...e5", "…Rd6") are skipped.
struct MoveNumberSplit {
    bool has_number = false;
    std::uint32_t number = 0;    // saturating
    std::size_t move_begin = 0;  // where the move starts in the token (token.size(): no move)
    bool black = false;          // Black's mark: more than one dot, or an ellipsis
};

inline MoveNumberSplit split_move_number(std::string_view token) {
    MoveNumberSplit split;
    if (token.empty() || token[0] < '0' || token[0] > '9') {
        split.move_begin = skip_dots(token, 0);
        return split;
    }
    std::size_t i = 0;
    std::uint64_t number = 0;
    while (i < token.size() && token[i] >= '0' && token[i] <= '9') {
        number = std::min<std::uint64_t>(number * 10 + static_cast<std::uint64_t>(token[i] - '0'),
                                         0xFFFFFFFFu);
        ++i;
    }
    const bool digits_only = i == token.size();
    if (digits_only && token[0] == '0' && token.size() > 1) return split;  // "0000": a move
    const std::size_t after = digits_only ? i : skip_dots(token, i);
    if (!digits_only && after == i) return split;  // "0-0", "1-0"
    split.has_number = true;
    split.number = static_cast<std::uint32_t>(number);
    split.move_begin = after;
    split.black = after > i + 1;  // "12..", "12...", "12…" (three bytes), "12.…"
    return split;
}

// "PxP", "KtxP", "QBxKt", "KtxP?", "PxPch": a capture in descriptive notation, which holds
// neither a digit nor a '-'. A piece is one of K, Q, R, B, N, Kt, P or a run of them ("QBP").
inline bool is_descriptive_capture(std::string_view word) {
    const auto pieces_end = [word](std::size_t i) {
        while (i < word.size()) {
            if (word.substr(i, 2) == "Kt") {
                i += 2;
            } else if (std::string_view("KQRBNP").find(word[i]) != std::string_view::npos) {
                ++i;
            } else {
                break;
            }
        }
        return i;
    };
    const std::size_t mover_end = pieces_end(0);
    if (mover_end == 0 || mover_end == word.size() || word[mover_end] != 'x') return false;
    const std::size_t taken_end = pieces_end(mover_end + 1);
    if (taken_end == mover_end + 1) return false;
    // Behind the piece taken: nothing, or a check mark, glyphs, punctuation, "(B7)", "ch".
    const std::string_view rest = word.substr(taken_end);
    const auto is_letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    return rest.empty() || !is_letter(rest[0]) || rest.starts_with("ch");
}

// Whether word[i], a byte >= 0x80, begins a symbol in UTF-8 rather than a letter: U+0080 to
// U+00BF ("\u00BD", "\u00B1"), the multiplication sign, U+2000 to U+2BFF (dashes, the ellipsis,
// arrows, "\u2206", the figurines "\u2658"). The letters of any script are not, and neither is a
// byte of an 8-bit code page (windows-1251's Cyrillic), read as a Latin-1 letter.
inline bool utf8_symbol_at(std::string_view word, std::size_t i) {
    const auto byte = [word](std::size_t j) {
        return j < word.size() ? static_cast<unsigned char>(word[j]) : 0u;
    };
    const auto continues = [&byte](std::size_t j) { return (byte(j) & 0xC0) == 0x80; };
    switch (byte(i)) {
        case 0xC2:
            return continues(i + 1);
        case 0xC3:
            return byte(i + 1) == 0x97;
        case 0xE2:
            return continues(i + 1) && byte(i + 1) < 0xB0 && continues(i + 2);
        default:
            return false;
    }
}

// Quotes that word processors put for '"': a value between a pair of them ("\u201CMoscow\u201D",
// German "\u201EMoskau\u201C", French "\u00ABMoscou\u00BB") is the text inside.
struct QuotePair {
    std::string_view open;
    std::string_view close;
};
inline constexpr QuotePair typographic_quotes[] = {
    {"\u201C", "\u201D"}, {"\u201E", "\u201C"}, {"\u201E", "\u201D"}, {"\u201D", "\u201D"},
    {"\u00AB", "\u00BB"}, {"\u00BB", "\u00AB"}, {"\u2018", "\u2019"}, {"\u201A", "\u2018"},
};

// The pair of typographic quotes around `value`, if any.
inline const QuotePair* typographic_quotes_around(std::string_view value) {
    for (const QuotePair& pair : typographic_quotes) {
        if (value.size() >= pair.open.size() + pair.close.size() && value.starts_with(pair.open) &&
            value.ends_with(pair.close))
            return &pair;
    }
    return nullptr;
}

// Whether the first word behind a '[' in the movetext reads as a move or a move number, so that
// the '[' opens a variation in square brackets ("[4...b5", "[O-O", "[P-K4", "[PxP", "[Castles",
// "[\u2658f3", "[\u2014 Nc6") rather than a tag section, whose first word is a tag's name.
// A move holds a digit, a '-' or a byte >= 0x80, or is a descriptive capture or castling word,
// which have neither. At the start of a line (`at_line_start`), where a tag line begins, bytes
// >= 0x80 count only as symbols: a name in letters of any script, "[\u0422\u0443\u0440
// Moscow]", is a tag's.
inline bool bracket_word_reads_as_move(std::string_view word, bool at_line_start) {
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char c = word[i];
        if ((c >= '0' && c <= '9') || c == '-') return true;
        if (static_cast<unsigned char>(c) >= 0x80 && (!at_line_start || utf8_symbol_at(word, i)))
            return true;
    }
    return word.starts_with("Castles") || word.starts_with("castles") ||
           is_descriptive_capture(word);
}

// Whether byte b, 0x80 to 0xBF, is a letter in windows-1251 or windows-1252 (Serbian and
// Ukrainian letters, "\u0401" 0xA8, "\u0160" 0x8A): the rest of that range is punctuation in
// both (the dashes 0x96 and 0x97, the ellipsis 0x85, quotes, "\u00B1" 0xB1). Bits 0x80 to 0xBF.
inline bool is_code_page_letter(unsigned char b) {
    constexpr std::uint64_t letters = 0xF53C'852E'F401'F40B;
    return b >= 0x80 && b <= 0xBF && ((letters >> (b - 0x80)) & 1) != 0;
}

// Whether `word` begins with a letter of some script: an ASCII letter, a UTF-8 letter, or a
// letter of an 8-bit code page. Not a symbol ("\u2014", "\u2026", a windows-1252 dash 0x97)
// nor ASCII punctuation ("!?"), with which a note begins, never a tag's name.
inline bool begins_with_letter(std::string_view word) {
    if (word.empty()) return false;
    const auto first = static_cast<unsigned char>(word[0]);
    if (first < 0x80) return (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z');
    if (first >= 0xC0) return !utf8_symbol_at(word, 0);
    return is_code_page_letter(first);
}

// Whether `text` names a square ("f3", "Nf3", "\u041A\u0440f1"): a file a-h and a rank 1-8
// not followed by another digit (so that "Riga1959" has none).
inline bool holds_square(std::string_view text) {
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        const bool digit_follows = i + 2 < text.size() && text[i + 2] >= '0' && text[i + 2] <= '9';
        if (text[i] >= 'a' && text[i] <= 'h' && text[i + 1] >= '1' && text[i + 1] <= '8' &&
            !digit_follows)
            return true;
    }
    return false;
}

// Whether `value`, the text between a tag's name and its ']' (trailing blanks trimmed), reads as
// a tag's unquoted value rather than the rest of a note in square brackets: one word without a
// square ("\u041C\u043E\u0441\u043A\u0432\u0430", "1956.03.12"), or text in typographic
// quotes ("\u00AB\u041C\u043E\u0441\u043A\u0432\u0430 1956\u00BB"). A note has more
// words or a square or a move in it ("\u041A\u043E\u043D\u044C \u043D\u0430 f3 ...").
inline bool reads_as_tag_value(std::string_view value) {
    if (value.empty()) return false;
    if (typographic_quotes_around(value) != nullptr) return true;
    return value.find_first_of(" \t") == std::string_view::npos && !holds_square(value);
}

// Whether `text`, what stands between a '(' and its ')', is a note in words ("the usual
// reply", "\u041A\u043E\u043D\u044C \u043D\u0430 f3 \u0441\u0438\u043B\u044C\u043D\u0435\u0435",
// "White wins", "\u043D\u0430 f3 ...") rather than a variation: two words or more, the first one
// no move is written as (letters only, in small letters or of four and more in another script;
// "exd", "ooo", "castles" and the lookalike "\u0435\u0445d" are moves). A first word that begins
// with a capital ("White", "In") or is shorter in another script ("\u043D\u0430") is one when the
// move parsers read neither it nor it with the next word glued to it ("Castles", "\u041A\u0440
// f1"); a capital needs a word in small letters behind it.
bool reads_as_prose(std::string_view text);

// Whether a movetext token, `word` (without a comma or full stop of running text behind it),
// begins words of running text between the moves, as books print them ("3. d4 with advantage",
// "(If 2...d6 3. d4)", "27. Ka1 and White wins"); `next` is the token behind it. A word of two
// letters or more, in letters only, that no move parser reads, alone or with `next` glued to it
// ("Castles", "\u041A\u0440 f1" are moves): in small letters, but for a pawn capture ("de",
// "exd"), "ooo" and the check words and notes that follow moves ("ch", "dis", "e.p."); or a
// capital and small letters ("If", "Or", "Draw"); in ASCII with a letter behind the first that
// no move spells (not a file or 'x': "Nbd", "Rae", "bad" are moves garbled), of two letters
// only the short words books set between moves ("If", "or", not "Kt", "sq"); in another script,
// of three letters or more when it begins with a capital. A single letter begins them only in
// another script, before a word in small letters ("\u0441 \u0438\u0434\u0435\u0435\u0439 b5";
// never "a").
bool begins_running_text(std::string_view word, std::string_view next);

// A movetext token without the marks of running text behind it (",.;:!?"): the word that
// begins_running_text judges ("advantage.", "If,").
inline std::string_view without_sentence_marks(std::string_view token) {
    const auto is_mark = [](char c) {
        return c == ',' || c == '.' || c == ';' || c == ':' || c == '!' || c == '?';
    };
    while (!token.empty() && is_mark(token.back())) token.remove_suffix(1);
    return token;
}

// Whether `word` (without_sentence_marks) can begin words between the moves at all: it ends
// with a small letter or a byte of another script. Moves end with a digit, a capital ("O-O",
// "e8=Q"), '+' or '#': nearly every token is decided here, before begins_running_text.
inline bool may_begin_running_text(std::string_view word) {
    if (word.empty()) return false;
    const auto last = static_cast<unsigned char>(word.back());
    return (last >= 'a' && last <= 'z') || last >= 0x80;
}

// Whether a token on its own, whatever follows it, may begin words between the moves (the
// writer's question: it does not know the next token, so a word that a next one might make a
// move counts).
inline bool may_begin_running_text_alone(std::string_view token) {
    // Nearly every move ends with a rank digit: decided at one byte (pgn-convert asks for every
    // move it writes).
    if (token.empty() || (token.back() >= '0' && token.back() <= '9')) return false;
    const std::string_view word = without_sentence_marks(token);
    return may_begin_running_text(word) && begins_running_text(word, {});
}

// Whether a token outside any game plausibly starts a game without tags: a move number, or a
// move-like token ("e4", "Nf3", "O-O", "exd5", "--"). Anything else there is junk.
bool looks_like_movetext_start(std::string_view token);

}  // namespace chess::pgn::detail
