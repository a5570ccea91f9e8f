#pragma once
// -j's chunk loop, the same for every tool that reads in parallel: workers read the chunks
// (chunker.hpp) into parts, the caller takes the parts in input order, and where a worker's
// reader did not stop where one sequential reader would have (worker_agrees()), the caller's
// own reader reads on sequentially, from the last point both agree on, until it stops where a
// later chunk begins: from there the workers' parts are taken again.
//
// What a tool supplies:
// - work(source, chunk) -> SpanRead<Part>: reads the games of `source` (a ChunkSource: the chunk
//   and its look-ahead, starting at chunk.start) that begin before chunk.end_offset(); called on
//   the worker threads, several at a time. A worker whose part grows past its budget (many
//   diagnostics: RecordBudget) stops early; the caller reads the rest of that chunk itself, so
//   memory stays bounded whatever the input;
// - take(part) -> bool: the parts in input order, on the caller's thread; false stops the run
//   (no further part is taken, nothing is read sequentially);
// - read_rest(source, start, limit) -> landing: the sequential reading from `start` on, on the
//   caller's thread, within `limit` (span_limit.hpp: it ends where a later chunk begins, or at the
//   end of the input); returns where its reader stopped.
// Game numbers, once-per-input notices and counts over the whole input are the caller's: a
// worker counts from the start of its chunk, and so does each sequential reading.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>

#include "common/chunk_sources.hpp"
#include "common/chunker.hpp"
#include "common/ordered_pipeline.hpp"
#include "common/record_budget.hpp"
#include "common/span_limit.hpp"

namespace chess::tools {

// Where the sequential reader begins after `chunk` failed to verify: where the previous chunk's
// reader stopped (`expected`), or the chunk's start if that lies before it; with its line.
Boundary resume_point(const Chunk& chunk, std::uint64_t expected);

// The sequential reading's limit: the beginning of the first chunk not taken yet (read from
// `rest`), where the workers' parts are good again.
class ChunkStartLimit final : public SpanLimit {
public:
    explicit ChunkStartLimit(const RestSource& rest) : rest_(rest) {}
    std::uint64_t end() override {
        return rest_.resume_offset().value_or(std::numeric_limits<std::uint64_t>::max());
    }
    bool goes_on(std::uint64_t begin) override {
        reached_ = begin == rest_.resume_offset();
        return !reached_;
    }
    bool reached() const { return reached_; }

private:
    const RestSource& rest_;
    bool reached_ = false;
};

// Keeps large blocks (chunks, a game's buffers) out of the malloc arenas, so that what one
// thread frees goes back to the system instead of staying in that thread's arena while another
// thread allocates as much again. glibc otherwise raises its mmap threshold each time such a
// block is freed: on an over-long game, pgn-convert -j 2 then peaked at 63 MiB instead of 44.
void return_large_blocks_to_system();

// Runs the chunks of `chunker` through `jobs` workers (see above). Returns where the last
// reader stopped: the bytes of the input read, unless take() stopped the run. The threads are
// joined when it returns: the chunker (and its source) are the caller's again.
template <class Part, class Work, class Take, class ReadRest>
std::uint64_t run_chunks(Chunker& chunker, unsigned jobs, Work&& work, Take&& take,
                         ReadRest&& read_rest) {
    return_large_blocks_to_system();
    struct Worked {
        Part part;
        std::uint64_t landing = 0;
        std::uint64_t source_end = 0;  // just past the chunk and its look-ahead
        bool cut_short = false;
        bool read = false;  // the worker read the chunk and kept all it read (can verify)
    };
    OrderedPipeline<Worked> pipeline(
        chunker, jobs, 2 * std::size_t{jobs} + 2, [&work](const Chunk& chunk) {
            // A chunk cut inside an over-long game never verifies: reading it would only cost
            // time and a per-game buffer per worker (pgn-convert's game log, up to
            // --max-game-bytes), for a result that is thrown away.
            if (!chunk.at_boundary) return Worked{};
            ChunkSource source(chunk);
            SpanRead<Part> read = work(source, chunk);
            if (read.abandoned) return Worked{};  // the caller reads the chunk
            return Worked{std::move(read.part), read.landing,
                          chunk.end_offset() + (chunk.next ? chunk.next->size() : 0),
                          read.cut_short, true};
        });
    std::uint64_t expected = 0;  // where the sequential reader would begin the next chunk
    auto item = pipeline.next();
    while (item) {
        auto& [chunk, worked] = *item;
        const bool starts_right = chunk.at_boundary && chunk.start.offset == expected;
        if (worked.read && starts_right && worked.cut_short) {
            if (!take(worked.part)) break;
            expected = worked.landing;  // the caller reads the rest of the chunk
        } else if (worked.read &&
                   worker_agrees(chunk, expected, worked.landing, worked.source_end)) {
            if (!take(worked.part)) break;
            expected = worked.landing;
            item = pipeline.next();
            continue;
        }
        const Boundary start = resume_point(chunk, expected);
        const auto from = static_cast<std::size_t>(start.offset - chunk.start.offset);
        RestSource rest(chunk, from, [&pipeline]() -> std::optional<Chunk> {
            if (auto next = pipeline.next()) return std::move(next->first);
            return std::nullopt;
        });
        ChunkStartLimit limit(rest);
        const std::uint64_t landing = read_rest(rest, start, limit);
        if (!limit.reached()) return landing;  // the input's end, or take() stopped the run
        expected = landing;
        item = pipeline.next();
    }
    return expected;
}

}  // namespace chess::tools
