#include "common/progress.hpp"

#include <unistd.h>

#include <cstdio>

#include <fmt/core.h>

namespace chess::tools {

Progress::Progress(bool enabled, std::optional<std::uint64_t> total_bytes)
    : active_(enabled && ::isatty(STDERR_FILENO) != 0),
      total_(total_bytes),
      start_(std::chrono::steady_clock::now()),
      last_draw_(start_) {}

Progress::~Progress() { finish(); }

void Progress::update(std::uint64_t bytes, std::uint64_t games) {
    if (!active_) return;
    // Reading the clock costs more than a game's bookkeeping: look only every 256 calls.
    if ((++calls_ & 255u) != 0) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_draw_ < std::chrono::milliseconds(250)) return;
    last_draw_ = now;
    draw(bytes, games);
}

void Progress::draw(std::uint64_t bytes, std::uint64_t games) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double mb = static_cast<double>(bytes) / 1e6;
    const double rate = seconds > 0 ? static_cast<double>(games) / seconds : 0.0;
    std::string line = fmt::format("\r{:.1f} MB, {} games, {:.0f} games/s", mb, games, rate);
    if (total_ && *total_ > 0 && bytes > 0 && bytes <= *total_) {
        const double fraction = static_cast<double>(bytes) / static_cast<double>(*total_);
        const double left = seconds * (1.0 - fraction) / fraction;
        line += fmt::format(", {:.0f}%, ETA {:.0f} s", fraction * 100.0, left);
    }
    line += "\x1b[K";  // clear the rest of the line
    std::fputs(line.c_str(), stderr);
    drawn_ = true;
}

void Progress::finish() {
    if (!drawn_) return;
    std::fputs("\r\x1b[K", stderr);
    drawn_ = false;
}

}  // namespace chess::tools
