#include "common/greek_detection.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>

#include "common/greek_source.hpp"

namespace chess::tools {

namespace {

// Greek letters: Ά-Ϋ capitals (but the middle dot U+0387 and the gap at U+03A2), ά-ώ small,
// and ΐ, the one small letter among the capitals.
bool is_capital(char16_t cp) {
    return cp == u'Ά' || (cp >= u'Έ' && cp <= u'Ϋ' && cp != u'ΐ' && cp != u'·' && cp != 0x038B &&
                          cp != 0x038D && cp != 0x03A2);
}
bool is_small(char16_t cp) { return cp == u'ΐ' || (cp >= u'ά' && cp <= u'ώ'); }
bool is_letter(char16_t cp) { return is_capital(cp) || is_small(cp); }

// The small letter without its accent (tonos, dialytika): α-ω, ς as σ.
char16_t base_letter(char16_t cp) {
    switch (cp) {
        case u'Ά':
        case u'ά':
            return u'α';
        case u'Έ':
        case u'έ':
            return u'ε';
        case u'Ή':
        case u'ή':
            return u'η';
        case u'Ί':
        case u'ί':
        case u'Ϊ':
        case u'ϊ':
        case u'ΐ':
            return u'ι';
        case u'Ό':
        case u'ό':
            return u'ο';
        case u'Ύ':
        case u'ύ':
        case u'Ϋ':
        case u'ϋ':
        case u'ΰ':
            return u'υ';
        case u'Ώ':
        case u'ώ':
            return u'ω';
        case u'ς':
            return u'σ';
        default:
            break;
    }
    return cp >= u'Α' && cp <= u'Ω' ? static_cast<char16_t>(cp + 0x20) : cp;
}

bool has_tonos(char16_t cp) {
    switch (cp) {
        case u'Ά':
        case u'Έ':
        case u'Ή':
        case u'Ί':
        case u'Ό':
        case u'Ύ':
        case u'Ώ':
        case u'ά':
        case u'έ':
        case u'ή':
        case u'ί':
        case u'ό':
        case u'ύ':
        case u'ώ':
        case u'ΐ':
        case u'ΰ':
            return true;
        default:
            return false;
    }
}

bool is_vowel(char16_t cp) {
    switch (base_letter(cp)) {
        case u'α':
        case u'ε':
        case u'η':
        case u'ι':
        case u'ο':
        case u'υ':
        case u'ω':
            return true;
        default:
            return false;
    }
}

// How often Greek text has each of α-ω (σ with ς), accents aside, per 10,000 letters: the
// usual published figures, rounded.
constexpr std::array<int, 25> greek_letter_frequency = {
    1200, 80,  180, 170, 800, 40,  500, 130, 800, 400, 280, 350, 650,
    50,   980, 400, 450, 0,   750, 800, 450, 80,  120, 20,  200};

// The surprise, in bits, of a Greek letter in Greek text; the diaereses (ϊ, ϋ, ΐ, ΰ) as rare
// as they are.
double letter_surprise(char16_t cp) {
    int per_10000 = 1;
    const char16_t base = base_letter(cp);
    if (base >= u'α' && base <= u'ω') per_10000 = greek_letter_frequency[base - u'α'];
    if (cp == u'ϊ' || cp == u'ϋ' || cp == u'ΐ' || cp == u'ΰ' || cp == u'Ϊ' || cp == u'Ϋ')
        per_10000 = 5;
    return -std::log2(std::max(per_10000, 1) / 10000.0);
}

// Greek's punctuation among the bytes above 0x7F: guillemets, dashes, quotes, the middle dot
// (ano teleia), the accents alone, the no-break space.
bool is_greek_punctuation(char16_t cp) {
    switch (cp) {
        case u'«':
        case u'»':
        case u'–':
        case u'—':
        case u'―':
        case u'‘':
        case u'’':
        case u'“':
        case u'”':
        case u'„':
        case u'·':
        case u'΄':
        case u'΅':
        case u'…':
        case 0x00A0:
            return true;
        default:
            return false;
    }
}

bool is_ascii_letter(unsigned char byte) { return byte < 0x80 && std::isalpha(byte) != 0; }
bool is_ascii_alnum(unsigned char byte) { return byte < 0x80 && std::isalnum(byte) != 0; }

// The sample's bytes as Greek, with Ά at both 0xA2 (Windows-1253) and 0xB6 (ISO-8859-7): the
// letters read the same in either.
const CodePageTable& greek_reading() {
    static const CodePageTable table = [] {
        CodePageTable codes = windows_1253_table();
        codes[0xB6] = u'Ά';
        return codes;
    }();
    return table;
}

// What the runs of Greek letters in a sample say.
struct GreekWords {
    std::size_t high = 0;            // bytes above 0x7F
    std::size_t greek = 0;           // of them, Greek letters and punctuation
    std::size_t explained = 0;       // of them, letters in words standing alone
    std::size_t in_words = 0;        // of them, letters in words of three or more
    std::size_t words = 0;           // runs of two letters or more
    std::size_t misshapen = 0;       // of them, cased unlike words, or without a vowel
    std::size_t missigma = 0;        // of them, with ς inside or σ at the end
    std::size_t touching_latin = 0;  // runs beside a Latin letter, as Latin-1's accents are
    std::size_t runs = 0;            // runs of letters
    std::size_t long_accented = 0;   // letters of the longest well-shaped word with an accent
    std::size_t long_capitals = 0;   // letters of the longest well-shaped word in capitals
    std::size_t misended = 0;        // words of three letters or more ending as Greek's do not
    std::size_t long_small = 0;      // words of four letters or more with small letters
    std::size_t unaccented = 0;      // of them, without an accent
    std::size_t letters = 0;         // letters in words
    double surprise = 0;             // of those letters, in bits
};

GreekWords greek_words(std::string_view sample) {
    const CodePageTable& table = greek_reading();
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(sample[i]); };
    const auto cp = [&](std::size_t i) { return table[byte(i)]; };
    GreekWords found;
    for (std::size_t i = 0; i < sample.size(); ++i) {
        if (byte(i) < 0x80) continue;
        ++found.high;
        if (is_letter(cp(i)) || is_greek_punctuation(cp(i))) ++found.greek;
    }
    for (std::size_t i = 0; i < sample.size();) {
        if (!is_letter(cp(i))) {
            ++i;
            continue;
        }
        const std::size_t begin = i;
        std::size_t capitals = 0;
        std::size_t small_after_first = 0;
        bool vowel = false;
        bool accent = false;
        std::size_t consonants = 0;       // in a row, so far
        std::size_t most_consonants = 0;  // in a row
        bool missigma = false;
        double surprise = 0;
        for (; i < sample.size() && is_letter(cp(i)); ++i) {
            capitals += is_capital(cp(i)) ? 1U : 0U;
            small_after_first += is_small(cp(i)) && i != begin ? 1U : 0U;
            vowel = vowel || is_vowel(cp(i));
            accent = accent || has_tonos(cp(i));
            consonants = is_vowel(cp(i)) ? 0 : consonants + 1;
            most_consonants = std::max(most_consonants, consonants);
            surprise += letter_surprise(cp(i));
        }
        const std::size_t length = i - begin;
        ++found.runs;
        const bool beside_latin = (begin > 0 && is_ascii_letter(byte(begin - 1))) ||
                                  (i < sample.size() && is_ascii_letter(byte(i)));
        const bool alone = !beside_latin && (begin == 0 || !is_ascii_alnum(byte(begin - 1))) &&
                           (i == sample.size() || !is_ascii_alnum(byte(i)));
        found.touching_latin += beside_latin ? 1 : 0;
        if (alone) found.explained += length;
        if (length < 2) continue;
        // ς ends a word and σ never does; a word cut by the sample's end is not judged so.
        for (std::size_t at = begin; at + 1 < i; ++at) missigma = missigma || cp(at) == u'ς';
        if (i < sample.size()) missigma = missigma || cp(i - 1) == u'σ';
        const bool cased = small_after_first == length - 1 || capitals == length;
        ++found.words;
        found.letters += length;
        found.surprise += surprise;
        found.misshapen += cased && (vowel || length < 3) ? 0 : 1;
        // Greek's words end in a vowel, ν or ς (names from other languages aside: "Κασπάροβ").
        const char16_t last = base_letter(cp(i - 1));
        const bool ends_greek = is_vowel(last) || last == u'ν' || last == u'σ';
        if (length >= 3 && !ends_greek) ++found.misended;
        // Greek writes an accent on every word of two syllables or more (but in capitals).
        if (length >= 4 && capitals < length) {
            ++found.long_small;
            found.unaccented += accent ? 0 : 1;
        }
        found.missigma += missigma ? 1 : 0;
        if (length >= 3 && alone) found.in_words += length;
        if (alone && cased && vowel && accent && !missigma)
            found.long_accented = std::max(found.long_accented, length);
        // Greek has at most three consonants in a row ("ΚΩΝΣΤΑΝΤΙΝΟΥ"); Russian in capitals read
        // as Greek has more: "РУБЛЕВСКИЙ" in Windows-1251 is "ΠΣΑΛΕΒΡΚΘΙ".
        if (alone && capitals == length && vowel && ends_greek && most_consonants <= 3)
            found.long_capitals = std::max(found.long_capitals, length);
    }
    return found;
}

// The most bits a letter of Greek text may average (guess_greek_encoding).
constexpr double greek_bits_per_letter = 5.0;

// Windows-1253 or ISO-8859-7 for Greek text, by the bytes where they differ: Ά beginning a
// word (Windows-1253 0xA2, ISO-8859-7 0xB6; the other's byte there is a sign that begins
// none: ’, ¶), and 0x80-0x9F, Windows-1253's punctuation and ISO-8859-7's C1 controls, which
// text does not hold. Windows-1253 where they do not tell, or tie: Greek PGN files come from
// Windows chess programs (ChessBase, Fritz) writing in Greece's Windows code page far more
// than from the Unix systems and web pages of ISO-8859-7, and the two read every letter but
// Ά the same.
TextEncoding greek_code_page(std::string_view sample) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(sample[i]); };
    const auto begins_word = [&](std::size_t i) {
        const bool after_gap = i == 0 || (byte(i - 1) < 0x80 && !is_ascii_alnum(byte(i - 1)));
        return after_gap && i + 1 < sample.size() && is_small(greek_reading()[byte(i + 1)]);
    };
    std::size_t windows = 0;
    std::size_t iso = 0;
    for (std::size_t i = 0; i < sample.size(); ++i) {
        if (byte(i) >= 0x80 && byte(i) <= 0x9F) ++windows;
        if (byte(i) == 0xA2 && begins_word(i)) ++windows;
        if (byte(i) == 0xB6 && begins_word(i)) ++iso;
    }
    return iso > windows ? TextEncoding::Iso8859_7 : TextEncoding::Windows1253;
}

}  // namespace

EncodingGuess guess_greek_encoding(std::string_view sample) {
    const GreekWords found = greek_words(sample);
    if (found.words == 0) return {};
    // Enough to go on: two words or more with 16 letters in words of three or more (a name:
    // "Παπαδόπουλος, Γιώργος"), or one long word with its accent ("Κωνσταντίνου"), or in
    // capitals, which have none ("ΠΑΠΑΔΟΠΟΥΛΟΣ": before, read as Windows-1251 "РБРБДПРПХЛПУ"
    // without a doubt; now Greek where its letters are the likelier in Greek than in Russian,
    // with the doubt said, guess_text_encoding). Latin-1 has no such runs: its accented letters
    // sit inside Latin words, and Greek's accented small letters are its Ü Ý Þ ß ü ý þ. One
    // shorter word is not enough: Russian "Ферзь" in Windows-1251 reads "Τεπηό", as
    // Greek-shaped as "Αθήνα".
    const bool enough = (found.in_words >= 16 && found.words >= 2) ||
                        std::max(found.long_accented, found.long_capitals) >= 10;
    // Nearly all the bytes above 0x7F Greek letters (or punctuation), in words standing alone,
    // cased and spelt as words, far from Latin letters.
    const bool greek = found.greek * 10 >= found.high * 9 && found.explained * 10 >= found.high * 8;
    const bool shaped = found.misshapen * 5 <= found.words && found.missigma * 10 <= found.words &&
                        found.unaccented * 4 <= found.long_small &&
                        found.misended * 4 <= found.words &&
                        found.touching_latin * 10 <= found.runs;
    // And with Greek's letters: 3.9 to 4.7 bits a letter in Greek names and text; more in text
    // whose letters Greek has rarely (Russian in Windows-1251 gives ΰ, θ, ξ for а, и, о).
    const double bits_per_letter = found.surprise / static_cast<double>(found.letters);
    const bool frequent = bits_per_letter <= greek_bits_per_letter;
    if (!(enough && greek && shaped && frequent)) return {};
    return {greek_code_page(sample), EncodingDoubt::None, bits_per_letter, found.letters};
}

TextEncoding greek_encoding_of(std::string_view sample) {
    return guess_greek_encoding(sample).encoding;
}

}  // namespace chess::tools
