#include "common/cyrillic_detection.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>

#include "common/koi8_r_source.hpp"
#include "common/single_byte_source.hpp"
#include "common/utf8.hpp"
#include "common/windows_1251_source.hpp"

namespace chess::tools {

namespace {

enum class Case : std::uint8_t { None, Upper, Lower };

// The sample's bytes as one code page reads them.
class CodePage {
public:
    explicit CodePage(const CodePageTable& table) : table_(&table) {}

    char16_t code_point(unsigned char byte) const { return (*table_)[byte]; }

    // Cyrillic letters by case (А-Я, а-я, and Ё, ё, the Ukrainian, Belarusian and Serbian
    // letters of U+0400-U+040F and U+0450-U+045F, and Ukrainian Ґ, ґ).
    Case letter_case(unsigned char byte) const {
        const char16_t cp = code_point(byte);
        if ((cp >= 0x0400 && cp <= 0x042F) || cp == u'Ґ') return Case::Upper;
        if ((cp >= 0x0430 && cp <= 0x045F) || cp == u'ґ') return Case::Lower;
        return Case::None;
    }

    // The small letter of a Cyrillic letter; any other character as it is.
    char16_t small(unsigned char byte) const {
        const char16_t cp = code_point(byte);
        if (cp >= 0x0410 && cp <= 0x042F) return static_cast<char16_t>(cp + 0x20);
        if (cp >= 0x0400 && cp <= 0x040F) return static_cast<char16_t>(cp + 0x50);
        if (cp == u'Ґ') return u'ґ';
        return cp;
    }

    // а е и о у ы э ю я, ё, є, і, ї, either case.
    bool is_vowel(unsigned char byte) const {
        switch (small(byte)) {
            case u'а':
            case u'е':
            case u'и':
            case u'о':
            case u'у':
            case u'ы':
            case u'э':
            case u'ю':
            case u'я':
            case u'ё':
            case u'є':
            case u'і':
            case u'ї':
                return true;
            default:
                return false;
        }
    }

private:
    const CodePageTable* table_;
};

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }
bool is_ascii_alnum(unsigned char byte) { return byte < 0x80 && std::isalnum(byte) != 0; }
bool is_ascii_letter(unsigned char byte) { return byte < 0x80 && std::isalpha(byte) != 0; }

// The length of a Russian piece letter that begins a move at `at` (К, Кр, Ф, Л, С, п before a
// square: "Кg1-f3", "Крe2", "Фd8:h4"), 0 for none. Scores in Russian book notation may have no
// other Cyrillic than these single letters.
std::size_t russian_piece_letter(const CodePage& page, std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const char16_t c = page.code_point(byte(at));
    if (c != u'К' && c != u'Ф' && c != u'Л' && c != u'С' && c != u'п') return 0;
    if (at > 0 && (byte(at - 1) >= 0x80 || std::isalpha(byte(at - 1)) != 0)) return 0;
    std::size_t letter = 1;
    if (c == u'К' && at + 1 < text.size() && page.code_point(byte(at + 1)) == u'р') letter = 2;
    const std::size_t square = at + letter;
    if (square + 1 >= text.size() || !is_file(text[square])) return 0;
    const char next = text[square + 1];
    return is_rank(next) || next == ':' || next == 'x' || next == '-' ? letter : 0;
}

// Whether the letters of `word` could be a Russian word in sound: ы, ь and ъ never begin one,
// and ь and ъ never follow a vowel. Latin-1 has its ü, ú, û there ("Þú" reads "Юъ").
bool sounds_russian(const CodePage& page, std::string_view word) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(word[i]); };
    const auto is_sign = [](char16_t cp) { return cp == u'ъ' || cp == u'ь'; };
    if (is_sign(page.small(byte(0))) || page.small(byte(0)) == u'ы') return false;
    for (std::size_t i = 1; i < word.size(); ++i) {
        if (is_sign(page.small(byte(i))) && page.is_vowel(byte(i - 1))) return false;
    }
    return true;
}

// Whether Latin-1 reads `byte` as a capital letter (À-Þ but ×).
bool is_latin_1_capital(unsigned char byte) { return byte >= 0xC0 && byte <= 0xDE && byte != 0xD7; }

// Whether `word` (two letters or more, standing alone) is a Russian name or abbreviation that
// Latin-1 does not write: every letter at 0xC0-0xFF (where Latin-1 has its accented letters)
// or ё, none a Latin one; cased as Russian words are ("Ли", "Ким", "СССР", "Ём"), with a vowel
// or in capitals ("ГДР"), and sounding Russian. Not two letters that Latin-1 reads as two
// capitals: "\xC0\xC9" is "АЙ" in Windows-1251 and "юи" in KOI8-R, but "ÀÉ", as written, in a
// Latin-1 name in capitals; "ЯН" ("\xDF\xCD", "ßÍ") is not so read.
bool is_cyrillic_word(const CodePage& page, std::string_view word, bool cased, bool vowel,
                      bool capitals) {
    if (word.size() < 2 || !cased || !(vowel || (capitals && word.size() >= 3))) return false;
    if (word.size() == 2 && std::ranges::all_of(word, [](char c) {
            return is_latin_1_capital(static_cast<unsigned char>(c));
        }))
        return false;
    const bool all_letters = std::ranges::all_of(word, [&](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte >= 0xC0 || page.small(byte) == u'ё';
    });
    return all_letters && sounds_russian(page, word);
}

// What the runs of Cyrillic letters in a sample say.
struct LetterRuns {
    std::size_t longest_word = 0;    // letters of the longest Russian-shaped word, apart from Latin
    std::size_t short_words = 0;     // letters of one- and two-letter words standing alone
    std::size_t cyrillic_words = 0;  // words that only a Cyrillic code page writes
    std::size_t touching_latin = 0;  // runs beside a Latin letter, as Latin-1's accents are
    std::size_t words = 0;           // runs of two letters or more
    std::size_t miscased = 0;      // of them, cased unlike words ("кАРПОВ", "рбЯжпхн")
    std::size_t small_values = 0;  // tag values that begin with a small letter ("[Event \"ч")
    std::size_t shouted = 0;       // words in capitals in running text (not tag values)
};

LetterRuns letter_runs(const CodePage& page, std::string_view sample) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(sample[i]); };
    LetterRuns runs;
    for (std::size_t i = 0; i < sample.size();) {
        if (page.letter_case(byte(i)) == Case::None) {
            ++i;
            continue;
        }
        const std::size_t begin = i;
        std::size_t upper = 0;
        std::size_t lower_after_first = 0;
        bool vowel = false;
        for (; i < sample.size() && page.letter_case(byte(i)) != Case::None; ++i) {
            const bool is_upper = page.letter_case(byte(i)) == Case::Upper;
            upper += is_upper ? 1 : 0;
            lower_after_first += !is_upper && i != begin ? 1 : 0;
            vowel = vowel || page.is_vowel(byte(i));
        }
        const std::size_t length = i - begin;
        // "Карпов", "карпов", "КАРПОВ": one capital, then small letters; or all one case.
        const bool cased = lower_after_first == length - 1 || upper == length;
        if (length >= 2) {
            ++runs.words;
            runs.miscased += cased ? 0 : 1;
        }
        const bool begins_value = begin > 0 && sample[begin - 1] == '"';
        if (begins_value && page.letter_case(byte(begin)) == Case::Lower) ++runs.small_values;
        if (!begins_value && length >= 2 && upper == length) ++runs.shouted;
        // Alone between spaces or punctuation. Not at the sample's ends, where the neighbour is
        // not in the sample.
        const bool alone = begin > 0 && i < sample.size() && !is_ascii_alnum(byte(begin - 1)) &&
                           byte(begin - 1) < 0x80 && !is_ascii_alnum(byte(i)) && byte(i) < 0x80;
        const bool beside_latin = (begin > 0 && is_ascii_letter(byte(begin - 1))) ||
                                  (i < sample.size() && is_ascii_letter(byte(i)));
        if (beside_latin && russian_piece_letter(page, sample, begin) != length)
            ++runs.touching_latin;  // "M\xFCller", not "\xCAg1-f3"
        if (alone &&
            is_cyrillic_word(page, sample.substr(begin, length), cased, vowel, upper == length))
            ++runs.cyrillic_words;
        if (length >= 3) {
            if (cased && vowel && !beside_latin)
                runs.longest_word = std::max(runs.longest_word, length);
        } else if (cased && alone) {
            // "в", "на", the initials of "Карпов А.Е.".
            runs.short_words += length;
        }
    }
    return runs;
}

// How often Russian text has each of а-я (U+0430-U+044F), per 10,000 letters: the usual
// published figures, rounded.
constexpr std::array<int, 32> russian_letter_frequency = {
    801, 159, 454, 170, 298, 845, 94, 165, 735, 121, 349, 440, 321, 670, 1097, 281,
    473, 547, 626, 262, 26,  97,  48, 144, 73,  36,  4,   190, 174, 32,  64,   201};

// The surprise, in bits, of a byte above 0x7F in Russian text as `page` reads it: a letter as
// often as Russian has it (the other Cyrillic letters, Ukrainian і or Serbian ј, as a letter of
// 1%); punctuation as a letter of middling frequency; anything else (KOI8-R's box drawing,
// Windows-1251's undefined 0x98) as rare as the rarest letter.
double surprise(const CodePage& page, unsigned char byte) {
    const char16_t small = page.small(byte);
    int per_10000 = 1;
    if (small >= u'а' && small <= u'я') {
        per_10000 = russian_letter_frequency[small - u'а'];
    } else if (small == u'ё') {
        per_10000 = 20;
    } else if ((small >= 0x0450 && small <= 0x045F) || small == u'ґ') {
        per_10000 = 100;
    } else {
        switch (small) {
            case u'–':
            case u'—':
            case u'«':
            case u'»':
            case u'№':
            case u'“':
            case u'”':
            case u'„':
            case u'…':
            case 0x00A0:
                per_10000 = 40;
                break;
            default:
                break;
        }
    }
    return -std::log2(per_10000 / 10000.0);
}

// What a sample says, read in one code page.
struct Reading {
    bool cyrillic = false;         // reads as Cyrillic text (cyrillic_encoding_of)
    std::size_t small_values = 0;  // tag values that begin with a small letter
    double surprise = 0;           // of its bytes above 0x7F, in bits: the lower, the more Russian
    std::size_t shouted = 0;       // words in capitals in running text
    std::size_t high = 0;          // bytes above 0x7F
};

Reading read_as(const CodePage& page, std::string_view sample) {
    std::size_t high = 0;           // bytes above 0x7F
    std::size_t in_words = 0;       // of them, in runs of three or more apart from Latin letters:
                                    // Cyrillic words
    std::size_t piece_letters = 0;  // of them, Russian piece letters that begin a move, and dashes
                                    // between squares
    std::size_t cyrillic = 0;       // of them, Cyrillic letters or Windows-1251 punctuation
    std::size_t run = 0;
    Reading reading;
    // A run beside a Latin letter is accented letters of a Latin word ("L\xC9\xC8\xCAVE", which
    // reads "LЙИКVE"), not a Cyrillic word: those are all letters above 0x7F.
    const auto end_run = [&](std::size_t end) {
        const std::size_t begin = end - run;
        const bool beside_latin =
            (begin > 0 && is_ascii_letter(static_cast<unsigned char>(sample[begin - 1]))) ||
            (end < sample.size() && is_ascii_letter(static_cast<unsigned char>(sample[end])));
        if (run >= 3 && !beside_latin) in_words += run;
        run = 0;
    };
    for (std::size_t i = 0; i < sample.size(); ++i) {
        const auto byte = static_cast<unsigned char>(sample[i]);
        if (byte < 0x80) {
            end_run(i);
            continue;
        }
        ++high;
        ++run;
        reading.surprise += surprise(page, byte);
        const char16_t cp = page.code_point(byte);
        if (page.letter_case(byte) != Case::None || cp == u'–' || cp == u'—' || cp == u'№' ||
            cp == u'«' || cp == u'»')
            ++cyrillic;
        // An en or em dash between two squares: the joiner of book notation ("e2–e4").
        if ((cp == u'–' || cp == u'—') && i > 0 && i + 1 < sample.size() &&
            is_rank(sample[i - 1]) && is_file(sample[i + 1]))
            ++piece_letters;
        if (const std::size_t letter = russian_piece_letter(page, sample, i); letter != 0) {
            piece_letters += letter;
            for (std::size_t next = i + 1; next < i + letter; ++next)  // the р of Кр
                reading.surprise += surprise(page, static_cast<unsigned char>(sample[next]));
            i += letter - 1;
            run += letter - 1;
            high += letter - 1;
            cyrillic += letter - 1;
        }
    }
    end_run(sample.size());
    // Words of Cyrillic letters, or piece letters of Russian moves, and little else: Latin-1
    // text has its accented letters alone inside Latin words, which are neither. Russian's
    // one- and two-letter words ("в", "на") and initials ("Карпов А.Е.") stand alone between
    // spaces and punctuation, where Latin-1's single letters touch the Latin letters of their
    // word ("M\xFCller", "\xE9l\xE8ve"); the few that do not (French "\xE0") explain little.
    const LetterRuns runs = letter_runs(page, sample);
    reading.small_values = runs.small_values;
    reading.shouted = runs.shouted;
    reading.high = high;
    const std::size_t explained = std::min(high, in_words + piece_letters + runs.short_words);
    // Enough of them to go on: a few words' worth (16 bytes); or two Russian moves; or, where
    // the Cyrillic is only a name or two ("[White \"Карпов, Анатолий\"]" is 13 letters), one
    // word of four letters or more shaped as Russian words are: cased as a name, a word or an
    // abbreviation ("Таль", "москва", "ЦСКА"), with a vowel. Latin-1 has no such words: its
    // accented letters come one at a time, or two ("Conceição", "Määttä"), and its rare
    // longer runs are not so shaped - Estonian "j\xE4\xE4\xE4\xE4r" reads "дддд", no vowel;
    // Icelandic "\xDE\xFD\xF0ing" reads "Юэр", three letters. Nor UTF-8 Russian with a stray
    // Latin-1 byte, read so ("РљР°СЂРїРѕРІ": capitals between small letters).
    // Or, where nothing above 0x7F touches a Latin letter (Latin-1's accents always do, but in
    // the rare word of one letter: "à", "Å"), one word that only a Cyrillic code page writes: a
    // name of two or three letters ("Ли, Ким", "Тал"), an abbreviation in capitals ("СССР",
    // "ГДР").
    const bool enough = in_words >= 16 || piece_letters >= 2 || runs.longest_word >= 4 ||
                        (runs.cyrillic_words >= 1 && runs.touching_latin == 0);
    // And its words cased as words: read in the other code page, a Russian name comes out
    // "кАРПОВ"; Greek, in either, cased at random ("рбЯжпхн").
    const bool cased = runs.miscased * 4 <= runs.words;
    reading.cyrillic = enough && cased && explained * 10 >= high * 8 && cyrillic * 10 >= high * 9;
    return reading;
}

// Whether KOI8 text is Ukrainian's KOI8-U: one of the bytes where KOI8-U has і, ї, є or ґ (and
// KOI8-R box drawing, which does not touch letters) in a Cyrillic word or standing alone as
// one (Ukrainian "і", "and").
bool has_ukrainian_letters(const CodePage& koi8_u, std::string_view sample) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(sample[i]); };
    const auto is_letter = [&](std::size_t i) {
        return i < sample.size() && koi8_u.letter_case(byte(i)) != Case::None;
    };
    const auto is_gap = [&](std::size_t i) {
        return i < sample.size() && byte(i) < 0x80 && !is_ascii_alnum(byte(i));
    };
    for (std::size_t i = 0; i < sample.size(); ++i) {
        if (!is_koi8_u_letter(byte(i))) continue;
        const bool in_word = (i > 0 && is_letter(i - 1)) || is_letter(i + 1);
        const bool alone = i > 0 && is_gap(i - 1) && is_gap(i + 1);
        if (in_word || alone) return true;
    }
    return false;
}

// What it costs, in bits, that running text (not tag values) has words in capitals: comments
// are written in small letters, and words in capitals (abbreviations: "СССР", "ЦСКА") are
// about one in twenty. Once for the text, not per word: a comment in capitals is written so
// throughout, and its letters tell then. Where one code page reads a word in small letters
// the other reads it in capitals ("ход", "ХПД"): without it, by their letters alone, 14 of 71
// Russian words alone in a comment in Windows-1251 read as KOI8-R, and 4 in KOI8-R as
// Windows-1251; with it, none (but "да", whose two bytes Latin-1 reads as capitals: neither).
constexpr double shouted_text_bits = 4.3;

// What it costs, in bits, that tag values begin with a small letter: names, places and events
// are written with a capital ("Карпов", "КАРПОВ", "Москва"), in small letters perhaps one in
// twenty. Once for the text, as shouted_text_bits: a file whose values are so is so throughout,
// and its letters tell then. Where one code page reads a value in capitals the other reads it
// in small letters ("ДУБОВ", "дсанб"): with it, names in capitals are told by it where their
// letters alone say little ("ДУБОВ" and "БРОНШТЕЙН" are the likelier in KOI8-R by 1 and 2
// bits, "ЦОЙ" by 3); a value in small letters ("чемпионат", "москва") by its letters, where
// they say more. Before, the reading with more values beginning with a capital was taken
// outright, and such values came out in the other code page, in capitals ("ВЕЛОХНМЮР").
constexpr double small_values_bits = 4.3;

// What a reading costs, in bits: its letters, its words in capitals, its values in small
// letters.
double bits(const Reading& reading) {
    return reading.surprise + (reading.shouted != 0 ? shouted_text_bits : 0) +
           (reading.small_values != 0 ? small_values_bits : 0);
}

// How Russian a reading's bytes above 0x7F are: their surprise, in bits, per byte.
double bits_per_byte(const Reading& reading) {
    return reading.surprise / static_cast<double>(std::max<std::size_t>(reading.high, 1));
}

}  // namespace

EncodingGuess guess_cyrillic_encoding(std::string_view sample) {
    if (is_utf8_sample(sample)) return {};
    const CodePage koi8_page(koi8_u_table());
    const Reading windows_1251 = read_as(CodePage(windows_1251_table()), sample);
    const Reading koi8 = read_as(koi8_page, sample);
    const TextEncoding koi8_encoding =
        has_ukrainian_letters(koi8_page, sample) ? TextEncoding::Koi8U : TextEncoding::Koi8R;
    // Both, where the words are all of one case ("КАРПОВ" in Windows-1251 is "карпов"-shaped
    // in KOI8-R) or the text is mostly small letters: the reading whose letters Russian uses
    // more ("о", "е", "а" rather than "ф", "щ", "ъ"), whose running words are in small letters
    // ("ход", not "ХПД", which is "ход" in KOI8-R: before, read by its letters alone as
    // Windows-1251) and whose tag values begin with a capital ("ДУБОВ", not "дсанб");
    // Windows-1251, the commoner, on a tie. One short word may not tell ("ХОД" in capitals is
    // "ход" in KOI8-R): taken as the likelier, with the doubt said.
    if (windows_1251.cyrillic && koi8.cyrillic) {
        const double windows_bits = bits(windows_1251);
        const double koi8_bits = bits(koi8);
        const bool koi8_likelier = koi8_bits < windows_bits;
        return {koi8_likelier ? koi8_encoding : TextEncoding::Windows1251,
                std::abs(koi8_bits - windows_bits) < undecided_bits
                    ? EncodingDoubt::Windows1251OrKoi8
                    : EncodingDoubt::None,
                std::min(bits_per_byte(koi8), bits_per_byte(windows_1251)), koi8.high};
    }
    if (windows_1251.cyrillic)
        return {TextEncoding::Windows1251, EncodingDoubt::None, bits_per_byte(windows_1251),
                windows_1251.high};
    if (koi8.cyrillic) return {koi8_encoding, EncodingDoubt::None, bits_per_byte(koi8), koi8.high};
    return {};
}

TextEncoding cyrillic_encoding_of(std::string_view sample) {
    return guess_cyrillic_encoding(sample).encoding;
}

bool looks_like_windows_1251(std::string_view sample) {
    return cyrillic_encoding_of(sample) == TextEncoding::Windows1251;
}

}  // namespace chess::tools
