#pragma once
// The input loop every PGN tool shares: open each named input ("-" or no name: standard input),
// report one that cannot be opened and go on with the others, and read the games of each
// through a visitor with the progress line updated once per game. A candidate for
// tools/common.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/visitor.hpp"
#include "common/byte_range.hpp"
#include "common/input.hpp"

namespace chess::tools {

struct InputsSummary {
    std::size_t unreadable = 0;  // inputs that could not be opened, or failed while read
};

// Calls `read` for each input that opens (its text read as `encoding` says), in order; no paths
// means standard input. An input that cannot be opened is reported on stderr as "<tool>: <why>"
// and counted.
InputsSummary for_each_input(std::string_view tool, const std::vector<std::string>& paths,
                             EncodingChoice encoding, const std::function<void(Input&)>& read);

// Reads every game of `input` into `visitor` (diagnostics of the reader go to `sink`); with a
// range, only the games that begin inside it (the range sets the reader's start offset and line;
// its other options, such as its limits, are `reader_options`), and `sink`, which the visitor's
// replayer should report to as well, is told where their numbers count from. Returns false when
// reading failed with an I/O error (reported to `sink` as E001).
bool read_games(Input& input, pgn::Visitor& visitor, RangeNumberedSink& sink, bool show_progress,
                const std::optional<ByteRange>& range = std::nullopt,
                const pgn::ReaderOptions& reader_options = {});

}  // namespace chess::tools
