// parse_move and LetterSetDetector on real book text: the book-notation corpus, 150 games
// written in eight styles (corpus/book-notation, see its README), read by the PGN reader. Every
// move token of every style file must read in the file's letter set, and must say the same as
// the game's export SAN in expected-san.pgn (target square, piece, promotion, check, castling).

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "chess/notation/move_parser.hpp"
#include "move_text_builder.hpp"
#include "pgn_games.hpp"

namespace chess::notation {
namespace {

using test_files::GameMove;
using test_files::PgnFile;
using test_files::PgnGame;

constexpr std::size_t corpus_games = 150;
constexpr std::size_t corpus_plies = 11713;

struct Style {
    std::string_view file;
    LetterSetId letters;
    bool coordinates;    // uci.pgn: no piece letters, no capture or check marks
    bool marks_capture;  // every capture is marked with 'x' or ':'
    friend void PrintTo(const Style& s, std::ostream* os) { *os << s.file; }
};

const std::vector<Style> corpus_styles = {
    {"expected-san.pgn", LetterSetId::English, false, true},
    {"lan-hyphen.pgn", LetterSetId::English, false, true},
    {"lan-endash.pgn", LetterSetId::English, false, true},
    {"lan-german.pgn", LetterSetId::German, false, true},
    {"lan-russian-cyrillic.pgn", LetterSetId::RussianCyrillic, false, true},
    {"lan-russian-latin.pgn", LetterSetId::RussianLatin, false, true},
    {"san-short-pawn-captures.pgn", LetterSetId::English, false, false},
    {"figurine.pgn", LetterSetId::Figurine, false, true},
    {"uci.pgn", LetterSetId::English, true, false},
};

PgnFile read_book_file(std::string_view name) {
    return test_files::read_corpus_pgn("book-notation/" + std::string(name));
}

const std::vector<PgnGame>& expected_games() {
    static const PgnFile file = read_book_file("expected-san.pgn");
    return file.games;
}

// What the style token says must agree with what the export SAN says.
void expect_same_move(const MoveText& got, const MoveText& san, const Style& style) {
    if (style.coordinates && san.kind != MoveTextKind::Normal) {
        EXPECT_EQ(got.kind, MoveTextKind::Normal);  // castling is a king move in UCI
        return;
    }
    EXPECT_EQ(got.kind, san.kind);
    EXPECT_EQ(got.promotion, san.promotion);
    if (san.kind != MoveTextKind::Normal) return;
    EXPECT_EQ(got.to_file, san.to_file);
    if (got.to_rank) {
        EXPECT_EQ(got.to_rank, san.to_rank);
    } else {
        EXPECT_TRUE(got.relaxations.contains(Relaxation::ShortPawnCapture));
    }
    if (style.coordinates) return;
    EXPECT_EQ(got.check, san.check);
    EXPECT_EQ(got.piece.value_or(PieceType::Pawn), san.piece);
    if (style.marks_capture) {
        EXPECT_EQ(got.capture, san.capture);
    }
    if (got.relaxations.contains(Relaxation::ShortPawnCapture)) {
        EXPECT_TRUE(san.capture);
    }
}

// "lan-hyphen.pgn" -> "lan_hyphen"
std::string corpus_test_name(std::string_view file) {
    std::string name(file.substr(0, file.find('.')));
    for (char& c : name)
        if (c == '-') c = '_';
    return name;
}

class ParseMoveCorpus : public testing::TestWithParam<Style> {};

TEST_P(ParseMoveCorpus, EveryTokenReadsAsTheExportSan) {
    const Style& style = GetParam();
    const PgnFile file = read_book_file(style.file);
    ASSERT_TRUE(file.opened) << style.file;
    const std::vector<PgnGame>& games = file.games;
    ASSERT_EQ(games.size(), corpus_games);
    ASSERT_EQ(expected_games().size(), corpus_games);
    const LetterSet& letters = letter_set(style.letters);
    const LetterSet& english = letter_set(LetterSetId::English);
    std::size_t plies = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const PgnGame& game = games[g];
        const PgnGame& expected = expected_games()[g];
        ASSERT_EQ(game.moves.size(), expected.moves.size()) << "game " << g + 1;
        for (std::size_t i = 0; i < game.moves.size(); ++i) {
            const GameMove& move = game.moves[i];
            SCOPED_TRACE("game " + std::to_string(g + 1) + " ply " + std::to_string(i + 1) + ": " +
                         move.text + " / " + expected.moves[i].text);
            const auto got = parse_move(move.text, letters);
            ASSERT_TRUE(got.has_value())
                << describe(got.error().code) << " at column " << got.error().column;
            const auto san = parse_move(expected.moves[i].text, english);
            ASSERT_TRUE(san.has_value());
            expect_same_move(*got, *san, style);
            if (move.en_passant_note) {
                EXPECT_TRUE(got->capture) << "e.p. after " << move.text;
            }
        }
        plies += game.moves.size();
    }
    EXPECT_EQ(plies, corpus_plies);
}

INSTANTIATE_TEST_SUITE_P(BookNotation, ParseMoveCorpus, testing::ValuesIn(corpus_styles),
                         [](const auto& param) { return corpus_test_name(param.param.file); });

// The en-dash file writes "e.p." as its own token after the capture; the parser knows it.
TEST(ParseMoveCorpusNotes, EndashFileHasItsEnPassantNotes) {
    const PgnFile file = read_book_file("lan-endash.pgn");
    ASSERT_TRUE(file.opened);
    std::size_t notes = 0;
    for (const PgnGame& game : file.games)
        for (const GameMove& move : game.moves) notes += move.en_passant_note ? 1u : 0u;
    EXPECT_GT(notes, 0u);
    EXPECT_TRUE(is_en_passant_note("e.p."));
}

struct Detection {
    std::string_view file;
    LetterSetId read_as;  // LetterSetDetector::preferred()
    friend void PrintTo(const Detection& d, std::ostream* os) { *os << d.file; }
};

const std::vector<Detection> detections = {
    {"lan-german.pgn", LetterSetId::German},
    {"lan-russian-cyrillic.pgn", LetterSetId::RussianCyrillic},
    {"lan-russian-latin.pgn", LetterSetId::RussianLatin},
    {"lan-hyphen.pgn", LetterSetId::English},
    {"lan-endash.pgn", LetterSetId::English},
    {"expected-san.pgn", LetterSetId::English},
    {"san-short-pawn-captures.pgn", LetterSetId::English},
    {"figurine.pgn", LetterSetId::Figurine},
    {"uci.pgn", LetterSetId::English},  // coordinates name no piece: read in the first set
};

class LetterSetDetectorCorpus : public testing::TestWithParam<Detection> {};

TEST_P(LetterSetDetectorCorpus, EveryGameIsDetected) {
    const Detection& d = GetParam();
    const PgnFile file = read_book_file(d.file);
    ASSERT_EQ(file.games.size(), corpus_games) << d.file;
    const std::vector<PgnGame>& games = file.games;
    for (std::size_t g = 0; g < games.size(); ++g) {
        LetterSetDetector detector;
        for (const GameMove& move : games[g].moves) detector.observe(move.text);
        EXPECT_FALSE(detector.contradictory()) << "game " << g + 1;
        EXPECT_EQ(detector.preferred(), d.read_as) << "game " << g + 1;
        // Decided, it is decided right; undecided, it leaves the set open.
        if (detector.decided()) {
            EXPECT_EQ(detector.decided(), d.read_as) << "game " << g + 1;
        }
        EXPECT_TRUE(detector.allows(d.read_as)) << "game " << g + 1;
    }
}

INSTANTIATE_TEST_SUITE_P(BookNotation, LetterSetDetectorCorpus, testing::ValuesIn(detections),
                         [](const auto& param) { return corpus_test_name(param.param.file); });

}  // namespace
}  // namespace chess::notation
