// The line stack: the main line and the variations open around the current move, each with its
// own position and history. A variation replaces the last move of its parent line, so it starts
// from the parent's position before that move; when that last move was the one that failed,
// the parent's current position is that position and the variation is checked all the same.

#include <string>
#include <utility>

#include "chess/notation/counted.hpp"
#include "replayer_impl.hpp"

namespace chess::pgn::detail {

using notation::DiagnosticCode;

Line& ReplayerImpl::line_at(std::size_t depth) {
    while (lines_.size() <= depth) lines_.emplace_back();
    return lines_[depth];
}

namespace {

// Starts `line` afresh (its containers keep their memory).
void reset_line(Line& line, LineState state, std::uint32_t ply, std::size_t owner) {
    line.ply = ply;
    line.tokens = 0;
    line.state = state;
    line.ended.reset();
    line.ended_ply = 0;
    line.ended_reported = false;
    line.owner = owner;
    line.unchecked = 0;
}

}  // namespace

void ReplayerImpl::begin_lines() {
    depth_ = 0;
    Line& main = lines_[0];
    reset_line(main, replayable_ ? LineState::Live : LineState::NotReplayed, 0, 0);
    main.history.reset(start_);
    update_ended_slow(main, true);
}

Control ReplayerImpl::on_begin_variation(const Location& location) {
    ++depth_;
    if (muted()) return Control::Continue;
    ++counters_.variations;
    line_at(depth_);  // before taking references: the vector may grow
    Line& child = lines_[depth_];
    reset_line(child, LineState::NotReplayed, 0, depth_);
    if (observer_ != nullptr) {
        const Control control = apply_begin_variation(observer_->begin_variation(location));
        if (control != Control::Continue || muted()) return control;
    }
    branch(depth_, location);
    return Control::Continue;
}

// Sets up the line at `depth` from its parent's state (see the file comment).
void ReplayerImpl::branch(std::size_t depth, const Location& location) {
    const Line& parent = lines_[depth - 1];
    Line& child = lines_[depth];
    const std::uint32_t ply = parent.ply > 0 ? parent.ply - 1 : 0;
    switch (parent.state) {
        case LineState::NotReplayed:
            reset_line(child, LineState::NotReplayed, ply, depth);
            return;
        case LineState::Unchecked:
            reset_line(child, LineState::Unchecked, ply, parent.owner);
            return;
        case LineState::Failed:
            // The failed move was not played: the parent's position is the branch point.
            reset_line(child, LineState::Live, ply, depth);
            child.history = parent.history;
            break;
        case LineState::Live:
            if (parent.tokens == 0) {
                reset_line(child, LineState::NotReplayed, ply, depth);
                report(DiagnosticCode::VariationWithoutMove, {location, std::nullopt, {}, nullptr},
                       {});
                return;
            }
            reset_line(child, LineState::Live, ply, depth);
            child.history.assign_before_last(parent.history, parent.before);
            break;
    }
    // An automatic draw before the branch point ended the variation's game too.
    if (parent.ended && parent.ended_ply <= ply) {
        child.ended = parent.ended;
        child.ended_ply = parent.ended_ply;
    }
}

Control ReplayerImpl::on_end_variation(const Location& location) {
    if (depth_ == 0) return Control::Continue;  // the reader balances them; be safe anyway
    // Visible: the variation was set up (not skipped from its beginning), so its line is this
    // variation's and not a stale one.
    const bool visible =
        !halted() && (depth_ < mute_depth_ || (depth_ == mute_depth_ && mute_emits_end_));
    if (visible) finish_line(depth_);
    if (depth_ == mute_depth_) mute_depth_ = npos;
    --depth_;
    if (!visible || observer_ == nullptr) return Control::Continue;
    return apply(observer_->end_variation(location));
}

namespace {

std::string numbered(std::int64_t number, bool black) {
    return std::to_string(number) + (black ? "..." : ".");
}

}  // namespace

// A move number that does not name the move that follows it (W213): another number ("5." where
// White's move 3 is next), or another side ("12..." before White's move, "25." before Black's).
// A score with a skipped or doubled move shows it here, often before any move is illegal; a
// game set up with the wrong side to move shows it only here. "12. ... Nf6" is Black's: the
// reader marks the number black when dots follow it.
void ReplayerImpl::check_move_number(const MoveNumber& number) {
    const Line& line = lines_[depth_];
    if (line.state != LineState::Live) return;
    const Position& pos = line.history.current();
    const bool black_to_move = pos.turn() == Color::Black;
    const std::int64_t expected = pos.fullmove_number() + move_number_offset_;
    const bool first_after_fen = std::exchange(move_number_base_free_, false);
    if (number.number == expected && number.black == black_to_move) [[likely]]
        return;
    if (first_after_fen && number.black == black_to_move) {
        move_number_offset_ = number.number - static_cast<std::int64_t>(pos.fullmove_number());
        return;
    }
    move_number_reported_ = true;
    const std::string written = numbered(number.number, number.black);
    std::string message = "move number " + written + " where ";
    message += black_to_move ? "Black's" : "White's";
    message += " move " + std::to_string(expected) + " is next (";
    message +=
        numbered(expected, black_to_move) + "); later move numbers of this game are not checked";
    report(DiagnosticCode::MoveNumberMismatch, {number.location, line.ply + 1, written, &pos},
           message);
}

// Notes the first automatic draw of the line, cheaply: material can only become insufficient
// on a capture or promotion, and pawns lock only on a capture or pawn move (`material_changed`:
// a king moves only within the area it could reach before), a fivefold repetition needs at least 16
// plies without capture or pawn move, the 75-move rule 150. Checkmate and stalemate need no note:
// the next move fails to resolve, and is then reported as a move after the game's end.
// update_ended() calls this only where one of these can have happened.
void ReplayerImpl::update_ended_slow(Line& line, bool material_changed) {
    if (line.ended) return;
    const Position& pos = line.history.current();
    const int clock = pos.halfmove_clock();
    if (material_changed && pos.has_insufficient_material()) {
        line.ended = Termination::InsufficientMaterial;
    } else if (material_changed && pos.is_dead_by_locked_pawns()) {
        line.ended = Termination::DeadPosition;
    } else if (clock >= 16 && line.history.is_fivefold_repetition()) {
        line.ended = Termination::FivefoldRepetition;
    } else if (line.history.is_seventyfive_moves()) {
        line.ended = Termination::SeventyFiveMoves;
    } else {
        return;
    }
    line.ended_ply = line.ply;
}

// The end of a line: a failed line reports the moves it left unchecked.
void ReplayerImpl::finish_line(std::size_t depth) {
    Line& line = lines_[depth];
    if (line.owner != depth || line.unchecked == 0) return;
    std::string message;
    if (wants_text(DiagnosticCode::UncheckedMoves)) {
        notation::append_counted(message, line.unchecked, "move", "moves");
        message += " after the error not checked, from";
    }
    report(DiagnosticCode::UncheckedMoves,
           {line.first_unchecked, line.first_unchecked_ply, line.first_unchecked_token, nullptr},
           message);
    line.unchecked = 0;
}

}  // namespace chess::pgn::detail
