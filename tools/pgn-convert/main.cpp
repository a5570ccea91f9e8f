// pgn-convert: PGN in any notation -> export-format PGN in the chosen notation; bare move lists
// -> numbered SAN (or any notation). Exit codes: 0 all converted, 1 a game failed or the input
// had errors, 2 usage or I/O error.

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "chess/pgn/writer.hpp"
#include "common/exit_code.hpp"
#include "common/guarded_main.hpp"
#include "common/output.hpp"
#include "common/text.hpp"
#include "converter.hpp"
#include "move_list.hpp"
#include "options.hpp"
#include "parallel_convert.hpp"
#include "support/diagnostic_printer.hpp"
#include "support/game_inputs.hpp"

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

// What converting some inputs into one output came to.
struct FilesRun {
    convert::ConvertCounts counts;
    bool unreadable = false;  // an input could not be opened or read to its end
    bool problems = false;    // a game failed or an input had errors
    bool recoded = false;     // an input was compressed or not UTF-8: the output would be neither
};

// Whether the text of `input` is re-encoded on its way in (--in-place cannot write it back so).
// Asked once the input has been read: --encoding auto may find Windows-1251 or KOI8-R anywhere
// in it.
bool recoded(const tools::Input& input) {
    return input.compression != tools::Compression::None ||
           input.encoding() != tools::TextEncoding::Utf8;
}

FilesRun convert_sequentially(const convert::Options& opt, const std::vector<std::string>& files,
                              tools::Output& out) {
    tools::DiagnosticPrinter printer(threshold(opt), opt.shown);
    convert::ErrorCapture capture(printer, opt.reader);
    OutputSink sink(out);
    pgn::GameWriter writer(sink);
    convert::Converter converter(convert::converter_options(opt), writer, capture, printer);
    pgn::ReplayerOptions options = convert::replayer_options(opt);
    bool any_recoded = false;
    const auto inputs = tools::for_each_input(tool, files, opt.encoding, [&](tools::Input& input) {
        options.file_name = input.name;
        converter.set_file(input.name);
        tools::RangeNumberedSink numbered(&capture);
        pgn::Replayer replayer(&converter, &numbered, options);
        tools::read_games(input, replayer, numbered, !opt.quiet, opt.split.range, opt.reader);
        any_recoded = any_recoded || recoded(input);  // once read: Windows-1251 may come late
    });
    const auto& counts = converter.counts();
    return {counts, inputs.unreadable != 0, counts.failed != 0 || printer.errors() != 0,
            any_recoded};
}

// -j N: each input cut into chunks converted in parallel (parallel_convert.hpp).
FilesRun convert_in_parallel(const convert::Options& opt, const std::vector<std::string>& files,
                             tools::Output& out) {
    tools::DiagnosticPrinter printer(threshold(opt), opt.shown);
    convert::ParallelRun run{opt, out, printer, {}};
    bool any_recoded = false;
    const auto inputs = tools::for_each_input(tool, files, opt.encoding, [&](tools::Input& input) {
        convert::convert_parallel(input, run);
        any_recoded = any_recoded || recoded(input);  // once read: Windows-1251 may come late
    });
    return {run.counts, inputs.unreadable != 0, run.counts.failed != 0 || printer.errors() != 0,
            any_recoded};
}

// A byte range is read sequentially (ranges are how a cluster splits the work).
FilesRun convert_files(const convert::Options& opt, const std::vector<std::string>& files,
                       tools::Output& out) {
    if (opt.split.jobs > 1 && !opt.split.range) return convert_in_parallel(opt, files, out);
    return convert_sequentially(opt, files, out);
}

// With --keep-failed, "(written as read)" only when every failed game was: a game whose text was
// not kept whole was not written at all. Nothing when no game failed: "0 failed (written as
// read)" would say that something was.
std::string keep_failed_note(const convert::Options& opt, const convert::ConvertCounts& counts) {
    if (!opt.keep_failed || counts.failed == 0) return {};
    if (counts.incomplete == 0) return " (written as read)";
    return fmt::format(" ({} written as read, {} not written: text not kept whole)",
                       counts.writable_as_read(), counts.incomplete);
}

void print_summary(const convert::Options& opt, const convert::ConvertCounts& counts,
                   std::string_view suffix = {}) {
    if (opt.quiet) return;
    fmt::print(stderr, "{}: {} read, {} written, {} failed{}", tool,
               tools::counted(counts.read, "game", "games"), counts.written, counts.failed,
               keep_failed_note(opt, counts));
    if (opt.fix) fmt::print(stderr, ", {}", tools::counted(counts.fixes, "fix", "fixes"));
    fmt::print(stderr, "{}\n", suffix);
}

ExitCode run_files(const convert::Options& opt, tools::Output& out) {
    const FilesRun run = convert_files(opt, opt.files, out);
    print_summary(opt, run.counts);
    return finish(out, run.unreadable, run.problems);
}

// Why --in-place must leave a file as it was, because of its failed games: rewriting it would
// drop a game that is not written (any failed game without --keep-failed; with it, one whose
// text was not kept whole). Empty when the file may be rewritten.
std::string games_that_would_be_lost(const convert::Options& opt,
                                     const convert::ConvertCounts& counts) {
    if (counts.failed == 0 || (opt.keep_failed && counts.incomplete == 0)) return {};
    if (counts.incomplete == 0) {
        return fmt::format("{} failed and would be lost (--keep-failed rewrites {} as read)",
                           tools::counted(counts.failed, "game", "games"),
                           counts.failed == 1 ? "it" : "them");
    }
    return fmt::format(
        "{} failed and would be lost, {} of them not read whole, which --keep-failed "
        "cannot write as read (the errors say what was not kept)",
        tools::counted(counts.failed, "game", "games"), counts.incomplete);
}

// --in-place: each file is converted into a temporary file beside it, which replaces it only
// when complete. A file is left as it was when it could not be read to its end, or when a
// failed game would be lost (games_that_would_be_lost).
ExitCode run_in_place(const convert::Options& opt) {
    convert::ConvertCounts total;
    std::size_t rewritten = 0;
    bool unreadable = false, problems = false;
    for (const std::string& file : opt.files) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(file, ec)) {
            fmt::print(stderr, "{}: {}: not a regular file: cannot be rewritten in place\n", tool,
                       file);
            unreadable = true;
            continue;
        }
        auto out = tools::Output::open(file);
        if (!out) {
            fmt::print(stderr, "{}: {}\n", tool, out.error());
            unreadable = true;
            continue;
        }
        const FilesRun run = convert_files(opt, {file}, *out);
        total += run.counts;
        problems = problems || run.problems;
        if (run.unreadable) {
            fmt::print(stderr, "{}: {}: left unchanged (it could not be read to its end)\n", tool,
                       file);
            unreadable = true;
        } else if (run.recoded) {
            fmt::print(
                stderr,
                "{}: {}: left unchanged: it is compressed or not in UTF-8, and the converted "
                "text would be plain UTF-8 (write it elsewhere with -o)\n",
                tool, file);
            problems = true;
        } else if (const std::string lost = games_that_would_be_lost(opt, run.counts);
                   !lost.empty()) {
            fmt::print(stderr, "{}: {}: left unchanged: {}\n", tool, file, lost);
        } else if (auto committed = out->commit(); !committed) {
            fmt::print(stderr, "{}: {} (left unchanged)\n", tool, committed.error());
            unreadable = true;
        } else {
            ++rewritten;
        }
    }  // an uncommitted Output removes its temporary file: the original stays
    print_summary(opt, total,
                  fmt::format(", {} of {} rewritten", rewritten,
                              tools::counted(opt.files.size(), "file", "files")));
    if (unreadable) return ExitCode::Usage;
    return problems ? ExitCode::Problems : ExitCode::Ok;
}

ExitCode run_moves(const convert::Options& opt, tools::Output& out) {
    bool chess960 = opt.chess960;
    if (!opt.fen.empty()) {
        const auto pos = chess::notation::read_fen(opt.fen);
        if (!pos) {
            fmt::print(stderr, "{}: --fen: {}\n", tool, pos.error().message());
            return ExitCode::Usage;
        }
        // A list has no Variant tag: a position given with castling rights that only Chess960
        // has (a rook off its corner, or a king off the e-file) is Chess960, as perft reads it.
        chess960 = chess960 || pos->is_chess960();
    }
    // A bare list has no result as a rule: the reader's warnings would be noise.
    tools::DiagnosticPrinter printer(chess::notation::Severity::Error, opt.shown);
    // A list of which the reader did not keep all the text fails, as a game does.
    convert::ErrorCapture capture(printer, opt.reader);
    convert::MoveListWriter writer(opt.style, out, opt.max_game_bytes, capture);
    writer.number_as_written(!opt.fen.empty() && chess::notation::count_fen_fields(opt.fen) < 6);
    pgn::ReplayerOptions options = convert::replayer_options(opt);
    // In a bare list the numbers are the only structure: one that names another move or side
    // ("25. Re8+" with a FEN that has Black to move) means the list is read wrongly.
    constexpr auto number_mismatch = chess::notation::DiagnosticCode::MoveNumberMismatch;
    options.severities.suppress(number_mismatch, false);
    options.severities.severity(number_mismatch) = chess::notation::Severity::Error;
    // A variation before any move fails the list (its moves cannot be checked); only errors are
    // printed here, so its warning must be one for the list's failure to be explained.
    constexpr auto variation_without_move = chess::notation::DiagnosticCode::VariationWithoutMove;
    options.severities.severity(variation_without_move) = chess::notation::Severity::Error;
    bool unreadable = false;
    auto read = [&](pgn::ByteSource& source, const std::string& name) {
        options.file_name = name;
        writer.set_file(name);
        pgn::Replayer replayer(&writer, &capture, options);
        convert::StartPositionVisitor visitor(replayer, opt.fen, chess960);
        pgn::ReaderOptions reader_options = opt.reader;
        reader_options.movetext_only = true;  // a list opening with "ed" or "Kpe2" is still moves
        pgn::Reader reader(source, reader_options, &capture, name);
        reader.read_all(visitor);
        unreadable = source.failed();
    };
    if (*opt.moves == "-") {
        auto input = tools::open_input("-", opt.encoding);
        if (!input) return ExitCode::Usage;
        read(*input->source, input->name);
    } else {
        pgn::MemorySource source(*opt.moves);
        read(source, "<moves>");
    }
    const auto& counts = writer.counts();
    if (!opt.quiet && counts.failed != 0) {
        fmt::print(stderr, "{}: {} read, {} written, {} failed\n", tool,
                   tools::counted(counts.read, "move list", "move lists"), counts.written,
                   counts.failed);
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
    if (opt.in_place) return run_in_place(opt);
    auto out = tools::Output::open(opt.output, opt.files);
    if (!out) {
        fmt::print(stderr, "{}: {}\n", tool, out.error());
        return ExitCode::Usage;
    }
    return opt.moves ? run_moves(opt, *out) : run_files(opt, *out);
}

}  // namespace

int main(int argc, char** argv) {
    return chess::tools::guarded_main("pgn-convert",
                                      [&] { return chess::tools::to_int(run(argc, argv)); });
}
