#include "move_list.hpp"

#include <fmt/format.h>

#include "game_too_large.hpp"

namespace chess::convert {

using pgn::Control;

Control StartPositionVisitor::begin_movetext() {
    if (!fen_.empty()) {
        // Where the tags would be if they had been written: nowhere in the input.
        next_->tag(pgn::Tag{"SetUp", "1", {}});
        next_->tag(pgn::Tag{"FEN", fen_, {}});
    }
    return next_->begin_movetext();
}

Control MoveListWriter::begin_game(const pgn::GameInfo& info) {
    game_ = info.index;
    line_.clear();
    failed_ = false;
    empty_ = true;
    return Control::Continue;
}

Control MoveListWriter::begin_movetext(const pgn::ReplayStart& start) {
    fullmove_ = start.position.fullmove_number();
    side_ = start.position.turn();
    return Control::Continue;
}

Control MoveListWriter::move_number(const pgn::MoveNumber& number) {
    // Only a number of the right side: the replayer reports the others (W213).
    if (number_as_written_ && empty_ && number.black == (side_ == Color::Black))
        fullmove_ = number.number;
    return Control::Continue;
}

// "1. e4 e5 2. Nf3"; a list that starts with Black: "12... Nf6 13. Nc3".
Control MoveListWriter::move(const pgn::ReplayedMove& move) {
    if (!empty_) line_ += ' ';
    if (side_ == Color::White) {
        fmt::format_to(std::back_inserter(line_), "{}. ", fullmove_);
    } else if (empty_) {
        fmt::format_to(std::back_inserter(line_), "{}... ", fullmove_);
    }
    move.append(line_, style_);
    if (line_.size() > max_line_bytes_) {
        const std::string message = game_too_large_message(max_line_bytes_);
        errors_->report(notation::Diagnostic{notation::Severity::Error,
                                             game_too_large,
                                             file_,
                                             move.token.location,
                                             game_,
                                             move.ply,
                                             move.written(),
                                             {},
                                             message});
        line_.clear();
        failed_ = true;
        return Control::SkipGame;
    }
    if (side_ == Color::Black) ++fullmove_;
    side_ = ~side_;
    empty_ = false;
    return Control::Continue;
}

Control MoveListWriter::unchecked_move(const pgn::UncheckedMove&) {
    failed_ = true;
    return Control::SkipGame;
}

Control MoveListWriter::begin_variation(const pgn::Location&) { return Control::SkipVariation; }

Control MoveListWriter::result(const pgn::ResultToken& result) {
    if (!empty_) line_ += ' ';
    line_ += pgn::result_marker(result.result);
    empty_ = false;
    return Control::Continue;
}

Control MoveListWriter::end_game(const pgn::ReplayedGame&) {
    if (failed_) {
        ++counts_.read;
        ++counts_.failed;
        return Control::Continue;
    }
    if (empty_) return Control::Continue;  // only comments: no list, nothing to print
    ++counts_.read;
    line_ += '\n';
    out_->write(line_);
    ++counts_.written;
    return Control::Continue;
}

}  // namespace chess::convert
