// The writer's property: read -> write -> read gives the same game tree, for every game of the
// corpus, and writing is idempotent (write(read(write(x))) == write(x), byte for byte). Also for
// bare movetext (movetext_only): one line per game, read back as a move list.
//
// The game tree is what the writer promises to keep, as a normalised event list per game:
// - tags with their values, in export order (the Seven Tag Roster first, in roster order, then
//   the others in input order: the writer reorders them, nothing else);
// - move tokens as the reader delivered them (without glued glyphs, which are NAGs), with the
//   en-passant note;
// - NAGs by value (a glyph and its "$n" are the same NAG);
// - comments with their blanks collapsed and trimmed (the writer re-wraps comments: line ends
//   and runs of blanks inside a comment are layout, not content), brace or ';' alike;
// - variations;
// - the result as one of the four markers, a missing one as "*" (the writer always writes a
//   termination marker).
// Move numbers are not part of the tree: the writer recomputes them.
//
// Excluded games: none. Broken and truncated games (reader errors) have a tree too: what the
// reader delivered of them.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/pgn/reader.hpp"
#include "chess/pgn/writer.hpp"

namespace chess::pgn::test {
namespace {

namespace fs = std::filesystem;

const fs::path project_corpus(CHESS_CORPUS_DIR);
const fs::path shared_corpus(CHESS_SHARED_CORPUS_DIR);

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string collapse_blanks(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const bool blank =
            c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
        if (!blank) {
            out += c;
        } else if (!out.empty() && out.back() != ' ') {
            out += ' ';
        }
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

std::size_t export_rank(std::string_view name) {
    constexpr std::array<std::string_view, 7> roster = {"Event", "Site",  "Date",  "Round",
                                                        "White", "Black", "Result"};
    return static_cast<std::size_t>(std::find(roster.begin(), roster.end(), name) - roster.begin());
}

// Records each game's tree as text, one event a line.
class TreeRecorder : public Visitor {
public:
    std::vector<std::string> games;

    Control begin_game(const GameInfo&) override {
        games.emplace_back();
        tags_.clear();
        has_result_ = false;
        return Control::Continue;
    }
    Control tag(const Tag& tag) override {
        tags_.emplace_back(export_rank(tag.name),
                           "tag " + std::string(tag.name) + "=" + std::string(tag.value));
        return Control::Continue;
    }
    Control begin_movetext() override {
        std::stable_sort(tags_.begin(), tags_.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [rank, line] : tags_) add(line);
        return Control::Continue;
    }
    Control move(const MoveToken& move) override {
        add("move " + std::string(move.text) + (move.en_passant_note ? " e.p." : "") +
            std::string(move.note_check));
        return Control::Continue;
    }
    Control nag(const Nag& nag) override {
        add("nag " + std::to_string(nag.value));
        return Control::Continue;
    }
    Control comment(const Comment& comment) override {
        add("comment {" + collapse_blanks(comment.text) + "}");
        return Control::Continue;
    }
    Control begin_variation(const Location&) override {
        add("(");
        return Control::Continue;
    }
    Control end_variation(const Location&) override {
        add(")");
        return Control::Continue;
    }
    Control result(const ResultToken& result) override {
        has_result_ = true;
        add("result " + std::string(result_marker(result.result)));
        return Control::Continue;
    }
    Control end_game(const GameSummary&) override {
        if (!has_result_) add("result *");
        return Control::Continue;
    }

private:
    void add(const std::string& line) {
        games.back() += line;
        games.back() += '\n';
    }

    std::vector<std::pair<std::size_t, std::string>> tags_;
    bool has_result_ = false;
};

std::vector<std::string> read_trees(std::string_view pgn,
                                    notation::DiagnosticSink* sink = nullptr) {
    MemorySource source(pgn);
    Reader reader(source, {}, sink);
    TreeRecorder recorder;
    reader.read_all(recorder);
    return recorder.games;
}

struct Written {
    std::string text;
    WriterStats stats;
};

Written write_back(std::string_view pgn, std::size_t width = 80) {
    MemorySource source(pgn);
    Reader reader(source);
    StringSink sink;
    WriterOptions options;
    options.line_width = width;
    GameWriter writer(sink, options);
    WritingVisitor visitor(writer);
    reader.read_all(visitor);
    return {sink.str(), writer.stats()};
}

std::size_t lines_longer_than(std::string_view text, std::size_t width) {
    std::size_t count = 0;
    std::size_t column = 0;
    for (const char c : text) {
        if (c == '\n') {
            if (column > width) ++count;
            column = 0;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return count;
}

// What the reader may still say about the writer's output: duplicate tags are kept on purpose,
// and so are a move's bytes, as written, also those that are not UTF-8 (W101 again).
bool acceptable_on_reread(notation::DiagnosticCode code) {
    return code == notation::DiagnosticCode::DuplicateTag ||
           code == notation::DiagnosticCode::InvalidUtf8;
}

// One width: the tree survives, the reader has nothing to say but duplicate tags, writing again
// changes nothing, and the long lines are exactly those the writer counted.
void check_at_width(const fs::path& path, std::string_view input,
                    const std::vector<std::string>& original, std::size_t width) {
    const Written first = write_back(input, width);
    notation::CollectingSink reread_sink;
    const std::vector<std::string> reread = read_trees(first.text, &reread_sink);
    ASSERT_EQ(reread.size(), original.size()) << path << ": game count, width " << width;
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < original.size() && mismatches < 3; ++i) {
        EXPECT_EQ(reread[i], original[i]) << path << ": game " << i + 1 << ", width " << width;
        if (reread[i] != original[i]) ++mismatches;
    }
    for (const notation::OwnedDiagnostic& d : reread_sink.diagnostics()) {
        EXPECT_TRUE(acceptable_on_reread(d.code))
            << path << ": the output gives " << notation::code_string(d.code) << " at "
            << d.location.line << ":" << d.location.column << ": " << d.message;
    }
    EXPECT_EQ(write_back(first.text, width).text, first.text)
        << path << ": writing is not idempotent, width " << width;
    EXPECT_EQ(lines_longer_than(first.text, width), first.stats.long_lines) << path;
    EXPECT_EQ(first.stats.games, original.size()) << path;
}

// Export format's 80 columns, and a narrow width that puts a line break next to nearly every
// token kind (comment words, parentheses, numbers), where a careless break changes what the
// reader sees.
void check_round_trip(const fs::path& path) {
    const std::string input = slurp(path);
    const std::vector<std::string> original = read_trees(input);
    check_at_width(path, input, original, 80);
    check_at_width(path, input, original, 24);
}

// ---- bare movetext (WriterOptions::movetext_only, as pgn-convert --moves writes lists)

// The tree as a move list keeps it: without the tags, which bare movetext does not write.
std::string without_tags(const std::string& tree) {
    std::string out;
    std::size_t start = 0;
    for (std::size_t end = tree.find('\n'); end != std::string::npos;
         start = end + 1, end = tree.find('\n', start)) {
        if (tree.compare(start, 4, "tag ") != 0) out.append(tree, start, end + 1 - start);
    }
    return out;
}

std::vector<std::string> read_list_trees(std::string_view line) {
    MemorySource source(line);
    ReaderOptions options;
    options.movetext_only = true;
    Reader reader(source, options);
    TreeRecorder recorder;
    reader.read_all(recorder);
    return recorder.games;
}

// Every game becomes exactly one line (no ';' comment breaks one in this corpus), and each line,
// read as a move list, gives the game's tree without its tags; an empty line is a game with
// neither movetext nor result.
void check_bare_round_trip(const fs::path& path) {
    const std::string input = slurp(path);
    const std::vector<std::string> original = read_trees(input);
    MemorySource source(input);
    Reader reader(source);
    StringSink sink;
    WriterOptions options;
    options.line_width = WriterOptions::unlimited;
    options.movetext_only = true;
    GameWriter writer(sink, options);
    WritingVisitor visitor(writer);
    reader.read_all(visitor);
    if (writer.stats().semicolon_comments != 0) GTEST_SKIP() << "a ';' comment splits a line";
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end = sink.str().find('\n'); end != std::string::npos;
         start = end + 1, end = sink.str().find('\n', start)) {
        lines.push_back(sink.str().substr(start, end - start));
    }
    ASSERT_EQ(lines.size(), original.size()) << path << ": one line per game";
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < lines.size() && mismatches < 3; ++i) {
        const std::vector<std::string> reread = read_list_trees(lines[i]);
        const std::string expected = without_tags(original[i]);
        const std::string got = reread.empty() ? "result *\n" : reread[0];
        EXPECT_LE(reread.size(), 1u) << path << ": game " << i + 1 << ": " << lines[i];
        EXPECT_EQ(got, expected) << path << ": game " << i + 1 << ": " << lines[i];
        if (got != expected) ++mismatches;
    }
}

// gtest names: letters, digits and '_' only.
std::string test_name(const fs::path& relative) {
    std::string name = relative.generic_string();
    for (char& c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!ok) c = '_';
    }
    return name;
}

struct CorpusFile {
    fs::path path;  // empty: the corpus is missing
    std::string name;
};

std::vector<CorpusFile> files_under(const fs::path& root, const std::vector<std::string>& dirs,
                                    bool pgn_only) {
    std::vector<CorpusFile> files;
    for (const std::string& dir : dirs) {
        if (!fs::exists(root / dir)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
            if (!entry.is_regular_file()) continue;
            if (pgn_only && entry.path().extension() != ".pgn") continue;
            files.push_back({entry.path(), test_name(fs::relative(entry.path(), root))});
        }
    }
    std::sort(files.begin(), files.end(),
              [](const CorpusFile& a, const CorpusFile& b) { return a.path < b.path; });
    return files;
}

// The project's own copy: every .pgn file; it must be there.
std::vector<CorpusFile> project_files() { return files_under(project_corpus, {""}, true); }

// The shared corpus beside the project: every file of pgn/ and games/ (the big archives in big/
// are not read here). One placeholder entry, skipped, when it is absent.
std::vector<CorpusFile> shared_files() {
    auto files = files_under(shared_corpus, {"pgn", "games"}, false);
    if (files.empty()) files.push_back({{}, "missing"});
    return files;
}

std::string name_of(const testing::TestParamInfo<CorpusFile>& info) { return info.param.name; }

// gtest prints the path instead of the bytes of the struct.
void PrintTo(const CorpusFile& file, std::ostream* os) { *os << file.path; }

class ProjectCorpusRoundTrip : public testing::TestWithParam<CorpusFile> {};
class SharedCorpusRoundTrip : public testing::TestWithParam<CorpusFile> {};

TEST_P(ProjectCorpusRoundTrip, ReadWriteReadKeepsTheTree) { check_round_trip(GetParam().path); }

TEST_P(ProjectCorpusRoundTrip, BareMovetextReadsBackAsTheSameLists) {
    check_bare_round_trip(GetParam().path);
}

TEST_P(SharedCorpusRoundTrip, ReadWriteReadKeepsTheTree) {
    if (GetParam().path.empty()) GTEST_SKIP() << "no shared corpus at " << shared_corpus;
    check_round_trip(GetParam().path);
}

INSTANTIATE_TEST_SUITE_P(Corpus, ProjectCorpusRoundTrip, testing::ValuesIn(project_files()),
                         name_of);
INSTANTIATE_TEST_SUITE_P(Corpus, SharedCorpusRoundTrip, testing::ValuesIn(shared_files()), name_of);

// Found by random token soup: "=!?" was read as the move "=" followed by NAG 5 (the trailing
// "!?" split off, the rest delivered as a move), which reads back as NAG 10. A glyph followed
// by a glyph is two NAGs ("=!?" -> $10 $5), like the two tokens "= !?".
TEST(RoundTripReader, GlyphGluedToGlyphIsNoMove) {
    for (const std::string_view input :
         {"1. e4 =!? *", "1. e4 e5 +-!? 2. Nf3 *", "1. e4 \xE2\x96\xA1!? *"}) {
        const std::vector<std::string> original = read_trees(input);
        const std::vector<std::string> reread = read_trees(write_back(input).text);
        EXPECT_EQ(reread, original) << input;
        ASSERT_EQ(original.size(), 1u);
        EXPECT_EQ(original[0].find("move =\n"), std::string::npos) << input;
        EXPECT_EQ(original[0].find("move +-\n"), std::string::npos) << input;
    }
}

// Found by fuzzing: a move token spelt as a capitalised check word ("13.Mate", a broken move) was
// written behind the move before it, where the reader took it as that move's check mark. The
// writer glues the number to every token the reader would take as a note: check words in any
// case, with glyphs or a comma behind them, and notes with a comma.
TEST(RoundTripReader, MovesSpeltAsNotesStayMoves) {
    for (const std::string_view input :
         {"1. e4 1...Mate 2. Nf3 *", "1. e4 1...Check 2. Nf3 *", "1. e4 1...Checkmate! 2. Nf3 *",
          "1. e4 1...ch, 2. Nf3 *", "1. e4 1...Mate, 2. Nf3 *", "1. e4 1...e.p., 2. Nf3 *"}) {
        const std::vector<std::string> original = read_trees(input);
        const std::vector<std::string> reread = read_trees(write_back(input).text);
        EXPECT_EQ(reread, original) << input << "\nwritten: " << write_back(input).text;
    }
}

TEST(ProjectCorpusRoundTrip, CorpusIsThere) {
    EXPECT_GE(project_files().size(), 20u) << "the project corpus is missing: " << project_corpus;
}

}  // namespace
}  // namespace chess::pgn::test
