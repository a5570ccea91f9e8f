#include "common/progress.hpp"

#include <unistd.h>

#include <cmath>
#include <cstdio>

#include <fmt/core.h>

#include "chess/notation/counted.hpp"

namespace chess::tools {

Progress::Progress(bool enabled, std::optional<std::uint64_t> total_bytes, ProgressUnit unit)
    : active_(enabled && ::isatty(STDERR_FILENO) != 0),
      total_(total_bytes),
      singular_(unit.singular),
      plural_(unit.plural),
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
    // Back to the start of the line, the text, then clear what a longer line left behind.
    const std::string line = fmt::format(
        "\r{}\x1b[K", format_progress(bytes, games, seconds, total_, {singular_, plural_}));
    std::fputs(line.c_str(), stderr);
    drawn_ = true;
}

void Progress::finish() {
    if (!drawn_) return;
    std::fputs("\r\x1b[K", stderr);
    drawn_ = false;
}

namespace {

std::string format_size(std::uint64_t bytes) {
    const double value = static_cast<double>(bytes);
    if (bytes < 1'000'000'000) return fmt::format("{:.1f} MB", value / 1e6);
    return fmt::format("{:.2f} GB", value / 1e9);
}

std::string format_duration(double seconds) {
    const auto total = static_cast<std::uint64_t>(std::llround(seconds));
    if (total < 60) return fmt::format("{} s", total);
    const std::uint64_t minutes = total / 60 % 60;
    const std::uint64_t hours = total / 3600;
    if (hours == 0) return fmt::format("{}:{:02}", minutes, total % 60);
    return fmt::format("{}:{:02}:{:02}", hours, minutes, total % 60);
}

}  // namespace

std::string format_progress(std::uint64_t bytes, std::uint64_t games, double seconds,
                            std::optional<std::uint64_t> total_bytes, ProgressUnit unit) {
    const double rate = seconds > 0 ? static_cast<double>(games) / seconds : 0.0;
    std::string line =
        fmt::format("{}, {}, {:.0f} {}/s", format_size(bytes),
                    notation::counted(games, unit.singular, unit.plural), rate, unit.plural);
    if (total_bytes && bytes > 0 && bytes <= *total_bytes) {
        const double fraction = static_cast<double>(bytes) / static_cast<double>(*total_bytes);
        const double left = seconds * (1.0 - fraction) / fraction;
        line +=
            fmt::format(", {:.0f}%, ETA {}", std::floor(fraction * 100.0), format_duration(left));
    }
    return line;
}

}  // namespace chess::tools
