// parse_move and LetterSetDetector on real book text: the shared book-notation corpus, 150 games
// written in eight styles (CHESS_SHARED_CORPUS_DIR/book-notation, see its README). Every move
// token of every style file must read in the file's letter set, and must say the same as the
// game's export SAN in expected-san.pgn (target square, piece, promotion, check, castling).

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "book_games.hpp"
#include "chess/notation/move_parser.hpp"
#include "move_text_builder.hpp"

namespace chess::notation {
namespace {

using test_files::BookGame;

constexpr std::size_t corpus_games = 150;
constexpr std::size_t corpus_plies = 11713;

struct Style {
    std::string_view file;
    LetterSetId letters;
    bool coordinates;    // uci.pgn: no piece letters, no capture or check marks
    bool marks_capture;  // every capture is marked with 'x' or ':'
    friend void PrintTo(const Style& s, std::ostream* os) { *os << s.file; }
};

const std::vector<Style> styles = {
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

const std::vector<BookGame>& expected_games() {
    static const std::vector<BookGame> games = test_files::read_book_games("expected-san.pgn");
    return games;
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
std::string test_name(std::string_view file) {
    std::string name(file.substr(0, file.find('.')));
    for (char& c : name)
        if (c == '-') c = '_';
    return name;
}

class ParseMoveCorpus : public testing::TestWithParam<Style> {};

TEST_P(ParseMoveCorpus, EveryTokenReadsAsTheExportSan) {
    const Style& style = GetParam();
    const std::vector<BookGame> games = test_files::read_book_games(style.file);
    if (games.empty()) GTEST_SKIP() << "shared corpus not found";
    ASSERT_EQ(games.size(), corpus_games);
    ASSERT_EQ(expected_games().size(), corpus_games);
    const LetterSet& letters = letter_set(style.letters);
    const LetterSet& english = letter_set(LetterSetId::English);
    std::size_t plies = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const BookGame& game = games[g];
        const BookGame& expected = expected_games()[g];
        ASSERT_EQ(game.moves.size(), expected.moves.size()) << "game " << g + 1;
        for (std::size_t i = 0; i < game.moves.size(); ++i) {
            SCOPED_TRACE("game " + std::to_string(g + 1) + " ply " + std::to_string(i + 1) + ": " +
                         game.moves[i] + " / " + expected.moves[i]);
            const auto got = parse_move(game.moves[i], letters);
            ASSERT_TRUE(got.has_value())
                << describe(got.error().code) << " at column " << got.error().column;
            const auto san = parse_move(expected.moves[i], english);
            ASSERT_TRUE(san.has_value());
            expect_same_move(*got, *san, style);
        }
        for (std::size_t at : game.en_passant_notes) {
            const auto before = parse_move(game.moves[at], letters);
            ASSERT_TRUE(before.has_value());
            EXPECT_TRUE(before->capture) << "e.p. after " << game.moves[at];
        }
        plies += game.moves.size();
    }
    EXPECT_EQ(plies, corpus_plies);
}

INSTANTIATE_TEST_SUITE_P(BookNotation, ParseMoveCorpus, testing::ValuesIn(styles),
                         [](const auto& param) { return test_name(param.param.file); });

// The en-dash file writes "e.p." as its own token after the capture; the parser knows it.
TEST(ParseMoveCorpusNotes, EndashFileHasItsEnPassantNotes) {
    const std::vector<BookGame> games = test_files::read_book_games("lan-endash.pgn");
    if (games.empty()) GTEST_SKIP() << "shared corpus not found";
    std::size_t notes = 0;
    for (const BookGame& game : games) notes += game.en_passant_notes.size();
    EXPECT_GT(notes, 0u);
    EXPECT_TRUE(is_en_passant_note("e.p."));
}

struct Detection {
    std::string_view file;
    std::optional<LetterSetId> decided;  // nullopt: the game never tells (English by default)
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
    {"uci.pgn", std::nullopt},  // coordinates name no piece: any set reads them alike
};

class LetterSetDetectorCorpus : public testing::TestWithParam<Detection> {};

TEST_P(LetterSetDetectorCorpus, EveryGameIsDetected) {
    const Detection& d = GetParam();
    const std::vector<BookGame> games = test_files::read_book_games(d.file);
    if (games.empty()) GTEST_SKIP() << "shared corpus not found";
    for (std::size_t g = 0; g < games.size(); ++g) {
        LetterSetDetector detector;
        for (const std::string& move : games[g].moves) detector.observe(move);
        EXPECT_FALSE(detector.contradictory()) << "game " << g + 1;
        EXPECT_EQ(detector.decided(), d.decided) << "game " << g + 1;
    }
}

INSTANTIATE_TEST_SUITE_P(BookNotation, LetterSetDetectorCorpus, testing::ValuesIn(detections),
                         [](const auto& param) { return test_name(param.param.file); });

}  // namespace
}  // namespace chess::notation
