#include "common/koi8_r_source.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

namespace chess::tools {

namespace {

// 0x80-0xBF (RFC 1489): box drawing, blocks, mathematical signs, and ё (0xA3), Ё (0xB3).
constexpr std::array<char16_t, 64> upper_half = {
    0x2500, 0x2502, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524, 0x252C, 0x2534, 0x253C,
    0x2580, 0x2584, 0x2588, 0x258C, 0x2590, 0x2591, 0x2592, 0x2593, 0x2320, 0x25A0, 0x2219,
    0x221A, 0x2248, 0x2264, 0x2265, 0x00A0, 0x2321, 0x00B0, 0x00B2, 0x00B7, 0x00F7, 0x2550,
    0x2551, 0x2552, 0x0451, 0x2553, 0x2554, 0x2555, 0x2556, 0x2557, 0x2558, 0x2559, 0x255A,
    0x255B, 0x255C, 0x255D, 0x255E, 0x255F, 0x2560, 0x2561, 0x0401, 0x2562, 0x2563, 0x2564,
    0x2565, 0x2566, 0x2567, 0x2568, 0x2569, 0x256A, 0x256B, 0x256C, 0x00A9,
};

// 0xC0-0xDF: the small letters in KOI8-R's order; 0xE0-0xFF: the same as capitals.
constexpr std::u16string_view small_letters = u"юабцдефгхийклмнопярстужвьызшэщчъ";

constexpr CodePageTable table = [] {
    CodePageTable codes{};
    for (std::size_t byte = 0; byte < 0x80; ++byte) codes[byte] = static_cast<char16_t>(byte);
    for (std::size_t i = 0; i < upper_half.size(); ++i) codes[0x80 + i] = upper_half[i];
    for (std::size_t i = 0; i < small_letters.size(); ++i) {
        codes[0xC0 + i] = small_letters[i];
        codes[0xE0 + i] = static_cast<char16_t>(small_letters[i] - 0x20);  // а-я to А-Я
    }
    return codes;
}();

// KOI8-U (RFC 2319): KOI8-R with the four letters Ukrainian adds to Russian's, small and
// capital, in place of eight of its box-drawing characters. The rest, Russian's letters among
// them, is KOI8-R's, so KOI8-R text reads the same in it unless it draws boxes there.
constexpr std::array<std::pair<unsigned char, char16_t>, 8> ukrainian_letters = {{
    {0xA4, u'є'},
    {0xA6, u'і'},
    {0xA7, u'ї'},
    {0xAD, u'ґ'},
    {0xB4, u'Є'},
    {0xB6, u'І'},
    {0xB7, u'Ї'},
    {0xBD, u'Ґ'},
}};

constexpr CodePageTable koi8_u = [] {
    CodePageTable codes = table;
    for (const auto& [byte, letter] : ukrainian_letters) codes[byte] = letter;
    return codes;
}();

}  // namespace

const CodePageTable& koi8_r_table() { return table; }

const CodePageTable& koi8_u_table() { return koi8_u; }

bool is_koi8_u_letter(unsigned char byte) {
    return std::ranges::any_of(ukrainian_letters,
                               [&](const auto& entry) { return entry.first == byte; });
}

std::unique_ptr<pgn::ByteSource> make_koi8_u_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), koi8_u);
}

std::unique_ptr<pgn::ByteSource> make_koi8_r_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), table);
}

}  // namespace chess::tools
