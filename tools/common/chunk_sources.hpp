#pragma once
// The ByteSources of -j: a worker reads its chunk followed by the next one (the look-ahead);
// a merger that must read on sequentially reads a chunk from an offset and then every chunk
// still to come. The input's read error, if any, comes at the end of its last chunk, as the
// reader would have met it.

#include <cstddef>
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
    bool failed() const override { return failed_; }
    std::string_view error_message() const override { return chunk_.read_error; }

private:
    const Chunk& chunk_;
    int part_ = 0;  // 0: the chunk, 1: the look-ahead
    std::size_t at_ = 0;
    bool failed_ = false;
};

class RestSource final : public pgn::ByteSource {
public:
    using NextChunk = std::function<std::optional<Chunk>()>;
    RestSource(const Chunk& chunk, std::size_t from, NextChunk next)
        : bytes_(chunk.bytes), at_(from), error_(chunk.read_error), next_(std::move(next)) {}
    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return failed_; }
    std::string_view error_message() const override { return error_; }

private:
    std::shared_ptr<const std::string> bytes_;
    std::size_t at_;
    std::string error_;
    NextChunk next_;
    bool failed_ = false;
};

}  // namespace chess::tools
