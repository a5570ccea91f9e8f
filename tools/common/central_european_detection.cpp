#include "common/central_european_detection.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "common/central_european_source.hpp"
#include "common/single_byte_source.hpp"

namespace chess::tools {

namespace {

// What a character is to a word: a letter, punctuation that may stand beside one («, ¿, º,
// ’), or a sign that does not (£, ³, ¹, ©, a control, an undefined byte); ASCII other than
// letters ends a word.
enum class Kind : std::uint8_t { Separator, Punctuation, Sign, Small, Capital };

bool is_punctuation(char16_t cp) {
    switch (cp) {
        case 0x00A0:  // no-break space
        case u'¡':
        case u'ª':
        case u'«':
        case 0x00AD:  // soft hyphen
        case u'°':
        case u'´':
        case u'·':
        case u'º':
        case u'»':
        case u'¿':
        case u'–':
        case u'—':
        case u'‘':
        case u'’':
        case u'‚':
        case u'“':
        case u'”':
        case u'„':
        case u'†':
        case u'‡':
        case u'•':
        case u'…':
        case u'‰':
        case u'‹':
        case u'›':
        case u'™':
            return true;
        default:
            return false;
    }
}

// Latin Extended-A (U+0100-U+017F) pairs its capitals and small letters, the capital first, but
// with the pairs shifted by one after ĸ (U+0138) and ŉ (U+0149), and Ÿ alone.
bool is_extended_capital(char16_t cp) {
    if (cp == 0x0178) return true;
    if (cp == 0x0138 || cp == 0x0149 || cp == 0x017F) return false;
    if ((cp >= 0x0139 && cp <= 0x0148) || cp >= 0x0179) return cp % 2 == 1;
    return cp % 2 == 0;
}

Kind kind_of(char16_t cp) {
    if (cp < 0x80) {
        if (cp >= u'A' && cp <= u'Z') return Kind::Capital;
        if (cp >= u'a' && cp <= u'z') return Kind::Small;
        return Kind::Separator;
    }
    if (is_punctuation(cp)) return Kind::Punctuation;
    if (cp >= 0xC0 && cp <= 0xFF && cp != u'×' && cp != u'÷')
        return cp <= 0xDE ? Kind::Capital : Kind::Small;
    if (cp >= 0x0100 && cp <= 0x017F) return is_extended_capital(cp) ? Kind::Capital : Kind::Small;
    return Kind::Sign;
}

bool is_letter(char16_t cp) {
    const Kind kind = kind_of(cp);
    return kind == Kind::Small || kind == Kind::Capital;
}

char16_t small_letter(char16_t cp) {
    if (kind_of(cp) != Kind::Capital) return cp;
    if (cp < 0x80 || (cp >= 0xC0 && cp <= 0xDE)) return static_cast<char16_t>(cp + 0x20);
    if (cp == 0x0178) return u'ÿ';
    return static_cast<char16_t>(cp + 1);
}

// The languages a word's letters may be of, one bit each: those Latin-1 writes, and those
// Windows-1250 and ISO-8859-2 write.
using Languages = std::uint32_t;
constexpr Languages every_language = ~Languages{0};
enum : Languages {
    Danish = 1U << 0,  // and Norwegian
    Swedish = 1U << 1,
    Finnish = 1U << 2,
    German = 1U << 3,
    French = 1U << 4,
    Spanish = 1U << 5,
    Portuguese = 1U << 6,
    Italian = 1U << 7,
    Catalan = 1U << 8,
    Dutch = 1U << 9,
    Icelandic = 1U << 10,
    Estonian = 1U << 11,
    Hungarian = 1U << 12,
    Polish = 1U << 13,
    Czech = 1U << 14,
    Slovak = 1U << 15,
    Slovene = 1U << 16,
    Croatian = 1U << 17,
    Romanian = 1U << 18,
};

// The languages that write `small` (a small letter above ASCII) in Latin-1. Hungarian's ő and ű
// are not among them: written õ and û where Latin-1 was all there was, they are what the code
// pages read right.
Languages western_languages(char16_t small) {
    switch (small) {
        case u'à':
            return French | Italian | Portuguese | Catalan;
        case u'á':
            return Spanish | Portuguese | Icelandic | Hungarian;
        case u'â':
        case u'ê':
        case u'ô':
            return French | Portuguese;
        case u'ã':
            return Portuguese;
        case u'ä':
            return German | Swedish | Finnish | Estonian;
        case u'å':
            return Danish | Swedish | Finnish;
        case u'æ':
            return Danish | Icelandic | French;
        case u'ç':
            return French | Portuguese | Catalan;
        case u'è':
            return French | Italian | Catalan | Dutch;
        case u'é':
            return French | Spanish | Portuguese | Italian | Catalan | Dutch | Icelandic | Danish |
                   Swedish | Hungarian;
        case u'ë':
        case u'ÿ':
            return French | Dutch;
        case u'ì':
            return Italian;
        case u'í':
        case u'ó':
        case u'ú':
            return Spanish | Portuguese | Italian | Catalan | Icelandic | Hungarian;
        case u'î':
        case u'ù':
            return French | Italian;
        case u'ï':
            return French | Catalan | Dutch;
        case u'ð':
        case u'ý':
        case u'þ':
            return Icelandic;
        case u'ñ':
            return Spanish;
        case u'ò':
            return Italian | Catalan;
        case u'õ':
            return Portuguese | Estonian;
        case u'ö':
            return German | Swedish | Finnish | Icelandic | Estonian | Hungarian | Dutch;
        case u'ø':
            return Danish;
        case u'û':
        case u'œ':
            return French;
        case u'ü':
            return German | Spanish | French | Catalan | Estonian | Hungarian | Dutch;
        case u'ß':
            return German;
        case u'š':
        case u'ž':
            return Estonian | Finnish;
        default:
            return 0;
    }
}

// The languages that write `small` in Windows-1250 or ISO-8859-2 (German's ä ö ü ß too).
Languages central_languages(char16_t small) {
    switch (small) {
        case u'ą':
        case u'ę':
        case u'ł':
        case u'ń':
        case u'ś':
        case u'ź':
        case u'ż':
            return Polish;
        case u'ć':
            return Polish | Croatian;
        case u'ó':
            return Polish | Czech | Slovak | Hungarian;
        case u'á':
        case u'é':
        case u'í':
        case u'ú':
            return Czech | Slovak | Hungarian;
        case u'č':
        case u'š':
        case u'ž':
            return Czech | Slovak | Slovene | Croatian;
        case u'ď':
        case u'ň':
        case u'ť':
        case u'ý':
            return Czech | Slovak;
        case u'ě':
        case u'ř':
        case u'ů':
            return Czech;
        case u'ä':
            return Slovak | German;
        case u'ĺ':
        case u'ľ':
        case u'ô':
        case u'ŕ':
            return Slovak;
        case u'ö':
        case u'ü':
            return Hungarian | German;
        case u'ő':
        case u'ű':
            return Hungarian;
        case u'ß':
            return German;
        case u'đ':
            return Croatian;
        case u'ă':
        case u'â':
        case u'î':
        case u'ş':
        case u'ţ':
            return Romanian;
        default:
            return 0;
    }
}

// Consonants among the letters above ASCII: a Central European word has a vowel or a syllabic
// r or l ("Brno", "Vlk"), where "cm³" read as "cmł" has none.
bool is_consonant(char16_t small) {
    switch (small) {
        case u'ć':
        case u'č':
        case u'ď':
        case u'đ':
        case u'ł':
        case u'ľ':
        case u'ń':
        case u'ň':
        case u'ř':
        case u'ś':
        case u'š':
        case u'ş':
        case u'ť':
        case u'ţ':
        case u'ź':
        case u'ż':
        case u'ž':
        case u'ç':
        case u'ß':
            return true;
        default:
            return false;
    }
}

bool is_ascii_vowel(char16_t cp) {
    switch (small_letter(cp)) {
        case u'a':
        case u'e':
        case u'i':
        case u'o':
        case u'u':
        case u'y':
            return true;
        default:
            return false;
    }
}

// Hungarian's digraphs: "Győr" read as Latin-1, "Gyõr", has an õ that only Portuguese and
// Estonian write, neither with a gy.
Languages digraph_languages(std::u16string_view smalls) {
    for (const std::u16string_view digraph : {u"gy", u"zs", u"cs", u"ny"}) {
        if (smalls.find(digraph) != std::u16string_view::npos) return ~(Portuguese | Estonian);
    }
    return every_language;
}

// Polish writes no q, v or x: "Karpov¹", a footnote, is no Polish "Karpovą".
Languages ascii_languages(std::u16string_view smalls) {
    return smalls.find_first_of(u"qvx") == std::u16string_view::npos ? every_language : ~Polish;
}

// Whether Latin-1's languages write `small` where it is in a word: Spanish's ñ never ends one
// ("Poznań" is "Poznañ"), Italian's ì and ù end them ("così", "più"; "Luděk" is "Ludìk", "nemůže"
// "nemùže"), and no word ends in "iæ" ("Gligorić" is "Gligoriæ").
bool is_western_spelling(std::u16string_view smalls, std::size_t at) {
    const bool last = at + 1 == smalls.size();
    switch (smalls[at]) {
        case u'ñ':
            return !last;
        case u'ì':
        case u'ù':
            return last;
        case u'æ':
            return !(last && at > 0 && smalls[at - 1] == u'i');
        default:
            return true;
    }
}

// Ordinal indicators follow what they mark ("1º", "Nª"); "ªubã" is Romanian "Şubă".
bool may_begin_word(char16_t cp) { return cp != u'ª' && cp != u'º'; }

// A word as one code page reads it.
struct Reading {
    bool good = false;  // letters, with punctuation at most at their ends, cased as words are
    std::size_t letters = 0;
    Languages languages = 0;  // those that write all its letters; 0 for none
};

enum class World : std::uint8_t { Western, Central };

// The word `bytes` (letters in one code page or another) as `table` reads it.
Reading read_word(std::string_view bytes, const CodePageTable& table, World world) {
    std::array<char16_t, 64> cps{};
    const std::size_t n = std::min(bytes.size(), cps.size());
    for (std::size_t i = 0; i < n; ++i) cps[i] = table[static_cast<unsigned char>(bytes[i])];
    Reading reading;
    std::size_t begin = 0;
    std::size_t end = n;
    if (!may_begin_word(cps[0])) return reading;
    while (begin < end && kind_of(cps[begin]) == Kind::Punctuation) ++begin;
    while (end > begin && kind_of(cps[end - 1]) == Kind::Punctuation) --end;
    reading.letters = end - begin;
    if (reading.letters == 0) {
        // Punctuation alone ("«»"): nothing wrong with it, and no letters to judge.
        reading.good = true;
        reading.languages = every_language;
        return reading;
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (kind_of(cps[i]) == Kind::Sign) return reading;
    }
    std::array<char16_t, 64> smalls{};
    std::size_t capitals = 0;
    std::size_t small_after_first = 0;
    bool vowel = false;
    Languages languages = every_language;
    for (std::size_t i = begin; i < end; ++i) {
        const char16_t cp = cps[i];
        if (!is_letter(cp)) return reading;
        capitals += kind_of(cp) == Kind::Capital ? 1U : 0U;
        small_after_first += kind_of(cp) == Kind::Small && i != begin ? 1U : 0U;
        const char16_t small = small_letter(cp);
        smalls[i - begin] = small;
        if (small >= 0x80) {
            languages &=
                world == World::Western ? western_languages(small) : central_languages(small);
            vowel = vowel || !is_consonant(small);
        } else {
            vowel = vowel || is_ascii_vowel(small) || small == u'r' || small == u'l';
        }
        // French writes œ before a vowel ("cœur", "Œdipe"); "Œwiderski" is "Świderski".
        if (small == u'œ' && !(i + 1 < end && (is_ascii_vowel(cps[i + 1]) || cps[i + 1] == u'd')))
            return reading;
    }
    const std::u16string_view word(smalls.data(), reading.letters);
    bool spelt = true;
    for (std::size_t at = 0; at < word.size() && world == World::Western; ++at)
        spelt = spelt && is_western_spelling(word, at);
    const bool cased = capitals == reading.letters || small_after_first == reading.letters - 1;
    reading.good = cased && spelt && (world == World::Western || vowel);
    reading.languages =
        languages & (world == World::Western ? digraph_languages(word) : ascii_languages(word));
    return reading;
}

// What the words that read differently in Latin-1 and in one code page say.
struct Tally {
    std::size_t strong = 0;            // good only in the code page
    std::size_t company = 0;           // good in both, of one language only in the code page
    std::size_t against = 0;           // good and of one language only in Latin-1
    Languages evidence = 0;            // the languages of the words that count for the code page
    std::vector<Languages> undecided;  // the languages of words of one language in both

    std::size_t for_code_page() const { return strong + company; }
    // The undecided words of a language the other words show: "Kőnig" beside "Győr".
    std::size_t supported() const {
        std::size_t n = 0;
        for (const Languages languages : undecided) n += (languages & evidence) != 0 ? 1U : 0U;
        return n;
    }
};

void count_word(std::string_view bytes, const Reading& latin, const CodePageTable& table,
                Tally& tally) {
    bool differs = false;
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        differs = differs || latin_1_table()[byte] != table[byte];
    }
    if (!differs) return;
    const Reading central = read_word(bytes, table, World::Central);
    // Two letters are too few to go on ("Nº" reads "Nş").
    if (central.letters < 3) return;
    const bool latin_word = latin.good && latin.languages != 0;
    const bool central_word = central.good && central.languages != 0;
    if (central_word && !latin.good) {
        ++tally.strong;
        tally.evidence |= central.languages;
    } else if (central_word && latin.good && latin.languages == 0) {
        ++tally.company;
        tally.evidence |= central.languages;
    } else if (central_word && latin_word) {
        tally.undecided.push_back(central.languages);
    } else if (latin_word) {
        ++tally.against;
    }
}

// Whether `byte` is a letter in Latin-1, Windows-1250 or ISO-8859-2: a word, to be read in each,
// is a run of such bytes.
bool is_word_byte(unsigned char byte) {
    static const std::array<bool, 256> word_bytes = [] {
        std::array<bool, 256> bytes{};
        for (std::size_t b = 0; b < bytes.size(); ++b) {
            bytes[b] = is_letter(latin_1_table()[b]) || is_letter(windows_1250_table()[b]) ||
                       is_letter(iso_8859_2_table()[b]);
        }
        return bytes;
    }();
    return word_bytes[byte];
}

}  // namespace

EncodingGuess guess_central_european_encoding(std::string_view sample) {
    Tally windows;
    Tally iso;
    for (std::size_t i = 0; i < sample.size();) {
        if (!is_word_byte(static_cast<unsigned char>(sample[i]))) {
            ++i;
            continue;
        }
        const std::size_t begin = i;
        std::size_t high = 0;
        std::size_t high_in_a_row = 0;
        std::size_t most_high_in_a_row = 0;
        for (; i < sample.size() && is_word_byte(static_cast<unsigned char>(sample[i])); ++i) {
            const bool is_high = static_cast<unsigned char>(sample[i]) >= 0x80;
            high += is_high ? 1U : 0U;
            high_in_a_row = is_high ? high_in_a_row + 1 : 0;
            most_high_in_a_row = std::max(most_high_in_a_row, high_in_a_row);
        }
        // A Latin word has ASCII letters, and its accented letters at most three in a row
        // ("Łódź", "Děčín"); Cyrillic or Greek that their detections left (a word or two) is
        // runs of them.
        if (high == 0 || high == i - begin || most_high_in_a_row > 3) continue;
        const std::string_view word = sample.substr(begin, i - begin);
        const Reading latin = read_word(word, latin_1_table(), World::Western);
        count_word(word, latin, windows_1250_table(), windows);
        count_word(word, latin, iso_8859_2_table(), iso);
    }
    const bool is_iso = iso.for_code_page() > windows.for_code_page();
    const Tally& found = is_iso ? iso : windows;
    // Every word that reads as Latin-1 and not as the code page outweighs two that read the other
    // way: a Latin-1 file that holds a Polish name or two stays Latin-1.
    if (found.for_code_page() == 0 || found.for_code_page() <= 2 * found.against) return {};
    EncodingGuess guess{is_iso ? TextEncoding::Iso8859_2 : TextEncoding::Windows1250};
    if (found.strong == 0 && found.company + found.supported() < 2)
        guess.doubt = EncodingDoubt::Latin1OrCentralEuropean;
    return guess;
}

}  // namespace chess::tools
