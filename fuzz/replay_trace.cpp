#include "replay_trace.hpp"

#include "chess/notation/move_writer.hpp"
#include "chess/outcome.hpp"
#include "chess/position.hpp"
#include "fuzz_support.hpp"

namespace chess::fuzz {

void ReplayTrace::add(const std::string& line) {
    games.back() += line;
    games.back() += '\n';
}

pgn::Control ReplayTrace::begin_game(const pgn::GameInfo&) {
    games.emplace_back();
    letters.push_back(notation::LetterSetId::English);
    if (writer_) writer_->begin_game();
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::tag(const pgn::Tag& tag) {
    if (writer_) writer_->tag(tag.name, tag.value);
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::begin_movetext(const pgn::ReplayStart& start) {
    letters.back() = start.letters;
    add("start " + std::to_string(start.replayable) + " " + std::to_string(start.chess960) + " " +
        std::to_string(start.position.key()));
    if (writer_ && start.tags.has(pgn::KnownTag::Fen)) {
        writer_->set_start(static_cast<std::uint64_t>(start.position.fullmove_number()),
                           start.position.turn());
    }
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::move(const pgn::ReplayedMove& move) {
    check(move.before.is_legal(move.move) || move.move.is_null(), "a replayed move is legal",
          move.written());
    check(move.after().is_consistent(), "the position after a replayed move is consistent",
          move.written());
    add("move " + std::to_string(move.ply) + " " + std::to_string(move.depth) + " " +
        std::to_string(move.move.raw()));
    if (writer_) {
        san_.clear();
        move.append(san_, {.notation = notation::MoveNotation::San, .letters = move.letters});
        writer_->move(san_);
    }
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::unchecked_move(const pgn::UncheckedMove& move) {
    add("unchecked " + std::to_string(move.ply) + " " + std::to_string(move.depth) + " " +
        std::to_string(static_cast<int>(move.reason)));
    if (writer_) writer_->move(move.token.text, move.token.en_passant_note, move.token.note_check);
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::nag(const pgn::Nag& nag) {
    if (writer_) writer_->nag(nag.value);
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::comment(const pgn::Comment& comment) {
    if (writer_) writer_->comment(comment.text);
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::begin_variation(const pgn::Location&) {
    add("(");
    if (writer_) writer_->begin_variation();
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::end_variation(const pgn::Location&) {
    add(")");
    if (writer_) writer_->end_variation();
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::result(const pgn::ResultToken& result) {
    if (writer_) writer_->result(pgn::result_marker(result.result));
    return pgn::Control::Continue;
}

pgn::Control ReplayTrace::end_game(const pgn::ReplayedGame& game) {
    // A missing result token comes back as "*": the writer always writes a termination marker.
    const pgn::Result result = game.result.value_or(pgn::Result::Unknown);
    add("end " + std::to_string(game.plies) + " " + std::to_string(game.complete) + " " +
        std::to_string(static_cast<int>(result)) + " " +
        std::to_string(game.outcome ? static_cast<int>(game.outcome->termination) : -1));
    if (game.complete) {
        check(game.history != nullptr, "a complete game has its history");
    }
    if (writer_) writer_->end_game();
    return pgn::Control::Continue;
}

}  // namespace chess::fuzz
