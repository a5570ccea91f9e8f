#include "event_log.hpp"

#include <string>

#include "fuzz_support.hpp"

namespace chess::fuzz {

namespace {

// Transcoding Latin-1 to UTF-8 at most triples a text (reader.hpp's memory bound).
constexpr std::size_t transcoding_growth = 3;

}  // namespace

void EventLog::append(std::string_view text) {
    text_ += '[';
    text_.append(text);  // reads every byte of the borrowed view
    text_ += ']';
}

void EventLog::number(std::uint64_t value) {
    text_ += ' ';
    text_ += std::to_string(value);
}

void EventLog::line(std::string_view kind, const pgn::Location& location) {
    check(location.offset <= input_size_, "an event's offset lies within the input");
    check(location.line >= 1 && location.column >= 1, "an event has a line and a column");
    check(location.offset >= last_offset_, "events come in input order");
    last_offset_ = location.offset;
    text_ += '\n';
    text_.append(kind);
    number(location.offset);
    number(location.line);
    number(location.column);
}

void EventLog::expect_in_game(const char* event) {
    check(in_game_, "every event but begin_game comes inside a game", event);
    check(!skipping_game_, "a skipped game has no event but end_game", event);
}

void EventLog::expect_movetext(const char* event) {
    expect_in_game(event);
    check(in_movetext_, "movetext events come after begin_movetext", event);
}

pgn::Control EventLog::answer(const pgn::Location&) {
    check(script_.stop_at_event == 0 || events_ < script_.stop_at_event,
          "no event after the visitor said Stop");
    ++events_;
    if (script_.stop_at_event != 0 && events_ == script_.stop_at_event) return pgn::Control::Stop;
    return pgn::Control::Continue;
}

pgn::Control EventLog::begin_game(const pgn::GameInfo& info) {
    check(!in_game_, "begin_game comes outside a game");
    check(info.index == games_ + 1, "games are numbered 1, 2, 3...");
    games_ = info.index;
    in_game_ = true;
    in_movetext_ = false;
    depth_ = 0;
    counted_ = {};
    line(info.has_tags ? "game" : "game-notags", info.location);
    return answer(info.location);
}

pgn::Control EventLog::tag(const pgn::Tag& tag) {
    expect_in_game("tag");
    check(!in_movetext_, "tags come before begin_movetext");
    check(tag.name.size() <= limits_.max_tag_bytes, "a tag name is within max_tag_bytes");
    check(tag.value.size() <= transcoding_growth * limits_.max_tag_bytes,
          "a tag value is within max_tag_bytes (transcoded)");
    ++counted_.tags;
    line("tag", tag.location);
    append(tag.name);
    append(tag.value);
    return answer(tag.location);
}

pgn::Control EventLog::begin_movetext() {
    expect_in_game("begin_movetext");
    check(!in_movetext_, "begin_movetext comes once per game");
    in_movetext_ = true;
    text_ += "\nmovetext";
    return answer({});
}

pgn::Control EventLog::move_number(const pgn::MoveNumber& number_event) {
    expect_movetext("move_number");
    line("number", number_event.location);
    number(number_event.number);
    return answer(number_event.location);
}

pgn::Control EventLog::move(const pgn::MoveToken& move) {
    expect_movetext("move");
    check(!move.text.empty(), "a move token is not empty");
    check(move.text.size() <= limits_.max_token_bytes, "a move token is within max_token_bytes",
          move.written);
    check(move.written.substr(0, move.text.size()) == move.text,
          "a move's written form starts with its text");
    ++counted_.moves;
    ++moves_seen_;
    line(move.en_passant_note ? "move-ep" : "move", move.location);
    append(move.text);
    append(move.written);
    append(move.note_check);
    const pgn::Control control = answer(move.location);
    if (control == pgn::Control::Continue && script_.skip_game_every != 0 &&
        moves_seen_ % script_.skip_game_every == 0) {
        skipping_game_ = true;
        return pgn::Control::SkipGame;
    }
    return control;
}

pgn::Control EventLog::nag(const pgn::Nag& nag) {
    expect_movetext("nag");
    ++counted_.nags;
    line(nag.from_glyph ? "glyph" : "nag", nag.location);
    number(nag.value);
    return answer(nag.location);
}

pgn::Control EventLog::comment(const pgn::Comment& comment) {
    expect_movetext("comment");
    check(comment.text.size() <= transcoding_growth * limits_.max_comment_bytes,
          "a comment is within max_comment_bytes (transcoded)");
    ++counted_.comments;
    line(comment.kind == pgn::CommentKind::Brace ? "comment" : "line-comment", comment.location);
    if (comment.truncated) text_ += " truncated";
    append(comment.text);
    return answer(comment.location);
}

pgn::Control EventLog::begin_variation(const pgn::Location& location) {
    expect_movetext("begin_variation");
    check(depth_ < limits_.max_variation_depth, "variations nest within max_variation_depth");
    ++counted_.variations;
    ++variations_seen_;
    line("(", location);
    const pgn::Control control = answer(location);
    if (control == pgn::Control::Continue && script_.skip_variation_every != 0 &&
        variations_seen_ % script_.skip_variation_every == 0)
        return pgn::Control::SkipVariation;  // skipped whole: no end_variation follows
    if (control == pgn::Control::Continue) ++depth_;
    return control;
}

pgn::Control EventLog::end_variation(const pgn::Location& location) {
    expect_movetext("end_variation");
    check(depth_ > 0, "end_variation closes a begun variation");
    --depth_;
    line(")", location);
    return answer(location);
}

pgn::Control EventLog::result(const pgn::ResultToken& result) {
    expect_movetext("result");
    check(!result.text.empty(), "a result token is not empty");
    line(result.sloppy ? "result-sloppy" : "result", result.location);
    append(result.text);
    number(static_cast<std::uint64_t>(result.result));
    return answer(result.location);
}

pgn::Control EventLog::end_game(const pgn::GameSummary& summary) {
    check(in_game_, "end_game ends a begun game");
    check(summary.skipped == skipping_game_, "a game is skipped when the visitor said SkipGame");
    skipping_game_ = false;
    check(in_movetext_ || summary.skipped, "begin_movetext comes in every game not skipped");
    check(summary.index == games_, "end_game's index is begin_game's");
    if (!summary.skipped) {
        check(depth_ == 0, "variations are closed when a game ends");
        check(summary.tags == counted_.tags && summary.moves == counted_.moves &&
                  summary.comments == counted_.comments && summary.nags == counted_.nags &&
                  summary.variations == counted_.variations,
              "the summary counts the delivered events");
    }
    in_game_ = false;
    text_ += "\nend";
    for (const bool flag : {summary.has_result, summary.truncated, summary.broken, summary.skipped})
        text_ += flag ? " 1" : " 0";
    number(summary.tags);
    number(summary.moves);
    number(summary.comments);
    number(summary.nags);
    number(summary.variations);
    return answer({});
}

void DiagnosticLog::report(const notation::Diagnostic& diagnostic) {
    text_ += notation::code_string(diagnostic.code);
    text_ += ' ' + std::to_string(diagnostic.location.offset) + ' ' +
             std::to_string(diagnostic.location.line) + ' ' +
             std::to_string(diagnostic.location.column) + " game " +
             std::to_string(diagnostic.game);
    if (diagnostic.ply) text_ += " ply " + std::to_string(*diagnostic.ply);
    text_ += " [";
    text_.append(diagnostic.token);
    text_ += "] [";
    text_.append(diagnostic.fen);
    text_ += "] ";
    text_.append(diagnostic.message);
    text_ += '\n';
}

}  // namespace chess::fuzz
