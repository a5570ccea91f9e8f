// char_width: the terminal columns of a character, at the edges of the wide ranges.

#include "common/char_width.hpp"

#include <gtest/gtest.h>

#include <string_view>

namespace chess::tools {
namespace {

TEST(CharWidth, MostCharactersTakeOneColumn) {
    EXPECT_EQ(char_width(U'e'), 1);
    EXPECT_EQ(char_width(U'\u00E9'), 1);  // é
    EXPECT_EQ(char_width(U'\u041A'), 1);  // Cyrillic К
    EXPECT_EQ(char_width(U'\u2658'), 1);  // the white knight figurine
    EXPECT_EQ(char_width(U'\u2013'), 1);  // the en dash of "1–0"
    EXPECT_EQ(char_width(U'\uFF61'), 1);  // halfwidth ideographic full stop, after the fullwidth
}

TEST(CharWidth, EastAsianWideAndFullwidthTakeTwo) {
    EXPECT_EQ(char_width(U'\u1100'), 2);      // the first Hangul Jamo, the table's first entry
    EXPECT_EQ(char_width(U'\u4E2D'), 2);      // 中
    EXPECT_EQ(char_width(U'\u3000'), 2);      // the ideographic space
    EXPECT_EQ(char_width(U'\u3041'), 2);      // hiragana
    EXPECT_EQ(char_width(U'\uAC00'), 2);      // 가, the first Hangul syllable
    EXPECT_EQ(char_width(U'\uD7A3'), 2);      // the last one
    EXPECT_EQ(char_width(U'\uFF01'), 2);      // fullwidth '!'
    EXPECT_EQ(char_width(U'\uFF2B'), 2);      // fullwidth 'K'
    EXPECT_EQ(char_width(U'\U0001F600'), 2);  // 😀
    EXPECT_EQ(char_width(U'\u265F'), 1);      // the black pawn figurine: not an emoji by default
    EXPECT_EQ(char_width(U'\U00020000'), 2);  // CJK extension B
    EXPECT_EQ(char_width(U'\U0003FFFD'), 2);  // the last of plane 3
    EXPECT_EQ(char_width(U'\U0003FFFE'), 1);
}

TEST(CharWidth, MarksDrawnOnAnothersColumnTakeNone) {
    EXPECT_EQ(char_width(U'\u0301'), 0);  // combining acute
    EXPECT_EQ(char_width(U'\u200D'), 0);  // zero width joiner
    EXPECT_EQ(char_width(U'\uFE0F'), 0);  // variation selector 16
    EXPECT_EQ(char_width(U'\uFEFF'), 0);
    // Nonspacing marks inside the wide blocks keep one column, as before the wide table.
    EXPECT_EQ(char_width(U'\u3099'), 1);
}

int columns_of(std::u32string_view text) {
    ColumnCounter counter;
    int columns = 0;
    for (const char32_t c : text) columns += counter.add(c);
    return columns;
}

// Emoji joined by U+200D are one symbol on the screen, two columns, as is an emoji with a skin
// tone (before: 2 for each emoji and each skin tone).
TEST(ColumnCounter, AnEmojiSequenceIsOneWideSymbol) {
    EXPECT_EQ(columns_of(U"\U0001F468\u200D\U0001F469\u200D\U0001F467"), 2);  // family
    EXPECT_EQ(columns_of(U"\U0001F44D\U0001F3FD"), 2);                        // thumbs up, tone
    EXPECT_EQ(columns_of(U"\U0001F469\U0001F3FD\u200D\U0001F4BB"), 2);        // technologist
    // Woman, heart (U+2764, one column alone) with VS16, man: still one wide symbol.
    EXPECT_EQ(columns_of(U"\U0001F469\u200D\u2764\uFE0F\u200D\U0001F468"), 2);
    // The rainbow flag: a one-column flag (U+1F3F3) made an emoji, joined to a rainbow.
    EXPECT_EQ(columns_of(U"\U0001F3F3\uFE0F\u200D\U0001F308"), 2);
    // Two symbols side by side, and text around them.
    EXPECT_EQ(columns_of(U"a\U0001F468\u200D\U0001F469\U0001F44D\U0001F3FDb"), 6);
}

TEST(ColumnCounter, OtherwiseAsCharWidth) {
    EXPECT_EQ(columns_of(U"e\u0301t"), 2);
    EXPECT_EQ(columns_of(U"\u4E2D\u56FD"), 4);
    EXPECT_EQ(columns_of(U"\U0001F600\U0001F600"), 4);  // two emoji without a joiner
    EXPECT_EQ(columns_of(U"\U0001F3FD"), 2);            // a skin tone alone: a swatch
    EXPECT_EQ(columns_of(U"a\U0001F3FD"), 3);           // nor after a letter
    // A joiner after a letter, or before a letter, joins nothing that is drawn as one.
    EXPECT_EQ(columns_of(U"t\u200D\U0001F600"), 3);
    EXPECT_EQ(columns_of(U"\U0001F600\u200Dx"), 3);
    // A figurine with VS16 and a square after it: both counted.
    EXPECT_EQ(columns_of(U"\u2658\uFE0Ff3"), 3);
}

TEST(CodePointOf, DecodesEachLength) {
    EXPECT_EQ(code_point_of("e"), U'e');
    EXPECT_EQ(code_point_of("\u041A"), U'\u041A');
    EXPECT_EQ(code_point_of("\u4E2D"), U'\u4E2D');
    EXPECT_EQ(code_point_of("\U0001F600"), U'\U0001F600');
}

}  // namespace
}  // namespace chess::tools
