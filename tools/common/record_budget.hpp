#pragma once
// How much a -j worker may keep of its chunk for the caller (diagnostics, with their source
// lines), and what it does past that. Without a bound, a chunk holding a diagnostic every few
// bytes (a game of 400,000 stray braces) made pgn-validate -j 2 hold 930 MB.
//
// Past its budget, the worker stops before the next game that begins where a reader can be
// started again (a line start inside the chunk): its part is cut short, and the caller reads the
// rest of the chunk from there. A single game can pass twice the budget: the record is then
// abandoned (the recorders drop what comes), the worker's source ends at once so that its reader
// finishes soon, and the caller reads the whole chunk.
//
// The budget is a multiple of the chunk's size (at least 4 KiB): 8 MiB for the default 2 MiB
// chunks, about two diagnostics with long source lines per kilobyte of input, which real archives
// stay under (their workers are never cut short); tests' tiny chunks cut their workers short.

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "common/chunk_sources.hpp"
#include "common/chunker.hpp"
#include "common/span_limit.hpp"

namespace chess::tools {

// A worker's reading of a chunk.
template <class Part>
struct SpanRead {
    Part part;
    std::uint64_t landing = 0;  // where its reader stopped (bytes_consumed())
    bool cut_short = false;  // its part ends at landing, inside the chunk: the rest is the caller's
    bool abandoned = false;  // its part is incomplete: the whole chunk is the caller's
};

// A worker's span limit: its chunk's end, or the next game's beginning once past its budget.
class RecordBudget final : public SpanLimit {
public:
    static constexpr std::size_t bytes_per_chunk_byte = 4;
    // At least this much, whatever the chunk's size: a small last chunk (or an empty one that
    // carries only the input's read error) keeps its few diagnostics.
    static constexpr std::size_t min_budget = 4096;
    // source: the worker's reading of chunk.
    RecordBudget(const Chunk& chunk, ChunkSource& source)
        : RecordBudget(chunk, source,
                       std::max(min_budget, bytes_per_chunk_byte * chunk.bytes->size())) {}
    RecordBudget(const Chunk& chunk, ChunkSource& source, std::size_t budget)
        : chunk_(chunk), source_(source), budget_(budget) {}

    // Counts `bytes` more kept; false when the record is abandoned: drop them.
    bool add(std::size_t bytes);

    std::uint64_t end() override;
    bool goes_on(std::uint64_t begin) override;

    template <class Part>
    void mark(SpanRead<Part>& read) const {
        read.cut_short = cut_short_;
        read.abandoned = abandoned_;
    }

private:
    const Chunk& chunk_;
    ChunkSource& source_;
    std::size_t budget_;
    std::size_t recorded_ = 0;
    bool cut_short_ = false;
    bool abandoned_ = false;
};

}  // namespace chess::tools
