// source_excerpt.hpp: the source line and the caret under the right character.

#include "source_excerpt.hpp"

#include <gtest/gtest.h>

#include <string>

namespace chess::tools::validate {
namespace {

TEST(SourceExcerpt, CaretAndTildesUnderTheToken) {
    EXPECT_EQ(source_excerpt({"1. e4 e5 2. Ke3 Nc6", 9, 13, false}, "Ke3"),
              "    9 | 1. e4 e5 2. Ke3 Nc6\n"
              "      |             ^~~\n");
}

TEST(SourceExcerpt, CountsCharactersNotBytes) {
    // "Кg1-f3 " is 8 bytes and 7 characters.
    EXPECT_EQ(source_excerpt({"2. Кg1-f3 Фd1-e5", 1, 12, false}, "Фd1-e5"),
              "    1 | 2. Кg1-f3 Фd1-e5\n"
              "      |           ^~~~~~\n");
}

// A figurine with a variation selector ("\u2658\uFE0F", which figurine fonts and emoji
// keyboards add) takes one column: the selector takes none, so it moves neither the caret of
// a later token nor the end of the tildes. Before, both were one column too far right.
TEST(SourceExcerpt, VariationSelectorsTakeNoColumn) {
    EXPECT_EQ(source_excerpt({"2. \u2658\uFE0Ff3 Nc6", 1, 13, false}, "Nc6"),
              "    1 | 2. \u2658\uFE0Ff3 Nc6\n"
              "      |        ^~~\n");
    EXPECT_EQ(source_excerpt({"2. \u2658\uFE0Ff3 Nc6", 1, 4, false}, "\u2658\uFE0Ff3"),
              "    1 | 2. \u2658\uFE0Ff3 Nc6\n"
              "      |    ^~~\n");
}

// A terminal draws a CJK ideograph, a Hangul syllable, a fullwidth letter or an emoji in two
// columns, and the caret of a later token moves by two for each. Before, each was counted as one
// and the caret landed four columns left of "Kxe8", under the comment.
TEST(SourceExcerpt, WideCharactersTakeTwoColumns) {
    EXPECT_EQ(source_excerpt({"1. e4 {中国象棋} Kxe8 *", 1, 22, false}, "Kxe8"),
              "    1 | 1. e4 {中国象棋} Kxe8 *\n"
              "      | " +
                  std::string(17, ' ') + "^~~~\n");
    EXPECT_EQ(source_excerpt({"1. e4 {\U0001F600 한국 ＡＢ} Kxe8", 1, 28, false}, "Kxe8"),
              "    1 | 1. e4 {\U0001F600 한국 ＡＢ} Kxe8\n"
              "      | " +
                  std::string(21, ' ') + "^~~~\n");
    // A wide token is marked over all its columns.
    EXPECT_EQ(source_excerpt({"1. e4 中国", 1, 7, false}, "中国"),
              "    1 | 1. e4 中国\n"
              "      |       ^~~~\n");
}

// An emoji ZWJ sequence (the family: man, ZWJ, woman, ZWJ, girl) and an emoji with a skin tone
// are one wide symbol each on the screen. Before, counted a character at a time (2 + 2 + 2 and
// 2 + 2), the caret under "Kxe8" stood six columns right of it.
TEST(SourceExcerpt, AnEmojiSequenceIsOneWideSymbol) {
    const std::string family = "\U0001F468\u200D\U0001F469\u200D\U0001F467";
    const std::string thumbs_up = "\U0001F44D\U0001F3FD";
    const std::string line = "1. e4 {" + family + " " + thumbs_up + "} Kxe8";
    const auto column = static_cast<std::uint32_t>(line.find("Kxe8") + 1);
    EXPECT_EQ(source_excerpt({line, 1, column, false}, "Kxe8"),
              "    1 | " + line + "\n      | " + std::string(14, ' ') + "^~~~\n");
}

TEST(SourceExcerpt, OnlyACaretWhenTheTokenIsNotAtTheColumn) {
    EXPECT_EQ(source_excerpt({"[Date \"2024-01-01\"]", 3, 1, false}, "2024-01-01"),
              "    3 | [Date \"2024-01-01\"]\n"
              "      | ^\n");
}

TEST(SourceExcerpt, ControlCharactersAndTabsKeepTheColumns) {
    EXPECT_EQ(source_excerpt({std::string_view("\te4\0 e5", 7), 2, 6, false}, "e5"),
              "    2 |  e4? e5\n"
              "      |      ^~\n");
}

TEST(SourceExcerpt, LongLinesAreCutAroundTheColumn) {
    std::string line;
    for (int i = 1; i <= 60; ++i) line += std::to_string(i) + ". e4 ";
    const std::size_t at = line.find("40. e4") + 4;
    const std::string excerpt =
        source_excerpt({line, 12, static_cast<std::uint32_t>(at + 1), false}, "e4");
    const std::string shown = excerpt.substr(8, excerpt.find('\n') - 8);
    const std::string caret = excerpt.substr(excerpt.find('\n') + 9);
    EXPECT_TRUE(shown.starts_with("...") && shown.ends_with("...")) << shown;
    EXPECT_LE(shown.size(), 170u);
    EXPECT_EQ(shown.substr(caret.find('^'), 2), "e4");
    EXPECT_EQ(shown.substr(caret.find('^') - 4, 6), "40. e4");
}

TEST(SourceExcerpt, TheGutterGrowsWithTheLineNumber) {
    EXPECT_EQ(source_excerpt({"8.B", 1359670, 3, false}, "B"),
              "1359670 | 8.B\n"
              "        |   ^\n");
}

TEST(SourceExcerpt, ACutLineEndsWithDots) {
    EXPECT_EQ(source_excerpt({"1. e4 e5", 1, 4, true}, "e4"),
              "    1 | 1. e4 e5...\n"
              "      |    ^~\n");
}

}  // namespace
}  // namespace chess::tools::validate
