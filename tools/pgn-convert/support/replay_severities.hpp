#pragma once
// What the replayer reports in tools that convert or extract rather than validate: only what
// stops a line from being replayed. Game-level checks, relaxations and the like are the
// validator's business (pgn-validate) and are suppressed, which also spares their cost.

#include "chess/pgn/replayer.hpp"

namespace chess::tools {

// The move errors (E201-E208), a variation with nothing to branch from (E211), and games that
// cannot be replayed (E314 invalid FEN, W315 unsupported variant); every other replayer code
// (2xx, 3xx) is suppressed.
pgn::SeverityTable replay_failures_only();

}  // namespace chess::tools
