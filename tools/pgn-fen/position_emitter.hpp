#pragma once
// The observer at the end of reader -> replayer -> PositionEmitter: picks the positions the
// selector asks for, passes them through the filters and hands them to the RecordWriter.
//
// --every, --ply and --move decide at each move, from the replayer's positions, with nothing
// copied. --final and --at-comment write a position after the fact (at the game's end, at a
// comment), so for them the emitter keeps the last two steps of each line (the second for a
// variation, which starts from the position before its parent's last move).
//
// A line with a move that cannot be checked ends there: the positions before it are written,
// none after it (the replayer reports the error). Such a game counts as failed; so does a game
// that cannot be replayed at all (an invalid FEN, an unsupported variant).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/replay_events.hpp"
#include "key_set.hpp"
#include "options.hpp"
#include "record_writer.hpp"
#include "tag_values.hpp"

namespace chess::fen_tool {

struct EmitCounts {
    std::uint64_t games = 0;
    std::uint64_t positions = 0;  // written
    std::uint64_t failed = 0;     // games with a move that could not be checked
};

class PositionEmitter final : public pgn::ReplayObserver {
public:
    // unique_in_merger (-j): --unique is left to the merger, which sees the positions in input
    // order; every position that passes the other filters is written.
    PositionEmitter(const Options& options, TagValues& tags, RecordWriter& writer,
                    bool unique_in_merger = false);

    const EmitCounts& counts() const { return counts_; }
    // Where the error of a game that fails at a variation with no move to branch from goes
    // (variation_without_move.hpp), and the input's name for it.
    void report_failures(notation::DiagnosticSink& sink, std::string file) {
        failures_ = &sink;
        file_ = std::move(file);
    }

    pgn::Control begin_game(const pgn::GameInfo& info) override;
    pgn::Control tag(const pgn::Tag& tag) override;
    pgn::Control begin_movetext(const pgn::ReplayStart& start) override;
    pgn::Control move(const pgn::ReplayedMove& move) override;
    pgn::Control unchecked_move(const pgn::UncheckedMove& move) override;
    pgn::Control comment(const pgn::Comment& comment) override;
    pgn::Control begin_variation(const pgn::Location& location) override;
    pgn::Control end_variation(const pgn::Location& location) override;
    pgn::Control end_game(const pgn::ReplayedGame& game) override;

private:
    // One position of a line, kept for --final and --at-comment.
    struct Step {
        Position after;
        Position before;
        Move move = Move::none();
        std::uint32_t ply = 0;
        bool has_move = false;  // false: the start position
        bool known = false;     // false: after a move that could not be checked
    };
    struct LineSteps {
        Step last;
        Step previous;
    };

    bool selected(const pgn::ReplayedMove& move) const;
    bool keeps_steps() const;
    void keep_step(const pgn::ReplayedMove& move);
    void emit_step(const Step& step, std::uint32_t depth);
    void consider(const PositionRecord& record);
    bool passes_filters(const Position& pos, std::uint32_t ply);

    const Options* options_;
    notation::DiagnosticSink* failures_ = nullptr;
    std::string file_;
    std::string message_;  // the text of the last error reported there
    TagValues* tags_;
    RecordWriter* writer_;
    KeySet seen_;
    bool unique_in_merger_ = false;
    bool filtering_ = false;  // false: every position passes_filters (none is set)
    EmitCounts counts_;

    std::uint64_t game_ = 0;
    bool failed_ = false;
    bool replayable_ = true;
    std::uint32_t depth_ = 0;
    std::uint32_t variations_ = 0;                // begun in this game
    std::vector<std::uint32_t> open_variations_;  // their numbers, outermost first
    std::uint32_t current_variation() const {
        return open_variations_.empty() ? 0 : open_variations_.back();
    }
    std::vector<LineSteps> lines_;
};

}  // namespace chess::fen_tool
