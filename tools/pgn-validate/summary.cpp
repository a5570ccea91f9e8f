#include "summary.hpp"

#include <fmt/core.h>

namespace chess::tools::validate {

namespace {

std::string count(std::uint64_t n, std::string_view singular, std::string_view plural) {
    return fmt::format("{} {}", n, n == 1 ? singular : plural);
}

}  // namespace

std::string summary_lines(const RunTotals& t) {
    std::string out;
    if (t.stopped) {
        out += fmt::format("pgn-validate: stopped after {} (--max-errors {})\n",
                           count(t.errors, "error", "errors"), t.max_errors);
    }
    const double mb_per_s = t.seconds > 0 ? static_cast<double>(t.bytes) / 1e6 / t.seconds : 0.0;
    out += fmt::format("pgn-validate: {}, {}, {}: {}, {}, {} ({:.2f} s, {:.1f} MB/s)\n",
                       count(t.files, "file", "files"), count(t.games, "game", "games"),
                       count(t.moves, "move", "moves"), count(t.errors, "error", "errors"),
                       count(t.warnings, "warning", "warnings"), count(t.notes, "note", "notes"),
                       t.seconds, mb_per_s);
    return out;
}

}  // namespace chess::tools::validate
