#pragma once
// Running pgn-stats over its inputs: PGN files through reader -> replayer -> collector, or
// JSON files of earlier runs added up (--merge). Problems with the inputs are reported on
// stderr as they are found; the caller decides the exit code from the result.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "chess/notation/letters.hpp"
#include "chess/pgn/reader.hpp"
#include "common/byte_range.hpp"
#include "common/text_encoding.hpp"
#include "pgn-stats/openings.hpp"
#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

enum class ShowDiagnostics : std::uint8_t { None, Errors, All };

struct CollectOptions {
    bool progress = true;  // the progress line (drawn only when stderr is a terminal)
    ShowDiagnostics show = ShowDiagnostics::Errors;
    std::optional<ByteRange> range;  // --byte-range
    unsigned jobs = 1;               // -j (not with a range)
    std::size_t chunk_bytes = 2 * 1024 * 1024;
    bool chunk_at_lines = false;
    std::optional<notation::LetterSetId> letters;    // --from-letters; detected per game if unset
    EncodingChoice encoding = EncodingChoice::Auto;  // --encoding
    pgn::ReaderOptions reader;  // the reader's limits (--max-tag-bytes...), for every reader
};

struct RunResult {
    Stats stats;
    bool io_error = false;    // a file could not be opened or read (reported on stderr)
    std::uint64_t bytes = 0;  // input bytes read (decompressed)
};

// Reads every game of every file ("-": standard input), in order.
RunResult collect_files(const std::vector<std::string>& files, const OpeningTable& openings,
                        const CollectOptions& options);

// Adds up the JSON outputs of earlier runs (--format json). `ranges` (--ranges): the parts are
// byte ranges of one input, so what one reader reports once per input (W101) counts once.
RunResult merge_files(const std::vector<std::string>& files, bool ranges);

// True when some diagnostic counted in `stats` is an error by its code's default severity.
bool has_errors(const Stats& stats);

}  // namespace chess::tools::stats
