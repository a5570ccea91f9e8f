// fen-check: validates chess positions given as FEN or EPD, reports every problem with a
// stable code, and optionally prints them in canonical form.
// Exit codes: 0 all valid, 1 some position invalid, 2 usage or I/O error.

#include <fmt/core.h>

#include <filesystem>
#include <string>
#include <vector>

#include "common/exit_code.hpp"
#include "common/input.hpp"
#include "common/line_reader.hpp"
#include "common/output.hpp"
#include "common/progress.hpp"
#include "common/terminal.hpp"
#include "common/text.hpp"
#include "options.hpp"
#include "position_check.hpp"
#include "problem_codes.hpp"
#include "report.hpp"

namespace {

using chess::tools::ExitCode;
using namespace fen_check;

// FEN lines are under 100 bytes, EPD lines rarely over a few hundred: anything this long is
// not a position, and reading it whole would let one bad file take the memory.
constexpr std::size_t max_line_length = 64 * 1024;

bool is_skipped(std::string_view line) {
    const auto first = line.find_first_not_of(" \t\v\f");
    return first == std::string_view::npos || line[first] == '#';
}

CheckResult line_too_long() {
    CheckResult result;
    result.problems.push_back(
        {std::string(line_too_long_code), "placement", 1,
         fmt::format("line longer than {} bytes: not checked", max_line_length)});
    return result;
}

void error(std::string_view message, bool color) {
    fmt::print(stderr, "fen-check: {} {}\n",
               chess::tools::paint("error:", chess::tools::Color::Red, color), message);
}

class Run {
public:
    Run(const Options& options, chess::tools::Output& output)
        : options_(options),
          color_(chess::tools::use_color(stderr)),
          reporter_(options.format, output, color_) {}

    void argument(const InputItem& item) {
        const CheckResult result = check_position(item.text, options_.check);
        reporter_.position({item.name, 1}, item.text, result);
        // `fen-check positions.txt` checks the name as a FEN: say what was probably meant.
        std::error_code ec;
        if (!result.valid() && std::filesystem::is_regular_file(item.text, ec))
            fmt::print(stderr, "fen-check: {} '{}' is a file; use --file {} to read it\n",
                       chess::tools::paint("note:", chess::tools::Color::Cyan, color_), item.text,
                       item.text);
    }

    void file(const std::string& path) {
        auto input = chess::tools::open_input(path, options_.encoding);
        if (!input) {
            error(input.error(), color_);
            io_failed_ = true;
            return;
        }
        chess::tools::Progress progress(!options_.quiet, input->file_size,
                                        {"position", "positions"});
        chess::tools::LineReader reader(*input->source, max_line_length);
        while (const auto line = reader.next()) {
            // After a read error the last line may be cut short: the error is reported below.
            if (input->source->failed() || is_skipped(*line)) continue;
            const Origin origin{input->name, reader.line_number()};
            reporter_.position(
                origin, *line,
                reader.truncated() ? line_too_long() : check_position(*line, options_.check));
            progress.update(input->file_bytes_read(), reporter_.counts().positions);
        }
        progress.finish();
        if (input->source->failed()) {
            error(fmt::format("{}: {}", input->name, input->source->error_message()), color_);
            io_failed_ = true;
        }
    }

    bool io_failed() const { return io_failed_; }
    const Counts& counts() const { return reporter_.counts(); }
    bool color() const { return color_; }

private:
    const Options& options_;
    bool color_;
    Reporter reporter_;
    bool io_failed_ = false;
};

ExitCode run(const Options& options) {
    std::vector<std::string> files;
    for (const InputItem& item : options.inputs)
        if (item.kind == InputItem::Kind::File) files.push_back(item.text);
    auto output = chess::tools::Output::open(options.output, files);
    if (!output) {
        error(output.error(), chess::tools::use_color(stderr));
        return ExitCode::Usage;
    }
    Run run(options, *output);
    if (options.inputs.empty()) run.file("-");
    for (const InputItem& item : options.inputs) {
        if (item.kind == InputItem::Kind::Position)
            run.argument(item);
        else
            run.file(item.text);
    }
    bool io_failed = run.io_failed();
    // A file output is all or nothing: not replaced with a partial result.
    if (io_failed && options.output != "-") {
        error(fmt::format("{}: not written because of the errors above", output->name()),
              run.color());
    } else if (auto committed = output->commit(); !committed) {
        error(committed.error(), run.color());
        io_failed = true;
    }
    const Counts& counts = run.counts();
    if (!options.quiet)
        fmt::print(stderr, "fen-check: {}, {} valid, {} invalid\n",
                   chess::tools::counted(counts.positions, "position", "positions"), counts.valid,
                   counts.invalid);
    if (io_failed) return ExitCode::Usage;
    return counts.invalid > 0 ? ExitCode::Problems : ExitCode::Ok;
}

}  // namespace

int main(int argc, char** argv) {
    const auto command_line = parse_command_line(argc, argv);
    if (!command_line) {
        fmt::print(stderr, "fen-check: {} (see --help)\n", command_line.error());
        return to_int(ExitCode::Usage);
    }
    switch (command_line->action) {
        case Action::Help:
            fmt::print("{}", command_line->help);
            return to_int(ExitCode::Ok);
        case Action::Version:
            fmt::print("fen-check {}\n", CHESS_VERSION);
            return to_int(ExitCode::Ok);
        case Action::Run:
            break;
    }
    return to_int(run(command_line->options));
}
