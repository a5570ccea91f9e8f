#include "chess/notation/square.hpp"

#include <gtest/gtest.h>

namespace chess::notation {
namespace {

static_assert(parse_square("e4") == Square::E4);
static_assert(square_name(Square::H8) == "h8");

TEST(SquareName, ParseFileAcceptsOnlyLowerCaseAToH) {
    for (char c = 'a'; c <= 'h'; ++c) EXPECT_EQ(parse_file(c), static_cast<File>(c - 'a')) << c;
    for (char c : {'A', 'H', 'i', '`', '1', ' ', '\0', '\xff'})
        EXPECT_EQ(parse_file(c), std::nullopt);
}

TEST(SquareName, ParseRankAcceptsOnlyOneToEight) {
    for (char c = '1'; c <= '8'; ++c) EXPECT_EQ(parse_rank(c), static_cast<Rank>(c - '1')) << c;
    for (char c : {'0', '9', 'a', '-', '\0'}) EXPECT_EQ(parse_rank(c), std::nullopt);
}

TEST(SquareName, EverySquareRoundTrips) {
    for (int i = 0; i < 64; ++i) {
        const auto s = static_cast<Square>(i);
        const std::string_view name = square_name(s);
        ASSERT_EQ(name.size(), 2u);
        EXPECT_EQ(name[0], file_char(file_of(s)));
        EXPECT_EQ(name[1], rank_char(rank_of(s)));
        EXPECT_EQ(parse_square(name), s) << name;
    }
    EXPECT_EQ(square_name(Square::A1), "a1");
    EXPECT_EQ(square_name(Square::E4), "e4");
}

TEST(SquareName, ParseSquareRejectsAnythingButTwoCharacters) {
    for (std::string_view text : {"", "e", "e44", "e4 ", " e4", "E4", "i1", "a0", "a9", "4e", "--"})
        EXPECT_EQ(parse_square(text), std::nullopt) << '"' << text << '"';
}

TEST(SquareName, FileAndRankCharacters) {
    EXPECT_EQ(file_char(File::A), 'a');
    EXPECT_EQ(file_char(File::H), 'h');
    EXPECT_EQ(rank_char(Rank::R1), '1');
    EXPECT_EQ(rank_char(Rank::R8), '8');
}

}  // namespace
}  // namespace chess::notation
