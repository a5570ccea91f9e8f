#pragma once
// A ReplayObserver for the round-trip fuzz target. It records, per game, what the replayer made
// of it (every move checked or not, with its ply, depth and the move played; the game's end),
// and, when given a GameWriter, writes the game as a converter would: checked moves as canonical
// SAN in the game's letter set, unchecked moves as written, everything else passed through.

#include <cstdint>
#include <string>
#include <vector>

#include "chess/notation/letters.hpp"
#include "chess/pgn/replay_events.hpp"
#include "chess/pgn/writer.hpp"

namespace chess::fuzz {

class ReplayTrace final : public pgn::ReplayObserver {
public:
    // `writer` may be null (record only); it must outlive the trace.
    explicit ReplayTrace(pgn::GameWriter* writer = nullptr) : writer_(writer) {}

    std::vector<std::string> games;              // one trace per game
    std::vector<notation::LetterSetId> letters;  // the set each game was replayed in

    pgn::Control begin_game(const pgn::GameInfo& info) override;
    pgn::Control tag(const pgn::Tag& tag) override;
    pgn::Control begin_movetext(const pgn::ReplayStart& start) override;
    pgn::Control move(const pgn::ReplayedMove& move) override;
    pgn::Control unchecked_move(const pgn::UncheckedMove& move) override;
    pgn::Control nag(const pgn::Nag& nag) override;
    pgn::Control comment(const pgn::Comment& comment) override;
    pgn::Control begin_variation(const pgn::Location& location) override;
    pgn::Control end_variation(const pgn::Location& location) override;
    pgn::Control result(const pgn::ResultToken& result) override;
    pgn::Control end_game(const pgn::ReplayedGame& game) override;

private:
    void add(const std::string& line);

    pgn::GameWriter* writer_;
    std::string san_;  // scratch
};

}  // namespace chess::fuzz
