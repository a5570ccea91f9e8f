// Every syntax error of the FEN reader: code, field, column and message.

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "chess/notation/fen.hpp"

namespace chess::notation {
namespace {

// The start position's placement: 43 characters, so the turn is at column 44, the castling
// field at 46, "KQkq" ends at 49, en passant at 51, the halfmove clock at 53, the fullmove
// number at 55 and anything after it at 57.
const std::string standard_placement = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

struct FenErrorCase {
    std::string fen;
    FenErrorCode code;
    FenField field;
    std::size_t column;
    std::string message;
    FenReadOptions options = {};
};

void PrintTo(const FenErrorCase& c, std::ostream* os) { *os << '"' << c.fen << '"'; }

using E = FenErrorCode;
using F = FenField;

const FenReadOptions strict_board{.allow_missing_counters = true, .allow_board_only = false};
const FenReadOptions strict_counters{.allow_missing_counters = false, .allow_board_only = true};

std::vector<FenErrorCase> placement_cases() {
    return {
        {"", E::Empty, F::Placement, 0, "empty FEN"},
        {" \t\n", E::Empty, F::Placement, 3, "empty FEN"},
        {standard_placement + "R w KQkq - 0 1", E::RankTooLong, F::Placement, 43,
         "rank 1 has 9 squares"},
        {"rnbqkbnr/p1p1p1p1p/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::RankTooLong, F::Placement,
         17, "rank 7 has 9 squares"},
        {"8/8/8/8/8/8/8/3K5 w - - 0 1", E::RankTooLong, F::Placement, 16, "rank 1 has 9 squares"},
        // The count covers the whole rank, the column the first square too many.
        {"8/8/8/8/8/8/8/8pppp w - - 0 1", E::RankTooLong, F::Placement, 15,
         "rank 1 has 12 squares"},
        {"8/8/8/8/8/8/8/8p?", E::RankTooLong, F::Placement, 15, "rank 1 has 9 squares"},
        {"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::RankTooShort, F::Placement,
         19, "rank 6 has 7 squares"},
        {"8/8/8/8/8/8/8/7 w - - 0 1", E::RankTooShort, F::Placement, 15, "rank 1 has 7 squares"},
        {"8//8/8/8/8/8/8/8 w - - 0 1", E::RankTooShort, F::Placement, 2, "rank 7 has 0 squares"},
        {"k/8/8/8/8/8/8/8 w - - 0 1", E::RankTooShort, F::Placement, 1, "rank 8 has 1 square"},
        {"8/8/8/8/8/8/8/8/8 w - - 0 1", E::TooManyRanks, F::Placement, 15,
         "placement has more than 8 ranks"},
        {"8/8/8/8/8/8/8/8/ w - - 0 1", E::TooManyRanks, F::Placement, 15,
         "placement has more than 8 ranks"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", E::TooFewRanks, F::Placement, 34,
         "placement has 7 ranks"},
        {"8 w - - 0 1", E::TooFewRanks, F::Placement, 1, "placement has 1 rank"},
        {"rnbqk?nr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::BadPieceChar, F::Placement,
         5, "bad character '?' in rank 8"},
        {"9/8/8/8/8/8/8/8 w - - 0 1", E::BadPieceChar, F::Placement, 0,
         "bad character '9' in rank 8"},
        {"08/8/8/8/8/8/8/8 w - - 0 1", E::BadPieceChar, F::Placement, 0,
         "bad character '0' in rank 8"},
        {standard_placement + "w KQkq - 0 1", E::BadPieceChar, F::Placement, 43,
         "bad character 'w' in rank 1"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ\x01"
         "BNR w KQkq - 0 1",
         E::BadPieceChar, F::Placement, 39, "bad character '\\x01' in rank 1"},
        {"rnbqk\xC3\xA4nr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::BadPieceChar,
         F::Placement, 5, "bad character '\\xc3\\xa4' in rank 8"},
        {"rnbqk\xC3nr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::BadPieceChar,
         F::Placement, 5, "bad character '\\xc3' in rank 8"},
        // Crazyhouse pockets are not FEN.
        {"r4rk1/p2bppbp/6p1/2qpP3/5P2/2NBPQPp/PPP4P/R1B3K1[NNNrp] b - - 39 20", E::BadPieceChar,
         F::Placement, 48, "bad character '[' in rank 1"},
        {"rnbqkbnr/pppppppp/17/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", E::AdjacentDigits,
         F::Placement, 19, "rank 6 has two digits in a row '17'"},
    };
}

std::vector<FenErrorCase> other_field_cases() {
    // Built step by step: g++ 12 at -O3 sees a false out-of-bounds copy (-Warray-bounds) in the
    // inlined `standard_placement + " " + std::string(40, 'x') + ...` chains.
    std::string long_turn = standard_placement;
    long_turn.append(" ").append(40, 'x').append(" KQkq - 0 1");
    std::string long_turn_message = "side to move '";
    long_turn_message.append(32, 'x').append("...' is not 'w' or 'b'");
    return {
        {standard_placement + " ? KQkq - 0 1", E::BadTurn, F::Turn, 44,
         "side to move '?' is not 'w' or 'b'"},
        {standard_placement + " wb KQkq - 0 1", E::BadTurn, F::Turn, 45,
         "side to move 'wb' is not 'w' or 'b'"},
        {standard_placement + " W KQkq - 0 1", E::BadTurn, F::Turn, 44,
         "side to move 'W' is not 'w' or 'b'"},
        {long_turn, E::BadTurn, F::Turn, 44, long_turn_message},
        {standard_placement + " w KQkqX - 0 1", E::BadCastling, F::Castling, 50,
         "castling field 'KQkqX': 'X' is not K, Q, k, q or a file letter"},
        // A character of more than one byte is named whole, not by its first byte.
        {standard_placement + " w K\xC3\xA4 - 0 1", E::BadCastling, F::Castling, 47,
         "castling field 'K\\xc3\\xa4': '\\xc3\\xa4' is not K, Q, k, q or a file letter"},
        {standard_placement + " w KQxkq - 0 1", E::BadCastling, F::Castling, 48,
         "castling field 'KQxkq': 'x' is not K, Q, k, q or a file letter"},
        {standard_placement + " w K- - 0 1", E::BadCastling, F::Castling, 47,
         "castling field 'K-': '-' is not K, Q, k, q or a file letter"},
        {standard_placement + " w -K - 0 1", E::BadCastling, F::Castling, 46,
         "castling field '-K': '-' is not K, Q, k, q or a file letter"},
        {standard_placement + " w KK - 0 1", E::DuplicateCastling, F::Castling, 47,
         "castling field 'KK' names h1 twice"},
        {standard_placement + " w KQkqH - 0 1", E::DuplicateCastling, F::Castling, 50,
         "castling field 'KQkqH' names h1 twice"},
        {standard_placement + " w qa - 0 1", E::DuplicateCastling, F::Castling, 47,
         "castling field 'qa' names a8 twice"},
        {standard_placement + " w KQkq x 0 1", E::BadEnPassant, F::EnPassant, 51,
         "en-passant square 'x' is not a square or '-'"},
        {standard_placement + " w KQkq e9 0 1", E::BadEnPassant, F::EnPassant, 52,
         "en-passant square 'e9' is not a square or '-'"},
        {standard_placement + " w KQkq e33 0 1", E::BadEnPassant, F::EnPassant, 53,
         "en-passant square 'e33' is not a square or '-'"},
        {standard_placement + " w KQkq E3 0 1", E::BadEnPassant, F::EnPassant, 51,
         "en-passant square 'E3' is not a square or '-'"},
        {standard_placement + " w KQkq -- 0 1", E::BadEnPassant, F::EnPassant, 52,
         "en-passant square '--' is not a square or '-'"},
        {standard_placement + " w KQkq e 0 1", E::BadEnPassant, F::EnPassant, 52,
         "en-passant square 'e' is not a square or '-'"},
    };
}

std::vector<FenErrorCase> counter_and_missing_cases() {
    const std::string fields = standard_placement + " w KQkq -";
    return {
        {fields + " -1 1", E::BadHalfmove, F::HalfmoveClock, 53, "halfmove clock -1 is negative"},
        {fields + " x 1", E::BadHalfmove, F::HalfmoveClock, 53,
         "halfmove clock 'x' is not a number"},
        {fields + " 1x 1", E::BadHalfmove, F::HalfmoveClock, 54,
         "halfmove clock '1x' is not a number"},
        {fields + " +1 1", E::BadHalfmove, F::HalfmoveClock, 53,
         "halfmove clock '+1' is not a number"},
        {fields + " - 1", E::BadHalfmove, F::HalfmoveClock, 53,
         "halfmove clock '-' is not a number"},
        {fields + " 99999999999 1", E::CounterTooLarge, F::HalfmoveClock, 53,
         "halfmove clock 99999999999 is too large"},
        {fields + " 2147483648 1", E::CounterTooLarge, F::HalfmoveClock, 53,
         "halfmove clock 2147483648 is too large"},
        {fields + " 0 -1", E::BadFullmove, F::FullmoveNumber, 55, "fullmove number -1 is negative"},
        {fields + " 0 x", E::BadFullmove, F::FullmoveNumber, 55,
         "fullmove number 'x' is not a number"},
        {fields + " 0 4294967297", E::CounterTooLarge, F::FullmoveNumber, 55,
         "fullmove number 4294967297 is too large"},
        {fields + " 0 1 extra", E::TrailingGarbage, F::Extra, 57,
         "unexpected text after the fullmove number: 'extra'"},
        // Three-check FEN as Scid writes it.
        {fields + " 0 1 +0+0", E::TrailingGarbage, F::Extra, 57,
         "unexpected text after the fullmove number: '+0+0'"},
        {standard_placement + " w", E::MissingField, F::Castling, 45, "missing castling field"},
        {standard_placement + " w   ", E::MissingField, F::Castling, 48, "missing castling field"},
        {standard_placement + " w KQkq", E::MissingField, F::EnPassant, 50,
         "missing en-passant field"},
        {standard_placement, E::MissingField, F::Turn, 43, "missing side to move", strict_board},
        {fields, E::MissingField, F::HalfmoveClock, 52, "missing halfmove clock", strict_counters},
        {fields + " 0", E::MissingField, F::FullmoveNumber, 54, "missing fullmove number",
         strict_counters},
    };
}

class FenSyntaxError : public ::testing::TestWithParam<FenErrorCase> {};

TEST_P(FenSyntaxError, ReportsCodeFieldColumnAndMessage) {
    const FenErrorCase& c = GetParam();
    const auto setup = parse_fen(c.fen, c.options);
    ASSERT_FALSE(setup.has_value());
    const auto& e = setup.error();
    EXPECT_EQ(e.code, c.code);
    EXPECT_EQ(e.field, c.field);
    EXPECT_EQ(e.column, c.column);
    EXPECT_EQ(e.message, c.message);
    EXPECT_LE(e.column, c.fen.size());

    // read_fen reports the same syntax error and no validation problems.
    const auto position = read_fen(c.fen, {}, c.options);
    ASSERT_FALSE(position.has_value());
    ASSERT_TRUE(position.error().syntax.has_value());
    EXPECT_EQ(*position.error().syntax, e);
    EXPECT_TRUE(position.error().problems.empty());
    EXPECT_EQ(position.error().message(), c.message);
}

INSTANTIATE_TEST_SUITE_P(Placement, FenSyntaxError, ::testing::ValuesIn(placement_cases()));
INSTANTIATE_TEST_SUITE_P(OtherFields, FenSyntaxError, ::testing::ValuesIn(other_field_cases()));
INSTANTIATE_TEST_SUITE_P(CountersAndMissing, FenSyntaxError,
                         ::testing::ValuesIn(counter_and_missing_cases()));

TEST(FenErrorCodes, AreStable) {
    // Codes are part of the interface (diagnostics print them): never renumber.
    EXPECT_EQ(static_cast<int>(FenErrorCode::Empty), 0);
    EXPECT_EQ(static_cast<int>(FenErrorCode::TrailingGarbage), 12);
    EXPECT_EQ(static_cast<int>(FenErrorCode::MissingField), 13);
    EXPECT_EQ(static_cast<int>(FenErrorCode::UnterminatedString), 17);
    EXPECT_EQ(static_cast<int>(FenErrorCode::DuplicateOpcode), 18);
    EXPECT_EQ(static_cast<int>(FenErrorCode::ConflictingCounter), 19);
}

}  // namespace
}  // namespace chess::notation
