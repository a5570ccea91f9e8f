// Fuzz target: the PGN reader alone. The input is PGN text (PGN files are seeds as they are).
//
// It is read three ways, each twice with different chunk sizes (one of them 1, which puts every
// byte on a refill boundary); both reads must give the same events and the same diagnostics:
// - the default limits;
// - tiny limits (tokens, tags, comments and variation depth), so the limit paths are hit;
// - a visitor that answers SkipVariation, SkipGame and Stop at events chosen from the input's
//   size, so the control paths are hit.
// EventLog checks the visitor protocol and the limits on every event, and reads every byte of
// every string_view it is given.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "event_log.hpp"
#include "fuzz_support.hpp"

namespace {

using chess::fuzz::check;
namespace pgn = chess::pgn;

struct Reading {
    std::string events;
    std::string diagnostics;
    std::uint64_t games = 0;
};

// One pass; `one_by_one` reads with read_next_game instead of read_all.
Reading read(std::string_view text, pgn::ReaderOptions options, chess::fuzz::ControlScript script,
             bool one_by_one) {
    pgn::MemorySource source(text);
    chess::fuzz::DiagnosticLog diagnostics;
    pgn::Reader reader(source, options, &diagnostics, "fuzz.pgn");
    chess::fuzz::EventLog log(options, text.size(), script);
    std::uint64_t games = 0;
    if (one_by_one) {
        while (reader.read_next_game(log)) ++games;
    } else {
        games = reader.read_all(log);
    }
    if (!reader.stopped()) {
        check(reader.bytes_consumed() == text.size(), "the reader consumes the whole input");
        check(games == reader.games_read(), "every game begun is counted");
    }
    return {log.text(), diagnostics.text(), games};
}

void check_same_reading(std::string_view text, const pgn::ReaderOptions& options,
                        std::size_t other_chunk_size, chess::fuzz::ControlScript script) {
    pgn::ReaderOptions byte_by_byte = options;
    byte_by_byte.chunk_size = 1;
    pgn::ReaderOptions chunked = options;
    chunked.chunk_size = other_chunk_size;
    const Reading a = read(text, byte_by_byte, script, true);
    const Reading b = read(text, chunked, script, false);
    check(a.events == b.events, "the events do not depend on the chunk size",
          a.events + "\n---- differs from ----\n" + b.events);
    check(a.diagnostics == b.diagnostics, "the diagnostics do not depend on the chunk size",
          a.diagnostics + "\n---- differs from ----\n" + b.diagnostics);
    check(a.games == b.games, "the game count does not depend on the chunk size");
}

// Limits small enough for short inputs to cross them. (The reader raises a token limit below 16
// to 16; excerpts quote up to 40 bytes, so a limit of 16 also checks that they are cut at it.)
pgn::ReaderOptions tiny_limits() {
    pgn::ReaderOptions options;
    options.max_token_bytes = 16;
    options.max_tag_bytes = 12;
    options.max_comment_bytes = 10;
    options.max_variation_depth = 2;
    return options;
}

chess::fuzz::ControlScript script_for(std::size_t size) {
    return {.skip_variation_every = 2,
            .skip_game_every = static_cast<std::uint32_t>(3 + size % 5),
            .stop_at_event = 20 + size % 200};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = chess::fuzz::as_text(data, size);
    check_same_reading(text, {}, pgn::ReaderOptions{}.chunk_size, {});
    check_same_reading(text, tiny_limits(), 7, {});
    check_same_reading(text, {}, 64, script_for(size));
    return 0;
}
