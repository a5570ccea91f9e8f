// utf8_sequence_length: the RFC 3629 rules at each of their edges.

#include "common/utf8.hpp"

#include <gtest/gtest.h>

namespace chess::tools {
namespace {

TEST(Utf8SequenceLength, AsciiIsOneByte) {
    EXPECT_EQ(utf8_sequence_length("a"), 1u);
    EXPECT_EQ(utf8_sequence_length(std::string_view("\0", 1)), 1u);
    EXPECT_EQ(utf8_sequence_length("\x7F"), 1u);
}

TEST(Utf8SequenceLength, WellFormedSequences) {
    EXPECT_EQ(utf8_sequence_length("\xC2\x80"), 2u);          // U+0080, the first of two bytes
    EXPECT_EQ(utf8_sequence_length("\xD0\x9A\xD1\x80"), 2u);  // "К", then more text
    EXPECT_EQ(utf8_sequence_length("\xE0\xA0\x80"), 3u);      // U+0800
    EXPECT_EQ(utf8_sequence_length("\xED\x9F\xBF"), 3u);      // U+D7FF, below the surrogates
    EXPECT_EQ(utf8_sequence_length("\xE2\x99\x98"), 3u);      // the white knight
    EXPECT_EQ(utf8_sequence_length("\xF0\x90\x80\x80"), 4u);  // U+10000
    EXPECT_EQ(utf8_sequence_length("\xF4\x8F\xBF\xBF"), 4u);  // U+10FFFF
}

TEST(Utf8SequenceLength, MalformedSequencesAreNone) {
    EXPECT_EQ(utf8_sequence_length("\x80"), 0u);              // a continuation byte
    EXPECT_EQ(utf8_sequence_length("\xC0\xAF"), 0u);          // overlong '/'
    EXPECT_EQ(utf8_sequence_length("\xC1\xBF"), 0u);          // overlong
    EXPECT_EQ(utf8_sequence_length("\xE0\x9F\xBF"), 0u);      // overlong three bytes
    EXPECT_EQ(utf8_sequence_length("\xED\xA0\x80"), 0u);      // U+D800, a surrogate
    EXPECT_EQ(utf8_sequence_length("\xF0\x8F\xBF\xBF"), 0u);  // overlong four bytes
    EXPECT_EQ(utf8_sequence_length("\xF4\x90\x80\x80"), 0u);  // above U+10FFFF
    EXPECT_EQ(utf8_sequence_length("\xF5\x80\x80\x80"), 0u);  // no such lead byte
    EXPECT_EQ(utf8_sequence_length("\xE9t\xE9"), 0u);         // Latin-1 "été"
    EXPECT_EQ(utf8_sequence_length("\xE2\x99"), 0u);          // cut by the end of the text
    EXPECT_EQ(utf8_sequence_length("\xE2\x99z"), 0u);         // cut by an ASCII byte
}

}  // namespace
}  // namespace chess::tools
