#include "pgn-stats/run.hpp"

#include <fmt/core.h>

#include <cstdio>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "common/input.hpp"
#include "common/progress.hpp"
#include "pgn-stats/collector.hpp"
#include "pgn-stats/diagnostic_counter.hpp"
#include "pgn-stats/parallel_collect.hpp"
#include "pgn-stats/stats_json.hpp"

namespace chess::tools::stats {

namespace {

// Prints diagnostics on stderr, compiler style, from the chosen severity up.
class PrintingSink final : public notation::DiagnosticSink {
public:
    explicit PrintingSink(ShowDiagnostics show) : show_(show) {}

    void report(const notation::Diagnostic& diagnostic) override {
        if (show_ == ShowDiagnostics::None) return;
        if (show_ == ShowDiagnostics::Errors && diagnostic.severity < notation::Severity::Error)
            return;
        const std::string line = notation::format_diagnostic(diagnostic);
        std::fprintf(stderr, "%s\n", line.c_str());
    }

private:
    ShowDiagnostics show_;
};

void report_io_error(std::string_view message) {
    std::fprintf(stderr, "pgn-stats: %.*s\n", static_cast<int>(message.size()), message.data());
}

// Reads the whole of an input; false (reported) when it cannot be read.
bool read_all(std::string_view path, std::string& text) {
    auto input = open_input(path);
    if (!input) {
        report_io_error(input.error());
        return false;
    }
    char buffer[64 * 1024];
    while (const std::size_t n = input->source->read(buffer, sizeof buffer)) text.append(buffer, n);
    if (input->source->failed()) {
        report_io_error(fmt::format("{}: {}", input->name, input->source->error_message()));
        return false;
    }
    return true;
}

// A part saved by an editor that writes a UTF-8 byte order mark reads as any other input does.
std::string_view without_byte_order_mark(std::string_view text) {
    constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";
    if (text.starts_with(byte_order_mark)) text.remove_prefix(byte_order_mark.size());
    return text;
}

// Byte ranges of one input: each range's reader reported W101 (text read as Latin-1) if its
// range had such text, where one reader over the input reports it once.
void count_once_per_input(Stats& stats) {
    const auto w101 =
        stats.diagnostics.find(static_cast<std::uint16_t>(notation::DiagnosticCode::InvalidUtf8));
    if (w101 != stats.diagnostics.end() && w101->second > 1) w101->second = 1;
}

}  // namespace

RunResult collect_files(const std::vector<std::string>& files, const OpeningTable& openings,
                        const CollectOptions& options) {
    RunResult result;
    PrintingSink printer(options.show);
    DiagnosticCounter counter(&printer);
    Collector collector(openings);
    Stats parallel_parts;  // the inputs read with -j
    for (const std::string& path : files) {
        auto input = open_input(path, options.encoding);
        if (!input) {
            report_io_error(input.error());
            result.io_error = true;
            continue;
        }
        if (options.jobs > 1 && !options.range) {
            parallel_parts +=
                collect_parallel(*input, openings, printer,
                                 {options.jobs, options.chunk_bytes, options.chunk_at_lines,
                                  options.progress, options.letters, options.reader},
                                 result.bytes);
            if (input->source->failed()) {
                report_io_error(fmt::format("{}: {}", input->name, input->source->error_message()));
                result.io_error = true;
            }
            continue;
        }
        std::optional<RangeSource> ranged;
        pgn::ReaderOptions reader_options = options.reader;
        pgn::ByteSource& source = apply_byte_range(*input, options.range, ranged, reader_options);
        RangeNumberedSink numbered(&counter, reader_options.start_offset);
        pgn::Reader reader(source, reader_options, &numbered, input->name);
        if (ranged) ranged->attach(reader);
        pgn::ReplayerOptions replay_options;
        replay_options.file_name = input->name;
        replay_options.letters = options.letters;
        pgn::Replayer replayer(&collector, &numbered, std::move(replay_options));
        Progress progress(options.progress, input->file_size);
        while (reader.read_next_game(replayer))
            progress.update(input->file_bytes_read(), collector.games());
        progress.finish();
        result.bytes += reader.bytes_consumed() - reader_options.start_offset;
        // The reader reports a read error as a diagnostic (E001, fatal); it is also an I/O error
        // of the run, reported whatever --diagnostics says.
        if (input->source->failed()) {
            report_io_error(fmt::format("{}: {}", input->name, input->source->error_message()));
            result.io_error = true;
        }
    }
    result.stats = collector.take();
    counter.move_into(result.stats.diagnostics);
    result.stats += parallel_parts;
    return result;
}

RunResult merge_files(const std::vector<std::string>& files, bool ranges) {
    RunResult result;
    for (const std::string& path : files) {
        std::string text;
        if (!read_all(path, text)) {
            result.io_error = true;
            continue;
        }
        result.bytes += text.size();
        const std::string name = path == "-" ? "<stdin>" : path;
        auto stats = stats_from_json(without_byte_order_mark(text));
        if (!stats) {
            report_io_error(fmt::format("{}: {}", name, stats.error()));
            result.io_error = true;
            continue;
        }
        // Each part is consistent, but parts can still add up past 2^64 - 1 (or past the games
        // pgn-stats counts); such a part is left out, as a part that cannot be read is.
        if (auto added = add_checked(result.stats, *stats); !added) {
            report_io_error(
                fmt::format("{}: adding it to the parts before: {}", name, added.error()));
            result.io_error = true;
        }
    }
    if (ranges) count_once_per_input(result.stats);
    return result;
}

bool has_errors(const Stats& stats) {
    for (const auto& [code, count] : stats.diagnostics)
        if (count != 0 && notation::default_severity(static_cast<notation::DiagnosticCode>(code)) >=
                              notation::Severity::Error)
            return true;
    return false;
}

}  // namespace chess::tools::stats
