#include "common/central_european_source.hpp"

#include <array>
#include <utility>

namespace chess::tools {

namespace {

constexpr char16_t undefined = 0xFFFD;

// Windows-1250 at 0x80-0x9F: Windows punctuation, with Š Ś Ť Ž Ź and their small letters.
constexpr std::array<char16_t, 32> windows_1250_punctuation = {
    0x20AC,    undefined, 0x201A, undefined, 0x201E, 0x2026, 0x2020, 0x2021,
    undefined, 0x2030,    0x0160, 0x2039,    0x015A, 0x0164, 0x017D, 0x0179,
    undefined, 0x2018,    0x2019, 0x201C,    0x201D, 0x2022, 0x2013, 0x2014,
    undefined, 0x2122,    0x0161, 0x203A,    0x015B, 0x0165, 0x017E, 0x017A,
};

// Windows-1250 at 0xA0-0xBF: Latin-1's signs, with Ł Ą Ş Ż Ľ and their small letters among them.
constexpr std::array<char16_t, 32> windows_1250_signs = {
    0x00A0, 0x02C7, 0x02D8, 0x0141, 0x00A4, 0x0104, 0x00A6, 0x00A7, 0x00A8, 0x00A9, 0x015E,
    0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x017B, 0x00B0, 0x00B1, 0x02DB, 0x0142, 0x00B4, 0x00B5,
    0x00B6, 0x00B7, 0x00B8, 0x0105, 0x015F, 0x00BB, 0x013D, 0x02DD, 0x013E, 0x017C,
};

// ISO-8859-2 at 0xA0-0xBF: the letters Windows-1250 has at 0x8A-0x9F and 0xA0-0xBF, in another
// order, and fewer signs.
constexpr std::array<char16_t, 32> iso_8859_2_signs = {
    0x00A0, 0x0104, 0x02D8, 0x0141, 0x00A4, 0x013D, 0x015A, 0x00A7, 0x00A8, 0x0160, 0x015E,
    0x0164, 0x0179, 0x00AD, 0x017D, 0x017B, 0x00B0, 0x0105, 0x02DB, 0x0142, 0x00B4, 0x013E,
    0x015B, 0x02C7, 0x00B8, 0x0161, 0x015F, 0x0165, 0x017A, 0x02DD, 0x017E, 0x017C,
};

// Where the two differ from Latin-1 at 0xC0-0xFF (the capitals; each small letter is 0x20 above
// its capital, in the bytes and, for these, one code point above it), and 0xFF, the dot above.
constexpr std::array<std::pair<unsigned char, char16_t>, 16> capitals_unlike_latin_1 = {{
    {0xC0, 0x0154},
    {0xC3, 0x0102},
    {0xC5, 0x0139},
    {0xC6, 0x0106},
    {0xC8, 0x010C},
    {0xCA, 0x0118},
    {0xCC, 0x011A},
    {0xCF, 0x010E},
    {0xD0, 0x0110},
    {0xD1, 0x0143},
    {0xD2, 0x0147},
    {0xD5, 0x0150},
    {0xD8, 0x0158},
    {0xD9, 0x016E},
    {0xDB, 0x0170},
    {0xDE, 0x0162},
}};

// What the two share: ASCII, 0xC0-0xFF, and `signs` at 0xA0-0xBF.
constexpr CodePageTable central_european(const std::array<char16_t, 32>& signs) {
    CodePageTable table{};
    for (std::size_t byte = 0; byte < table.size(); ++byte)
        table[byte] = static_cast<char16_t>(byte);
    for (std::size_t i = 0; i < signs.size(); ++i) table[0xA0 + i] = signs[i];
    for (const auto& [byte, capital] : capitals_unlike_latin_1) {
        table[byte] = capital;
        table[byte + 0x20] = static_cast<char16_t>(capital + 1);
    }
    table[0xFF] = 0x02D9;
    return table;
}

constexpr CodePageTable windows_1250 = [] {
    CodePageTable table = central_european(windows_1250_signs);
    for (std::size_t i = 0; i < windows_1250_punctuation.size(); ++i)
        table[0x80 + i] = windows_1250_punctuation[i];
    return table;
}();

constexpr CodePageTable iso_8859_2 = central_european(iso_8859_2_signs);

}  // namespace

const CodePageTable& windows_1250_table() { return windows_1250; }

const CodePageTable& iso_8859_2_table() { return iso_8859_2; }

std::unique_ptr<pgn::ByteSource> make_windows_1250_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), windows_1250);
}

std::unique_ptr<pgn::ByteSource> make_iso_8859_2_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), iso_8859_2);
}

}  // namespace chess::tools
