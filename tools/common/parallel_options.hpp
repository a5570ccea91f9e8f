#pragma once
// The command-line options that every archive-reading tool shares for splitting its input:
// -j N (parallel_chunks.hpp) and --byte-range START:END (byte_range.hpp).

#include <cstddef>
#include <optional>
#include <string>

#include <boost/program_options/options_description.hpp>

#include "common/byte_range.hpp"

namespace chess::tools {

struct SplitOptions {
    std::string byte_range_text;                // as given
    std::optional<ByteRange> range;             // set by resolve()
    std::string jobs_text;                      // -j as given; empty or "0": one thread per core
    unsigned jobs = 0;                          // set by resolve(): 1 to max_jobs
    std::size_t chunk_bytes = 2 * 1024 * 1024;  // -j's chunks (tests use tiny ones)
    bool chunk_at_lines = false;                // tests: cut chunks at any line start
};

// The most threads -j may ask for: far more than any machine has cores (each costs a chunk of
// memory and a stack), and enough to be refused before the system refuses the threads.
inline constexpr unsigned max_jobs = 1024;

// Adds --byte-range to desc, and with `jobs` -j, --chunk-bytes and --chunk-at-lines too (for
// the tools that read in parallel), stored into opt.
void add_split_options(boost::program_options::options_description& desc, SplitOptions& opt,
                       bool jobs = true);

// After parsing: checks and converts what was given; throws boost::program_options::error.
void resolve_split_options(SplitOptions& opt);

}  // namespace chess::tools
