// chess/pgn/reader.hpp: the table-driven cases (reader_*_cases.cpp), control values and
// options.

#include "chess/pgn/reader.hpp"

#include <gtest/gtest.h>

#include <limits>

#include <string>

#include "reader_cases.hpp"
#include "recording_visitor.hpp"

namespace chess::pgn::test {
namespace {

using namespace std::string_view_literals;

TEST_P(ReaderCaseTest, ExactEventsAndDiagnostics) {
    const ReaderCase& c = GetParam();
    const ReadOutcome run = run_reader(c.input, {}, true);
    EXPECT_EQ(run.events, c.events);
    EXPECT_EQ(run.diagnostics, c.diagnostics);
}

// Every byte on a refill boundary (chunk 1) and every other alignment must read the same.
TEST_P(ReaderCaseTest, SameEventsAtEveryRefillBoundary) {
    const ReaderCase& c = GetParam();
    for (const std::size_t chunk : {1u, 2u, 3u, 7u, 64u, 4096u}) {
        ReaderOptions options;
        options.chunk_size = chunk;
        const ReadOutcome run = run_reader(c.input, options, true);
        EXPECT_EQ(run.events, c.events) << "chunk " << chunk;
        EXPECT_EQ(run.diagnostics, c.diagnostics) << "chunk " << chunk;
    }
}

TEST_P(ReaderCaseTest, ReadNextGameAgreesWithReadAll) {
    const ReaderCase& c = GetParam();
    MemorySource source(c.input);
    Reader reader(source);
    RecordingVisitor visitor(true);
    std::uint64_t games = 0;
    while (reader.read_next_game(visitor)) ++games;
    EXPECT_EQ(visitor.events, c.events);
    EXPECT_EQ(games, reader.games_read());
    EXPECT_FALSE(reader.read_next_game(visitor));
    EXPECT_EQ(reader.bytes_consumed(), c.input.size());
}

// Runs the reader with one control value returned at the event numbered `at`.
std::string events_with_control(std::string_view input, std::size_t at, Control control) {
    MemorySource source(input);
    Reader reader(source);
    RecordingVisitor visitor;
    visitor.control_at = at;
    visitor.control = control;
    reader.read_all(visitor);
    return visitor.events;
}

constexpr std::string_view two_games =
    "[Event \"a\"]\n1. e4 (1. d4 d5 (1... Nf6) 2. c4) e5 *\n[Event \"b\"]\n1. c4 *\n";

// The second game of two_games, which no control value in the first game may affect.
const std::string game_2 =
    "game 2\ntag Event=b\nmovetext\nnumber 1\nmove c4\nresult * unknown\nend 2\n";

TEST(ReaderControl, SkipGameFromBeginGame) {
    EXPECT_EQ(events_with_control(two_games, 1, Control::SkipGame),
              "game 1\nend 1 skipped\n" + game_2);
}

TEST(ReaderControl, SkipGameFromAMove) {
    EXPECT_EQ(events_with_control(two_games, 5, Control::SkipGame),
              "game 1\ntag Event=a\nmovetext\nnumber 1\nmove e4\nend 1 skipped\n" + game_2);
}

TEST(ReaderControl, SkipVariationFromBeginVariation) {
    // Event 6 is the first '(': the whole variation goes, without its ')'.
    EXPECT_EQ(events_with_control(two_games, 6, Control::SkipVariation),
              "game 1\ntag Event=a\nmovetext\nnumber 1\nmove e4\n(\nmove e5\nresult * unknown\n"
              "end 1\n" +
                  game_2);
}

TEST(ReaderControl, SkipVariationFromInsideAVariation) {
    // Event 8 is "move d4" inside the first variation: its rest (with the nested one) goes,
    // its ')' is delivered.
    EXPECT_EQ(events_with_control(two_games, 8, Control::SkipVariation),
              "game 1\ntag Event=a\nmovetext\nnumber 1\nmove e4\n(\nnumber 1\nmove d4\n)\n"
              "move e5\nresult * unknown\nend 1\n" +
                  game_2);
}

TEST(ReaderControl, SkipVariationInTheMainLineSkipsTheGame) {
    EXPECT_EQ(events_with_control(two_games, 5, Control::SkipVariation),
              "game 1\ntag Event=a\nmovetext\nnumber 1\nmove e4\nend 1 skipped\n" + game_2);
}

TEST(ReaderControl, StopEndsEverything) {
    MemorySource source(two_games);
    Reader reader(source);
    RecordingVisitor visitor;
    visitor.control_at = 2;
    visitor.control = Control::Stop;
    EXPECT_EQ(reader.read_all(visitor), 1u);
    EXPECT_EQ(visitor.events, "game 1\ntag Event=a\n");
    EXPECT_TRUE(reader.stopped());
    EXPECT_FALSE(reader.read_next_game(visitor));
}

TEST(ReaderControl, StopInEndGame) {
    MemorySource source(two_games);
    Reader reader(source);
    RecordingVisitor visitor;
    visitor.control_at = 14;  // "end 1"
    visitor.control = Control::Stop;
    EXPECT_TRUE(reader.read_next_game(visitor));
    EXPECT_FALSE(reader.read_next_game(visitor));
    EXPECT_EQ(reader.games_read(), 1u);
}

TEST(ReaderOptions, TooLongTokenBreaksTheGameAndTheNextOneIsRead) {
    ReaderOptions options;
    options.max_token_bytes = 16;
    // Built step by step: g++ 12 -march=native (AVX-512) sees an out-of-bounds memcpy in the
    // one-expression concatenation that is not there (-Warray-bounds).
    std::string input = "[Event \"a\"]\n1. e4 ";
    input.append(100, 'x');
    input += " e5 (1-0)\nmore\n[Event \"b\"]\n1. d4 *\n";
    const ReadOutcome run = run_reader(input, options);
    EXPECT_EQ(run.events,
              "game 1\ntag Event=a\nmovetext\nnumber 1\nmove e4\nend 1 no-result broken\n"
              "game 2\ntag Event=b\nmovetext\nnumber 1\nmove d4\nresult * unknown\nend 2\n");
    EXPECT_EQ(run.diagnostics, "E105 2:7\nN121 2:7\n");
}

TEST(ReaderOptions, TooLongTagIsDropped) {
    ReaderOptions options;
    options.max_tag_bytes = 20;
    std::string input = "[Event \"";  // step by step: see TooLongTokenBreaksTheGame...
    input.append(50, 'x');
    input += "\"]\n[Site \"ok\"]\n*";
    const ReadOutcome run = run_reader(input, options);
    EXPECT_EQ(run.events, "game 1\ntag Site=ok\nmovetext\nresult * unknown\nend 1\n");
    EXPECT_EQ(run.diagnostics, "E123 1:1\n");
}

TEST(ReaderOptions, LongCommentIsTruncatedAtACharacterBoundary) {
    ReaderOptions options;
    options.max_comment_bytes = 10;
    options.chunk_size = 3;
    // "abcde" and two 'é' are 9 bytes; the 10th byte starts the third 'é': the cut goes before it.
    const ReadOutcome run = run_reader("1. e4 {abcdeéééé and more} e5 *", options);
    EXPECT_EQ(run.events,
              "game 1 notags\nmovetext\nnumber 1\nmove e4\ncomment {abcdeéé} truncated\n"
              "move e5\nresult * unknown\nend 1\n");
    EXPECT_EQ(run.diagnostics, "W104 1:7\n");
}

TEST(ReaderOptions, VariationDepthLimitSkipsTheDeeperPart) {
    ReaderOptions options;
    options.max_variation_depth = 2;
    const ReadOutcome run =
        run_reader("1. e4 (1. d4 (1. c4 (1. f4 (1. g4)) 1... c5) d5) e5 *", options);
    EXPECT_EQ(run.events,
              "game 1 notags\nmovetext\nnumber 1\nmove e4\n(\nnumber 1\nmove d4\n(\nnumber 1\n"
              "move c4\nnumber 1...\nmove c5\n)\nmove d5\n)\nmove e5\nresult * unknown\nend 1\n");
    EXPECT_EQ(run.diagnostics, "E111 1:21\n");
}

// The messages of the reader's diagnostics, one a line.
std::string messages(std::string_view input, ReaderOptions options = {}) {
    MemorySource source(input);
    notation::CollectingSink sink;
    Reader reader(source, options, &sink, "test.pgn");
    RecordingVisitor visitor;
    reader.read_all(visitor);
    std::string out;
    for (const notation::OwnedDiagnostic& d : sink.diagnostics()) out += d.message + "\n";
    return out;
}

// A count of one takes the singular ("1 variation"), not "1 variation(s)".
TEST(ReaderMessages, CountsTakeTheNounThatFitsThem) {
    EXPECT_EQ(messages("1. e4 (1. d4"),
              "1 variation not closed at the end of the game\ngame ends without a result\n");
    EXPECT_EQ(messages("1. e4 (1. d4 (1. c4"),
              "2 variations not closed at the end of the game\ngame ends without a result\n");
    ReaderOptions one;
    one.max_variation_depth = 1;
    EXPECT_EQ(messages("1. e4 (1. d4 (1. c4) d5) *", one),
              "variations nested deeper than 1 level; the deeper part is skipped\n");
    one.max_comment_bytes = 1;
    EXPECT_EQ(messages("1. e4 {ab} *", one), "comment longer than 1 byte truncated\n");
    ReaderOptions two;
    two.max_comment_bytes = 2;
    EXPECT_EQ(messages("1. e4 {abc} *", two), "comment longer than 2 bytes truncated\n");
}

// A move list (pgn-convert --moves) loses no comment: one before the first move begins the list
// ("{Diagram 12} 25. Re7"), one after a result begins the next. In a PGN file both are stray
// text between games (N122), as the second run shows.
TEST(ReaderOptions, MovetextOnlyCommentsBeginAGame) {
    constexpr std::string_view input = "{intro} 1. e4 1-0 {after}\n; tail\n";
    ReaderOptions options;
    options.movetext_only = true;
    const ReadOutcome list = run_reader(input, options);
    EXPECT_EQ(list.events,
              "game 1 notags\nmovetext\ncomment {intro}\nnumber 1\nmove e4\nresult 1-0 white\n"
              "end 1\ngame 2 notags\nmovetext\ncomment {after}\ncomment ; tail\n"
              "end 2 no-result truncated\n");
    EXPECT_EQ(list.diagnostics, "W115 3:1\n");  // a list need not end with a result
    const ReadOutcome file = run_reader(input);
    EXPECT_EQ(file.events, "game 1 notags\nmovetext\nnumber 1\nmove e4\nresult 1-0 white\nend 1\n");
    EXPECT_EQ(file.diagnostics, "N122 1:1\nN122 1:19\nN122 2:1\n");
}

// Past 32 names a game's tag names are looked up through a hash index: repeated names are
// still found (early and late ones), a repeated name after a blank line still starts a game,
// and names of earlier games do not count.
TEST(ReaderTags, RepeatedNamesAmongManyTags) {
    std::string input;
    for (int i = 0; i < 100; ++i) input += "[T" + std::to_string(i) + " \"v\"]\n";
    input += "[T5 \"again\"]\n[T99 \"again\"]\n[U \"new\"]\n\n[T42 \"next game\"]\n*";
    const ReadOutcome run = run_reader(input);
    EXPECT_EQ(run.games, 2u);
    EXPECT_EQ(run.diagnostics, "W110 101:1\nW110 102:1\nW125 105:1\nW115 105:1\n");
    const std::size_t second = run.events.find("game 2\n");
    ASSERT_NE(second, std::string::npos);
    EXPECT_EQ(run.events.substr(second),
              "game 2\ntag T42=next game\nmovetext\nresult * unknown\nend 2\n");
}

TEST(ReaderTags, ManyTagsInEveryGameCountPerGame) {
    std::string input;
    for (int game = 0; game < 3; ++game) {
        for (int i = 0; i < 40; ++i) input += "[T" + std::to_string(i) + " \"v\"]\n";
        if (game == 2) input += "[T3 \"repeated\"]\n";
        input += "\n1. e4 *\n\n";
    }
    const ReadOutcome run = run_reader(input);
    EXPECT_EQ(run.games, 3u);
    EXPECT_EQ(run.diagnostics, "W110 127:1\n");
}

class FailingSource : public ByteSource {
public:
    std::size_t read(char* buf, std::size_t max) override {
        if (sent_ || max == 0) return 0;
        sent_ = true;
        buf[0] = '1';
        return 1;
    }
    bool failed() const override { return sent_; }
    std::string_view error_message() const override { return "Input/output error"; }

private:
    bool sent_ = false;
};

TEST(ReaderInput, ReadErrorIsFatal) {
    FailingSource source;
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink, "broken.pgn");
    RecordingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 1u);
    ASSERT_EQ(sink.diagnostics().size(), 2u);
    EXPECT_EQ(sink.diagnostics()[0].severity, notation::Severity::Fatal);
    EXPECT_EQ(notation::format_diagnostic(sink.diagnostics()[0].view()),
              "broken.pgn:1:2: fatal error[E001]: Input/output error");
}

TEST(ReaderInput, MovedReaderKeepsReading) {
    MemorySource source(two_games);
    Reader first(source);
    RecordingVisitor visitor;
    EXPECT_TRUE(first.read_next_game(visitor));
    Reader second(std::move(first));
    EXPECT_TRUE(second.read_next_game(visitor));
    EXPECT_EQ(second.games_read(), 2u);
}

// ---- set_end_offset: how -j's chunks and --byte-range end a reader at a game boundary

TEST(ReaderEndOffset, StopsBeforeTheGameThatBeginsThereAndGoesOnWhenRaised) {
    constexpr std::string_view input = "[Event \"a\"]\n*\n[Event \"b\"]\n*\n";
    MemorySource source(input);
    Reader reader(source);
    reader.set_end_offset(14);  // the line of game b
    RecordingVisitor visitor;
    EXPECT_TRUE(reader.read_next_game(visitor));
    EXPECT_FALSE(reader.read_next_game(visitor));
    EXPECT_EQ(reader.bytes_consumed(), 14u);
    reader.set_end_offset(input.size());
    EXPECT_TRUE(reader.read_next_game(visitor));
    EXPECT_FALSE(reader.read_next_game(visitor));
    EXPECT_EQ(reader.games_read(), 2u);
    EXPECT_EQ(reader.bytes_consumed(), input.size());
}

// -j lowers the end between reads to learn where the next game begins without reading it (a
// worker cut short by its budget, the merger looking for a chunk start): the reader holds that
// game, and says so, until the end is raised past it; at the end of the input it holds none.
TEST(ReaderEndOffset, LoweredBetweenReadsHoldsTheNextGameAndSaysSo) {
    constexpr std::string_view input = "[Event \"a\"]\n*\n[Event \"b\"]\n*\n";
    MemorySource source(input);
    Reader reader(source);
    RecordingVisitor visitor;
    EXPECT_TRUE(reader.read_next_game(visitor));
    EXPECT_FALSE(reader.holding_game());
    reader.set_end_offset(reader.bytes_consumed());  // 13: just past game a's result
    EXPECT_FALSE(reader.read_next_game(visitor));
    EXPECT_TRUE(reader.holding_game());
    EXPECT_EQ(reader.bytes_consumed(), 14u);       // game b's line
    EXPECT_FALSE(reader.read_next_game(visitor));  // still held
    reader.set_end_offset(std::numeric_limits<std::uint64_t>::max());
    EXPECT_TRUE(reader.read_next_game(visitor));
    EXPECT_FALSE(reader.holding_game());
    EXPECT_FALSE(reader.read_next_game(visitor));
    EXPECT_FALSE(reader.holding_game());  // the end of the input
    EXPECT_EQ(reader.games_read(), 2u);
}

// Two files joined, the second one with a byte order mark: the boundary is the start of the
// mark's line (game_boundary.hpp), so a reader ended there stops there, whether the game before
// ended with a result or ran on to the mark. Before, it stopped behind the mark, three bytes
// past the next chunk's start: -j read the rest of the input sequentially, and byte ranges
// counted the three bytes twice (also where a note in words took the mark into its comment).
TEST(ReaderEndOffset, AGameBehindAByteOrderMarkBeginsAtItsLine) {
    for (const std::string_view input :
         {"[Event \"a\"]\n*\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv,
          "[Event \"a\"]\n1. e4\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv,
          // Words read as a comment end before the mark's line, as before a tag line.
          "[Event \"a\"]\n1. e4 Good game\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv}) {
        const std::uint64_t line_start = input.find('\xef');
        MemorySource source(input);
        Reader reader(source);
        reader.set_end_offset(line_start);
        RecordingVisitor visitor(true);
        EXPECT_TRUE(reader.read_next_game(visitor));
        EXPECT_FALSE(reader.read_next_game(visitor));
        EXPECT_EQ(reader.bytes_consumed(), line_start) << input;
        reader.set_end_offset(input.size());
        EXPECT_TRUE(reader.read_next_game(visitor));
        EXPECT_NE(visitor.events.find("game 2 @3:4"), std::string::npos) << visitor.events;
    }
}

}  // namespace
}  // namespace chess::pgn::test
