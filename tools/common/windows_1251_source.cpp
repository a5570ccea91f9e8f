#include "common/windows_1251_source.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <string>

#include "common/single_byte_source.hpp"
#include "common/utf8.hpp"

namespace chess::tools {

namespace {

// The code points of 0x80-0xBF (0xC0-0xFF are U+0410-U+044F in order: А-Я, а-я).
constexpr std::array<char16_t, 64> upper_half = {
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409,
    0x2039, 0x040A, 0x040C, 0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0xFFFD, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, 0x00A0,
    0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB,
    0x00AC, 0x00AD, 0x00AE, 0x0407, 0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6,
    0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
};

constexpr char16_t code_point(unsigned char byte) {
    if (byte < 0x80) return byte;
    if (byte >= 0xC0) return static_cast<char16_t>(0x0410 + (byte - 0xC0));
    return upper_half[byte - 0x80];
}

bool is_utf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8_sequence_length(text.substr(i));
        // A sequence cut by the end of the sample is no evidence either way.
        if (n == 0) return text.size() - i < 4 && static_cast<unsigned char>(text[i]) >= 0xC0;
        i += n;
    }
    return true;
}

constexpr CodePageTable windows_1251_table = [] {
    CodePageTable table{};
    for (std::size_t byte = 0; byte < table.size(); ++byte)
        table[byte] = code_point(static_cast<unsigned char>(byte));
    return table;
}();

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// The length of a Russian piece letter in Windows-1251 that begins a move at `at` (К, Кр, Ф, Л,
// С, п before a square: "Кg1-f3", "Крe2", "Фd8:h4"), 0 for none. Scores in Russian book notation
// may have no other Cyrillic than these single letters.
std::size_t russian_piece_letter(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char c = byte(at);
    if (c != 0xCA && c != 0xD4 && c != 0xCB && c != 0xD1 && c != 0xEF) return 0;
    if (at > 0 && (byte(at - 1) >= 0x80 || std::isalpha(byte(at - 1)) != 0)) return 0;
    std::size_t letter = 1;
    if (c == 0xCA && at + 1 < text.size() && byte(at + 1) == 0xF0) letter = 2;  // Кр
    const std::size_t square = at + letter;
    if (square + 1 >= text.size() || !is_file(text[square])) return 0;
    const char next = text[square + 1];
    return is_rank(next) || next == ':' || next == 'x' || next == '-' ? letter : 0;
}

// Windows-1251 letters by case (0xC0-0xDF А-Я, 0xE0-0xFF а-я, and Ё, ё, the Ukrainian, Belarusian
// and Serbian letters of 0x80-0xBF), by their code points.
enum class Case : std::uint8_t { None, Upper, Lower };

Case letter_case(unsigned char byte) {
    const char16_t cp = code_point(byte);
    if (cp >= 0x0400 && cp <= 0x042F) return Case::Upper;
    if (cp >= 0x0430 && cp <= 0x045F) return Case::Lower;
    return Case::None;
}

// а е и о у ы э ю я, ё, є, і, ї, either case.
bool is_vowel(unsigned char byte) {
    char16_t cp = code_point(byte);
    if (cp >= 0x0410 && cp <= 0x042F) cp += 0x20;
    if (cp >= 0x0400 && cp <= 0x040F) cp += 0x50;
    switch (cp) {
        case 0x0430:
        case 0x0435:
        case 0x0438:
        case 0x043E:
        case 0x0443:
        case 0x044B:
        case 0x044D:
        case 0x044E:
        case 0x044F:
        case 0x0451:
        case 0x0454:
        case 0x0456:
        case 0x0457:
            return true;
        default:
            return false;
    }
}

bool is_ascii_alnum(unsigned char byte) { return byte < 0x80 && std::isalnum(byte) != 0; }
bool is_ascii_letter(unsigned char byte) { return byte < 0x80 && std::isalpha(byte) != 0; }

// Whether the letters of `word` could be a Russian word in sound: ы, ь and ъ never begin one,
// and ь and ъ never follow a vowel. Latin-1 has its ü, ú, û there ("Þú" reads "Юъ").
bool sounds_russian(std::string_view word) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(word[i]); };
    const auto folded = [&](std::size_t i) {
        const char16_t cp = code_point(byte(i));
        return cp >= 0x0410 && cp <= 0x042F ? static_cast<char16_t>(cp + 0x20) : cp;
    };
    const auto is_sign = [](char16_t cp) { return cp == 0x044A || cp == 0x044C; };  // ъ ь
    if (is_sign(folded(0)) || folded(0) == 0x044B) return false;                    // ы
    for (std::size_t i = 1; i < word.size(); ++i) {
        if (is_sign(folded(i)) && is_vowel(byte(i - 1))) return false;
    }
    return true;
}

// Whether `word` (two letters or more, standing alone) is a Russian name or abbreviation that
// Latin-1 does not write: every letter one of А-я (0xC0-0xFF, where Latin-1 has its accented
// letters), none a Latin one; cased as Russian words are ("Ли", "Ким", "СССР"), with a vowel or
// in capitals ("ГДР"), and sounding Russian.
bool is_cyrillic_word(std::string_view word, bool cased, bool vowel, bool capitals) {
    if (word.size() < 2 || !cased || !(vowel || (capitals && word.size() >= 3))) return false;
    const bool all_letters =
        std::ranges::all_of(word, [](char c) { return static_cast<unsigned char>(c) >= 0xC0; });
    return all_letters && sounds_russian(word);
}

// What the runs of Windows-1251 letters in a sample say (see looks_like_windows_1251).
struct LetterRuns {
    std::size_t longest_word = 0;    // letters of the longest Russian-shaped word
    std::size_t short_words = 0;     // letters of one- and two-letter words standing alone
    std::size_t cyrillic_words = 0;  // words that only Windows-1251 writes (is_cyrillic_word)
    std::size_t touching_latin = 0;  // runs beside a Latin letter, as Latin-1's accents are
};

LetterRuns letter_runs(std::string_view sample) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(sample[i]); };
    LetterRuns runs;
    for (std::size_t i = 0; i < sample.size();) {
        if (letter_case(byte(i)) == Case::None) {
            ++i;
            continue;
        }
        const std::size_t begin = i;
        std::size_t upper = 0;
        std::size_t lower_after_first = 0;
        bool vowel = false;
        for (; i < sample.size() && letter_case(byte(i)) != Case::None; ++i) {
            const bool is_upper = letter_case(byte(i)) == Case::Upper;
            upper += is_upper ? 1 : 0;
            lower_after_first += !is_upper && i != begin ? 1 : 0;
            vowel = vowel || is_vowel(byte(i));
        }
        const std::size_t length = i - begin;
        // "Карпов", "карпов", "КАРПОВ": one capital, then small letters; or all one case.
        const bool cased = lower_after_first == length - 1 || upper == length;
        // Alone between spaces or punctuation. Not at the sample's ends, where the neighbour is
        // not in the sample.
        const bool alone = begin > 0 && i < sample.size() && !is_ascii_alnum(byte(begin - 1)) &&
                           byte(begin - 1) < 0x80 && !is_ascii_alnum(byte(i)) && byte(i) < 0x80;
        const bool beside_latin = (begin > 0 && is_ascii_letter(byte(begin - 1))) ||
                                  (i < sample.size() && is_ascii_letter(byte(i)));
        if (beside_latin && russian_piece_letter(sample, begin) != length)
            ++runs.touching_latin;  // "M\xFCller", not "\xCAg1-f3"
        if (alone && is_cyrillic_word(sample.substr(begin, length), cased, vowel, upper == length))
            ++runs.cyrillic_words;
        if (length >= 3) {
            if (cased && vowel) runs.longest_word = std::max(runs.longest_word, length);
        } else if (cased && alone) {
            // "в", "на", the initials of "Карпов А.Е.".
            runs.short_words += length;
        }
    }
    return runs;
}

}  // namespace

bool looks_like_windows_1251(std::string_view sample) {
    std::size_t high = 0;           // bytes above 0x7F
    std::size_t in_words = 0;       // of them, in runs of three or more: Cyrillic words
    std::size_t piece_letters = 0;  // of them, Russian piece letters that begin a move, and dashes
                                    // between squares
    std::size_t cyrillic = 0;       // of them, Cyrillic letters or Windows-1251 punctuation
    std::size_t run = 0;
    const auto end_run = [&] {
        if (run >= 3) in_words += run;
        run = 0;
    };
    for (std::size_t i = 0; i < sample.size(); ++i) {
        const auto byte = static_cast<unsigned char>(sample[i]);
        if (byte < 0x80) {
            end_run();
            continue;
        }
        ++high;
        ++run;
        const char16_t cp = code_point(byte);
        if ((cp >= 0x0400 && cp <= 0x045F) || cp == 0x2013 || cp == 0x2014 || cp == 0x2116 ||
            cp == 0x00AB || cp == 0x00BB)
            ++cyrillic;
        // An en or em dash between two squares: the joiner of book notation ("e2–e4").
        if ((byte == 0x96 || byte == 0x97) && i > 0 && i + 1 < sample.size() &&
            is_rank(sample[i - 1]) && is_file(sample[i + 1]))
            ++piece_letters;
        if (const std::size_t letter = russian_piece_letter(sample, i); letter != 0) {
            piece_letters += letter;
            i += letter - 1;
            run += letter - 1;
            high += letter - 1;
            cyrillic += letter - 1;
        }
    }
    end_run();
    // Words of Cyrillic letters, or piece letters of Russian moves, and little else: Latin-1
    // text has its accented letters alone inside Latin words, which are neither. Russian's
    // one- and two-letter words ("в", "на") and initials ("Карпов А.Е.") stand alone between
    // spaces and punctuation, where Latin-1's single letters touch the Latin letters of their
    // word ("M\xFCller", "\xE9l\xE8ve"); the few that do not (French "\xE0") explain little.
    const LetterRuns runs = letter_runs(sample);
    const std::size_t explained = std::min(high, in_words + piece_letters + runs.short_words);
    // Enough of them to go on: a few words' worth (16 bytes); or two Russian moves; or, where
    // the Cyrillic is only a name or two ("[White \"Карпов, Анатолий\"]" is 13 letters), one
    // word of four letters or more shaped as Russian words are: cased as a name, a word or an
    // abbreviation ("Таль", "москва", "ЦСКА"), with a vowel. Latin-1 has no such words: its
    // accented letters come one at a time, or two ("Conceição", "Määttä"), and its rare
    // longer runs are not so shaped - Estonian "j\xE4\xE4\xE4\xE4r" reads "дддд", no vowel;
    // Icelandic "\xDE\xFD\xF0ing" reads "Юэр", three letters. Nor UTF-8 Russian with a stray
    // Latin-1 byte, read so ("РљР°СЂРїРѕРІ": capitals between small letters), nor KOI8-R
    // ("кБТРПЧ": its cases are the other way round) - in a short sample; longer ones are
    // judged as before. Like the rest, a function of the sample alone: the verdict is the same
    // for any read sizes, -j and --byte-range (auto_encoding_source.hpp: the sample is the
    // input's, taken once, before the text is cut into chunks or ranges).
    // Or, where nothing above 0x7F touches a Latin letter (Latin-1's accents always do, but in
    // the rare word of one letter: "à", "Å"), one word that only Windows-1251 writes: a name of
    // two or three letters ("Ли, Ким", "Тал"), an abbreviation in capitals ("СССР", "ГДР").
    const bool enough = in_words >= 16 || piece_letters >= 2 || runs.longest_word >= 4 ||
                        (runs.cyrillic_words >= 1 && runs.touching_latin == 0);
    return enough && explained * 10 >= high * 8 && cyrillic * 10 >= high * 9 && !is_utf8(sample);
}

std::unique_ptr<pgn::ByteSource> make_windows_1251_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), windows_1251_table);
}

}  // namespace chess::tools
