// LineReader: every line end style, lines split across reads, the byte-order mark, the limit.

#include "common/line_reader.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.hpp"

namespace chess::tools {
namespace {

struct Line {
    std::string text;
    std::uint64_t number;
    bool truncated;
    friend bool operator==(const Line&, const Line&) = default;
};

std::ostream& operator<<(std::ostream& os, const Line& line) {
    return os << line.number << ":'" << line.text << "'" << (line.truncated ? " (cut)" : "");
}

std::vector<Line> lines_of(const std::string& data, std::size_t chunk, std::size_t limit = 1000) {
    test::TricklingSource source(data, chunk);
    LineReader reader(source, limit);
    std::vector<Line> lines;
    while (auto line = reader.next())
        lines.push_back({std::string(*line), reader.line_number(), reader.truncated()});
    EXPECT_FALSE(reader.next().has_value());
    return lines;
}

// Whatever the read sizes, the same lines.
void expect_lines(const std::string& data, const std::vector<Line>& expected,
                  std::size_t limit = 1000) {
    for (std::size_t chunk :
         {std::size_t{1}, std::size_t{2}, std::size_t{3}, std::size_t{7}, std::size_t{1} << 20}) {
        SCOPED_TRACE("chunk " + std::to_string(chunk));
        EXPECT_EQ(lines_of(data, chunk, limit), expected);
    }
}

TEST(LineReader, EveryLineEndStyle) {
    expect_lines("a\nb\r\nc\rd",
                 {{"a", 1, false}, {"b", 2, false}, {"c", 3, false}, {"d", 4, false}});
    // CR CR LF: a lone CR, then a CR LF.
    expect_lines("a\r\r\nb\n", {{"a", 1, false}, {"", 2, false}, {"b", 3, false}});
}

TEST(LineReader, EndsAndEmptyLines) {
    expect_lines("", {});
    expect_lines("\n", {{"", 1, false}});
    expect_lines("x\n", {{"x", 1, false}});
    expect_lines("x\r\n", {{"x", 1, false}});
    expect_lines("x\r", {{"x", 1, false}});
    expect_lines("\n\nx\n\n", {{"", 1, false}, {"", 2, false}, {"x", 3, false}, {"", 4, false}});
}

TEST(LineReader, ByteOrderMarkOnlyAtTheStart) {
    expect_lines("\xEF\xBB\xBFrnbqkbnr\nx\xEF\xBB\xBF\n",
                 {{"rnbqkbnr", 1, false}, {"x\xEF\xBB\xBF", 2, false}});
    expect_lines("\xEF\xBB\xBF", {});
    expect_lines("\xEF\xBB", {{"\xEF\xBB", 1, false}});
}

TEST(LineReader, LongLinesAreCutAndTheRestSkipped) {
    const std::string longer(25, 'x');
    expect_lines("ab\n" + longer + "\ncd\n" + longer,
                 {{"ab", 1, false},
                  {std::string(10, 'x'), 2, true},
                  {"cd", 3, false},
                  {std::string(10, 'x'), 4, true}},
                 10);
    expect_lines(std::string(10, 'y') + "\n", {{std::string(10, 'y'), 1, false}}, 10);
}

TEST(LineReader, LinesLongerThanOneRead) {
    // Lines that straddle the reader's 64 KiB reads come out whole.
    const std::string a(100'000, 'a'), b(70'000, 'b');
    EXPECT_EQ(lines_of(a + "\r\n" + b + "\n", 1 << 20, 1 << 20),
              (std::vector<Line>{{a, 1, false}, {b, 2, false}}));
}

TEST(LineReader, CrLfAcrossTheBufferBoundary) {
    // The CR is the last byte of the first 64 KiB read, the LF the first of the next.
    const std::string first(64 * 1024 - 1, 'f');
    EXPECT_EQ(lines_of(first + "\r\nnext\n", 1 << 20, 1 << 20),
              (std::vector<Line>{{first, 1, false}, {"next", 2, false}}));
}

TEST(LineReader, ReadErrorEndsTheLines) {
    test::FailingSource source("one\ntwo");
    LineReader reader(source);
    EXPECT_EQ(reader.next(), "one");
    EXPECT_EQ(reader.next(), "two");
    EXPECT_FALSE(reader.next().has_value());
    EXPECT_TRUE(source.failed());
}

}  // namespace
}  // namespace chess::tools
