// pgn-convert: PGN in any notation -> export-format PGN in the chosen notation; bare move lists
// -> numbered SAN (or any notation). Exit codes: 0 all converted, 1 a game failed or the input
// had errors, 2 usage or I/O error.

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <string_view>

#include "chess/notation/fen.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "chess/pgn/writer.hpp"
#include "common/exit_code.hpp"
#include "common/output.hpp"
#include "converter.hpp"
#include "move_list.hpp"
#include "options.hpp"
#include "support/diagnostic_printer.hpp"
#include "support/game_inputs.hpp"
#include "support/replay_severities.hpp"

namespace {

using chess::tools::ExitCode;
namespace convert = chess::convert;
namespace tools = chess::tools;
namespace pgn = chess::pgn;

constexpr std::string_view tool = "pgn-convert";

// The writer's text goes straight to the tool's output.
class OutputSink final : public pgn::TextSink {
public:
    explicit OutputSink(tools::Output& out) : out_(&out) {}
    void write(std::string_view text) override { out_->write(text); }

private:
    tools::Output* out_;
};

pgn::ReplayerOptions replayer_options(const convert::Options& opt) {
    pgn::ReplayerOptions options;
    options.letters = opt.from_letters;
    options.severities = tools::replay_failures_only();
    return options;
}

chess::notation::Severity threshold(const convert::Options& opt) {
    return opt.quiet ? chess::notation::Severity::Error : chess::notation::Severity::Note;
}

ExitCode finish(tools::Output& out, bool unreadable, bool problems) {
    if (auto committed = out.commit(); !committed) {
        fmt::print(stderr, "{}: {}\n", tool, committed.error());
        return ExitCode::Usage;
    }
    if (unreadable) return ExitCode::Usage;
    return problems ? ExitCode::Problems : ExitCode::Ok;
}

ExitCode run_files(const convert::Options& opt, tools::Output& out) {
    tools::DiagnosticPrinter printer(threshold(opt));
    convert::ErrorCapture capture(printer);
    OutputSink sink(out);
    pgn::GameWriter writer(sink);
    convert::Converter converter({opt.style, opt.fix, opt.keep_failed}, writer, capture, printer);
    pgn::ReplayerOptions options = replayer_options(opt);
    const auto inputs = tools::for_each_input(tool, opt.files, [&](tools::Input& input) {
        options.file_name = input.name;
        converter.set_file(input.name);
        pgn::Replayer replayer(&converter, &capture, options);
        tools::read_games(input, replayer, &capture, !opt.quiet, opt.split.range);
    });
    const auto& counts = converter.counts();
    if (!opt.quiet) {
        fmt::print(stderr, "{}: {} games read, {} written, {} failed{}", tool, counts.read,
                   counts.written, counts.failed, opt.keep_failed ? " (written as read)" : "");
        if (opt.fix) fmt::print(stderr, ", {} fixes", counts.fixes);
        fmt::print(stderr, "\n");
    }
    return finish(out, inputs.unreadable != 0, counts.failed != 0 || printer.errors() != 0);
}

ExitCode run_moves(const convert::Options& opt, tools::Output& out) {
    if (!opt.fen.empty()) {
        if (auto pos = chess::notation::read_fen(opt.fen); !pos) {
            fmt::print(stderr, "{}: --fen: {}\n", tool, pos.error().message());
            return ExitCode::Usage;
        }
    }
    // A bare list has no result as a rule: the reader's warnings would be noise.
    tools::DiagnosticPrinter printer(chess::notation::Severity::Error);
    convert::MoveListWriter writer(opt.style, out);
    pgn::ReplayerOptions options = replayer_options(opt);
    bool unreadable = false;
    auto read = [&](pgn::ByteSource& source, const std::string& name) {
        options.file_name = name;
        pgn::Replayer replayer(&writer, &printer, options);
        convert::StartPositionVisitor visitor(replayer, opt.fen);
        pgn::Reader reader(source, {}, &printer, name);
        reader.read_all(visitor);
        unreadable = source.failed();
    };
    if (*opt.moves == "-") {
        auto input = tools::open_input("-");
        if (!input) return ExitCode::Usage;
        read(*input->source, input->name);
    } else {
        pgn::MemorySource source(*opt.moves);
        read(source, "<moves>");
    }
    const auto& counts = writer.counts();
    if (!opt.quiet && counts.failed != 0) {
        fmt::print(stderr, "{}: {} move lists read, {} written, {} failed\n", tool, counts.read,
                   counts.written, counts.failed);
    }
    return finish(out, unreadable, counts.failed != 0 || printer.errors() != 0);
}

ExitCode run(int argc, char** argv) {
    convert::Options opt;
    try {
        switch (convert::parse_options(argc, argv, opt)) {
            case convert::Parsed::Help:
                return ExitCode::Ok;
            case convert::Parsed::Version:
                fmt::print("{} {}\n", tool, CHESS_VERSION);
                return ExitCode::Ok;
            case convert::Parsed::Run:
                break;
        }
    } catch (const boost::program_options::error& e) {
        fmt::print(stderr, "{}: {} (see --help)\n", tool, e.what());
        return ExitCode::Usage;
    }
    auto out = tools::Output::open(opt.output);
    if (!out) {
        fmt::print(stderr, "{}: {}\n", tool, out.error());
        return ExitCode::Usage;
    }
    return opt.moves ? run_moves(opt, *out) : run_files(opt, *out);
}

}  // namespace

int main(int argc, char** argv) { return chess::tools::to_int(run(argc, argv)); }
