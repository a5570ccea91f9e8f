// chess/pgn/reader.hpp under stress: nesting far beyond the limit, comments, tokens, tags and
// junk far beyond the buffer, bounded memory, and random token soup read identically at every
// refill alignment.

#include <sys/resource.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <span>
#include <string>
#include <string_view>

#include "chess/pgn/reader.hpp"
#include "recording_visitor.hpp"

namespace chess::pgn::test {
namespace {

// prefix, then `count` bytes repeating `pattern`, then suffix, generated on the fly so that the
// test itself needs no memory for a huge input.
class GeneratedSource : public ByteSource {
public:
    GeneratedSource(std::string prefix, const std::string& pattern, std::uint64_t count,
                    std::string suffix)
        : prefix_(std::move(prefix)), count_(count), suffix_(std::move(suffix)) {
        while (block_.size() < 65536) block_ += pattern;
        period_ = pattern.size();
    }

    std::size_t read(char* buf, std::size_t max) override {
        const std::uint64_t end_of_filler = prefix_.size() + count_;
        std::size_t n = 0;
        if (pos_ < prefix_.size()) {
            n = copy(buf, max, prefix_, pos_);
        } else if (pos_ < end_of_filler) {
            const std::size_t phase = (pos_ - prefix_.size()) % period_;
            const std::uint64_t left = end_of_filler - pos_;
            n = static_cast<std::size_t>(
                std::min<std::uint64_t>({max, left, block_.size() - phase}));
            std::memcpy(buf, block_.data() + phase, n);
        } else {
            n = copy(buf, max, suffix_, pos_ - end_of_filler);
        }
        pos_ += n;
        return n;
    }

    std::uint64_t size() const { return prefix_.size() + count_ + suffix_.size(); }

private:
    static std::size_t copy(char* buf, std::size_t max, const std::string& from,
                            std::uint64_t offset) {
        if (offset >= from.size()) return 0;
        const std::size_t n = std::min<std::size_t>(max, from.size() - offset);
        std::memcpy(buf, from.data() + offset, n);
        return n;
    }

    std::string prefix_;
    std::string block_;  // the pattern repeated, so that reads are memcpy
    std::size_t period_ = 1;
    std::uint64_t count_;
    std::string suffix_;
    std::uint64_t pos_ = 0;
};

long peak_rss_kib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// Counts events and remembers the longest comment, without keeping the text.
class CountingVisitor : public Visitor {
public:
    std::size_t games = 0, moves = 0, comments = 0, longest_comment = 0, open = 0, close = 0;
    std::string results;
    Control begin_game(const GameInfo&) override { return ++games, Control::Continue; }
    Control move(const MoveToken&) override { return ++moves, Control::Continue; }
    Control comment(const Comment& c) override {
        ++comments;
        longest_comment = std::max(longest_comment, c.text.size());
        return Control::Continue;
    }
    Control begin_variation(const Location&) override { return ++open, Control::Continue; }
    Control end_variation(const Location&) override { return ++close, Control::Continue; }
    Control result(const ResultToken& r) override {
        results += std::string(r.text) + " ";
        return Control::Continue;
    }
};

std::string codes(const notation::CollectingSink& sink) {
    std::string out;
    for (const auto& d : sink.diagnostics()) out += notation::code_string(d.code) + " ";
    return out;
}

TEST(ReaderLimits, HundredThousandOpenParenthesesAreADiagnosticNotACrash) {
    const std::string input =
        "[Event \"a\"]\n1. e4 " + std::string(100000, '(') + "\n[Event \"b\"]\n1. d4 *\n";
    MemorySource source(input);
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink);
    CountingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 2u);
    EXPECT_EQ(visitor.open, 256u);  // the default depth limit
    EXPECT_EQ(visitor.close, 256u);
    EXPECT_EQ(visitor.results, "* ");
    EXPECT_EQ(codes(sink), "E111 E112 W115 ");
}

TEST(ReaderLimits, DeepButBalancedNestingContinuesTheGame) {
    const std::string input =
        "1. e4 " + std::string(100000, '(') + "1. d4" + std::string(100000, ')') + " e5 1-0";
    MemorySource source(input);
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink);
    CountingVisitor visitor;
    reader.read_all(visitor);
    EXPECT_EQ(visitor.moves, 2u);  // e4 and e5: d4 is too deep
    EXPECT_EQ(visitor.open, visitor.close);
    EXPECT_EQ(visitor.results, "1-0 ");
    EXPECT_EQ(codes(sink), "E111 ");
}

TEST(ReaderLimits, HugeCommentNeedsBoundedMemory) {
    constexpr std::uint64_t comment_bytes = 15ull << 22;  // 60 MiB
    GeneratedSource source("[Event \"a\"]\n1. e4 {", "a long comment\n", comment_bytes,
                           "} e5 *\n[Event \"b\"]\n1. d4 *\n");
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink);
    CountingVisitor visitor;
    const long rss_before = peak_rss_kib();
    EXPECT_EQ(reader.read_all(visitor), 2u);
    EXPECT_LT(peak_rss_kib() - rss_before, 16 * 1024);  // far below the 60 MiB comment
    EXPECT_EQ(visitor.longest_comment, ReaderOptions{}.max_comment_bytes);
    EXPECT_EQ(visitor.moves, 3u);
    EXPECT_EQ(visitor.results, "* * ");
    EXPECT_EQ(codes(sink), "W104 ");
    EXPECT_EQ(reader.bytes_consumed(), source.size());
}

TEST(ReaderLimits, HugeUnclosedCommentStopsAtTheNextTagSection) {
    GeneratedSource source("[Event \"a\"]\n1. e4 {", "no closing brace\n", 17u << 19,
                           "[Event \"b\"]\n1. d4 *\n");
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink);
    CountingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 2u);
    EXPECT_EQ(visitor.results, "* ");
    EXPECT_EQ(codes(sink), "W104 E103 W115 ");
}

TEST(ReaderLimits, HugeTokenBreaksOnlyItsGame) {
    GeneratedSource source("[Event \"a\"]\n1. e4 ", "x", 16u << 20,
                           " e5 *\n[Event \"b\"]\n1. d4 *\n");
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink);
    CountingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 2u);
    EXPECT_EQ(visitor.results, "* ");
    EXPECT_EQ(codes(sink), "E105 N121 ");
}

TEST(ReaderLimits, HugeTagValueIsDropped) {
    GeneratedSource source("[Event \"", "v", 16u << 20, "\"]\n[Site \"s\"]\n1. d4 *\n");
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink);
    CountingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 1u);
    EXPECT_EQ(visitor.results, "* ");
    EXPECT_EQ(codes(sink), "E123 ");
}

TEST(ReaderLimits, HugeJunkBetweenGamesIsSkipped) {
    GeneratedSource source("[Event \"a\"]\n*\n", "junk junk junk\n", 15u << 20,
                           "[Event \"b\"]\n1. d4 *\n");
    notation::CollectingSink sink;
    Reader reader(source, {}, &sink);
    CountingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 2u);
    EXPECT_EQ(codes(sink), "W120 ");
}

// Line numbers past 2^32 - 1: a few lichess months joined have more lines than that. Before, a
// location's line stopped at 4294967295 (the offset went on). A reader started far into an input
// (--byte-range, -j) counts on from its start line, as one reading the whole input does.
TEST(ReaderLimits, LineNumbersGoPastTwoToTheThirtySecond) {
    MemorySource source("[Event \"x\"]\n\n1. e4 e5 )\n\n2. Nf3 }\n*\n");
    ReaderOptions options;
    options.start_offset = 5'000'000'000;
    options.start_line = 4'294'967'290;
    notation::CollectingSink sink;
    Reader reader(source, options, &sink);
    CountingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 1u);
    ASSERT_EQ(codes(sink), "E113 E114 ");
    const notation::SourceLocation paren = sink.diagnostics()[0].location;
    EXPECT_EQ(paren.line, 4'294'967'292u);
    EXPECT_EQ(paren.column, 10u);
    EXPECT_EQ(paren.offset, 5'000'000'022u);
    EXPECT_EQ(sink.diagnostics()[1].location.line, 4'294'967'294u);
}

TEST(ReaderLimits, ManyGamesStreamThrough) {
    const std::string game =
        "[Event \"e\"]\n[Site \"s\"]\n\n1. e4 e5 2. Nf3 {c} Nc6 (2... d6) 1-0\n\n";
    GeneratedSource source("", game, game.size() * 100000, "");
    Reader reader(source);
    CountingVisitor visitor;
    EXPECT_EQ(reader.read_all(visitor), 100000u);
    EXPECT_EQ(visitor.moves, 500000u);
    EXPECT_EQ(visitor.comments, 100000u);
}

// Diagnostics with the text they quote (diagnostic_lines() leaves it out).
std::string diagnostics_with_excerpts(std::string_view input, ReaderOptions options) {
    MemorySource source(input);
    notation::CollectingSink sink;
    Reader reader(source, options, &sink, "test.pgn");
    RecordingVisitor visitor(true);
    reader.read_all(visitor);
    std::string out = visitor.events;
    for (const notation::OwnedDiagnostic& d : sink.diagnostics()) {
        out += notation::code_string(d.code) + " " + std::to_string(d.location.line) + ":" +
               std::to_string(d.location.column) + " '";
        append_visible(out, d.token);
        out += "' " + d.message + "\n";
    }
    return out;
}

// What a read with tiny limits gives at every refill alignment; all must be the same.
void expect_same_at_every_alignment(std::string_view input, ReaderOptions options) {
    options.chunk_size = 4096;
    const std::string reference = diagnostics_with_excerpts(input, options);
    for (const std::size_t chunk : {1u, 2u, 3u, 5u, 7u, 16u, 64u}) {
        options.chunk_size = chunk;
        EXPECT_EQ(diagnostics_with_excerpts(input, options), reference) << "chunk " << chunk;
    }
}

// A token over the limit (E105 in a game, W120 between games) is quoted up to one byte past the
// limit: the bytes the reader scanned beyond it depend on where the chunk ended. (Found by
// fuzz_pgn_reader: corpus/regressions/pgn_reader/token-too-long-excerpt-depends-on-chunk-size.)
TEST(ReaderLimits, TooLongTokenIsQuotedTheSameAtEveryAlignment) {
    ReaderOptions options;
    options.max_token_bytes = 16;
    const std::string token = "abcdefghijklmnopqrstuvwxyz0123";
    expect_same_at_every_alignment("1. e4 " + token + " e5 1-0\n", options);
    expect_same_at_every_alignment("[Event \"a\"]\n1. e4 *\n@" + token + "\n[Event \"b\"]\n*\n",
                                   options);
    expect_same_at_every_alignment(
        "5.0\x7f\xff\xff\xff\xff\x06"
        "0..00.00.",
        options);
    options.chunk_size = 1;
    const std::string events = diagnostics_with_excerpts("1. e4 " + token + " 1-0", options);
    EXPECT_NE(events.find("E105 1:7 '" + token.substr(0, 17) + "'"), std::string::npos) << events;
}

// An over-long first token decides whether a game without tags starts there by the same bytes at
// every alignment: 16 dots and "Bc" was a game (E105) with large chunks, text outside any game
// (W120) with chunks of one byte. (Found by fuzz_pgn_reader: corpus/regressions/pgn_reader/
// over-long-first-token-judged-by-where-the-chunk-ended.)
TEST(ReaderLimits, TooLongFirstTokenStartsAGameOrNotAtEveryAlignment) {
    ReaderOptions options;
    options.max_token_bytes = 16;
    expect_same_at_every_alignment("................Bc", options);
    expect_same_at_every_alignment("...............Bc4 e5 *\n", options);
    expect_same_at_every_alignment("................Bc4 e5 *\n[Event \"b\"]\n*\n", options);
}

// A promotion in brackets that would make its move longer than the token limit is not joined to
// the move: the '(' opens a variation, as before the bracket form was read, and no move token
// is longer than the limit. (Found by fuzz_pgn_reader: 15 bytes ending with '8', then "(O)".)
TEST(ReaderLimits, BracketPromotionKeepsTheMoveWithinTheLimit) {
    ReaderOptions options;
    options.max_token_bytes = 16;
    const std::string input = "1. abcdefghijklmn8(Q) e5 *\n";
    expect_same_at_every_alignment(input, options);
    const std::string events = diagnostics_with_excerpts(input, options);
    EXPECT_NE(events.find("move abcdefghijklmn8 @"), std::string::npos) << events;
    EXPECT_EQ(events.find("abcdefghijklmn8(Q)"), std::string::npos) << events;
    // Within the limit, the bracket is the promotion's.
    EXPECT_NE(diagnostics_with_excerpts("1. b7xa8(Q) e5 *\n", options).find("move b7xa8(Q) @"),
              std::string::npos);
}

// A quoted tag value over the limit (E123): the rest of the tag is skipped from the first byte
// past the limit, not from where the chunk ended, so a ']' inside the value ends the tag at
// every alignment. (Found by fuzz_pgn_reader: corpus/regressions/pgn_reader/
// tag-value-too-long-resumes-where-the-chunk-ended.)
TEST(ReaderLimits, TooLongTagValueIsSkippedTheSameAtEveryAlignment) {
    ReaderOptions options;
    options.max_tag_bytes = 12;
    expect_same_at_every_alignment("[Event \"0123456789]abcdefghij\"] e4\n1. d4 *\n", options);
    expect_same_at_every_alignment("[esut \" \"241[]e", options);
}

// Random sequences of `fragments`: no crash, and the same events and diagnostics whatever the
// refill alignment.
void expect_soup_reads_the_same(std::span<const std::string_view> fragments, unsigned seed) {
    std::mt19937 random(seed);
    std::uniform_int_distribution<std::size_t> pick(0, fragments.size() - 1);
    std::uniform_int_distribution<int> length(1, 80);
    for (int round = 0; round < 300; ++round) {
        std::string input;
        for (int n = length(random); n > 0; --n) input += fragments[pick(random)];
        const ReadOutcome reference = run_reader(input, {}, true);
        for (const std::size_t chunk : {1u, 2u, 3u, 7u, 64u}) {
            ReaderOptions options;
            options.chunk_size = chunk;
            const ReadOutcome run = run_reader(input, options, true);
            ASSERT_EQ(run.events, reference.events) << "chunk " << chunk << " input " << input;
            ASSERT_EQ(run.diagnostics, reference.diagnostics) << "chunk " << chunk;
        }
    }
}

// Random sequences of PGN fragments, well-formed or not.
TEST(ReaderLimits, RandomTokenSoupReadsTheSameAtEveryAlignment) {
    using namespace std::string_view_literals;
    static constexpr std::string_view fragments[] = {"[Event \"x\"]\n"sv,
                                                     "[Site \"a\\\"b\"]"sv,
                                                     "["sv,
                                                     "]"sv,
                                                     "\""sv,
                                                     "\\"sv,
                                                     "1."sv,
                                                     "1..."sv,
                                                     "12"sv,
                                                     "e4"sv,
                                                     "Nf3!?"sv,
                                                     "O-O"sv,
                                                     "e.p."sv,
                                                     "\xe2\x80\xa6"sv,
                                                     "{comment}"sv,
                                                     "{"sv,
                                                     "}"sv,
                                                     "("sv,
                                                     ")"sv,
                                                     ";semi\n"sv,
                                                     "$1"sv,
                                                     "$"sv,
                                                     "!"sv,
                                                     "1-0"sv,
                                                     "1/2"sv,
                                                     "\xc2\xbd-\xc2\xbd"sv,
                                                     "*"sv,
                                                     "%escape\n"sv,
                                                     "\n"sv,
                                                     "\r\n"sv,
                                                     "\r"sv,
                                                     " "sv,
                                                     "\t"sv,
                                                     "\0"sv,
                                                     "\xe9"sv,
                                                     "\xef\xbb\xbf"sv,
                                                     "junk"sv,
                                                     "e5xd6"sv,
                                                     "0-0-0"sv};
    expect_soup_reads_the_same(fragments, 20240601);
}

// Unicode spaces beside the characters that belong to tokens, and the first bytes of spaces
// alone: a space ends a token, or is skipped as a blank, wherever a refill cuts its bytes or the
// token's. Between tags, after move numbers and moves, before notes, between games.
TEST(ReaderLimits, UnicodeSpaceSoupReadsTheSameAtEveryAlignment) {
    using namespace std::string_view_literals;
    static constexpr std::string_view fragments[] = {"\xc2\xa0"sv,
                                                     "\xe2\x80\x8b"sv,
                                                     "\xe2\x80\xaf"sv,
                                                     "\xe3\x80\x80"sv,
                                                     "\xef\xbb\xbf"sv,
                                                     "\xe1\x9a\x80"sv,
                                                     "\xe2\x81\xa0"sv,
                                                     "\xc2"sv,
                                                     "\xe2\x80"sv,
                                                     "\xef\xbb"sv,
                                                     "\xe2\x99\x98"sv,
                                                     "\xe2\x80\x93"sv,
                                                     "\xe2\x80\xa6"sv,
                                                     "\xc2\xb1"sv,
                                                     "\xd0\x9a"sv,
                                                     "\xc2\xbd"sv,
                                                     "e4"sv,
                                                     "Nf3"sv,
                                                     "1."sv,
                                                     "12"sv,
                                                     "1-0"sv,
                                                     "*"sv,
                                                     " "sv,
                                                     "\n"sv,
                                                     "e.p."sv,
                                                     "e."sv,
                                                     "p."sv,
                                                     "mate"sv,
                                                     "dis"sv,
                                                     "ch"sv,
                                                     "..."sv,
                                                     "("sv,
                                                     ")"sv,
                                                     "{c\xc2\xa0}"sv,
                                                     "[Event \"x\xc2\xa0\"]\n"sv,
                                                     "["sv,
                                                     "%"sv};
    expect_soup_reads_the_same(fragments, 20251126);
}

// A token that a Unicode space ends is as long as its bytes before the space, at every alignment:
// within the limit when they are, too long (and quoted the same) when they are not.
TEST(ReaderLimits, TokenBeforeAUnicodeSpaceIsMeasuredTheSameAtEveryAlignment) {
    ReaderOptions options;
    options.max_token_bytes = 16;
    const std::string sixteen = "abcdefghijklmno8";
    expect_same_at_every_alignment("1. " + sixteen +
                                       "\xe2\x80\x8b"
                                       "e5 *\n",
                                   options);
    expect_same_at_every_alignment("1. " + sixteen +
                                       "\xe2\x99\x98\xc2\xa0"
                                       "e5 *\n",
                                   options);
    expect_same_at_every_alignment(
        "1. abcdefghijklmn\xe2\x99\x98\xc2\xa0"
        "e5 *\n",
        options);
    options.chunk_size = 1;
    EXPECT_EQ(diagnostics_with_excerpts("1. " + sixteen +
                                            "\xc2\xa0"
                                            "e5 *\n",
                                        options)
                  .find("E105"),
              std::string::npos);
}

}  // namespace
}  // namespace chess::pgn::test
