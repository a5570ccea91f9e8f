#pragma once
// Cutting an input into game-aligned chunks for -j: each chunk starts at a game boundary
// (game_boundary.hpp) and holds at least `target` bytes (the last one may hold less, and the
// first ones are asked for less: chunk_target), so no game is cut between two chunks unless the
// reader reads past a boundary, which -j verifies. Each chunk comes with the next chunk's bytes,
// so that a worker can read its last game on past its chunk's end and show that the game ends
// where the next chunk begins.
//
// Memory: a chunk holds at most max(2 * target, 4 MiB) bytes. Where no boundary comes for that
// long (one huge game or comment), the chunk is cut anyway and the next one is marked as not
// starting at a boundary.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "common/game_boundary.hpp"

namespace chess::tools {

struct Chunk {
    std::uint64_t index = 0;  // 0-based, in input order
    Boundary start;           // offset and line of its first byte
    std::shared_ptr<const std::string> bytes;
    std::shared_ptr<const std::string> next;  // the next chunk's bytes; null for the last chunk
    std::string read_error;  // the last chunk of an input that failed: why (else empty)
    // False when the chunk had to be cut where no game begins (no boundary for a long way):
    // a reader cannot start there, so -j reads on sequentially instead.
    bool at_boundary = true;

    std::uint64_t end_offset() const { return start.offset + bytes->size(); }
    bool last() const { return next == nullptr; }
};

// The least size of chunk number `index` (0-based) of a chunker with `target`: the first chunks
// are smaller (64 KiB, doubling up to the target), so that the workers start after a few
// milliseconds, not after the first full chunk has been read, and a small input is shared among
// them too.
std::size_t chunk_target(std::size_t target, std::uint64_t index);

// Whether `offset`, inside the chunk or its look-ahead (or just past the chunk's start), is the
// start of a line: a reader can only be started there (its columns count from 1). A worker's
// reader that stops in the middle of a line (past bytes it skips, such as NULs) leaves no point
// to go on from but the chunk's start.
bool starts_line(const Chunk& chunk, std::uint64_t offset);

// Whether a worker's result for `chunk` is what one sequential reader would have produced: the
// chunk starts at a game boundary where the previous chunk's reader stopped (`expected`), and
// its own reader stopped (`landing`) exactly at the chunk's end, or further on inside the
// look-ahead (before `source_end`) at a line start. Otherwise -j reads on sequentially.
bool worker_agrees(const Chunk& chunk, std::uint64_t expected, std::uint64_t landing,
                   std::uint64_t source_end);

// The chunks' buffers, recycled. A chunk keeps the buffer its bytes were read into; the few
// bytes read past its cut move to a buffer from here, which the next chunk is read into, and a
// chunk's buffer comes back here when its last holder lets go of it (on whatever thread). So -j
// copies each byte once (the read), and does not map and fault in fresh memory for every chunk
// (over half of pgn-validate -j 2's page faults before the pool).
// Keeps at most `max_free` buffers; shared by the chunker and every buffer it gave out.
class ChunkBufferPool : public std::enable_shared_from_this<ChunkBufferPool> {
public:
    static constexpr std::size_t max_free = 4;
    // The first `size` bytes of `text`, in text's own buffer, given back here when released;
    // `text` keeps the rest, in a buffer from here with room for `capacity` bytes, mapped in
    // (prefault.hpp). Copies only the rest.
    std::shared_ptr<const std::string> take_front(std::string& text, std::size_t size,
                                                  std::size_t capacity = 0);

private:
    std::unique_ptr<std::string> spare();
    std::shared_ptr<const std::string> adopt(std::unique_ptr<std::string> buffer);
    void give_back(std::string* buffer);

    std::mutex mutex_;
    std::vector<std::unique_ptr<std::string>> free_;
};

class Chunker {
public:
    // The source must outlive the chunker.
    // cut_at_lines: for tests, cut at any line start, not only at game boundaries.
    Chunker(pgn::ByteSource& source, std::size_t target, bool cut_at_lines = false);

    // The next chunk in input order; nullopt after the last. An empty input has no chunk.
    std::optional<Chunk> next();
    // The source failed (the chunks end where it failed).
    bool failed() const { return source_.failed(); }

private:
    // Reads and scans until a cut at or past `target` bytes from the chunk's start is known or
    // the input ends; returns the chunk's bytes (empty at the end of the input).
    std::optional<Chunk> cut();
    bool fill();
    void skip_to_target();
    // Where the chunk being cut reaches its target (chunk_target) and may be cut.
    std::uint64_t wanted_end() const;
    // The room a chunk's buffer is given up front: its target and the reads past it that find
    // the cut.
    std::size_t buffer_capacity(std::uint64_t index) const;
    void scan_to(std::size_t end, bool at_end);

    pgn::ByteSource& source_;
    std::size_t target_;
    std::shared_ptr<ChunkBufferPool> buffers_ = std::make_shared<ChunkBufferPool>();
    bool cut_at_lines_;
    GameBoundaryFinder finder_;
    std::string pending_;  // the input from pending_offset_ on
    std::uint64_t pending_offset_ = 0;
    std::size_t scanned_ = 0;  // bytes of pending_ the finder has scanned
    bool input_ended_ = false;
    std::deque<Boundary> boundaries_;  // found, past the current chunk's start
    Boundary chunk_start_;
    std::uint64_t count_ = 0;
    std::optional<Chunk> held_;  // cut, waiting for the next one (its lookahead)
    bool done_ = false;
    bool error_cut_ = false;   // the chunk carrying the read error was cut
    bool forced_cut_ = false;  // the last cut was not at a boundary
};

}  // namespace chess::tools
