#pragma once
// pgn-convert and pgn-fen fail a game at a move of a variation with no move to branch from (it
// cannot be converted or extracted), but W211 is a warning, since an empty variation, "()",
// fails nothing. So both report W211 again, as an error, at the first such move of a game: -q
// shows errors only, and left exit code 1 unexplained.

#include <cstdint>
#include <string>
#include <string_view>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/replay_events.hpp"

namespace chess::tools {

// Whether `move` was not checked for lack of a move to branch from, in a game that is replayed
// (the moves of a game that is not come as unchecked too, after an error that says why).
bool in_variation_without_move(const pgn::UncheckedMove& move, bool game_replayed);

// The error at `move`, saying what became of the game (`outcome`: "not converted", "game
// failed"); `message` holds its text.
notation::Diagnostic variation_without_move_error(const pgn::UncheckedMove& move,
                                                  std::string_view file, std::uint64_t game,
                                                  std::string_view outcome, std::string& message);

}  // namespace chess::tools
