// pgn-stats openings.hpp: loading the table, classification by position.

#include "pgn-stats/openings.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "test_support.hpp"

namespace chess::tools::stats {
namespace {

using testing::builtin_openings;
using testing::collect;

// The classification of the only game of `pgn`: "ECO name", or "" when unclassified.
std::string classify(std::string_view pgn, const OpeningTable& table = builtin_openings()) {
    const Stats stats = collect(pgn, table);
    EXPECT_EQ(stats.all.games, 1u);
    if (stats.openings.empty()) return {};
    return stats.openings.begin()->first.eco + " " + stats.openings.begin()->first.name;
}

TEST(OpeningTable, BuiltinHoldsEveryLineOfTheCorpusFiles) {
    // Counted here from the files themselves: data lines and the longest line in half-moves.
    std::size_t lines = 0;
    std::uint32_t longest = 0;
    for (const auto& entry : std::filesystem::directory_iterator(CHESS_CORPUS_DIR "/openings")) {
        std::ifstream in(entry.path());
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line.starts_with("eco\t")) continue;
            ++lines;
            std::uint32_t plies = 0;
            const std::string moves = line.substr(line.rfind('\t') + 1);
            std::size_t start = 0;
            while (start < moves.size()) {
                std::size_t end = moves.find(' ', start);
                if (end == std::string::npos) end = moves.size();
                if (moves[end - 1] != '.') ++plies;  // not a move number
                start = end + 1;
            }
            longest = std::max(longest, plies);
        }
    }
    const OpeningTable& table = builtin_openings();
    EXPECT_GT(lines, 3000u);
    EXPECT_EQ(table.size() + table.duplicates(), lines);
    EXPECT_EQ(table.max_plies(), longest);
}

TEST(OpeningClassifier, NajdorfGameIsB9x) {
    const std::string found = classify(
        "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Bg5 e6 7. f4 Be7 8. Qf3 Qc7 "
        "9. O-O-O Nbd7 10. g4 b5 11. Bxf6 Nxf6 12. g5 Nd7 13. f5 Nc5 14. f6 gxf6 15. gxf6 Bf8 "
        "1-0");
    ASSERT_FALSE(found.empty());
    EXPECT_TRUE(found.starts_with("B9")) << found;
    EXPECT_NE(found.find("Najdorf"), std::string::npos) << found;
}

TEST(OpeningClassifier, ExactLineGivesItsName) {
    EXPECT_EQ(classify("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *"),
              "B90 Sicilian Defense: Najdorf Variation");
    EXPECT_EQ(classify("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"), "C70 Ruy Lopez: Morphy Defense");
}

TEST(OpeningClassifier, TranspositionsCount) {
    // The table's line is 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4; by move order this would be an
    // English Opening (A17).
    EXPECT_EQ(classify("1. c4 Nf6 2. Nc3 e6 3. d4 Bb4 *"), "E20 Nimzo-Indian Defense");
}

TEST(OpeningClassifier, GamesFromOtherPositionsAreNotClassified) {
    // After 1. e4, then 1... c5: a named position (B20), but the game starts from a FEN.
    EXPECT_EQ(classify("[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b "
                       "KQkq - 0 1\"]\n\n1... c5 *"),
              "");
    EXPECT_EQ(classify("1. e4 c5 *"), "B20 Sicilian Defense");
}

TEST(OpeningClassifier, LooksNoFurtherThanTheLongestLine) {
    OpeningTable table;
    const std::string_view lines[] = {"A04\tOne\t1. Nf3", "A05\tThree\t1. Nf3 Nf6 2. Ng1"};
    ASSERT_TRUE(table.add_lines(lines, "test.tsv").has_value());
    EXPECT_EQ(table.max_plies(), 3u);
    // Ply 5 is the position of ply 1 ("One") again, but beyond the longest line.
    EXPECT_EQ(classify("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 *", table), "A05 Three");
    // With the built-in table (longer lines) ply 5 is looked at: 1. Nf3 again.
    EXPECT_EQ(classify("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 *"), "A04 Zukertort Opening");
}

TEST(OpeningClassifier, StopsAtAnError) {
    // 2. Qxf7 is illegal: the opening is what the board showed before it.
    EXPECT_EQ(classify("1. e4 e5 2. Qxf7 Kxf7 *"), "C20 King's Pawn Game");
}

TEST(OpeningTable, LinesSharingMovesWithTheLineBefore) {
    // Loading reuses the moves a line shares with the one before: a longer line, a shorter
    // one, a branch at the first move, a branch later.
    OpeningTable table;
    const std::string_view lines[] = {"C40\tKnight\t1. e4 e5 2. Nf3", "C20\tKing\t1. e4 e5",
                                      "B20\tSicilian\t1. e4 c5", "B27\tHyper\t1. e4 c5 2. Nf3 g6",
                                      "B23\tClosed\t1. e4 c5 2. Nc3"};
    ASSERT_TRUE(table.add_lines(lines, "test.tsv").has_value());
    EXPECT_EQ(table.size(), 5u);
    EXPECT_EQ(table.max_plies(), 4u);
    EXPECT_EQ(classify("1. e4 e5 2. Nf3 Nc6 *", table), "C40 Knight");
    EXPECT_EQ(classify("1. e4 e5 2. Bc4 *", table), "C20 King");
    EXPECT_EQ(classify("1. e4 c5 2. Nf3 g6 *", table), "B27 Hyper");
    EXPECT_EQ(classify("1. e4 c5 2. Nc3 *", table), "B23 Closed");
    EXPECT_EQ(classify("1. e4 c5 2. Nf3 d6 *", table), "B20 Sicilian");
}

TEST(OpeningTable, DuplicatePositionsKeepTheFirstName) {
    OpeningTable table;
    const std::string_view lines[] = {"eco\tname\tpgn", "", "E00\tFirst\t1. d4 Nf6 2. c4 e6",
                                      "A15\tSecond\t1. c4 e6 2. d4 Nf6"};
    ASSERT_TRUE(table.add_lines(lines, "test.tsv").has_value());
    EXPECT_EQ(table.size(), 1u);
    EXPECT_EQ(table.duplicates(), 1u);
    EXPECT_EQ(classify("1. c4 e6 2. d4 Nf6 *", table), "E00 First");
}

TEST(OpeningTable, BadLinesNameSourceAndLine) {
    OpeningTable table;
    const std::string_view illegal[] = {"B00\tGood\t1. e4", "B00\tBad\t1. e4 e4"};
    const auto result = table.add_lines(illegal, "bad.tsv");
    ASSERT_FALSE(result.has_value());
    EXPECT_TRUE(result.error().starts_with("bad.tsv:2: ")) << result.error();
    EXPECT_NE(result.error().find("e4"), std::string::npos) << result.error();

    EXPECT_FALSE(table.add_file("/nonexistent/openings.tsv").has_value());
}

// The message quotes the line as found and says what is missing: it once said only "expected
// ECO<TAB>name<TAB>moves", even when the line was right but for a byte order mark.
TEST(OpeningTable, BadLinesQuoteWhatWasFound) {
    const auto error = [](std::string_view line) {
        OpeningTable table;
        const std::string_view lines[] = {line};
        const auto added = table.add_lines(lines, "bad.tsv");
        return added ? std::string("(accepted)") : added.error();
    };
    const std::string expected = "bad.tsv:1: expected ECO<TAB>name<TAB>moves, found ";
    EXPECT_EQ(error("B00 no tabs 1. e4"), expected + "\"B00 no tabs 1. e4\" (0 tabs, 2 needed)");
    EXPECT_EQ(error("B00\tName"), expected + "\"B00<TAB>Name\" (1 tab, 2 needed)");
    EXPECT_EQ(error("B0\tName\t1. e4"),
              expected + "\"B0<TAB>Name<TAB>1. e4\" (the ECO code \"B0\" is not 3 characters)");
    EXPECT_EQ(error("B00\t\t1. e4"), expected + "\"B00<TAB><TAB>1. e4\" (no name)");
    EXPECT_EQ(error("B00\tName\t"), expected + "\"B00<TAB>Name<TAB>\" (no moves)");
    EXPECT_EQ(
        error(std::string_view("\0B00\tName\t1. e4", 15)),
        expected +
            "\"\\x00B00<TAB>Name<TAB>1. e4\" (the ECO code \"\\x00B00\" is not 3 characters)");
    EXPECT_EQ(error(std::string(70, 'x')),
              expected + "\"" + std::string(60, 'x') + "\"... (0 tabs, 2 needed)");
}

// A table as Windows editors save it (byte order mark, CR LF) loads like the plain one.
TEST(OpeningTable, FileWithByteOrderMark) {
    const auto path = std::filesystem::temp_directory_path() /
                      ("pgn_stats_bom_openings_" + std::to_string(::getpid()) + ".tsv");
    std::ofstream(path, std::ios::binary) << "\xEF\xBB\xBF"
                                             "eco\tname\tpgn\r\n"
                                          << "C20\tKing's Pawn Game\t1. e4 e5\r\n";
    OpeningTable table;
    const auto added = table.add_file(path);
    std::filesystem::remove(path);
    ASSERT_TRUE(added.has_value()) << added.error();
    EXPECT_EQ(table.size(), 1u);
    EXPECT_EQ(classify("1. e4 e5 2. Nf3 *", table), "C20 King's Pawn Game");
}

}  // namespace
}  // namespace chess::tools::stats
