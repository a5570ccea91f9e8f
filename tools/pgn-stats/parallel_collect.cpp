#include "pgn-stats/parallel_collect.hpp"

#include <limits>
#include <vector>

#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "common/chunker.hpp"
#include "common/once_per_input.hpp"
#include "common/parallel_chunks.hpp"
#include "common/progress.hpp"
#include "pgn-stats/collector.hpp"
#include "pgn-stats/diagnostic_counter.hpp"

namespace chess::tools::stats {

namespace {

struct Part {
    Stats stats;
    std::vector<notation::OwnedDiagnostic> diagnostics;  // in order, game numbers from 1
    std::uint64_t landing = 0;                           // where the reader stopped
    std::uint64_t games_begun = 0;
};

// Collects the games of `source` (whose first byte is at `start`) that begin before `end`.
Part collect_span(pgn::ByteSource& source, const Boundary& start, std::uint64_t end,
                  const OpeningTable& openings, const std::string& name,
                  const ParallelOptions& options) {
    Part part;
    notation::CollectingSink recorder;
    DiagnosticCounter counter(&recorder);
    Collector collector(openings);
    pgn::ReaderOptions reader_options = options.reader;
    reader_options.start_offset = start.offset;
    reader_options.start_line = start.line;
    pgn::Reader reader(source, reader_options, &counter, name);
    reader.set_end_offset(end);
    pgn::ReplayerOptions replay_options;
    replay_options.file_name = name;
    replay_options.letters = options.letters;
    pgn::Replayer replayer(&collector, &counter, std::move(replay_options));
    while (reader.read_next_game(replayer)) {
    }
    part.stats = collector.take();
    counter.move_into(part.stats.diagnostics);
    part.diagnostics = recorder.take();
    part.landing = reader.bytes_consumed();
    part.games_begun = reader.games_read();
    return part;
}

// Adds parts up in input order; prints their diagnostics with whole-input game numbers and the
// reader's once-per-input rule (W101 once).
class PartMerger {
public:
    explicit PartMerger(notation::DiagnosticSink& printer) : printer_(printer) {}

    void add(Part& part) {
        for (const notation::OwnedDiagnostic& owned : part.diagnostics) {
            notation::Diagnostic d = owned.view();
            if (d.game != 0) d.game += games_before_;
            if (!once_per_input_.first(d)) {
                --part.stats.diagnostics[static_cast<std::uint16_t>(d.code)];
                continue;
            }
            printer_.report(d);
        }
        std::erase_if(part.stats.diagnostics, [](const auto& item) { return item.second == 0; });
        total_ += part.stats;
        games_before_ += part.games_begun;
    }
    Stats& total() { return total_; }

private:
    notation::DiagnosticSink& printer_;
    Stats total_;
    std::uint64_t games_before_ = 0;
    OncePerInput once_per_input_;  // W101 once, not once per chunk
};

}  // namespace

Stats collect_parallel(Input& input, const OpeningTable& openings,
                       notation::DiagnosticSink& printer, const ParallelOptions& options,
                       std::uint64_t& bytes) {
    PartMerger merger(printer);
    Progress progress(options.progress, input.file_size);
    const std::string name = input.name;
    Chunker chunker(*input.source, options.chunk_bytes, options.chunk_at_lines);
    bytes += run_chunks<Part>(
        chunker, options.jobs,
        [&](pgn::ByteSource& source, const Chunk& chunk) {
            Part part =
                collect_span(source, chunk.start, chunk.end_offset(), openings, name, options);
            const std::uint64_t landing = part.landing;
            return SpanRead<Part>{std::move(part), landing};
        },
        [&](Part& part) {
            merger.add(part);
            progress.update(input.file_bytes_read(), merger.total().all.games);
            return true;
        },
        [&](pgn::ByteSource& rest, const Boundary& start) {
            Part tail = collect_span(rest, start, std::numeric_limits<std::uint64_t>::max(),
                                     openings, name, options);
            merger.add(tail);
            return tail.landing;
        });
    progress.finish();
    return std::move(merger.total());
}

}  // namespace chess::tools::stats
