#include "tokens.hpp"

#include <algorithm>

#include "chess/notation/descriptive.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "text.hpp"

namespace chess::pgn::detail {

namespace {

using namespace std::string_view_literals;

struct ResultForm {
    std::string_view text;
    Result result;
};

// UTF-8 written as escapes so that the source stays ASCII: "\xC2\xBD" is '½', "\xE2\x80\x93"
// the en dash, "\xE2\x80\x94" the em dash, "\xBD" Latin-1 '½'.
constexpr ResultForm sloppy_results[] = {
    {"1/2"sv, Result::Draw},
    {"\xC2\xBD-\xC2\xBD"sv, Result::Draw},
    {"\xC2\xBD"sv, Result::Draw},
    {"\xC2\xBD:\xC2\xBD"sv, Result::Draw},
    {"\xC2\xBD\xE2\x80\x93\xC2\xBD"sv, Result::Draw},
    {"1/2:1/2"sv, Result::Draw},
    {"1/2\xE2\x80\x93\x31/2"sv, Result::Draw},
    {"0.5-0.5"sv, Result::Draw},
    {"\xBD-\xBD"sv, Result::Draw},
    {"\xBD"sv, Result::Draw},
    {"1:0"sv, Result::WhiteWins},
    {"0:1"sv, Result::BlackWins},
    {"1\xE2\x80\x93\x30"sv, Result::WhiteWins},
    {"0\xE2\x80\x93\x31"sv, Result::BlackWins},
    // The em dash, as books that print "P\u2014K4" print results.
    {"1\xE2\x80\x94\x30"sv, Result::WhiteWins},
    {"0\xE2\x80\x94\x31"sv, Result::BlackWins},
    {"\xC2\xBD\xE2\x80\x94\xC2\xBD"sv, Result::Draw},
    {"1/2\xE2\x80\x94\x31/2"sv, Result::Draw},
};

struct GlyphForm {
    std::string_view text;
    std::uint8_t nag;
};

constexpr GlyphForm glyphs[] = {
    {"!"sv, 1},
    {"?"sv, 2},
    {"!!"sv, 3},
    {"??"sv, 4},
    {"!?"sv, 5},
    {"?!"sv, 6},
    // Unicode's single-character forms of the four above, as word processors set them.
    {"\xE2\x80\xBC"sv, 3},  // ‼
    {"\xE2\x81\x87"sv, 4},  // ⁇
    {"\xE2\x81\x89"sv, 5},  // ⁉
    {"\xE2\x81\x88"sv, 6},  // ⁈
    {"\xE2\x96\xA1"sv, 7},  // □
    {"="sv, 10},
    {"\xE2\x88\x9E"sv, 13},  // ∞
    {"+="sv, 14},
    {"\xE2\xA9\xB2"sv, 14},  // ⩲
    {"=+"sv, 15},
    {"\xE2\xA9\xB1"sv, 15},  // ⩱
    {"+/-"sv, 16},
    {"\xC2\xB1"sv, 16},  // ±
    {"-/+"sv, 17},
    {"\xE2\x88\x93"sv, 17},  // ∓
    {"+-"sv, 18},
    {"-+"sv, 19},
    // The same with the minus sign U+2212, as typeset text has them.
    {"+/\xE2\x88\x92"sv, 16},
    {"\xE2\x88\x92/+"sv, 17},
    {"+\xE2\x88\x92"sv, 18},
    {"\xE2\x88\x92+"sv, 19},
    {"\xE2\xA8\x80"sv, 22},  // ⨀
    // Informator's symbols for the initiative, an attack and counterplay.
    {"\xE2\x86\x91"sv, 36},   // ↑
    {"\xE2\x86\x92"sv, 40},   // →
    {"\xE2\x87\x86"sv, 132},  // ⇆
    // Informator's "with the idea", typeset with the increment sign, a white triangle or a
    // Greek capital delta.
    {"\xE2\x88\x86"sv, 140},  // ∆
    {"\xE2\x96\xB3"sv, 140},  // △
    {"\xCE\x94"sv, 140},      // Δ
};

bool in(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

}  // namespace

std::optional<ResultMatch> match_result(std::string_view token) {
    // The standard forms first: they are nearly all of the real input.
    if (token == "1-0"sv) return ResultMatch{Result::WhiteWins, false};
    if (token == "0-1"sv) return ResultMatch{Result::BlackWins, false};
    if (token == "1/2-1/2"sv) return ResultMatch{Result::Draw, false};
    if (token == "*"sv) return ResultMatch{Result::Unknown, false};
    if (!could_be_result(token) || token.size() > 11) return std::nullopt;
    for (const ResultForm& form : sloppy_results) {
        if (token == form.text) return ResultMatch{form.result, true};
    }
    return std::nullopt;
}

std::optional<std::uint8_t> glyph_nag(std::string_view glyph) {
    for (const GlyphForm& form : glyphs) {
        if (glyph == form.text) return form.nag;
    }
    return std::nullopt;
}

namespace {

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// The length of the piece letter (of any letter set, or a figurine of either colour) that
// `token` begins with; 0 for none.
std::size_t piece_letter_length(std::string_view token) {
    // Both colours' figurines: U+2654-U+265F, E2 99 94 to E2 99 9F.
    if (token.size() >= 3 && token.starts_with("\xE2\x99"sv) &&
        static_cast<unsigned char>(token[2]) >= 0x94 &&
        static_cast<unsigned char>(token[2]) <= 0x9F)
        return 3;
    std::size_t longest = 0;
    for (int id = 0; id < notation::letter_set_count; ++id) {
        for (const std::string_view letter :
             notation::letter_set(static_cast<notation::LetterSetId>(id)).piece) {
            if (!letter.empty() && token.starts_with(letter))
                longest = std::max(longest, letter.size());
        }
    }
    return longest;
}

// What follows a piece letter in a move of any notation: an origin or a capture mark and, within
// a few bytes, a square ("f3", "g1-f3", "bd2", "1d2", "xd2", ":d2", "g1\xE2\x80\x93f3"). Words
// ("Sehr", "Dame", "Bauer") have no square.
bool looks_like_piece_move_rest(std::string_view rest) {
    if (rest.size() < 2) return false;
    if (!is_file(rest[0]) && !is_rank(rest[0]) && rest[0] != 'x' && rest[0] != ':') return false;
    const std::size_t look = std::min<std::size_t>(rest.size(), 8);
    for (std::size_t i = 0; i + 1 < look; ++i)
        if (is_file(rest[i]) && is_rank(rest[i + 1])) return true;
    return false;
}

}  // namespace

std::size_t evaluation_glyph_length(std::string_view token) {
    const std::size_t n = token.size();
    if (n < 3) return 0;
    const char last = token[n - 1];
    const auto rank_at = [&](std::size_t i) { return token[i] >= '1' && token[i] <= '8'; };
    // The glyph table's forms with a non-ASCII character (the ASCII glyphs are the forms below),
    // looked for only where the token ends in one ("\u2212+" ends in '+'). One that starts with
    // '+' ("+\u2212") follows a target rank only, as "+-" does: after a letter, '+' is a check.
    const bool non_ascii_end = static_cast<unsigned char>(last) >= 0x80 ||
                               (last == '+' && static_cast<unsigned char>(token[n - 2]) >= 0x80);
    if (non_ascii_end) {
        for (const GlyphForm& form : glyphs) {
            const std::string_view symbol = form.text;
            const bool non_ascii = static_cast<unsigned char>(symbol.back()) >= 0x80 ||
                                   static_cast<unsigned char>(symbol.front()) >= 0x80;
            if (!non_ascii || n <= symbol.size() || !token.ends_with(symbol)) continue;
            const bool sign_first = symbol.front() == '+' || symbol.front() == '-';
            if (!sign_first || rank_at(n - symbol.size() - 1)) return symbol.size();
        }
        if (static_cast<unsigned char>(last) >= 0x80) return 0;
    }
    const char before = token[n - 2];
    switch (last) {
        case '=':  // "=" or "+="
            if (rank_at(n - 2)) return 1;
            return before == '+' && rank_at(n - 3) ? 2 : 0;
        case '+':  // "=+" or "-+"
            return (before == '=' || before == '-') && rank_at(n - 3) ? 2 : 0;
        case '-':  // "+-"
            return before == '+' && rank_at(n - 3) ? 2 : 0;
        default:
            return 0;
    }
}

namespace {

bool ends_like_a_move(std::string_view text) {
    if (text.empty()) return false;
    const char c = text.back();
    return (c >= '1' && c <= '8') || c == '+' || c == '#' || (c >= 'A' && c <= 'Z') ||
           (c >= 'a' && c <= 'z');
}

}  // namespace

GluedGlyphs split_glued_glyphs(std::string_view token) {
    // From the end: each step takes a run of '!' and '?' or one evaluation glyph.
    std::array<std::size_t, GluedGlyphs::max_glyphs> starts{};
    std::size_t found = 0;
    std::size_t end = token.size();
    while (found < GluedGlyphs::max_glyphs) {
        const std::string_view left = token.substr(0, end);
        std::size_t length = trailing_glyph_length(left);
        if (length == 0) length = evaluation_glyph_length(left);
        if (length == 0 || length == end) break;
        end -= length;
        starts[found++] = end;
    }
    GluedGlyphs out;
    if (found == 0 || !ends_like_a_move(token.substr(0, end))) {
        // Only the '!' and '?' at the end (a token of glyphs only stays whole). Not when they
        // would leave a move that ends with running text's full stop or comma ("Rf??.??",
        // "e4.!!"), which read again alone loses it ("Rf??." is "Rf" and "??"): no move ends
        // so, and the token stays one (broken) move, read the same however often it is written.
        std::size_t run = trailing_glyph_length(token);
        if (run != 0 && trailing_punctuation_length(token.substr(0, token.size() - run)) != 0)
            run = 0;
        out.move_length = token.size() - run;
        out.count = run == 0 ? 0 : 1;
        out.ends[0] = token.size();
        return out;
    }
    out.move_length = end;
    out.count = found;
    for (std::size_t i = 0; i < found; ++i) {
        // starts[] runs from the end; glyph i in text order ends where the next one starts.
        const std::size_t later = found - 1 - i;
        out.ends[i] = later == 0 ? token.size() : starts[later - 1];
    }
    return out;
}

bool looks_like_movetext_start(std::string_view token) {
    if (token.empty()) return false;
    if (token[0] >= '0' && token[0] <= '9') return !match_result(token).has_value();
    // Black's move after the dots of a fragment: "...e5", "\xE2\x80\xA6Nf6" ('\u2026').
    const std::size_t dots = token.starts_with("\xE2\x80\xA6"sv) ? 3 : token.find_first_not_of('.');
    if (dots != 0 && dots != std::string_view::npos)
        return looks_like_movetext_start(token.substr(dots));
    if (token.starts_with("O-O"sv) || token == "--"sv) return true;
    if (token.size() < 2) return false;
    const char first = token[0];
    const char second = token[1];
    if (is_file(first)) {
        // "e4", "exd5", and the book pawn captures "e:d5", "ed5", "ed1=Q+".
        return is_rank(second) || second == 'x' ||
               (second == ':' && token.size() >= 3 && is_file(token[2])) ||
               (is_file(second) && token.size() >= 3 && is_rank(token[2]));
    }
    if (in(first, "KQRBN") && (is_file(second) || is_rank(second) || second == 'x')) return true;
    // Any other letter set's piece letters, figurines and explicit pawns ("Sf3", "\xD0\x9Ag1-f3",
    // "Pe2-e4"): without them, a game without tags that opens with such a move was skipped as
    // text outside any game.
    const std::size_t letter = piece_letter_length(token);
    return letter != 0 && looks_like_piece_move_rest(token.substr(letter));
}

namespace {

// The first word's letters: ASCII letters and whole UTF-8 letters, nothing else (a digit, a
// dash, a figurine or a full stop inside makes it move-like). 0 when it is not such a word.
std::size_t letters_in_word(std::string_view word) {
    std::size_t letters = 0;
    for (std::size_t i = 0; i < word.size(); ++i) {
        const auto b = static_cast<unsigned char>(word[i]);
        if (b >= 0x80 && b < 0xC0) continue;  // inside a letter counted at its lead byte
        if (b < 0x80 && !is_ascii_letter(static_cast<char>(b))) return 0;
        if (b >= 0xC0 && utf8_symbol_at(word, i)) return 0;
        ++letters;
    }
    return letters;
}

bool is_pawn_capture_shape(std::string_view word) {  // "exd", "axb": a file, x, a file
    return word.size() == 3 && word[1] == 'x' && word[0] >= 'a' && word[0] <= 'h' &&
           word[2] >= 'a' && word[2] <= 'h';
}

// The code point of the two-byte UTF-8 letter at word[i] (lead byte 0xC2 to 0xDF); 0 for any
// other sequence.
char32_t two_byte_code_point(std::string_view word, std::size_t i) {
    const auto lead = static_cast<unsigned char>(word[i]);
    if (lead < 0xC2 || lead > 0xDF || i + 1 >= word.size()) return 0;
    const auto next = static_cast<unsigned char>(word[i + 1]);
    if ((next & 0xC0) != 0x80) return 0;
    return static_cast<char32_t>(((lead & 0x1F) << 6) | (next & 0x3F));
}

// Whether the letter at word[i] is a small one: ASCII a-z, and of the other scripts Latin-1's
// ("\u00E0", "\u00FC") and Cyrillic's ("\u043D", "\u0441"). Capitals and other scripts are
// not, which only makes fewer notes read so.
bool small_letter_at(std::string_view word, std::size_t i) {
    if (i >= word.size()) return false;
    if (word[i] >= 'a' && word[i] <= 'z') return true;
    const char32_t c = two_byte_code_point(word, i);
    return (c >= 0xDF && c <= 0xFF && c != 0xF7) || (c >= 0x430 && c <= 0x45F);
}

// Whether every letter of `word` (letters only: letters_in_word) is a small one.
bool all_small_letters(std::string_view word) {
    for (std::size_t i = 0; i < word.size(); ++i) {
        if ((static_cast<unsigned char>(word[i]) & 0xC0) == 0x80) continue;
        if (!small_letter_at(word, i)) return false;
    }
    return true;
}

// Whether `word` reads as a move in some notation the replayer reads: SAN, long algebraic or
// coordinates in any letter set (with the look-alike letters of mixed alphabets), or English
// descriptive notation ("QxP", "Castles"). The parsers decide, so no list of move-like words
// falls behind them.
bool reads_as_move(std::string_view word) {
    if (word.empty()) return false;
    if (notation::reads_as_descriptive(word)) return true;
    std::string scratch;
    for (int i = 0; i < notation::letter_set_count; ++i) {
        const auto& letters = notation::letter_set(static_cast<notation::LetterSetId>(i));
        notation::LookalikeLetters replaced;
        if (notation::parse_move_reading_lookalikes(
                word, letters, notation::LookalikeKinds::PiecesAndLatinLetters, scratch, replaced))
            return true;
    }
    return false;
}

// Whether the first word of a note (`word`, letters only) and the second (`next`) read as a
// move, the first alone ("PxP", "Castles") or with the second glued to it: books space a piece
// from its square ("\u041A\u0440 f1", "\u0441 d4") and castling from its side
// ("Castles KR").
bool starts_like_a_move(std::string_view word, std::string_view next) {
    if (reads_as_move(word)) return true;
    std::string joined(word);
    joined += next;
    return reads_as_move(joined);
}

// The bytes of `word`'s first letter: the length of the UTF-8 sequence its lead byte begins (1
// for ASCII), no more than the word has. A sequence cut short is no UTF-8 but is met: a Latin-1
// "\xE0" ("\u00E0") alone is a French note's first word, "(\xE0 la rigueur ...)".
std::size_t first_letter_bytes(std::string_view word) {
    const auto lead = static_cast<unsigned char>(word[0]);
    const std::size_t length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    return std::min(length, word.size());
}

// The note's first word (`word`, letters only, `letters` of them) when it begins with a capital
// or is a word of one to three letters in another script: a word of a sentence unless it is
// spelt as a move (starts_like_a_move). A capital word is one capital and small letters
// ("White", "In", "\u041D\u0430", not "QxP", "USSR", "A"), and needs a second word in small
// letters of its script: "White wins", "Better is 12.Nf3", "In this line";
// "\u041D\u0430 \u044D\u0442\u043E\u043C", not "\u041A\u0440 f1", where the Russian
// capital may be a piece. Behind a word of two ASCII letters, one of two letters or more: "Kt x
// P" is a capture spaced as plain-text books set it. A short word in another script in small
// letters ("\u0441 \u0443\u0433\u0440\u043E\u0437\u043E\u0439", "\u043D\u0430 f3") needs
// only not to read as a move ("\u0441 d4" is a bishop's).
bool capital_or_short_word_reads_as_prose(std::string_view word, std::string_view next,
                                          std::size_t letters) {
    const auto lead = static_cast<unsigned char>(word[0]);
    const bool ascii = lead < 0x80;
    if (ascii && letters < 2) return false;
    if (ascii || !all_small_letters(word)) {
        if (!all_small_letters(word.substr(first_letter_bytes(word)))) return false;
        const bool small_next =
            ascii ? (next[0] >= 'a' && next[0] <= 'z')
                  : static_cast<unsigned char>(next[0]) >= 0x80 && small_letter_at(next, 0);
        if (!small_next) return false;
        if (ascii && letters == 2 && !(next.size() >= 2 && small_letter_at(next, 1))) return false;
    }
    return !starts_like_a_move(word, next);
}

}  // namespace

bool reads_as_prose(std::string_view text) {
    const std::size_t begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos) return false;
    const std::size_t end = text.find_first_of(" \t", begin);
    if (end == std::string_view::npos ||
        text.find_first_not_of(" \t", end) == std::string_view::npos)
        return false;  // one word: "(mate)", "(Resigns)"
    std::string_view word = text.substr(begin, end - begin);
    while (!word.empty() && std::string_view(",.;:!?").find(word.back()) != std::string_view::npos)
        word.remove_suffix(1);
    const std::size_t letters = letters_in_word(word);
    if (letters == 0) return false;
    const auto lead = static_cast<unsigned char>(word[0]);
    if (lead >= 0x80 && letters >= 4) return true;
    if (lead >= 'a' && lead <= 'z') {
        if (letters < 3) return false;
        if (word.find_first_not_of("oO") == std::string_view::npos) return false;  // "ooo"
        if (word.starts_with("castle")) return false;  // "castles KR", a move in small letters
        return !is_pawn_capture_shape(word);
    }
    std::string_view next = text.substr(text.find_first_not_of(" \t", end));
    next = next.substr(0, next.find_first_of(" \t"));
    return capital_or_short_word_reads_as_prose(word, next, letters);
}

namespace {

// A word of one small letter of another script, as Russian writes "with" and "and" ("\u0441
// \u0438\u0434\u0435\u0435\u0439 b5"): only before a word in small letters of two letters or
// more, the two no move together ("\u0441 d4" is a bishop's move, and "\u0441d4" a pawn's).
bool single_letter_begins_running_text(std::string_view word, std::string_view next) {
    if (static_cast<unsigned char>(word[0]) < 0x80 || !all_small_letters(word)) return false;
    return letters_in_word(next) >= 2 && all_small_letters(next) && !starts_like_a_move(word, next);
}

// Words of two letters begin running text only when they are words that books set before or
// between moves ("If 2...d6", "or 12. Nf3", "et 3. d4"), in the languages of the letter sets:
// a token of two letters is more often a move cut short or garbled ("ma", "pp", "Kt", "sq").
constexpr std::array<std::string_view, 70> two_letter_words = {
    "ao", "al", "am", "an", "as", "at", "au", "az", "bo", "by", "ce", "do", "du", "el",
    "em", "en", "er", "es", "et", "ez", "go", "ha", "he", "if", "il", "im", "in", "is",
    "it", "je", "la", "le", "lo", "me", "mi", "my", "na", "ne", "ni", "no", "ob", "od",
    "of", "om", "on", "op", "or", "os", "ou", "po", "sa", "se", "si", "so", "su", "te",
    "to", "tu", "um", "un", "up", "us", "va", "ve", "we", "wo", "ya", "za", "ze", "zu"};

bool is_two_letter_word(std::string_view word) {
    const char first =
        word[0] >= 'A' && word[0] <= 'Z' ? static_cast<char>(word[0] - 'A' + 'a') : word[0];
    const char lowered[2] = {first, word[1]};
    return std::find(two_letter_words.begin(), two_letter_words.end(),
                     std::string_view(lowered, 2)) != two_letter_words.end();
}

// Whether an ASCII word has a small letter that no move spells (not a file, not 'x') behind
// its first letter: "White", "and", "If". A word of files and 'x' after its first letter is as
// likely a move cut short or garbled ("Nbd", "Rae", "Bxf", "Kdd", "bad").
bool spells_beyond_moves(std::string_view word) {
    return std::any_of(word.begin() + 1, word.end(),
                       [](char c) { return c >= 'a' && c <= 'z' && !is_file(c) && c != 'x'; });
}

}  // namespace

bool begins_running_text(std::string_view word, std::string_view next) {
    const std::size_t letters = letters_in_word(word);
    if (letters == 1) return single_letter_begins_running_text(word, next);
    if (letters == 0) return false;
    if (word.size() == 2 && !is_two_letter_word(word)) return false;
    const auto lead = static_cast<unsigned char>(word[0]);
    if (lead < 0x80 && word.size() > 2 && !spells_beyond_moves(word)) return false;
    if (is_check_word(word) || is_check_qualifier(word) || is_en_passant_note(word)) return false;
    if (lead >= 'a' && lead <= 'z') {
        if (is_pawn_capture_shape(word) || word.find_first_not_of("oO") == std::string_view::npos)
            return false;
        if (word.starts_with("castle")) return false;
    } else if (!all_small_letters(word.substr(first_letter_bytes(word)))) {
        return false;  // "USSR", "QxP", "KtxKt": capitals inside
    } else if (lead >= 0x80 && !all_small_letters(word) && letters < 3) {
        return false;  // "\u041A\u0440": a Russian king more likely than a word
    }
    return !starts_like_a_move(word, next);
}

}  // namespace chess::pgn::detail
