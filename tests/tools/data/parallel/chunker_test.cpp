// The chunker (common/chunker.hpp) on an input larger than its reads: the chunks cover the input
// byte for byte, in order, each cut at a game start and at least its target long (the first ones
// smaller: chunk_target), each with the next one's bytes as its look-ahead; each is cut where a
// boundary finder that reads the whole input line by line puts the first game start past the
// target, with its line number, although the chunker only counts the lines before the target;
// and the buffer pool splits a buffer without copying its front and hands released buffers out
// again.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "common/chunker.hpp"
#include "test_support.hpp"

namespace {

using chess::pgn::MemorySource;
using chess::tools::Boundary;
using chess::tools::Chunk;
using chess::tools::ChunkBufferPool;
using chess::tools::Chunker;
using chess::tools::GameBoundaryFinder;

// About `bytes` of games whose lengths vary, so that no cut falls on a round offset.
std::string games_of_about(std::size_t bytes) {
    std::string text;
    for (int i = 0; text.size() < bytes; ++i) {
        text += "[Event \"" + std::to_string(i) + "\"]\n[Round \"1\"]\n\n";
        for (int move = 0; move < 5 + i % 60; ++move) text += "1. e4 e5 2. Nf3 Nc6 ";
        text += "*\n\n";
    }
    return text;
}

std::vector<Chunk> all_chunks(Chunker& chunker) {
    std::vector<Chunk> chunks;
    while (auto chunk = chunker.next()) chunks.push_back(std::move(*chunk));
    return chunks;
}

TEST(Chunker, ChunksOfALargeInputCoverItAtGameStarts) {
    const std::string input = games_of_about(9 * 1024 * 1024);
    MemorySource source(input);
    constexpr std::size_t target = 2 * 1024 * 1024;
    Chunker chunker(source, target);
    const std::vector<Chunk> chunks = all_chunks(chunker);

    ASSERT_GE(chunks.size(), 4u);
    std::string joined;
    for (std::size_t i = 0; i < chunks.size(); ++i) {
        const Chunk& chunk = chunks[i];
        EXPECT_EQ(chunk.index, i);
        EXPECT_EQ(chunk.start.offset, joined.size());
        EXPECT_TRUE(chunk.at_boundary);
        EXPECT_TRUE(chunk.bytes->starts_with("[Event ")) << "chunk " << i;
        if (i + 1 < chunks.size()) {
            EXPECT_GE(chunk.bytes->size(), chess::tools::chunk_target(target, i)) << "chunk " << i;
            ASSERT_NE(chunk.next, nullptr);
            EXPECT_EQ(*chunk.next, *chunks[i + 1].bytes) << "chunk " << i;
        } else {
            EXPECT_EQ(chunk.next, nullptr);
        }
        joined += *chunk.bytes;
    }
    EXPECT_EQ(joined, input);
}

TEST(Chunker, TheFirstChunksAreSmallSoThatTheWorkersStartEarly) {
    constexpr std::size_t target = 2 * 1024 * 1024;
    const std::vector<std::size_t> expected = {64 * 1024,   128 * 1024,  256 * 1024, 512 * 1024,
                                               1024 * 1024, 2048 * 1024, 2048 * 1024};
    for (std::size_t i = 0; i < expected.size(); ++i)
        EXPECT_EQ(chess::tools::chunk_target(target, i), expected[i]) << "chunk " << i;
    EXPECT_EQ(chess::tools::chunk_target(target, 1'000'000), target);
    // A target below the first step is every chunk's (the tests' tiny chunks).
    EXPECT_EQ(chess::tools::chunk_target(100, 0), 100u);
    EXPECT_EQ(chess::tools::chunk_target(100, 7), 100u);
    // The doubling stops at the target, however large (no wrap-around to 0).
    const std::size_t huge = std::numeric_limits<std::size_t>::max() - 1;
    EXPECT_EQ(chess::tools::chunk_target(huge, 100), huge);
    EXPECT_EQ(chess::tools::chunk_target(huge, 3), 512 * 1024u);

    // A 1 MB input is cut into several chunks (each at least its target), not read whole first.
    const std::string input = games_of_about(1024 * 1024);
    MemorySource source(input);
    Chunker chunker(source, target);
    const std::vector<Chunk> chunks = all_chunks(chunker);
    ASSERT_GE(chunks.size(), 4u);
    EXPECT_LT(chunks[0].bytes->size(), 80 * 1024u);
    for (std::size_t i = 0; i + 1 < chunks.size(); ++i)
        EXPECT_GE(chunks[i].bytes->size(), chess::tools::chunk_target(target, i)) << "chunk " << i;
}

// Lines of every kind the boundary rule tells apart (tags, blank lines between tags, '%' lines,
// a byte order mark, brackets that are no tag, tag lines inside comments), with LF, CR LF and
// lone CR line ends.
std::string mixed_lines(unsigned seed, std::size_t bytes) {
    static constexpr std::array<std::string_view, 12> lines = {"[Event \"a\"]",
                                                               "[Site \"b c\"]",
                                                               "",
                                                               "   ",
                                                               "% escape [Event \"x\"]",
                                                               "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
                                                               "{ a comment",
                                                               "[Event \"in a comment\"] }",
                                                               "[not a tag",
                                                               "  [Indented \"tag\"]",
                                                               "\xEF\xBB\xBF[Event \"bom\"]",
                                                               "1-0"};
    static constexpr std::array<std::string_view, 3> ends = {"\n", "\r\n", "\r"};
    std::mt19937 random(seed);
    std::string text;
    while (text.size() < bytes) {
        text += lines[random() % lines.size()];
        text += ends[random() % 4 == 0 ? random() % ends.size() : 0];
    }
    return text;
}

// Where each chunk must start: the first boundary at or past the previous start plus the
// target, as a finder that classifies every line from the input's start sees it.
std::vector<Boundary> model_starts(std::string_view input, std::size_t target) {
    std::vector<Boundary> boundaries;
    GameBoundaryFinder finder;
    finder.scan(input, true, [&](const Boundary& b) { boundaries.push_back(b); });
    std::vector<Boundary> starts{Boundary{0, 1}};
    for (;;) {
        const std::uint64_t want = starts.back().offset + target;
        const auto next = std::find_if(boundaries.begin(), boundaries.end(),
                                       [&](const Boundary& b) { return b.offset >= want; });
        if (next == boundaries.end()) return starts;
        starts.push_back(*next);
    }
}

TEST(Chunker, CutsWhereAFullLineByLineScanPutsTheFirstGameStartPastTheTarget) {
    for (unsigned seed = 1; seed <= 40; ++seed) {
        const std::string input = mixed_lines(seed, 20000 + 997 * seed);
        for (const std::size_t target : {std::size_t{64}, std::size_t{700}, std::size_t{4000}}) {
            for (const std::size_t step : {std::size_t{1}, std::size_t{37}, input.size()}) {
                chess::tools::test::TricklingSource source(input, step);
                Chunker chunker(source, target);
                const std::vector<Chunk> chunks = all_chunks(chunker);
                const std::vector<Boundary> starts = model_starts(input, target);
                ASSERT_EQ(chunks.size(), starts.size())
                    << "seed " << seed << ", target " << target << ", step " << step;
                for (std::size_t i = 0; i < chunks.size(); ++i) {
                    EXPECT_EQ(chunks[i].start.offset, starts[i].offset)
                        << "seed " << seed << ", target " << target << ", chunk " << i;
                    EXPECT_EQ(chunks[i].start.line, starts[i].line)
                        << "seed " << seed << ", target " << target << ", chunk " << i;
                }
            }
        }
    }
}

TEST(ChunkBufferPool, TakeFrontKeepsTheFrontInPlaceAndTheRestInTheText) {
    auto pool = std::make_shared<ChunkBufferPool>();
    std::string text = "the front of the text|and the rest of it";
    const char* front_data = text.data();
    const std::shared_ptr<const std::string> front = pool->take_front(text, 22);
    EXPECT_EQ(*front, "the front of the text|");
    EXPECT_EQ(front->data(), front_data);  // not copied
    EXPECT_EQ(text, "and the rest of it");
}

TEST(ChunkBufferPool, AReleasedBufferTakesTheNextRest) {
    auto pool = std::make_shared<ChunkBufferPool>();
    std::string text(100000, 'x');
    auto first = pool->take_front(text, 50000);
    const char* released = first->data();
    first.reset();  // back to the pool, with its memory
    const auto second = pool->take_front(text, 10);
    EXPECT_EQ(text.data(), released);  // the rest went into the released buffer
    EXPECT_EQ(text, std::string(49990, 'x'));
    EXPECT_EQ(second->size(), 10u);
}

}  // namespace
