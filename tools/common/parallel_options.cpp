#include "common/parallel_options.hpp"

#include <boost/program_options.hpp>

namespace chess::tools {

namespace po = boost::program_options;

void add_split_options(po::options_description& desc, SplitOptions& opt) {
    desc.add_options()("byte-range", po::value(&opt.byte_range_text)->value_name("START:END"),
                       "only the games that begin in bytes [START, END) of each input (END may "
                       "be left out); game numbers then count within the range");
}

void resolve_split_options(SplitOptions& opt) {
    if (opt.byte_range_text.empty()) return;
    auto parsed = parse_byte_range(opt.byte_range_text);
    if (!parsed) throw po::error(parsed.error());
    opt.range = *parsed;
}

}  // namespace chess::tools
