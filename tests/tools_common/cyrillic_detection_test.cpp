// --encoding auto between Windows-1251, KOI8-R and neither (common/cyrillic_detection.hpp): the
// two put Russian letters at 0xC0-0xFF in other orders and with the cases the other way round,
// and Greek (Windows-1253, ISO-8859-7) has its letters there too.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "common/cyrillic_detection.hpp"
#include "common/decoders.hpp"
#include "common/input.hpp"
#include "common/koi8_r_source.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::expect_opened_as;
using test::read_all;
using test::TricklingSource;

// The letters of KOI8-R (RFC 1489) at 0xC0-0xDF, small; the capitals are 0x20 above them.
constexpr std::u16string_view koi8_r_small = u"юабцдефгхийклмнопярстужвьызшэщчъ";

// The code points of a UTF-8 text of U+0000-U+07FF (written so to be read here).
std::u16string code_points(std::string_view utf8) {
    std::u16string out;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto byte = static_cast<unsigned char>(utf8[i]);
        if (byte < 0x80) {
            out += static_cast<char16_t>(byte);
        } else {
            const auto next = static_cast<unsigned char>(utf8[++i]);
            out += static_cast<char16_t>(((byte & 0x1FU) << 6U) | (next & 0x3FU));
        }
    }
    return out;
}

// Cyrillic text (UTF-8) in Windows-1251: А-я at 0xC0-0xFF; Ё, ё and the Ukrainian and Serbian
// letters of 0x80-0xBF.
std::string windows_1251(std::string_view utf8) {
    constexpr std::u16string_view others = u"ЁёіїєјљњћџІґҐЄЇ";
    constexpr std::string_view other_bytes =
        "\xA8\xB8\xB3\xBF\xBA\xBC\x9A\x9C\x9E\x9F\xB2\xB4\xA5\xAA\xAF";
    std::string out;
    for (const char16_t cp : code_points(utf8)) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (const auto at = others.find(cp); at != std::u16string_view::npos) {
            out += other_bytes[at];
        } else {
            out += static_cast<char>(0xC0 + (cp - 0x0410));
        }
    }
    return out;
}

// Russian text (UTF-8) in KOI8-R: small letters at 0xC0-0xDF, capitals at 0xE0-0xFF, ё 0xA3,
// Ё 0xB3; and Ukrainian's letters where KOI8-U (RFC 2319) has them.
std::string koi8_r(std::string_view utf8) {
    constexpr std::u16string_view ukrainian = u"єіїґЄІЇҐ";
    constexpr std::string_view ukrainian_bytes = "\xA4\xA6\xA7\xAD\xB4\xB6\xB7\xBD";
    std::string out;
    for (const char16_t cp : code_points(utf8)) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp == 0x0401 || cp == 0x0451) {
            out += cp == 0x0401 ? '\xB3' : '\xA3';
        } else if (const auto letter = ukrainian.find(cp); letter != std::u16string_view::npos) {
            out += ukrainian_bytes[letter];
        } else {
            const bool capital = cp < 0x0430;
            const auto at = koi8_r_small.find(static_cast<char16_t>(capital ? cp + 0x20 : cp));
            out += static_cast<char>(0xC0 + at + (capital ? 0x20 : 0));
        }
    }
    return out;
}

// Greek text (UTF-8) in ISO-8859-7, which Windows-1253 agrees with for letters: U+0384-U+03CE
// at 0xB4-0xFE.
std::string greek(std::string_view utf8) {
    std::string out;
    for (const char16_t cp : code_points(utf8))
        out += static_cast<char>(cp < 0x80 ? cp : cp - 0x02D0);
    return out;
}

std::string cyrillic_game(std::string_view white, std::string_view black, std::string_view event,
                          std::string_view comment) {
    return "[Event \"" + std::string(event) + "\"]\n[Site \"?\"]\n[Date \"1985.09.03\"]\n" +
           "[Round \"1\"]\n[White \"" + std::string(white) + "\"]\n[Black \"" + std::string(black) +
           "\"]\n[Result \"1-0\"]\n\n1. e4 {" + std::string(comment) + "} e5 2. Nf3 Nc6 1-0\n\n";
}

// A Russian game with a long comment, and one with only names, in UTF-8.
const std::string russian_commented = cyrillic_game(
    "Карпов, Анатолий", "Каспаров, Гарри", "Чемпионат мира",
    "Белые начинают и выигрывают. После хода конём на f3 чёрные не могут защитить пешку, и "
    "позиция белых становится подавляющей. Лучше было сыграть слоном, а не ферзём: тогда у "
    "чёрных оставались шансы на ничью. Эта партия была сыграна в Москве.");
const std::string russian_names =
    cyrillic_game("Смыслов, Василий", "Ботвинник, Михаил", "Москва", "") +
    cyrillic_game("Таль, Михаил", "Петросян, Тигран", "Ленинград", "");

const std::string greek_commented = cyrillic_game(
    "Παπαδόπουλος, Γιώργος", "Κωνσταντίνου, Νίκος", "Πανελλήνιο Πρωτάθλημα",
    "Τα λευκά παίζουν και κερδίζουν. Μετά την κίνηση του ίππου τα μαύρα δεν μπορούν να "
    "προστατέψουν το πιόνι και η θέση των λευκών γίνεται συντριπτική. Ήταν καλύτερο να "
    "παιχτεί ο αξιωματικός και όχι η βασίλισσα.");

TEST(CyrillicDetection, TheTestTextsAreAsMeant) {
    EXPECT_EQ(windows_1251("Карпов ё і"), "\xCA\xE0\xF0\xEF\xEE\xE2 \xB8 \xB3");
    EXPECT_EQ(koi8_r("Карпов ё"), "\xEB\xC1\xD2\xD0\xCF\xD7 \xA3");
    EXPECT_EQ(greek("Αθήνα"), "\xC1\xE8\xDE\xED\xE1");
    EXPECT_TRUE(looks_like_windows_1251(windows_1251(russian_commented)));
    EXPECT_TRUE(looks_like_windows_1251(windows_1251(russian_names)));
}

// Long KOI8-R text has Cyrillic words of three letters and more, as Windows-1251 has: before,
// it was read as Windows-1251 ("кБТРПЧ" for "Карпов").
TEST(CyrillicDetection, Koi8RIsNotWindows1251) {
    EXPECT_FALSE(looks_like_windows_1251(koi8_r(russian_commented)));
    EXPECT_FALSE(looks_like_windows_1251(koi8_r(russian_names)));
}

// Nor is Greek, whose letters are at 0xC1-0xFE in both its encodings.
TEST(CyrillicDetection, GreekIsNotWindows1251) {
    EXPECT_FALSE(looks_like_windows_1251(greek(greek_commented)));
}

// Read in its own code page, each is Cyrillic; KOI8-R, before taken for Windows-1251, now for
// what it is.
TEST(CyrillicDetection, EachIsToldForWhatItIs) {
    for (const std::string& text : {russian_commented, russian_names}) {
        EXPECT_EQ(cyrillic_encoding_of(windows_1251(text)), TextEncoding::Windows1251) << text;
        EXPECT_EQ(cyrillic_encoding_of(koi8_r(text)), TextEncoding::Koi8R) << text;
    }
    // A short file whose only Cyrillic is a name, as in Windows-1251 (windows_1251_source_test).
    for (const std::string_view name : {"Карпов, Анатолий", "Таль", "Ли, Ким", "СССР"}) {
        const std::string text = cyrillic_game(name, "Kasparov, Garry", "?", "");
        EXPECT_EQ(cyrillic_encoding_of(windows_1251(text)), TextEncoding::Windows1251) << name;
        EXPECT_EQ(cyrillic_encoding_of(koi8_r(text)), TextEncoding::Koi8R) << name;
    }
}

// Windows-1251 is also Ukrainian, Belarusian, Bulgarian and Serbian: their letters of 0x80-0xBF
// are box drawing in KOI8-R, and the rest reads there as it does for Russian.
TEST(CyrillicDetection, OtherLanguagesInWindows1251StayWindows1251) {
    for (const std::string_view comment :
         {"Білі починають і виграють. Після ходу конем чорні не можуть захистити пішака, і "
          "позиція білих стає переважною. Ця партія була зіграна в Києві.",
          "Белите започват и печелят. След хода с коня черните не могат да защитят пешката и "
          "позицията на белите става превъзходна.",
          "Бели почињу и добијају. После потеза скакачем црни не могу да заштите пешака, и "
          "позиција белих постаје надмоћна. Ова партија је одиграна у Београду."}) {
        EXPECT_EQ(cyrillic_encoding_of(windows_1251(cyrillic_game("Tal", "Smyslov", "?", comment))),
                  TextEncoding::Windows1251)
            << comment;
    }
}

// Words all in one case read as words in both code pages ("ДУБОВ" in Windows-1251 has the
// bytes of "дсанб", a small word, in KOI8-R). Tag values begin with a capital: names in capitals,
// short ones too, are told so (before the tag rule, by their letters alone, "ДУБОВ", "ЦОЙ" and
// "БОР" came out KOI8-R, "ЯН" and "ХОН" Windows-1251).
TEST(CyrillicDetection, NamesInCapitalsAreToldByTheirFirstLetter) {
    for (const std::string_view name :
         {"КАРПОВ, АНАТОЛИЙ", "СМЫСЛОВ", "ДУБОВ", "БРОНШТЕЙН", "НЕПОМНЯЩИЙ", "ЦОЙ", "БОР", "ЯН",
          "ХОН", "РСФСР", "ЛЕВ П."}) {
        const std::string tagged = cyrillic_game(name, "Kasparov, Garry", "?", "");
        EXPECT_EQ(cyrillic_encoding_of(windows_1251(tagged)), TextEncoding::Windows1251) << name;
        EXPECT_EQ(cyrillic_encoding_of(koi8_r(tagged)), TextEncoding::Koi8R) << name;
    }
}

// A tag value in small letters reads in capitals in the other code page ("чемпионат" in
// Windows-1251 is "ВЕЛОХНМЮР" in KOI8-R): the capital rule, which took the reading with values
// beginning with a capital outright, read each of these in the wrong code page. Told by their
// letters now, against the cost of values in small letters, with the doubt said: one word is
// too few to be sure of ("ленинград" in KOI8-R is by its letters the likelier in Windows-1251).
TEST(CyrillicDetection, ValuesInSmallLettersAreToldByTheLetters) {
    for (const std::string_view event : {"чемпионат", "москва", "турнир", "ленинград"}) {
        const std::string text = cyrillic_game("Tal", "Smyslov", event, "");
        const EncodingGuess windows = guess_cyrillic_encoding(windows_1251(text));
        const EncodingGuess koi8 = guess_cyrillic_encoding(koi8_r(text));
        EXPECT_EQ(windows.encoding, TextEncoding::Windows1251) << event;
        if (event != "ленинград") {
            EXPECT_EQ(koi8.encoding, TextEncoding::Koi8R) << event;
        }
        EXPECT_EQ(windows.doubt, EncodingDoubt::Windows1251OrKoi8) << event;
        EXPECT_EQ(koi8.doubt, EncodingDoubt::Windows1251OrKoi8) << event;
    }
    // Many values tell for sure.
    const std::string values = cyrillic_game("Tal", "Smyslov", "чемпионат мира", "") +
                               cyrillic_game("Tal", "Smyslov", "первенство москвы", "") +
                               cyrillic_game("Tal", "Smyslov", "турнир претендентов", "");
    for (const std::string& text : {windows_1251(values), koi8_r(values)})
        EXPECT_EQ(guess_cyrillic_encoding(text).doubt, EncodingDoubt::None) << text;
    EXPECT_EQ(cyrillic_encoding_of(windows_1251(values)), TextEncoding::Windows1251);
    EXPECT_EQ(cyrillic_encoding_of(koi8_r(values)), TextEncoding::Koi8R);
}

// A comment in small letters only: the reading whose letters Russian uses more ("о", "е", "а"
// rather than "ф", "щ", "ъ").
TEST(CyrillicDetection, SmallLettersAreToldByTheLetters) {
    for (const std::string_view comment :
         {"белые сдаются, позиция безнадёжна", "лучше было сыграть слоном, а не ферзём"}) {
        const std::string text = cyrillic_game("Tal", "Smyslov", "?", comment);
        EXPECT_EQ(cyrillic_encoding_of(windows_1251(text)), TextEncoding::Windows1251) << comment;
        EXPECT_EQ(cyrillic_encoding_of(koi8_r(text)), TextEncoding::Koi8R) << comment;
    }
}

// Greek is neither: read as Latin-1 (W101), as any other text that is not UTF-8.
TEST(CyrillicDetection, GreekIsNeither) {
    EXPECT_EQ(cyrillic_encoding_of(greek(greek_commented)), TextEncoding::Utf8);
    EXPECT_EQ(cyrillic_encoding_of(greek(
                  cyrillic_game("Παπαδόπουλος, Γιώργος", "Κωνσταντίνου, Νίκος", "Αθήνα", ""))),
              TextEncoding::Utf8);
}

TEST(CyrillicDetection, Koi8RTranscodesEveryByteWhateverTheReadSizes) {
    std::string all;
    for (int b = 0x20; b < 0x100; ++b) all += static_cast<char>(b);
    // The upper half as Python's koi8_r codec gives it.
    const std::string expected_upper =
        "\u2500\u2502\u250C\u2510\u2514\u2518\u251C\u2524\u252C\u2534\u253C\u2580\u2584\u2588"
        "\u258C\u2590\u2591\u2592\u2593\u2320\u25A0\u2219\u221A\u2248\u2264\u2265\u00A0\u2321"
        "\u00B0\u00B2\u00B7\u00F7\u2550\u2551\u2552\u0451\u2553\u2554\u2555\u2556\u2557\u2558"
        "\u2559\u255A\u255B\u255C\u255D\u255E\u255F\u2560\u2561\u0401\u2562\u2563\u2564\u2565"
        "\u2566\u2567\u2568\u2569\u256A\u256B\u256C\u00A9\u044E\u0430\u0431\u0446\u0434\u0435"
        "\u0444\u0433\u0445\u0438\u0439\u043A\u043B\u043C\u043D\u043E\u043F\u044F\u0440\u0441"
        "\u0442\u0443\u0436\u0432\u044C\u044B\u0437\u0448\u044D\u0449\u0447\u044A\u042E\u0410"
        "\u0411\u0426\u0414\u0415\u0424\u0413\u0425\u0418\u0419\u041A\u041B\u041C\u041D\u041E"
        "\u041F\u042F\u0420\u0421\u0422\u0423\u0416\u0412\u042C\u042B\u0417\u0428\u042D\u0429"
        "\u0427\u042A";
    const std::string expected = all.substr(0, 0x60) + expected_upper;
    for (const std::size_t trickle : {1u, 3u, 64u, 100000u}) {
        for (const std::size_t read : {1u, 2u, 7u, 4096u}) {
            auto source = make_koi8_r_source(std::make_unique<TricklingSource>(all, trickle));
            EXPECT_EQ(read_all(*source, read), expected) << trickle << ' ' << read;
        }
    }
}

// open_input: KOI8-R found and converted to UTF-8, said on opening; named, read so whatever it
// holds.
TEST(CyrillicDetection, OpenInputReadsKoi8RAsUtf8) {
    expect_opened_as("koi8.pgn", koi8_r(russian_commented), EncodingChoice::Auto,
                     TextEncoding::Koi8R, "not UTF-8, Cyrillic letters", russian_commented);
    expect_opened_as("one-move.pgn", "1. e4 e5 2. \xEBg1-f3 *\n",  // "Кg1-f3"
                     EncodingChoice::Koi8R, TextEncoding::Koi8R, "--encoding",
                     "1. e4 e5 2. \u041Ag1-f3 *\n");
}

// Ukrainian: і, ї, є, ґ and their capitals, with the letters it shares with Russian.
const std::string ukrainian_commented = cyrillic_game(
    "Іванчук, Василь", "Ґрабовський, Євген", "Чемпіонат України",
    "Білі починають і виграють. Після ходу конем чорні не можуть захистити пішака, і "
    "позиція білих стає переважною. Ця партія була зіграна в Києві, у ґанку Їжакевича.");

TEST(CyrillicDetection, TheUkrainianTestTextIsAsMeant) {
    EXPECT_EQ(koi8_r("ієїґ ІЄЇҐ"), "\xA6\xA4\xA7\xAD \xB6\xB4\xB7\xBD");
    EXPECT_EQ(windows_1251("ієїґ ІЄЇҐ"), "\xB3\xBA\xBF\xB4 \xB2\xAA\xAF\xA5");
}

// --encoding koi8-u: KOI8-U (RFC 2319) is KOI8-R with Ukrainian's і ї є ґ (and capitals) at 8 of
// its box-drawing bytes.
TEST(CyrillicDetection, Koi8UTranscodesEveryByteWhateverTheReadSizes) {
    std::string all;
    for (int b = 0x20; b < 0x100; ++b) all += static_cast<char>(b);
    // The upper half as Python's koi8_u codec gives it.
    const std::string expected_upper =
        "\u2500\u2502\u250C\u2510\u2514\u2518\u251C\u2524\u252C\u2534\u253C\u2580\u2584\u2588"
        "\u258C\u2590\u2591\u2592\u2593\u2320\u25A0\u2219\u221A\u2248\u2264\u2265\u00A0\u2321"
        "\u00B0\u00B2\u00B7\u00F7\u2550\u2551\u2552\u0451\u0454\u2554\u0456\u0457\u2557\u2558"
        "\u2559\u255A\u255B\u0491\u255D\u255E\u255F\u2560\u2561\u0401\u0404\u2563\u0406\u0407"
        "\u2566\u2567\u2568\u2569\u256A\u0490\u256C\u00A9\u044E\u0430\u0431\u0446\u0434\u0435"
        "\u0444\u0433\u0445\u0438\u0439\u043A\u043B\u043C\u043D\u043E\u043F\u044F\u0440\u0441"
        "\u0442\u0443\u0436\u0432\u044C\u044B\u0437\u0448\u044D\u0449\u0447\u044A\u042E\u0410"
        "\u0411\u0426\u0414\u0415\u0424\u0413\u0425\u0418\u0419\u041A\u041B\u041C\u041D\u041E"
        "\u041F\u042F\u0420\u0421\u0422\u0423\u0416\u0412\u042C\u042B\u0417\u0428\u042D\u0429"
        "\u0427\u042A";
    const std::string expected = all.substr(0, 0x60) + expected_upper;
    for (const std::size_t trickle : {1u, 3u, 64u, 100000u}) {
        for (const std::size_t read : {1u, 2u, 7u, 4096u}) {
            auto source = make_koi8_u_source(std::make_unique<TricklingSource>(all, trickle));
            EXPECT_EQ(read_all(*source, read), expected) << trickle << ' ' << read;
        }
    }
}

// Ukrainian in KOI8-U: before, its і ї є ґ were KOI8-R's box drawing, which no Cyrillic text
// has, and the file was read as Latin-1 (W101). Now KOI8-U, as is KOI8 text whose only sign is
// Ukrainian's "і" ("and") standing alone; Russian KOI8-R stays KOI8-R.
TEST(CyrillicDetection, Koi8UIsToldByUkrainianLetters) {
    EXPECT_EQ(cyrillic_encoding_of(koi8_r(ukrainian_commented)), TextEncoding::Koi8U);
    EXPECT_EQ(cyrillic_encoding_of(koi8_r(cyrillic_game("Іванчук, Василь", "Kasparov", "?", ""))),
              TextEncoding::Koi8U);
    EXPECT_EQ(
        cyrillic_encoding_of(koi8_r(cyrillic_game("Tal", "Smyslov", "?", "білі і чорні грають"))),
        TextEncoding::Koi8U);
    EXPECT_EQ(cyrillic_encoding_of(koi8_r(russian_commented)), TextEncoding::Koi8R);
    EXPECT_EQ(cyrillic_encoding_of(koi8_r(russian_names)), TextEncoding::Koi8R);
    // KOI8-R's frames (╔══╗ ║ ╚══╝) are not among the eight: KOI8-U has them too.
    EXPECT_EQ(cyrillic_encoding_of(koi8_r(russian_commented) +
                                   "{\xA5\xA0\xA0\xA8 \xA1 \xAB\xA0\xA0\xAE}"),
              TextEncoding::Koi8R);
}

// Ukrainian in Windows-1251 (і 0xB3, ї 0xBF, є 0xBA, ґ 0xB4, І 0xB2, Є 0xAA, Ї 0xAF, Ґ 0xA5) is
// Windows-1251, not KOI8-U (whose Є is 0xB4), and reads as the Ukrainian it is.
TEST(CyrillicDetection, UkrainianInWindows1251IsWindows1251) {
    const std::string text = windows_1251(ukrainian_commented);
    EXPECT_EQ(cyrillic_encoding_of(text), TextEncoding::Windows1251);
    auto decoded = decode_by_content(std::make_unique<TricklingSource>(text, 5));
    EXPECT_EQ(decoded.verdict->encoding, TextEncoding::Windows1251);
    EXPECT_EQ(read_all(*decoded.source, 3), ukrainian_commented);
}

// open_input: KOI8-U found and converted to UTF-8, said on opening; named, read so.
TEST(CyrillicDetection, OpenInputReadsKoi8UAsUtf8) {
    expect_opened_as("koi8-u.pgn", koi8_r(ukrainian_commented), EncodingChoice::Auto,
                     TextEncoding::Koi8U, "not UTF-8, Cyrillic letters", ukrainian_commented);
    expect_opened_as("one-word.pgn", "1. e4 {\xA6} e5 *\n",  // "і"
                     EncodingChoice::Koi8U, TextEncoding::Koi8U, "--encoding",
                     "1. e4 {\u0456} e5 *\n");
}

// One Russian word in small letters, the only Cyrillic of a comment, is in capitals read in the
// other code page ("ход" in Windows-1251 is "ХПД" in KOI8-R, and "ход" in KOI8-R "ХПД" in
// Windows-1251). Before, told by the letters alone, 10 of these 20 came out in the other code
// page (KOI8-R "ход", "хуже" as Windows-1251; Windows-1251 "ход", "лучше", "белые", "ферзь",
// "что", "поле", "хуже", "темп" as KOI8-R); comments are written in small letters.
TEST(CyrillicDetection, OneWordInSmallLettersIsToldByItsCase) {
    for (const std::string_view word :
         {"ход", "лучше", "белые", "ферзь", "что", "поле", "хуже", "темп", "слон", "ничья"}) {
        const std::string text = cyrillic_game("Tal", "Smyslov", "?", word);
        EXPECT_EQ(cyrillic_encoding_of(windows_1251(text)), TextEncoding::Windows1251) << word;
        EXPECT_EQ(cyrillic_encoding_of(koi8_r(text)), TextEncoding::Koi8R) << word;
    }
}

// A word or two in capitals that read as words in small letters in the other code page ("ХОД"
// in Windows-1251 is "ход" in KOI8-R) cannot be told: taken as the likelier, and said so.
// A comment of a sentence is told without a doubt.
TEST(CyrillicDetection, TooFewLettersAreADoubt) {
    for (const std::string_view word : {"ХОД", "СССР", "ЦСКА"}) {
        for (const std::string& text : {windows_1251(cyrillic_game("Tal", "Smyslov", "?", word)),
                                        koi8_r(cyrillic_game("Tal", "Smyslov", "?", word))}) {
            const EncodingGuess guess = guess_cyrillic_encoding(text);
            EXPECT_NE(guess.encoding, TextEncoding::Utf8) << word;
            EXPECT_EQ(guess.doubt, EncodingDoubt::Windows1251OrKoi8) << word;
        }
    }
    for (const std::string& text :
         {windows_1251(russian_commented), koi8_r(russian_commented),
          windows_1251(
              cyrillic_game("Tal", "Smyslov", "?", "лучше было сыграть слоном, а не ферзём")),
          koi8_r(cyrillic_game("Tal", "Smyslov", "?", "лучше было сыграть слоном, а не ферзём"))}) {
        EXPECT_EQ(guess_cyrillic_encoding(text).doubt, EncodingDoubt::None) << text;
    }
}

// The doubt names the KOI8 that was taken: KOI8-U where its Ukrainian letters were seen.
TEST(CyrillicDetection, TheDoubtNamesTheKoi8Taken) {
    const auto doubt = [](TextEncoding taken) {
        return encoding_doubt_text({taken, EncodingDoubt::Windows1251OrKoi8});
    };
    EXPECT_EQ(doubt(TextEncoding::Koi8U),
              "too few letters to tell Windows-1251 from KOI8-U, taken as the likelier; "
              "--encoding windows-1251 if it is that");
    EXPECT_EQ(doubt(TextEncoding::Koi8R),
              "too few letters to tell Windows-1251 from KOI8-R, taken as the likelier; "
              "--encoding windows-1251 if it is that");
    EXPECT_EQ(doubt(TextEncoding::Windows1251),
              "too few letters to tell Windows-1251 from KOI8-R, taken as the likelier; "
              "--encoding koi8-r if it is that");
    EXPECT_EQ(encoding_doubt_text({TextEncoding::Koi8U, EncodingDoubt::None}), "");
}

// The doubt is said with the encoding, with the name that reads the file the other way.
TEST(CyrillicDetection, OpenInputSaysTheDoubt) {
    test::ScratchDir dir;
    test::write_file(dir / "caps.pgn", windows_1251(cyrillic_game("Tal", "Smyslov", "?", "ХОД")));
    testing::internal::CaptureStderr();
    auto input = open_input((dir / "caps.pgn").string());
    const std::string said = testing::internal::GetCapturedStderr();
    ASSERT_TRUE(input.has_value()) << input.error();
    const bool windows = input->encoding() == TextEncoding::Windows1251;
    EXPECT_EQ(said, (dir / "caps.pgn").string() + ": " +
                        std::string(text_encoding_name(input->encoding())) +
                        " text (not UTF-8, Cyrillic letters; too few letters to tell "
                        "Windows-1251 from KOI8-R, taken as the likelier; --encoding " +
                        (windows ? "koi8-r" : "windows-1251") +
                        " if it is that), converted to UTF-8\n");
}

}  // namespace
}  // namespace chess::tools
