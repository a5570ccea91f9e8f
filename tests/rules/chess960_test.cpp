// Chess960 start positions and Scharnagl numbers.
//
// Inside TEST bodies `Setup` names gtest's misspelling trap testing::Test::Setup, so the chess
// type is written chess::Setup there.

#include "chess/chess960.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "chess/position.hpp"

namespace chess {
namespace {

// White's back rank as letters, a-file first ("RNBQKBNR").
std::string back_rank(const Setup& setup) {
    constexpr char letters[] = "PNBRQK";
    std::string rank;
    for (int f = 0; f < 8; ++f) {
        const Piece p = setup[make_square(static_cast<File>(f), Rank::R1)];
        rank += p == Piece::None ? '.' : letters[index(type_of(p))];
    }
    return rank;
}

struct Published {
    int number;
    const char* arrangement;
};

// From the published table of the numbering scheme.
TEST(Chess960, MatchesThePublishedTable) {
    for (const auto& [number, arrangement] :
         {Published{0, "BBQNNRKR"}, Published{1, "BQNBNRKR"}, Published{2, "BQNNRBKR"},
          Published{3, "BQNNRKRB"}, Published{4, "QBBNNRKR"}, Published{9, "QNNBBRKR"},
          Published{15, "QNNRKRBB"}, Published{31, "NQNRKRBB"}, Published{59, "NNRQBKRB"},
          Published{494, "QRNKNBBR"}, Published{518, "RNBQKBNR"}, Published{959, "RKRNNQBB"}}) {
        const auto setup = chess960_setup(number);
        ASSERT_TRUE(setup.has_value()) << number;
        EXPECT_EQ(back_rank(*setup), arrangement) << number;
    }
}

TEST(Chess960, StandardNumberIsTheStandardArrangement) {
    const auto setup = chess960_setup(chess960_standard_number);
    ASSERT_TRUE(setup.has_value());
    chess::Setup expected = chess::Setup::standard();
    expected.chess960 = true;
    EXPECT_EQ(*setup, expected);
    EXPECT_EQ(chess960_number(chess::Setup::standard()), 518);
}

TEST(Chess960, RejectsNumbersOutOfRange) {
    EXPECT_EQ(chess960_setup(-1), std::nullopt);
    EXPECT_EQ(chess960_setup(960), std::nullopt);
}

// Every number gives a distinct, valid start position with all four castling rights, and the
// number comes back from the board.
TEST(Chess960, AllNumbersRoundTrip) {
    std::set<std::string> arrangements;
    for (int n = 0; n < chess960_count; ++n) {
        SCOPED_TRACE(n);
        const auto setup = chess960_setup(n);
        ASSERT_TRUE(setup.has_value());
        EXPECT_EQ(chess960_number(*setup), n);
        arrangements.insert(back_rank(*setup));

        EXPECT_TRUE(setup->chess960);
        EXPECT_EQ(setup->turn, Color::White);
        EXPECT_EQ(setup->en_passant, std::nullopt);
        EXPECT_EQ(setup->halfmove_clock, 0);
        EXPECT_EQ(setup->fullmove_number, 1);
        const auto pos = Position::from_setup(*setup);
        ASSERT_TRUE(pos.has_value());
        EXPECT_EQ(pos->castling_rooks().count(), 4);
        for (Color c : {Color::White, Color::Black})
            for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
                EXPECT_TRUE(pos->castling_rook(c, side).has_value());
        EXPECT_TRUE(pos->is_chess960());
    }
    EXPECT_EQ(arrangements.size(), 960u);
}

// Only the board identifies the arrangement: side to move, rights and counters are ignored.
TEST(Chess960, NumberIgnoresEverythingButTheBoard) {
    chess::Setup setup = *chess960_setup(100);
    setup.turn = Color::Black;
    setup.castling_rooks = Bitboard();
    setup.halfmove_clock = 3;
    setup.fullmove_number = 7;
    setup.chess960 = false;
    EXPECT_EQ(chess960_number(setup), 100);
}

TEST(Chess960, RejectsBoardsThatAreNoStartPosition) {
    EXPECT_EQ(chess960_number(chess::Setup()), std::nullopt);

    chess::Setup moved_pawn = chess::Setup::standard();
    moved_pawn[Square::E2] = Piece::None;
    moved_pawn[Square::E4] = Piece::WhitePawn;
    EXPECT_EQ(chess960_number(moved_pawn), std::nullopt);

    chess::Setup not_mirrored = *chess960_setup(518);
    std::swap(not_mirrored[Square::D8], not_mirrored[Square::E8]);
    EXPECT_EQ(chess960_number(not_mirrored), std::nullopt);

    chess::Setup extra_piece = chess::Setup::standard();
    extra_piece[Square::E4] = Piece::WhiteKnight;
    EXPECT_EQ(chess960_number(extra_piece), std::nullopt);

    // The same arrangement on both sides, but not a Chess960 one.
    auto with_back_rank = [](const char* letters) {
        chess::Setup s = chess::Setup::standard();
        constexpr std::string_view types = "PNBRQK";
        for (int f = 0; f < 8; ++f) {
            const auto pt = static_cast<PieceType>(types.find(letters[f]));
            s[make_square(static_cast<File>(f), Rank::R1)] = make_piece(Color::White, pt);
            s[make_square(static_cast<File>(f), Rank::R8)] = make_piece(Color::Black, pt);
        }
        return s;
    };
    EXPECT_EQ(chess960_number(with_back_rank("RNBQKBNR")), 518);  // the helper itself is right
    EXPECT_EQ(chess960_number(with_back_rank("RNBQKNBR")), std::nullopt);  // bishops on dark
    EXPECT_EQ(chess960_number(with_back_rank("KRRNNQBB")), std::nullopt);  // king not between
    EXPECT_EQ(chess960_number(with_back_rank("RKRNNQQB")), std::nullopt);  // two queens
    EXPECT_EQ(chess960_number(with_back_rank("RKRNBQBB")), std::nullopt);  // three bishops
}

}  // namespace
}  // namespace chess
