// The replayer on real files: every PGN of the corpora replays without a crash and with
// consistent positions; the book-notation games (which python-chess accepts) replay in all nine
// notations with no error, to the expected final positions, and their SAN comes out canonical.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "replayer_support.hpp"

namespace chess::pgn::test {
namespace {

namespace fs = std::filesystem;

const fs::path shared_root(CHESS_SHARED_CORPUS_DIR);
const fs::path project_root(CHESS_CORPUS_DIR);

std::vector<fs::path> pgn_files() {
    std::vector<fs::path> files;
    auto add = [&files](const fs::path& dir, bool any_extension) {
        if (!fs::exists(dir)) return;
        for (const auto& entry : fs::recursive_directory_iterator(dir)) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || ext == ".cpp" || ext == ".txt") continue;
            if (any_extension || ext == ".pgn") files.push_back(entry.path());
        }
    };
    add(shared_root / "pgn", true);
    add(shared_root / "games", true);
    for (const char* dir : {"pgn", "games", "epd", "fen"}) add(project_root / dir, false);
    std::sort(files.begin(), files.end());
    return files;
}

// Unoptimised builds (Debug, sanitizers) replay each file up to this many moves, so that the
// whole test binary stays quick to run there; optimised builds (CI) replay every game.
#ifdef NDEBUG
constexpr std::uint64_t moves_per_file = std::uint64_t(-1);
constexpr std::uint64_t expected_moves = 500000;
#else
constexpr std::uint64_t moves_per_file = 5000;
constexpr std::uint64_t expected_moves = 100000;
#endif

// Checks what each event promises: the position after a move is the one before it with the
// move played.
class ConsistencyObserver : public ReplayObserver {
public:
    std::uint64_t moves = 0;
    std::uint64_t broken = 0;
    Control end_game(const ReplayedGame&) override {
        return moves >= moves_per_file ? Control::Stop : Control::Continue;
    }
    Control move(const ReplayedMove& m) override {
        ++moves;
        Position expected = m.before;
        if (m.move.is_null()) {
            expected.play_null();
        } else {
            expected.play(m.move);
        }
        if (!(expected == m.after()) || !m.after().is_consistent()) ++broken;
        return Control::Continue;
    }
};

TEST(ReplayerCorpus, EveryFileReplaysConsistently) {
    const auto files = pgn_files();
    if (files.empty()) GTEST_SKIP() << "no corpus";
    std::uint64_t moves = 0;
    for (const fs::path& path : files) {
        auto source = FileSource::open(path);
        ASSERT_TRUE(source.has_value()) << path;
        ConsistencyObserver observer;
        notation::CollectingSink sink;
        Reader reader(*source, {}, nullptr, path.filename().string());
        Replayer replayer(&observer, &sink);
        reader.read_all(replayer);
        EXPECT_EQ(replayer.counters().games, reader.games_read()) << path;
        EXPECT_EQ(replayer.counters().moves, observer.moves) << path;
        EXPECT_EQ(observer.broken, 0u) << path;
        for (const auto& d : sink.diagnostics()) {
            EXPECT_GE(static_cast<int>(d.code), 200) << path << ": " << render(d);
            EXPECT_FALSE(d.game == 0) << path << ": " << render(d);
        }
        moves += observer.moves;
    }
    // The threshold counts the shared corpus (beside the project in CI); the project's own
    // copies alone are smaller.
    if (fs::exists(shared_root / "games")) {
        EXPECT_GT(moves, expected_moves);
    }
    EXPECT_GT(moves, 10000u);
}

TEST(ReplayerCorpus, PythonChessDataHasNoErrors) {
    const fs::path dir = shared_root / "pgn" / "python-chess";
    if (!fs::exists(dir)) GTEST_SKIP() << "no shared corpus";
    for (const auto& entry : fs::directory_iterator(dir)) {
        auto source = FileSource::open(entry.path());
        ASSERT_TRUE(source.has_value());
        notation::CollectingSink sink;
        Reader reader(*source);
        Replayer replayer(nullptr, &sink);
        reader.read_all(replayer);
        EXPECT_EQ(replayer.counters().diagnostics.errors, 0u) << entry.path() << '\n'
                                                              << render(sink.diagnostics());
    }
}

struct FinalPosition {
    std::string fen;
    std::uint32_t plies = 0;
};

// expected-final-fen.txt: "index<TAB>FEN<TAB>plies" a line.
std::vector<FinalPosition> expected_final_positions() {
    std::vector<FinalPosition> out;
    std::ifstream in(project_root / "book-notation" / "expected-final-fen.txt");
    for (std::string line; std::getline(in, line);) {
        const auto first = line.find('\t');
        const auto second = line.find('\t', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        out.push_back({line.substr(first + 1, second - first - 1),
                       static_cast<std::uint32_t>(std::stoul(line.substr(second + 1)))});
    }
    return out;
}

// Records each game's final position in the book files' FEN conventions, and whether every
// move was written in canonical SAN.
class FinalPositions : public ReplayObserver {
public:
    std::vector<FinalPosition> games;
    std::uint64_t non_canonical = 0;
    std::string scratch;
    Control move(const ReplayedMove& m) override {
        scratch.clear();
        m.append_san(scratch);
        if (scratch != m.written()) ++non_canonical;
        return Control::Continue;
    }
    Control end_game(const ReplayedGame& g) override {
        FinalPosition final{"-", g.plies};
        if (g.complete) {
            final.fen = notation::write_fen(
                g.history->current(),
                {notation::CastlingStyle::Auto, notation::EnPassantStyle::OnlyLegal, true});
        }
        games.push_back(final);
        return Control::Continue;
    }
};

class BookNotation : public ::testing::TestWithParam<const char*> {};

TEST_P(BookNotation, ReplaysToTheExpectedFinalPositionsWithoutErrors) {
    const fs::path path = project_root / "book-notation" / GetParam();
    ASSERT_TRUE(fs::exists(path)) << path;
    const auto expected = expected_final_positions();
    ASSERT_EQ(expected.size(), 150u);
    auto source = FileSource::open(path);
    ASSERT_TRUE(source.has_value());
    FinalPositions observer;
    notation::CollectingSink sink;
    Reader reader(*source);
    Replayer replayer(&observer, &sink);
    reader.read_all(replayer);
    EXPECT_EQ(replayer.counters().diagnostics.errors, 0u) << render(sink.diagnostics());
    EXPECT_EQ(replayer.counters().unchecked_moves, 0u);
    ASSERT_EQ(observer.games.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(observer.games[i].fen, expected[i].fen) << "game " << i + 1;
        EXPECT_EQ(observer.games[i].plies, expected[i].plies) << "game " << i + 1;
    }
    if (std::string_view(GetParam()) == "expected-san.pgn") {
        EXPECT_EQ(observer.non_canonical, 0u);
        EXPECT_EQ(replayer.counters().diagnostics.notes + replayer.counters().diagnostics.warnings,
                  3u)
            << "only the three Date \"2006\" tags (W309)";
    }
}

INSTANTIATE_TEST_SUITE_P(Replayer, BookNotation,
                         ::testing::Values("expected-san.pgn", "figurine.pgn", "lan-endash.pgn",
                                           "lan-german.pgn", "lan-hyphen.pgn",
                                           "lan-russian-cyrillic.pgn", "lan-russian-latin.pgn",
                                           "san-short-pawn-captures.pgn", "uci.pgn"));

}  // namespace
}  // namespace chess::pgn::test
