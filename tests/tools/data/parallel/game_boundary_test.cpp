// The game-boundary finder: which line starts are boundaries, the reader's line numbers there,
// and the same answers however the input is cut into blocks.

#include <gtest/gtest.h>

#include <cctype>
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

// Lines of blanks as the reader skips them between tags (form feeds, NULs, Unicode spaces such as
// U+00A0 and U+3000) are blank lines: the tag section goes on, and the tag line after one is no
// boundary. (Before, such a line ended the tag section here but not in the reader: the next
// tag line began a range whose game the range before had read too.) A line that only begins
// with one is no blank line, and a space cut by the end of a block is waited for.
TEST(GameBoundary, LinesOfUnicodeSpacesAndFormFeedsAreBlank) {
    const std::vector<std::string> blanks = {"\f",
                                             "\v",
                                             std::string(1, '\0'),
                                             "\xC2\xA0",
                                             " \xE3\x80\x80\t",
                                             "\xE2\x80\x8B\xE2\x80\xAF"};
    for (const std::string& blank : blanks) {
        const std::string text = "[Event \"a\"]\n" + blank + "\n[Site \"b\"]\n\n1. e4 *\n";
        for (const std::size_t block : {1u, 2u, 1000u}) {
            EXPECT_EQ(offsets(text, block), (std::vector<std::uint64_t>{0})) << blank;
        }
    }
    const std::string not_blank = "[Event \"a\"]\n\xC2\xA0x\n[Site \"b\"]\n*\n";
    EXPECT_EQ(offsets(not_blank, 1), (std::vector<std::uint64_t>{0, not_blank.find("[Site")}));
    // The first byte of a space without the rest is no blank.
    const std::string cut = "[Event \"a\"]\n\xC2\xA0\xC2\n[Site \"b\"]\n*\n";
    EXPECT_EQ(offsets(cut, 1), (std::vector<std::uint64_t>{0, cut.find("[Site")}));
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

// Two files joined without a line end between them: the reader begins the second game's tag
// section in the middle of a line and reads its next tag lines as that game's; none of them
// is a boundary. Brackets in comments (lichess's clocks) open no tag section.
TEST(GameBoundary, NoneInsideATagSectionThatBeganMidLine) {
    const std::string joined =
        "[Event \"a\"]\n\n1. e4 e5 1-0[Event \"b\"]\n[Site \"s\"]\n\n1. d4 *\n[Event \"c\"]\n";
    EXPECT_EQ(offsets(joined), (std::vector<std::uint64_t>{0, joined.find("[Event \"c\"]")}));
    EXPECT_EQ(offsets(joined, 1), offsets(joined));
    const std::string clocks =
        "[Event \"a\"]\n\n1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:59] } 1-0\n\n"
        "[Event \"b\"]\n\n1. d4 *\n";
    EXPECT_EQ(offsets(clocks), (std::vector<std::uint64_t>{0, clocks.find("[Event \"b\"]")}));
    EXPECT_EQ(offsets(clocks, 3), offsets(clocks));
}

// A line is followed from its start, not knowing whether a brace comment is open there: where
// it cannot be sure that a '[' opens no tag section, it gives up the boundary after it. Found
// by fuzzing: a comment over three lines, whose last line holds "time; 7=}[Event": the ';' is
// the comment's, and the reader begins a tag section at that '['.
TEST(GameBoundary, InDoubtALineOpensTags) {
    const std::string comment =
        "[Event \"a\"]\n\n1. d4 {a comment\nover lines; still}[Event \"b\"]\n[Site \"s\"]\n";
    EXPECT_EQ(offsets(comment), (std::vector<std::uint64_t>{0}));
    const std::string semicolon = "[Event \"a\"]\n\n1. d4 ; [x]\n[Event \"b\"]\n";
    EXPECT_EQ(offsets(semicolon), (std::vector<std::uint64_t>{0}));
}

TEST(GameBoundary, ALongLineIsNoTagLine) {
    const std::string text = "*\n[Event \"" + std::string(5000, 'x') + "\"]\n";
    EXPECT_EQ(offsets(text, 100), (std::vector<std::uint64_t>{0}));
}

// ---- the finder against a plain model of game_boundary.hpp's rule, line by line

bool model_is_blank(char c) { return c == ' ' || c == '\t'; }

// What the reader skips as blanks within a line: also '\v', '\f', NUL and the Unicode spaces
// but U+FEFF (reader.hpp's blank_length).
std::size_t model_blank_length(std::string_view line) {
    if (line.empty()) return 0;
    if (std::string_view(" \t\v\f\0", 5).find(line[0]) != std::string_view::npos) return 1;
    for (const std::string_view space :
         {"\xC2\xA0", "\xE1\x9A\x80", "\xE2\x80\x80", "\xE2\x80\x81", "\xE2\x80\x82",
          "\xE2\x80\x83", "\xE2\x80\x84", "\xE2\x80\x85", "\xE2\x80\x86", "\xE2\x80\x87",
          "\xE2\x80\x88", "\xE2\x80\x89", "\xE2\x80\x8A", "\xE2\x80\x8B", "\xE2\x80\xAF",
          "\xE2\x81\x9F", "\xE2\x81\xA0", "\xE3\x80\x80"}) {
        if (line.starts_with(space)) return space.size();
    }
    return 0;
}

// "[Name "value"]" and nothing but blanks after it (the 4 KiB limit is not modelled: the
// random lines below are short).
bool model_tag_line(std::string_view line) {
    std::size_t k = 1;
    const auto name_char = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    };
    if (k >= line.size() || !name_char(line[k])) return false;
    while (k < line.size() && name_char(line[k])) ++k;
    if (k >= line.size() || !model_is_blank(line[k])) return false;
    while (k < line.size() && model_is_blank(line[k])) ++k;
    if (k >= line.size() || line[k] != '"') return false;
    std::size_t end = line.size();
    while (end > k + 1 && model_is_blank(line[end - 1])) --end;
    return end >= k + 3 && line[end - 1] == ']' && line[end - 2] == '"';
}

// A '[' outside brace comments, followed from the line's start.
bool model_holds_tag_bracket(std::string_view line) {
    bool in_comment = false;
    for (const char c : line) {
        if (in_comment) {
            in_comment = c != '}';
        } else if (c == '{') {
            in_comment = true;
        } else if (c == '[') {
            return true;
        }
    }
    return false;
}

std::vector<Boundary> model_boundaries(std::string_view text) {
    std::vector<Boundary> found;
    bool previous_is_tag = false;
    std::uint64_t line_number = 1;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = start;
        while (end < text.size() && text[end] != '\n' && text[end] != '\r') ++end;
        std::string_view line = text.substr(start, end - start);
        if (line.starts_with("\xEF\xBB\xBF")) line.remove_prefix(3);
        std::size_t first = 0;
        while (const std::size_t blank = model_blank_length(line.substr(first))) first += blank;
        bool boundary = start == 0;
        if (first == line.size() || (first == 0 && line[0] == '%')) {
            // blank or escape: no change
        } else if (line[first] != '[') {
            previous_is_tag = model_holds_tag_bracket(line);
        } else {
            boundary = boundary || (first == 0 && !previous_is_tag && model_tag_line(line));
            previous_is_tag = true;
        }
        if (boundary) found.push_back(Boundary{start, line_number});
        if (end == text.size()) break;
        const std::size_t line_end = text.compare(end, 2, "\r\n") == 0 ? 2 : 1;
        start = end + line_end;
        ++line_number;
    }
    return found;
}

// Random archives of the lines that matter: tags (also indented, broken, with junk behind),
// movetext with brackets in comments, escapes, blanks, byte order marks; every kind of line
// end, and lines run together. Each is scanned whole and in blocks of several sizes.
TEST(GameBoundary, MatchesALineByLineModelOnRandomText) {
    const std::vector<std::string> pieces = {"[Event \"x\"]",
                                             "[Site \"y\"]  ",
                                             " [Round \"1\"]",
                                             "[Bad]",
                                             "[Name \"v\"] junk",
                                             "[",
                                             "[Event",
                                             "1. e4 e5 2. Nf3",
                                             "{see [1] there}",
                                             "{open",
                                             "} 1-0",
                                             "1-0[Event \"joined\"]",
                                             "e4 {[%clk 0:01]} e5 ; [x]",
                                             "} [Event \"after a comment\"]",
                                             "% escape",
                                             "",
                                             "  ",
                                             "\t",
                                             "\xEF\xBB\xBF",
                                             "\xEF\xBB\xBF[Event \"bom\"]",
                                             "*",
                                             "[X \"a\\\"b\"]",
                                             "\xC2\xA0",
                                             "\f\xE3\x80\x80",
                                             "\xC2\xA0[Event \"nbsp\"]",
                                             "\xC2",
                                             "\xE2\x80\x8B"
                                             "1. e4"};
    const std::vector<std::string> ends = {"\n", "\r\n", "\r", "", "\n\n"};
    std::uint64_t state = 0x2545F4914F6CDD1DULL;
    const auto next = [&state](std::size_t n) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return static_cast<std::size_t>(state % n);
    };
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const std::size_t lines = 1 + next(40);
        for (std::size_t i = 0; i < lines; ++i) {
            text += pieces[next(pieces.size())];
            text += ends[next(ends.size())];
        }
        const auto expected = model_boundaries(text);
        for (const std::size_t block : {std::size_t{1}, std::size_t{5}, std::size_t{1} << 20}) {
            const auto found = boundaries(text, block);
            ASSERT_EQ(found.size(), expected.size()) << "round " << round << " block " << block;
            for (std::size_t i = 0; i < found.size(); ++i) {
                ASSERT_EQ(found[i].offset, expected[i].offset) << "round " << round;
                ASSERT_EQ(found[i].line, expected[i].line) << "round " << round;
            }
        }
    }
}

// Movetext between tag sections is passed in bulk: its line ends must still all be counted,
// CR LF and lone CR included, also when a CR ends one block and its LF starts the next.
TEST(GameBoundary, LongMovetextLinesCountedInBulk) {
    std::string text = "[Event \"a\"]\r\n\r\n";
    for (int i = 0; i < 500; ++i) text += i % 3 == 0 ? "1. e4 e5\r" : "2. Nf3 Nc6\r\n";
    text += "[Event \"b\"]\n";
    const auto expected = model_boundaries(text);
    ASSERT_EQ(expected.size(), 2u);
    EXPECT_EQ(expected[1].line, 503u);
    for (const std::size_t block : {std::size_t{1}, std::size_t{10}, std::size_t{1} << 20}) {
        const auto found = boundaries(text, block);
        ASSERT_EQ(found.size(), 2u);
        EXPECT_EQ(found[1].offset, expected[1].offset) << block;
        EXPECT_EQ(found[1].line, expected[1].line) << block;
    }
}

TEST(GameBoundary, CountLineEnds) {
    EXPECT_EQ(chess::tools::count_line_ends(""), 0u);
    EXPECT_EQ(chess::tools::count_line_ends("a\nb\r\nc\rd"), 3u);
    EXPECT_EQ(chess::tools::count_line_ends("\r"), 1u);
    EXPECT_EQ(chess::tools::count_line_ends("\r\r\n\n"), 3u);
    EXPECT_EQ(chess::tools::count_line_ends(std::string(1000, '\n') + "\r"), 1001u);
}

}  // namespace
