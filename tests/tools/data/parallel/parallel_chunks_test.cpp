// -j's chunk loop (common/parallel_chunks.hpp) with stand-in workers that say where their
// "reader" stopped: the parts are taken in input order whatever order the workers finish in,
// a chunk that does not verify hands the rest of the input to the sequential reader from the
// right offset and line, and take() can stop the run.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "common/parallel_chunks.hpp"

namespace {

using chess::pgn::ByteSource;
using chess::pgn::MemorySource;
using chess::tools::Boundary;
using chess::tools::Chunk;
using chess::tools::Chunker;
using chess::tools::run_chunks;
using chess::tools::SpanRead;

struct Span {
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
};

// Forty games of different lengths, so that chunks differ.
std::string games() {
    std::string text;
    for (int i = 0; i < 40; ++i) {
        text += "[Event \"" + std::to_string(i) + "\"]\n\n1. e4 e5";
        text.append(static_cast<std::size_t>(i % 7), ' ');
        text += " *\n\n";
    }
    return text;
}

std::string read_all(ByteSource& source) {
    std::string text;
    char buffer[37];
    while (const std::size_t n = source.read(buffer, sizeof buffer)) text.append(buffer, n);
    return text;
}

std::uint64_t line_at(std::string_view text, std::uint64_t offset) {
    return 1 + static_cast<std::uint64_t>(std::count(
                   text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

// A worker that stops exactly at its chunk's end, slower for earlier chunks so that the
// workers finish out of order.
SpanRead<Span> agreeing(const Chunk& chunk) {
    std::this_thread::sleep_for(std::chrono::milliseconds(8 - static_cast<int>(chunk.index % 8)));
    return {{chunk.start.offset, chunk.end_offset()}, chunk.end_offset()};
}

TEST(ParallelChunks, PartsComeInInputOrderAndCoverTheInput) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    std::vector<Span> taken;
    const std::uint64_t landing = run_chunks<Span>(
        chunker, 4, [](ByteSource&, const Chunk& chunk) { return agreeing(chunk); },
        [&](const Span& span) {
            taken.push_back(span);
            return true;
        },
        [](ByteSource&, const Boundary&) -> std::uint64_t {
            ADD_FAILURE() << "every chunk verifies: nothing is read sequentially";
            return 0;
        });
    ASSERT_GT(taken.size(), 5u);
    EXPECT_EQ(taken.front().begin, 0u);
    for (std::size_t i = 1; i < taken.size(); ++i) EXPECT_EQ(taken[i].begin, taken[i - 1].end);
    EXPECT_EQ(taken.back().end, text.size());
    EXPECT_EQ(landing, text.size());
}

// The worker of chunk `failing` stops short of its end: that chunk and everything after it is
// read sequentially, from its start.
TEST(ParallelChunks, AChunkThatDoesNotVerifyIsReadOnSequentially) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    constexpr std::uint64_t failing = 3;
    std::vector<Span> taken;
    Boundary rest_start;
    std::string rest_text;
    const std::uint64_t landing = run_chunks<Span>(
        chunker, 2,
        [](ByteSource&, const Chunk& chunk) {
            SpanRead<Span> read = agreeing(chunk);
            if (chunk.index == failing) --read.landing;
            return read;
        },
        [&](const Span& span) {
            taken.push_back(span);
            return true;
        },
        [&](ByteSource& rest, const Boundary& start) -> std::uint64_t {
            rest_start = start;
            rest_text = read_all(rest);
            return 12345;
        });
    ASSERT_EQ(taken.size(), failing);
    EXPECT_EQ(rest_start.offset, taken.back().end);
    EXPECT_EQ(rest_start.line, line_at(text, rest_start.offset));
    EXPECT_EQ(rest_text, text.substr(static_cast<std::size_t>(rest_start.offset)));
    EXPECT_EQ(landing, 12345u);  // what the sequential reader says
}

// A worker that reads its last game on into the next chunk, to a line start there: the next
// chunk does not begin where one reader would, so the sequential reader goes on from that line.
TEST(ParallelChunks, ReadingPastAChunkEndResumesThere) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    constexpr std::uint64_t reading_on = 2;
    std::uint64_t stopped_at = 0;
    Boundary rest_start;
    std::string rest_text;
    std::size_t taken = 0;
    run_chunks<Span>(
        chunker, 3,
        [&](ByteSource&, const Chunk& chunk) {
            SpanRead<Span> read = agreeing(chunk);
            if (chunk.index == reading_on) {
                // Just past the look-ahead's first line end.
                const std::size_t line_end = chunk.next->find('\n');
                read.landing = chunk.end_offset() + line_end + 1;
                stopped_at = read.landing;  // (only this worker writes it)
            }
            return read;
        },
        [&](const Span&) {
            ++taken;
            return true;
        },
        [&](ByteSource& rest, const Boundary& start) -> std::uint64_t {
            rest_start = start;
            rest_text = read_all(rest);
            return 0;
        });
    EXPECT_EQ(taken, reading_on + 1);
    EXPECT_EQ(rest_start.offset, stopped_at);
    EXPECT_EQ(rest_start.line, line_at(text, stopped_at));
    EXPECT_EQ(rest_text, text.substr(static_cast<std::size_t>(stopped_at)));
}

TEST(ParallelChunks, TakeCanStopTheRun) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    std::size_t taken = 0;
    run_chunks<Span>(
        chunker, 4, [](ByteSource&, const Chunk& chunk) { return agreeing(chunk); },
        [&](const Span&) { return ++taken < 2; },
        [](ByteSource&, const Boundary&) -> std::uint64_t {
            ADD_FAILURE() << "a stopped run reads nothing sequentially";
            return 0;
        });
    EXPECT_EQ(taken, 2u);
}

}  // namespace
