#include "common/parallel_options.hpp"

#include <algorithm>
#include <boost/program_options.hpp>
#include <charconv>
#include <string>
#include <thread>

namespace chess::tools {

namespace po = boost::program_options;

void add_split_options(po::options_description& desc, SplitOptions& opt, bool jobs) {
    desc.add_options()("byte-range", po::value(&opt.byte_range_text)->value_name("START:END"),
                       "only the games that begin in bytes [START, END) of each input (END may "
                       "be left out); game numbers then count within the range");
    if (!jobs) return;
    auto add = desc.add_options();
    add("jobs,j", po::value(&opt.jobs_text)->value_name("N"),
        "threads, 1 to 1024, or 0 for one per core (the default); -j 1 reads sequentially; the "
        "output is the same for every N");
    add("chunk-bytes", po::value(&opt.chunk_bytes)->value_name("N"),
        "for tests: -j's chunk size (2 MiB by default)");
    add("chunk-at-lines", po::bool_switch(&opt.chunk_at_lines),
        "for tests: cut -j's chunks at any line start, not only where games begin");
}

namespace {

// -j's value: a whole number from 0 (one thread per core, as without -j) to max_jobs.
unsigned parse_jobs(const std::string& text) {
    unsigned jobs = 0;
    if (!text.empty()) {
        const char* end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data(), end, jobs);
        if (error != std::errc{} || stop != end || jobs > max_jobs) {
            throw po::error("-j must be a whole number from 1 to " + std::to_string(max_jobs) +
                            " (or 0: one thread per core), not '" + text + "'");
        }
    }
    if (jobs == 0) jobs = std::max(1u, std::thread::hardware_concurrency());
    return std::min(jobs, max_jobs);
}

}  // namespace

void resolve_split_options(SplitOptions& opt) {
    opt.jobs = parse_jobs(opt.jobs_text);
    if (opt.chunk_bytes == 0) throw po::error("--chunk-bytes must be at least 1");
    if (opt.byte_range_text.empty()) return;
    auto parsed = parse_byte_range(opt.byte_range_text);
    if (!parsed) throw po::error(parsed.error());
    opt.range = *parsed;
}

}  // namespace chess::tools
