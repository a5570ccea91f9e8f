// The round trip write -> parse -> resolve over every legal move of the perft suites' positions
// (standard and Chess960), in every notation and letter set: the text a Move is written as must
// read back as that same Move, and canonical text must need no relaxation found on the board.

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "move_test_support.hpp"

namespace chess::notation {
namespace {

using R = Relaxation;

// The relaxations only a board reveals: canonical output must never need them.
constexpr Relaxations board_notes() {
    Relaxations set;
    for (R r : {R::MissingCaptureMark, R::SuperfluousCaptureMark, R::OverDisambiguation,
                R::MissingCheckMark, R::MissingMateMark, R::WrongCheckMark})
        set.add(r);
    return set;
}

struct Tally {
    std::size_t moves = 0;
    std::size_t texts = 0;
};

void round_trip(const Position& pos, Move m, const MoveStyle& style, Tally& tally) {
    const std::string text = write_move(pos, m, style);
    ++tally.texts;
    const MoveText syntax = test_support::text_of(text, style.letters);
    const auto resolved = resolve(pos, syntax);
    ASSERT_TRUE(resolved.has_value()) << explain(resolved.error(), pos, text);
    ASSERT_EQ(resolved->move, m) << "'" << text << "' read back as "
                                 << write_uci(pos, resolved->move);
    Relaxations unexpected = resolved->relaxations & board_notes();
    // Long algebraic gives every origin: "Bb5xc6" and "Ng1f3" read like SAN's full-square
    // disambiguation (only the '-' joiner marks book LAN), and the compact form writes no
    // capture mark at all.
    if (style.notation == MoveNotation::Lan || style.notation == MoveNotation::LanCompact)
        unexpected.remove(R::OverDisambiguation);
    if (style.notation == MoveNotation::LanCompact) unexpected.remove(R::MissingCaptureMark);
    EXPECT_TRUE(unexpected.empty()) << "'" << text << "'";
    if (style.notation == MoveNotation::San && style.letters == LetterSetId::English) {
        EXPECT_TRUE(resolved->relaxations.empty()) << "'" << text << "'";
    }
}

// Every position in English; every `stride`-th position in the other letter sets too (the
// letter set changes the text, not the board logic, and the parser is slow in debug builds).
void round_trip_suite(const char* file, std::size_t min_positions, std::size_t stride) {
    const std::vector<std::string> fens = test_support::perft_fens(file);
    ASSERT_GE(fens.size(), min_positions) << file;
    const MoveNotation notations[] = {MoveNotation::San, MoveNotation::Lan,
                                      MoveNotation::LanCompact, MoveNotation::Uci};
    Tally tally;
    for (std::size_t i = 0; i < fens.size(); ++i) {
        SCOPED_TRACE(fens[i]);
        // The suites hold a few positions validation calls impossible (two bishops checking
        // along one diagonal); perft, and this test, take them as they are.
        const Position pos = test_support::position(fens[i], SetupProblem::ImpossibleCheck);
        const int sets = i % stride == 0 ? letter_set_count : 1;
        for (Move m : pos.legal_moves()) {
            ++tally.moves;
            for (int set = 0; set < sets; ++set) {
                for (MoveNotation notation : notations) {
                    // UCI has no letters: one letter set covers it.
                    if (notation == MoveNotation::Uci && set != 0) continue;
                    const auto letters = static_cast<LetterSetId>(set);
                    round_trip(pos, m, MoveStyle{notation, letters, true}, tally);
                }
            }
        }
        if (::testing::Test::HasFatalFailure()) return;
    }
    ::testing::Test::RecordProperty("moves", static_cast<int>(tally.moves));
    ::testing::Test::RecordProperty("texts", static_cast<int>(tally.texts));
    std::printf("%s: %zu moves, %zu texts read back\n", file, tally.moves, tally.texts);
}

TEST(ResolveRoundTrip, StandardPerftPositions) { round_trip_suite("perft/standard.epd", 100, 1); }

TEST(ResolveRoundTrip, Chess960PerftPositions) { round_trip_suite("perft/chess960.epd", 400, 5); }

// Every move of every book-notation style file (SAN with short pawn captures, LAN with hyphens,
// en dashes and "e.p." notes, German, Russian, figurines, UCI) resolves to the move of
// expected-san.pgn, and its check and capture marks are right (the files are generated).
TEST(ResolveCorpus, EveryBookStyleResolvesToTheExpectedMoves) {
    namespace ts = test_support;
    const auto dir = ts::shared_corpus("book-notation");
    if (!std::filesystem::exists(dir / "expected-san.pgn")) GTEST_SKIP() << "no shared corpus";
    const auto expected = ts::read_corpus_games(dir / "expected-san.pgn");
    const std::pair<const char*, LetterSetId> styles[] = {
        {"san-short-pawn-captures.pgn", LetterSetId::English},
        {"lan-hyphen.pgn", LetterSetId::English},
        {"lan-endash.pgn", LetterSetId::English},
        {"lan-german.pgn", LetterSetId::German},
        {"lan-russian-cyrillic.pgn", LetterSetId::RussianCyrillic},
        {"lan-russian-latin.pgn", LetterSetId::RussianLatin},
        {"figurine.pgn", LetterSetId::Figurine},
        {"uci.pgn", LetterSetId::English},
    };
    Relaxations marks;
    for (R r : {R::MissingCaptureMark, R::SuperfluousCaptureMark, R::MissingCheckMark,
                R::MissingMateMark, R::WrongCheckMark})
        marks.add(r);
    std::size_t resolved_moves = 0;
    for (const auto& [file, letters] : styles) {
        const auto games = ts::read_corpus_games(dir / file);
        ASSERT_EQ(games.size(), expected.size()) << file;
        for (std::size_t g = 0; g < games.size(); ++g) {
            ASSERT_EQ(games[g].moves.size(), expected[g].moves.size()) << file << " game " << g + 1;
            Position pos = ts::corpus_start(expected[g]);
            for (std::size_t ply = 0; ply < games[g].moves.size(); ++ply) {
                const std::string& token = games[g].moves[ply];
                const auto r = resolve(pos, ts::text_of(token, letters));
                ASSERT_TRUE(r) << file << " game " << g + 1 << ": "
                               << explain(r.error(), pos, token);
                const auto want = resolve(pos, ts::text_of(expected[g].moves[ply]));
                ASSERT_TRUE(want && r->move == want->move)
                    << file << " game " << g + 1 << ": " << token;
                EXPECT_TRUE((r->relaxations & marks).empty()) << file << ": " << token;
                EXPECT_EQ(r->relaxations.contains(R::EnPassantSuffix),
                          r->move.is_en_passant() && token.ends_with("e.p."))
                    << token;
                pos.play(r->move);
                ++resolved_moves;
            }
        }
    }
    EXPECT_EQ(resolved_moves, 8 * 11713u);
}

}  // namespace
}  // namespace chess::notation
