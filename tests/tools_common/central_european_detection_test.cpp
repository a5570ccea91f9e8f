// --encoding auto for Central European text (common/central_european_detection.hpp):
// Windows-1250 or ISO-8859-2, told from words that only they spell; never for Latin-1's
// German, French, Scandinavian or Spanish names and words.

#include "common/central_european_detection.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "common/auto_encoding_source.hpp"
#include "common/central_european_source.hpp"
#include "common/input.hpp"
#include "common/single_byte_source.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::expect_opened_as;
using test::in_code_page;

std::string windows_1250(std::string_view utf8) { return in_code_page(utf8, windows_1250_table()); }
std::string iso_8859_2(std::string_view utf8) { return in_code_page(utf8, iso_8859_2_table()); }
std::string latin_1(std::string_view utf8) { return in_code_page(utf8, latin_1_table()); }

std::string central_european_game(std::string_view white, std::string_view black,
                                  std::string_view site = "?", std::string_view comment = "") {
    return "[Event \"?\"]\n[Site \"" + std::string(site) + "\"]\n[White \"" + std::string(white) +
           "\"]\n[Black \"" + std::string(black) + "\"]\n[Result \"1-0\"]\n\n1. e4 {" +
           std::string(comment) + "} e5 2. Nf3 Nc6 1-0\n\n";
}

const std::string polish =
    central_european_game("Świderski, Rudolf", "Przepiórka, Dawid", "Łódź",
                          "Białe wygrywają. Po ruchu skoczkiem czarne nie mogą obronić piona.");
const std::string polish_names =
    central_european_game("Świderski, Rudolf", "Przepiórka, Dawid", "Łódź");
const std::string czech = central_european_game("Dvořák, Jiří", "Hromádka, Karel", "Praha",
                                                "Bílý vyhrává. Černý nemůže bránit pěšce.") +
                          central_european_game("Šajtar, Jaroslav", "Filip, Miroslav") +
                          central_european_game("Pachman, Luděk", "Hromádka, Karel");
const std::string czech_names = central_european_game("Dvořák, Jiří", "Hromádka, Karel", "Praha") +
                                central_european_game("Šajtar, Jaroslav", "Filip, Miroslav");
const std::string hungarian =
    central_european_game("Portisch, Lajos", "Szabó, László", "Győr",
                          "Világos előnyben van, a huszár erős.") +
    central_european_game("Lengyel, Levente", "Bárczay, László", "Budapest") +
    central_european_game("Kőnig, Imre", "Erdős, Gyimesi Zoltán", "Sebestyén");

TEST(CentralEuropeanDetection, TheTestTextsAreAsMeant) {
    EXPECT_EQ(windows_1250("Świderski Łódź"),
              "\x8Cwiderski \xA3\xF3"
              "d\x9F");
    EXPECT_EQ(iso_8859_2("Świderski Łódź"),
              "\xA6widerski \xA3\xF3"
              "d\xBC");
    EXPECT_EQ(windows_1250("Dvořák Kőnig"), "Dvo\xF8\xE1k K\xF5nig");
    EXPECT_EQ(latin_1("Bjørn Åke"), "Bj\xF8rn \xC5ke");
}

// Before, read as Latin-1 (W101): "Œwiderski", "£ódŸ", "Dvoøák", "Gyõr". In ISO-8859-2 the
// letters Windows-1250 has at 0x8A-0x9F are at 0xA1-0xBF, where Windows-1250 has others (ą, ľ)
// or signs: each reading spells the words of its own text only.
TEST(CentralEuropeanDetection, PolishAndCzechInEachCodePage) {
    for (const std::string& text : {polish, polish_names, czech, czech_names}) {
        const EncodingGuess windows = guess_text_encoding(windows_1250(text));
        EXPECT_EQ(windows.encoding, TextEncoding::Windows1250) << text;
        EXPECT_EQ(windows.doubt, EncodingDoubt::None) << text;
        const EncodingGuess iso = guess_text_encoding(iso_8859_2(text));
        EXPECT_EQ(iso.encoding, TextEncoding::Iso8859_2) << text;
        EXPECT_EQ(iso.doubt, EncodingDoubt::None) << text;
    }
}

// Hungarian's ő and ű (0xF5, 0xFB) are where Latin-1 has õ and û, and its other letters read
// alike in all three: "Győr" and "előnyben", with a gy and a ny that Portuguese and Estonian,
// the languages of õ, do not write, tell it, and then "Kőnig" and "Erdős" are of its company.
// The two code pages agree on these letters: Windows-1250.
TEST(CentralEuropeanDetection, HungarianByItsCompany) {
    for (const std::string& text : {windows_1250(hungarian), iso_8859_2(hungarian)}) {
        const EncodingGuess guess = guess_text_encoding(text);
        EXPECT_EQ(guess.encoding, TextEncoding::Windows1250);
        EXPECT_EQ(guess.doubt, EncodingDoubt::None);
    }
}

// One word told by its letters' company alone is taken, with the doubt said; one word whose
// letters are also a Latin-1 word's ("Kőnig" is "Kõnig") is too little, and stays Latin-1.
TEST(CentralEuropeanDetection, OneWordByItsCompanyIsTakenWithTheDoubt) {
    const EncodingGuess one =
        guess_text_encoding(windows_1250(central_european_game("Dvořák, Jan", "Smith, John")));
    EXPECT_EQ(one.encoding, TextEncoding::Windows1250);
    EXPECT_EQ(one.doubt, EncodingDoubt::Latin1OrCentralEuropean);
    EXPECT_EQ(encoding_doubt_text(one),
              "one word to tell Windows-1250 from Latin-1, taken as Windows-1250; --encoding "
              "latin-1 if it is that");
    EXPECT_EQ(guess_text_encoding(windows_1250(central_european_game("Kőnig, Imre", "Smith, John")))
                  .encoding,
              TextEncoding::Utf8);
    // A letter that Latin-1 reads as a sign is no doubt: "Michał" is "Micha³".
    const EncodingGuess sign =
        guess_text_encoding(windows_1250(central_european_game("Michał", "Smith, John")));
    EXPECT_EQ(sign.encoding, TextEncoding::Windows1250);
    EXPECT_EQ(sign.doubt, EncodingDoubt::None);
}

// Letters that Latin-1 writes, but never where these words have them: Spanish's ñ ends no word
// ("Poznań" is "Poznañ"), Italian's ì and ù end theirs ("Luděk" is "Ludìk"), no word ends in
// "iæ" ("Gligorić" is "Gligoriæ"), and ª follows what it marks ("Şubă" is "ªubã"). Each alone
// is taken without a doubt; Latin-1 with those letters where its languages write them stays.
TEST(CentralEuropeanDetection, LettersWhereLatin1NeverHasThem) {
    for (const std::string_view name : {"Poznań", "Luděk", "Gligorić", "Şubă"}) {
        const EncodingGuess guess =
            guess_text_encoding(windows_1250(central_european_game(name, "Smith, John")));
        EXPECT_EQ(guess.encoding, TextEncoding::Windows1250) << name;
        EXPECT_EQ(guess.doubt, EncodingDoubt::None) << name;
    }
    const std::string western =
        central_european_game("Peña, España", "Niccolò", "Cantù", "così più, Nº 5, 1ª");
    EXPECT_EQ(guess_text_encoding(latin_1(western)).encoding, TextEncoding::Utf8);
}

// Latin-1 text stays Latin-1: its accented letters that the code pages read otherwise read as
// words there too ("Bjørn" is "Bjřrn", "Åke" "Ĺke": Danish's ø is Czech's ř), which tells
// nothing, or as no words ("Kjærsgård" is "Kjćrsgĺrd", a Polish ć with a Slovak ĺ; "Lévêque" a
// Czech é with a Polish ę; "¿Qué" "żQué").
TEST(CentralEuropeanDetection, Latin1StaysLatin1) {
    const std::string scandinavian =
        central_european_game("Andersson, Ulf", "Ståhlberg, Gideon", "København",
                              "Hvid står bedre, og sort må forsvare sig. Kjærsgård.") +
        central_european_game("Bjørn, Tiller", "Øst-Hansen, Jacob", "Århus") +
        central_european_game("Åke, Sørensen", "Møller");
    const std::string german = central_european_game("Müller, Jürgen", "Hübner, Robert", "Köln",
                                                     "Weiß gewinnt, der Läufer schlägt.") +
                               central_european_game("Kortschnoj, Viktor", "Schäfer");
    const std::string romance =
        central_european_game(
            "Lévêque, Hélène", "Capablanca, José Raúl", "São Paulo",
            "élève à Zürich, très élégant, où êtes-vous? ¿Qué pasa? ¡Jaque! LÉÈÊVE") +
        central_european_game("Camões, Luís", "Gonçalves, João", "Città di Castello",
                              "Più forte, perché.");
    const std::string icelandic =
        central_european_game("Þórður", "Guðmundur Sigurjónsson", "Reykjavík");
    // A footnote's ³ reads as ł in both code pages, but Polish writes no v: "Kasparovł" is none.
    const std::string footnote = central_european_game("Kasparov³", "Karpov", "?", "³ Moskau");
    for (const std::string& text : {scandinavian, german, romance, icelandic, footnote,
                                    central_european_game("Bjørn", "Smith"),
                                    central_european_game("Øst-Hansen, Jacob", "Smith"),
                                    scandinavian + german + romance + icelandic}) {
        EXPECT_EQ(guess_central_european_encoding(latin_1(text)).encoding, TextEncoding::Utf8)
            << text;
        EXPECT_EQ(guess_text_encoding(latin_1(text)).encoding, TextEncoding::Utf8) << text;
    }
}

// open_input: said on opening, and read as Windows-1250.
TEST(CentralEuropeanDetection, OpenInputReadsItAsUtf8) {
    expect_opened_as("polish.pgn", windows_1250(polish), EncodingChoice::Auto,
                     TextEncoding::Windows1250, "not UTF-8, Central European letters", polish);
}

}  // namespace
}  // namespace chess::tools
