#include "move_list.hpp"

#include <utility>

#include "game_too_large.hpp"

namespace chess::convert {

using pgn::Control;

namespace {

// One unlimited line of bare movetext per list. Every unit reaches the sink as soon as it is
// laid out (flush_bytes 0), so the sink's size is the line's length for E126.
pgn::WriterOptions list_layout() {
    pgn::WriterOptions options;
    options.line_width = pgn::WriterOptions::unlimited;
    options.flush_bytes = 0;
    options.movetext_only = true;
    return options;
}

}  // namespace

Control StartPositionVisitor::begin_movetext() {
    // Where the tags would be if they had been written: nowhere in the input.
    if (chess960_) next_->tag(pgn::Tag{"Variant", "Chess960", {}});
    if (!fen_.empty()) {
        next_->tag(pgn::Tag{"SetUp", "1", {}});
        next_->tag(pgn::Tag{"FEN", fen_, {}});
    }
    return next_->begin_movetext();
}

MoveListWriter::MoveListWriter(const notation::MoveStyle& style, tools::Output& out,
                               std::size_t max_line_bytes, ErrorCapture& errors)
    : style_(style),
      out_(&out),
      max_line_bytes_(max_line_bytes),
      errors_(&errors),
      writer_(line_, list_layout()) {}

Control MoveListWriter::begin_game(const pgn::GameInfo& info) {
    game_ = info.index;
    errors_->reset();
    writer_.begin_game();  // ends a failed list's game first, into the line cleared next
    line_.clear();
    leading_.clear();
    leading_bytes_ = 0;
    started_ = false;
    failed_ = false;
    empty_ = true;
    return Control::Continue;
}

// With the FEN's own move number the numbering is known now; with the book's, only at the list's
// first move number, which may come after a comment ("{Diagram 12} 25. Re7").
Control MoveListWriter::begin_movetext(const pgn::ReplayStart& start) {
    fullmove_ = start.position.fullmove_number();
    side_ = start.position.turn();
    if (!number_as_written_) start_line();
    return Control::Continue;
}

Control MoveListWriter::move_number(const pgn::MoveNumber& number) {
    // Only a number of the right side: the replayer reports the others (W213).
    if (!started_ && number.black == (side_ == Color::Black)) fullmove_ = number.number;
    return Control::Continue;
}

// Numbering is the writer's: "1. e4 e5 2. Nf3", "12... Nf6 13. Nc3", "2. Nf3 {c} 2... Nc6".
Control MoveListWriter::move(const pgn::ReplayedMove& move) {
    start_line();
    move_text_.clear();
    move.append(move_text_, style_);
    writer_.move(move_text_);
    empty_ = false;
    return check_length(move.token.location, move.ply, move.written());
}

Control MoveListWriter::unchecked_move(const pgn::UncheckedMove&) {
    failed_ = true;
    return Control::SkipGame;
}

Control MoveListWriter::nag(const pgn::Nag& nag) {
    if (!started_) return hold({nag.value, {}}, nag.location);
    writer_.nag(nag.value);
    empty_ = false;
    return check_length(nag.location);
}

Control MoveListWriter::comment(const pgn::Comment& comment) {
    if (!started_) return hold({std::nullopt, std::string(comment.text)}, comment.location);
    writer_.comment(comment.text);
    empty_ = false;
    return check_length(comment.location);
}

// The replayer checks the variation's moves from its branch point; a variation before any move
// has none, and its moves come as unchecked (W211, an error in --moves): the list fails.
Control MoveListWriter::begin_variation(const pgn::Location& location) {
    start_line();
    writer_.begin_variation();
    empty_ = false;
    return check_length(location);
}

Control MoveListWriter::end_variation(const pgn::Location& location) {
    writer_.end_variation();
    return check_length(location);
}

Control MoveListWriter::result(const pgn::ResultToken& result) {
    start_line();
    writer_.result(pgn::result_marker(result.result));
    empty_ = false;
    return Control::Continue;
}

Control MoveListWriter::end_game(const pgn::ReplayedGame& game) {
    // Every move legal, but an error all the same: a move number that names another move or
    // side (W213, an error here) says the list was read wrongly, e.g. a move skipped. Or the
    // reader did not keep all of the list: a comment cut, variations too deep, a token too long.
    if (failed_ || game.diagnostics.errors != 0 || errors_->lost_text() || game.summary.broken) {
        ++counts_.read;
        ++counts_.failed;
        return Control::Continue;
    }
    if (empty_) return Control::Continue;  // move numbers only: no list, nothing to print
    ++counts_.read;
    start_line();  // a list of comments only
    writer_.end_game();
    out_->write(line_.str());
    ++counts_.written;
    return Control::Continue;
}

// ---- the line

void MoveListWriter::start_line() {
    if (started_) return;
    started_ = true;
    writer_.set_start(static_cast<std::uint64_t>(fullmove_), side_);
    for (const Leading& leading : leading_) write_leading(leading);
    leading_.clear();
}

void MoveListWriter::write_leading(const Leading& leading) {
    if (leading.nag) {
        writer_.nag(*leading.nag);
    } else {
        writer_.comment(leading.comment);
    }
}

// Held text counts against the line as written with its braces and a blank, which its collapsed
// blanks can only make shorter: the limit holds for held text too, and memory stays bounded.
Control MoveListWriter::hold(Leading leading, const pgn::Location& location) {
    leading_bytes_ += leading.nag ? 5 : leading.comment.size() + 3;  // " $255", " {...}"
    empty_ = false;
    if (leading_bytes_ > max_line_bytes_) return too_long(location, std::nullopt, {});
    leading_.push_back(std::move(leading));
    return Control::Continue;
}

Control MoveListWriter::check_length(const pgn::Location& location,
                                     std::optional<std::uint32_t> ply, std::string_view token) {
    if (line_.str().size() <= max_line_bytes_) return Control::Continue;
    return too_long(location, ply, token);
}

Control MoveListWriter::too_long(const pgn::Location& location, std::optional<std::uint32_t> ply,
                                 std::string_view token) {
    const std::string message = game_too_large_message(max_line_bytes_);
    errors_->report(notation::Diagnostic{notation::Severity::Error,
                                         game_too_large,
                                         file_,
                                         location,
                                         game_,
                                         ply,
                                         token,
                                         {},
                                         message});
    line_.clear();
    leading_.clear();
    failed_ = true;
    return Control::SkipGame;
}

}  // namespace chess::convert
