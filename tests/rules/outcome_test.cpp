// Outcome vocabulary and the outcomes a position alone can tell. Also defines the test-local
// FEN helpers shared by the rules tests (librules has no text: FEN lives in libnotation).

#include "chess/outcome.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

#include "chess/history.hpp"

namespace chess::test_support {

Setup setup_from_fen(std::string_view fen);
Position position_from_fen(std::string_view fen);
Move find_move(const Position& pos, std::string_view uci);
void play_moves(GameHistory& game, std::string_view moves);

namespace {

std::string_view next_field(std::string_view& text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    const std::size_t end = std::min(text.find(' '), text.size());
    std::string_view field = text.substr(0, end);
    text.remove_prefix(end);
    return field;
}

Piece piece_from_letter(char c) {
    constexpr std::string_view letters = "PNBRQK";
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const auto type = static_cast<PieceType>(letters.find(upper));
    return make_piece(std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black,
                      type);
}

Square square_from_text(std::string_view s) {
    return make_square(static_cast<File>(s[0] - 'a'), static_cast<Rank>(s[1] - '1'));
}

}  // namespace

// A deliberately small FEN reader for tests: well-formed input only, castling as "KQkq" letters
// (standard rook squares) or "-".
Setup setup_from_fen(std::string_view fen) {
    Setup setup;
    int rank = 7;
    int file = 0;
    for (char c : next_field(fen)) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            file += c - '0';
        } else {
            setup.board[static_cast<std::size_t>(8 * rank + file++)] = piece_from_letter(c);
        }
    }
    setup.turn = next_field(fen) == "b" ? Color::Black : Color::White;
    for (char c : next_field(fen)) {
        if (c == 'K') setup.castling_rooks |= Bitboard(Square::H1);
        if (c == 'Q') setup.castling_rooks |= Bitboard(Square::A1);
        if (c == 'k') setup.castling_rooks |= Bitboard(Square::H8);
        if (c == 'q') setup.castling_rooks |= Bitboard(Square::A8);
    }
    if (const std::string_view ep = next_field(fen); ep.size() == 2)
        setup.en_passant = square_from_text(ep);
    if (const std::string_view clock = next_field(fen); !clock.empty())
        setup.halfmove_clock = std::stoi(std::string(clock));
    if (const std::string_view number = next_field(fen); !number.empty())
        setup.fullmove_number = std::stoi(std::string(number));
    return setup;
}

Position position_from_fen(std::string_view fen) {
    auto pos = Position::from_setup(setup_from_fen(fen));
    if (!pos) {
        ADD_FAILURE() << "not a legal position: " << fen << " (problems 0x" << std::hex
                      << pos.error().raw() << ")";
        return Position();
    }
    return *pos;
}

// The legal move from and to the squares of `uci` ("g1f3", "e7e8q"; castling as king takes
// rook, "e1h1"), or Move::none() after a test failure.
Move find_move(const Position& pos, std::string_view uci) {
    const Square from = square_from_text(uci.substr(0, 2));
    const Square to = square_from_text(uci.substr(2, 2));
    for (Move m : pos.legal_moves()) {
        if (m.from() != from || m.to() != to) continue;
        if (uci.size() == 5 &&
            (!m.is_promotion() ||
             piece_from_letter(uci[4]) != make_piece(Color::Black, m.promotion_piece())))
            continue;
        return m;
    }
    ADD_FAILURE() << "no legal move " << uci;
    return Move::none();
}

// Plays space-separated moves in the notation of find_move(); stops at the first illegal one.
void play_moves(GameHistory& game, std::string_view moves) {
    for (std::string_view uci = next_field(moves); !uci.empty(); uci = next_field(moves)) {
        const Move m = find_move(game.current(), uci);
        if (m.is_none()) return;
        game.play(m);
    }
}

}  // namespace chess::test_support

namespace chess {
namespace {

using test_support::position_from_fen;

TEST(Termination, CodesAreStable) {
    EXPECT_EQ(static_cast<int>(Termination::Checkmate), 0);
    EXPECT_EQ(static_cast<int>(Termination::Stalemate), 1);
    EXPECT_EQ(static_cast<int>(Termination::InsufficientMaterial), 2);
    EXPECT_EQ(static_cast<int>(Termination::FivefoldRepetition), 3);
    EXPECT_EQ(static_cast<int>(Termination::SeventyFiveMoves), 4);
    EXPECT_EQ(static_cast<int>(Termination::ThreefoldRepetition), 5);
    EXPECT_EQ(static_cast<int>(Termination::FiftyMoves), 6);
}

TEST(Termination, AutomaticAndClaimableAreKeptApart) {
    static_assert(is_automatic(Termination::Checkmate));
    static_assert(is_automatic(Termination::Stalemate));
    static_assert(is_automatic(Termination::InsufficientMaterial));
    static_assert(is_automatic(Termination::FivefoldRepetition));
    static_assert(is_automatic(Termination::SeventyFiveMoves));
    static_assert(!is_automatic(Termination::ThreefoldRepetition));
    static_assert(!is_automatic(Termination::FiftyMoves));
    EXPECT_TRUE(Outcome::checkmate(Color::White).is_automatic());
    EXPECT_FALSE(Outcome::draw(Termination::FiftyMoves).is_automatic());
}

TEST(Outcome, WinnerOnlyForCheckmate) {
    const Outcome mate = Outcome::checkmate(Color::Black);
    EXPECT_EQ(mate.winner, Color::Black);
    EXPECT_FALSE(mate.is_draw());
    const Outcome draw = Outcome::draw(Termination::Stalemate);
    EXPECT_FALSE(draw.winner.has_value());
    EXPECT_TRUE(draw.is_draw());
    EXPECT_NE(mate, Outcome::checkmate(Color::White));
}

struct PositionOutcomeCase {
    const char* name;
    const char* fen;
    std::optional<Outcome> expected;
};

class PositionOutcomeTest : public ::testing::TestWithParam<PositionOutcomeCase> {};

TEST_P(PositionOutcomeTest, Classifies) {
    const auto& c = GetParam();
    EXPECT_EQ(position_outcome(position_from_fen(c.fen)), c.expected);
}

INSTANTIATE_TEST_SUITE_P(
    Positions, PositionOutcomeTest,
    ::testing::Values(
        PositionOutcomeCase{"Start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            std::nullopt},
        PositionOutcomeCase{"FoolsMate",
                            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                            Outcome::checkmate(Color::Black)},
        PositionOutcomeCase{"Quiet", "6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1", std::nullopt},
        PositionOutcomeCase{"RookMate", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1",
                            Outcome::checkmate(Color::White)},
        PositionOutcomeCase{"Stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
                            Outcome::draw(Termination::Stalemate)},
        // Check but not mate: the king escapes.
        PositionOutcomeCase{"CheckNotMate", "7k/8/8/8/8/8/8/K6R b - - 0 1", std::nullopt},
        PositionOutcomeCase{"BareKings", "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
                            Outcome::draw(Termination::InsufficientMaterial)},
        // Stalemate and insufficient material at once: stalemate is reported first.
        PositionOutcomeCase{"StalemateBeforeMaterial", "kB6/2K5/8/8/8/8/8/8 b - - 0 1",
                            Outcome::draw(Termination::Stalemate)}),
    [](const auto& test_info) { return std::string(test_info.param.name); });

}  // namespace
}  // namespace chess
