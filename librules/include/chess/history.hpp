#pragma once
// The part of a game that a position alone cannot know: how often each position has occurred
// (repetitions) and whether a game has ended or may be claimed drawn.
//
// Memory is bounded by the 50/75-move window: a capture or pawn move (the halfmove clock goes
// back to 0) makes every earlier position unreachable, so only the repetition keys since the
// last such move are kept, in one vector that is reused (no allocation per move after warm-up,
// none per game when the object is reset() rather than rebuilt).

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "chess/move.hpp"
#include "chess/outcome.hpp"
#include "chess/position.hpp"

namespace chess {

class GameHistory {
public:
    // A game that starts at `start`. Positions before it are unknown: a halfmove clock that a
    // FEN set to 40 counts, but no earlier position can count as a repetition.
    explicit GameHistory(const Position& start = Position());

    // Starts a new game at `start`, keeping the allocated memory.
    void reset(const Position& start);

    // Plays the legal move `m` and records the new position. Precondition:
    // current().is_legal(m) (checked by assert only; a notation layer resolves and checks moves).
    // Nothing stops play after an outcome: callers that care ask outcome() after each move.
    // Inline: a replayer calls it for every move of an archive.
    void play(Move m) {
        assert(current_.is_legal(m));
        current_.play(m);
        // Every earlier position is unreachable after a capture or pawn move: forget them (but
        // for assign_before_last()).
        has_last_move_ = true;
        last_move_restarted_ = current_.halfmove_clock() == 0;
        if (last_move_restarted_) restart_window();
        keys_.push_back(current_.repetition_key());
    }

    // Plays a null move (PGN "--"; precondition: the side to move is not in check). The halfmove
    // clock keeps counting, as Position::play_null does, but the repetition window restarts:
    // a null move is not a legal chess move, so a position reached through one is never "the
    // same position" as one before it (otherwise two passes would make any position repeat).
    void play_null();

    const Position& current() const { return current_; }

    // Makes this the history of `line` as it was before its last move, whose position was
    // `before_last`: where a variation that replaces that move starts, with the repetitions
    // counted up to there. Precondition: `line` has played a move since its start or reset.
    void assign_before_last(const GameHistory& line, const Position& before_last);

    // ---- repetitions (FIDE 9.2.3: same placement, side to move, castling rights and
    //      en-passant possibility; Position::repetition_key() encodes exactly that)
    // How often the current position has occurred, counting the current occurrence (>= 1).
    int repetitions() const;
    bool is_threefold_repetition() const { return repetitions() >= 3; }
    bool is_fivefold_repetition() const { return repetitions() >= 5; }
    // FIDE 9.2: the side to move may claim when the position has occurred three times, or when
    // one of its legal moves would make a position occur for the third time (9.2.1: the claim
    // is made by declaring that move). False when the side to move has no legal move: a mate or
    // stalemate has already ended the game.
    bool can_claim_threefold() const;

    // ---- move-count rules
    // FIDE 9.3: the side to move may claim when the last 50 moves of each side had no capture and
    // no pawn move (halfmove clock >= 100), or when one of its legal moves would complete them.
    // False when the side to move has no legal move: a mate on the move that completes the 50
    // moves is a mate (it ended the game before anybody could claim), a stalemate a stalemate.
    bool can_claim_fifty_moves() const;
    // FIDE 9.6.2: 75 moves of each side without capture or pawn move end the game, unless the
    // last of them gave checkmate, which takes precedence.
    bool is_seventyfive_moves() const;

    // ---- outcomes
    // The game is over by itself. Precedence: checkmate, stalemate, insufficient material,
    // fivefold repetition, 75 moves. Checkmate first because it is the only decisive one and
    // FIDE 9.6.2 lets a mate on the 75th move stand (a mated position cannot have occurred
    // before, so it never meets a repetition). Among the draws the order only decides which
    // reason is reported, never the result: those the position alone shows come first.
    std::optional<Outcome> automatic_outcome() const;
    // A draw the side to move may claim: threefold repetition, then fifty moves. Independent of
    // automatic_outcome(): a fivefold repetition is also claimable as a threefold one.
    std::optional<Outcome> claimable_draw() const;
    // automatic_outcome(), then (when `with_claims`) claimable_draw(), as if the player to move
    // claimed every draw available.
    std::optional<Outcome> outcome(bool with_claims) const;

    // Positions kept for repetition detection: those since the last capture, pawn move, null
    // move or the start, including the current one.
    std::size_t window_size() const { return keys_.size(); }

private:
    // Starts a new repetition window; the one that ends is kept for assign_before_last().
    void restart_window() {
        keys_.swap(previous_keys_);
        keys_.clear();
    }
    // How often `key` occurs in the window.
    int occurrences(std::uint64_t key) const;
    // True when some key of the window occurs at least `n` times.
    bool any_key_occurs(int n) const;

    Position current_;
    // repetition_key() of every position in the window, oldest first; back() is current_.
    std::vector<std::uint64_t> keys_;
    // The window before keys_, when the last move started keys_ (last_move_restarted_).
    std::vector<std::uint64_t> previous_keys_;
    bool has_last_move_ = false;
    bool last_move_restarted_ = false;
};

}  // namespace chess
