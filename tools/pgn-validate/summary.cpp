#include "summary.hpp"

#include <fmt/core.h>

#include "common/text.hpp"

namespace chess::tools::validate {

std::string summary_lines(const RunTotals& t) {
    std::string out;
    if (t.stopped) {
        out += fmt::format("pgn-validate: stopped after {} (--max-errors {})\n",
                           counted(t.errors, "error", "errors"), t.max_errors);
    }
    const double mb_per_s = t.seconds > 0 ? static_cast<double>(t.bytes) / 1e6 / t.seconds : 0.0;
    out += fmt::format("pgn-validate: {}, {}, {}: {}, {}, {} ({:.2f} s, {:.1f} MB/s)\n",
                       counted(t.files, "file", "files"), counted(t.games, "game", "games"),
                       counted(t.moves, "move", "moves"), counted(t.errors, "error", "errors"),
                       counted(t.warnings, "warning", "warnings"),
                       counted(t.notes, "note", "notes"), t.seconds, mb_per_s);
    return out;
}

}  // namespace chess::tools::validate
