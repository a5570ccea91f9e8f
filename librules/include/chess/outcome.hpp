#pragma once
// How a game ends, kept apart as automatic (the game is over the moment it happens) and
// claimable (a player may, but need not, ask for the draw). A validator needs the difference
// to know what a "1/2-1/2" relies on: a stalemate ends the game by itself, a threefold
// repetition only if somebody claimed it.

#include <cstdint>
#include <optional>

#include "chess/position.hpp"
#include "chess/types.hpp"

namespace chess {

// Codes are stable (they may be stored or printed as numbers): never reorder, only append.
enum class Termination : std::uint8_t {
    Checkmate,             // FIDE 5.1.1 (automatic, decisive)
    Stalemate,             // FIDE 5.2.1 (automatic)
    InsufficientMaterial,  // FIDE 5.2.2, a dead position by material (automatic)
    FivefoldRepetition,    // FIDE 9.6.1 (automatic)
    SeventyFiveMoves,      // FIDE 9.6.2 (automatic)
    ThreefoldRepetition,   // FIDE 9.2 (claimable)
    FiftyMoves,            // FIDE 9.3 (claimable)
    DeadPosition,          // FIDE 5.2.2 by a pawn blockade (automatic): is_dead_by_locked_pawns()
};

// True for the terminations that end the game without anybody asking.
constexpr bool is_automatic(Termination t) {
    return t != Termination::ThreefoldRepetition && t != Termination::FiftyMoves;
}

struct Outcome {
    Termination termination;
    std::optional<Color> winner;  // set for checkmate only; every other termination is a draw

    constexpr bool is_automatic() const { return chess::is_automatic(termination); }
    constexpr bool is_draw() const { return !winner.has_value(); }

    static constexpr Outcome checkmate(Color winner) { return {Termination::Checkmate, winner}; }
    static constexpr Outcome draw(Termination t) { return {t, std::nullopt}; }

    friend constexpr bool operator==(const Outcome&, const Outcome&) = default;
};

// The outcomes a position alone can tell, in this order: checkmate, stalemate, a dead position
// by material, one by a pawn blockade. Repetitions and the move-count rules need a GameHistory
// (history.hpp).
inline std::optional<Outcome> position_outcome(const Position& pos) {
    if (!pos.has_legal_move()) {
        if (pos.in_check()) return Outcome::checkmate(~pos.turn());
        return Outcome::draw(Termination::Stalemate);
    }
    if (pos.has_insufficient_material()) return Outcome::draw(Termination::InsufficientMaterial);
    if (pos.is_dead_by_locked_pawns()) return Outcome::draw(Termination::DeadPosition);
    return std::nullopt;
}

}  // namespace chess
