#pragma once
// The reader's limits on the command line, the same in every tool that takes them (pgn-validate,
// pgn-convert, pgn-fen, pgn-stats): --max-token-bytes, --max-tag-bytes, --max-comment-bytes and
// --max-variation-depth, stored into a pgn::ReaderOptions. Each limit is also tied to the
// diagnostic the reader reports when it is reached, so that a tool can name the option that
// would have kept the text (pgn-convert does, for a game it fails).

#include <cstddef>
#include <span>
#include <string_view>

#include <boost/program_options/options_description.hpp>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/reader.hpp"

namespace chess::tools {

struct ReaderLimit {
    std::string_view option;                 // without the dashes: "max-tag-bytes"
    std::size_t pgn::ReaderOptions::*value;  // the limit it sets
    notation::DiagnosticCode code;           // what the reader reports beyond it
    std::string_view help;
};

// The largest value of each limit: 2 GiB (levels, for the depth), as for pgn-convert's
// --max-game-bytes. The reader then never computes a buffer size that could wrap around, and
// nothing real comes near it.
inline constexpr std::size_t max_reader_limit = std::size_t{1} << 31;

// The four limits, in the order of the help.
std::span<const ReaderLimit> reader_limits();

// The limit beyond which the reader reports `code` (E105, E123, W104, E111), or null.
const ReaderLimit* reader_limit_for(notation::DiagnosticCode code);

// Adds the four options to desc. When parsed (boost::program_options::notify), each value given
// is checked (1 to max_reader_limit; else boost::program_options::error names the option) and
// stored into `options`, which must outlive the parsing.
void add_reader_limit_options(boost::program_options::options_description& desc,
                              pgn::ReaderOptions& options);

}  // namespace chess::tools
