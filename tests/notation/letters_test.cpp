// The letter-set table (letters.hpp) and LetterSetDetector (move_parser.hpp) on made-up token
// sequences; the detector on real games is in move_parser_corpus_test.cpp.

#include "chess/notation/letters.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>

#include "chess/notation/move_parser.hpp"

namespace chess::notation {
namespace {

using L = LetterSetId;
using enum PieceType;

std::string_view letter(L id, PieceType pt) {
    return letter_set(id).piece[static_cast<std::size_t>(index(pt))];
}

TEST(LetterSet, EveryIdHasItsRowAndName) {
    for (int i = 0; i < letter_set_count; ++i) {
        const auto id = static_cast<L>(i);
        const LetterSet& set = letter_set(id);
        EXPECT_EQ(set.id, id);
        EXPECT_EQ(letter_set_by_name(set.name), id) << set.name;
        for (PieceType pt : {Knight, Bishop, Rook, Queen, King})
            EXPECT_FALSE(letter(id, pt).empty());
    }
    for (std::string_view unknown : {"", "EN", "english", "ru_latin", "x"})
        EXPECT_EQ(letter_set_by_name(unknown), std::nullopt) << unknown;
}

TEST(LetterSet, Names) {
    const std::pair<std::string_view, L> names[] = {
        {"en", L::English},    {"ru", L::RussianCyrillic}, {"ru-latin", L::RussianLatin},
        {"de", L::German},     {"fr", L::French},          {"es", L::Spanish},
        {"it", L::Italian},    {"nl", L::Dutch},           {"fan", L::Figurine},
        {"pl", L::Polish},     {"cs", L::Czech},           {"hu", L::Hungarian},
        {"pt", L::Portuguese}, {"ro", L::Romanian},        {"fi", L::Finnish},
        {"uk", L::Ukrainian},  {"bg", L::Bulgarian}};
    for (const auto& [name, id] : names) EXPECT_EQ(letter_set_by_name(name), id) << name;
}

TEST(LetterSet, Letters) {
    auto expect = [](L id, std::initializer_list<std::string_view> pnbrqk) {
        int i = 0;
        for (std::string_view l : pnbrqk) EXPECT_EQ(letter(id, all_piece_types[i++]), l);
    };
    expect(L::English, {"P", "N", "B", "R", "Q", "K"});
    expect(L::RussianCyrillic, {"\u043F", "\u041A", "\u0421", "\u041B", "\u0424", "\u041A\u0440"});
    expect(L::RussianLatin, {"", "K", "C", "L", "F", "Kr"});
    expect(L::German, {"B", "S", "L", "T", "D", "K"});
    expect(L::French, {"P", "C", "F", "T", "D", "R"});
    expect(L::Spanish, {"P", "C", "A", "T", "D", "R"});
    expect(L::Italian, {"P", "C", "A", "T", "D", "R"});
    expect(L::Dutch, {"", "P", "L", "T", "D", "K"});
    expect(L::Figurine, {"\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654"});
    expect(L::Polish, {"P", "S", "G", "W", "H", "K"});
    expect(L::Czech, {"P", "J", "S", "V", "D", "K"});
    expect(L::Hungarian, {"", "H", "F", "B", "V", "K"});
    expect(L::Portuguese, {"P", "C", "B", "T", "D", "R"});
    expect(L::Romanian, {"P", "C", "N", "T", "D", "R"});
    expect(L::Finnish, {"", "R", "L", "T", "D", "K"});
    expect(L::Ukrainian, {"\u043F", "\u041A", "\u0421", "\u0422", "\u0424", "\u041A\u0440"});
    expect(L::Bulgarian, {"\u041F", "\u041A", "\u041E", "\u0422", "\u0414", "\u0426"});
}

TEST(LetterSet, CaptureAndMateMarks) {
    for (int i = 0; i < letter_set_count; ++i) {
        const LetterSet& set = letter_set(static_cast<L>(i));
        const bool russian =
            set.id == L::RussianCyrillic || set.id == L::RussianLatin || set.id == L::Ukrainian;
        const bool colon = russian || set.id == L::German;
        EXPECT_EQ(set.capture, colon ? ":" : "x") << set.name;
        EXPECT_EQ(set.mate, russian ? "x" : "#") << set.name;
    }
}

std::optional<L> detect(std::initializer_list<std::string_view> tokens) {
    LetterSetDetector detector;
    for (std::string_view t : tokens) detector.observe(t);
    return detector.decided();
}

TEST(LetterSetDetector, UndecidedUntilALetterTells) {
    LetterSetDetector detector;
    EXPECT_EQ(detector.decided(), std::nullopt);
    EXPECT_FALSE(detector.contradictory());
    for (std::string_view t : {"e4", "e5", "exd5", "O-O", "0-0-0", "e2-e4", "d5:e4", "e7e8q"})
        detector.observe(t);
    EXPECT_EQ(detector.decided(), std::nullopt);
    EXPECT_FALSE(detector.contradictory());
}

TEST(LetterSetDetector, OneTellingLetter) {
    EXPECT_EQ(detect({"e4", "Nf3"}), L::English);
    EXPECT_EQ(detect({"Qd1"}), L::English);
    EXPECT_EQ(detect({"\u041Bd1"}), L::RussianCyrillic);  // Л: no Ukrainian rook
    EXPECT_EQ(detect({"Gb5"}), L::Polish);
    EXPECT_EQ(detect({"Wd1"}), L::Polish);
    EXPECT_EQ(detect({"Jf3"}), L::Czech);
    EXPECT_EQ(detect({"\u0414d1"}), L::Bulgarian);  // Д
    EXPECT_EQ(detect({"\u0426e1"}), L::Bulgarian);  // Ц
    EXPECT_EQ(detect({"Kre1"}), L::RussianLatin);
    EXPECT_EQ(detect({"\u2658f3"}), L::Figurine);
    EXPECT_EQ(detect({"\u265Ef6"}), L::Figurine);
    EXPECT_EQ(detect({"nf3"}), L::English);
}

// "Bg5b5" read whole is a rook's move from g5: only sets whose B is a rook (Hungarian bástya)
// read it so. Typed for "Bg5 b5" (two moves glued, which the replayer reads as both: W216), it
// keeps the English bishop too, so that a game typed without blanks is not taken for Hungarian.
TEST(LetterSetDetector, GluedMovesKeepTheSetTheyAreWrittenIn) {
    LetterSetDetector detector;
    for (std::string_view t : {"e4e5", "Nf3d6", "Bg5b5"}) detector.observe(t);
    EXPECT_TRUE(detector.allows(L::English));
    EXPECT_EQ(detector.preferred(), L::English);
    // A set that reads neither the token nor its parts is still ruled out.
    EXPECT_FALSE(detector.allows(L::German));
}

TEST(LetterSetDetector, LettersThatNeedCompany) {
    EXPECT_EQ(detect({"Fd3"}), std::nullopt);            // French bishop or Russian queen
    EXPECT_EQ(detect({"Fd3", "Tf1"}), L::French);        // T: no Russian rook
    EXPECT_EQ(detect({"Fd3", "Lf1"}), L::RussianLatin);  // L: no French piece
    EXPECT_EQ(detect({"Kb1-c3", "Cc1-g5"}), L::RussianLatin);
    EXPECT_EQ(detect({"Td1"}), std::nullopt);             // T excludes English only
    EXPECT_EQ(detect({"Td1", "Lb5", "Pd2"}), L::Dutch);   // P: knight in Dutch only
    EXPECT_EQ(detect({"Td1", "Lb5", "Be4"}), L::German);  // B: German pawn
    EXPECT_EQ(detect({"Pf3"}), std::nullopt);
    EXPECT_EQ(detect({"Ce4", "Rg1"}), std::nullopt);  // French, Spanish or Italian
}

// Transliterated Russian reads "Kpe2" as its king (parse_move_reading_lookalikes), but the same
// "Kp" is the Cyrillic king typed with look-alikes, or another set's king with a slip: no
// evidence for any set, and the transliterated set is left to the other letters to decide.
TEST(LetterSetDetector, KingTypedKpTellsNothing) {
    LetterSetDetector detector;
    for (std::string_view t : {"e4", "Kpe2", "Kp:e7", "KPg1-h1"}) detector.observe(t);
    EXPECT_EQ(detector.decided(), std::nullopt);
    EXPECT_FALSE(detector.contradictory());
    EXPECT_TRUE(detector.allows(L::English));
    EXPECT_FALSE(detector.allows(L::RussianLatin));
    detector.observe("Ke7");  // a king in English, a knight in transliterated Russian
    EXPECT_FALSE(detector.allows(L::RussianLatin));
    detector.observe("Lf1");  // a rook there, a bishop in German and Dutch
    detector.observe("Fd3");  // a queen there, a bishop in French
    EXPECT_EQ(detector.decided(), L::RussianLatin);
    EXPECT_EQ(detect({"Kpe2", "\u041Bd1"}), L::RussianCyrillic);
    LetterSetDetector plain;
    plain.observe("e4");
    EXPECT_TRUE(plain.allows(L::RussianLatin));
}

TEST(LetterSetDetector, LettersThatTheLaterSetsShare) {
    EXPECT_EQ(detect({"Sf3"}), std::nullopt);  // German or Polish knight, Czech bishop
    EXPECT_EQ(detect({"Sf3", "Lb5"}), L::German);
    EXPECT_EQ(detect({"Sf3", "Gb5"}), L::Polish);
    EXPECT_EQ(detect({"Sb5", "Jf3"}), L::Czech);
    EXPECT_EQ(detect({"Hf3", "Fb5"}), L::Hungarian);  // H: Polish queen, Hungarian knight
    EXPECT_EQ(detect({"Vd1", "Bf1"}), L::Hungarian);  // V: Czech rook, Hungarian queen
    EXPECT_EQ(detect({"Cf3", "Bb5"}), L::Portuguese);
    EXPECT_EQ(detect({"Rf3", "Lb5"}), L::Finnish);  // R: the Finnish knight
    // Ukrainian: Russian's letters but for the rook, Т, which is Bulgarian's too.
    EXPECT_EQ(detect({"\u0424d1"}), std::nullopt);
    EXPECT_EQ(detect({"\u0422e1"}), std::nullopt);
    EXPECT_EQ(detect({"\u0422e1", "\u0424d1"}), L::Ukrainian);
    EXPECT_EQ(detect({"\u0421f1-b5", "\u0422a1-d1"}), L::Ukrainian);  // С: no Bulgarian bishop
}

std::optional<L> preferred(std::initializer_list<std::string_view> tokens) {
    LetterSetDetector detector;
    for (std::string_view t : tokens) detector.observe(t);
    return detector.preferred();
}

// "с7-с5" typed on a Russian keyboard reads in Cyrillic letters as a lower-case bishop's move,
// which no bishop can make: the detector reads it as the pawn move, as the replayer does, and
// keeps the Cyrillic sets.
TEST(LetterSetDetector, CyrillicFileLetterThatIsNoBishopMove) {
    LetterSetDetector detector;
    detector.observe("\u04417-\u04415");
    EXPECT_TRUE(detector.allows(L::RussianCyrillic));
    EXPECT_TRUE(detector.allows(L::Ukrainian));
}

// The capture mark does not tell the Cyrillic sets apart: a Russian game typed with 'x' and
// with no rook move yet is Russian or Ukrainian, and never Bulgarian for its 'x'.
TEST(LetterSetDetector, CaptureMarkLeavesTheCyrillicSetsToTheirLetters) {
    EXPECT_EQ(detect({"\u041Ag1-f3", "\u041Af3xd4"}), std::nullopt);
    EXPECT_EQ(preferred({"\u041Ag1-f3", "\u041Af3xd4"}), L::RussianCyrillic);
    EXPECT_EQ(detect({"\u041Ag1-f3", "\u041Af3xd4", "\u0414d1"}), L::Bulgarian);
    EXPECT_EQ(detect({"Td1", "Db3:d5"}), L::German);  // ':' still tells German from French
}

// The capture mark picks German (':') or one of its older rivals ('x': French, Spanish, Italian,
// Dutch), whose scores keep to their mark, never one of the later sets on its own: German
// scores typed for PGN have 'x' as often as not, and a German game whose knights and queen have
// moved ("Sc3", "Dxd5", S and D being Czech's bishop and queen too) is not Czech for its 'x'.
// Before, "Sf3 exd4 Dh4" was decided Czech, and the German knight's move failed as a bishop's.
TEST(LetterSetDetector, CaptureMarkPicksNoLaterSet) {
    EXPECT_EQ(detect({"Sf3", "exd4", "Dh4"}), std::nullopt);
    EXPECT_EQ(preferred({"Sf3", "exd4", "Dh4"}), L::German);
    EXPECT_EQ(detect({"Sg1-f3", "e5xd4"}), std::nullopt);  // German or Polish knight
    EXPECT_EQ(preferred({"Sg1-f3", "e5xd4"}), L::German);
    EXPECT_EQ(detect({"Sf3", "exd4", "Dh4", "Lc4"}), L::German);
    EXPECT_EQ(detect({"Sf3", "exd4", "Dh4", "Jc3"}), L::Czech);
}

// Polish, Czech and Hungarian books print ':' as German ones do: a Polish or Czech game with ':'
// whose knights moved first is not settled as German by its mark (before, "Sf3 e:d4 S:d4" was
// German, and the Polish queen's "Hh4" an unknown letter in it).
TEST(LetterSetDetector, ColonCapturesDoNotMakeAPolishOrCzechGameGerman) {
    EXPECT_EQ(detect({"Sf3", "e:d4", "S:d4"}), std::nullopt);
    EXPECT_EQ(detect({"Sf3", "e:d4", "S:d4", "Hh4"}), L::Polish);
    EXPECT_EQ(detect({"Sc4", "S:f7+", "Dh5+"}), std::nullopt);  // German knight or Czech bishop
    EXPECT_EQ(detect({"Sc4", "S:f7+", "Dh5+", "Jf6"}), L::Czech);
    EXPECT_EQ(detect({"Hf3", "e:d4", "H:d4", "Vh4"}), L::Hungarian);
}

// Romanian is only named (detectable): its N, the bishop, would keep every English game's "Nf3"
// from telling its set.
TEST(LetterSetDetector, RomanianIsOnlyNamed) {
    EXPECT_FALSE(detectable(L::Romanian));
    LetterSetDetector detector;
    EXPECT_FALSE(detector.allows(L::Romanian));
    detector.observe("Nf3");
    EXPECT_EQ(detector.decided(), L::English);
    EXPECT_EQ(detect({"Cf3", "Nb5"}), std::nullopt);  // French-like, then English: contradictory
}

// Undecided, the first set in reading_preference that the letters allow.
TEST(LetterSetDetector, PreferredReading) {
    EXPECT_EQ(preferred({"e4", "e5"}), L::English);
    EXPECT_EQ(preferred({"Bb5", "Rd1"}), L::English);  // or Portuguese, Hungarian
    EXPECT_EQ(preferred({"Sf3"}), L::German);
    EXPECT_EQ(preferred({"\u0424d1"}), L::RussianCyrillic);
    EXPECT_EQ(preferred({"\u0422e1"}), L::Ukrainian);
    EXPECT_EQ(preferred({"Gb5"}), L::Polish);
    EXPECT_EQ(preferred({"Nf3", "Sf3"}), std::nullopt);  // contradictory
}

TEST(LetterSetDetector, SpanishAndItalianAreOne) {
    EXPECT_EQ(detect({"Ab5"}), L::Spanish);
    EXPECT_EQ(detect({"Ab5", "Cf3", "Td1", "Dd1", "Rg1"}), L::Spanish);
}

TEST(LetterSetDetector, RussianMateMark) {
    EXPECT_EQ(detect({"Td1", "Lh7-h8x"}), std::nullopt);  // no set has both T and x-mate
    EXPECT_EQ(detect({"Lf1", "Ld1-d8x"}), L::RussianLatin);
}

TEST(LetterSetDetector, ContradictionAndNoise) {
    LetterSetDetector detector;
    detector.observe("Nf3");
    detector.observe("Xq9");  // reads in no set: ignored
    detector.observe("e.p.");
    EXPECT_EQ(detector.decided(), L::English);
    detector.observe("Sf3");
    EXPECT_TRUE(detector.contradictory());
    EXPECT_EQ(detector.decided(), std::nullopt);
}

// OCR and Latin keyboards put Latin letters that look like the Cyrillic ones into Russian scores.
TEST(Lookalikes, LatinLettersAreReplacedByTheCyrillicTheyLookLike) {
    struct Case {
        std::string_view token;
        std::string_view replaced;
        bool king, bishop, knight;
    };
    const Case cases[] = {
        {"Cf1-b5", "Сf1-b5", false, true, false},
        {"Kc6-b8", "Кc6-b8", false, false, true},
        {"Kpg1-h1", "Крg1-h1", true, false, false},
        {"KPg8-h7", "Крg8-h7", true, false, false},
        {"Kрe1-e2", "Крe1-e2", true, false, false},  // Latin K, Cyrillic р
        {"Кpe1-e2", "Крe1-e2", true, false, false},  // Cyrillic К, Latin p
        {"Cb5:Kc6", "Сb5:Кc6", false, true, true},
        {"e7-e8C", "e7-e8С", false, true, false},
        // Cyrillic already, or nothing to replace: as it is.
        {"Крe1-e2", "Крe1-e2", false, false, false},
        {"Кg1-f3", "Кg1-f3", false, false, false},
        {"c2:d3", "c2:d3", false, false, false},
        {"e.p.", "e.p.", false, false, false},
        {"Nf3", "Nf3", false, false, false},
    };
    std::string out = "left over";
    for (const Case& c : cases) {
        const LookalikeLetters found = replace_lookalikes(c.token, out);
        EXPECT_EQ(out, c.replaced) << c.token;
        EXPECT_EQ(found.king, c.king) << c.token;
        EXPECT_EQ(found.bishop, c.bishop) << c.token;
        EXPECT_EQ(found.knight, c.knight) << c.token;
        EXPECT_EQ(found.any(), c.king || c.bishop || c.knight) << c.token;
    }
}

// Russian keyboards give the file letters a, c, e as the Cyrillic а, с, е; Bashkir, Kazakh and
// Tatar ones h as һ. Only those: b, d, f and g have no Cyrillic twin. Cyrillic piece letters
// stay ("Сс4": the bishop's С, the file's с).
TEST(Lookalikes, CyrillicLettersAreReplacedByTheLatinTheyLookLike) {
    struct Case {
        std::string_view token;
        std::string_view replaced;
        bool a, c, e, h;
    };
    const Case cases[] = {
        {"е2-е4", "e2-e4", false, false, true, false},
        {"Кb8-с6", "Кb8-c6", false, true, false, false},
        {"Сс4", "Сc4", false, true, false, false},
        {"а7-а6", "a7-a6", true, false, false, false},
        {"һ3", "h3", false, false, false, true},
        {"е:d5", "e:d5", false, false, true, false},
        {"Rае1", "Rae1", true, false, true, false},
        {"Kc6-b8", "Kc6-b8", false, false, false, false},  // Latin piece look-alikes: not these
        {"e4", "e4", false, false, false, false},
    };
    std::string out;
    for (const Case& c : cases) {
        const LookalikeLetters found =
            replace_lookalikes(c.token, out, LookalikeKinds::LatinLetters);
        EXPECT_EQ(out, c.replaced) << c.token;
        EXPECT_EQ(found.cyrillic_a, c.a) << c.token;
        EXPECT_EQ(found.cyrillic_c, c.c) << c.token;
        EXPECT_EQ(found.cyrillic_e, c.e) << c.token;
        EXPECT_EQ(found.cyrillic_h, c.h) << c.token;
        EXPECT_FALSE(found.pieces()) << c.token;
        EXPECT_EQ(find_lookalikes(c.token, LookalikeKinds::LatinLetters).latin_letters(),
                  c.a || c.c || c.e || c.h)
            << c.token;
    }
    // Both kinds at once: the Latin K a Cyrillic knight, the Cyrillic с a Latin file.
    EXPECT_TRUE(replace_lookalikes("Kb8-с6", out, LookalikeKinds::PiecesAndLatinLetters).any());
    EXPECT_EQ(out, "Кb8-c6");
    // Pieces only, as before: the Cyrillic file letter stays.
    EXPECT_FALSE(replace_lookalikes("Кb8-с6", out).any());
    EXPECT_EQ(out, "Кb8-с6");
}

// The same keyboards type the Latin letters of the marks as Cyrillic ones: х (Х) for the capture
// mark x, О (о) for castling's O, р for the p of "e.p.". Each is read so only where that mark
// can stand; anywhere else it stays Cyrillic ("Фf7х": a trailing х is no capture, "Кр" keeps
// its р, an О inside a move is no castling).
TEST(Lookalikes, CyrillicMarksAreReplacedWhereTheMarkStands) {
    struct Case {
        std::string_view token;
        std::string_view replaced;
    };
    const Case cases[] = {
        {"\u041A\u04413\u0445d5", "\u041Ac3xd5"},  // Кс3хd5
        {"\u0435\u0445d5", "exd5"},                // ехd5
        {"\u041B\u0445\u04351", "\u041Bxe1"},      // Лхе1
        {"\u041B\u0425\u04351", "\u041Bxe1"},      // ЛХе1
        {"\u041E-\u041E", "O-O"},                  // О-О
        {"\u041E-\u041E-\u041E", "O-O-O"},         // О-О-О
        {"O-\u041E", "O-O"},                       // O-О, mixed
        {"\u043E\u2013\u043E", "O\u2013O"},        // о–о
        {"\u0435d6\u0435.\u0440.", "ed6e.p."},     // еd6е.р.
        {"\u0435\u0440", "ep"},                    // ер
        {"\u0435. \u0440.", "e. p."},              // е. р.
        {"e.\u0440.", "e.p."},                     // e.р.
        // Not where the mark stands: as they are.
        {"\u0424f7\u0445", "\u0424f7x"},  // Фf7х: Russian books' mate mark, x
        {"\u0424f7\u0445!", "\u0424f7x!"},
        {"\u0424f\u0445", "\u0424f\u0445"},    // not behind a square: no mark
        {"\u0445d5", "\u0445d5"},              // хd5: nothing captures
        {"\u041A\u0440g1", "\u041A\u0440g1"},  // Крg1: the king's р
        {"\u041Bd\u041E", "\u041Bd\u041E"},    // ЛdО: no castling
        {"\u0445\u0445", "\u0445\u0445"},
    };
    std::string out;
    for (const Case& c : cases) {
        const LookalikeLetters found =
            replace_lookalikes(c.token, out, LookalikeKinds::LatinLetters);
        EXPECT_EQ(out, c.replaced) << c.token;
        EXPECT_EQ(found.latin_letters(), c.token != c.replaced) << c.token;
        EXPECT_EQ(find_lookalikes(c.token, LookalikeKinds::LatinLetters).latin_letters(),
                  c.token != c.replaced)
            << c.token;
    }
    // Each letter recorded as itself.
    const LookalikeLetters small =
        replace_lookalikes("\u0435\u0445d5", out, LookalikeKinds::LatinLetters);
    EXPECT_TRUE(small.cyrillic_x && small.cyrillic_e);
    EXPECT_FALSE(small.cyrillic_capital_x);
    EXPECT_TRUE(replace_lookalikes("\u041B\u0425\u04351", out, LookalikeKinds::LatinLetters)
                    .cyrillic_capital_x);
    const LookalikeLetters castling =
        replace_lookalikes("\u041E-\u043E", out, LookalikeKinds::LatinLetters);
    EXPECT_TRUE(castling.cyrillic_capital_o && castling.cyrillic_o);
    EXPECT_TRUE(replace_lookalikes("\u0435\u0440", out, LookalikeKinds::LatinLetters).cyrillic_p);
    // Pieces only, as before: the marks stay.
    EXPECT_FALSE(replace_lookalikes("\u041E-\u041E", out).any());
    // With both kinds, "Kр" (Latin K, Cyrillic р) is the king, not an e.p. note's p.
    EXPECT_TRUE(
        replace_lookalikes("K\u0440e1-e2", out, LookalikeKinds::PiecesAndLatinLetters).king);
    EXPECT_EQ(out, "\u041A\u0440e1-e2");
    // A mark's letter where it stands is a look-alike, elsewhere a Cyrillic letter.
    EXPECT_FALSE(has_cyrillic_letter("\u0435\u0445d5"));
    EXPECT_FALSE(has_cyrillic_letter("\u041E-\u041E"));
    EXPECT_TRUE(has_cyrillic_letter("\u0445d5"));
    // "Кс3хd9" -> "Кc3xd9": the bad rank, byte 6 there, is byte 8 in the token.
    EXPECT_EQ(column_before_replacing("\u041A\u04413\u0445d9", 6, LookalikeKinds::LatinLetters),
              8u);
}

// "Kr", transliterated Russian's king, among Cyrillic letters is read as Кр, as "Kp" is.
TEST(Lookalikes, TransliteratedKingIsReadAsTheCyrillicKing) {
    std::string out;
    const LookalikeLetters latin = replace_lookalikes("Krg1-h1", out);
    EXPECT_EQ(out, "Крg1-h1");
    EXPECT_TRUE(latin.king_kr);
    EXPECT_FALSE(latin.king || latin.knight);
    EXPECT_TRUE(replace_lookalikes("Кre1-e2", out).king_kr);  // Cyrillic К, Latin r
    EXPECT_EQ(out, "Крe1-e2");
}

// An error found in the replaced text is reported at the token's own byte.
TEST(Lookalikes, ColumnsOfTheReplacedTextInTheToken) {
    // "е2-е9" -> "e2-e9": the bad rank '9' is byte 4 there, byte 6 in the token.
    EXPECT_EQ(column_before_replacing("е2-е9", 4, LookalikeKinds::LatinLetters), 6u);
    EXPECT_EQ(column_before_replacing("е2-е9", 0, LookalikeKinds::LatinLetters), 0u);
    // "Kpg1-h9" -> "Крg1-h9": byte 8 there (the 9) is byte 6 in the token.
    EXPECT_EQ(column_before_replacing("Kpg1-h9", 8, LookalikeKinds::Pieces), 6u);
}

TEST(Lookalikes, CyrillicLettersThatAreNoLookalikes) {
    EXPECT_TRUE(has_cyrillic_letter("Кg1-f3"));
    EXPECT_TRUE(has_cyrillic_letter("Сс4"));
    EXPECT_TRUE(has_cyrillic_letter("е7-е8Ф"));
    EXPECT_FALSE(has_cyrillic_letter("е2-е4"));
    EXPECT_FALSE(has_cyrillic_letter("һ3"));
    EXPECT_FALSE(has_cyrillic_letter("Nf3"));
    EXPECT_TRUE(has_cyrillic_letter("\u0424f7\u0445"));  // Фf7х: no capture mark at the end
}

LookalikeDetector lookalikes(std::initializer_list<std::string_view> tokens) {
    LookalikeDetector detector;
    for (std::string_view t : tokens) detector.observe(t);
    return detector;
}

TEST(LookalikeDetector, CyrillicWithLookalikes) {
    const LookalikeDetector mixed = lookalikes({"e2-e4", "Кg1-f3", "Kb8-c6", "Cf1-b5", "Kpe8-e7"});
    EXPECT_TRUE(mixed.applies());
    EXPECT_TRUE(mixed.letters().king && mixed.letters().bishop && mixed.letters().knight);
    // The look-alike may come first.
    EXPECT_TRUE(lookalikes({"Kg1-f3", "Кb8-c6"}).applies());
    // Plain Cyrillic: open (a look-alike may follow), but nothing to read so.
    const LookalikeDetector plain = lookalikes({"Кg1-f3", "Сf8-c5", "Крe1-e2"});
    EXPECT_TRUE(plain.open());
    EXPECT_FALSE(plain.applies());
    EXPECT_FALSE(plain.letters().any());
}

TEST(LookalikeDetector, NeverWithoutACyrillicLetter) {
    // An English or transliterated game may be all look-alikes: it stays open, never applies.
    const LookalikeDetector english = lookalikes({"e4", "e5", "Ke2", "Ke7", "Kpe1"});
    EXPECT_TRUE(english.open());
    EXPECT_FALSE(english.applies());
    EXPECT_FALSE(lookalikes({"Kg1-f3", "Cf1-b5"}).applies());
    // A letter that is no look-alike (English N, transliterated L) ends it.
    EXPECT_FALSE(lookalikes({"Ke2", "Nf3"}).open());
    EXPECT_FALSE(lookalikes({"Kb1-c3", "Lf1-e1", "Кg1-f3"}).applies());
    // After a Cyrillic letter only tokens with look-alikes are read: "Nf3" reads so as it reads
    // in Cyrillic letters (not at all), which the replay that must accept the reading finds.
    EXPECT_TRUE(lookalikes({"Кg1-f3", "Cf1-b5", "Nf3"}).applies());
    // So does a move the piece could not make ("Cb1-c3": a French knight's, no bishop's); a
    // token that reads in no way does not.
    EXPECT_FALSE(lookalikes({"Кg1-f3", "Cb1-c3"}).open());
    EXPECT_TRUE(lookalikes({"Кg1-f3", "Xq9", "Cf1-b5"}).applies());
}

// A Cyrillic look-alike of a Latin letter is no Cyrillic piece letter: an English game with
// "е4" is no Russian one, its K no knight (before: "е4" counted as a Cyrillic letter, and the
// detector proposed reading "Ke2" as the knight's "Кe2").
TEST(LookalikeDetector, CyrillicFileLettersAreNoCyrillicPieceLetters) {
    EXPECT_FALSE(lookalikes({"е4", "е5", "Ke2"}).applies());
    EXPECT_FALSE(lookalikes({"е2-е4", "Kg1-f3"}).applies());
    // Among Cyrillic piece letters they leave the reading open: "Kb8-с6" reads as "Кb8-c6".
    const LookalikeDetector mixed = lookalikes({"е2-е4", "Кg1-f3", "Kb8-с6"});
    EXPECT_TRUE(mixed.applies());
    EXPECT_TRUE(mixed.letters().knight);
    // "Krg1-h1" no longer rules the reading out as transliterated Russian.
    EXPECT_TRUE(lookalikes({"Кg1-f3", "Krg1-h1"}).applies());
}

}  // namespace
}  // namespace chess::notation
