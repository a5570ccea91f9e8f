// The reader's block scan for the end of a movetext token (token_stop_offset) against the byte
// table it stands for (class_of & kTokenStop: delimiters and bytes >= 0x80): every byte value, at
// every offset within and across the 32-byte blocks it loads. And the Unicode spaces that end a
// token there (unicode_space).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <string_view>

#include "pgn/text.hpp"

namespace chess::pgn::detail {
namespace {

// 'a' up to the probe, the probe byte at `at`, 'a' after it, the sentinel NUL at the end and the
// padding the reader keeps behind it.
constexpr std::size_t kTokenArea = 80;
using Buffer = std::array<char, kTokenArea + 1 + kScanPadding>;

Buffer buffer_with(unsigned char byte, std::size_t at) {
    Buffer buffer{};
    for (std::size_t i = 0; i < kTokenArea; ++i) buffer[i] = 'a';
    buffer[at] = static_cast<char>(byte);
    return buffer;  // buffer[kTokenArea] is the sentinel
}

TEST(DelimiterScan, StopsWhereTheByteTableSaysForEveryByteAndOffset) {
    static_assert((kTokenStop & kDelim) != 0 && (kTokenStop & kSpecial) != 0);
    for (unsigned byte = 0; byte < 256; ++byte) {
        const bool delimiter = (class_of(static_cast<char>(byte)) & kTokenStop) != 0;
        for (std::size_t at = 0; at < kTokenArea; ++at) {
            const Buffer buffer = buffer_with(static_cast<unsigned char>(byte), at);
            const std::size_t expected = delimiter ? at : kTokenArea;
            ASSERT_EQ(token_stop_offset(buffer.data()), expected)
                << "byte 0x" << std::hex << byte << std::dec << " at offset " << at;
        }
    }
}

TEST(DelimiterScan, FindsTheFirstOfSeveralDelimiters) {
    Buffer buffer = buffer_with('a', 0);
    buffer[40] = ')';
    buffer[33] = '{';
    buffer[70] = ' ';
    EXPECT_EQ(token_stop_offset(buffer.data()), 33U);
    EXPECT_EQ(token_stop_offset(buffer.data() + 34), 6U);
    EXPECT_EQ(token_stop_offset(buffer.data() + 41), 29U);
}

TEST(DelimiterScan, EveryDelimiterOfThePgnReaderIsOne) {
    for (const char c :
         {' ', '\t', '\n', '\r', '\v', '\f', '\0', '{', '}', '(', ')', ';', '$', '[', ']', '*'}) {
        EXPECT_EQ(token_stop_offset(buffer_with(static_cast<unsigned char>(c), 5).data()), 5U)
            << "byte " << static_cast<int>(c);
    }
    for (const char c : {'.', '-', '+', '#', '=', '!', '?', ':', '/', '%', '"', '\\'}) {
        EXPECT_EQ(token_stop_offset(buffer_with(static_cast<unsigned char>(c), 5).data()),
                  kTokenArea)
            << c;
    }
}

TEST(DelimiterScan, StopsAtEveryByteAbove0x7F) {
    for (unsigned byte = 0x80; byte < 0x100; ++byte) {
        EXPECT_EQ(token_stop_offset(buffer_with(static_cast<unsigned char>(byte), 37).data()), 37U)
            << "byte 0x" << std::hex << byte;
    }
}

// Every sequence of up to three bytes from the lead bytes of the spaces, against the list.
TEST(UnicodeSpaces, ExactlyTheListedCodePoints) {
    constexpr char32_t listed[] = {0xA0,   0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
                                   0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x200B,
                                   0x202F, 0x205F, 0x2060, 0x3000, 0xFEFF};
    std::size_t found = 0;
    for (int b0 = 0x80; b0 < 0x100; ++b0) {
        for (int b1 = -1; b1 < 0x100; ++b1) {
            for (int b2 = -1; b2 < 0x100; ++b2) {
                const UnicodeSpace space = unicode_space(b0, b1, b2);
                if (space.length == 0) continue;
                // The space's own UTF-8 encoding, and nothing else, gives it.
                const char32_t cp = space.code_point;
                if (cp < 0x800) {
                    ASSERT_EQ(space.length, 2);
                    ASSERT_EQ(b0, 0xC0 | static_cast<int>(cp >> 6));
                    ASSERT_EQ(b1, 0x80 | static_cast<int>(cp & 0x3F));
                    if (b2 == -1) ++found;
                } else {
                    ASSERT_EQ(space.length, 3);
                    ASSERT_EQ(b0, 0xE0 | static_cast<int>(cp >> 12));
                    ASSERT_EQ(b1, 0x80 | static_cast<int>((cp >> 6) & 0x3F));
                    ASSERT_EQ(b2, 0x80 | static_cast<int>(cp & 0x3F));
                    ++found;
                }
                EXPECT_NE(std::find(std::begin(listed), std::end(listed), cp), std::end(listed));
                EXPECT_TRUE(unicode_space_name(cp).starts_with("U+")) << unicode_space_name(cp);
            }
        }
    }
    EXPECT_EQ(found, std::size(listed));
}

TEST(UnicodeSpaces, CharactersOfTokensAreNone) {
    // Figurines, the en dash, the ellipsis, glyphs, the minus sign, Cyrillic letters, the half.
    for (const std::string_view c :
         {"\xE2\x99\x98", "\xE2\x80\x93", "\xE2\x80\x94", "\xE2\x80\xA6", "\xC2\xB1",
          "\xE2\x88\x92", "\xE2\x80\xBC", "\xE2\x81\x89", "\xD0\x9A", "\xC2\xBD", "\xE2\x96\xA1"}) {
        const auto byte = [c](std::size_t i) {
            return i < c.size() ? static_cast<unsigned char>(c[i]) : -1;
        };
        EXPECT_EQ(unicode_space(byte(0), byte(1), byte(2)).length, 0) << c;
    }
}

}  // namespace
}  // namespace chess::pgn::detail
