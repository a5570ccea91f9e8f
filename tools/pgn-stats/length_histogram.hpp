#pragma once
// Game lengths in buckets of ten moves (a move is two plies; a game of 41 plies has 21 moves),
// from 0-9 up to the bucket of the longest game, all games of 200 moves and more in one last
// bucket. The text report and the SVG plot draw the same buckets.

#include <cstdint>
#include <string>
#include <vector>

#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

struct LengthBucket {
    std::string label;  // "0-9", "10-19", ..., "200+"
    std::uint64_t games = 0;
};

std::vector<LengthBucket> length_buckets(const Stats& stats);

}  // namespace chess::tools::stats
