// chess/pgn/reader.hpp on real files: every PGN of the shared corpus is read without a crash,
// with the game count of its MANIFEST row, identically at every refill alignment; the scid
// Latin-1 test game comes out as scid's UTF-8 version of it.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "chess/pgn/reader.hpp"
#include "recording_visitor.hpp"

namespace chess::pgn::test {
namespace {

namespace fs = std::filesystem;

const fs::path corpus_root(CHESS_SHARED_CORPUS_DIR);

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The MANIFEST's "games" column (tag sections per file), for the files that have one.
std::map<std::string, std::uint64_t> manifest_game_counts() {
    std::map<std::string, std::uint64_t> counts;
    std::istringstream manifest(slurp(corpus_root / "MANIFEST.md"));
    for (std::string line; std::getline(manifest, line);) {
        std::vector<std::string> cells;
        std::istringstream row(line);
        for (std::string cell; std::getline(row, cell, '|');) {
            const auto first = cell.find_first_not_of(' ');
            const auto last = cell.find_last_not_of(' ');
            cells.push_back(first == std::string::npos ? "" : cell.substr(first, last - first + 1));
        }
        if (cells.size() < 5 || cells[3].empty()) continue;
        if (cells[3].find_first_not_of("0123456789") != std::string::npos) continue;
        counts[cells[1]] = std::stoull(cells[3]);
    }
    return counts;
}

std::vector<fs::path> corpus_pgn_files() {
    std::vector<fs::path> files;
    for (const char* dir : {"pgn", "games"}) {
        if (!fs::exists(corpus_root / dir)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(corpus_root / dir)) {
            const std::string ext = entry.path().extension().string();
            if (entry.is_regular_file() && ext != ".cpp" && ext != ".txt") {
                files.push_back(entry.path());
            }
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

class TagSectionCounter : public Visitor {
public:
    std::uint64_t with_tags = 0;
    Control begin_game(const GameInfo& info) override {
        if (info.has_tags) ++with_tags;
        return Control::Continue;
    }
};

// Where the MANIFEST's count (a quick line-based count) is not the number of tag sections a
// reader must find; each checked by hand.
const std::map<std::string, std::uint64_t> count_overrides = {
    // 605 "[Event " sections without movetext (a broadcast's tags); the MANIFEST counts 1.
    {"games/scalachess/FWWRC.pgn", 605},
    // 45 tag-only games; only the first has an Event tag, each next one starts with a Round
    // tag after a blank line (W125).
    {"games/scalachess/uzchesscup.pgn", 45},
    // Rounds 1-15: "[Event\"...\"]" and "[ Event  ...]" count too, and line 115 holds two games.
    {"games/pgn4web/test.pgn", 15},
    // HTML: "[Event \"?\"]<br />[Site \"?\"]<br />..." on one line; each '[' after the "<br"
    // movetext starts a game, as it would after any movetext.
    {"pgn/chess.js/0.pgn", 8},
    // A fuzz input of bracket commands outside braces: "[%csl Ga1][%cal ...] foo [%clk ...]".
    // The two where the file begins are a tag section; behind the movetext "foo", "[%clk ...]"
    // and "[%eval ...]" are commands that lost their braces, comments of that game (N133), not
    // a second game's tags.
    {"pgn/chessops/comment", 1},
    // Three "[Variant ...]" sections (indented or followed by moves on the same line).
    {"pgn/chessops/headers-and-moves-on-the-same-line.pgn", 3},
    {"pgn/chessops/leading-whitespace.pgn", 3},
    // Two "[Event " sections; the first has no movetext.
    {"pgn/disservin-chess-library/empty_body.pgn", 2},
};

TEST(ReaderCorpus, EveryFileReadsWithTheManifestGameCount) {
    if (!fs::exists(corpus_root / "MANIFEST.md")) GTEST_SKIP() << "no shared corpus";
    auto expected = manifest_game_counts();
    for (const auto& [file, count] : count_overrides) expected[file] = count;
    const auto files = corpus_pgn_files();
    ASSERT_GT(files.size(), 100u);
    std::size_t checked = 0;
    for (const fs::path& path : files) {
        auto source = FileSource::open(path);
        ASSERT_TRUE(source.has_value()) << path;
        notation::CollectingSink sink;
        Reader reader(*source, {}, &sink, path.filename().string());
        TagSectionCounter counter;
        reader.read_all(counter);
        EXPECT_EQ(reader.bytes_consumed(), fs::file_size(path)) << path;
        const std::string relative = fs::relative(path, corpus_root).generic_string();
        if (const auto it = expected.find(relative); it != expected.end()) {
            EXPECT_EQ(counter.with_tags, it->second) << relative;
            ++checked;
        }
    }
    EXPECT_GT(checked, 100u);
}

TEST(ReaderCorpus, EveryFileReadsTheSameAtEveryRefillAlignment) {
    const auto files = corpus_pgn_files();
    if (files.empty()) GTEST_SKIP() << "no shared corpus";
    for (const fs::path& path : files) {
        const std::string input = slurp(path);
        const ReadOutcome reference = run_reader(input, {}, true);
        const bool small = input.size() <= 32 * 1024;
        for (const std::size_t chunk : {1u, 2u, 3u, 7u, 61u, 4096u}) {
            if (!small && chunk != 61) continue;  // keeps the debug run short
            ReaderOptions options;
            options.chunk_size = chunk;
            const ReadOutcome run = run_reader(input, options, true);
            EXPECT_EQ(run.events, reference.events) << path << " chunk " << chunk;
            EXPECT_EQ(run.diagnostics, reference.diagnostics) << path << " chunk " << chunk;
        }
    }
}

// Tags and comments of one game, comments with their blanks collapsed (scid re-wraps them).
struct GameText {
    std::vector<std::string> tags;
    std::vector<std::string> comments;
};

class TextCollector : public Visitor {
public:
    GameText text;
    Control tag(const Tag& tag) override {
        text.tags.push_back(std::string(tag.name) + "=" + std::string(tag.value));
        return Control::Continue;
    }
    Control comment(const Comment& comment) override {
        std::string collapsed;
        for (const char c : comment.text) {
            const bool blank = c == ' ' || c == '\n' || c == '\r' || c == '\t';
            if (!blank) {
                collapsed += c;
            } else if (!collapsed.empty() && collapsed.back() != ' ') {
                collapsed += ' ';
            }
        }
        while (!collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
        text.comments.push_back(collapsed);
        return Control::Continue;
    }
};

GameText read_text(const fs::path& path, notation::CollectingSink& sink) {
    auto source = FileSource::open(path);
    EXPECT_TRUE(source.has_value()) << path;
    TextCollector collector;
    if (!source) return collector.text;
    Reader reader(*source, {}, &sink, path.filename().string());
    reader.read_all(collector);
    return collector.text;
}

TEST(ReaderCorpus, Latin1GameIsTranscodedLikeScidDoes) {
    const fs::path dir = corpus_root / "pgn" / "scid-gtest";
    if (!fs::exists(dir)) GTEST_SKIP() << "no shared corpus";
    notation::CollectingSink latin1_sink;
    notation::CollectingSink utf8_sink;
    const GameText latin1 = read_text(dir / "res_gameLatin1.pgn", latin1_sink);
    const GameText expected = read_text(dir / "res_gameLatin1expected.pgn", utf8_sink);
    EXPECT_EQ(latin1.tags, expected.tags);
    EXPECT_EQ(latin1.comments, expected.comments);
    ASSERT_EQ(latin1_sink.diagnostics().size(), 1u);  // once per file
    EXPECT_EQ(latin1_sink.diagnostics()[0].code, notation::DiagnosticCode::InvalidUtf8);
    EXPECT_TRUE(utf8_sink.diagnostics().empty());
    EXPECT_EQ(latin1.tags.at(4), "White=Kràmnìk, VlãÚdimir");  // as scid writes it
}

TEST(ReaderCorpus, BookEnPassantNotesAttachToTheirMoves) {
    const fs::path path = corpus_root / "book-notation" / "lan-endash.pgn";
    if (!fs::exists(path)) GTEST_SKIP() << "no shared corpus";
    class EnPassantCounter : public Visitor {
    public:
        std::size_t notes = 0, games = 0;
        std::string moves_with_note;
        Control begin_game(const GameInfo&) override { return ++games, Control::Continue; }
        Control move(const MoveToken& move) override {
            if (move.en_passant_note) {
                ++notes;
                moves_with_note += std::string(move.text) + " ";
            }
            return Control::Continue;
        }
    } counter;
    auto source = FileSource::open(path);
    ASSERT_TRUE(source.has_value());
    notation::CollectingSink sink;
    Reader reader(*source, {}, &sink);
    reader.read_all(counter);
    const std::string text = slurp(path);
    std::size_t written = 0;
    for (auto at = text.find(" e.p."); at != std::string::npos; at = text.find(" e.p.", at + 1)) {
        ++written;
    }
    EXPECT_EQ(counter.games, 150u);
    EXPECT_EQ(counter.notes, written);
    EXPECT_NE(counter.moves_with_note.find("c4xb3 "), std::string::npos);
    EXPECT_TRUE(sink.diagnostics().empty());
}

}  // namespace
}  // namespace chess::pgn::test
