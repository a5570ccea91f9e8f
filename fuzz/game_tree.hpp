#pragma once
// The game tree the PGN writer promises to keep, as text: the same normalisation as the
// writer's property test (tests/pgn/round_trip_test.cpp), so that read -> write -> read can be
// compared game by game:
// - tags with their values in export order (the Seven Tag Roster first, in roster order, then
//   the others in input order: the writer reorders them, nothing else);
// - move tokens as delivered (glued glyphs are NAGs), with the en-passant note;
// - NAGs by value; comments with blanks collapsed and trimmed (the writer re-wraps them);
// - variations; the result as one of the four markers, a missing one as "*".
// Move numbers are not part of the tree: the writer recomputes them.

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/pgn/visitor.hpp"

namespace chess::fuzz {

class GameTreeRecorder final : public pgn::Visitor {
public:
    std::vector<std::string> games;  // one tree per game, one element a line
    // A move token that the writer cannot write back (the known gap in writer.hpp: a move whose
    // text is a standalone glyph, "=" from "=!?") was read.
    bool has_glyph_move = false;

    pgn::Control begin_game(const pgn::GameInfo& info) override;
    pgn::Control tag(const pgn::Tag& tag) override;
    pgn::Control begin_movetext() override;
    pgn::Control move(const pgn::MoveToken& move) override;
    pgn::Control nag(const pgn::Nag& nag) override;
    pgn::Control comment(const pgn::Comment& comment) override;
    pgn::Control begin_variation(const pgn::Location& location) override;
    pgn::Control end_variation(const pgn::Location& location) override;
    pgn::Control result(const pgn::ResultToken& result) override;
    pgn::Control end_game(const pgn::GameSummary& summary) override;

private:
    void add(std::string_view line);

    std::vector<std::pair<std::size_t, std::string>> tags_;
    bool has_result_ = false;
};

// Blanks collapsed to one space, none at either end: what a comment's text is to the writer.
std::string collapse_blanks(std::string_view text);

// A text that the reader delivers as a NAG when it stands alone.
bool is_standalone_glyph(std::string_view text);

}  // namespace chess::fuzz
