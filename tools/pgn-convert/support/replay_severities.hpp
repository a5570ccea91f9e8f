#pragma once
// What the replayer reports in tools that convert or extract rather than validate: only what
// stops a line from being replayed, or changes the position it starts from. Game-level checks,
// relaxations and the like are the validator's business (pgn-validate) and are suppressed, which
// also spares their cost.

#include "chess/pgn/replayer.hpp"

namespace chess::tools {

// The move errors (E201-E208), a variation with nothing to branch from (W211), games that
// cannot be replayed (E314 invalid FEN, W315 unsupported variant, raised to an error: the game
// fails), and FEN tags replayed other than as written (W316 part dropped, W317 fields assumed);
// every other replayer code (2xx, 3xx) is suppressed.
pgn::SeverityTable replay_failures_only();

}  // namespace chess::tools
