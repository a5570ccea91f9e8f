#include "common/windows_1251_source.hpp"

#include <array>

namespace chess::tools {

namespace {

// The code points of 0x80-0xBF (0xC0-0xFF are U+0410-U+044F in order: А-Я, а-я).
constexpr std::array<char16_t, 64> upper_half = {
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409,
    0x2039, 0x040A, 0x040C, 0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0xFFFD, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, 0x00A0,
    0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB,
    0x00AC, 0x00AD, 0x00AE, 0x0407, 0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6,
    0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
};

constexpr char16_t code_point(unsigned char byte) {
    if (byte < 0x80) return byte;
    if (byte >= 0xC0) return static_cast<char16_t>(0x0410 + (byte - 0xC0));
    return upper_half[byte - 0x80];
}

constexpr CodePageTable windows_1251 = [] {
    CodePageTable codes{};
    for (std::size_t byte = 0; byte < codes.size(); ++byte)
        codes[byte] = code_point(static_cast<unsigned char>(byte));
    return codes;
}();

}  // namespace

const CodePageTable& windows_1251_table() { return windows_1251; }

std::unique_ptr<pgn::ByteSource> make_windows_1251_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), windows_1251);
}

}  // namespace chess::tools
