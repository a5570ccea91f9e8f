#pragma once
// -j's chunk loop, the same for every tool that reads in parallel: workers read the chunks
// (chunker.hpp) into parts, the caller takes the parts in input order, and where a worker's
// reader did not stop where one sequential reader would have (worker_agrees()), the caller's
// own reader reads the rest of the input sequentially, from the last point both agree on.
//
// What a tool supplies:
// - work(source, chunk) -> SpanRead<Part>: reads the games of `source` (the chunk and its
//   look-ahead, starting at chunk.start) that begin before chunk.end_offset(); called on the
//   worker threads, several at a time;
// - take(part) -> bool: the parts in input order, on the caller's thread; false stops the run
//   (no further part is taken, nothing is read sequentially);
// - read_rest(source, start) -> landing: the sequential reading of everything from `start` to
//   the end of the input, on the caller's thread, when a chunk does not verify; returns where
//   its reader stopped.
// Game numbers, once-per-input notices and counts over the whole input are the caller's: a
// worker counts from the start of its chunk.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>

#include "common/chunk_sources.hpp"
#include "common/chunker.hpp"
#include "common/ordered_pipeline.hpp"

namespace chess::tools {

// A worker's reading of a chunk.
template <class Part>
struct SpanRead {
    Part part;
    std::uint64_t landing = 0;  // where its reader stopped (bytes_consumed())
};

// Where the sequential reader begins after `chunk` failed to verify: where the previous chunk's
// reader stopped (`expected`), or the chunk's start if that lies before it; with its line.
Boundary resume_point(const Chunk& chunk, std::uint64_t expected);

// Runs the chunks of `chunker` through `jobs` workers (see above). Returns where the last
// reader stopped: the bytes of the input read, unless take() stopped the run. The threads are
// joined when it returns: the chunker (and its source) are the caller's again.
// Keeps large blocks (chunks, a game's buffers) out of the malloc arenas, so that what one
// thread frees goes back to the system instead of staying in that thread's arena while another
// thread allocates as much again. glibc otherwise raises its mmap threshold each time such a
// block is freed: on an over-long game, pgn-convert -j 2 then peaked at 63 MiB instead of 44.
void return_large_blocks_to_system();

template <class Part, class Work, class Take, class ReadRest>
std::uint64_t run_chunks(Chunker& chunker, unsigned jobs, Work&& work, Take&& take,
                         ReadRest&& read_rest) {
    return_large_blocks_to_system();
    struct Worked {
        Part part;
        std::uint64_t landing = 0;
        std::uint64_t source_end = 0;  // just past the chunk and its look-ahead
    };
    OrderedPipeline<Worked> pipeline(
        chunker, jobs, 2 * std::size_t{jobs} + 2, [&work](const Chunk& chunk) {
            // A chunk cut inside an over-long game never verifies: reading it would only cost
            // time and a per-game buffer per worker (pgn-convert's game log, up to
            // --max-game-bytes), for a result that is thrown away.
            if (!chunk.at_boundary) return Worked{};
            ChunkSource source(chunk);
            SpanRead<Part> read = work(source, chunk);
            return Worked{std::move(read.part), read.landing,
                          chunk.end_offset() + (chunk.next ? chunk.next->size() : 0)};
        });
    std::uint64_t expected = 0;  // where the sequential reader would begin the next chunk
    while (auto item = pipeline.next()) {
        auto& [chunk, worked] = *item;
        if (!worker_agrees(chunk, expected, worked.landing, worked.source_end)) {
            pipeline.skip_work();
            const Boundary start = resume_point(chunk, expected);
            const auto from = static_cast<std::size_t>(start.offset - chunk.start.offset);
            RestSource rest(chunk, from, [&pipeline]() -> std::optional<Chunk> {
                if (auto next = pipeline.next()) return std::move(next->first);
                return std::nullopt;
            });
            return read_rest(rest, start);  // the pipeline feeds it until the input ends
        }
        if (!take(worked.part)) break;
        expected = worked.landing;
    }
    return expected;
}

}  // namespace chess::tools
