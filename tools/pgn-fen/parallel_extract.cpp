#include "parallel_extract.hpp"

#include <iterator>
#include <mutex>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "common/chunker.hpp"
#include "common/forwarding_sink.hpp"
#include "common/once_per_input.hpp"
#include "common/parallel_chunks.hpp"
#include "common/progress.hpp"
#include "common/recorded_diagnostics.hpp"
#include "support/replay_severities.hpp"
#include "tag_values.hpp"

namespace chess::fen_tool {

namespace {

constexpr std::size_t flush_bytes = 256 * 1024;

struct SpanEnd {
    std::uint64_t landing = 0;  // where the reader stopped
    std::uint64_t games_begun = 0;
    EmitCounts counts;  // its positions are those written before --unique
};

// A worker's chunk: its records and diagnostics, game numbers counted from 1.
struct Part {
    std::string text;
    std::vector<RecordMark> marks;  // offsets into text
    std::vector<notation::OwnedDiagnostic> diagnostics;
    SpanEnd end;
};

// Parts whose buffers are kept for the next chunks. A part's text and marks come to several MB
// per chunk (a FEN record per position: seven times the input); allocated afresh for every
// chunk, they went to mmap (return_large_blocks_to_system) and were faulted in page by page,
// which made --every -j 2 slower than -j 1 (sys time 2.6 s against 0.5 s on 100 MB).
class PartPool {
public:
    Part take() {
        std::lock_guard lock(mutex_);
        if (free_.empty()) return {};
        Part part = std::move(free_.back());
        free_.pop_back();
        return part;
    }
    void give_back(Part& part) {
        part.text.clear();
        part.marks.clear();
        part.diagnostics.clear();
        part.end = {};
        std::lock_guard lock(mutex_);
        if (free_.size() < max_free) free_.push_back(std::move(part));
    }

private:
    // Enough for the parts in flight to find one: a worker takes one per chunk, the merger gives
    // it back once written.
    static constexpr std::size_t max_free = 8;
    std::mutex mutex_;
    std::vector<Part> free_;
};

// Gathers a worker's blocks of records into its Part.
class PartBlocks final : public RecordBlocks {
public:
    explicit PartBlocks(Part& part) : part_(part) {}
    void records(std::string_view text, const std::vector<RecordMark>& marks) override {
        const std::size_t base = part_.text.size();
        part_.text.append(text);
        for (RecordMark mark : marks) {
            mark.end += base;
            mark.number_at += base;
            part_.marks.push_back(mark);
        }
    }

private:
    Part& part_;
};

// Replays the games of `source` (whose first byte is at `start`) within `limit`.
SpanEnd extract_span(pgn::ByteSource& source, const tools::Boundary& start, tools::SpanLimit& limit,
                     const ParallelRun& run, const std::string& name, RecordBlocks& blocks,
                     notation::DiagnosticSink& sink) {
    TagValues tags;
    RecordWriter writer(run.options, run.several_files, tags, blocks);
    writer.set_file(name);
    PositionEmitter emitter(run.options, tags, writer, true);
    emitter.report_failures(sink, name);
    pgn::ReaderOptions reader_options = run.options.reader;  // the limits, as -j 1 reads
    reader_options.start_offset = start.offset;
    reader_options.start_line = start.line;
    pgn::Reader reader(source, reader_options, &sink, name);
    pgn::ReplayerOptions replay_options;
    replay_options.letters = run.options.letters;
    replay_options.severities = tools::replay_failures_only();
    replay_options.file_name = name;
    pgn::Replayer replayer(&emitter, &sink, std::move(replay_options));
    tools::read_within(reader, replayer, limit);
    writer.flush();
    return {reader.bytes_consumed(), reader.games_read(), emitter.counts()};
}

// Writes the parts in input order: game numbers over the whole input, --unique over the run,
// the reader's once-per-input notices once.
class Merger final : public RecordBlocks {
public:
    explicit Merger(ParallelRun& run) : run_(run) {}
    ~Merger() override { flush(); }
    Merger(const Merger&) = delete;
    Merger& operator=(const Merger&) = delete;

    // Copies runs of records whole; a run ends at a game number to rewrite or a position that
    // --unique drops.
    void records(std::string_view text, const std::vector<RecordMark>& marks) override {
        std::size_t copied = 0;  // text[0, copied) is written or dropped
        for (std::size_t i = 0; i < marks.size(); ++i) {
            const RecordMark& mark = marks[i];
            const std::size_t begin = i == 0 ? 0 : marks[i - 1].end;
            if (run_.options.filters.unique && !run_.seen.insert(mark.key)) {
                buffer_.append(text.substr(copied, begin - copied));
                copied = mark.end;
                continue;
            }
            ++run_.counts.positions;
            if (mark.number_size == 0) continue;
            buffer_.append(text.substr(copied, mark.number_at - copied));
            fmt::format_to(std::back_inserter(buffer_), "{}", mark.game + games_before_);
            copied = mark.number_at + mark.number_size;
        }
        buffer_.append(text.substr(copied, (marks.empty() ? 0 : marks.back().end) - copied));
        if (buffer_.size() >= flush_bytes) flush();
    }
    void diagnostic(notation::Diagnostic d) {
        if (d.game != 0) d.game += games_before_;
        if (once_.first(d)) run_.printer.report(d);
    }
    void add(const Part& part) {
        records(part.text, part.marks);
        for (const notation::OwnedDiagnostic& owned : part.diagnostics) diagnostic(owned.view());
        end_span(part.end);
    }
    void end_span(const SpanEnd& end) {
        run_.counts.games += end.counts.games;
        run_.counts.failed += end.counts.failed;
        games_before_ += end.games_begun;
    }
    std::uint64_t games() const { return games_before_; }
    void flush() {
        run_.out.write(buffer_);
        buffer_.clear();
    }

private:
    ParallelRun& run_;
    tools::OncePerInput once_;
    std::uint64_t games_before_ = 0;
    std::string buffer_;
};

}  // namespace

void extract_parallel(tools::Input& input, ParallelRun& run) {
    const tools::SplitOptions& split = run.options.split;
    Merger merger(run);
    tools::Progress progress(!run.options.quiet, input.file_size);
    const std::string name = input.name;
    tools::Chunker chunker(*input.source, split.chunk_bytes, split.chunk_at_lines);
    PartPool parts;
    tools::run_chunks<Part>(
        chunker, split.jobs,
        [&](tools::ChunkSource& source, const tools::Chunk& chunk) {
            Part part = parts.take();
            PartBlocks blocks(part);
            tools::RecordBudget budget(chunk, source);
            tools::RecordedDiagnostics recorder(part.diagnostics, budget);
            part.end = extract_span(source, chunk.start, budget, run, name, blocks, recorder);
            const std::uint64_t landing = part.end.landing;
            tools::SpanRead<Part> read{std::move(part), landing};
            budget.mark(read);
            return read;
        },
        [&](Part& part) {
            merger.add(part);
            parts.give_back(part);
            progress.update(input.file_bytes_read(), merger.games());
            return true;
        },
        [&](pgn::ByteSource& rest, const tools::Boundary& start, tools::SpanLimit& limit) {
            tools::ForwardingSink sink(merger);
            const SpanEnd end = extract_span(rest, start, limit, run, name, merger, sink);
            merger.end_span(end);
            return end.landing;
        });
    merger.flush();
    progress.finish();
}

}  // namespace chess::fen_tool
