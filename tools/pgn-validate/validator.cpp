#include "validator.hpp"

#include <fmt/core.h>

#include "common/input.hpp"
#include "common/progress.hpp"
#include "filtering_sink.hpp"
#include "source_window.hpp"

namespace chess::tools::validate {

namespace {

// Tells the report how each game is named (JUnit's testcases).
class GameNamer final : public pgn::ReplayObserver {
public:
    explicit GameNamer(Report& report) : report_(report) {}

    pgn::Control end_game(const pgn::ReplayedGame& game) override {
        using pgn::KnownTag;
        const auto tag = [&](KnownTag name) { return game.tags.get(name).value_or(""); };
        report_.end_game({game.summary.index, tag(KnownTag::White), tag(KnownTag::Black),
                          tag(KnownTag::Event), tag(KnownTag::Round)});
        return pgn::Control::Continue;
    }

private:
    Report& report_;
};

// The name open_input gives the input.
std::string_view input_name(std::string_view path) { return path == "-" ? "<stdin>" : path; }

}  // namespace

Validator::Validator(ValidatorOptions options, Report& report)
    : options_(std::move(options)), report_(report) {
    totals_.max_errors = options_.max_errors;
}

void Validator::validate(std::string_view path) {
    if (options_.range) record_range(input_name(path));
    // A byte range is read sequentially (ranges are how a cluster splits the work).
    if (options_.jobs > 1 && !options_.range) {
        validate_parallel(path);
    } else {
        validate_sequential(path);
    }
}

void Validator::validate_sequential(std::string_view path) {
    if (totals_.stopped) return;
    auto input = open_input(path, options_.encoding);
    if (!input) return unopened(path, input.error());
    ++totals_.files;
    report_.begin_file(input->name);

    std::optional<RangeSource> ranged;
    pgn::ReaderOptions reader_options = options_.reader;
    pgn::ByteSource& source = apply_byte_range(*input, options_.range, ranged, reader_options);
    SourceWindow window(source, SourceWindow::default_capacity, reader_options.start_offset);
    Progress progress(options_.progress, input->file_size);
    FilteringSink filter(options_.severities, report_, &window, progress, totals_);
    RangeNumberedSink sink(&filter, reader_options.start_offset);
    GameNamer namer(report_);
    pgn::ReplayerOptions replay_options;
    replay_options.file_name = input->name;
    replay_options.severities = options_.severities;
    replay_options.letters = options_.letters;
    pgn::Replayer replayer(report_.wants_games() ? &namer : nullptr, &sink, replay_options);
    pgn::Reader reader(window, reader_options, &sink, input->name);
    if (ranged) ranged->attach(reader);

    while (!totals_.stopped && reader.read_next_game(replayer))
        progress.update(input->file_bytes_read(), totals_.games + reader.games_read());
    progress.finish();

    if (window.failed() || filter.fatal_reported()) {
        fmt::print(stderr, "pgn-validate: {}: read error: {}\n", input->name,
                   window.error_message());
        totals_.io_error = true;
    }
    totals_.games += replayer.counters().games;
    totals_.moves += replayer.counters().moves;
    totals_.bytes += reader.bytes_consumed() - reader_options.start_offset;
    report_.end_file();
}

void Validator::record_range(std::string_view name) {
    auto& recorded = totals_.byte_range;
    if (!recorded) {
        const ByteRange& range = *options_.range;
        recorded = RangeRead{std::string(name), range.begin, std::nullopt};
        if (range.end != ByteRange{}.end) recorded->end = range.end;
    } else if (recorded->file != name) {
        recorded->file.clear();  // several inputs
    }
}

void Validator::unopened(std::string_view path, std::string_view error) {
    fmt::print(stderr, "pgn-validate: {}\n", error);
    totals_.io_error = true;
    const std::string_view name = input_name(path);
    std::string_view reason = error;
    if (reason.starts_with(name) && reason.substr(name.size()).starts_with(": "))
        reason.remove_prefix(name.size() + 2);
    const std::string message = fmt::format("could not be opened: {}", reason);
    notation::Diagnostic diagnostic;
    diagnostic.severity = notation::Severity::Fatal;
    diagnostic.code = notation::DiagnosticCode::ReadFailed;
    diagnostic.file = name;
    diagnostic.message = message;
    report_.begin_file(name);
    Progress progress(false, std::nullopt);
    FilteringSink sink(options_.severities, report_, nullptr, progress, totals_);
    sink.report(diagnostic);
    report_.end_file();
}

RunTotals Validator::totals() const {
    RunTotals totals = totals_;
    totals.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    return totals;
}

}  // namespace chess::tools::validate
