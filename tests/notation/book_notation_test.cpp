// The book-notation acceptance test: 150 real games written in eight printed-book styles
// (corpus/book-notation, see its README) convert back to expected-san.pgn exactly. Each style
// file and the expected file are read by the real PGN reader; each game's letter set is
// detected from its moves; every token is parsed, resolved against the replayed position and
// written as SAN, which must be the expected SAN move for move; the final position and the ply
// count must be those of expected-final-fen.txt.

#include <gtest/gtest.h>

#include <cstddef>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "corpus_files.hpp"
#include "pgn_games.hpp"

namespace chess::notation {
namespace {

using test_files::GameMove;
using test_files::PgnFile;
using test_files::PgnGame;
using R = Relaxation;

constexpr std::size_t corpus_games = 150;
constexpr std::size_t corpus_plies = 11713;

struct Style {
    std::string_view file;
    // What LetterSetDetector must decide for every game; nullopt for coordinates, which name no
    // piece (then the conventional default, English, is used).
    std::optional<LetterSetId> detected;
    bool en_passant_notes = false;  // every en-passant capture is followed by "e.p."
    friend void PrintTo(const Style& s, std::ostream* os) { *os << s.file; }
};

const Style book_styles[] = {
    {"expected-san.pgn", LetterSetId::English},
    {"lan-hyphen.pgn", LetterSetId::English},
    {"lan-endash.pgn", LetterSetId::English, true},
    {"lan-german.pgn", LetterSetId::German},
    {"lan-russian-cyrillic.pgn", LetterSetId::RussianCyrillic},
    {"lan-russian-latin.pgn", LetterSetId::RussianLatin},
    {"san-short-pawn-captures.pgn", LetterSetId::English},
    {"figurine.pgn", LetterSetId::Figurine},
    {"uci.pgn", std::nullopt},
};

PgnFile read_book_file(std::string_view name) {
    return test_files::read_corpus_pgn("book-notation/" + std::string(name));
}

const PgnFile& expected_san() {
    static const PgnFile file = read_book_file("expected-san.pgn");
    return file;
}

struct FinalPosition {
    std::string fen;
    std::size_t plies = 0;
};

// expected-final-fen.txt: "index<TAB>FEN<TAB>plies" per game, in file order.
const std::vector<FinalPosition>& expected_finals() {
    static const std::vector<FinalPosition> finals = [] {
        std::vector<FinalPosition> out;
        const auto path = test_files::corpus_path("book-notation/expected-final-fen.txt");
        for (const std::string& line : test_files::read_lines(path)) {
            std::istringstream fields(line);
            std::string index, fen, plies;
            std::getline(fields, index, '\t');
            std::getline(fields, fen, '\t');
            std::getline(fields, plies, '\t');
            EXPECT_EQ(index, std::to_string(out.size() + 1)) << "out of order: " << line;
            out.push_back({fen, std::stoul(plies)});
        }
        return out;
    }();
    return finals;
}

// The generated files mark captures, checks and mates exactly (or, in UCI and file-to-file pawn
// captures, not at all, which the resolver does not count as relaxed).
constexpr Relaxations exact_marks = Relaxations(R::MissingCaptureMark) | R::SuperfluousCaptureMark |
                                    R::MissingCheckMark | R::MissingMateMark | R::WrongCheckMark;

// What a failure names: "lan-german.pgn:812:14 game 12 ply 33 'Sg1-f3' (expected SAN 'Nf3')".
std::string describe_ply(std::string_view file, const PgnGame& game, std::size_t ply,
                         const GameMove& token, std::string_view want) {
    return test_files::where(file, token.location) + " game " + std::to_string(game.index) +
           " ply " + std::to_string(ply + 1) + " '" + token.text +
           (token.en_passant_note ? " e.p." : "") + "' (expected SAN '" + std::string(want) + "')";
}

LetterSetId detect_letters(const Style& style, const PgnGame& game) {
    LetterSetDetector detector;
    for (const GameMove& move : game.moves) detector.observe(move.text);
    EXPECT_FALSE(detector.contradictory()) << style.file << " game " << game.index;
    EXPECT_EQ(detector.preferred(), style.detected.value_or(LetterSetId::English))
        << style.file << " game " << game.index;
    return detector.preferred().value_or(LetterSetId::English);
}

// Converts one game of a style file to SAN beside the same game of expected-san.pgn. A fatal
// failure ends this game only: the position is lost, but the following games still run.
void convert_game(const Style& style, const PgnGame& game, const PgnGame& want,
                  const FinalPosition& final) {
    EXPECT_EQ(game.tags, want.tags) << style.file << " game " << game.index;
    EXPECT_TRUE(game.summary.has_result) << style.file << " game " << game.index;
    const LetterSet& letters = letter_set(detect_letters(style, game));
    auto start = test_files::start_position(want);
    ASSERT_TRUE(start) << style.file << " game " << game.index << ": " << start.error();
    Position pos = *start;
    std::string san;
    const std::size_t common = std::min(game.moves.size(), want.moves.size());
    for (std::size_t ply = 0; ply < common; ++ply) {
        const GameMove& token = game.moves[ply];
        const std::string& expected = want.moves[ply].text;
        const auto text = test_files::parse_game_move(token, letters);
        ASSERT_TRUE(text) << describe_ply(style.file, game, ply, token, expected) << ": "
                          << describe(text.error().code) << " at byte " << text.error().column;
        const auto resolved = resolve(pos, *text);
        ASSERT_TRUE(resolved) << describe_ply(style.file, game, ply, token, expected) << ": "
                              << explain(resolved.error(), pos, token.text);
        san.clear();
        append_move(san, pos, resolved->move);
        ASSERT_EQ(san, expected) << describe_ply(style.file, game, ply, token, expected);
        EXPECT_TRUE((resolved->relaxations & exact_marks).empty())
            << describe_ply(style.file, game, ply, token, expected);
        EXPECT_EQ(resolved->relaxations.contains(R::EnPassantSuffix), token.en_passant_note)
            << describe_ply(style.file, game, ply, token, expected);
        EXPECT_EQ(token.en_passant_note, style.en_passant_notes && resolved->move.is_en_passant())
            << describe_ply(style.file, game, ply, token, expected);
        pos.play(resolved->move);
    }
    ASSERT_EQ(game.moves.size(), want.moves.size()) << style.file << " game " << game.index;
    EXPECT_EQ(game.moves.size(), final.plies) << style.file << " game " << game.index;
    const FenWriteOptions fen_style{CastlingStyle::Auto, EnPassantStyle::OnlyLegal, true};
    EXPECT_EQ(write_fen(pos, fen_style), final.fen) << style.file << " game " << game.index;
}

// "lan-hyphen.pgn" -> "lan_hyphen"
std::string book_test_name(std::string_view file) {
    std::string name(file.substr(0, file.find('.')));
    for (char& c : name)
        if (c == '-') c = '_';
    return name;
}

class BookNotation : public testing::TestWithParam<Style> {};

TEST_P(BookNotation, EveryGameConvertsBackToTheExpectedSan) {
    const Style& style = GetParam();
    const PgnFile file = read_book_file(style.file);
    ASSERT_TRUE(file.opened) << "missing corpus/book-notation/" << style.file;
    EXPECT_TRUE(file.diagnostics.empty())
        << style.file << ": " << format_diagnostic(file.diagnostics.front().view());
    ASSERT_EQ(file.games.size(), corpus_games) << style.file;
    ASSERT_EQ(expected_san().games.size(), corpus_games);
    ASSERT_EQ(expected_finals().size(), corpus_games);
    std::size_t plies = 0;
    for (std::size_t g = 0; g < corpus_games; ++g) {
        convert_game(style, file.games[g], expected_san().games[g], expected_finals()[g]);
        plies += file.games[g].moves.size();
    }
    EXPECT_EQ(plies, corpus_plies) << style.file;
}

INSTANTIATE_TEST_SUITE_P(Corpus, BookNotation, testing::ValuesIn(book_styles),
                         [](const auto& param) { return book_test_name(param.param.file); });

}  // namespace
}  // namespace chess::notation
