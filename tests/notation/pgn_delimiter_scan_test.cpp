// The reader's block scan for the end of a movetext token (delimiter_offset) against the byte
// table it stands for (class_of & kDelim): every byte value, at every offset within and across
// the 32-byte blocks it loads.

#include <gtest/gtest.h>

#include <array>
#include <cstddef>

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
    for (unsigned byte = 0; byte < 256; ++byte) {
        const bool delimiter = (class_of(static_cast<char>(byte)) & kDelim) != 0;
        for (std::size_t at = 0; at < kTokenArea; ++at) {
            const Buffer buffer = buffer_with(static_cast<unsigned char>(byte), at);
            const std::size_t expected = delimiter ? at : kTokenArea;
            ASSERT_EQ(delimiter_offset(buffer.data()), expected)
                << "byte 0x" << std::hex << byte << std::dec << " at offset " << at;
        }
    }
}

TEST(DelimiterScan, FindsTheFirstOfSeveralDelimiters) {
    Buffer buffer = buffer_with('a', 0);
    buffer[40] = ')';
    buffer[33] = '{';
    buffer[70] = ' ';
    EXPECT_EQ(delimiter_offset(buffer.data()), 33U);
    EXPECT_EQ(delimiter_offset(buffer.data() + 34), 6U);
    EXPECT_EQ(delimiter_offset(buffer.data() + 41), 29U);
}

TEST(DelimiterScan, EveryDelimiterOfThePgnReaderIsOne) {
    for (const char c :
         {' ', '\t', '\n', '\r', '\v', '\f', '\0', '{', '}', '(', ')', ';', '$', '[', ']', '*'}) {
        EXPECT_EQ(delimiter_offset(buffer_with(static_cast<unsigned char>(c), 5).data()), 5U)
            << "byte " << static_cast<int>(c);
    }
    for (const char c : {'.', '-', '+', '#', '=', '!', '?', ':', '/', '%', '"', '\\'}) {
        EXPECT_EQ(delimiter_offset(buffer_with(static_cast<unsigned char>(c), 5).data()),
                  kTokenArea)
            << c;
    }
}

}  // namespace
}  // namespace chess::pgn::detail
