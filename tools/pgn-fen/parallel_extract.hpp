#pragma once
// pgn-fen -j N: one input cut into game-aligned chunks (common/chunker.hpp), each replayed by a
// worker of its own into a block of records with marks (record_writer.hpp). The merger writes
// the blocks in input order, renumbering the games over the whole input and applying --unique
// there, so the output, the diagnostics, the counts and the exit code are those of -j 1. A chunk
// whose reader does not end exactly where the next chunk begins is not trusted: the rest of the
// input is then read sequentially (as in pgn-stats' parallel_collect.cpp).

#include "chess/notation/diagnostic.hpp"
#include "common/input.hpp"
#include "key_set.hpp"
#include "options.hpp"
#include "position_emitter.hpp"
#include "record_writer.hpp"

namespace chess::fen_tool {

// What -j shares across the inputs of one run.
struct ParallelRun {
    const Options& options;
    bool several_files = false;
    tools::Output& out;
    notation::DiagnosticSink& printer;
    KeySet seen;        // --unique, over all inputs
    EmitCounts counts;  // over all inputs
};

// Extracts every game of `input`, as one RecordWriter and PositionEmitter over it would.
void extract_parallel(tools::Input& input, ParallelRun& run);

}  // namespace chess::fen_tool
