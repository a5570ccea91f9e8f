#pragma once
// Cutting an input into game-aligned chunks for -j: each chunk starts at a game boundary
// (game_boundary.hpp) and holds at least `target` bytes (the last one may hold less), so no
// game is cut between two chunks unless the reader reads past a boundary, which -j verifies.
// Each chunk comes with the next chunk's bytes, so that a worker can read its last game on
// past its chunk's end and show that the game ends where the next chunk begins.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "chess/pgn/byte_source.hpp"
#include "common/game_boundary.hpp"

namespace chess::tools {

struct Chunk {
    std::uint64_t index = 0;  // 0-based, in input order
    Boundary start;           // offset and line of its first byte
    std::shared_ptr<const std::string> bytes;
    std::shared_ptr<const std::string> next;  // the next chunk's bytes; null for the last chunk
    std::string read_error;  // the last chunk of an input that failed: why (else empty)

    std::uint64_t end_offset() const { return start.offset + bytes->size(); }
    bool last() const { return next == nullptr; }
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

    pgn::ByteSource& source_;
    std::size_t target_;
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
    bool error_cut_ = false;  // the chunk carrying the read error was cut
};

}  // namespace chess::tools
