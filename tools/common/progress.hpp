#pragma once
// The progress line of long runs: bytes read, games/s and the time left, redrawn on stderr at
// most a few times a second. Only when stderr is a terminal (never in pipes, logs or CI).

#include <chrono>
#include <cstdint>
#include <optional>

namespace chess::tools {

class Progress {
public:
    // enabled: the caller's choice (e.g. not --quiet); the line is drawn only when stderr is
    // also a terminal. total_bytes: the input size when known (for the percentage and ETA).
    Progress(bool enabled, std::optional<std::uint64_t> total_bytes);
    ~Progress();

    // Cheap enough to call after every game: redraws only when enough time has passed.
    void update(std::uint64_t bytes, std::uint64_t games);
    // Clears the line (before the summary is printed).
    void finish();

private:
    void draw(std::uint64_t bytes, std::uint64_t games);

    bool active_ = false;
    std::optional<std::uint64_t> total_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point last_draw_;
    std::uint32_t calls_ = 0;
    bool drawn_ = false;
};

}  // namespace chess::tools
