// pgn-validate -j N: the input is cut into game-aligned chunks, workers validate the chunks
// (each with its own reader and replayer, started at the chunk's boundary with the whole file's
// offset and line), and the merger hands their diagnostics to the report in input order. The
// result is byte-for-byte that of the sequential run:
// - game numbers: a worker's count from 1; the merger adds the games of the chunks before;
// - the "once per input" report, W101 (Latin-1), is kept only the first time in a file, as one
//   reader would (W102, NUL bytes, once per game or stretch between games, needs nothing:
//   chunks begin where games begin);
// - --max-errors, the counts and the bytes: the merger stops at the end of the game in which
//   the limit was reached, as the sequential loop does;
// - the boundaries: a chunk's reader goes on past its chunk's end to finish its last game and
//   must stop exactly at the next chunk's start (where the next game begins). Where it does not
//   (a chunk boundary the reader does not see as a game start), the merger reads on itself,
//   sequentially, from the last point both agree on to the next chunk start its reader stops at;
// - memory: a worker whose record passes its budget (RecordBudget) stops before its next game,
//   and the merger reads the rest of that chunk (or all of it) the same way.

#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <fmt/core.h>

#include "common/chunker.hpp"
#include "common/input.hpp"
#include "common/once_per_input.hpp"
#include "common/parallel_chunks.hpp"
#include "common/progress.hpp"
#include "common/recorded_diagnostics.hpp"
#include "filtering_sink.hpp"
#include "span_reader.hpp"
#include "validator.hpp"

namespace chess::tools::validate {

namespace {

// ---- a worker's record of its chunk

struct OwnedLine {
    std::string text;
    std::uint64_t number = 0;
    std::uint64_t column = 0;
    bool cut = false;
    std::uint64_t code_points_before = 0;
};

struct RecordedDiagnostic {
    notation::OwnedDiagnostic diagnostic;
    std::optional<OwnedLine> line;
};

struct RecordedGame {
    std::uint64_t index = 0;
    std::string white, black, event, round;
};

struct RecordedRead {
    std::uint64_t games = 0;
    std::uint64_t moves = 0;
    std::uint64_t bytes = 0;
};

using RecordedEvent = std::variant<RecordedDiagnostic, RecordedGame, RecordedRead>;

struct ChunkOutcome {
    std::vector<RecordedEvent> events;
    SpanEnd end;
};

class Recorder final : public SpanEvents {
public:
    // Drops what comes once the budget abandons the record.
    Recorder(std::vector<RecordedEvent>& events, RecordBudget& budget)
        : events_(events), budget_(budget) {}
    void diagnostic(const notation::Diagnostic& diagnostic,
                    const std::optional<SourceLine>& line) override {
        RecordedDiagnostic recorded{notation::to_owned(diagnostic), std::nullopt};
        if (line)
            recorded.line = OwnedLine{std::string(line->text), line->number, line->column,
                                      line->cut, line->code_points_before};
        const std::size_t bytes = sizeof(RecordedEvent) + held_bytes(recorded.diagnostic) +
                                  (line ? line->text.size() : 0);
        if (budget_.add(bytes)) events_.emplace_back(std::move(recorded));
    }
    void end_game(const GameRecord& game) override {
        RecordedGame recorded{game.index, std::string(game.white), std::string(game.black),
                              std::string(game.event), std::string(game.round)};
        const std::size_t bytes = sizeof(RecordedEvent) + recorded.white.size() +
                                  recorded.black.size() + recorded.event.size() +
                                  recorded.round.size();
        if (budget_.add(bytes)) events_.emplace_back(std::move(recorded));
    }
    // Only a diagnostic can make the merger stop (--max-errors), at the first read after it;
    // the reads that follow that one, up to the next event of another kind, serve the progress
    // display alone and replace each other. (One event per game made a chunk's record about a
    // megabyte, page-faulted in afresh for every chunk.)
    bool game_read(std::uint64_t games, std::uint64_t moves, std::uint64_t bytes) override {
        const RecordedRead read{games, moves, bytes};
        if (last_two_are_reads()) {
            events_.back() = read;
        } else {
            events_.emplace_back(read);
        }
        return true;
    }

private:
    bool last_two_are_reads() const {
        const std::size_t n = events_.size();
        return n >= 2 && std::holds_alternative<RecordedRead>(events_[n - 1]) &&
               std::holds_alternative<RecordedRead>(events_[n - 2]);
    }

    std::vector<RecordedEvent>& events_;
    RecordBudget& budget_;
};

SpanRead<ChunkOutcome> validate_chunk(ChunkSource& source, const Chunk& chunk,
                                      const SpanOptions& options) {
    ChunkOutcome outcome;
    RecordBudget budget(chunk, source);
    Recorder recorder(outcome.events, budget);
    outcome.end = read_span(source, chunk.start, options, recorder, budget);
    const std::uint64_t landing = outcome.end.landing;
    SpanRead<ChunkOutcome> read{std::move(outcome), landing};
    budget.mark(read);
    return read;
}

// ---- the merger

class SpanMerger final : public SpanEvents {
public:
    SpanMerger(FilteringSink& sink, Report& report, Progress& progress, RunTotals& totals,
               const Input& input)
        : sink_(sink), report_(report), progress_(progress), totals_(totals), input_(input) {}

    void diagnostic(const notation::Diagnostic& diagnostic,
                    const std::optional<SourceLine>& line) override {
        notation::Diagnostic shown = diagnostic;
        if (shown.game != 0) shown.game += games_before_;
        if (!once_per_input_.first(shown)) return;
        sink_.deliver(shown, line);
    }
    void end_game(const GameRecord& game) override {
        GameRecord shown = game;
        shown.index += games_before_;
        report_.end_game(shown);
    }
    bool game_read(std::uint64_t games, std::uint64_t moves, std::uint64_t bytes) override {
        progress_.update(input_.file_bytes_read(), totals_.games + games_before_ + games);
        if (!totals_.stopped) return true;
        games_ += games;
        moves_ += moves;
        bytes_ = bytes;
        return false;
    }

    // Replays a worker's record; false when --max-errors stopped the run in it.
    bool replay(const ChunkOutcome& outcome) {
        for (const RecordedEvent& event : outcome.events) {
            if (const auto* d = std::get_if<RecordedDiagnostic>(&event)) {
                std::optional<SourceLine> line;
                if (d->line) {
                    line = SourceLine{d->line->text, d->line->number, d->line->column, d->line->cut,
                                      d->line->code_points_before};
                }
                diagnostic(d->diagnostic.view(), line);
            } else if (const auto* g = std::get_if<RecordedGame>(&event)) {
                end_game({g->index, g->white, g->black, g->event, g->round});
            } else if (const auto* r = std::get_if<RecordedRead>(&event)) {
                if (!game_read(r->games, r->moves, r->bytes)) return false;
            }
        }
        return true;
    }
    // A span was read to its end (not stopped).
    void span_done(const SpanEnd& end) {
        games_before_ += end.games_begun;
        games_ += end.games;
        moves_ += end.moves;
        bytes_ = end.landing;
    }
    void finish() {
        totals_.games += games_;
        totals_.moves += moves_;
        totals_.bytes += bytes_;
    }

private:
    FilteringSink& sink_;
    Report& report_;
    Progress& progress_;
    RunTotals& totals_;
    const Input& input_;
    std::uint64_t games_before_ = 0;  // games begun in the spans before (game numbers)
    std::uint64_t games_ = 0;
    std::uint64_t moves_ = 0;
    std::uint64_t bytes_ = 0;
    OncePerInput once_per_input_;  // W101 once, not once per chunk
};

// Takes the chunks' results in order into the merger, reading on itself where a chunk does not
// verify.
void merge_chunks(Chunker& chunker, unsigned jobs, const SpanOptions& span, SpanMerger& merger,
                  const RunTotals& totals) {
    run_chunks<ChunkOutcome>(
        chunker, jobs,
        [&span](ChunkSource& source, const Chunk& chunk) {
            return validate_chunk(source, chunk, span);
        },
        [&](const ChunkOutcome& outcome) {
            if (!merger.replay(outcome)) return false;  // --max-errors stopped the run in it
            merger.span_done(outcome.end);
            return true;
        },
        [&](pgn::ByteSource& rest, const Boundary& start, SpanLimit& limit) {
            const SpanEnd end = read_span(rest, start, span, merger, limit);
            if (!totals.stopped) merger.span_done(end);
            return end.landing;
        });
}

}  // namespace

void Validator::validate_parallel(std::string_view path) {
    if (totals_.stopped) return;
    auto input = open_input(path, options_.encoding);
    if (!input) return unopened(path, input.error());
    ++totals_.files;
    report_.begin_file(input->name);
    Progress progress(options_.progress, input->file_size);
    FilteringSink sink(options_.severities, report_, nullptr, progress, totals_);
    SpanMerger merger(sink, report_, progress, totals_, *input);
    const SpanOptions span{&options_, input->name, report_.wants_games()};

    Chunker chunker(*input->source, options_.chunk_bytes, options_.chunk_at_lines);
    merge_chunks(chunker, options_.jobs, span, merger, totals_);  // joins its threads
    progress.finish();
    if (chunker.failed() || sink.fatal_reported()) {
        fmt::print(stderr, "pgn-validate: {}: read error: {}\n", input->name,
                   input->source->error_message());
        totals_.io_error = true;
    }
    merger.finish();
    report_.end_file();
}

}  // namespace chess::tools::validate
