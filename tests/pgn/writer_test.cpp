// chess/pgn/writer.hpp: exact export-format output, table-driven from PGN through the reader and
// WritingVisitor, and GameWriter's own API (set-up positions, wrapping, misuse, sinks, memory).

#include "chess/pgn/writer.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "chess/pgn/reader.hpp"

// Counts heap allocations, for the no-allocation-per-move promise. Replaces every unaligned
// global operator new and delete of this test executable (all of them, so that a sanitizer's
// own versions are never paired with these); they behave as usual otherwise.
namespace {
std::atomic<std::size_t> allocations{0};

void* counted_malloc(std::size_t size) noexcept {
    allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}
void* counted_new(std::size_t size) {
    if (void* p = counted_malloc(size)) return p;
    throw std::bad_alloc();
}
}  // namespace

void* operator new(std::size_t size) { return counted_new(size); }
void* operator new[](std::size_t size) { return counted_new(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    return counted_malloc(size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    return counted_malloc(size);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace chess::pgn::test {
namespace {

struct Rewritten {
    std::string text;
    WriterStats stats;
};

Rewritten rewrite(std::string_view pgn, WriterOptions options = {}) {
    MemorySource source(pgn);
    Reader reader(source);
    StringSink sink;
    GameWriter writer(sink, options);
    WritingVisitor visitor(writer);
    reader.read_all(visitor);
    return {sink.str(), writer.stats()};
}

struct WriterCase {
    const char* name;
    std::string_view input;
    std::string_view expected;
    std::size_t width = 80;
};

const WriterCase writer_cases[] = {
    {"RosterFirstThenOthersInOrderDuplicatesKept",
     "[Black \"B\"]\n[Annotator \"A\"]\n[Event \"E\"]\n[White \"W\"]\n[Event \"E2\"]\n"
     "[Result \"1-0\"]\n[ECO \"C20\"]\n\n1. e4 1-0\n",
     "[Event \"E\"]\n[Event \"E2\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
     "[Annotator \"A\"]\n[ECO \"C20\"]\n\n1. e4 1-0\n\n"},
    {"MissingRosterTagsAreNotInvented", "[Site \"S\"]\n[Round \"3\"]\n\n1. d4 *",
     "[Site \"S\"]\n[Round \"3\"]\n\n1. d4 *\n\n"},
    {"ValuesEscaped", "[Event \"say \\\"hi\\\" \\\\o/\"]\n[Site \"C:\\\\\"]\n\n*",
     "[Event \"say \\\"hi\\\" \\\\o/\"]\n[Site \"C:\\\\\"]\n\n*\n\n"},
    {"BlackNumberedAfterCommentAndVariationNotAfterNag",
     "1. e4 {c} e5 2. Nf3 $1 Nc6 (2... Nf6 3. d4) 3. Bb5 *",
     "1. e4 {c} 1... e5 2. Nf3 $1 Nc6 (2... Nf6 3. d4) 3. Bb5 *\n\n"},
    {"BlackNumberedAfterVariationEnd", "1. e4 (1. d4) e5 2. Nf3 *",
     "1. e4 (1. d4) 1... e5 2. Nf3 *\n\n"},
    {"WrongNumbersCorrected", "1. e4 e5 5. Nf3 9... Nc6 3 Bb5 *",
     "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n"},
    {"NestedVariations", "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3 *",
     "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 *\n\n"},
    {"ConsecutiveVariationsReplaceTheSameMove", "1. e4 e5 (1... c5) (1... e6 2. d4) 2. Nf3 *",
     "1. e4 e5 (1... c5) (1... e6 2. d4) 2. Nf3 *\n\n"},
    {"VariationBeforeAnyMove", "[Event \"x\"]\n\n(1. d4) 1. e4 *",
     "[Event \"x\"]\n\n(1. d4) 1. e4 *\n\n"},
    {"EmptyVariation", "1. e4 () e5 *", "1. e4 () 1... e5 *\n\n"},
    {"SetUpWithBlackToMove",
     "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/4N3/8/1b6/4K3 b - - 0 1\"]\n\n1... Bxe4 2. Kd2 Bb1 *",
     "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/4N3/8/1b6/4K3 b - - 0 1\"]\n\n1... Bxe4 2. Kd2 Bb1 *\n\n"},
    {"SetUpAtMove23", "[FEN \"4k3/8/8/8/4N3/8/1b6/4K3 w - - 5 23\"]\n\nKd2 Bxe4 Ke3 (Kd1) *",
     "[FEN \"4k3/8/8/8/4N3/8/1b6/4K3 w - - 5 23\"]\n\n23. Kd2 Bxe4 24. Ke3 (24. Kd1) *\n\n"},
    {"UnreadableFenNumbersFromTheStart", "[FEN \"nonsense\"]\n\ne4 *",
     "[FEN \"nonsense\"]\n\n1. e4 *\n\n"},
    {"SemicolonCommentBecomesBrace", "1. e4 ; best by test\ne5 *",
     "1. e4 {best by test} 1... e5 *\n\n"},
    {"CommentWithClosingBraceBecomesSemicolonComment", "1. e4 ; a } b\ne5 *",
     "1. e4 ; a } b\n1... e5 *\n\n"},
    {"CommentBlanksCollapsed", "1. e4 {  one\n  two\t three  } {} {   } *",
     "1. e4 {one two three} {} {} *\n\n"},
    {"EnPassantNoteKept", "1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 *",
     "1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 *\n\n"},
    {"EnPassantNoteWithCheckMarkKept", "1. e4 e6 2. e5 Ke7 3. a3 d5 4. exd6 e.p.+ Kf6 *",
     "1. e4 e6 2. e5 Ke7 3. a3 d5 4. exd6 e.p.+ Kf6 *\n\n"},
    {"GlyphsBecomeNags", "1. e4!? e5?? 2. Qh5 +- $146 *", "1. e4 $5 e5 $4 2. Qh5 $18 $146 *\n\n"},
    {"SloppyResultStandardised", "1. e4 1/2", "1. e4 1/2-1/2\n\n"},
    {"MissingResultIsStar", "[Event \"x\"]\n\n1. e4", "[Event \"x\"]\n\n1. e4 *\n\n"},
    {"TagsOnly", "[Event \"x\"]\n[Site \"y\"]\n", "[Event \"x\"]\n[Site \"y\"]\n\n*\n\n"},
    {"TwoGamesBlankLineBetween", "[Event \"a\"]\n1. e4 1-0\n[Event \"b\"]\n1. d4 0-1",
     "[Event \"a\"]\n\n1. e4 1-0\n\n[Event \"b\"]\n\n1. d4 0-1\n\n"},
    {"TaglessGame", "1. e4 e5 1-0", "1. e4 e5 1-0\n\n"},
    {"TaglessGameStartingWithComment", "1. {hello} e4 *", "1. {hello} 1. e4 *\n\n"},
    {"TaglessEmptyGame", "1.", "1. *\n\n"},
    {"MovesThatWouldMisreadAreGluedToTheirNumber", "1. e4 e5 2.1-0 {x} ep *",
     "1. e4 e5 2.1-0 {x} 2...ep *\n\n"},
    // Apart, "N" would read back as Informator's novelty mark and a dash behind White's number
    // as the elision of White's move.
    {"NoveltyAndDashMovesAreGluedToTheirNumber", "1. e4 e5 2.\u2014 2...N 3. N *",
     "1. e4 e5 2.\u2014 2...N $146 *\n\n"},
    {"HyphenMoveIsGluedToItsNumber", "1. e4 e5 2.- *", "1. e4 e5 2.- *\n\n"},
    // Apart behind a move, a move spelt as a word ("Rdj", a typo read as a move behind its
    // number) would read back as words between the moves (W134), a comment.
    {"WordMovesAreGluedToTheirNumber", "1. e4 e5 2.Rdj 2...with 3.Nf3 *",
     "1. e4 e5 2.Rdj 2...with 3. Nf3 *\n\n"},
    {"PercentMoveNeverStartsALine", "1. e4 {c} e5 2. Nf3 %x *",
     "1. e4 {c} 1... e5 2. Nf3 2... %x *\n\n"},
    {"WrapsAtTokenBoundaries", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *",
     "1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 4. Ba4 Nf6\n*\n\n", 20},
    {"NumberStaysWithItsMove", "1. e4 e5 2. Nf3 Nc6 3. Bb5 *", "1. e4 e5 2. Nf3\nNc6 3. Bb5 *\n\n",
     16},
    {"LongCommentSplitAtBlanks", "1. e4 {one two three four five six seven} e5 *",
     "1. e4 {one two three\nfour five six seven}\n1... e5 *\n\n", 20},
    {"WordLongerThanALineGetsItsOwnLine", "1. e4 {short averyveryveryverylongword end} *",
     "1. e4 {short\naveryveryveryverylongword\nend} *\n\n", 20},
    {"NoCommentLineStartsLikeATag", "1. e4 {aaaa bbbb ccc [Event \"x\"]} *",
     "1. e4 {aaaa bbbb ccc [Event\n\"x\"]} *\n\n", 20},
    {"CommentLineMayStartWithABracketThatIsNoTag", "1. e4 {aaaa bbbb ccc [6] dd [Ab cd} *",
     "1. e4 {aaaa bbbb ccc\n[6] dd [Ab cd} *\n\n", 20},
    {"ClosingParenthesisWrapsWhenTheLineIsFull", "1. e4 (1. d4 d5) *", "1. e4 (1. d4 d5\n) *\n\n",
     15},
    // Latin-1 bytes in a move (moves are written as read) have no width as UTF-8; the blank
    // before the next move must not get lost with it.
    {"ZeroWidthMoveStillSeparated", "1. e4 e5 2. d4 \xBD\xBD 3. c4 *",
     "1. e4\ne5\n2. d4\n\xBD\xBD\n3. c4\n*\n\n", 5},
    {"ColumnsCountCodePoints", "1. e4 {äöü äöü äöü} *", "1. e4 {äöü äöü\näöü} *\n\n", 16},
};

class WriterCaseTest : public testing::TestWithParam<WriterCase> {};

TEST_P(WriterCaseTest, ExactOutput) {
    const WriterCase& c = GetParam();
    WriterOptions options;
    options.line_width = c.width;
    EXPECT_EQ(rewrite(c.input, options).text, c.expected);
}

// What is written reads back as what was read, and writing it again changes nothing.
TEST_P(WriterCaseTest, OutputIsAFixedPoint) {
    const WriterCase& c = GetParam();
    WriterOptions options;
    options.line_width = c.width;
    const std::string first = rewrite(c.input, options).text;
    EXPECT_EQ(rewrite(first, options).text, first);
}

std::string case_name(const testing::TestParamInfo<WriterCase>& param) { return param.param.name; }

INSTANTIATE_TEST_SUITE_P(Export, WriterCaseTest, testing::ValuesIn(writer_cases), case_name);

TEST(GameWriter, LongLinesAreCounted) {
    WriterOptions options;
    options.line_width = 20;
    EXPECT_EQ(rewrite("1. e4 {short averyveryveryverylongword end} *", options).stats.long_lines,
              1u);
    EXPECT_EQ(rewrite("1. e4 {aaaa bbbb ccc [Event \"x\"]} *", options).stats.long_lines, 1u);
    const Rewritten semicolon = rewrite("1. e4 ; a } b c d e f g h i j k l m n\n*", options);
    EXPECT_EQ(semicolon.stats.long_lines, 1u);
    EXPECT_EQ(semicolon.stats.semicolon_comments, 1u);
}

TEST(GameWriter, SetStartWithBlackToMove) {
    StringSink sink;
    GameWriter writer(sink);
    writer.begin_game();
    writer.set_start(1, Color::Black);
    writer.move("Bxe4");
    writer.move("Kd2");
    writer.begin_variation();
    writer.move("Kf1");
    writer.end_variation();
    writer.move("Bb1");
    writer.result("0-1");
    writer.end_game();
    EXPECT_EQ(sink.str(), "1... Bxe4 2. Kd2 (2. Kf1) 2... Bb1 0-1\n\n");
}

TEST(GameWriter, VariationAtTheStartWithBlackToMove) {
    StringSink sink;
    GameWriter writer(sink);
    writer.begin_game();
    writer.set_start(12, Color::Black);
    writer.begin_variation();
    writer.move("Nf6");
    writer.end_variation();
    writer.move("Nc6");
    writer.move("Bb5");
    writer.end_game();
    EXPECT_EQ(sink.str(), "12... (12... Nf6) 12... Nc6 13. Bb5 *\n\n");
}

TEST(GameWriter, FullmoveZeroIsOne) {
    StringSink sink;
    GameWriter writer(sink);
    writer.set_start(0, Color::White);
    writer.move("e4");
    writer.end_game();
    EXPECT_EQ(sink.str(), "1. e4 *\n\n");
}

TEST(GameWriter, LineEndsInTagValuesBecomeSpaces) {
    StringSink sink;
    GameWriter writer(sink);
    writer.begin_game();
    writer.tag("Event", "two\nlines\r\n");
    writer.end_game();
    EXPECT_EQ(sink.str(), "[Event \"two lines  \"]\n\n*\n\n");
    EXPECT_EQ(writer.stats().altered_tag_values, 1u);
}

TEST(GameWriter, MisuseIsTolerated) {
    StringSink sink;
    GameWriter writer(sink);
    writer.end_game();                  // no game: nothing
    writer.move("e4");                  // begins a game
    writer.tag("Event", "late");        // after the movetext began: ignored
    writer.set_start(5, Color::Black);  // likewise
    writer.end_variation();             // no variation: ignored
    writer.begin_variation();
    writer.move("d4");
    writer.begin_variation();
    writer.move("c4");
    writer.begin_game();  // ends the game, closing its variations
    writer.tag("Event", "next");
    writer.end_game();
    writer.end_game();
    writer.move("d4");  // after end_game: begins a game
    writer.end_game();
    EXPECT_EQ(sink.str(), "1. e4 (1. d4 (1. c4)) *\n\n[Event \"next\"]\n\n*\n\n1. d4 *\n\n");
    EXPECT_EQ(writer.stats().games, 3u);
}

TEST(GameWriter, GameTextIsHandedOverInParts) {
    class CountingSink : public TextSink {
    public:
        std::string text;
        std::size_t writes = 0;
        void write(std::string_view part) override {
            text += part;
            ++writes;
        }
    };
    CountingSink parts;
    StringSink whole;
    WriterOptions small;
    small.flush_bytes = 16;
    GameWriter writer(parts, small);
    GameWriter reference(whole);
    for (GameWriter* w : {&writer, &reference}) {
        w->tag("Event", "a rather long event name");
        for (int i = 0; i < 40; ++i) w->move(i % 2 == 0 ? "Nf3" : "Nf6");
        w->end_game();
    }
    EXPECT_EQ(parts.text, whole.str());
    EXPECT_GT(parts.writes, 10u);
}

// The promise of the header: once the buffers have grown, writing a game allocates nothing.
TEST(GameWriter, NoAllocationPerMoveAfterWarmUp) {
    class NullSink : public TextSink {
    public:
        void write(std::string_view) override {}
    } sink;
    GameWriter writer(sink);
    auto game = [&writer] {
        writer.begin_game();
        writer.tag("White", "Someone");
        writer.tag("Event", "Somewhere");
        writer.set_start(1, Color::White);
        for (int i = 0; i < 200; ++i) {
            writer.move(i % 2 == 0 ? "Nf3" : "Nf6", i == 7);
            if (i % 10 == 0) writer.nag(static_cast<std::uint8_t>(i));
            if (i % 15 == 0) writer.comment("a comment that is long enough to need wrapping");
            if (i % 25 == 0) {
                writer.begin_variation();
                writer.move("Ng1");
                writer.comment("with } brace");
                writer.end_variation();
            }
        }
        writer.result("1/2-1/2");
        writer.end_game();
    };
    game();
    const std::size_t before = allocations.load();
    game();
    game();
    EXPECT_EQ(allocations.load(), before);
}

// ---- movetext_only: bare movetext on one unlimited line per game (pgn-convert --moves)

// Read as a move list is (ReaderOptions::movetext_only), written as bare movetext.
std::string rewrite_bare(std::string_view text) {
    MemorySource source(text);
    ReaderOptions reading;
    reading.movetext_only = true;
    Reader reader(source, reading);
    StringSink sink;
    WriterOptions writing;
    writing.line_width = WriterOptions::unlimited;
    writing.movetext_only = true;
    GameWriter writer(sink, writing);
    WritingVisitor visitor(writer);
    reader.read_all(visitor);
    return sink.str();
}

const WriterCase bare_cases[] = {
    {"AnnotationsOnOneLine",
     "1. e4 {best by test} e5 2. Nf3!? Nc6 $1 (2... d6 3. d4 (3. Bc4 Be7) exd4) 3. Bb5 a6",
     "1. e4 {best by test} 1... e5 2. Nf3 $5 Nc6 $1 (2... d6 3. d4 (3. Bc4 Be7) 3... exd4) "
     "3. Bb5 a6\n"},
    {"NoStarWithoutAResult", "e4 e5", "1. e4 e5\n"},
    {"ResultKeptAndEndsTheLine", "e4 e5 1-0 d4 d5 1/2", "1. e4 e5 1-0\n1. d4 d5 1/2-1/2\n"},
    {"LeadingCommentGetsNoNumber", "{Ruy Lopez} e4 e5", "{Ruy Lopez} 1. e4 e5\n"},
    {"LeadingNagAndVariationGetNoNumber", "$1 (e4) d4", "$1 (1. e4) 1. d4\n"},
    {"CommentAloneIsALine", "{only words}", "{only words}\n"},
    {"TagsAreNotWritten", "[Event \"x\"]\n\n1. e4 *", "1. e4 *\n"},
    {"LongCommentNotWrapped",
     "e4 {one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
     "fifteen sixteen}",
     "1. e4 {one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
     "fifteen sixteen}\n"},
    {"SemicolonCommentStillEndsItsLine", "e4 ; a } b\ne5", "1. e4 ; a } b\n1... e5\n"},
    {"SemicolonCommentAtTheEndEndsTheGame", "e4 ; a } b\n", "1. e4 ; a } b\n"},
};

class BareWriterCaseTest : public testing::TestWithParam<WriterCase> {};

TEST_P(BareWriterCaseTest, ExactOutput) {
    EXPECT_EQ(rewrite_bare(GetParam().input), GetParam().expected);
}

// The output is read back as the same lists: writing it again changes nothing.
TEST_P(BareWriterCaseTest, OutputIsAFixedPoint) {
    const std::string first = rewrite_bare(GetParam().input);
    EXPECT_EQ(rewrite_bare(first), first);
}

INSTANTIATE_TEST_SUITE_P(MovetextOnly, BareWriterCaseTest, testing::ValuesIn(bare_cases),
                         case_name);

// A game long enough to be wrapped many times in export format stays on one line, and an empty
// game still gets its line.
TEST(GameWriter, MovetextOnlyNeverWraps) {
    StringSink sink;
    WriterOptions options;
    options.line_width = WriterOptions::unlimited;
    options.movetext_only = true;
    GameWriter writer(sink, options);
    writer.begin_game();
    for (int i = 0; i < 400; ++i) writer.move(i % 2 == 0 ? "Nf3" : "Nf6");
    writer.end_game();
    writer.begin_game();
    writer.end_game();
    EXPECT_EQ(std::count(sink.str().begin(), sink.str().end(), '\n'), 2);
    EXPECT_TRUE(sink.str().ends_with("200. Nf3 Nf6\n\n"));
    EXPECT_EQ(writer.stats().long_lines, 0u);
}

// Lines of at most 80 columns in a long game with long comments and variations, and the
// comments read back with their words intact.
TEST(GameWriter, EveryLineFitsIn80ColumnsAndCommentsSurvive) {
    std::string pgn = "[Event \"Long\"]\n\n";
    const std::string words =
        "The knight manoeuvre to f5 is the point; after Bxf5 exf5 White's pawn chain "
        "[%clk 0:01:02] loosens and the e4 square becomes an outpost for the other knight, "
        "which is what the whole opening has been about since move 9.";
    const char* moves[] = {"Nf3", "Nf6", "g3", "g6", "Bg2", "Bg7", "O-O", "O-O", "d3", "d6"};
    for (int i = 0; i < 120; ++i) {
        pgn += moves[i % 10];
        pgn += ' ';
        if (i % 7 == 0) pgn += "{" + words + "} ";
        if (i % 11 == 0) pgn += "(Nc3 {" + words.substr(0, 60) + "} Nc6 $14) ";
        if (i % 13 == 0) pgn += "!? ";
    }
    pgn += "1-0\n";
    const Rewritten out = rewrite(pgn);
    std::size_t start = 0;
    std::size_t lines = 0;
    for (std::size_t end = out.text.find('\n'); end != std::string::npos;
         start = end + 1, end = out.text.find('\n', start)) {
        EXPECT_LE(end - start, 80u) << out.text.substr(start, end - start);
        ++lines;
    }
    EXPECT_GT(lines, 60u);
    EXPECT_EQ(out.stats.long_lines, 0u);
    EXPECT_EQ(rewrite(out.text).text, out.text);
    EXPECT_NE(out.text.find("{The knight manoeuvre"), std::string::npos);
}

TEST(FileSink, WritesToAStreamAndToAFile) {
    const std::filesystem::path path =
        std::filesystem::temp_directory_path() /
        ("chess_writer_test_output_" + std::to_string(::getpid()) + ".pgn");
    {
        auto file = FileSink::open(path);
        ASSERT_TRUE(file.has_value());
        GameWriter writer(*file);
        writer.tag("Event", "x");
        writer.move("e4");
        writer.end_game();
        EXPECT_TRUE(file->flush());
        EXPECT_FALSE(file->failed());
    }
    std::FILE* in = std::fopen(path.c_str(), "rb");
    ASSERT_NE(in, nullptr);
    char buf[64] = {};
    const std::size_t n = std::fread(buf, 1, sizeof buf - 1, in);
    std::fclose(in);
    std::filesystem::remove(path);
    EXPECT_EQ(std::string_view(buf, n), "[Event \"x\"]\n\n1. e4 *\n\n");
}

TEST(FileSink, OpenFailureIsAnErrorCode) {
    const auto file = FileSink::open("/nonexistent-directory/out.pgn");
    ASSERT_FALSE(file.has_value());
    EXPECT_EQ(file.error(), std::errc::no_such_file_or_directory);
}

TEST(FileSink, WriteErrorIsRemembered) {
    std::FILE* full = std::fopen("/dev/full", "wb");
    if (full == nullptr) GTEST_SKIP() << "no /dev/full";
    FileSink sink(full);
    sink.write(std::string(1 << 16, 'x'));
    EXPECT_FALSE(sink.flush());
    EXPECT_TRUE(sink.failed());
    std::fclose(full);
}

TEST(ResultMarker, StandardForms) {
    EXPECT_EQ(result_marker(Result::WhiteWins), "1-0");
    EXPECT_EQ(result_marker(Result::BlackWins), "0-1");
    EXPECT_EQ(result_marker(Result::Draw), "1/2-1/2");
    EXPECT_EQ(result_marker(Result::Unknown), "*");
}

}  // namespace
}  // namespace chess::pgn::test
