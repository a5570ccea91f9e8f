// parse_move errors: the exact code and the byte column of the first character not understood.

#include <gtest/gtest.h>

#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "chess/notation/move_parser.hpp"

namespace chess::notation {
namespace {

using L = LetterSetId;
using E = MoveParseErrorCode;

struct ParseErrorCase {
    std::string_view token;
    LetterSetId letters;
    MoveParseErrorCode code;
    std::size_t column;
    friend void PrintTo(const ParseErrorCase& c, std::ostream* os) {
        *os << '"' << c.token << "\" in " << letter_set(c.letters).name;
    }
};

const std::vector<ParseErrorCase> error_cases = {
    {"", L::English, E::Empty, 0},
    {"Sf3", L::English, E::UnknownPiece, 0},
    {"Nf3", L::German, E::UnknownPiece, 0},
    {"Xe4", L::English, E::UnknownPiece, 0},
    {"E4", L::English, E::UnknownPiece, 0},  // files are lower case
    {"\u041Af3", L::English, E::UnknownPiece, 0},
    {"Ff3", L::Figurine, E::UnknownPiece, 0},
    {"Nf3", L::Figurine, E::UnknownPiece, 0},  // the figurine set reads glyphs only
    {"Nf", L::English, E::BadSquare, 2},
    {"N9f", L::English, E::BadSquare, 1},
    {"N", L::English, E::BadSquare, 1},
    {"\u2658", L::Figurine, E::BadSquare, 3},
    {"\u2658\uFE0F", L::Figurine, E::BadSquare, 6},          // the selector is the glyph's
    {"\u2658\uFE0F\uFE0Ff3", L::Figurine, E::BadSquare, 6},  // but only one
    {"\uFE0Ff3", L::Figurine, E::UnknownPiece, 0},           // and only behind a glyph
    {"Kre1", L::English, E::BadSquare, 1},  // K, then no square: "Kr" is only Russian
    {"e9", L::English, E::BadSquare, 1},
    {"e", L::English, E::BadSquare, 1},
    {"9e4", L::English, E::BadSquare, 0},
    {"2e4", L::English, E::BadSquare, 0},
    {"+", L::English, E::BadSquare, 0},
    {"N-f3", L::English, E::BadSquare, 1},  // a joiner needs a whole origin square
    {"e-e4", L::English, E::BadSquare, 1},
    {"Nfe", L::English, E::BadSquare, 3},  // only a pawn capture may lack the target rank
    {"d-e", L::English, E::BadSquare, 1},
    {"e8=K", L::English, E::BadPromotion, 3},
    {"e8=", L::English, E::BadPromotion, 3},
    {"e8=P", L::English, E::BadPromotion, 3},
    {"e8K", L::English, E::BadPromotion, 2},
    // "ch" is a check mark only as a whole: no square "ch", no "c" alone.
    {"Bch", L::English, E::BadSquare, 3},
    {"Qh5c", L::English, E::TrailingCharacters, 3},
    {"Qh5chh", L::English, E::TrailingCharacters, 5},
    {"Qh5\u2020+", L::English, E::TrailingCharacters, 6},
    // Books' "e8(Q)" needs its ')', and only that form has one.
    {"e8(Q", L::English, E::BadPromotion, 4},
    {"e8(Q+", L::English, E::BadPromotion, 4},
    {"e8=Q)", L::English, E::TrailingCharacters, 4},
    {"e8Q)", L::English, E::TrailingCharacters, 3},
    {"e8/", L::English, E::TrailingCharacters, 2},
    {"e8(K)", L::English, E::TrailingCharacters, 2},
    {"e8=Q", L::German, E::BadPromotion, 3},
    {"e7-e8\u0424", L::English, E::BadPromotion, 5},
    {"Nf8=Q", L::English, E::BadPromotion, 3},  // only pawns promote
    {"de=Q", L::English, E::BadPromotion, 2},   // a short capture never promotes
    {"e4 ", L::English, E::TrailingCharacters, 2},
    {"e4!!!", L::English, E::TrailingCharacters, 4},
    {"e4+#", L::English, E::TrailingCharacters, 3},
    {"Qf7x", L::English, E::TrailingCharacters, 3},       // a trailing 'x' is mate only in Russian
    {"Qf7\u00D7", L::English, E::TrailingCharacters, 3},  // and so is a trailing '\u00D7'
    {"e4x", L::German, E::TrailingCharacters, 2},
    {"Nxf3x", L::English, E::TrailingCharacters, 4},
    {"e4\u2013", L::English, E::TrailingCharacters, 2},
    {"--+", L::English, E::TrailingCharacters, 2},
    {"Z0!", L::English, E::TrailingCharacters, 2},
    {"0000x", L::RussianCyrillic, E::TrailingCharacters, 4},
    {"O-Oe.p.", L::English, E::TrailingCharacters, 3},
    {"Nf3e.p.", L::English, E::TrailingCharacters, 3},
    {"exd6e.p.e.p.", L::English, E::TrailingCharacters, 8},
    {"exd6e.p.+e.p.", L::English, E::TrailingCharacters, 9},
    {"O-Ox", L::English, E::TrailingCharacters, 3},
    {"O-O-O-O", L::English, E::BadCastling, 5},
    {"0-", L::English, E::BadCastling, 2},
    {"O-", L::English, E::BadCastling, 2},
    {"O-O-", L::English, E::BadCastling, 4},
    {"0-0-", L::English, E::BadCastling, 4},
    {"O-0", L::English, E::BadCastling, 2},
    {"OO-O", L::English, E::BadCastling, 2},  // no dashes, or all of them
    {"OOOO", L::English, E::BadCastling, 3},
    {"OOO-", L::English, E::BadCastling, 3},
    {"0\u2013", L::English, E::BadCastling, 4},
    {"o-o-o-o", L::English, E::BadCastling, 5},
    {"o-", L::English, E::BadCastling, 2},
    {"oo", L::English, E::BadCastling, 1},
    {"o-O", L::English, E::BadCastling, 2},  // one letter case or the other
    {"o-o.", L::English, E::TrailingCharacters, 3},
    {"00-0", L::English, E::BadCastling, 2},          // no dashes, or all of them
    {"0000+", L::English, E::TrailingCharacters, 4},  // still the null move, not "000" and more
};

class ParseMoveErrors : public testing::TestWithParam<ParseErrorCase> {};

TEST_P(ParseMoveErrors, CodeAndColumn) {
    const ParseErrorCase& c = GetParam();
    const auto text = parse_move(c.token, letter_set(c.letters));
    ASSERT_FALSE(text.has_value());
    EXPECT_EQ(text.error().code, c.code) << describe(text.error().code);
    EXPECT_EQ(text.error().column, c.column);
    EXPECT_LE(text.error().column, c.token.size());
}

INSTANTIATE_TEST_SUITE_P(All, ParseMoveErrors, testing::ValuesIn(error_cases));

TEST(ParseMoveErrorDescribe, EveryCodeHasItsOwnText) {
    std::set<std::string_view> seen;
    for (int i = 0; i <= static_cast<int>(E::BadCastling); ++i) {
        const std::string_view text = describe(static_cast<E>(i));
        EXPECT_FALSE(text.empty());
        EXPECT_TRUE(seen.insert(text).second) << text;
    }
}

// Whatever the bytes, the parser answers (no crash, no read past the token) and an error
// column never points past the end.
TEST(ParseMoveRobustness, ArbitraryBytesNeverEscapeTheToken) {
    const std::string alphabet = std::string("aehx18Nn=+#!?-:O0QK.pe") + "\xE2\x80\x93\xD0\x9A\xFF";
    std::string token;
    unsigned state = 12345;
    for (int round = 0; round < 20000; ++round) {
        token.clear();
        state = state * 1103515245u + 12345u;
        const unsigned length = (state >> 16) % 9;
        for (unsigned i = 0; i < length; ++i) {
            state = state * 1103515245u + 12345u;
            token += alphabet[(state >> 16) % alphabet.size()];
        }
        for (int s = 0; s < letter_set_count; ++s) {
            const auto text = parse_move(token, letter_set(static_cast<LetterSetId>(s)));
            if (!text) {
                ASSERT_LE(text.error().column, token.size()) << token;
            }
        }
    }
}

}  // namespace
}  // namespace chess::notation
