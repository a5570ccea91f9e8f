// The baseline pgn-validate's speed is measured against: the bare Reader + Replayer loop over
// a file, with no sink, no observer and no report. Prints MB/s on stdout.
//   bare-replay FILE

#include <fmt/core.h>

#include <chrono>

#include "chess/notation/counted.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        fmt::print(stderr, "usage: bare-replay FILE\n");
        return 2;
    }
    auto source = chess::pgn::FileSource::open(argv[1]);
    if (!source) {
        fmt::print(stderr, "bare-replay: {}: {}\n", argv[1], source.error().message());
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    chess::pgn::Replayer replayer;
    chess::pgn::Reader reader(*source);
    reader.read_all(replayer);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double mb = static_cast<double>(reader.bytes_consumed()) / 1e6;
    fmt::print("{:.1f} MB in {:.2f} s: {:.1f} MB/s, {}, {}\n", mb, seconds, mb / seconds,
               chess::notation::counted(replayer.counters().games, "game", "games"),
               chess::notation::counted(replayer.counters().moves, "move", "moves"));
    return 0;
}
