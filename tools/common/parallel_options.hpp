#pragma once
// The command-line options that every archive-reading tool shares for splitting its input:
// --byte-range START:END (byte_range.hpp).

#include <optional>
#include <string>

#include <boost/program_options/options_description.hpp>

#include "common/byte_range.hpp"

namespace chess::tools {

struct SplitOptions {
    std::string byte_range_text;     // as given
    std::optional<ByteRange> range;  // set by resolve()
};

// Adds --byte-range to desc, stored into opt.
void add_split_options(boost::program_options::options_description& desc, SplitOptions& opt);

// After parsing: checks and converts what was given; throws boost::program_options::error.
void resolve_split_options(SplitOptions& opt);

}  // namespace chess::tools
