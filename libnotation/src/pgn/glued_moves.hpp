#pragma once
// Two moves typed without a blank between them ("1.e4e5", "2.Nf3Nc6", "5.0-0Be7"): a token that
// is no legal move of its own, taken apart where both parts read as moves, the second legal
// after the first. Only a token with one such split is, so that no reading is guessed. The
// replayer reads such a token as both moves (W216), and so does the replay that chooses a game's
// letter set, so that a game typed so is read in the letters it is written in.

#include <cstddef>
#include <optional>
#include <string_view>

#include "chess/notation/letters.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/position.hpp"

namespace chess::pgn::detail {

// A move read otherwise than as the token is written, and legal so.
struct LegalReading {
    notation::MoveText text;
    notation::ResolvedMove resolved;
};

struct GluedMoves {
    std::size_t at = 0;  // where the second move begins in the token
    LegalReading first;
    LegalReading second;
};

// Plays `m` on `pos`, a null move too.
void play_move(Position& pos, Move m);

// `text` read in `letters` as a move legal in `pos`.
std::optional<LegalReading> read_legal(const Position& pos, std::string_view text,
                                       const notation::LetterSet& letters);

// The one way `text` splits into two moves legal one after the other from `pos`; nullopt when
// there is none or more than one. (The caller asks only about a token that is no legal move.)
std::optional<GluedMoves> split_glued_moves(const Position& pos, std::string_view text,
                                            const notation::LetterSet& letters);

}  // namespace chess::pgn::detail
