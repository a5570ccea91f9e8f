// --byte-range's fast start: a finder resumed from PrefixScan's state at any point of an input
// finds the boundaries (offsets and line numbers) that a finder scanning from offset 0 finds
// past that point.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "common/game_boundary.hpp"
#include "common/prefix_scan.hpp"

namespace {

using chess::tools::Boundary;
using chess::tools::GameBoundaryFinder;
using chess::tools::PrefixScan;

std::vector<Boundary> scan_all(GameBoundaryFinder finder, std::string_view text) {
    std::vector<Boundary> found;
    const std::size_t used =
        finder.scan(text, true, [&](const Boundary& b) { found.push_back(b); });
    EXPECT_EQ(used, text.size());
    return found;
}

// Cuts the prefix [0, point) into blocks as RangeSource does (whatever was not gone over is
// given again with more behind it), then resumes a finder where the scan stopped.
std::vector<Boundary> resumed(std::string_view text, std::size_t point, std::size_t block) {
    PrefixScan prefix;
    std::size_t gone = 0;
    for (std::size_t read = 0; read < point;) {
        read = std::min(point, read + block);
        gone += prefix.advance(text.substr(gone, read - gone));
    }
    EXPECT_EQ(prefix.offset(), gone);
    GameBoundaryFinder finder =
        gone == 0 ? GameBoundaryFinder{}
                  : GameBoundaryFinder::resume_at(gone, prefix.line(), prefix.previous_is_tag());
    std::vector<Boundary> found;
    for (const Boundary& b : scan_all(finder, text.substr(gone)))
        if (b.offset >= point) found.push_back(b);
    return found;
}

void expect_same_from_every_point(std::string_view text) {
    std::vector<Boundary> whole = scan_all(GameBoundaryFinder{}, text);
    for (std::size_t point = 0; point <= text.size(); ++point) {
        std::vector<Boundary> expected;
        for (const Boundary& b : whole)
            if (b.offset >= point) expected.push_back(b);
        for (const std::size_t block : {std::size_t{1}, std::size_t{3}, std::size_t{1} << 20}) {
            const std::vector<Boundary> got = resumed(text, point, block);
            ASSERT_EQ(got.size(), expected.size()) << "point " << point << " block " << block;
            for (std::size_t i = 0; i < got.size(); ++i) {
                EXPECT_EQ(got[i].offset, expected[i].offset) << "point " << point;
                EXPECT_EQ(got[i].line, expected[i].line) << "point " << point;
            }
        }
    }
}

TEST(PrefixScan, LineEndsOfEveryKind) {
    expect_same_from_every_point(
        "[Event \"a\"]\r\n[Site \"b\"]\r\n\r\n1. e4 *\r\r[Event \"c\"]\n\n1. d4 *\n"
        "[Event \"d\"]\r[Round \"1\"]\r\r1. c4 *\r\n[Event \"e\"]\n");
}

TEST(PrefixScan, BlankAndEscapeLinesInsideATagSection) {
    expect_same_from_every_point(
        "[Event \"a\"]\n\n   \n%escape\n\t\n[Site \"b\"]\n\n1. e4 *\n  \n% x\n[Event \"c\"]\n"
        "*\n  [Indented \"x\"]\n[Event \"d\"]\n%\n[Event \"e\"]\n");
}

TEST(PrefixScan, ByteOrderMarksAtLineStarts) {
    expect_same_from_every_point(
        "\xEF\xBB\xBF[Event \"a\"]\n1. e4 *\n\xEF\xBB\xBF[Event \"b\"]\n\xEF\xBB\xBF%x\n"
        "[Event \"c\"]\n\xEF\xBB\xBF\n1. d4 *\n\xEF\xBB[Event \"d\"]\n");
}

TEST(PrefixScan, LinesOfUnicodeSpacesAndFormFeedsAreBlank) {
    expect_same_from_every_point(
        "[Event \"a\"]\n\xC2\xA0\n\f\n[Site \"b\"]\n\n1. e4 *\n\xE3\x80\x80\n[Event \"c\"]\n"
        "\xC2\xA0[Round \"1\"]\n[Event \"d\"]\n\xC2\xA0x\n[Event \"e\"]\n");
}

TEST(PrefixScan, RandomLinesOfTheKindsThatMatter) {
    const std::vector<std::string_view> pieces = {"[Event \"x\"]",
                                                  "[Site \"y\"]",
                                                  "1. e4 e5 *",
                                                  "",
                                                  "  ",
                                                  "%esc",
                                                  " [A \"b\"]",
                                                  "{ comment",
                                                  "[bad",
                                                  "\xEF\xBB\xBF",
                                                  "\t",
                                                  "1-0[Event \"j\"]",
                                                  "e4 {[%clk 1]} *",
                                                  "d4 ; [x]",
                                                  "\xC2\xA0",
                                                  "\f\xE2\x80\x89",
                                                  "\xC2\xA0[B \"c\"]"};
    const std::vector<std::string_view> ends = {"\n", "\r\n", "\r"};
    std::mt19937 random(6);
    for (int round = 0; round < 40; ++round) {
        std::string text;
        for (int line = 0; line < 12; ++line) {
            text += pieces[random() % pieces.size()];
            text += ends[random() % ends.size()];
        }
        expect_same_from_every_point(text);
    }
}

TEST(PrefixScan, CountsLineEndsAsTheReader) {
    EXPECT_EQ(chess::tools::count_line_ends("a\r\nb\rc\nd\n\r\r\n"), 6u);
    EXPECT_EQ(chess::tools::count_line_ends("\r"), 1u);
    EXPECT_EQ(chess::tools::count_line_ends("\n\n"), 2u);
    EXPECT_EQ(chess::tools::count_line_ends("x"), 0u);
}

}  // namespace
