#include "common/greek_source.hpp"

#include <array>

#include "common/single_byte_source.hpp"

namespace chess::tools {

namespace {

constexpr char16_t undefined = 0xFFFD;

// Windows-1253 at 0x80-0xBF: Windows punctuation, then Latin-1's signs with the Greek tonos
// marks and accented capitals among them.
constexpr std::array<char16_t, 64> windows_1253_upper_half = {
    0x20AC,    undefined, 0x201A,    0x0192, 0x201E,    0x2026,    0x2020,    0x2021,
    undefined, 0x2030,    undefined, 0x2039, undefined, undefined, undefined, undefined,
    undefined, 0x2018,    0x2019,    0x201C, 0x201D,    0x2022,    0x2013,    0x2014,
    undefined, 0x2122,    undefined, 0x203A, undefined, undefined, undefined, undefined,
    0x00A0,    0x0385,    0x0386,    0x00A3, 0x00A4,    0x00A5,    0x00A6,    0x00A7,
    0x00A8,    0x00A9,    undefined, 0x00AB, 0x00AC,    0x00AD,    0x00AE,    0x2015,
    0x00B0,    0x00B1,    0x00B2,    0x00B3, 0x0384,    0x00B5,    0x00B6,    0x00B7,
    0x0388,    0x0389,    0x038A,    0x00BB, 0x038C,    0x00BD,    0x038E,    0x038F,
};

// ISO-8859-7 at 0xA0-0xBF (0x80-0x9F are the C1 controls).
constexpr std::array<char16_t, 32> iso_8859_7_signs = {
    0x00A0, 0x2018, 0x2019, 0x00A3,    0x20AC, 0x20AF, 0x00A6, 0x00A7, 0x00A8, 0x00A9, 0x037A,
    0x00AB, 0x00AC, 0x00AD, undefined, 0x2015, 0x00B0, 0x00B1, 0x00B2, 0x00B3, 0x0384, 0x0385,
    0x0386, 0x00B7, 0x0388, 0x0389,    0x038A, 0x00BB, 0x038C, 0x00BD, 0x038E, 0x038F,
};

// What the two share: ASCII, and the letters at 0xC0-0xFE in Unicode's order (U+0390-U+03CE),
// with the gap Unicode has at U+03A2 (0xD2) and 0xFF undefined.
constexpr CodePageTable greek_letters() {
    CodePageTable table{};
    for (std::size_t byte = 0; byte < 0x80; ++byte) table[byte] = static_cast<char16_t>(byte);
    for (std::size_t byte = 0xC0; byte < 0xFF; ++byte)
        table[byte] = static_cast<char16_t>(0x0390 + (byte - 0xC0));
    table[0xD2] = undefined;
    table[0xFF] = undefined;
    return table;
}

constexpr CodePageTable windows_1253 = [] {
    CodePageTable table = greek_letters();
    for (std::size_t i = 0; i < windows_1253_upper_half.size(); ++i)
        table[0x80 + i] = windows_1253_upper_half[i];
    return table;
}();

constexpr CodePageTable iso_8859_7 = [] {
    CodePageTable table = greek_letters();
    for (std::size_t byte = 0x80; byte < 0xA0; ++byte) table[byte] = static_cast<char16_t>(byte);
    for (std::size_t i = 0; i < iso_8859_7_signs.size(); ++i) table[0xA0 + i] = iso_8859_7_signs[i];
    return table;
}();

}  // namespace

const CodePageTable& windows_1253_table() { return windows_1253; }

const CodePageTable& iso_8859_7_table() { return iso_8859_7; }

std::unique_ptr<pgn::ByteSource> make_windows_1253_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), windows_1253);
}

std::unique_ptr<pgn::ByteSource> make_iso_8859_7_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), iso_8859_7);
}

}  // namespace chess::tools
