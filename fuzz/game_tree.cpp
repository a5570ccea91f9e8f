#include "game_tree.hpp"

#include <algorithm>
#include <array>

namespace chess::fuzz {

namespace {

std::size_t export_rank(std::string_view name) {
    constexpr std::array<std::string_view, 7> roster = {"Event", "Site",  "Date",  "Round",
                                                        "White", "Black", "Result"};
    return static_cast<std::size_t>(std::find(roster.begin(), roster.end(), name) - roster.begin());
}

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

}  // namespace

std::string collapse_blanks(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (!is_blank(c)) {
            out += c;
        } else if (!out.empty() && out.back() != ' ') {
            out += ' ';
        }
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

bool is_standalone_glyph(std::string_view text) {
    // reader.hpp's list of glyph tokens.
    constexpr std::array<std::string_view, 17> glyphs = {
        "!",   "?",  "!!", "??", "!?",     "?!",     "+-",     "-+",    "+/-",
        "-/+", "+=", "=+", "=",  "\u221E", "\u00B1", "\u2213", "\u25A1"};
    return std::find(glyphs.begin(), glyphs.end(), text) != glyphs.end();
}

void GameTreeRecorder::add(std::string_view line) {
    games.back().append(line);
    games.back() += '\n';
}

pgn::Control GameTreeRecorder::begin_game(const pgn::GameInfo&) {
    games.emplace_back();
    tags_.clear();
    has_result_ = false;
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::tag(const pgn::Tag& tag) {
    tags_.emplace_back(export_rank(tag.name),
                       "tag " + std::string(tag.name) + "=" + std::string(tag.value));
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::begin_movetext() {
    std::stable_sort(tags_.begin(), tags_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& entry : tags_) add(entry.second);
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::move(const pgn::MoveToken& move) {
    if (is_standalone_glyph(move.text)) has_glyph_move = true;
    add("move " + std::string(move.text) + (move.en_passant_note ? " e.p." : "") +
        std::string(move.note_check));
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::nag(const pgn::Nag& nag) {
    add("nag " + std::to_string(nag.value));
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::comment(const pgn::Comment& comment) {
    add("comment {" + collapse_blanks(comment.text) + "}");
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::begin_variation(const pgn::Location&) {
    add("(");
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::end_variation(const pgn::Location&) {
    add(")");
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::result(const pgn::ResultToken& result) {
    has_result_ = true;
    add("result " + std::string(pgn::result_marker(result.result)));
    return pgn::Control::Continue;
}

pgn::Control GameTreeRecorder::end_game(const pgn::GameSummary&) {
    if (!has_result_) add("result *");
    return pgn::Control::Continue;
}

}  // namespace chess::fuzz
