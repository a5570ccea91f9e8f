#include "common/char_width.hpp"

#include <algorithm>
#include <iterator>
#include <span>

namespace chess::tools {

namespace {

struct Range {
    char32_t first;
    char32_t last;
};

// The characters of East Asian Width W (wide) and F (fullwidth) in Unicode 14's
// EastAsianWidth.txt, with the unassigned code points that it defaults to W (the CJK blocks
// and planes 2 and 3), in ascending order. Ranges are joined across the unassigned code points
// between them (what Unicode assigns there later is most likely wide too: Unicode 15's emoji
// up to U+1FAF8 are). Left out, so that they keep the width they had: the nonspacing marks
// among them (U+302A-302D, U+3099-309A), which terminals draw on the previous column.
constexpr Range wide_ranges[] = {
    {0x1100, 0x115F},   {0x231A, 0x231B},   {0x2329, 0x232A},   {0x23E9, 0x23EC},
    {0x23F0, 0x23F0},   {0x23F3, 0x23F3},   {0x25FD, 0x25FE},   {0x2614, 0x2615},
    {0x2648, 0x2653},   {0x267F, 0x267F},   {0x2693, 0x2693},   {0x26A1, 0x26A1},
    {0x26AA, 0x26AB},   {0x26BD, 0x26BE},   {0x26C4, 0x26C5},   {0x26CE, 0x26CE},
    {0x26D4, 0x26D4},   {0x26EA, 0x26EA},   {0x26F2, 0x26F3},   {0x26F5, 0x26F5},
    {0x26FA, 0x26FA},   {0x26FD, 0x26FD},   {0x2705, 0x2705},   {0x270A, 0x270B},
    {0x2728, 0x2728},   {0x274C, 0x274C},   {0x274E, 0x274E},   {0x2753, 0x2755},
    {0x2757, 0x2757},   {0x2795, 0x2797},   {0x27B0, 0x27B0},   {0x27BF, 0x27BF},
    {0x2B1B, 0x2B1C},   {0x2B50, 0x2B50},   {0x2B55, 0x2B55},   {0x2E80, 0x3029},
    {0x302E, 0x303E},   {0x3041, 0x3096},   {0x309B, 0x3247},   {0x3250, 0x4DBF},
    {0x4E00, 0xA4C6},   {0xA960, 0xA97C},   {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},
    {0xFE10, 0xFE19},   {0xFE30, 0xFE6B},   {0xFF01, 0xFF60},   {0xFFE0, 0xFFE6},
    {0x16FE0, 0x16FE3}, {0x16FF0, 0x1B2FB}, {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF},
    {0x1F18E, 0x1F18E}, {0x1F191, 0x1F19A}, {0x1F200, 0x1F320}, {0x1F32D, 0x1F335},
    {0x1F337, 0x1F37C}, {0x1F37E, 0x1F393}, {0x1F3A0, 0x1F3CA}, {0x1F3CF, 0x1F3D3},
    {0x1F3E0, 0x1F3F0}, {0x1F3F4, 0x1F3F4}, {0x1F3F8, 0x1F43E}, {0x1F440, 0x1F440},
    {0x1F442, 0x1F4FC}, {0x1F4FF, 0x1F53D}, {0x1F54B, 0x1F54E}, {0x1F550, 0x1F567},
    {0x1F57A, 0x1F57A}, {0x1F595, 0x1F596}, {0x1F5A4, 0x1F5A4}, {0x1F5FB, 0x1F64F},
    {0x1F680, 0x1F6C5}, {0x1F6CC, 0x1F6CC}, {0x1F6D0, 0x1F6D2}, {0x1F6D5, 0x1F6DF},
    {0x1F6EB, 0x1F6EC}, {0x1F6F4, 0x1F6FC}, {0x1F7E0, 0x1F7F0}, {0x1F90C, 0x1F93A},
    {0x1F93C, 0x1F945}, {0x1F947, 0x1F9FF}, {0x1FA70, 0x1FAF8}, {0x20000, 0x3FFFD},
};

// The blocks that hold Unicode's Extended_Pictographic characters, the ones an emoji ZWJ
// sequence joins (emoji-data.txt), taken whole: a few non-emoji symbols in them do no harm, as
// nothing but an emoji is ever joined to them.
constexpr Range pictographic_ranges[] = {
    {0x203C, 0x203C}, {0x2049, 0x2049}, {0x2122, 0x2122}, {0x2139, 0x2139}, {0x2194, 0x21AA},
    {0x2300, 0x23FF}, {0x24C2, 0x24C2}, {0x25AA, 0x25FE}, {0x2600, 0x27BF}, {0x2934, 0x2935},
    {0x2B05, 0x2B55}, {0x3030, 0x3030}, {0x303D, 0x303D}, {0x3297, 0x3299}, {0x1F000, 0x1FAFF},
};

bool in_ranges(std::span<const Range> ranges, char32_t c) {
    if (c < ranges.front().first) return false;  // all of Latin, Greek, Cyrillic: one test
    const auto after = std::ranges::upper_bound(ranges, c, {}, &Range::first);
    return c <= std::prev(after)->last;
}

bool is_wide(char32_t c) { return in_ranges(wide_ranges, c); }

bool is_pictographic(char32_t c) { return in_ranges(pictographic_ranges, c); }

bool is_emoji_modifier(char32_t c) { return c >= 0x1F3FB && c <= 0x1F3FF; }

constexpr char32_t zero_width_joiner = 0x200D;

bool takes_no_column(char32_t c) {
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF;
}

}  // namespace

int char_width(char32_t c) {
    if (takes_no_column(c)) return 0;
    return is_wide(c) ? 2 : 1;
}

int ColumnCounter::add(char32_t c) {
    const bool joined = joining_;
    joining_ = false;
    if (c == zero_width_joiner) {
        joining_ = symbol_columns_ > 0;
        return 0;
    }
    if (joined && is_pictographic(c)) {
        // One wide symbol in all, also when the emoji before was one column ("❤" U+2764).
        const int added = std::max(0, 2 - symbol_columns_);
        symbol_columns_ += added;
        return added;
    }
    const int width = char_width(c);
    // Drawn on the column before (a variation selector, a combining mark): the symbol goes on.
    if (width == 0) return 0;
    if (symbol_columns_ > 0 && is_emoji_modifier(c)) return 0;
    symbol_columns_ = is_pictographic(c) ? width : 0;
    return width;
}

char32_t code_point_of(std::string_view sequence) {
    const auto byte = [&](std::size_t i) { return static_cast<char32_t>(sequence[i]) & 0xFF; };
    if (sequence.size() == 1) return byte(0);
    char32_t value = byte(0) & (0xFFu >> (sequence.size() + 1));
    for (std::size_t i = 1; i < sequence.size(); ++i) value = (value << 6) | (byte(i) & 0x3F);
    return value;
}

}  // namespace chess::tools
