#pragma once
// Helpers of the pgn-stats unit tests: positions from SAN moves, statistics of PGN text.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "chess/history.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "pgn-stats/collector.hpp"
#include "pgn-stats/diagnostic_counter.hpp"
#include "pgn-stats/openings.hpp"

namespace chess::tools::stats::testing {

// The whole file; fails the test when it cannot be opened.
inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    EXPECT_TRUE(in.good()) << path;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Plays blank-separated SAN moves ("Nf3 Nf6 Ng1") on `history`; fails the test on a bad move.
inline void play_moves(GameHistory& history, std::string_view moves) {
    const auto& english = notation::letter_set(notation::LetterSetId::English);
    while (!moves.empty()) {
        const auto blank = moves.find(' ');
        const std::string_view token = moves.substr(0, blank);
        moves = blank == std::string_view::npos ? std::string_view{} : moves.substr(blank + 1);
        if (token.empty()) continue;
        const auto text = notation::parse_move(token, english);
        ASSERT_TRUE(text.has_value()) << token;
        const auto move = notation::resolve(history.current(), *text);
        ASSERT_TRUE(move.has_value()) << token;
        history.play(move->move);
    }
}

// The built-in table, loaded once for all tests.
inline const OpeningTable& builtin_openings() {
    static const OpeningTable table = [] {
        auto loaded = OpeningTable::builtin();
        EXPECT_TRUE(loaded.has_value()) << loaded.error();
        return loaded ? std::move(*loaded) : OpeningTable{};
    }();
    return table;
}

// The statistics of `pgn`, as the tool collects them.
inline Stats collect(std::string_view pgn, const OpeningTable& openings = builtin_openings()) {
    DiagnosticCounter counter;
    Collector collector(openings);
    pgn::MemorySource source(pgn);
    pgn::Reader reader(source, {}, &counter, "test.pgn");
    pgn::Replayer replayer(&collector, &counter);
    reader.read_all(replayer);
    Stats stats = collector.take();
    counter.move_into(stats.diagnostics);
    return stats;
}

}  // namespace chess::tools::stats::testing
