#pragma once
// The summary line pgn-validate prints on stderr at the end of a run:
//
//   pgn-validate: 2 files, 1042 games, 80321 moves: 3 errors, 12 warnings, 0 notes (0.52 s, 35.1
//   MB/s)

#include <string>

#include "report.hpp"

namespace chess::tools::validate {

// The summary line, and before it a line saying that --max-errors stopped the run.
std::string summary_lines(const RunTotals& totals);

}  // namespace chess::tools::validate
