#pragma once
// Where pgn-validate's findings go: one Report per run, in the format the user chose. The
// validator calls, in order:
//
//   { begin_file, { diagnostic | end_game }*, end_file }*, finish
//
// A diagnostic may come after the end_game of its game (the reader reports what it skipped
// after a broken game once that game has ended): reports that group by game use its index.
// Everything a report is given is borrowed for the duration of the call.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "chess/notation/diagnostic.hpp"
#include "common/exit_code.hpp"
#include "common/output.hpp"
#include "source_window.hpp"

namespace chess::tools::validate {

enum class Format : std::uint8_t { Text, Json, Github, Sarif, Junit };

std::optional<Format> parse_format(std::string_view name);

// The tags that name a game in a report.
struct GameRecord {
    std::uint64_t index = 0;
    std::string_view white;
    std::string_view black;
    std::string_view event;
    std::string_view round;
};

// --byte-range: the part of its input a run read (byte_range.hpp), recorded in the JSON
// summary so that --merge can tell the parts of one file apart and put them in order.
struct RangeRead {
    std::string file;  // the input's name; empty when the run read several, each cut alike
    std::uint64_t start = 0;
    std::optional<std::uint64_t> end;  // exclusive; none: to the end of the input

    bool operator==(const RangeRead&) const = default;
};

struct RunTotals {
    std::uint64_t files = 0;  // files validated (not those that could not be opened)
    std::uint64_t games = 0;
    std::uint64_t moves = 0;  // checked moves, main lines and variations
    std::uint64_t errors = 0;
    std::uint64_t warnings = 0;
    std::uint64_t notes = 0;
    std::uint64_t bytes = 0;  // input bytes read (decompressed)
    double seconds = 0;
    bool stopped = false;                 // --max-errors was reached
    std::uint64_t max_errors = 0;         // 0: no limit
    bool io_error = false;                // a file could not be opened or read
    std::optional<RangeRead> byte_range;  // none: the inputs were read whole
};

// 2 when a file could not be opened or read, else 1 when there were errors, else 0.
ExitCode exit_code(const RunTotals& totals);

class Report {
public:
    virtual ~Report() = default;

    virtual void begin_file(std::string_view /*name*/) {}
    // line: the diagnostic's source line, when it is still known.
    virtual void diagnostic(const notation::Diagnostic& diagnostic,
                            const std::optional<SourceLine>& line) = 0;
    // Whether end_game should be called (it costs the replayer an observer).
    virtual bool wants_games() const { return false; }
    virtual void end_game(const GameRecord& /*game*/) {}
    virtual void end_file() {}
    virtual void finish(const RunTotals& /*totals*/) {}
    // False when the report could not be written completely (beyond the Output's own errors).
    virtual bool ok() const { return true; }
};

struct ReportOptions {
    bool color = false;        // text only: ANSI colours
    bool source_lines = true;  // text only: the source line and caret under each diagnostic
};

std::unique_ptr<Report> make_text_report(Output& out, const ReportOptions& options);
std::unique_ptr<Report> make_json_report(Output& out);
std::unique_ptr<Report> make_github_report(Output& out);
std::unique_ptr<Report> make_sarif_report(Output& out);
std::unique_ptr<Report> make_junit_report(Output& out);

std::unique_ptr<Report> make_report(Format format, Output& out, const ReportOptions& options);

}  // namespace chess::tools::validate
