// Windows-1251 (common/windows_1251_source.hpp): told from Latin-1 and UTF-8 by the content, and
// transcoded to UTF-8 whatever the read sizes; and open_input() applying both.

#include "common/windows_1251_source.hpp"
#include "common/auto_encoding_source.hpp"
#include "common/cyrillic_detection.hpp"

#include <gtest/gtest.h>

#include <string>

#include "common/input.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::read_all;
using test::TricklingSource;

// "Чемпионат СССР" and "Москва" in Windows-1251.
constexpr std::string_view championship = "\xD7\xE5\xEC\xEF\xE8\xEE\xED\xE0\xF2 \xD1\xD1\xD1\xD0";
constexpr std::string_view moscow = "\xCC\xEE\xF1\xEA\xE2\xE0";
constexpr std::string_view championship_utf8 =
    "\u0427\u0435\u043C\u043F\u0438\u043E\u043D\u0430\u0442 \u0421\u0421\u0421\u0420";

std::string tags(std::string_view event, std::string_view site) {
    return "[Event \"" + std::string(event) + "\"]\n[Site \"" + std::string(site) +
           "\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
}

TEST(Windows1251, CyrillicWordsAreTold) {
    EXPECT_TRUE(looks_like_windows_1251(tags(championship, moscow)));
}

// Russian book notation may hold no Cyrillic but its piece letters: К, Кр, С, Ф before a square,
// and the en dash between squares.
TEST(Windows1251, RussianPieceLettersAreTold) {
    EXPECT_TRUE(
        looks_like_windows_1251("[Event \"?\"]\n\n1. e2-e4 e7-e5 2. \xCAg1-f3 \xCA"
                                "b8-c6 3. \xD1"
                                "f1\x96"
                                "c4 *\n"));
    EXPECT_TRUE(
        looks_like_windows_1251("1. e4 e5 2. \xCA\xF0"
                                "e2 \xD4"
                                "d8:h4 *\n"));
    // One letter alone is too little to go on.
    EXPECT_FALSE(looks_like_windows_1251("1. e4 e5 2. \xCAg1-f3 *\n"));
}

// Latin-1 has its accented letters alone inside Latin words: read as Latin-1 (W101), not
// Cyrillic.
TEST(Windows1251, Latin1IsNot) {
    EXPECT_EQ(cyrillic_encoding_of(tags("M\xFCller gegen L\xE9vy, K\xF6ln, Gr\xFC\xDF"
                                        "e",
                                        "Z\xFCrich, Gen\xE8ve")),
              TextEncoding::Utf8);
    EXPECT_EQ(cyrillic_encoding_of(tags("Caf\xE9 Op\xE9ra", "S\xE3o Paulo")), TextEncoding::Utf8);
}

// A short game whose only Cyrillic is a name or two, an event or a comment: before, fewer than
// 16 bytes of Cyrillic words were too few to go on, and the names came out as Latin-1 mojibake
// ("\xCA\xE0\xF0\xEF\xEE\xE2" read as "Êàðïîâ", W101).
std::string cp1251_game(std::string_view white, std::string_view black,
                        std::string_view event = "?",
                        std::string_view moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0") {
    return "[Event \"" + std::string(event) + "\"]\n[Site \"?\"]\n[Date \"1985.09.03\"]\n" +
           "[Round \"1\"]\n[White \"" + std::string(white) + "\"]\n[Black \"" + std::string(black) +
           "\"]\n[Result \"1-0\"]\n\n" + std::string(moves) + "\n";
}

// "Карпов, Анатолий", "Карпов А.Е.", "Таль", "Каспаров", "Москва", "{Белые сдаются}" in
// Windows-1251.
constexpr std::string_view karpov_anatoly =
    "\xCA\xE0\xF0\xEF\xEE\xE2, \xC0\xED\xE0\xF2\xEE\xEB\xE8\xE9";
constexpr std::string_view karpov_initials = "\xCA\xE0\xF0\xEF\xEE\xE2 \xC0.\xC5.";
constexpr std::string_view tal = "\xD2\xE0\xEB\xFC";
constexpr std::string_view kasparov = "\xCA\xE0\xF1\xEF\xE0\xF0\xEE\xE2";
constexpr std::string_view white_resigns = "{\xC1\xE5\xEB\xFB\xE5 \xF1\xE4\xE0\xFE\xF2\xF1\xFF}";

TEST(Windows1251, ANameOrTwoAreTold) {
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game(karpov_anatoly, "Kasparov, Garry")));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game("Kasparov, Garry", karpov_anatoly)));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game(karpov_initials, "Kasparov, G.")));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game("Botvinnik, M.", tal)));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game(tal, kasparov)));
    // In capitals, as some databases write names.
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game("\xCA\xC0\xD0\xCF\xCE\xC2", "Kasparov")));
}

TEST(Windows1251, AnEventOrACommentAloneIsTold) {
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game("Tal", "Smyslov", moscow)));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game("Tal", "Smyslov", championship)));
    EXPECT_TRUE(looks_like_windows_1251(
        cp1251_game("Tal", "Smyslov", "?",
                    "1. e4 e5 2. Qh5 Ke7 3. Qxe5# " + std::string(white_resigns) + " 1-0")));
    // One- and two-letter words between longer ones: "Лучше ход на e4, а не d4".
    EXPECT_TRUE(looks_like_windows_1251(
        cp1251_game("Tal", "Smyslov", "?",
                    "1. e4 {\xCB\xF3\xF7\xF8\xE5 \xF5\xEE\xE4 \xED\xE0 e4, \xE0 \xED\xE5 d4} e5 2. "
                    "Nf3 Nc6 3. Bb5 a6 1-0")));
}

// The Latin-1 bytes of UTF-8 text in U+0000-U+00FF (written so to be read here).
std::string latin_1(std::string_view utf8) {
    std::string out;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto byte = static_cast<unsigned char>(utf8[i]);
        if (byte < 0x80) {
            out += static_cast<char>(byte);
        } else {
            const auto next = static_cast<unsigned char>(utf8[++i]);
            out += static_cast<char>(((byte & 0x03U) << 6U) | (next & 0x3FU));
        }
    }
    return out;
}

// Latin-1 names and places stay Latin-1 however short the file: their accented letters sit
// alone inside Latin words, or in twos ("Conceição"), and the rare runs of three or more are
// not shaped as Russian words are ("jäääär" reads "дддд", no vowel; "Þýðingar" reads "Юэр",
// three letters).
constexpr std::string_view latin_1_names[] = {"Müller",
                                              "Hübner",
                                              "MÜLLER",
                                              "Ståhlberg, Gideon",
                                              "Andersson, Ulf",
                                              "Réti, Richard",
                                              "Capablanca, José Raúl",
                                              "Nuñez",
                                              "Øst-Hansen, Jacob",
                                              "Hübnerß",
                                              "élève",
                                              "ÉLÈVE",
                                              "Määttä, Pekka",
                                              "Pääkkönen",
                                              "Conceição, São João",
                                              "Grüße, Füße",
                                              "Þórðarson",
                                              "Þýðingar",
                                              "jäääär",
                                              "«\u00A0Élève\u00A0»",
                                              "Séverine à Paris"};

TEST(Windows1251, ShortLatin1StaysLatin1) {
    ASSERT_EQ(latin_1("M\u00FCller \u00AB\u00DE\u00BB"), "M\xFCller \xAB\xDE\xBB");
    for (const std::string_view utf8 : latin_1_names) {
        const std::string name = latin_1(utf8);
        EXPECT_EQ(cyrillic_encoding_of(cp1251_game(name, "Kasparov, Garry")), TextEncoding::Utf8)
            << utf8;
        EXPECT_EQ(cyrillic_encoding_of(cp1251_game("Kasparov, Garry", name, name)),
                  TextEncoding::Utf8)
            << utf8;
    }
    EXPECT_EQ(cyrillic_encoding_of(
                  latin_1(cp1251_game("Ståhlberg, Gideon", "Capablanca, José Raúl", "Buenos Aires",
                                      "1. e4 {élève à Zürich, très élégant} e5 1-0"))),
              TextEncoding::Utf8);
}

// Names of three letters or fewer and abbreviations in capitals, the only Cyrillic of a short
// file: before, a word of four letters or more was needed, and vowels, so these came out as
// Latin-1 mojibake ("Ëè, Êèì", W101). A word entirely of letters above 0x7F, shaped as Russian
// words are, is enough where no letter above 0x7F touches a Latin one: Latin-1 has its
// accented letters inside Latin words.
constexpr std::string_view li_kim = "\xCB\xE8, \xCA\xE8\xEC";  // "Ли, Ким"
constexpr std::string_view kim = "\xCA\xE8\xEC";               // "Ким"
constexpr std::string_view tal_short = "\xD2\xE0\xEB";         // "Тал"
constexpr std::string_view yan = "\xDF\xED";                   // "Ян"
constexpr std::string_view ussr = "\xD1\xD1\xD1\xD0";          // "СССР"
constexpr std::string_view gdr = "\xC3\xC4\xD0";               // "ГДР"

std::string team_game(std::string_view white_team) {
    return "[Event \"Olympiad\"]\n[White \"Tal, M.\"]\n[Black \"Fischer, R.\"]\n[WhiteTeam \"" +
           std::string(white_team) + "\"]\n[BlackTeam \"USA\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n";
}

TEST(Windows1251, ShortNamesAndCapitalsAreTold) {
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game(li_kim, "Kasparov, Garry")));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game("Kasparov, Garry", kim)));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game(tal_short, "Smyslov")));
    EXPECT_TRUE(looks_like_windows_1251(cp1251_game(std::string(yan) + " \xC0.", "Smyslov")));
    EXPECT_TRUE(looks_like_windows_1251(team_game(ussr)));
    EXPECT_TRUE(looks_like_windows_1251(team_game(gdr)));
    EXPECT_TRUE(looks_like_windows_1251(
        cp1251_game("Tal", "Smyslov", "?", "1. e4 {" + std::string(kim) + "} 1-0")));
}

// Latin-1 names of three letters or fewer, and names in capitals: their accented letters touch
// Latin ones ("Åke", "Ørn", "ÅKE"), or stand alone ("Å", a Swedish place).
constexpr std::string_view short_latin_1_names[] = {
    "Åke",  "Öst", "Ørn", "Ågård", "Åsa", "Ása",           "Þór", "Ýr", "Óli", "Éva",
    "Ödön", "Ñu",  "ÅKE", "ÖST",   "ØRN", "Andersson, Å.", "Å",   "Ö",  "Þú",  "Åke Öst"};

TEST(Windows1251, ShortLatin1NamesStayLatin1) {
    for (const std::string_view utf8 : short_latin_1_names) {
        const std::string name = latin_1(utf8);
        EXPECT_EQ(cyrillic_encoding_of(cp1251_game(name, "Kasparov, Garry")), TextEncoding::Utf8)
            << utf8;
        EXPECT_EQ(cyrillic_encoding_of(cp1251_game("Kasparov, Garry", name, name)),
                  TextEncoding::Utf8)
            << utf8;
        EXPECT_EQ(cyrillic_encoding_of(team_game(name)), TextEncoding::Utf8) << utf8;
    }
    // A Cyrillic-looking short word beside a Latin-1 word is no evidence: one of them is
    // mojibake whichever way it is read, and Latin-1 is the reader's fallback.
    EXPECT_EQ(cyrillic_encoding_of(cp1251_game(kim, latin_1("Müller"))), TextEncoding::Utf8);
}

// Nor Greek, now that --encoding auto tells Greek (greek_detection.hpp).
TEST(Windows1251, ShortLatin1NamesAreNotGreekEither) {
    for (const std::string_view utf8 : short_latin_1_names) {
        const std::string name = latin_1(utf8);
        EXPECT_EQ(guess_text_encoding(cp1251_game(name, "Kasparov, Garry")).encoding,
                  TextEncoding::Utf8)
            << utf8;
        EXPECT_EQ(guess_text_encoding(cp1251_game("Kasparov, Garry", name, name)).encoding,
                  TextEncoding::Utf8)
            << utf8;
        EXPECT_EQ(guess_text_encoding(team_game(name)).encoding, TextEncoding::Utf8) << utf8;
    }
}

// Two letters that Latin-1 reads as capitals ("ÀÉ") are a Latin-1 name in capitals as well as
// Windows-1251 "АЙ" or KOI8-R "юи": before, taken for Windows-1251. Latin-1 now, as the reader
// reads it (W101); "ЯН" ("ßÍ" in Latin-1, not two capitals) stays Windows-1251.
TEST(Windows1251, TwoLatin1CapitalsStayLatin1) {
    for (const std::string_view utf8 : {"ÀÉ", "ÉÖ", "ÅÄ", "ÀÉ, ÖÜ"}) {
        const std::string name = latin_1(utf8);
        EXPECT_EQ(guess_text_encoding(cp1251_game(name, "Kasparov, Garry")).encoding,
                  TextEncoding::Utf8)
            << utf8;
        EXPECT_EQ(guess_text_encoding(team_game(name)).encoding, TextEncoding::Utf8) << utf8;
    }
    EXPECT_EQ(cyrillic_encoding_of(cp1251_game("\xDF\xCD", "Kasparov, Garry")),
              TextEncoding::Windows1251);
}

// Three or four accented capitals in a row inside a Latin word ("LÉÈÊVE" reads "LЙИКVE" in
// Windows-1251, "AÉÈÊÉB" "AйикйB" in KOI8-R) are Latin-1's letters of that word: Cyrillic words
// are all letters above 0x7F. Before, such runs counted as Cyrillic words, and a few of them, or
// one of four letters, were taken for Windows-1251 or KOI8-R.
TEST(Windows1251, AccentedCapitalsInsideLatinWordsStayLatin1) {
    std::string repeated;
    for (int i = 0; i < 6; ++i) repeated += cp1251_game(latin_1("LÉÈÊVE"), "Kasparov, Garry");
    for (const std::string& text :
         {repeated, cp1251_game(latin_1("AÉÈÊÉB"), "Kasparov, Garry"),
          cp1251_game(latin_1("BÉRÉNICE, GENÈVE"), latin_1("ÉÈÊVE, GENÉÈÊ"))}) {
        EXPECT_EQ(guess_text_encoding(text).encoding, TextEncoding::Utf8) << text;
    }
}

// Letter runs cased unlike Russian words are no evidence in a short sample: UTF-8 Russian with
// a stray Latin-1 byte ("Карпов" is "РљР°СЂРїРѕРІ" in Windows-1251), or KOI8-R, whose capitals
// and small letters are the other way round ("кБТРПЧ"), which is told as such
// (cyrillic_detection_test.cpp).
TEST(Windows1251, OtherCyrillicInAShortSampleIsNot) {
    EXPECT_EQ(cyrillic_encoding_of(
                  cp1251_game("\xD0\x9A\xD0\xB0\xD1\x80\xD0\xBF\xD0\xBE\xD0\xB2", "M\xFCller")),
              TextEncoding::Utf8);
    EXPECT_EQ(cyrillic_encoding_of(cp1251_game("\xEB\xC1\xD2\xD0\xCF\xD7", "Kasparov")),
              TextEncoding::Koi8R);
}

TEST(Windows1251, Utf8AndAsciiAreNot) {
    EXPECT_FALSE(looks_like_windows_1251(tags(championship_utf8, "Moscow")));
    EXPECT_FALSE(looks_like_windows_1251(tags("Championship", "Moscow")));
    EXPECT_FALSE(looks_like_windows_1251(""));
}

TEST(Windows1251, TranscodesEveryByteWhateverTheReadSizes) {
    std::string all;
    for (int b = 0x20; b < 0x100; ++b) all += static_cast<char>(b);
    // The upper half as Python's cp1251 codec gives it (0x98 is undefined: U+FFFD).
    const std::string expected_upper =
        "\u0402\u0403\u201A\u0453\u201E\u2026\u2020\u2021\u20AC\u2030\u0409\u2039\u040A\u040C"
        "\u040B\u040F\u0452\u2018\u2019\u201C\u201D\u2022\u2013\u2014\uFFFD\u2122\u0459\u203A"
        "\u045A\u045C\u045B\u045F\u00A0\u040E\u045E\u0408\u00A4\u0490\u00A6\u00A7\u0401\u00A9"
        "\u0404\u00AB\u00AC\u00AD\u00AE\u0407\u00B0\u00B1\u0406\u0456\u0491\u00B5\u00B6\u00B7"
        "\u0451\u2116\u0454\u00BB\u0458\u0405\u0455\u0457"
        "\u0410\u0411\u0412\u0413\u0414\u0415\u0416\u0417\u0418\u0419\u041A\u041B\u041C\u041D"
        "\u041E\u041F\u0420\u0421\u0422\u0423\u0424\u0425\u0426\u0427\u0428\u0429\u042A\u042B"
        "\u042C\u042D\u042E\u042F\u0430\u0431\u0432\u0433\u0434\u0435\u0436\u0437\u0438\u0439"
        "\u043A\u043B\u043C\u043D\u043E\u043F\u0440\u0441\u0442\u0443\u0444\u0445\u0446\u0447"
        "\u0448\u0449\u044A\u044B\u044C\u044D\u044E\u044F";
    const std::string expected = all.substr(0, 0x60) + expected_upper;
    for (const std::size_t trickle : {1u, 3u, 64u, 100000u}) {
        for (const std::size_t read : {1u, 2u, 7u, 4096u}) {
            auto source = make_windows_1251_source(std::make_unique<TricklingSource>(all, trickle));
            EXPECT_EQ(read_all(*source, read), expected) << trickle << ' ' << read;
        }
    }
}

TEST(Windows1251, OpenInputReadsItAsUtf8) {
    test::ScratchDir dir;
    const std::string text = tags(championship, moscow);
    test::write_file(dir / "games.pgn", text);
    auto input = open_input((dir / "games.pgn").string());
    ASSERT_TRUE(input.has_value()) << input.error();
    EXPECT_EQ(input->encoding(), TextEncoding::Windows1251);
    const std::string read = read_all(*input->source);
    EXPECT_NE(read.find(championship_utf8), std::string::npos) << read;
    // Latin-1 stays as it is: the reader reads it (W101).
    const std::string latin1 = tags("M\xFCller", "K\xF6ln");
    test::write_file(dir / "latin1.pgn", latin1);
    auto other = open_input((dir / "latin1.pgn").string());
    ASSERT_TRUE(other.has_value()) << other.error();
    EXPECT_EQ(other->encoding(), TextEncoding::Utf8);
    EXPECT_EQ(read_all(*other->source), latin1);
}

}  // namespace
}  // namespace chess::tools
