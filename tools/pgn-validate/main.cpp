// pgn-validate: checks every move of every game and variation of PGN files, and the game-level
// rules (results against the board, tags), for people and for CI. Reports in compiler style,
// JSON Lines, GitHub Actions annotations, SARIF or JUnit XML.
// Exit codes: 0 no errors, 1 errors found (with --strict, warnings are errors), 2 usage or I/O.

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic_codes.hpp"
#include "common/encoding_option.hpp"
#include "common/exit_code.hpp"
#include "common/guarded_main.hpp"
#include "common/letter_set_option.hpp"
#include "common/output.hpp"
#include "common/parallel_options.hpp"
#include "common/reader_limits.hpp"
#include "common/terminal.hpp"
#include "merge.hpp"
#include "report.hpp"
#include "summary.hpp"
#include "validator.hpp"

namespace po = boost::program_options;
using namespace chess::tools;
using namespace chess::tools::validate;

namespace {

constexpr const char* usage = R"(Usage:
  pgn-validate [OPTIONS] [FILE...]
  pgn-validate --list-codes
  pgn-validate --merge [--ranges] [--format FMT] PART.json...

Checks every move of every game and variation, and the game-level rules (the result against
the final position and the Result tag, the Seven Tag Roster, FEN and SetUp). No FILE or '-'
reads standard input. Each problem is reported with its file, line, column, game and ply and a
stable code (docs/diagnostics.md explains each). A summary goes to stderr.

Examples:
  pgn-validate games.pgn
  pgn-validate --strict --disable W308 *.pgn
  pgn-validate --format github games/*.pgn            # annotations in GitHub Actions
  pgn-validate --format sarif -o pgn.sarif games.pgn  # for code-scanning upload
  pgn-validate --format junit -o pgn-junit.xml *.pgn
  pgn-validate --format json --max-errors 100 big.pgn | jq -r .code
  cat games.pgn | pgn-validate --disable notes
  pgn-validate -j 1 big.pgn.zst                       # one thread (default: one per core)
  pgn-validate --byte-range 0:1000000 big.pgn         # the games that begin in the first MB
  pgn-validate --format json -o a.json a.pgn
  pgn-validate --format json -o b.json b.pgn
  pgn-validate --merge a.json b.json     # what 'pgn-validate a.pgn b.pgn' reports

--merge reads the --format json outputs of separate runs (of separate files, or with --ranges
of consecutive --byte-range parts of one file, sorted by their ranges) and reports them as one
run: their diagnostics in the order given and one summary (the parts' seconds added up); the
exit code is what one run would give. Byte ranges of one file without --ranges, and with it
ranges that overlap, leave a gap or are of different files, are errors (exit 2). Text has no
source lines then; junit cannot be merged.

Code selectors (--enable, --disable; comma-separated, repeatable): a code (W308, or 308),
or all, notes, warnings, errors (by default severity). Every code is on by default; --enable
is applied after --disable, so '--disable all --enable E201,E202' reports only those two.

Exit codes: 0 no errors (warnings allowed unless --strict), 1 errors found, 2 usage or I/O error
(a file that cannot be read is reported and the others are still checked).
)";

struct CommandLine {
    std::string format = "text";
    SeverityPolicy policy;
    std::uint64_t max_errors = 0;
    std::string output = "-";
    bool quiet = false;
    bool no_source = false;
    std::vector<std::string> files;
    chess::pgn::ReaderOptions reader;
    SplitOptions split;
    bool merge = false;
    bool ranges = false;
    std::string from_letters;                             // --from-letters as given
    std::optional<chess::notation::LetterSetId> letters;  // from it; unset: detected per game
    std::string encoding_text;                            // --encoding as given
    EncodingChoice encoding = EncodingChoice::Auto;       // from it
};

void resolve_letters(CommandLine& cl) {
    if (!cl.from_letters.empty()) cl.letters = letter_set_option("--from-letters", cl.from_letters);
}

po::options_description describe_options(CommandLine& cl) {
    po::options_description desc("Options");
    auto add = desc.add_options();
    add("help,h", "show this help");
    add("version", "show the version");
    add("list-codes", "list every diagnostic code with its default severity and exit");
    add("format,f", po::value(&cl.format)->value_name("FMT"),
        "text (default), json, github, sarif or junit");
    add("output,o", po::value(&cl.output)->value_name("FILE"),
        "write the report to FILE (default '-': standard output); replaced only when complete");
    add("strict", po::bool_switch(&cl.policy.strict), "report warnings as errors");
    add_code_selection_options(desc, cl.policy);
    add("max-errors", po::value(&cl.max_errors)->value_name("N"),
        "stop after N errors (exit 1); 0: no limit");
    add("no-source", po::bool_switch(&cl.no_source), "text: no source line and caret");
    add("quiet,q", po::bool_switch(&cl.quiet), "no progress line and no summary");
    add_reader_limit_options(desc, cl.reader);
    add("from-letters", po::value(&cl.from_letters)->value_name("SET"),
        "piece letters of the input: en, ru, ru-latin, de, fr, es, it, nl, fan, pl, cs, hu, pt, "
        "ro, "
        "fi, uk or bg (default: detected per game)");
    add("merge", po::bool_switch(&cl.merge),
        "the FILEs are --format json outputs of other runs: report them as one run");
    add("ranges", po::bool_switch(&cl.ranges),
        "--merge: the parts are consecutive byte ranges of one file (games numbered on; the "
        "parts sorted by their ranges)");
    add_split_options(desc, cl.split);
    add_encoding_option(desc, cl.encoding_text);
    add("files", po::value(&cl.files), "FILE... (positional)");
    return desc;
}

// The options that only apply to checking PGN, which --merge does not do (the parts were
// checked with their own), and the one that only applies to --merge.
void check_merge_options(const CommandLine& cl, const po::variables_map& vm) {
    if (!cl.merge) {
        if (cl.ranges) throw po::error("--ranges goes with --merge");
        return;
    }
    std::vector<std::string> options = {"strict",      "enable",       "disable",
                                        "max-errors",  "byte-range",   "jobs",
                                        "chunk-bytes", "from-letters", "encoding"};
    for (const ReaderLimit& limit : reader_limits()) options.emplace_back(limit.option);
    for (const std::string& option : options) {
        if (vm.count(option) != 0 && !vm[option].defaulted())
            throw po::error(
                fmt::format("--{} has no effect with --merge (the parts were "
                            "checked with their own options)",
                            option));
    }
    if (cl.format == "junit")
        throw po::error("--format junit cannot be merged (the parts do not name their games)");
}

// Validates the PGN files, or with --merge reads the parts; returns the run's totals.
RunTotals validate_or_merge(const CommandLine& cl, const chess::pgn::SeverityTable& severities,
                            Report& report) {
    const std::vector<std::string> inputs =
        cl.files.empty() ? std::vector<std::string>{"-"} : cl.files;
    if (cl.merge) {
        Merger merger({cl.ranges}, report);
        for (const std::string& part : cl.ranges ? order_by_range(inputs) : inputs)
            merger.add(part);
        return merger.totals();
    }
    ValidatorOptions options{
        cl.reader,     severities,           cl.max_errors,           !cl.quiet,  cl.split.range,
        cl.split.jobs, cl.split.chunk_bytes, cl.split.chunk_at_lines, cl.letters, cl.encoding};
    Validator validator(std::move(options), report);
    for (const std::string& file : inputs) validator.validate(file);
    return validator.totals();
}

int run(const CommandLine& cl) {
    const auto format = parse_format(cl.format);
    if (!format) throw po::error("unknown --format '" + cl.format + "' (see --help)");
    auto severities = make_severity_table(cl.policy);
    if (!severities) throw po::error(severities.error());
    auto output = Output::open(cl.output, cl.files);
    if (!output) {
        fmt::print(stderr, "pgn-validate: {}\n", output.error());
        return to_int(ExitCode::Usage);
    }
    const ReportOptions report_options{cl.output == "-" && use_color(stdout),
                                       !cl.no_source && !cl.merge};
    const auto report = make_report(*format, *output, report_options);

    RunTotals totals = validate_or_merge(cl, *severities, *report);
    report->finish(totals);
    if (auto committed = output->commit(); !committed || !report->ok()) {
        fmt::print(stderr, "pgn-validate: {}\n",
                   committed ? "the report could not be written completely" : committed.error());
        totals.io_error = true;
    }
    if (!cl.quiet) std::fputs(summary_lines(totals).c_str(), stderr);
    return to_int(exit_code(totals));
}

int run_main(int argc, char** argv) {
    CommandLine cl;
    const auto desc = describe_options(cl);
    po::positional_options_description positional;
    positional.add("files", -1);
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(),
                  vm);
        po::notify(vm);
        resolve_split_options(cl.split);
        if (vm.count("help")) {
            std::cout << usage << '\n' << desc;
            return to_int(ExitCode::Ok);
        }
        if (vm.count("version")) {
            fmt::print("pgn-validate {}\n", CHESS_VERSION);
            return to_int(ExitCode::Ok);
        }
        if (vm.count("list-codes")) {
            std::fputs(list_codes().c_str(), stdout);
            return to_int(ExitCode::Ok);
        }
        check_merge_options(cl, vm);
        resolve_letters(cl);
        cl.encoding = encoding_option(cl.encoding_text);
        return run(cl);
    } catch (const po::error& e) {
        fmt::print(stderr, "pgn-validate: {}\n", e.what());
        return to_int(ExitCode::Usage);
    }
}

}  // namespace

int main(int argc, char** argv) {
    return chess::tools::guarded_main("pgn-validate", [&] { return run_main(argc, argv); });
}
