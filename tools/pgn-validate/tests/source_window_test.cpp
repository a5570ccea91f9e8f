// source_window.hpp: the window passes every byte through unchanged whatever the read sizes and
// look-ups, and finds the line of a location while its start is still in the window.

#include "source_window.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"

namespace chess::tools::validate {
namespace {

// Hands out at most `step` bytes per read, so reads end anywhere.
class TrickleSource final : public pgn::ByteSource {
public:
    TrickleSource(std::string_view data, std::size_t step) : data_(data), step_(step) {}
    std::size_t read(char* buf, std::size_t max) override {
        const std::size_t n = std::min({max, step_, data_.size() - pos_});
        data_.copy(buf, n, pos_);
        pos_ += n;
        return n;
    }

private:
    std::string_view data_;
    std::size_t step_;
    std::size_t pos_ = 0;
};

std::string read_all(pgn::ByteSource& source, std::size_t chunk) {
    std::string out;
    std::vector<char> buf(chunk);
    while (const std::size_t n = source.read(buf.data(), buf.size())) out.append(buf.data(), n);
    return out;
}

notation::SourceLocation location(std::uint64_t offset, std::uint32_t line, std::uint32_t column) {
    return {offset, line, column};
}

TEST(SourceWindow, PassesEveryByteThroughUnchanged) {
    std::string data;
    for (int i = 0; i < 5000; ++i) data += "line " + std::to_string(i) + "\n";
    for (const std::size_t step : {1u, 7u, 64u, 100000u}) {
        TrickleSource input(data, step);
        SourceWindow window(input, 1024);
        EXPECT_EQ(read_all(window, 333), data) << step;
    }
}

TEST(SourceWindow, ReadsAheadToTheLineEndAndStillDeliversThoseBytes) {
    const std::string data = "first line\nsecond line is longer\r\nthird\rfourth";
    TrickleSource input(data, 4);
    SourceWindow window(input, 1024);
    char buf[16];
    ASSERT_EQ(window.read(buf, sizeof buf), 4u);  // "firs"
    const auto first = window.line_at(location(2, 1, 3));
    ASSERT_TRUE(first);
    EXPECT_EQ(first->text, "first line");
    EXPECT_EQ(first->column, 3u);
    EXPECT_FALSE(first->cut);
    const auto second = window.line_at(location(11, 2, 1));
    ASSERT_TRUE(second);
    EXPECT_EQ(second->text, "second line is longer");
    EXPECT_EQ(std::string(buf, 4) + read_all(window, 5), data);
    // After the end: lone CR ends a line, and the last line has no end.
    EXPECT_EQ(window.line_at(location(34, 3, 1))->text, "third");
    EXPECT_EQ(window.line_at(location(40, 4, 1))->text, "fourth");
}

TEST(SourceWindow, ForgetsLinesThatScrolledOut) {
    std::string data;
    for (int i = 0; i < 100; ++i) data += "0123456789\n";
    TrickleSource input(data, 50);
    SourceWindow window(input, 64);
    read_all(window, 50);
    EXPECT_FALSE(window.line_at(location(0, 1, 1)));
    EXPECT_TRUE(window.line_at(location(data.size() - 5, 100, 7)));
    EXPECT_FALSE(window.line_at(location(5, 0, 0)));  // unknown location
}

TEST(SourceWindow, CutsALineLongerThanTheReadAhead) {
    const std::string data = "x" + std::string(3 * SourceWindow::max_read_ahead, 'y') + "\n";
    TrickleSource input(data, 100);
    SourceWindow window(input);
    char buf[8];
    window.read(buf, sizeof buf);
    const auto line = window.line_at(location(1, 1, 2));
    ASSERT_TRUE(line);
    EXPECT_TRUE(line->cut);
    EXPECT_LT(line->text.size(), data.size() - 1);
    EXPECT_EQ(std::string(buf, 8) + read_all(window, 1000), data);
}

// A line as long as a whole game, with a diagnostic every few moves, is given as the part around
// each location, so that each diagnostic does not cost the line's length; the part never splits
// a character, and says how many code points of the line come before it (SARIF's columns).
TEST(SourceWindow, GivesThePartOfALongLineAroundTheLocation) {
    std::string data = "[Event \"x\"]\n";
    const std::size_t line_start = data.size();
    for (int i = 0; i < 3000; ++i)
        data +=
            "\xE2\x99\x98"
            "f3 e5 ";  // a figurine: 3 bytes, 1 column
    data += "*\n";
    const std::size_t line_end = data.size() - 1;
    TrickleSource input(data, 4096);
    SourceWindow window(input);
    read_all(window, 4096);
    for (const std::size_t offset : {line_start, line_start + 9, line_start + 5000,
                                     line_start + 5003, line_end - 3, line_start + 2000}) {
        const auto column = static_cast<std::uint32_t>(offset - line_start + 1);
        const auto line = window.line_at(location(offset, 2, column));
        ASSERT_TRUE(line) << offset;
        EXPECT_LE(line->text.size(), 2 * SourceWindow::line_context + 1) << offset;
        ASSERT_GE(line->column, 1u);
        EXPECT_EQ(line->text[line->column - 1], data[offset]) << offset;
        EXPECT_EQ(line->cut, offset + SourceWindow::line_context < line_end) << offset;
        // The part starts on a character: so do the code points counted before it.
        EXPECT_NE(static_cast<unsigned char>(line->text[0]) & 0xC0, 0x80u) << offset;
        const std::size_t before = offset - line_start - (line->column - 1);
        EXPECT_EQ(line->text,
                  std::string_view(data).substr(line_start + before, line->text.size()));
        std::uint32_t code_points = 0;
        for (std::size_t i = line_start; i < line_start + before; ++i)
            if ((static_cast<unsigned char>(data[i]) & 0xC0) != 0x80) ++code_points;
        EXPECT_EQ(line->code_points_before, code_points) << offset;
        EXPECT_EQ(line->code_points_before == 0, offset < line_start + SourceWindow::line_context)
            << offset;
    }
}

// Every diagnostic of a real reader run, read through tiny chunks, finds its own line.
class LineChecker final : public notation::DiagnosticSink {
public:
    LineChecker(SourceWindow& window, std::string_view data) : window_(window) {
        std::size_t start = 0;
        while (start <= data.size()) {
            const std::size_t end = std::min(data.find('\n', start), data.size());
            lines_.emplace_back(data.substr(start, end - start));
            start = end + 1;
        }
    }
    void report(const notation::Diagnostic& d) override {
        ++reported;
        const auto line = window_.line_at(d.location);
        ASSERT_TRUE(line) << notation::format_diagnostic(d);
        EXPECT_EQ(line->text, lines_.at(d.location.line - 1)) << notation::format_diagnostic(d);
        ++found;
    }
    int reported = 0;
    int found = 0;

private:
    SourceWindow& window_;
    std::vector<std::string> lines_;
};

TEST(SourceWindow, FindsTheLineOfEveryDiagnosticOfAReaderRun) {
    const std::string games =
        "[Event \"x\"]\n[Date \"2024-01-01\"]\n\n1. e4 e5 2. Ke3 Nc6 { a comment\nover lines } "
        "3. Nf3 *\n\njunk here\n[Event \"y\"]\n\n1. d4 d5) 2. c4 dxc4 3. e4 b5 4. a4 c6 "
        "5. axb5 cxb5 6. Qf3 1-0\n";
    // Ten times over, so the window (256 bytes) drops old bytes many times during the run; a
    // diagnostic comes at most a game's length after its line.
    std::string pgn;
    for (int i = 0; i < 10; ++i) pgn += games + "\n";
    for (const std::size_t step : {1u, 3u, 17u, 4096u}) {
        TrickleSource input(pgn, step);
        SourceWindow window(input, 256);
        LineChecker checker(window, pgn);
        pgn::Replayer replayer(nullptr, &checker);
        pgn::Reader reader(window, pgn::ReaderOptions{.chunk_size = 5}, &checker);
        reader.read_all(replayer);
        EXPECT_GE(checker.reported, 60) << step;
        EXPECT_EQ(checker.found, checker.reported) << step;
    }
}

}  // namespace
}  // namespace chess::tools::validate
