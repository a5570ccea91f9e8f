// FEN: what the reader accepts (including the lenient forms), the writer, en-passant styles and
// librules validation through read_fen. Syntax errors: fen_error_test.cpp; castling dialects:
// fen_castling_test.cpp; corpora and robustness: fen_corpus_test.cpp.

#include "chess/notation/fen.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <set>
#include <string>

namespace chess::notation {
namespace {

const std::string start_board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const std::string start_fen = start_board + " w KQkq - 0 1";

TEST(ParseFen, StartPosition) {
    const auto setup = parse_fen(start_fen);
    ASSERT_TRUE(setup.has_value()) << setup.error().message;
    EXPECT_EQ(*setup, chess::Setup::standard());
}

TEST(ParseFen, BoardOnlyAsPrintedUnderDiagrams) {
    const auto setup = parse_fen(start_board);
    ASSERT_TRUE(setup.has_value()) << setup.error().message;
    EXPECT_EQ(setup->board, chess::Setup::standard().board);
    EXPECT_EQ(setup->turn, Color::White);
    EXPECT_TRUE(setup->castling_rooks.empty());
    EXPECT_FALSE(setup->en_passant.has_value());
    EXPECT_EQ(setup->halfmove_clock, 0);
    EXPECT_EQ(setup->fullmove_number, 1);
    EXPECT_EQ(write_fen(*setup), start_board + " w - - 0 1");
}

TEST(ParseFen, MissingCountersDefaultToZeroAndOne) {
    const auto four = parse_fen("4k3/8/8/8/8/8/8/4K3 b - -");
    ASSERT_TRUE(four.has_value()) << four.error().message;
    EXPECT_EQ(four->turn, Color::Black);
    EXPECT_EQ(four->halfmove_clock, 0);
    EXPECT_EQ(four->fullmove_number, 1);

    const auto five = parse_fen("4k3/8/8/8/8/8/8/4K3 b - - 7");
    ASSERT_TRUE(five.has_value()) << five.error().message;
    EXPECT_EQ(five->halfmove_clock, 7);
    EXPECT_EQ(five->fullmove_number, 1);
}

TEST(ParseFen, AnyBlanksBetweenAndAroundFields) {
    const auto setup = parse_fen(" \t" + start_board + "  w\tKQkq  -   0  1 \r\n");
    ASSERT_TRUE(setup.has_value()) << setup.error().message;
    EXPECT_EQ(*setup, chess::Setup::standard());
}

TEST(ParseFen, FullmoveZeroIsReadAsOne) {
    const auto setup = parse_fen(start_board + " w KQkq - 0 0");
    ASSERT_TRUE(setup.has_value()) << setup.error().message;
    EXPECT_EQ(setup->fullmove_number, 1);
}

TEST(ParseFen, CountersUpToIntMax) {
    const auto setup = parse_fen(start_board + " w KQkq - 2147483647 2147483647");
    ASSERT_TRUE(setup.has_value()) << setup.error().message;
    EXPECT_EQ(setup->halfmove_clock, INT_MAX);
    EXPECT_EQ(setup->fullmove_number, INT_MAX);
    const auto leading_zeros = parse_fen(start_board + " w KQkq - 0000000000000000012 034");
    ASSERT_TRUE(leading_zeros.has_value()) << leading_zeros.error().message;
    EXPECT_EQ(leading_zeros->halfmove_clock, 12);
    EXPECT_EQ(leading_zeros->fullmove_number, 34);
}

TEST(ParseFen, EnPassantOnAWrongRankIsSyntacticallyFine) {
    // Left to validation (InvalidEnPassant), which can say why: see ReadFen below.
    const auto setup = parse_fen(start_board + " w KQkq e2 0 1");
    ASSERT_TRUE(setup.has_value()) << setup.error().message;
    EXPECT_EQ(setup->en_passant, Square::E2);
}

TEST(WriteFen, BoardAndSetup) {
    EXPECT_EQ(write_board(chess::Setup::standard()), start_board);
    EXPECT_EQ(write_board(chess::Setup{}), "8/8/8/8/8/8/8/8");
    EXPECT_EQ(write_fen(chess::Setup::standard()), start_fen);
    EXPECT_EQ(write_fen(chess::Setup::standard(), {.counters = false}), start_board + " w KQkq -");

    chess::Setup s;
    s[Square::E1] = Piece::WhiteKing;
    s[Square::E8] = Piece::BlackKing;
    s[Square::D5] = Piece::BlackPawn;
    s.turn = Color::Black;
    s.en_passant = Square::D6;
    s.halfmove_clock = 12;
    s.fullmove_number = 345;
    EXPECT_EQ(write_fen(s), "4k3/8/8/3p4/8/8/8/4K3 b - d6 12 345");
    // Without a position to ask, OnlyLegal writes the square as given.
    EXPECT_EQ(write_fen(s, {.en_passant = EnPassantStyle::OnlyLegal}),
              "4k3/8/8/3p4/8/8/8/4K3 b - d6 12 345");
}

TEST(WriteFen, ImpossibleCastlingSquaresAreLeftOut) {
    chess::Setup s = chess::Setup::standard();
    s.castling_rooks = Bitboard(Square::E4);  // no FEN letter can say this
    EXPECT_EQ(write_fen(s), start_board + " w - - 0 1");
}

TEST(WriteFen, PositionEnPassantStyles) {
    Position pos;
    pos.play(Move::normal(Square::E2, Square::E4));
    EXPECT_EQ(write_fen(pos), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    EXPECT_EQ(write_fen(pos, {.en_passant = EnPassantStyle::OnlyLegal}),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

    const std::string capturable = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    const auto legal = read_fen(capturable);
    ASSERT_TRUE(legal.has_value()) << legal.error().message();
    EXPECT_EQ(write_fen(*legal, {.en_passant = EnPassantStyle::OnlyLegal}), capturable);
    EXPECT_EQ(write_fen(*legal), capturable);
}

TEST(WriteFen, OnlyLegalDropsAnEnPassantCaptureThatWouldExposeTheKing) {
    // The e5 pawn is pinned along the fifth rank: after exd6 the rook on a5 would attack h5.
    const std::string fen = "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 1";
    const auto pos = read_fen(fen);
    ASSERT_TRUE(pos.has_value()) << pos.error().message();
    EXPECT_EQ(write_fen(*pos), fen);
    EXPECT_EQ(write_fen(*pos, {.en_passant = EnPassantStyle::OnlyLegal}),
              "8/8/8/r2pP2K/8/8/8/4k3 w - - 0 1");
}

TEST(ReadFen, StartPosition) {
    const auto pos = read_fen(start_fen);
    ASSERT_TRUE(pos.has_value()) << pos.error().message();
    EXPECT_EQ(*pos, Position());
    EXPECT_EQ(write_fen(*pos), start_fen);
}

TEST(ReadFen, ReportsValidationProblems) {
    const auto check = read_fen("4k3/8/8/8/8/8/8/4K2r b - - 0 1");
    ASSERT_FALSE(check.has_value());
    EXPECT_FALSE(check.error().syntax.has_value());
    EXPECT_EQ(check.error().problems, SetupProblems(SetupProblem::OppositeCheck));
    EXPECT_EQ(check.error().message(), "illegal position: side not to move is in check");

    const auto castling = read_fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1");
    ASSERT_FALSE(castling.has_value());
    EXPECT_TRUE(castling.error().problems.contains(SetupProblem::InvalidCastlingRights));

    const auto en_passant = read_fen(start_board + " w KQkq e2 0 1");
    ASSERT_FALSE(en_passant.has_value());
    EXPECT_TRUE(en_passant.error().problems.contains(SetupProblem::InvalidEnPassant));
}

TEST(ReadFen, SeveralProblemsInOneMessage) {
    const auto empty = read_fen("8/8/8/8/8/8/8/8 w - - 0 1");
    ASSERT_FALSE(empty.has_value());
    EXPECT_TRUE(empty.error().problems.contains(SetupProblem::EmptyBoard));
    const std::string message = empty.error().message();
    EXPECT_EQ(message.rfind("illegal position: ", 0), 0u) << message;
    EXPECT_NE(message.find(describe(SetupProblem::EmptyBoard)), std::string::npos) << message;
    if (empty.error().problems.contains(SetupProblem::MissingKing)) {
        EXPECT_NE(message.find("; " + std::string(describe(SetupProblem::MissingKing))),
                  std::string::npos)
            << message;
    }
}

TEST(ReadFen, ToleratedProblems) {
    const auto pos = read_fen(start_board + " w KQkq e2 0 1", SetupProblem::InvalidEnPassant);
    ASSERT_TRUE(pos.has_value()) << pos.error().message();
    EXPECT_FALSE(pos->en_passant_square().has_value());  // a tolerated bad square is dropped
}

TEST(ReadFen, FatalProblemsAreNeverTolerated) {
    const auto pos = read_fen("8/8/8/8/8/8/8/8 w - - 0 1", SetupProblems::all());
    EXPECT_FALSE(pos.has_value());
}

TEST(Describe, EveryProblemHasItsOwnText) {
    std::set<std::string_view> texts;
    SetupProblems::all().for_each([&](SetupProblem p) {
        const std::string_view text = describe(p);
        EXPECT_FALSE(text.empty());
        EXPECT_NE(text, "unknown problem");
        texts.insert(text);
    });
    EXPECT_EQ(texts.size(), static_cast<std::size_t>(setup_problem_count));
    EXPECT_EQ(describe(SetupProblem::OppositeCheck), "side not to move is in check");
}

}  // namespace
}  // namespace chess::notation
