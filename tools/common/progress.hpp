#pragma once
// The progress line of long runs: bytes read, games/s and the time left, redrawn on stderr at
// most a few times a second. Only when stderr is a terminal (never in pipes, logs or CI).

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace chess::tools {

// What the progress line counts, in the singular and the plural: "1 game", "2 games".
struct ProgressUnit {
    std::string_view singular = "game";
    std::string_view plural = "games";
};

class Progress {
public:
    // enabled: the caller's choice (e.g. not --quiet); the line is drawn only when stderr is
    // also a terminal. total_bytes: the input size when known (for the percentage and ETA).
    // unit: what update() counts ({"position", "positions"}).
    Progress(bool enabled, std::optional<std::uint64_t> total_bytes, ProgressUnit unit = {});
    ~Progress();

    // Cheap enough to call after every game: redraws only when enough time has passed.
    // games: how many of the unit so far.
    void update(std::uint64_t bytes, std::uint64_t games);
    // Clears the line (before the summary is printed).
    void finish();

private:
    void draw(std::uint64_t bytes, std::uint64_t games);

    bool active_ = false;
    std::optional<std::uint64_t> total_;
    std::string singular_;
    std::string plural_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point last_draw_;
    std::uint32_t calls_ = 0;
    bool drawn_ = false;
};

// The text of the progress line, without control characters (`unit` after the count, in the
// singular for 1, the speed in the plural), e.g.
//   "12.3 MB, 4567 games, 890 games/s"                   (size unknown: a pipe)
//   "1.23 GB, 456789 games, 12345 games/s, 45%, ETA 1:05" (total_bytes known)
//   "0.0 MB, 1 game, 0 games/s"                           (the first game)
// Sizes below 1 GB in MB, from there in GB (decimal units, one or two decimals). The percentage
// and the time left appear only when 0 < bytes <= total_bytes; the time left is estimated from
// the average speed so far and written "42 s", "12:05" or "1:02:03".
std::string format_progress(std::uint64_t bytes, std::uint64_t games, double seconds,
                            std::optional<std::uint64_t> total_bytes, ProgressUnit unit = {});

}  // namespace chess::tools
