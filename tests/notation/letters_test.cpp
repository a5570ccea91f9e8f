// The letter-set table (letters.hpp) and LetterSetDetector (move_parser.hpp) on made-up token
// sequences; the detector on real games is in move_parser_corpus_test.cpp.

#include "chess/notation/letters.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

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
        {"en", L::English}, {"ru", L::RussianCyrillic}, {"ru-latin", L::RussianLatin},
        {"de", L::German},  {"fr", L::French},          {"es", L::Spanish},
        {"it", L::Italian}, {"nl", L::Dutch},           {"fan", L::Figurine}};
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
}

TEST(LetterSet, CaptureAndMateMarks) {
    for (int i = 0; i < letter_set_count; ++i) {
        const LetterSet& set = letter_set(static_cast<L>(i));
        const bool russian = set.id == L::RussianCyrillic || set.id == L::RussianLatin;
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
    EXPECT_EQ(detect({"Sf3"}), L::German);
    EXPECT_EQ(detect({"\u0424d1"}), L::RussianCyrillic);
    EXPECT_EQ(detect({"\u041A\u0440e1"}), L::RussianCyrillic);
    EXPECT_EQ(detect({"Kre1"}), L::RussianLatin);
    EXPECT_EQ(detect({"\u2658f3"}), L::Figurine);
    EXPECT_EQ(detect({"\u265Ef6"}), L::Figurine);
    EXPECT_EQ(detect({"nf3"}), L::English);
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

}  // namespace
}  // namespace chess::notation
