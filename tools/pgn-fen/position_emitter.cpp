#include "position_emitter.hpp"

#include <string_view>

#include "support/variation_without_move.hpp"

namespace chess::fen_tool {

using pgn::Control;

namespace {

// Whether any filter can reject a position (checked once, not per position).
bool filters_set(const Filters& f, bool unique_in_merger) {
    return f.min_ply != 0 || f.max_ply != Filters{}.max_ply || f.side || f.in_check || f.material ||
           (f.unique && !unique_in_merger);
}

}  // namespace

PositionEmitter::PositionEmitter(const Options& options, TagValues& tags, RecordWriter& writer,
                                 bool unique_in_merger)
    : options_(&options),
      tags_(&tags),
      writer_(&writer),
      unique_in_merger_(unique_in_merger),
      filtering_(filters_set(options.filters, unique_in_merger)),
      lines_(1) {}

bool PositionEmitter::keeps_steps() const {
    const Selector s = options_->selection.selector;
    return s == Selector::Final || s == Selector::AtComment;
}

Control PositionEmitter::begin_game(const pgn::GameInfo& info) {
    game_ = info.index;
    tags_->clear();
    failed_ = false;
    replayable_ = true;
    depth_ = 0;
    variations_ = 0;
    open_variations_.clear();
    return Control::Continue;
}

Control PositionEmitter::tag(const pgn::Tag& tag) {
    tags_->offer(tag.name, tag.value);
    return Control::Continue;
}

Control PositionEmitter::begin_movetext(const pgn::ReplayStart& start) {
    replayable_ = start.replayable;
    if (!replayable_) return Control::SkipGame;  // no position of it is known
    const Position& pos = start.position;
    if (keeps_steps()) lines_[0] = {Step{pos, pos, Move::none(), 0, false, true}, Step{}};
    const Selection& sel = options_->selection;
    const bool start_selected = sel.selector == Selector::Every ||
                                (sel.selector == Selector::Ply && sel.ply == 0) ||
                                (sel.selector == Selector::Move &&
                                 pos.fullmove_number() == sel.fullmove && pos.turn() == sel.side);
    if (start_selected) consider({game_, 0, 0, 0, pos, nullptr, Move::none()});
    return Control::Continue;
}

bool PositionEmitter::selected(const pgn::ReplayedMove& move) const {
    const Selection& sel = options_->selection;
    switch (sel.selector) {
        case Selector::Every:
            return true;
        case Selector::Ply:
            return move.ply == sel.ply;
        case Selector::Move:
            return move.after().fullmove_number() == sel.fullmove &&
                   move.after().turn() == sel.side;
        case Selector::Final:
        case Selector::AtComment:
            return false;
    }
    return false;
}

// Out of line: its position copies would otherwise make every move() set up their room.
[[gnu::noinline]] void PositionEmitter::keep_step(const pgn::ReplayedMove& move) {
    LineSteps& line = lines_[move.depth];
    line.previous = line.last;
    line.last = Step{move.after(), move.before, move.move, move.ply, true, true};
}

Control PositionEmitter::move(const pgn::ReplayedMove& move) {
    if (keeps_steps()) keep_step(move);
    if (selected(move))
        consider({game_, move.ply, move.depth, current_variation(), move.after(), &move.before,
                  move.move});
    return Control::Continue;
}

// The line's position is unknown from here on. Without variations nothing more of the game can
// be written: skip the rest.
Control PositionEmitter::unchecked_move(const pgn::UncheckedMove& move) {
    if (!failed_ && failures_ != nullptr && tools::in_variation_without_move(move, replayable_))
        failures_->report(
            tools::variation_without_move_error(move, file_, game_, "game failed", message_));
    failed_ = true;
    if (keeps_steps()) {
        LineSteps& line = lines_[move.depth];
        line.previous = line.last;
        line.last.known = false;
    }
    return options_->selection.variations ? Control::Continue : Control::SkipGame;
}

Control PositionEmitter::comment(const pgn::Comment& comment) {
    if (options_->selection.selector != Selector::AtComment) return Control::Continue;
    if (comment.text.find(options_->selection.comment) == std::string_view::npos)
        return Control::Continue;
    emit_step(lines_[depth_].last, depth_);
    return Control::Continue;
}

// A variation replaces its parent's last move: it starts from the position before it.
Control PositionEmitter::begin_variation(const pgn::Location&) {
    if (!options_->selection.variations) return Control::SkipVariation;
    ++depth_;
    open_variations_.push_back(++variations_);
    if (keeps_steps()) {
        if (lines_.size() <= depth_) lines_.resize(depth_ + 1);
        lines_[depth_] = {lines_[depth_ - 1].previous, Step{}};
    }
    return Control::Continue;
}

Control PositionEmitter::end_variation(const pgn::Location&) {
    if (options_->selection.selector == Selector::Final) emit_step(lines_[depth_].last, depth_);
    if (depth_ > 0) --depth_;
    if (!open_variations_.empty()) open_variations_.pop_back();
    return Control::Continue;
}

Control PositionEmitter::end_game(const pgn::ReplayedGame& game) {
    ++counts_.games;
    if (!replayable_ || game.summary.broken) failed_ = true;
    if (options_->selection.selector == Selector::Final && replayable_ && game.complete)
        emit_step(lines_[0].last, 0);
    if (failed_) ++counts_.failed;
    return Control::Continue;
}

void PositionEmitter::emit_step(const Step& step, std::uint32_t depth) {
    if (!step.known) return;
    consider({game_, step.ply, depth, current_variation(), step.after,
              step.has_move ? &step.before : nullptr, step.move});
}

void PositionEmitter::consider(const PositionRecord& record) {
    if (filtering_ && !passes_filters(record.position, record.ply)) return;
    writer_->write(record);
    ++counts_.positions;
}

// Cheap tests first; the key set last, so that it holds only positions that passed the rest.
bool PositionEmitter::passes_filters(const Position& pos, std::uint32_t ply) {
    const Filters& f = options_->filters;
    if (ply < f.min_ply || ply > f.max_ply) return false;
    if (f.side && pos.turn() != *f.side) return false;
    if (f.in_check && !pos.in_check()) return false;
    if (f.material && !f.material->matches(pos)) return false;
    // The repetition key: an en-passant square counts only where the capture is legal (FIDE
    // 9.2.3), as the FEN written shows it. The Polyglot key counts any capture by a pawn next to
    // the square, so one FEN came out twice (a capture illegal for a pin).
    return !f.unique || unique_in_merger_ || seen_.insert(pos.repetition_key());
}

}  // namespace chess::fen_tool
