// The chunker (common/chunker.hpp) on an input larger than its reads: the chunks cover the input
// byte for byte, in order, each cut at a game start and at least the target long, each with the
// next one's bytes as its look-ahead; and the buffer pool splits a buffer without copying its
// front and hands released buffers out again.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "common/chunker.hpp"

namespace {

using chess::pgn::MemorySource;
using chess::tools::Chunk;
using chess::tools::ChunkBufferPool;
using chess::tools::Chunker;

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
            EXPECT_GE(chunk.bytes->size(), target) << "chunk " << i;
            ASSERT_NE(chunk.next, nullptr);
            EXPECT_EQ(*chunk.next, *chunks[i + 1].bytes) << "chunk " << i;
        } else {
            EXPECT_EQ(chunk.next, nullptr);
        }
        joined += *chunk.bytes;
    }
    EXPECT_EQ(joined, input);
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
