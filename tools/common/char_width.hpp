#pragma once
// How many terminal columns a character takes, as wcwidth() counts them, so that a caret drawn
// under a source line and the columns of a text table line up with what the terminal shows.

#include <cstddef>
#include <string_view>

namespace chess::tools {

// 0 for the characters drawn on another's column (combining marks U+0300-036F and U+20D0-20FF,
// the zero width space, joiners and direction marks U+200B-200F, the variation selectors
// U+FE00-FE0F, which phones type behind figurines: "\u2658\uFE0Ff3", and U+FEFF); 2 for the
// East Asian wide and fullwidth characters (CJK ideographs, kana, Hangul syllables, fullwidth
// forms, emoji with emoji presentation); 1 for every other character.
int char_width(char32_t c);

// The columns of a text's characters taken in order, where a terminal draws several characters
// as one symbol: an emoji ZWJ sequence (emoji joined by U+200D: the family "👨‍👩‍👧" is
// one wide symbol, 2 columns, not 6) and an emoji with a skin tone modifier U+1F3FB-1F3FF
// ("👍🏽", 2, not 4). Every other character takes char_width's columns; a modifier alone is a
// wide swatch.
class ColumnCounter {
public:
    // The columns c adds to those of the characters before it.
    int add(char32_t c);

private:
    int symbol_columns_ = 0;  // the columns of the emoji being drawn; 0 after any other character
    bool joining_ = false;    // the character before was a ZWJ after an emoji
};

// The code point of a well-formed UTF-8 sequence of one to four bytes (utf8_sequence_length).
char32_t code_point_of(std::string_view sequence);

}  // namespace chess::tools
