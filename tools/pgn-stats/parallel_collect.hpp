#pragma once
// pgn-stats -j N: one input cut into game-aligned chunks, each collected by a worker of its own
// (reader -> replayer -> collector), the parts added up (Stats += is exact) and the diagnostics
// printed in input order with game numbers counted over the whole input, as -j 1 prints them.
// A chunk whose reader does not end exactly where the next chunk begins is not trusted: the
// rest of the input is then read sequentially (see pgn-validate's parallel_validation.cpp).

#include <cstddef>
#include <optional>

#include "chess/notation/diagnostic.hpp"
#include "chess/notation/letters.hpp"
#include "chess/pgn/reader.hpp"
#include "common/input.hpp"
#include "pgn-stats/openings.hpp"
#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

struct ParallelOptions {
    unsigned jobs = 2;
    std::size_t chunk_bytes = 2 * 1024 * 1024;
    bool chunk_at_lines = false;  // tests
    bool progress = true;
    std::optional<notation::LetterSetId> letters;  // detected per game if unset
    pgn::ReaderOptions reader;  // the limits: each chunk's reader reads as -j 1's would
};

// Collects every game of `input`; diagnostics go to `printer` in input order. Returns the
// input's statistics (diagnostic counts included) and adds the bytes read to `bytes`.
Stats collect_parallel(Input& input, const OpeningTable& openings,
                       notation::DiagnosticSink& printer, const ParallelOptions& options,
                       std::uint64_t& bytes);

}  // namespace chess::tools::stats
