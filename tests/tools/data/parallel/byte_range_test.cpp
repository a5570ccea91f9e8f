// common/byte_range.hpp: parsing --byte-range START:END, what its errors say, and what its
// offsets mean at a file's end.

#include "common/byte_range.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <utility>

namespace chess::tools {
namespace {

TEST(ParseByteRange, StartAndEnd) {
    const auto range = parse_byte_range("5:10");
    ASSERT_TRUE(range.has_value());
    EXPECT_EQ(range->begin, 5u);
    EXPECT_EQ(range->end, 10u);
}

TEST(ParseByteRange, EndLeftOutReadsToTheEnd) {
    const auto range = parse_byte_range("18446744073709551615:");
    ASSERT_TRUE(range.has_value());
    EXPECT_EQ(range->begin, std::numeric_limits<std::uint64_t>::max());
    EXPECT_EQ(range->end, std::numeric_limits<std::uint64_t>::max());
}

TEST(ParseByteRange, SyntaxErrorsSayWhatIsExpected) {
    for (const char* text : {"5", "", ":5", "1x:2", "-1:", "5:x", " 5:6"}) {
        const auto range = parse_byte_range(text);
        ASSERT_FALSE(range.has_value()) << text;
        EXPECT_EQ(range.error(), std::string("--byte-range '") + text +
                                     "': expected START:END or START: (byte offsets)");
    }
}

// An offset of the right form but beyond 2^64 - 1 was reported as a syntax error.
TEST(ParseByteRange, AnOffsetTooLargeIsSaid) {
    const auto range = parse_byte_range("0:18446744073709551616");
    ASSERT_FALSE(range.has_value());
    EXPECT_EQ(range.error(),
              "--byte-range '0:18446744073709551616': offset 18446744073709551616 is too large "
              "(at most 18446744073709551615)");
}

TEST(ParseByteRange, EndBeforeStart) {
    const auto range = parse_byte_range("10:5");
    ASSERT_FALSE(range.has_value());
    EXPECT_EQ(range.error(), "--byte-range '10:5': END is before START");
}

// Offsets at or past the file's size on disk mean the end of the input (for text converted to
// UTF-8, whose offsets count more bytes than the file has, 0:N is then all of it); the offsets
// before it are left as they are.
TEST(WithinFile, OffsetsAtOrPastTheSizeMeanTheEnd) {
    constexpr std::uint64_t end = std::numeric_limits<std::uint64_t>::max();
    constexpr std::uint64_t size = 1000;
    const auto within = [](std::uint64_t begin, std::uint64_t stop) {
        const ByteRange range = within_file(ByteRange{begin, stop}, size);
        return std::pair{range.begin, range.end};
    };
    EXPECT_EQ(within(0, 999), std::pair(0ul, 999ul));
    EXPECT_EQ(within(0, 1000), std::pair(0ul, end));
    EXPECT_EQ(within(500, 4000), std::pair(500ul, end));
    EXPECT_EQ(within(1000, end), std::pair(end, end));
    EXPECT_EQ(within(1000, 1000), std::pair(end, end));
}

}  // namespace
}  // namespace chess::tools
