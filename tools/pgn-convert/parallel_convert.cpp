#include "parallel_convert.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "chess/pgn/writer.hpp"
#include "common/chunker.hpp"
#include "common/forwarding_sink.hpp"
#include "common/once_per_input.hpp"
#include "common/parallel_chunks.hpp"
#include "common/progress.hpp"
#include "common/recorded_diagnostics.hpp"
#include "error_capture.hpp"

namespace chess::convert {

namespace {

struct SpanEnd {
    std::uint64_t games_begun = 0;  // the reader's count: the game numbers it gave
    ConvertCounts counts;
};

// A worker's chunk: its converted games and its diagnostics, game numbers counted from 1.
struct Part {
    std::string text;
    std::vector<notation::OwnedDiagnostic> diagnostics;
    SpanEnd end;
};

class TextBuffer final : public pgn::TextSink {
public:
    explicit TextBuffer(std::string& text) : text_(text) {}
    void write(std::string_view text) override { text_.append(text); }

private:
    std::string& text_;
};

// Converts the games of `source` (whose first byte is at `start`) within `limit`, as
// the sequential run does: the same converter, writer and sinks, the reader started at the
// input's own offset and line. Returns where the reader stopped.
std::uint64_t convert_span(pgn::ByteSource& source, const tools::Boundary& start,
                           tools::SpanLimit& limit, const Options& options, const std::string& name,
                           pgn::TextSink& text, notation::DiagnosticSink& sink, SpanEnd& span) {
    ErrorCapture capture(sink, options.reader);
    pgn::GameWriter writer(text);
    Converter converter(converter_options(options), writer, capture, sink);
    converter.set_file(name);
    pgn::ReaderOptions reader_options = options.reader;
    reader_options.start_offset = start.offset;
    reader_options.start_line = start.line;
    pgn::Reader reader(source, reader_options, &capture, name);
    pgn::ReplayerOptions replay_options = replayer_options(options);
    replay_options.file_name = name;
    pgn::Replayer replayer(&converter, &capture, std::move(replay_options));
    tools::read_within(reader, replayer, limit);
    span = {reader.games_read(), converter.counts()};
    return reader.bytes_consumed();
}

// Writes the parts in input order: the text as it is, the diagnostics with game numbers over
// the whole input and the reader's once-per-input notices once. Also the text sink of the
// sequential rest.
class Merger final : public pgn::TextSink {
public:
    explicit Merger(ParallelRun& run) : run_(run) {}

    void write(std::string_view text) override { run_.out.write(text); }
    void diagnostic(notation::Diagnostic d) {
        if (d.game != 0) d.game += games_before_;
        if (once_.first(d)) run_.printer.report(d);
    }
    void add(const Part& part) {
        write(part.text);
        for (const notation::OwnedDiagnostic& owned : part.diagnostics) diagnostic(owned.view());
        end_span(part.end);
    }
    void end_span(const SpanEnd& end) {
        run_.counts += end.counts;
        games_before_ += end.games_begun;
    }
    std::uint64_t games() const { return games_before_; }

private:
    ParallelRun& run_;
    tools::OncePerInput once_;
    std::uint64_t games_before_ = 0;
};

}  // namespace

void convert_parallel(tools::Input& input, ParallelRun& run) {
    const tools::SplitOptions& split = run.options.split;
    Merger merger(run);
    tools::Progress progress(!run.options.quiet, input.file_size);
    const std::string name = input.name;
    tools::Chunker chunker(*input.source, split.chunk_bytes, split.chunk_at_lines);
    tools::run_chunks<Part>(
        chunker, split.jobs,
        [&](tools::ChunkSource& source, const tools::Chunk& chunk) {
            tools::SpanRead<Part> read;
            TextBuffer text(read.part.text);
            tools::RecordBudget budget(chunk, source);
            tools::RecordedDiagnostics recorder(read.part.diagnostics, budget);
            read.landing = convert_span(source, chunk.start, budget, run.options, name, text,
                                        recorder, read.part.end);
            budget.mark(read);
            return read;
        },
        [&](const Part& part) {
            merger.add(part);
            progress.update(input.file_bytes_read(), merger.games());
            return true;
        },
        [&](pgn::ByteSource& rest, const tools::Boundary& start, tools::SpanLimit& limit) {
            tools::ForwardingSink sink(merger);
            SpanEnd end;
            const std::uint64_t landing =
                convert_span(rest, start, limit, run.options, name, merger, sink, end);
            merger.end_span(end);
            return landing;
        });
    progress.finish();
}

}  // namespace chess::convert
