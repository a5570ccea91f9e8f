#pragma once
// pgn-convert -j N: one input cut into game-aligned chunks (common/parallel_chunks.hpp), each
// converted by a worker of its own into text and diagnostics. The merger writes the texts and
// prints the diagnostics in input order, with game numbers counted over the whole input and the
// reader's once-per-input notices once, so the output, stderr, the counts and the exit code are
// those of -j 1. Converted games do not depend on each other (the writer starts afresh at each
// game), so a chunk's text is exactly what the sequential run writes for its games.

#include "chess/notation/diagnostic.hpp"
#include "common/input.hpp"
#include "common/output.hpp"
#include "converter.hpp"
#include "options.hpp"

namespace chess::convert {

// What -j shares across the inputs of one run.
struct ParallelRun {
    const Options& options;
    tools::Output& out;
    notation::DiagnosticSink& printer;
    ConvertCounts counts;  // over all inputs
};

// Converts every game of `input`, as one Converter over it would.
void convert_parallel(tools::Input& input, ParallelRun& run);

}  // namespace chess::convert
