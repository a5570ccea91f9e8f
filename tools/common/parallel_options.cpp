#include "common/parallel_options.hpp"

#include <algorithm>
#include <boost/program_options.hpp>
#include <thread>

namespace chess::tools {

namespace po = boost::program_options;

void add_split_options(po::options_description& desc, SplitOptions& opt) {
    desc.add_options()("jobs,j", po::value(&opt.jobs)->value_name("N"),
                       "threads (default: one per core); -j 1 reads sequentially; the output is "
                       "the same for every N")("chunk-bytes",
                                               po::value(&opt.chunk_bytes)->value_name("N"),
                                               "for tests: -j's chunk size (2 MiB by default)")(
        "chunk-at-lines", po::bool_switch(&opt.chunk_at_lines),
        "for tests: cut -j's chunks at any line start, not only where games begin")(
        "byte-range", po::value(&opt.byte_range_text)->value_name("START:END"),
        "only the games that begin in bytes [START, END) of each input (END may "
        "be left out); game numbers then count within the range");
}

void resolve_split_options(SplitOptions& opt) {
    if (opt.jobs == 0) opt.jobs = std::max(1u, std::thread::hardware_concurrency());
    if (opt.chunk_bytes == 0) throw po::error("--chunk-bytes must be at least 1");
    if (opt.byte_range_text.empty()) return;
    auto parsed = parse_byte_range(opt.byte_range_text);
    if (!parsed) throw po::error(parsed.error());
    opt.range = *parsed;
}

}  // namespace chess::tools
