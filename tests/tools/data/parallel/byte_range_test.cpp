// common/byte_range.hpp: parsing --byte-range START:END, and what its errors say.

#include "common/byte_range.hpp"

#include <gtest/gtest.h>

#include <limits>

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

}  // namespace
}  // namespace chess::tools
