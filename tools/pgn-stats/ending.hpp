#pragma once
// How a game ended: what the board shows (checkmate, stalemate, the draw rules as reached on
// the board), else what the tags say (the Termination tag in the PGN standard's words, and the
// lichess and chess.com conventions), else only what the result tells.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/history.hpp"
#include "chess/outcome.hpp"
#include "chess/pgn/visitor.hpp"

namespace chess::tools::stats {

// Stable: the JSON form names them by ending_id(). Append only.
enum class Ending : std::uint8_t {
    Checkmate,             // on the board (or a tag says so where the board is unknown)
    Stalemate,             // on the board, or a tag
    InsufficientMaterial,  // dead position by material, on the board, or a tag
    FivefoldRepetition,    // automatic, reached on the board
    SeventyFiveMoves,      // automatic, reached on the board
    ThreefoldRepetition,   // a draw whose final position may be claimed (or a tag says so)
    FiftyMoves,            // a draw whose final position may be claimed (or a tag says so)
    Resignation,           // a tag says so (chess.com), or lichess's "Normal" on a decisive game
    Agreement,             // a tag says so (chess.com), or "Normal" on a draw the board cannot
                           // explain
    TimeForfeit,           // "time forfeit" (lichess, PGN standard), chess.com's "won on time"
    Abandoned,             // "abandoned", chess.com's "game abandoned"
    Adjudication,          // "adjudication"
    RulesInfraction,       // "rules infraction"
    OtherTermination,      // any other Termination value ("death", "emergency", "mate in 3")
    DecisiveUnrecorded,    // 1-0 or 0-1 without mate on the board and without a tag: most
                           // often a resignation, but the record does not say
    DrawUnrecorded,        // 1/2-1/2 without a drawn position and without a tag
    Unfinished,            // "*", no result, or "unterminated"
    DeadPosition,          // kings and locked pawns only, on the board (FIDE 5.2.2)
};
inline constexpr std::size_t ending_count = 18;

// "checkmate", "threefold", "decisive_unrecorded": the key in JSON, CSV and --by.
std::string_view ending_id(Ending ending);
// For the text report: "threefold repetition (claimable)".
std::string_view ending_label(Ending ending);
std::optional<Ending> ending_by_id(std::string_view id);

// What a Termination tag value says, read case-insensitively.
enum class TerminationTag : std::uint8_t {
    None,  // no tag, or empty
    Normal,
    TimeForfeit,
    Abandoned,
    Adjudication,
    RulesInfraction,
    Unterminated,
    Resignation,  // chess.com: "X won by resignation"
    Agreement,    // chess.com: "Game drawn by agreement"
    Checkmate,    // chess.com: "X won by checkmate"
    Stalemate,
    InsufficientMaterial,
    Repetition,
    FiftyMoves,
    Other,
};

TerminationTag read_termination_tag(std::string_view value);

struct GameEnd {
    pgn::Result result = pgn::Result::Unknown;
    // The automatic outcome of the main line, when every main-line move was checked.
    std::optional<Outcome> board;
    // The main line's history when every move was checked (for the claimable draws), else null.
    const GameHistory* history = nullptr;
    TerminationTag tag = TerminationTag::None;
};

// The precedence: an automatic ending on the board; an unfinished result; an explicit tag
// (time, abandonment, adjudication, infraction, a drawn ending it names); a draw whose final
// position may be claimed (threefold, then fifty moves); resignation or agreement from the tag;
// else the result alone. Asks the history for claims only for draws (they generate moves).
Ending classify_ending(const GameEnd& game);

}  // namespace chess::tools::stats
