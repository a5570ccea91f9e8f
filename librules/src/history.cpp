// Repetitions, move-count rules and outcomes across a game.

#include "chess/history.hpp"

#include <algorithm>
#include <cassert>

namespace chess {

namespace {

// Enough for the whole 75-move window (150 plies and the position before them), so a game that
// stays within the rules never grows the vector.
constexpr std::size_t window_capacity = 152;

// A capture or pawn move: it resets the halfmove clock, and the position after it differs from
// every position since the previous such move (less material, or pawns that cannot go back).
bool is_zeroing(const Position& pos, Move m) {
    return pos.moving_piece(m) == PieceType::Pawn || pos.is_capture(m);
}

}  // namespace

GameHistory::GameHistory(const Position& start) {
    keys_.reserve(window_capacity);
    previous_keys_.reserve(window_capacity);
    reset(start);
}

void GameHistory::reset(const Position& start) {
    current_ = start;
    keys_.clear();
    keys_.push_back(current_.repetition_key());
    previous_keys_.clear();
    has_last_move_ = false;
    last_move_restarted_ = false;
}

void GameHistory::play_null() {
    assert(!current_.in_check());
    current_.play_null();
    has_last_move_ = true;
    last_move_restarted_ = true;
    restart_window();
    keys_.push_back(current_.repetition_key());
}

void GameHistory::assign_before_last(const GameHistory& line, const Position& before_last) {
    assert(line.has_last_move_);
    assert(line.last_move_restarted_ ? before_last.repetition_key() == line.previous_keys_.back()
                                     : before_last.repetition_key() == line.keys_.end()[-2]);
    current_ = before_last;
    if (line.last_move_restarted_) {
        keys_ = line.previous_keys_;
    } else {
        keys_.assign(line.keys_.begin(), line.keys_.end() - 1);
    }
    previous_keys_.clear();
    has_last_move_ = false;
    last_move_restarted_ = false;
}

int GameHistory::occurrences(std::uint64_t key) const {
    return static_cast<int>(std::count(keys_.begin(), keys_.end(), key));
}

bool GameHistory::any_key_occurs(int n) const {
    // Quadratic in the window, which the move-count rules keep to about 150 keys; claims are
    // asked rarely (once per game by a validator), so no hash map is worth its allocations.
    for (auto it = keys_.begin(); it != keys_.end(); ++it)
        if (std::count(it, keys_.end(), *it) >= n) return true;
    return false;
}

int GameHistory::repetitions() const { return occurrences(keys_.back()); }

bool GameHistory::can_claim_threefold() const {
    // A claim needs a player with a move to make: a mate or stalemate has ended the game.
    if (!current_.has_legal_move()) return false;
    if (is_threefold_repetition()) return true;
    // A move can complete a threefold repetition only onto a position seen twice already.
    if (!any_key_occurs(2)) return false;
    MoveList moves;
    current_.generate_legal(moves);
    for (Move m : moves) {
        if (is_zeroing(current_, m)) continue;  // leads to a position never seen before
        if (occurrences(current_.after(m).repetition_key()) >= 2) return true;
    }
    return false;
}

bool GameHistory::can_claim_fifty_moves() const {
    const int clock = current_.halfmove_clock();
    if (clock < 99) return false;
    // No move: checkmate (also when the mating move completed the 50 moves) or stalemate.
    if (!current_.has_legal_move()) return false;
    if (clock >= 100) return true;
    // Clock 99: the claim is made by declaring a move that is neither a capture nor a pawn move.
    MoveList moves;
    current_.generate_legal(moves);
    return std::any_of(moves.begin(), moves.end(),
                       [this](Move m) { return !is_zeroing(current_, m); });
}

bool GameHistory::is_seventyfive_moves() const {
    return current_.halfmove_clock() >= 150 && !current_.is_checkmate();
}

std::optional<Outcome> GameHistory::automatic_outcome() const {
    if (auto o = position_outcome(current_)) return o;
    if (is_fivefold_repetition()) return Outcome::draw(Termination::FivefoldRepetition);
    // Checkmate was ruled out above, so the clock alone decides the 75-move rule here.
    if (current_.halfmove_clock() >= 150) return Outcome::draw(Termination::SeventyFiveMoves);
    return std::nullopt;
}

std::optional<Outcome> GameHistory::claimable_draw() const {
    if (can_claim_threefold()) return Outcome::draw(Termination::ThreefoldRepetition);
    if (can_claim_fifty_moves()) return Outcome::draw(Termination::FiftyMoves);
    return std::nullopt;
}

std::optional<Outcome> GameHistory::outcome(bool with_claims) const {
    if (auto o = automatic_outcome()) return o;
    if (with_claims) return claimable_draw();
    return std::nullopt;
}

}  // namespace chess
