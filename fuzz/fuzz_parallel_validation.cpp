// Fuzz target: the two promises of pgn-validate and pgn-stats about splitting an input, on
// arbitrary text.
//
// - -j: the parallel run (game-aligned chunks, workers, verification, ordered merge) reports
//   exactly what the sequential run reports: every diagnostic with its source line, every game,
//   the totals, and where --max-errors stops.
// - --byte-range: two adjacent ranges [0:S) and [S:) read every game of the input once; their
//   reports, one after the other (the second range's game numbers shifted by the first range's
//   games, as ranges number games from 1), are the whole input's report; but for the notice
//   that text is not UTF-8 (W101), which is given once per input and so once per range, as the
//   README says: only the first one counts. Not for input that cannot be read to its end (a
//   corrupt compressed stream): every range that reads up to the damage reports it.
// - pgn-stats: the -j run collects the same statistics as the sequential one, and the two
//   ranges' statistics added up (what --merge does) are the whole input's, W101 again counted
//   once.
//
// The first byte chooses the run: bit 0 the worker count (2 or 3), bits 1-3 the chunk size
// (1 byte to 64 KiB, tiny ones make a chunk of nearly every game), bit 4 chunks cut at every
// line start (which -j's verification must catch and repair), bit 5 whether the report asks
// for games (which gives the replayer an observer), bits 6-7 --max-errors (none, 1 or 3). The
// second byte places S (its share of the text's length). The rest is the input file.

#include <sys/mman.h>
#include <unistd.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/core.h>

#include "fuzz_support.hpp"
#include "pgn-stats/run.hpp"
#include "pgn-stats/stats_json.hpp"
#include "report.hpp"
#include "validator.hpp"

namespace {

namespace validate = chess::tools::validate;
using chess::fuzz::check;

// Everything the validator tells a report, as text, with the game numbers shifted by `shift`
// (for a byte range read after another one).
class RecordingReport final : public validate::Report {
public:
    // keep_once_per_input: record the notices given once per input (false for a range after
    // another one, whose notice repeats the first range's).
    RecordingReport(bool wants_games, std::uint64_t shift, bool keep_once_per_input)
        : wants_games_(wants_games), shift_(shift), keep_once_per_input_(keep_once_per_input) {}

    void diagnostic(const chess::notation::Diagnostic& d,
                    const std::optional<validate::SourceLine>& line) override {
        if (d.code == chess::notation::DiagnosticCode::InvalidUtf8) {
            if (!keep_once_per_input_) {
                ++dropped_;
                return;
            }
            ++notices_;
        }
        const std::uint64_t game = d.game == 0 ? 0 : d.game + shift_;
        text_ += fmt::format(
            "D {} {} {}:{}:{} game {} ply {} [{}] [{}] [{}]", static_cast<int>(d.severity),
            static_cast<int>(d.code), d.location.offset, d.location.line, d.location.column, game,
            d.ply ? static_cast<std::int64_t>(*d.ply) : -1, d.token, d.fen, d.message);
        if (line)
            text_ +=
                fmt::format(" | {} {} {} [{}]", line->number, line->column, line->cut, line->text);
        text_ += '\n';
    }
    bool wants_games() const override { return wants_games_; }
    void end_game(const validate::GameRecord& g) override {
        text_ += fmt::format("G {} [{}] [{}] [{}] [{}]\n", g.index + shift_, g.white, g.black,
                             g.event, g.round);
    }

    const std::string& text() const { return text_; }
    std::uint64_t dropped() const { return dropped_; }  // once-per-input notices not recorded
    std::uint64_t notices() const { return notices_; }  // once-per-input notices recorded

private:
    bool wants_games_;
    std::uint64_t shift_;
    bool keep_once_per_input_;
    std::uint64_t dropped_ = 0;
    std::uint64_t notices_ = 0;
    std::string text_;
};

struct Run {
    std::string report;
    validate::RunTotals totals;
    std::uint64_t dropped = 0;  // once-per-input notices not recorded (warnings)
    std::uint64_t notices = 0;  // once-per-input notices recorded
};

// The second range of a split: its game numbers follow the first range's games, and it does not
// repeat the first range's once-per-input notices.
struct AfterRange {
    std::uint64_t games = 0;
    bool has_notice = false;
};

Run validate_file(const std::string& path, validate::ValidatorOptions options, bool wants_games,
                  AfterRange after = {}) {
    options.progress = false;
    RecordingReport report(wants_games, after.games, !after.has_notice);
    validate::Validator validator(std::move(options), report);
    validator.validate(path);
    return {report.text(), validator.totals(), report.dropped(), report.notices()};
}

std::string counts(const validate::RunTotals& t) {
    return fmt::format(
        "files {} games {} moves {} errors {} warnings {} notes {} stopped {} "
        "io_error {}",
        t.files, t.games, t.moves, t.errors, t.warnings, t.notes, t.stopped, t.io_error);
}

// The input as a file the validator can open by name: a memory file, rewritten for each input.
class InputFile {
public:
    InputFile() : fd_(memfd_create("fuzz-parallel-validation", 0)) {
        check(fd_ >= 0, "memfd_create works");
        path_ = fmt::format("/proc/self/fd/{}", fd_);
    }
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;
    ~InputFile() { close(fd_); }

    const std::string& write(std::string_view text) {
        check(ftruncate(fd_, 0) == 0, "ftruncate works");
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n =
                pwrite(fd_, text.data() + done, text.size() - done, static_cast<off_t>(done));
            check(n > 0, "pwrite works");
            done += static_cast<std::size_t>(n);
        }
        return path_;
    }

private:
    int fd_;
    std::string path_;
};

constexpr std::array<std::size_t, 8> chunk_sizes = {1, 7, 16, 64, 256, 1024, 4096, 65536};
constexpr std::array<std::uint64_t, 4> max_errors_choices = {0, 0, 1, 3};

void check_parallel_equals_sequential(const std::string& path, std::uint8_t selector) {
    validate::ValidatorOptions options;
    options.max_errors = max_errors_choices[selector >> 6];
    const bool wants_games = (selector & 0x20) != 0;
    const Run sequential = validate_file(path, options, wants_games);

    options.jobs = 2 + (selector & 1);
    options.chunk_bytes = chunk_sizes[(selector >> 1) & 7];
    options.chunk_at_lines = (selector & 0x10) != 0;
    const Run parallel = validate_file(path, options, wants_games);

    check(parallel.report == sequential.report, "-j reports what -j 1 reports",
          fmt::format("-j 1:\n{}\n-j {} (chunks of {} bytes{}):\n{}", sequential.report,
                      options.jobs, options.chunk_bytes,
                      options.chunk_at_lines ? ", cut at lines" : "", parallel.report));
    check(counts(parallel.totals) == counts(sequential.totals), "-j counts what -j 1 counts",
          counts(sequential.totals) + "\n" + counts(parallel.totals));
    check(parallel.totals.bytes == sequential.totals.bytes, "-j reads what -j 1 reads");
}

void check_ranges_split_the_games(const std::string& path, std::uint8_t split, std::size_t size) {
    const std::uint64_t middle = size * split / 256;
    const Run whole = validate_file(path, {}, true);
    if (whole.totals.io_error) return;
    validate::ValidatorOptions first_options;
    first_options.range = chess::tools::ByteRange{0, middle};
    const Run first = validate_file(path, first_options, true);
    validate::ValidatorOptions second_options;
    second_options.range = chess::tools::ByteRange{middle};
    const Run second =
        validate_file(path, second_options, true, {first.totals.games, first.notices > 0});

    check(first.report + second.report == whole.report,
          "byte ranges [0:S) and [S:) report what the whole input reports",
          fmt::format("S = {}\nwhole:\n{}\n[0:S):\n{}\n[S:):\n{}", middle, whole.report,
                      first.report, second.report));
    const auto sum = [&](std::uint64_t validate::RunTotals::*field) {
        return first.totals.*field + second.totals.*field;
    };
    check(sum(&validate::RunTotals::games) == whole.totals.games &&
              sum(&validate::RunTotals::moves) == whole.totals.moves &&
              sum(&validate::RunTotals::errors) == whole.totals.errors &&
              sum(&validate::RunTotals::warnings) - second.dropped == whole.totals.warnings &&
              sum(&validate::RunTotals::notes) == whole.totals.notes,
          "byte ranges [0:S) and [S:) count what the whole input counts",
          counts(whole.totals) + "\n" + counts(first.totals) + "\n" + counts(second.totals));
}

// ---- pgn-stats

namespace stats = chess::tools::stats;

const stats::OpeningTable& openings() {
    static const stats::OpeningTable table = [] {
        auto builtin = stats::OpeningTable::builtin();
        check(builtin.has_value(), "the built-in opening table loads");
        return std::move(*builtin);
    }();
    return table;
}

stats::RunResult collect(const std::string& path, stats::CollectOptions options) {
    options.progress = false;
    options.show = stats::ShowDiagnostics::None;
    return stats::collect_files({path}, openings(), options);
}

void check_stats_split(const std::string& path, std::uint8_t selector, std::uint8_t split,
                       std::size_t size) {
    const stats::RunResult whole = collect(path, {});
    stats::CollectOptions parallel_options;
    parallel_options.jobs = 2 + (selector & 1);
    parallel_options.chunk_bytes = chunk_sizes[(selector >> 1) & 7];
    parallel_options.chunk_at_lines = (selector & 0x10) != 0;
    const stats::RunResult parallel = collect(path, parallel_options);
    check(parallel.stats == whole.stats && parallel.io_error == whole.io_error,
          "pgn-stats -j collects what -j 1 collects",
          stats::to_json(whole.stats) + "\n" + stats::to_json(parallel.stats));
    if (whole.io_error) return;

    const std::uint64_t middle = size * split / 256;
    stats::CollectOptions first_options;
    first_options.range = chess::tools::ByteRange{0, middle};
    stats::CollectOptions second_options;
    second_options.range = chess::tools::ByteRange{middle};
    stats::Stats merged = collect(path, first_options).stats;
    merged += collect(path, second_options).stats;
    const auto notice = static_cast<std::uint16_t>(chess::notation::DiagnosticCode::InvalidUtf8);
    if (const auto it = merged.diagnostics.find(notice); it != merged.diagnostics.end())
        it->second = 1;  // once per input, reported by each range that meets it
    check(merged == whole.stats, "pgn-stats byte ranges [0:S) and [S:) add up to the whole input",
          fmt::format("S = {}\nwhole:\n{}\nmerged:\n{}", middle, stats::to_json(whole.stats),
                      stats::to_json(merged)));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    chess::fuzz::InputCursor input(data, size);
    const std::uint8_t selector = input.take_byte();
    const std::uint8_t split = input.take_byte();
    static InputFile file;
    const std::string& path = file.write(input.rest());
    check_parallel_equals_sequential(path, selector);
    check_ranges_split_the_games(path, split, input.rest().size());
    check_stats_split(path, selector, split, input.rest().size());
    return 0;
}
