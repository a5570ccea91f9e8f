// --encoding auto for Greek (common/greek_detection.hpp): Windows-1253 or ISO-8859-7, told from
// Greek words; never for Latin-1's accented letters inside Latin words, nor for Russian.

#include "common/greek_detection.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "common/auto_encoding_source.hpp"
#include "common/input.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::code_points;
using test::expect_opened_as;

// Greek text (UTF-8) in ISO-8859-7: U+0384-U+03CE at 0xB4-0xFE, Ά at 0xB6.
std::string iso_8859_7(std::string_view utf8) {
    std::string out;
    for (const char32_t cp : code_points(utf8))
        out += static_cast<char>(cp < 0x80 ? cp : cp - 0x02D0);
    return out;
}

// The same in Windows-1253, which has Ά at 0xA2 (and ¶ at 0xB6).
std::string windows_1253(std::string_view utf8) {
    std::string out = iso_8859_7(utf8);
    for (char& c : out) {
        if (c == '\xB6') c = '\xA2';
    }
    return out;
}

// Latin-1 text (UTF-8 of U+0000-U+00FF).
std::string latin_1(std::string_view utf8) {
    std::string out;
    for (const char32_t cp : code_points(utf8)) out += static_cast<char>(cp);
    return out;
}

// Russian text (UTF-8) in Windows-1251 (А-я only).
std::string windows_1251(std::string_view utf8) {
    std::string out;
    for (const char32_t cp : code_points(utf8))
        out += static_cast<char>(cp < 0x80 ? cp : 0xC0 + (cp - 0x0410));
    return out;
}

std::string greek_game(std::string_view white, std::string_view black, std::string_view event = "?",
                       std::string_view comment = "") {
    return "[Event \"" + std::string(event) + "\"]\n[Site \"?\"]\n[White \"" + std::string(white) +
           "\"]\n[Black \"" + std::string(black) + "\"]\n[Result \"1-0\"]\n\n1. e4 {" +
           std::string(comment) + "} e5 2. Nf3 Nc6 1-0\n\n";
}

const std::string greek_commented =
    greek_game("Παπαδόπουλος, Γιώργος", "Κωνσταντίνου, Νίκος", "Πανελλήνιο Πρωτάθλημα",
               "Τα λευκά παίζουν και κερδίζουν. Μετά την κίνηση του ίππου τα μαύρα δεν μπορούν να "
               "προστατέψουν το πιόνι και η θέση των λευκών γίνεται συντριπτική. Ήταν καλύτερο να "
               "παιχτεί ο αξιωματικός και όχι η βασίλισσα.");
const std::string greek_names = greek_game("Παπαδόπουλος, Γιώργος", "Κωνσταντίνου, Νίκος");
const std::string greek_capitals = greek_game("ΠΑΠΑΔΟΠΟΥΛΟΣ, ΓΙΩΡΓΟΣ", "Kasparov, Garry", "ΑΘΗΝΑ");
// "Άγιος Νικόλαος": Ά where the code pages differ.
const std::string greek_site = greek_game("Παπαδόπουλος, Γιώργος", "Kasparov", "Άγιος Νικόλαος");

TEST(GreekDetection, TheTestTextsAreAsMeant) {
    EXPECT_EQ(iso_8859_7("Άθήνα"), "\xB6\xE8\xDE\xED\xE1");
    EXPECT_EQ(windows_1253("Άθήνα"), "\xA2\xE8\xDE\xED\xE1");
}

// Before, Greek was read as Latin-1 ("Ðáðáäüðïõëïò", W101), or, a name in capitals, as
// Windows-1251 ("РБРБДПРПХЛПУ"). Where no byte tells the two code pages apart, they read the
// text alike, and Windows-1253 is taken.
TEST(GreekDetection, GreekWordsAreGreek) {
    for (const std::string& text : {greek_commented, greek_names, greek_capitals}) {
        EXPECT_EQ(greek_encoding_of(windows_1253(text)), TextEncoding::Windows1253) << text;
        EXPECT_EQ(guess_text_encoding(windows_1253(text)).encoding, TextEncoding::Windows1253)
            << text;
        EXPECT_EQ(guess_text_encoding(iso_8859_7(text)).encoding, TextEncoding::Windows1253)
            << text;
    }
}

// One Greek name in capitals, which reads as Cyrillic capitals too ("ΠΑΠΑΔΟΠΟΥΛΟΣ" is
// "РБРБДПРПХЛПУ" in Windows-1251, "пападопоукос" in KOI8-R): before, taken for Windows-1251
// without a doubt, as a name in capitals has no accent to tell it by. Greek now, its letters
// being the likelier in Greek, with the doubt said. Russian in capitals stays Russian: read as
// Greek, it has consonants four in a row ("РУБЛЕВСКИЙ" is "ΠΣΑΛΕΒΡΚΘΙ").
TEST(GreekDetection, OneNameInCapitalsIsGreekWithTheDoubt) {
    for (const std::string_view name : {"ΠΑΠΑΔΟΠΟΥΛΟΣ", "ΚΩΝΣΤΑΝΤΙΝΟΥ"}) {
        for (const std::string& text : {windows_1253(greek_game(name, "Kasparov, Garry")),
                                        iso_8859_7(greek_game(name, "Kasparov, Garry"))}) {
            const EncodingGuess guess = guess_text_encoding(text);
            EXPECT_EQ(guess.encoding, TextEncoding::Windows1253) << name;
            EXPECT_EQ(guess.doubt, EncodingDoubt::CyrillicOrGreek) << name;
        }
    }
    EXPECT_EQ(
        guess_text_encoding(windows_1251(greek_game("РУБЛЕВСКИЙ", "Kasparov, Garry"))).encoding,
        TextEncoding::Windows1251);
    // Greek words in small letters, with their accents, are told without a doubt.
    EXPECT_EQ(guess_text_encoding(windows_1253(greek_names)).doubt, EncodingDoubt::None);
    EXPECT_EQ(encoding_doubt_text({TextEncoding::Windows1253, EncodingDoubt::CyrillicOrGreek}),
              "too few letters to tell Greek from Cyrillic, taken as the likelier; --encoding "
              "windows-1251 or koi8-r if it is Cyrillic");
    EXPECT_EQ(encoding_doubt_text({TextEncoding::Koi8R, EncodingDoubt::CyrillicOrGreek}),
              "too few letters to tell Greek from Cyrillic, taken as the likelier; --encoding "
              "windows-1253 if it is Greek");
}

// Ά beginning a word is 0xA2 in Windows-1253 and 0xB6 in ISO-8859-7; Windows-1253's quotes and
// dashes at 0x80-0x9F are C1 controls in ISO-8859-7.
TEST(GreekDetection, WhereTheCodePagesDifferTheyAreTold) {
    EXPECT_EQ(guess_text_encoding(iso_8859_7(greek_site)).encoding, TextEncoding::Iso8859_7);
    EXPECT_EQ(guess_text_encoding(windows_1253(greek_site)).encoding, TextEncoding::Windows1253);
    const std::string quoted = windows_1253(greek_names) + "{\x93" + windows_1253("Καλή") + "\x94}";
    EXPECT_EQ(guess_text_encoding(quoted).encoding, TextEncoding::Windows1253);
}

// One short word is too little: "Αθήνα" is as Greek-shaped as Russian "Ферзь" in Windows-1251
// read as Greek ("Τεπηό"). Read as before (Latin-1, W101).
TEST(GreekDetection, OneShortWordIsNotEnough) {
    EXPECT_EQ(greek_encoding_of(windows_1253(greek_game("Kasparov", "Karpov", "Αθήνα"))),
              TextEncoding::Utf8);
    EXPECT_EQ(greek_encoding_of(windows_1251(greek_game("Ферзь", "Karpov"))), TextEncoding::Utf8);
}

// Latin-1's accented letters sit inside Latin words: never Greek.
TEST(GreekDetection, Latin1IsNotGreek) {
    for (const std::string_view utf8 :
         {"Ståhlberg, Gideon|Capablanca, José Raúl|élève à Zürich, très élégant, où êtes-vous",
          "Þórður Ýr Ásgeirsson|Guðmundur Sigurjónsson|Hún þýðir þetta ekki",
          "Müller, Jürgen|Schäfer|Weiß gewinnt, Läufer schlägt, Köln",
          "Ödön Pártos|Lékó Péter|Fehér nyer, ő úgy gondolja", "ÀÉ|ÖÜ|ÉÈÊ ÔÛ",
          "Åke Öst|Ørn Þór|Ågård Ñu"}) {
        const std::string text(utf8);
        const std::size_t bar = text.find('|');
        const std::size_t second = text.find('|', bar + 1);
        const std::string sample =
            latin_1(greek_game(text.substr(0, bar), text.substr(bar + 1, second - bar - 1), "?",
                               text.substr(second + 1)));
        EXPECT_EQ(greek_encoding_of(sample), TextEncoding::Utf8) << utf8;
    }
}

// Russian stays Russian: read as Greek it has letters Greek rarely has, words that end as
// Greek's do not, and no accents.
TEST(GreekDetection, RussianIsNotGreek) {
    const std::string russian =
        windows_1251(greek_game("Карпов, Анатолий", "Каспаров, Гарри", "Чемпионат мира",
                                "Белые начинают и выигрывают. После хода конем на f3 черные не "
                                "могут защитить пешку."));
    EXPECT_EQ(greek_encoding_of(russian), TextEncoding::Utf8);
    EXPECT_EQ(guess_text_encoding(russian).encoding, TextEncoding::Windows1251);
}

// open_input: said on opening, and read as Greek.
TEST(GreekDetection, OpenInputReadsGreekAsUtf8) {
    expect_opened_as("greek.pgn", iso_8859_7(greek_site), EncodingChoice::Auto,
                     TextEncoding::Iso8859_7, "not UTF-8, Greek letters", greek_site);
}

}  // namespace
}  // namespace chess::tools
