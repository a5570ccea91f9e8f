#pragma once
// The ByteSources of -j: a worker reads its chunk followed by the next one (the look-ahead);
// a merger that must read on sequentially reads a chunk from an offset and then the chunks
// still to come, as far as it needs. The input's read error, if any, comes at the end of its last
// chunk, as the reader would have met it.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "chess/pgn/byte_source.hpp"
#include "common/chunker.hpp"

namespace chess::tools {

class ChunkSource final : public pgn::ByteSource {
public:
    explicit ChunkSource(const Chunk& chunk) : chunk_(chunk) {}  // the chunk must outlive it
    std::size_t read(char* buf, std::size_t max) override;
    // The worker's reading is no longer needed: the source ends here (without failing).
    void end_early() { ended_early_ = true; }
    bool failed() const override { return failed_; }
    std::string_view error_message() const override { return chunk_.read_error; }

private:
    const Chunk& chunk_;
    int part_ = 0;  // 0: the chunk, 1: the look-ahead
    std::size_t at_ = 0;
    bool failed_ = false;
    bool ended_early_ = false;
};

// What the merger reads sequentially: a chunk from an offset, then its look-ahead (the next
// chunk's bytes), and only when that runs out the chunks still to come, taken from `next`, each
// read from its look-ahead (its own bytes were the previous look-ahead). So the next chunk not
// taken yet begins at resume_offset(): a reader that stops there leaves that chunk, and its
// worker's result, to the parallel run.
class RestSource final : public pgn::ByteSource {
public:
    using NextChunk = std::function<std::optional<Chunk>()>;
    RestSource(const Chunk& chunk, std::size_t from, NextChunk next);
    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return failed_; }
    std::string_view error_message() const override { return current_.read_error; }

    // Where the first chunk not taken from `next` begins; nullopt when none is left.
    std::optional<std::uint64_t> resume_offset() const;

private:
    Chunk current_;               // the chunk last taken
    bool in_look_ahead_ = false;  // reading current_.next, not its own bytes
    std::size_t at_;
    NextChunk next_;
    bool failed_ = false;
};

}  // namespace chess::tools
