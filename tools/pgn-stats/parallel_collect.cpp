#include "pgn-stats/parallel_collect.hpp"

#include <map>
#include <vector>

#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "common/chunker.hpp"
#include "common/forwarding_sink.hpp"
#include "common/once_per_input.hpp"
#include "common/parallel_chunks.hpp"
#include "common/progress.hpp"
#include "common/recorded_diagnostics.hpp"
#include "pgn-stats/collector.hpp"
#include "pgn-stats/diagnostic_counter.hpp"

namespace chess::tools::stats {

namespace {

struct Part {
    Stats stats;
    std::vector<notation::OwnedDiagnostic> diagnostics;  // a worker's, game numbers from 1
    std::uint64_t landing = 0;                           // where the reader stopped
    std::uint64_t games_begun = 0;
};

// Collects the games of `source` (whose first byte is at `start`) within `limit`; the
// diagnostics go to `sink`.
Part collect_span(pgn::ByteSource& source, const Boundary& start, SpanLimit& limit,
                  const OpeningTable& openings, const std::string& name,
                  const ParallelOptions& options, notation::DiagnosticSink& sink) {
    Part part;
    DiagnosticCounter counter(&sink);
    Collector collector(openings);
    pgn::ReaderOptions reader_options = options.reader;
    reader_options.start_offset = start.offset;
    reader_options.start_line = start.line;
    pgn::Reader reader(source, reader_options, &counter, name);
    pgn::ReplayerOptions replay_options;
    replay_options.file_name = name;
    replay_options.letters = options.letters;
    pgn::Replayer replayer(&collector, &counter, std::move(replay_options));
    read_within(reader, replayer, limit);
    part.stats = collector.take();
    counter.move_into(part.stats.diagnostics);
    part.landing = reader.bytes_consumed();
    part.games_begun = reader.games_read();
    return part;
}

// Adds parts up in input order; prints their diagnostics with whole-input game numbers and the
// reader's once-per-input rule (W101 once).
class PartMerger {
public:
    explicit PartMerger(notation::DiagnosticSink& printer) : printer_(printer) {}

    // A diagnostic of the part being read (sequentially, or recorded by a worker).
    void diagnostic(notation::Diagnostic d) {
        if (d.game != 0) d.game += games_before_;
        if (once_per_input_.first(d)) {
            printer_.report(d);
        } else {
            ++dropped_[static_cast<std::uint16_t>(d.code)];
        }
    }
    // A part whose diagnostics have been given, or are in it (a worker's).
    void add(Part& part) {
        for (const notation::OwnedDiagnostic& owned : part.diagnostics) diagnostic(owned.view());
        for (const auto& [code, times] : dropped_) part.stats.diagnostics[code] -= times;
        dropped_.clear();
        std::erase_if(part.stats.diagnostics, [](const auto& item) { return item.second == 0; });
        total_ += part.stats;
        games_before_ += part.games_begun;
    }
    Stats& total() { return total_; }

private:
    notation::DiagnosticSink& printer_;
    Stats total_;
    std::uint64_t games_before_ = 0;
    OncePerInput once_per_input_;                     // W101 once, not once per chunk
    std::map<std::uint16_t, std::uint64_t> dropped_;  // the part's, by code
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
        [&](ChunkSource& source, const Chunk& chunk) {
            SpanRead<Part> read;
            RecordBudget budget(chunk, source);
            std::vector<notation::OwnedDiagnostic> diagnostics;
            RecordedDiagnostics recorder(diagnostics, budget);
            read.part =
                collect_span(source, chunk.start, budget, openings, name, options, recorder);
            read.part.diagnostics = std::move(diagnostics);
            read.landing = read.part.landing;
            budget.mark(read);
            return read;
        },
        [&](Part& part) {
            merger.add(part);
            progress.update(input.file_bytes_read(), merger.total().all.games);
            return true;
        },
        [&](pgn::ByteSource& rest, const Boundary& start, SpanLimit& limit) {
            ForwardingSink sink(merger);
            Part tail = collect_span(rest, start, limit, openings, name, options, sink);
            merger.add(tail);
            return tail.landing;
        });
    progress.finish();
    return std::move(merger.total());
}

}  // namespace chess::tools::stats
