// perft: counts the leaf nodes of the legal move tree, for one position or a whole suite.
// Exit codes: 0 all counts as expected, 1 a mismatch or a bad position in the suite,
// 2 usage or I/O error.

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <string>

#include "chess/notation/counted.hpp"
#include "chess/notation/fen.hpp"
#include "chess/notation/uci.hpp"
#include "chess/perft.hpp"
#include "suite.hpp"

namespace po = boost::program_options;

namespace {

constexpr const char* usage = R"(Usage:
  perft [--fen FEN] [--chess960] [--divide] DEPTH
  perft --suite FILE [--max-depth D] [--max-nodes N]

Counts the leaf nodes of the legal move tree (bulk counting, no hashing, one thread).

Examples:
  perft 5                                  # start position: 4865609
  perft --divide --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -' 3
  perft --suite corpus/perft/standard.epd --max-nodes 1000000
  perft --suite corpus/perft/tricky-a.perft

Suites: EPD lines '<FEN> ;D1 20 ;D2 400', or blocks of 'id NAME', 'epd FEN', 'perft D NODES'.
Every mismatch is reported as FILE:LINE; the exit code is 1 if there was any.
)";

struct Options {
    std::string fen;
    bool chess960 = false;
    bool divide = false;
    bool stats = false;
    int depth = -1;
    std::string suite;
    int max_depth = std::numeric_limits<int>::max();
    std::uint64_t max_nodes = std::numeric_limits<std::uint64_t>::max();
};

class Stopwatch {
public:
    double seconds() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }

private:
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

std::optional<chess::Position> load_position(const std::string& fen, bool chess960,
                                             std::string& error) {
    if (fen.empty()) {
        chess::Position start;
        start.set_chess960(chess960);
        return start;
    }
    // Perft suites deliberately include impossible positions (impossible checks, castling rights
    // or material) to test move generators: tolerate everything a Position can still represent.
    auto pos = chess::notation::read_fen(fen, chess::SetupProblems::all());
    if (!pos) {
        error = pos.error().message();
        return std::nullopt;
    }
    if (chess960) pos->set_chess960(true);
    return *pos;
}

int run_single(const Options& opt) {
    std::string error;
    auto pos = load_position(opt.fen, opt.chess960, error);
    if (!pos) {
        fmt::print(stderr, "perft: invalid FEN '{}': {}\n", opt.fen, error);
        return 2;
    }
    Stopwatch clock;
    std::uint64_t total = 0;
    if (opt.divide && opt.depth >= 1) {
        for (const auto& d : chess::perft_divide(*pos, opt.depth)) {
            fmt::print("{}: {}\n", chess::notation::write_uci(*pos, d.move), d.nodes);
            total += d.nodes;
        }
        fmt::print("\n");
    } else {
        total = chess::perft(*pos, opt.depth);
    }
    fmt::print("{}\n", total);
    if (opt.stats) {
        const double s = clock.seconds();
        fmt::print(stderr, "{} in {:.3f} s ({:.1f} Mnps)\n",
                   chess::notation::counted(total, "node", "nodes"), s,
                   static_cast<double>(total) / s / 1e6);
    }
    return 0;
}

int run_suite(const Options& opt) {
    // A directory opens as a stream on Linux and reads as empty: a suite of no positions, all
    // passed, unless refused here.
    std::error_code ec;
    if (std::filesystem::is_directory(opt.suite, ec)) {
        fmt::print(stderr, "perft: cannot read suite '{}': it is a directory\n", opt.suite);
        return 2;
    }
    std::ifstream in(opt.suite);
    if (!in) {
        fmt::print(stderr, "perft: cannot open suite '{}'\n", opt.suite);
        return 2;
    }
    auto suite = perft_tool::read_suite(in);
    if (!suite) {
        fmt::print(stderr, "{}:{}: error: {}\n", opt.suite, suite.error().line,
                   suite.error().message);
        return 2;
    }
    Stopwatch clock;
    std::size_t checks = 0, mismatches = 0, skipped = 0, bad_positions = 0;
    std::uint64_t nodes = 0;
    for (const auto& entry : *suite) {
        std::string error;
        auto pos = load_position(entry.fen, opt.chess960, error);
        if (!pos) {
            fmt::print(stderr, "{}:{}: error: invalid position '{}': {}\n", opt.suite, entry.line,
                       entry.fen, error);
            ++bad_positions;
            continue;
        }
        for (const auto& e : entry.expected) {
            if (e.depth > opt.max_depth || e.nodes > opt.max_nodes) {
                ++skipped;
                continue;
            }
            const std::uint64_t got = chess::perft(*pos, e.depth);
            ++checks;
            nodes += got;
            if (got != e.nodes) {
                ++mismatches;
                fmt::print(stderr, "{}:{}: error: {} depth {}: expected {}, got {} ({})\n",
                           opt.suite, entry.line, entry.name, e.depth, e.nodes, got, entry.fen);
            }
        }
    }
    const double s = clock.seconds();
    using chess::notation::counted;
    fmt::print("{}: {}, {}, {}, {}, {} skipped; {} in {:.2f} s ({:.1f} Mnps)\n", opt.suite,
               counted(suite->size(), "position", "positions"), counted(checks, "check", "checks"),
               counted(mismatches, "mismatch", "mismatches"),
               counted(bad_positions, "invalid position", "invalid positions"), skipped,
               counted(nodes, "node", "nodes"), s,
               s > 0 ? static_cast<double>(nodes) / s / 1e6 : 0.0);
    return mismatches == 0 && bad_positions == 0 ? 0 : 1;
}

// The counts are the output: a run that could not write them all (a full disk, a closed pipe)
// fails, whatever it counted.
int with_output_written(int code) {
    if (std::fflush(stdout) == 0 && std::ferror(stdout) == 0) return code;
    fmt::print(stderr, "perft: cannot write the output: {}\n", std::strerror(errno));
    return 2;
}

po::options_description describe_options(Options& opt) {
    po::options_description desc("Options");
    desc.add_options()("help,h", "show this help")("version", "show the version")(
        "fen", po::value(&opt.fen), "start from this position (default: the standard start)")(
        "chess960", po::bool_switch(&opt.chess960), "write castling as king-takes-rook")(
        "divide", po::bool_switch(&opt.divide), "print the count below each root move (UCI)")(
        "stats", po::bool_switch(&opt.stats), "print time and nodes per second on stderr")(
        "suite", po::value(&opt.suite), "run every position of a perft suite FILE")(
        "max-depth", po::value(&opt.max_depth), "suite: skip depths above D")(
        "max-nodes", po::value(&opt.max_nodes), "suite: skip expected counts above N")(
        "depth", po::value(&opt.depth), "DEPTH (also the positional argument)");
    return desc;
}

}  // namespace

int main(int argc, char** argv) {
    Options opt;
    const auto desc = describe_options(opt);
    po::positional_options_description positional;
    positional.add("depth", 1);
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(),
                  vm);
        po::notify(vm);
        if (vm.count("help")) {
            std::cout << usage << '\n' << desc;
            return 0;
        }
        if (vm.count("version")) {
            fmt::print("perft {}\n", CHESS_VERSION);
            return 0;
        }
        if (!opt.suite.empty()) return with_output_written(run_suite(opt));
        if (opt.depth < 0) throw po::error("give a DEPTH or --suite FILE (see --help)");
        return with_output_written(run_single(opt));
    } catch (const po::error& e) {
        fmt::print(stderr, "perft: {}\n", e.what());
        return 2;
    }
}
