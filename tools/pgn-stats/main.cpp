// pgn-stats: statistics over PGN archives. Exit codes: 0 all good, 1 errors found in the input
// (illegal moves, results that contradict the board...), 2 usage or I/O error.

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/encoding_option.hpp"
#include "common/exit_code.hpp"
#include "common/guarded_main.hpp"
#include "common/letter_set_option.hpp"
#include "common/output.hpp"
#include "common/parallel_options.hpp"
#include "common/reader_limits.hpp"
#include "common/text.hpp"
#include "pgn-stats/groups.hpp"
#include "pgn-stats/openings.hpp"
#include "pgn-stats/report.hpp"
#include "pgn-stats/run.hpp"
#include "pgn-stats/stats_json.hpp"

namespace po = boost::program_options;
using namespace chess::tools;
using namespace chess::tools::stats;

namespace {

constexpr const char* usage = R"(Usage:
  pgn-stats [--format text|json|csv] [--by player|event|eco|year|termination] [FILE...]
  pgn-stats --merge [--ranges] [--format text|json|csv] [--by KEY] PART.json...

Statistics over PGN files (no FILE or '-': standard input): games, plies, results, how the
games ended (checkmate, stalemate and the draw rules as reached on the board, else the
Termination tag), a length histogram, openings found on the board (by position, so
transpositions count) against the ECO tags, players' scores and performance ratings (FIDE
table 8.1a), ratings, time controls and the count of every diagnostic of the replayer.

Examples:
  pgn-stats corpus/games/chesscom/chess_com_games.pgn          # the text report
  pgn-stats --by player --top 10 corpus/games/mliebelt-pgn-viewer/moscow64.pgn
  pgn-stats --by year --format csv corpus/games/mliebelt-pgn-viewer/great_masters.pgn
  pgn-stats --plot games.svg corpus/games/chesscom/chess_com_games.pgn
  pgn-stats --format json -o a.json corpus/games/mliebelt-pgn-viewer/moscow64.pgn
  pgn-stats --format json -o b.json corpus/games/mliebelt-pgn-viewer/WorldChamp1972.pgn
  pgn-stats --merge a.json b.json        # what one run over both files prints
  pgn-stats -j 1 big.pgn.zst             # one thread (default: one per core, same output)
  pgn-stats --format json --byte-range 0:100000000 -o r1.json big.pgn   # games beginning in
  pgn-stats --format json --byte-range 100000000: -o r2.json big.pgn    # the first 100 MB; the rest
  pgn-stats --merge --ranges r1.json r2.json   # what one run over big.pgn prints

--format json writes counts and sums only (every group included), so that --merge adds parts
up to exactly what one run over the whole input prints; it checks each part (its counts must
fit together as a run's do) and every sum, and a part that fails is reported and left out.
Errors in the input (illegal moves, results that contradict the board) are printed on stderr
and make the exit code 1.
)";

struct Options {
    std::string format = "text";
    std::string by;
    std::size_t top = 20;
    bool top_given = false;
    std::string top_text;  // --top as given, read by top_rows()
    std::string plot;
    std::string output = "-";
    bool merge = false;
    bool ranges = false;
    std::vector<std::string> opening_files;
    std::string diagnostics = "errors";
    bool quiet = false;
    bool timing = false;
    std::vector<std::string> files;
    SplitOptions split;
    std::string from_letters;          // --from-letters as given
    std::string encoding;              // --encoding as given
    chess::pgn::ReaderOptions reader;  // the reader's limits (--max-tag-bytes...)
};

po::options_description describe_options(Options& opt) {
    po::options_description desc("Options");
    desc.add_options()("help,h", "show this help")("version", "show the version")(
        "format,f", po::value(&opt.format), "text (default), json, or csv (with --by)")(
        "by", po::value(&opt.by), "a table by player, event, eco, year or termination")(
        "top", po::value(&opt.top_text),
        "rows of the ranked tables (default 20; --by: all); 0 for all")(
        "plot", po::value(&opt.plot), "also draw the length histogram and the results as SVG")(
        "output,o", po::value(&opt.output), "write to FILE instead of standard output")(
        "merge", po::bool_switch(&opt.merge), "the FILEs are --format json outputs: add them up")(
        "ranges", po::bool_switch(&opt.ranges),
        "--merge: the parts are byte ranges of one file (its once-per-file warning W101 counts "
        "once)")("openings", po::value(&opt.opening_files),
                 "classify with this table (ECO<TAB>name<TAB>moves) instead of the built-in one; "
                 "repeatable")("diagnostics", po::value(&opt.diagnostics),
                               "print none, errors (default) or all diagnostics on stderr")(
        "quiet,q", po::bool_switch(&opt.quiet), "no progress line")(
        "timing", po::bool_switch(&opt.timing), "print bytes, seconds and MB/s on stderr")(
        "from-letters", po::value(&opt.from_letters),
        "piece letters of the input: en, ru, ru-latin, de, fr, es, it, nl, fan, pl, cs, hu, pt, "
        "ro, "
        "fi, uk or bg (default: detected per game)")("file", po::value(&opt.files),
                                                     "FILE (also positional)");
    add_reader_limit_options(desc, opt.reader);
    add_split_options(desc, opt.split);
    add_encoding_option(desc, opt.encoding);
    return desc;
}

// The number of --top. Read as text: boost reads "-1" into an unsigned type as 2^64 - 1, which
// would silently mean "all".
std::size_t top_rows(const std::string& text) {
    std::size_t rows = 0;
    const char* end = text.data() + text.size();
    const auto [stop, ec] = std::from_chars(text.data(), end, rows);
    if (text.empty() || ec != std::errc{} || stop != end)
        throw po::error(
            fmt::format("--top must be a number of rows, 0 or more (0: all), not '{}'", text));
    return rows;
}

std::optional<ShowDiagnostics> show_by_name(const std::string& name) {
    if (name == "none") return ShowDiagnostics::None;
    if (name == "errors") return ShowDiagnostics::Errors;
    if (name == "all") return ShowDiagnostics::All;
    return std::nullopt;
}

// Checks the combinations; throws po::error with what is wrong.
std::optional<GroupBy> check_options(const Options& opt) {
    if (opt.format != "text" && opt.format != "json" && opt.format != "csv")
        throw po::error("--format must be text, json or csv");
    std::optional<GroupBy> by;
    if (!opt.by.empty()) {
        by = group_by_name(opt.by);
        if (!by) throw po::error("--by must be player, event, eco, year or termination");
    }
    if (opt.format == "csv" && !by) throw po::error("--format csv writes a --by table: add --by");
    if (opt.format == "json" && by)
        throw po::error("--format json holds every group already: leave out --by");
    if (!show_by_name(opt.diagnostics))
        throw po::error("--diagnostics must be none, errors or all");
    if (opt.merge && !opt.opening_files.empty())
        throw po::error("--openings has no effect with --merge (the parts are classified)");
    if (opt.ranges && !opt.merge) throw po::error("--ranges goes with --merge");
    if (opt.merge && opt.split.range) throw po::error("--byte-range reads PGN: not with --merge");
    if (opt.merge && !opt.from_letters.empty())
        throw po::error("--from-letters reads PGN: not with --merge");
    if (!opt.from_letters.empty()) letter_set_option("--from-letters", opt.from_letters);
    if (opt.merge && !opt.encoding.empty())
        throw po::error("--encoding reads PGN: not with --merge");
    encoding_option(opt.encoding);
    return by;
}

// The reader's limits apply to reading PGN; --merge reads JSON parts (each read with its own).
void check_merge_limits(const Options& opt, const po::variables_map& vm) {
    if (!opt.merge) return;
    for (const ReaderLimit& limit : reader_limits()) {
        if (vm.count(std::string(limit.option)) != 0)
            throw po::error(fmt::format("--{} reads PGN: not with --merge", limit.option));
    }
}

std::optional<OpeningTable> load_openings(const Options& opt) {
    if (opt.opening_files.empty()) {
        auto table = OpeningTable::builtin();
        if (!table) {
            fmt::print(stderr, "pgn-stats: built-in opening table: {}\n", table.error());
            return std::nullopt;
        }
        return std::move(*table);
    }
    OpeningTable table;
    for (const auto& file : opt.opening_files) {
        if (auto added = table.add_file(file); !added) {
            fmt::print(stderr, "pgn-stats: {}\n", added.error());
            return std::nullopt;
        }
    }
    return table;
}

std::string render(const Stats& stats, const Options& opt, std::optional<GroupBy> by) {
    if (opt.format == "json") return to_json(stats);
    if (opt.format == "csv") return csv_group_table(stats, *by);
    if (by) return text_group_table(stats, *by, opt.top_given ? opt.top : 0);
    return text_report(stats, opt.top);
}

// Writes `text` to `path` (a regular file atomically; a device, FIFO or /dev/stdout in place, see
// Output), unless it is one of `inputs`; false (reported) on failure.
bool write_file(const std::string& path, const std::string& text,
                const std::vector<std::string>& inputs) {
    auto out = Output::open(path, inputs);
    if (!out) {
        fmt::print(stderr, "pgn-stats: {}\n", out.error());
        return false;
    }
    out->write(text);
    if (auto committed = out->commit(); !committed) {
        fmt::print(stderr, "pgn-stats: {}\n", committed.error());
        return false;
    }
    return true;
}

int run(Options& opt, std::optional<GroupBy> by) {
    if (opt.files.empty()) opt.files.push_back("-");
    // The output is written after the whole run: refuse an input as output before it, not after.
    for (const std::string& path : {opt.output, opt.plot}) {
        if (auto checked = check_output_is_no_input(path, opt.files); !checked) {
            fmt::print(stderr, "pgn-stats: {}\n", checked.error());
            return to_int(ExitCode::Usage);
        }
    }
    const auto start = std::chrono::steady_clock::now();
    RunResult result;
    if (opt.merge) {
        result = merge_files(opt.files, opt.ranges);
    } else {
        auto openings = load_openings(opt);
        if (!openings) return to_int(ExitCode::Usage);
        CollectOptions options;
        options.progress = !opt.quiet;
        options.show = *show_by_name(opt.diagnostics);
        options.range = opt.split.range;
        options.jobs = opt.split.jobs;
        options.chunk_bytes = opt.split.chunk_bytes;
        options.chunk_at_lines = opt.split.chunk_at_lines;
        if (!opt.from_letters.empty())
            options.letters = letter_set_option("--from-letters", opt.from_letters);
        options.encoding = encoding_option(opt.encoding);
        options.reader = opt.reader;
        result = collect_files(opt.files, *openings, options);
    }
    bool written = write_file(opt.output, render(result.stats, opt, by), opt.files);
    if (!opt.plot.empty())
        written = write_file(opt.plot, svg_plot(result.stats), opt.files) && written;
    if (opt.timing) {
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double mb = static_cast<double>(result.bytes) / 1e6;
        fmt::print(stderr, "pgn-stats: {:.1f} MB, {} in {:.2f} s ({:.1f} MB/s)\n", mb,
                   counted(result.stats.all.games, "game", "games"), seconds,
                   seconds > 0 ? mb / seconds : 0.0);
    }
    if (result.io_error || !written) return to_int(ExitCode::Usage);
    return to_int(has_errors(result.stats) ? ExitCode::Problems : ExitCode::Ok);
}

int run_main(int argc, char** argv) {
    Options opt;
    const auto desc = describe_options(opt);
    po::positional_options_description positional;
    positional.add("file", -1);
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(),
                  vm);
        po::notify(vm);
        if (vm.count("help")) {
            std::cout << usage << '\n' << desc;
            return to_int(ExitCode::Ok);
        }
        if (vm.count("version")) {
            fmt::print("pgn-stats {}\n", CHESS_VERSION);
            return to_int(ExitCode::Ok);
        }
        opt.top_given = vm.count("top") != 0;
        if (opt.top_given) opt.top = top_rows(opt.top_text);
        resolve_split_options(opt.split);
        const auto by = check_options(opt);
        check_merge_limits(opt, vm);
        return run(opt, by);
    } catch (const po::error& e) {
        fmt::print(stderr, "pgn-stats: {}\n", e.what());
        return to_int(ExitCode::Usage);
    }
}

}  // namespace

int main(int argc, char** argv) {
    return chess::tools::guarded_main("pgn-stats", [&] { return run_main(argc, argv); });
}
