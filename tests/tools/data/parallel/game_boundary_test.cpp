// The game-boundary finder: which line starts are boundaries, the reader's line numbers there,
// and the same answers however the input is cut into blocks.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "common/game_boundary.hpp"

namespace {

using chess::tools::Boundary;
using chess::tools::GameBoundaryFinder;

// Scans text fed `block` bytes at a time (as a stream would deliver it).
std::vector<Boundary> boundaries(std::string_view text, std::size_t block = 1 << 20) {
    GameBoundaryFinder finder;
    std::vector<Boundary> found;
    std::string pending;
    std::size_t fed = 0;
    while (fed < text.size() || !pending.empty()) {
        const std::size_t n = std::min(block, text.size() - fed);
        pending.append(text.substr(fed, n));
        fed += n;
        const bool at_end = fed == text.size();
        const std::size_t used =
            finder.scan(pending, at_end, [&](const Boundary& b) { found.push_back(b); });
        pending.erase(0, used);
        if (at_end) {
            EXPECT_TRUE(pending.empty());
            break;
        }
    }
    return found;
}

std::vector<std::uint64_t> offsets(std::string_view text, std::size_t block = 1 << 20) {
    std::vector<std::uint64_t> result;
    for (const Boundary& b : boundaries(text, block)) result.push_back(b.offset);
    return result;
}

TEST(GameBoundary, FirstTagOfEachTagSection) {
    const std::string text =
        "[Event \"a\"]\n[Site \"b\"]\n\n1. e4 e5 1-0\n\n[Event \"c\"]\n\n[Site \"d\"]\n\n1. d4 *\n";
    EXPECT_EQ(offsets(text), (std::vector<std::uint64_t>{0, text.find("[Event \"c\"]")}));
}

TEST(GameBoundary, OffsetZeroWhateverItHolds) {
    EXPECT_EQ(offsets("junk\n[Event \"a\"]\n"), (std::vector<std::uint64_t>{0, 5}));
    EXPECT_EQ(offsets("\xEF\xBB\xBF[Event \"a\"]\n"), (std::vector<std::uint64_t>{0}));
}

TEST(GameBoundary, ByteOrderMarksAreSkipped) {
    const std::string text =
        "\xEF\xBB\xBF[Event \"a\"]\n[Site \"b\"]\n*\n\xEF\xBB\xBF[Event \"c\"]\n";
    EXPECT_EQ(offsets(text, 1), (std::vector<std::uint64_t>{0, text.rfind("\xEF")}));
}

TEST(GameBoundary, OnlyWholeTagLinesInTheFirstColumn) {
    // Not tags as the reader cuts comments at them: text after the ']', no quotes, indented.
    const std::string text =
        "1. e4 {\n[Event \"x\"] more\n[Event x]\n [Event \"x\"]\n} 1-0\n[Event \"y\"]  \n";
    EXPECT_EQ(offsets(text), (std::vector<std::uint64_t>{0, text.find("[Event \"y\"]")}));
}

TEST(GameBoundary, TagLineInsideACommentIsOne) {
    // The reader cuts a brace comment at a tag line (E103): a game begins there.
    const std::string text = "1. e4 { open\n[Event \"x\"]\n1. d4 *\n";
    EXPECT_EQ(offsets(text), (std::vector<std::uint64_t>{0, text.find("[Event")}));
}

TEST(GameBoundary, EscapeAndBlankLinesDoNotEndATagSection) {
    const std::string text = "[Event \"a\"]\n%comment\n  \t\n[Site \"b\"]\n*\n";
    EXPECT_EQ(offsets(text), (std::vector<std::uint64_t>{0}));
}

TEST(GameBoundary, IndentedBracketLineCountsAsTagLine) {
    const std::string text = "*\n  [Event \"a\"]\n[Site \"b\"]\n";
    EXPECT_EQ(offsets(text), (std::vector<std::uint64_t>{0}));
}

TEST(GameBoundary, LinesCountedAsTheReaderCountsThem) {
    // CR LF once, lone CR once, lone LF once.
    const std::string text = "*\r\n\r\n[Event \"a\"]\r*\r[Event \"b\"]\n\n[Event \"c\"]\r\n";
    const auto found = boundaries(text);
    ASSERT_EQ(found.size(), 3u);
    EXPECT_EQ(found[1].offset, text.find("[Event \"a\"]"));
    EXPECT_EQ(found[1].line, 3u);
    // "[Event "b"]" follows a tag line's section only after "*": a boundary on line 5.
    EXPECT_EQ(found[2].offset, text.find("[Event \"b\"]"));
    EXPECT_EQ(found[2].line, 5u);
}

TEST(GameBoundary, BlocksOfAnySizeGiveTheSameAnswer) {
    std::string text;
    for (int i = 0; i < 40; ++i) {
        text += "[Event \"game " + std::to_string(i) + "\"]\r\n[Site \"?\"]\r\n\r\n";
        text += "1. e4 { a comment\r\n over lines } e5 (1... c5) 1-0\r\n\r\n";
        if (i % 7 == 0) text += "junk between games\n%escape\n";
    }
    const auto whole = boundaries(text);
    ASSERT_EQ(whole.size(), 40u);
    for (std::size_t block : {1u, 2u, 3u, 7u, 64u, 1000u}) {
        const auto parts = boundaries(text, block);
        ASSERT_EQ(parts.size(), whole.size()) << block;
        for (std::size_t i = 0; i < whole.size(); ++i) {
            EXPECT_EQ(parts[i].offset, whole[i].offset) << block;
            EXPECT_EQ(parts[i].line, whole[i].line) << block;
        }
    }
}

TEST(GameBoundary, ALongLineIsNoTagLine) {
    const std::string text = "*\n[Event \"" + std::string(5000, 'x') + "\"]\n";
    EXPECT_EQ(offsets(text, 100), (std::vector<std::uint64_t>{0}));
}

}  // namespace
