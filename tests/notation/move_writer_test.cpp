// write_move() / append_move(): SAN with minimal disambiguation and check marks, book and
// compact long algebraic, UCI, every letter set; and the book-notation corpus as golden output
// (expected-san.pgn is python-chess's export; the style files are the printed book forms).

#include "chess/notation/move_writer.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "chess/notation/resolve.hpp"
#include "move_test_support.hpp"
#include "pgn_games.hpp"

namespace chess::notation {
namespace {

using test_support::position;
using test_support::uci_move;
using N = MoveNotation;
using L = LetterSetId;

constexpr const char* start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
constexpr const char* after_e4_d5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
constexpr const char* ruy = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";
constexpr const char* scholar =
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
constexpr const char* promote = "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1";
constexpr const char* promote_mate = "7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1";
constexpr const char* castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr const char* castle_check = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
constexpr const char* two_rooks = "4k3/8/8/8/8/8/6K1/R6R w - - 0 12";
constexpr const char* knights = "k4r2/8/2N5/7r/2N5/8/8/6K1 w - - 0 34";
constexpr const char* black_rooks = "k4r2/8/2N5/4N2r/8/8/8/6K1 b - - 1 34";
constexpr const char* three_queens = "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1";
constexpr const char* pinned_rival = "4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1";
constexpr const char* ep_evasion = "k7/8/8/2Pp4/4K3/8/8/8 w - d6 0 1";
constexpr const char* c960_required = "nr3kbr/ppp3pp/8/2Pp4/8/7P/PP3PP1/1R3KBR w HBhb d6 0 1";
constexpr const char* c960_black = "nr3kbr/ppp3pp/3P4/8/8/7P/PP3PP1/1R3KBR b HBhb - 0 1";
constexpr const char* c960_king_b = "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w AGag - 0 1";
constexpr const char* c960_king_on_g = "1k6/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HA - 0 1";
constexpr const char* c960_king_f = "1k6/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w HA - 0 1";

struct WriteCase {
    const char* fen;
    const char* uci;
    MoveNotation notation;
    LetterSetId letters;
    const char* expected;
    bool check_marks = true;
};

std::ostream& operator<<(std::ostream& os, const WriteCase& c) {
    return os << c.uci << " in " << c.fen << " -> " << c.expected;
}

class WriteMoveTest : public ::testing::TestWithParam<WriteCase> {};

TEST_P(WriteMoveTest, WritesTheExpectedText) {
    const WriteCase& c = GetParam();
    const Position pos = position(c.fen);
    const Move m = uci_move(pos, c.uci);
    ASSERT_FALSE(m.is_none()) << "bad test: " << c.uci;
    EXPECT_EQ(write_move(pos, m, MoveStyle{c.notation, c.letters, c.check_marks}), c.expected);
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Notations, WriteMoveTest,
    ::testing::Values(
        WriteCase{start_fen, "e2e4", N::San, L::English, "e4"},
        WriteCase{start_fen, "e2e4", N::Lan, L::English, "e2-e4"},
        WriteCase{start_fen, "e2e4", N::LanCompact, L::English, "e2e4"},
        WriteCase{start_fen, "e2e4", N::Uci, L::English, "e2e4"},
        WriteCase{start_fen, "g1f3", N::San, L::English, "Nf3"},
        WriteCase{start_fen, "g1f3", N::Lan, L::English, "Ng1-f3"},
        WriteCase{start_fen, "g1f3", N::LanCompact, L::English, "Ng1f3"},
        WriteCase{start_fen, "g1f3", N::Uci, L::RussianCyrillic, "g1f3"},
        WriteCase{after_e4_d5, "e4d5", N::San, L::English, "exd5"},
        WriteCase{after_e4_d5, "e4d5", N::Lan, L::English, "e4xd5"},
        WriteCase{after_e4_d5, "e4d5", N::LanCompact, L::English, "e4d5"},
        WriteCase{after_e4_d5, "f1b5", N::San, L::English, "Bb5+"},
        WriteCase{after_e4_d5, "f1b5", N::Lan, L::English, "Bf1-b5+"},
        WriteCase{after_e4_d5, "f1b5", N::LanCompact, L::English, "Bf1b5+"},
        WriteCase{after_e4_d5, "f1b5", N::San, L::English, "Bb5", false},
        WriteCase{ruy, "b5c6", N::San, L::English, "Bxc6"},
        WriteCase{ruy, "b5c6", N::Lan, L::English, "Bb5xc6"},
        WriteCase{ruy, "b5c6", N::LanCompact, L::English, "Bb5c6"},
        WriteCase{scholar, "h5f7", N::San, L::English, "Qxf7#"},
        WriteCase{scholar, "h5f7", N::Lan, L::English, "Qh5xf7#"},
        WriteCase{scholar, "h5f7", N::LanCompact, L::English, "Qh5f7#"},
        WriteCase{scholar, "h5f7", N::Uci, L::English, "h5f7"},
        WriteCase{scholar, "h5f7", N::San, L::English, "Qxf7", false},
        WriteCase{scholar, "c4f7", N::San, L::English, "Bxf7+"},
        WriteCase{ep_evasion, "c5d6", N::San, L::English, "cxd6"},
        WriteCase{ep_evasion, "c5d6", N::Lan, L::English, "c5xd6"},
        WriteCase{ep_evasion, "c5d6", N::Uci, L::English, "c5d6"},
        WriteCase{start_fen, "0000", N::San, L::English, "--"},
        WriteCase{start_fen, "0000", N::Lan, L::German, "--"},
        WriteCase{start_fen, "0000", N::Uci, L::English, "0000"}));
// clang-format on

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    LetterSets, WriteMoveTest,
    ::testing::Values(
        WriteCase{start_fen, "g1f3", N::San, L::RussianCyrillic, "\xD0\x9A" "f3"},       // Кf3
        WriteCase{start_fen, "g1f3", N::Lan, L::RussianCyrillic, "\xD0\x9A" "g1-f3"},    // Кg1-f3
        WriteCase{start_fen, "g1f3", N::San, L::RussianLatin, "Kf3"},
        WriteCase{start_fen, "g1f3", N::San, L::German, "Sf3"},
        WriteCase{start_fen, "g1f3", N::Lan, L::German, "Sg1-f3"},
        WriteCase{start_fen, "g1f3", N::San, L::French, "Cf3"},
        WriteCase{start_fen, "g1f3", N::San, L::Spanish, "Cf3"},
        WriteCase{start_fen, "g1f3", N::San, L::Italian, "Cf3"},
        WriteCase{start_fen, "g1f3", N::San, L::Dutch, "Pf3"},
        WriteCase{start_fen, "g1f3", N::San, L::Figurine, "\xE2\x99\x98" "f3"},          // ♘f3
        WriteCase{start_fen, "e2e4", N::Lan, L::RussianCyrillic, "e2-e4"},
        // Two-letter kings: Кр (Cyrillic) and Kr (transliterated, where K is the knight).
        WriteCase{kings, "e1e2", N::San, L::RussianCyrillic, "\xD0\x9A\xD1\x80" "e2"},  // Крe2
        WriteCase{kings, "e1e2", N::Lan, L::RussianCyrillic, "\xD0\x9A\xD1\x80" "e1-e2"},
        WriteCase{kings, "e1e2", N::San, L::RussianLatin, "Kre2"},
        WriteCase{kings, "e1e2", N::Lan, L::RussianLatin, "Kre1-e2"},
        WriteCase{kings, "e1e2", N::San, L::French, "Re2"},
        WriteCase{kings, "e1e2", N::San, L::Figurine, "\xE2\x99\x94" "e2"},         // ♔e2
        // ':' captures and zeros in castling where the books use them.
        WriteCase{after_e4_d5, "e4d5", N::San, L::RussianCyrillic, "e:d5"},
        WriteCase{after_e4_d5, "e4d5", N::Lan, L::RussianCyrillic, "e4:d5"},
        WriteCase{after_e4_d5, "e4d5", N::Lan, L::German, "e4:d5"},
        WriteCase{after_e4_d5, "e4d5", N::San, L::French, "exd5"},
        WriteCase{after_e4_d5, "f1b5", N::Lan, L::German, "Lf1-b5+"},
        WriteCase{ruy, "b5c6", N::Lan, L::German, "Lb5:c6"},
        WriteCase{ruy, "b5c6", N::Lan, L::RussianCyrillic, "\xD0\xA1" "b5:c6"},      // Сb5:c6
        WriteCase{ruy, "b5c6", N::Lan, L::RussianLatin, "Cb5:c6"},
        WriteCase{ruy, "b5c6", N::San, L::RussianCyrillic, "\xD0\xA1" ":c6"},        // С:c6
        WriteCase{ruy, "b5c6", N::San, L::Figurine, "\xE2\x99\x97" "xc6"},           // ♗xc6
        WriteCase{ruy, "e1g1", N::San, L::English, "O-O"},
        WriteCase{ruy, "e1g1", N::Lan, L::English, "O-O"},
        WriteCase{ruy, "e1g1", N::Lan, L::German, "0-0"},
        WriteCase{ruy, "e1g1", N::Lan, L::RussianCyrillic, "0-0"},
        WriteCase{ruy, "e1g1", N::San, L::Figurine, "O-O"},
        // Mate: '#', or a trailing 'x' in Russian books.
        WriteCase{scholar, "h5f7", N::Lan, L::RussianCyrillic, "\xD0\xA4" "h5:f7x"},  // Фh5:f7x
        WriteCase{scholar, "h5f7", N::Lan, L::RussianLatin, "Fh5:f7x"},
        WriteCase{scholar, "h5f7", N::Lan, L::German, "Dh5:f7#"},
        WriteCase{scholar, "h5f7", N::San, L::Figurine, "\xE2\x99\x95" "xf7#"}));    // ♕xf7#
// clang-format on

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Promotions, WriteMoveTest,
    ::testing::Values(
        WriteCase{promote, "e7e8q", N::San, L::English, "e8=Q+"},
        WriteCase{promote, "e7e8q", N::Lan, L::English, "e7-e8Q+"},
        WriteCase{promote, "e7e8q", N::LanCompact, L::English, "e7e8Q+"},
        WriteCase{promote, "e7e8q", N::Uci, L::English, "e7e8q"},
        WriteCase{promote, "e7e8q", N::Lan, L::RussianCyrillic, "e7-e8\xD0\xA4+"},  // e7-e8Ф+
        WriteCase{promote, "e7e8q", N::Lan, L::German, "e7-e8D+"},
        WriteCase{promote, "e7e8q", N::San, L::Figurine, "e8=\xE2\x99\x95+"},       // e8=♕+
        WriteCase{promote, "e7e8n", N::San, L::English, "e8=N"},
        WriteCase{promote, "e7e8n", N::Lan, L::English, "e7-e8N"},
        WriteCase{promote, "e7e8n", N::San, L::Dutch, "e8=P"},
        WriteCase{promote, "e7e8n", N::Uci, L::English, "e7e8n"},
        WriteCase{promote, "e7e8b", N::San, L::English, "e8=B"},
        WriteCase{promote, "e7d8q", N::San, L::English, "exd8=Q+"},
        WriteCase{promote, "e7d8q", N::Lan, L::English, "e7xd8Q+"},
        WriteCase{promote, "e7d8q", N::Lan, L::RussianCyrillic, "e7:d8\xD0\xA4+"},  // e7:d8Ф+
        WriteCase{promote, "e7d8q", N::Uci, L::English, "e7d8q"},
        WriteCase{promote, "e7d8r", N::San, L::English, "exd8=R+"},
        WriteCase{promote_mate, "e7e8q", N::San, L::English, "e8=Q#"},
        WriteCase{promote_mate, "e7e8r", N::San, L::English, "e8=R#"},
        WriteCase{promote_mate, "e7e8q", N::Lan, L::RussianCyrillic, "e7-e8\xD0\xA4x"}));
// clang-format on

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Disambiguation, WriteMoveTest,
    ::testing::Values(
        WriteCase{two_rooks, "a1d1", N::San, L::English, "Rad1"},  // file
        WriteCase{two_rooks, "h1d1", N::San, L::English, "Rhd1"},
        WriteCase{two_rooks, "h1d1", N::Lan, L::English, "Rh1-d1"},
        WriteCase{knights, "c4e5", N::San, L::English, "N4e5"},  // rank
        WriteCase{knights, "c6e5", N::San, L::English, "N6e5"},
        WriteCase{knights, "c6e5", N::San, L::German, "S6e5"},
        WriteCase{black_rooks, "f8f5", N::San, L::English, "Rff5"},
        WriteCase{three_queens, "h4e1", N::San, L::English, "Qh4e1"},  // both
        WriteCase{three_queens, "h1e1", N::San, L::English, "Q1e1"},
        WriteCase{three_queens, "e4e1", N::San, L::English, "Qee1"},
        WriteCase{three_queens, "h4e1", N::Lan, L::English, "Qh4-e1"},
        WriteCase{three_queens, "h4e1", N::San, L::German, "Dh4e1"},
        WriteCase{pinned_rival, "g1e2", N::San, L::English, "Ne2"}));  // a pinned rival is none
// clang-format on

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Castling, WriteMoveTest,
    ::testing::Values(
        WriteCase{castles, "e1g1", N::San, L::English, "O-O"},
        WriteCase{castles, "e1c1", N::San, L::English, "O-O-O"},
        WriteCase{castles, "e1c1", N::Lan, L::German, "0-0-0"},
        WriteCase{castles, "e1c1", N::LanCompact, L::English, "O-O-O"},
        WriteCase{castles, "e1g1", N::Uci, L::English, "e1g1"},
        WriteCase{castles, "e1c1", N::Uci, L::English, "e1c1"},
        WriteCase{castle_check, "e1g1", N::San, L::English, "O-O+"},
        WriteCase{castle_check, "e1g1", N::Lan, L::German, "0-0+"},
        WriteCase{c960_required, "c5d6", N::San, L::English, "cxd6"},
        WriteCase{c960_black, "f8b8", N::San, L::English, "O-O-O"},
        WriteCase{c960_black, "f8b8", N::Uci, L::English, "f8b8"},
        WriteCase{c960_king_b, "b1g1", N::San, L::English, "O-O"},
        WriteCase{c960_king_b, "b1g1", N::Uci, L::English, "b1g1"},
        WriteCase{c960_king_b, "b1a1", N::San, L::English, "O-O-O"},
        WriteCase{c960_king_b, "b1a1", N::Uci, L::English, "b1a1"},
        WriteCase{c960_king_b, "b1c1", N::San, L::English, "Kc1"},
        WriteCase{c960_king_on_g, "g1h1", N::San, L::English, "O-O"},
        WriteCase{c960_king_on_g, "g1h1", N::Uci, L::English, "g1h1"},
        WriteCase{c960_king_f, "f1g1", N::San, L::English, "Kg1"},
        WriteCase{c960_king_f, "f1g1", N::Uci, L::English, "f1g1"},
        WriteCase{c960_king_f, "f1h1", N::Uci, L::English, "f1h1"}));
// clang-format on

TEST(AppendMove, AppendsToTheCallersString) {
    const Position pos;
    std::string out = "1. ";
    append_move(out, pos, Move::normal(Square::G1, Square::F3));
    out += ' ';
    append_move(out, pos, Move::normal(Square::E2, Square::E4), {N::Lan, L::German, true});
    EXPECT_EQ(out, "1. Nf3 e2-e4");
    EXPECT_EQ(write_san(pos, Move::normal(Square::B1, Square::C3)), "Nc3");
}

// The check mark is decided from bitboards; playing the move must agree, for every legal move
// of the perft suites' positions and (standard suite) of the positions one ply later: castling
// rooks, promotions, en passant and discovered checks included.
struct CheckTally {
    std::size_t moves = 0;
    std::size_t checks = 0;
    std::size_t mates = 0;
};

void expect_check_marks(const Position& pos, int depth, CheckTally& tally) {
    for (Move m : pos.legal_moves()) {
        const std::string san = write_san(pos, m);
        const Position next = pos.after(m);
        const char want = next.is_checkmate() ? '#' : next.in_check() ? '+' : 0;
        const char got = san.back() == '+' || san.back() == '#' ? san.back() : 0;
        ASSERT_EQ(got, want) << san << " in " << write_fen(pos);
        ++tally.moves;
        tally.checks += want == '+';
        tally.mates += want == '#';
        if (depth > 1) expect_check_marks(next, depth - 1, tally);
    }
}

TEST(WriteMoveCheckMarks, AgreeWithPlayingTheMove) {
    CheckTally tally;
    for (const auto& [file, depth] :
         {std::pair{"perft/standard.epd", 2}, std::pair{"perft/chess960.epd", 1}}) {
        for (const std::string& fen : test_support::perft_fens(file)) {
            expect_check_marks(position(fen, SetupProblem::ImpossibleCheck), depth, tally);
            if (HasFatalFailure()) return;
        }
    }
    EXPECT_GT(tally.checks, 1000u);
    EXPECT_GT(tally.mates, 0u);
    std::printf("%zu moves: %zu checks, %zu mates\n", tally.moves, tally.checks, tally.mates);
}

// append_played_move reads the check mark from the position after the move instead of working
// it out: the same text in every notation, for every legal move of the perft suites' positions
// and (standard suite) of the positions one ply later.
void expect_played_moves_agree(const Position& pos, int depth, std::size_t& marked) {
    const MoveStyle styles[] = {{N::San, L::English, true},
                                {N::Lan, L::RussianCyrillic, true},  // mate mark 'x'
                                {N::LanCompact, L::German, true},
                                {N::San, L::English, false},
                                {N::Uci, L::English, true}};
    for (Move m : pos.legal_moves()) {
        const Position next = pos.after(m);
        for (const MoveStyle& style : styles) {
            std::string written;
            std::string played;
            append_move(written, pos, m, style);
            append_played_move(played, pos, m, next, style);
            ASSERT_EQ(played, written) << "in " << write_fen(pos);
        }
        if (next.in_check()) ++marked;
        if (depth > 1) expect_played_moves_agree(next, depth - 1, marked);
    }
}

TEST(AppendPlayedMove, AgreesWithAppendMove) {
    std::size_t marked = 0;
    for (const auto& [file, depth] :
         {std::pair{"perft/standard.epd", 2}, std::pair{"perft/chess960.epd", 1}}) {
        for (const std::string& fen : test_support::perft_fens(file)) {
            expect_played_moves_agree(position(fen, SetupProblem::ImpossibleCheck), depth, marked);
            if (HasFatalFailure()) return;
        }
    }
    EXPECT_GT(marked, 1000u);
}

// ---- golden output: the book-notation corpus

struct StyleFile {
    const char* file;
    MoveStyle style;
};

// Replays every game of expected-san.pgn (resolving its SAN), and checks that each move is
// written back exactly as in expected-san.pgn and in each style file.
TEST(WriteMoveCorpus, ReproducesTheBookNotationFiles) {
    const StyleFile styles[] = {
        {"expected-san.pgn", {N::San, L::English, true}},
        {"figurine.pgn", {N::San, L::Figurine, true}},
        {"lan-hyphen.pgn", {N::Lan, L::English, true}},
        {"lan-german.pgn", {N::Lan, L::German, true}},
        {"lan-russian-cyrillic.pgn", {N::Lan, L::RussianCyrillic, true}},
        {"lan-russian-latin.pgn", {N::Lan, L::RussianLatin, true}},
        {"uci.pgn", {N::Uci, L::English, true}},
    };
    std::vector<test_files::PgnFile> files;
    for (const StyleFile& s : styles)
        files.push_back(test_files::read_corpus_pgn(std::string("book-notation/") + s.file));
    const auto& games = files[0].games;
    ASSERT_EQ(games.size(), 150u);
    for (std::size_t f = 0; f < files.size(); ++f)
        ASSERT_EQ(files[f].games.size(), games.size()) << styles[f].file;
    const LetterSet& english = letter_set(L::English);
    std::size_t plies = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        auto first = test_files::start_position(games[g]);
        ASSERT_TRUE(first) << "game " << g + 1 << ": " << first.error();
        Position pos = *first;
        for (std::size_t ply = 0; ply < games[g].moves.size(); ++ply) {
            const std::string& san = games[g].moves[ply].text;
            const auto text = test_files::parse_game_move(games[g].moves[ply], english);
            ASSERT_TRUE(text) << "game " << g + 1 << " ply " << ply + 1 << ": " << san;
            const auto resolved = resolve(pos, *text);
            ASSERT_TRUE(resolved) << "game " << g + 1 << " ply " << ply + 1 << ": "
                                  << explain(resolved.error(), pos, san);
            for (std::size_t f = 0; f < files.size(); ++f) {
                const auto& moves = files[f].games[g].moves;
                ASSERT_LT(ply, moves.size()) << styles[f].file << " game " << g + 1;
                EXPECT_EQ(write_move(pos, resolved->move, styles[f].style), moves[ply].text)
                    << styles[f].file << " game " << g + 1 << " ply " << ply + 1;
            }
            EXPECT_TRUE(resolved->relaxations.empty()) << san;
            pos.play(resolved->move);
            ++plies;
        }
    }
    EXPECT_EQ(plies, 11713u);
}

}  // namespace
}  // namespace chess::notation
