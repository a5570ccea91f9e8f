#pragma once
// The accumulator at the end of the chain reader -> replayer -> collector: it watches each
// game's main line for the opening and adds the finished game to the Stats.
//
// Per move it does one hash lookup while the game may still be in the opening table, and
// nothing else; everything else happens once per game, in end_game.

#include <cstdint>
#include <vector>

#include "chess/pgn/replay_events.hpp"
#include "pgn-stats/openings.hpp"
#include "pgn-stats/stats.hpp"

namespace chess::tools::stats {

class Collector final : public pgn::ReplayObserver {
public:
    explicit Collector(const OpeningTable& openings);

    pgn::Control begin_movetext(const pgn::ReplayStart& start) override;
    pgn::Control move(const pgn::ReplayedMove& move) override;
    pgn::Control unchecked_move(const pgn::UncheckedMove& move) override;
    pgn::Control end_game(const pgn::ReplayedGame& game) override;

    std::uint64_t games() const { return stats_.all.games; }
    // The statistics so far (the opening counts folded in); the collector starts again empty.
    Stats take();

private:
    void add_opening(const pgn::ReplayedGame& game, const GroupFigures& figures);
    void add_players(const pgn::ReplayedGame& game, pgn::Result result);
    void add_tags(const pgn::ReplayedGame& game, const GroupFigures& figures);

    const OpeningTable* openings_;
    OpeningClassifier classifier_;
    std::uint64_t standard_start_key_;
    std::vector<std::uint64_t> opening_games_;  // by the opening's index in the table
    Stats stats_;
};

}  // namespace chess::tools::stats
