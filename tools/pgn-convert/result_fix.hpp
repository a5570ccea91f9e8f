#pragma once
// What --fix changes in a game's tag section and termination marker:
// - the result: the final position's when it is checkmate or stalemate (a fact of the board),
//   else the result token's when it is decisive or a draw, else the Result tag's when it is
//   well-formed, else "*". The Result tag and the termination marker both get it, so the
//   export is consistent.
// - the Seven Tag Roster: each missing tag is added with its standard unknown value
//   (Event, Site, Round, White, Black "?"; Date "????.??.??"; Result as above).
// Each change is described by a Fix, which the caller reports as a note.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/replay_events.hpp"

namespace chess::convert {

struct Fix {
    notation::DiagnosticCode code;  // what the validator reports for the problem fixed
    pgn::Location location;
    std::string message;
};

struct GameFixes {
    std::string_view result;                     // the marker, "1-0" ... "*"
    std::optional<std::string_view> result_tag;  // the Result tag's new value, when it changes
    std::vector<std::pair<std::string_view, std::string_view>> added_tags;  // name, value
    std::vector<Fix> fixes;
};

// Where the game's parts were read, for the notes.
struct GameLocations {
    pgn::Location game;                         // the game's start (notes on missing tags)
    std::optional<pgn::Location> result_token;  // the termination marker, when there was one
};

// The fixes for a game that ended as `game` says (`out` is cleared first).
void plan_fixes(const pgn::ReplayedGame& game, const GameLocations& where, GameFixes& out);

}  // namespace chess::convert
