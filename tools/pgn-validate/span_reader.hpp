#pragma once
// Validating one span of an input (-j): a reader and a replayer started at a game boundary,
// their diagnostics (with source lines) and game records handed to SpanEvents in order. Used by
// -j's workers (which record the events for the merger) and by the merger itself when it has
// to read on sequentially.

#include <cstdint>
#include <optional>
#include <string>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/byte_source.hpp"
#include "common/game_boundary.hpp"
#include "common/span_limit.hpp"
#include "report.hpp"
#include "source_window.hpp"
#include "validator.hpp"

namespace chess::tools::validate {

class SpanEvents {
public:
    virtual ~SpanEvents() = default;
    // Game numbers count from 1 within the span.
    virtual void diagnostic(const notation::Diagnostic& diagnostic,
                            const std::optional<SourceLine>& line) = 0;
    virtual void end_game(const GameRecord& game) = 0;
    // After each game: the span's counts so far and the reader's input offset. false: stop.
    virtual bool game_read(std::uint64_t games, std::uint64_t moves, std::uint64_t bytes) = 0;
};

struct SpanEnd {
    std::uint64_t landing = 0;      // where the reader stopped: the next game's start, or the end
    std::uint64_t games_begun = 0;  // games the reader began (game numbers used)
    std::uint64_t games = 0;        // the replayer's counts
    std::uint64_t moves = 0;
};

struct SpanOptions {
    const ValidatorOptions* validator = nullptr;
    std::string file_name;
    bool wants_games = false;  // the report names games (JUnit)
};

// Reads the games of `source` (whose first byte is at `start`) within `limit`.
SpanEnd read_span(pgn::ByteSource& source, const Boundary& start, const SpanOptions& options,
                  SpanEvents& events, SpanLimit& limit);

}  // namespace chess::tools::validate
