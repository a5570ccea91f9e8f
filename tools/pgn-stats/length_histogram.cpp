#include "pgn-stats/length_histogram.hpp"

#include <fmt/core.h>

namespace chess::tools::stats {

namespace {

constexpr std::size_t moves_per_bucket = 10;
constexpr std::size_t open_bucket = 20;  // 200 moves and more

}  // namespace

std::vector<LengthBucket> length_buckets(const Stats& stats) {
    std::vector<LengthBucket> buckets;
    for (std::size_t plies = 0; plies < stats.lengths.size(); ++plies) {
        if (stats.lengths[plies] == 0) continue;
        const std::size_t moves = (plies + 1) / 2;
        const std::size_t bucket = std::min(moves / moves_per_bucket, open_bucket);
        if (buckets.size() <= bucket) buckets.resize(bucket + 1);
        buckets[bucket].games += stats.lengths[plies];
    }
    for (std::size_t i = 0; i < buckets.size(); ++i) {
        const std::size_t low = i * moves_per_bucket;
        buckets[i].label = i == open_bucket ? fmt::format("{}+", low)
                                            : fmt::format("{}-{}", low, low + moves_per_bucket - 1);
    }
    return buckets;
}

}  // namespace chess::tools::stats
