// pgn-fen: the FEN (or EPD, TSV, JSON) of selected positions of every game.
// Exit codes: 0 all good, 1 problems in the input (a move that could not be checked), 2 usage or
// I/O error.

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <string_view>

#include "chess/pgn/replayer.hpp"
#include "common/exit_code.hpp"
#include "common/guarded_main.hpp"
#include "common/output.hpp"
#include "common/text.hpp"
#include "options.hpp"
#include "parallel_extract.hpp"
#include "position_emitter.hpp"
#include "record_writer.hpp"
#include "support/diagnostic_printer.hpp"
#include "support/game_inputs.hpp"
#include "support/replay_severities.hpp"

namespace {

using chess::tools::ExitCode;
namespace fen_tool = chess::fen_tool;
namespace tools = chess::tools;
namespace pgn = chess::pgn;

constexpr std::string_view tool = "pgn-fen";

void print_summary(const fen_tool::EmitCounts& counts) {
    fmt::print(stderr, "{}: {} read, {} written, {} failed\n", tool,
               tools::counted(counts.games, "game", "games"),
               tools::counted(counts.positions, "position", "positions"),
               tools::counted(counts.failed, "game", "games"));
}

// On stderr: the diagnostics that -q (errors only) and --enable / --disable let through. Every
// error is counted all the same, for the exit code.
tools::DiagnosticPrinter make_printer(const fen_tool::Options& opt) {
    const auto threshold =
        opt.quiet ? chess::notation::Severity::Error : chess::notation::Severity::Note;
    return tools::DiagnosticPrinter(threshold, opt.shown);
}

// -j N: each input cut into chunks replayed in parallel (parallel_extract.hpp).
ExitCode extract_in_parallel(const fen_tool::Options& opt, tools::Output& out) {
    tools::DiagnosticPrinter printer = make_printer(opt);
    fen_tool::ParallelRun run{opt, opt.files.size() > 1, out, printer, {}, {}};
    {
        fen_tool::TagValues tags;
        fen_tool::RecordWriter writer(opt, run.several_files, tags, out);
        writer.header();
    }
    const auto inputs =
        tools::for_each_input(tool, opt.files, opt.encoding,
                              [&](tools::Input& input) { fen_tool::extract_parallel(input, run); });
    if (!opt.quiet) print_summary(run.counts);
    if (auto committed = out.commit(); !committed) {
        fmt::print(stderr, "{}: {}\n", tool, committed.error());
        return ExitCode::Usage;
    }
    if (inputs.unreadable != 0) return ExitCode::Usage;
    return run.counts.failed != 0 || printer.errors() != 0 ? ExitCode::Problems : ExitCode::Ok;
}

ExitCode extract(const fen_tool::Options& opt, tools::Output& out) {
    if (opt.split.jobs > 1 && !opt.split.range) return extract_in_parallel(opt, out);
    tools::DiagnosticPrinter printer = make_printer(opt);
    fen_tool::TagValues tags;
    fen_tool::RecordWriter writer(opt, opt.files.size() > 1, tags, out);
    fen_tool::PositionEmitter emitter(opt, tags, writer);
    pgn::ReplayerOptions options;
    options.letters = opt.letters;
    options.severities = tools::replay_failures_only();
    writer.header();
    const auto inputs =
        tools::for_each_input(tool, opt.files, opt.encoding, [&](tools::Input& input) {
            options.file_name = input.name;
            writer.set_file(input.name);
            tools::RangeNumberedSink numbered(&printer);
            emitter.report_failures(numbered, input.name);
            pgn::Replayer replayer(&emitter, &numbered, options);
            tools::read_games(input, replayer, numbered, !opt.quiet, opt.split.range, opt.reader);
        });
    writer.flush();
    const auto& counts = emitter.counts();
    if (!opt.quiet) print_summary(counts);
    if (auto committed = out.commit(); !committed) {
        fmt::print(stderr, "{}: {}\n", tool, committed.error());
        return ExitCode::Usage;
    }
    if (inputs.unreadable != 0) return ExitCode::Usage;
    return counts.failed != 0 || printer.errors() != 0 ? ExitCode::Problems : ExitCode::Ok;
}

ExitCode run(int argc, char** argv) {
    fen_tool::Options opt;
    try {
        switch (fen_tool::parse_options(argc, argv, opt)) {
            case fen_tool::Parsed::Help:
                return ExitCode::Ok;
            case fen_tool::Parsed::Version:
                fmt::print("{} {}\n", tool, CHESS_VERSION);
                return ExitCode::Ok;
            case fen_tool::Parsed::Run:
                break;
        }
    } catch (const boost::program_options::error& e) {
        fmt::print(stderr, "{}: {} (see --help)\n", tool, e.what());
        return ExitCode::Usage;
    }
    auto out = tools::Output::open(opt.output, opt.files);
    if (!out) {
        fmt::print(stderr, "{}: {}\n", tool, out.error());
        return ExitCode::Usage;
    }
    return extract(opt, *out);
}

}  // namespace

int main(int argc, char** argv) {
    return chess::tools::guarded_main("pgn-fen",
                                      [&] { return chess::tools::to_int(run(argc, argv)); });
}
