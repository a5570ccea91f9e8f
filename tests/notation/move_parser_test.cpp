// parse_move: every accepted form in every letter set, with the exact MoveText fields and
// relaxations expected. Errors: move_parser_error_test.cpp; real book text and letter-set
// detection on whole games: move_parser_corpus_test.cpp.

#include "chess/notation/move_parser.hpp"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "move_text_builder.hpp"

namespace chess::notation {
namespace {

using namespace test_moves;
using L = LetterSetId;
using R = Relaxation;
using enum PieceType;

constexpr auto Short = MoveTextKind::CastleKingside;
constexpr auto Long = MoveTextKind::CastleQueenside;

struct Case {
    std::string_view token;
    LetterSetId letters;
    MoveText expected;
    friend void PrintTo(const Case& c, std::ostream* os) {
        *os << '"' << c.token << "\" in " << letter_set(c.letters).name;
    }
};

const M null_move = M().kind(MoveTextKind::Null).relax({R::NullMove});

const std::vector<Case> san_cases = {
    {"e4", L::English, pawn("e4")},
    {"Nf3", L::English, piece(Knight, "f3")},
    {"exd5", L::English, pawn("d5").from("e").capture()},
    {"ed5", L::English, pawn("d5").from("e")},  // missing 'x' is the resolver's to report
    {"Rhd1", L::English, piece(Rook, "d1").from("h")},
    {"N4e5", L::English, piece(Knight, "e5").from("4")},
    {"Qh4e1", L::English, piece(Queen, "e1").from("h4")},
    {"Qh4xe1", L::English, piece(Queen, "e1").from("h4").capture()},
    {"Ng1f3", L::English, piece(Knight, "f3").from("g1")},
    {"Kxe2+", L::English, piece(King, "e2").capture().check()},
    {"Bb5#", L::English, piece(Bishop, "b5").mate()},
    {"e8=Q", L::English, pawn("e8").promote(Queen)},
    {"exd8=N+", L::English, pawn("d8").from("e").capture().promote(Knight).check()},
    {"exd8Q", L::English,
     pawn("d8").from("e").capture().promote(Queen).relax({R::MissingPromotionEquals})},
    {"O-O", L::English, castle(Short)},
    {"O-O-O", L::English, castle(Long)},
    {"O-O+", L::English, castle(Short).check()},
    {"O-O-O#", L::English, castle(Long).mate()},
    // The letter O typed in lower case (before: "unknown piece letter").
    {"o-o", L::English, castle(Short).relax({R::LowercaseCastling})},
    {"o-o-o", L::English, castle(Long).relax({R::LowercaseCastling})},
    {"o-o+", L::English, castle(Short).check().relax({R::LowercaseCastling})},
    {"o-o-o#", L::English, castle(Long).mate().relax({R::LowercaseCastling})},
    {"o-o!", L::English, castle(Short).nag(1).relax({R::LowercaseCastling, R::AnnotationGlyph})},
    {"o-o-o", L::German, castle(Long).relax({R::LowercaseCastling})},
    {"o-o-ox", L::RussianLatin,
     castle(Long).mate().relax({R::LowercaseCastling, R::MateAsTrailingX})},
    // The letter O without dashes, as some old texts and text recognition give it: the style
    // of "00" (N230), so the same relaxation.
    {"OO", L::English, castle(Short).relax({R::CastlingWithZeros})},
    {"OOO", L::English, castle(Long).relax({R::CastlingWithZeros})},
    {"OO+", L::English, castle(Short).check().relax({R::CastlingWithZeros})},
    {"OOO#", L::German, castle(Long).mate().relax({R::CastlingWithZeros})},
    {"O-O!", L::English, castle(Short).nag(1).relax({R::AnnotationGlyph})},
    {"e4!", L::English, pawn("e4").nag(1).relax({R::AnnotationGlyph})},
    {"e4?", L::English, pawn("e4").nag(2).relax({R::AnnotationGlyph})},
    {"e4!!", L::English, pawn("e4").nag(3).relax({R::AnnotationGlyph})},
    {"e4??", L::English, pawn("e4").nag(4).relax({R::AnnotationGlyph})},
    {"e4!?", L::English, pawn("e4").nag(5).relax({R::AnnotationGlyph})},
    {"e4?!", L::English, pawn("e4").nag(6).relax({R::AnnotationGlyph})},
    {"Nf3+!?", L::English, piece(Knight, "f3").check().nag(5).relax({R::AnnotationGlyph})},
    {"--", L::English, null_move},
    {"Z0", L::English, null_move},
    {"0000", L::English, null_move},
    {"@@@@", L::English, null_move},
    {"--", L::RussianCyrillic, null_move},
};

const std::vector<Case> long_algebraic_cases = {
    {"e2-e4", L::English, coords("e2", "e4").relax({R::LongAlgebraic})},
    {"Ng1-f3", L::English, piece(Knight, "f3").from("g1").relax({R::LongAlgebraic})},
    {"Ng1xf3", L::English, piece(Knight, "f3").from("g1").capture()},
    {"Bf1-b5+", L::English, piece(Bishop, "b5").from("f1").check().relax({R::LongAlgebraic})},
    {"e7-e8Q", L::English,
     coords("e7", "e8").promote(Queen).relax({R::LongAlgebraic, R::MissingPromotionEquals})},
    {"e7-e8=Q", L::English, coords("e7", "e8").promote(Queen).relax({R::LongAlgebraic})},
    {"g2xh1Q", L::English,
     coords("g2", "h1")
         .capture()
         .promote(Queen)
         .relax({R::LongAlgebraic, R::MissingPromotionEquals})},
    {"a7xb6", L::English, coords("a7", "b6").capture().relax({R::LongAlgebraic})},
    {"e2\u2013e4", L::English, coords("e2", "e4").relax({R::LongAlgebraic, R::EnDash})},
    {"Ng1\u2013f3", L::English,
     piece(Knight, "f3").from("g1").relax({R::LongAlgebraic, R::EnDash})},
    // Typeset books' multiplication sign for the capture mark (before: E203).
    {"B\u00D7c6", L::English, piece(Bishop, "c6").capture().relax({R::TimesCapture})},
    {"Ng1\u00D7f3", L::English, piece(Knight, "f3").from("g1").capture().relax({R::TimesCapture})},
    {"e5\u00D7d6", L::English,
     coords("e5", "d6").capture().relax({R::LongAlgebraic, R::TimesCapture})},
    {"d\u00D7c6", L::English, pawn("c6").from("d").capture().relax({R::TimesCapture})},
    {"0-0", L::English, castle(Short).relax({R::CastlingWithZeros})},
    {"0-0-0", L::English, castle(Long).relax({R::CastlingWithZeros})},
    // Zeros without the dashes (before: "malformed castling").
    {"00", L::English, castle(Short).relax({R::CastlingWithZeros})},
    {"000", L::English, castle(Long).relax({R::CastlingWithZeros})},
    {"00+", L::English, castle(Short).check().relax({R::CastlingWithZeros})},
    {"000#", L::English, castle(Long).mate().relax({R::CastlingWithZeros})},
    {"000", L::German, castle(Long).relax({R::CastlingWithZeros})},
    {"00x", L::RussianCyrillic,
     castle(Short).mate().relax({R::CastlingWithZeros, R::MateAsTrailingX})},
    {"0\u20130", L::English, castle(Short).relax({R::CastlingWithZeros, R::EnDash})},
    {"0\u20130\u20130+", L::English, castle(Long).check().relax({R::CastlingWithZeros, R::EnDash})},
    {"O\u2013O", L::English, castle(Short).relax({R::EnDash})},
    // The em dash of typeset books reads as the en dash (before: "invalid promotion").
    {"e2\u2014e4", L::English, coords("e2", "e4").relax({R::LongAlgebraic, R::EnDash})},
    {"\xD0\x9Ag1\u2014f3", L::RussianCyrillic,
     piece(Knight, "f3").from("g1").relax({R::LongAlgebraic, R::EnDash, R::NationalLetters})},
    {"0\u20140", L::English, castle(Short).relax({R::CastlingWithZeros, R::EnDash})},
    {"O\u2014O\u2014O#", L::English, castle(Long).mate().relax({R::EnDash})},
    // Older books' "++" for a double check (before: "unexpected characters").
    {"Bf5++", L::English, piece(Bishop, "f5").check().relax({R::DoubleCheckMark})},
    {"e2-e4++", L::English,
     coords("e2", "e4").check().relax({R::LongAlgebraic, R::DoubleCheckMark})},
    // Books' check marks: a dagger (German), "ch" (English), a double dagger for mate (before:
    // "unexpected characters").
    {"Qh5\u2020", L::English, piece(Queen, "h5").check().relax({R::BookCheckMark})},
    {"Qh5ch", L::English, piece(Queen, "h5").check().relax({R::BookCheckMark})},
    {"Qxf7\u2021", L::English, piece(Queen, "f7").capture().mate().relax({R::BookCheckMark})},
    {"Dd1-h5\u2020", L::German,
     piece(Queen, "h5")
         .from("d1")
         .check()
         .relax({R::LongAlgebraic, R::NationalLetters, R::BookCheckMark})},
    {"O-O-Och", L::English, castle(Long).check().relax({R::BookCheckMark})},
    {"e8=Qch", L::English, pawn("e8").promote(Queen).check().relax({R::BookCheckMark})},
    // Books' promotions "e8/Q" and "e8(Q)" (before: "invalid promotion").
    {"e8/Q", L::English, pawn("e8").promote(Queen).relax({R::SlashOrParenPromotion})},
    {"e8(Q)", L::English, pawn("e8").promote(Queen).relax({R::SlashOrParenPromotion})},
    {"dxe8/N", L::English,
     pawn("e8").from("d").capture().promote(Knight).relax({R::SlashOrParenPromotion})},
    {"d7xe8(Q)+", L::English,
     coords("d7", "e8")
         .capture()
         .promote(Queen)
         .check()
         .relax({R::LongAlgebraic, R::SlashOrParenPromotion})},
    {"e7-e8/Q", L::English,
     coords("e7", "e8").promote(Queen).relax({R::LongAlgebraic, R::SlashOrParenPromotion})},
    {"e7-e8(\xD0\xA4)", L::RussianCyrillic,
     coords("e7", "e8")
         .promote(Queen)
         .relax({R::LongAlgebraic, R::SlashOrParenPromotion, R::NationalLetters})},
    {"exd6e.p.", L::English, pawn("d6").from("e").capture().ep().relax({R::EnPassantSuffix})},
    {"exd6ep", L::English, pawn("d6").from("e").capture().ep().relax({R::EnPassantSuffix})},
    {"e5xd6e.p.", L::English,
     coords("e5", "d6").capture().ep().relax({R::LongAlgebraic, R::EnPassantSuffix})},
    {"e5xd6+e.p.", L::English,
     coords("e5", "d6").capture().check().ep().relax({R::LongAlgebraic, R::EnPassantSuffix})},
    {"exd6e.p.+", L::English,
     pawn("d6").from("e").capture().check().ep().relax({R::EnPassantSuffix})},
    {"e5:d6", L::English, coords("e5", "d6").capture().relax({R::LongAlgebraic, R::ColonCapture})},
    {"Bb5:c6", L::English, piece(Bishop, "c6").from("b5").capture().relax({R::ColonCapture})},
    {"e:d5", L::English, pawn("d5").from("e").capture().relax({R::ColonCapture})},
    {"de", L::English, pawn("e").from("d").relax({R::ShortPawnCapture})},
    {"ed+", L::English, pawn("d").from("e").check().relax({R::ShortPawnCapture})},
    {"gh#", L::English, pawn("h").from("g").mate().relax({R::ShortPawnCapture})},
    {"dxe", L::English, pawn("e").from("d").capture().relax({R::ShortPawnCapture})},
    {"d:e", L::English,
     pawn("e").from("d").capture().relax({R::ShortPawnCapture, R::ColonCapture})},
    {"ba", L::English, pawn("a").from("b").relax({R::ShortPawnCapture})},
};

const std::vector<Case> uci_cases = {
    {"e2e4", L::English, coords("e2", "e4").relax({R::UciCoordinates})},
    {"e7e8q", L::English, coords("e7", "e8").promote(Queen).relax({R::UciCoordinates})},
    {"a7a8n", L::English, coords("a7", "a8").promote(Knight).relax({R::UciCoordinates})},
    {"b2b1b", L::English, coords("b2", "b1").promote(Bishop).relax({R::UciCoordinates})},
    {"h2g1r", L::English, coords("h2", "g1").promote(Rook).relax({R::UciCoordinates})},
    {"e7e8Q", L::English, coords("e7", "e8").promote(Queen).relax({R::UciCoordinates})},
    {"e1g1", L::English, coords("e1", "g1").relax({R::UciCoordinates})},
    {"e1h1", L::English, coords("e1", "h1").relax({R::UciCoordinates})},
    // UCI letters are English whatever the letter set.
    {"e7e8q", L::German, coords("e7", "e8").promote(Queen).relax({R::UciCoordinates})},
    {"e7e8n", L::RussianCyrillic, coords("e7", "e8").promote(Knight).relax({R::UciCoordinates})},
};

const std::vector<Case> letter_case_cases = {
    {"nf3", L::English, piece(Knight, "f3").relax({R::LowercasePiece})},
    {"qd4", L::English, piece(Queen, "d4").relax({R::LowercasePiece})},
    {"kf1", L::English, piece(King, "f1").relax({R::LowercasePiece})},
    {"rd1", L::English, piece(Rook, "d1").relax({R::LowercasePiece})},
    {"bxc3", L::English, pawn("c3").from("b").capture()},  // 'b' is a file, never a bishop
    {"bc3", L::English, pawn("c3").from("b")},
    {"pe4", L::English, pawn("e4").relax({R::LowercasePiece, R::PawnLetter})},
    {"e8=q", L::English, pawn("e8").promote(Queen).relax({R::LowercasePiece})},
    {"e8q", L::English,
     pawn("e8").promote(Queen).relax({R::LowercasePiece, R::MissingPromotionEquals})},
    {"exd8=b", L::English,
     pawn("d8").from("e").capture().promote(Bishop).relax({R::LowercasePiece})},
    {"Pe4", L::English, pawn("e4").relax({R::PawnLetter})},
    {"Pexd5", L::English, pawn("d5").from("e").capture().relax({R::PawnLetter})},
    {"Pe2-e4", L::English, pawn("e4").from("e2").relax({R::PawnLetter, R::LongAlgebraic})},
    {"cxd4", L::French, pawn("d4").from("c").capture()},  // 'c' a file, not the French knight
    {"fxe5", L::French, pawn("e5").from("f").capture()},  // 'f' a file, not the French bishop
    {"dxe5", L::German, pawn("e5").from("d").capture()},  // 'd' a file, not the German queen
};

constexpr Relaxation national = R::NationalLetters;

// A piece's origin square without a joiner ("Сb5:c6") is SAN's disambiguation by square, so
// the parser names no LongAlgebraic there (the resolver reports OverDisambiguation).
const std::vector<Case> russian_cases = {
    {"\u041Ab1-c3", L::RussianCyrillic,
     piece(Knight, "c3").from("b1").relax({national, R::LongAlgebraic})},
    {"\u041A\u0440e8-e7", L::RussianCyrillic,
     piece(King, "e7").from("e8").relax({national, R::LongAlgebraic})},
    {"\u0424h5:f7x", L::RussianCyrillic,
     piece(Queen, "f7")
         .from("h5")
         .capture()
         .mate()
         .relax({national, R::ColonCapture, R::MateAsTrailingX})},
    {"\u041Bd1-d8x", L::RussianCyrillic,
     piece(Rook, "d8").from("d1").mate().relax({national, R::LongAlgebraic, R::MateAsTrailingX})},
    {"\u0421b5:c6", L::RussianCyrillic,
     piece(Bishop, "c6").from("b5").capture().relax({national, R::ColonCapture})},
    {"e7-e8\u0424", L::RussianCyrillic,
     coords("e7", "e8")
         .promote(Queen)
         .relax({national, R::LongAlgebraic, R::MissingPromotionEquals})},
    {"d7:e8\u0424", L::RussianCyrillic,
     coords("d7", "e8")
         .capture()
         .promote(Queen)
         .relax({national, R::LongAlgebraic, R::ColonCapture, R::MissingPromotionEquals})},
    {"\u0424h5\u00D7f7\u00D7", L::RussianCyrillic,
     piece(Queen, "f7")
         .from("h5")
         .capture()
         .mate()
         .relax({national, R::TimesCapture, R::MateAsTrailingX})},
    {"0-0", L::RussianCyrillic, castle(Short).relax({R::CastlingWithZeros})},
    {"0-0-0x", L::RussianCyrillic,
     castle(Long).mate().relax({R::CastlingWithZeros, R::MateAsTrailingX})},
    {"g6-g7x", L::RussianCyrillic,
     coords("g6", "g7").mate().relax({R::LongAlgebraic, R::MateAsTrailingX})},
    {"\u0424d1", L::RussianCyrillic, piece(Queen, "d1").relax({national})},
    {"\u041Abd2", L::RussianCyrillic, piece(Knight, "d2").from("b").relax({national})},
    {"\u0444d1", L::RussianCyrillic, piece(Queen, "d1").relax({national, R::LowercasePiece})},
    {"\u043A\u0440e1", L::RussianCyrillic, piece(King, "e1").relax({national, R::LowercasePiece})},
    {"\u043Af3", L::RussianCyrillic, piece(Knight, "f3").relax({national, R::LowercasePiece})},
    {"\u043Fe4", L::RussianCyrillic, pawn("e4").relax({national, R::PawnLetter})},
    {"Kb1-c3", L::RussianLatin, piece(Knight, "c3").from("b1").relax({national, R::LongAlgebraic})},
    {"Kre8-e7", L::RussianLatin, piece(King, "e7").from("e8").relax({national, R::LongAlgebraic})},
    {"Fh5:f7x", L::RussianLatin,
     piece(Queen, "f7")
         .from("h5")
         .capture()
         .mate()
         .relax({national, R::ColonCapture, R::MateAsTrailingX})},
    {"Cb5:c6", L::RussianLatin,
     piece(Bishop, "c6").from("b5").capture().relax({national, R::ColonCapture})},
    {"Lh1-h2+", L::RussianLatin,
     piece(Rook, "h2").from("h1").check().relax({national, R::LongAlgebraic})},
    {"e7-e8F", L::RussianLatin,
     coords("e7", "e8")
         .promote(Queen)
         .relax({national, R::LongAlgebraic, R::MissingPromotionEquals})},
    {"kre1", L::RussianLatin, piece(King, "e1").relax({national, R::LowercasePiece})},
    {"Kbd2", L::RussianLatin, piece(Knight, "d2").from("b").relax({national})},
};

const std::vector<Case> western_cases = {
    {"Sb1-c3", L::German, piece(Knight, "c3").from("b1").relax({national, R::LongAlgebraic})},
    {"Lb5:c6", L::German,
     piece(Bishop, "c6").from("b5").capture().relax({national, R::ColonCapture})},
    {"Dd1:d8+", L::German,
     piece(Queen, "d8").from("d1").capture().check().relax({national, R::ColonCapture})},
    {"Ta1-d1", L::German, piece(Rook, "d1").from("a1").relax({national, R::LongAlgebraic})},
    {"Ke8-e7", L::German,
     piece(King, "e7").from("e8").relax({R::LongAlgebraic})},  // K as in English
    {"e7-e8D", L::German,
     coords("e7", "e8")
         .promote(Queen)
         .relax({national, R::LongAlgebraic, R::MissingPromotionEquals})},
    {"Be4", L::German, pawn("e4").relax({national, R::PawnLetter})},
    {"tf1", L::German, piece(Rook, "f1").relax({national, R::LowercasePiece})},
    {"Cf3", L::French, piece(Knight, "f3").relax({national})},
    {"Fb5", L::French, piece(Bishop, "b5").relax({national})},
    {"Tf1", L::French, piece(Rook, "f1").relax({national})},
    {"Dd1", L::French, piece(Queen, "d1").relax({national})},
    {"Rg1", L::French, piece(King, "g1").relax({national})},
    {"Pe4", L::French, pawn("e4").relax({R::PawnLetter})},  // P as in English
    {"e8=D", L::French, pawn("e8").promote(Queen).relax({national})},
    {"e8=f", L::French, pawn("e8").promote(Bishop).relax({national, R::LowercasePiece})},
    {"rg1", L::French, piece(King, "g1").relax({national, R::LowercasePiece})},
    {"Ab5", L::Spanish, piece(Bishop, "b5").relax({national})},
    {"Cxf3", L::Spanish, piece(Knight, "f3").capture().relax({national})},
    {"Rg1", L::Spanish, piece(King, "g1").relax({national})},
    {"Ab5", L::Italian, piece(Bishop, "b5").relax({national})},
    {"Td1", L::Italian, piece(Rook, "d1").relax({national})},
    {"Pf3", L::Dutch, piece(Knight, "f3").relax({national})},
    {"Lb5", L::Dutch, piece(Bishop, "b5").relax({national})},
    {"Dd1", L::Dutch, piece(Queen, "d1").relax({national})},
    {"Kg1", L::Dutch, piece(King, "g1")},
    {"pf3", L::Dutch, piece(Knight, "f3").relax({national, R::LowercasePiece})},
    {"e8=D", L::Dutch, pawn("e8").promote(Queen).relax({national})},
};

const std::vector<Case> figurine_cases = {
    {"\u2658f3", L::Figurine, piece(Knight, "f3").relax({R::Figurine})},
    {"\u265Ef6", L::Figurine, piece(Knight, "f6").relax({R::Figurine})},
    {"\u2654e2", L::Figurine, piece(King, "e2").relax({R::Figurine})},
    {"\u265Ae7", L::Figurine, piece(King, "e7").relax({R::Figurine})},
    {"\u2655xd8+", L::Figurine, piece(Queen, "d8").capture().check().relax({R::Figurine})},
    {"\u2656ad1", L::Figurine, piece(Rook, "d1").from("a").relax({R::Figurine})},
    {"\u265Cad1", L::Figurine, piece(Rook, "d1").from("a").relax({R::Figurine})},
    {"\u2657b5", L::Figurine, piece(Bishop, "b5").relax({R::Figurine})},
    {"\u265Db5", L::Figurine, piece(Bishop, "b5").relax({R::Figurine})},
    {"\u265Bh4", L::Figurine, piece(Queen, "h4").relax({R::Figurine})},
    {"e8=\u2655", L::Figurine, pawn("e8").promote(Queen).relax({R::Figurine})},
    {"e1\u265B", L::Figurine,
     pawn("e1").promote(Queen).relax({R::Figurine, R::MissingPromotionEquals})},
    {"\u2659e4", L::Figurine, pawn("e4").relax({R::Figurine, R::PawnLetter})},
    {"\u265Fe5", L::Figurine, pawn("e5").relax({R::Figurine, R::PawnLetter})},
    {"\u2658g1-f3", L::Figurine,
     piece(Knight, "f3").from("g1").relax({R::Figurine, R::LongAlgebraic})},
    {"e4", L::Figurine, pawn("e4")},
    {"O-O", L::Figurine, castle(Short)},
    // A glyph followed by a variation selector, U+FE0F (emoji presentation, as phones type it)
    // or U+FE0E (text presentation), is the same piece (before: "incomplete or invalid square").
    {"\u2658\uFE0Ff3", L::Figurine, piece(Knight, "f3").relax({R::Figurine})},
    {"\u265E\uFE0Ef6", L::Figurine, piece(Knight, "f6").relax({R::Figurine})},
    {"\u2654\uFE0Fxe2+", L::Figurine, piece(King, "e2").capture().check().relax({R::Figurine})},
    {"\u2656\uFE0Fad1", L::Figurine, piece(Rook, "d1").from("a").relax({R::Figurine})},
    {"\u2657\uFE0Ff1-b5", L::Figurine,
     piece(Bishop, "b5").from("f1").relax({R::Figurine, R::LongAlgebraic})},
    {"\u2659\uFE0Fe4", L::Figurine, pawn("e4").relax({R::Figurine, R::PawnLetter})},
    {"e8=\u2655\uFE0F", L::Figurine, pawn("e8").promote(Queen).relax({R::Figurine})},
    {"e1\u265B\uFE0E#", L::Figurine,
     pawn("e1").promote(Queen).mate().relax({R::Figurine, R::MissingPromotionEquals})},
    {"\u2658\uFE0Ff3", L::English, piece(Knight, "f3").relax({R::Figurine})},
    {"\u2658\uFE0Ff3", L::RussianCyrillic, piece(Knight, "f3").relax({R::Figurine})},
    // A glyph names its piece in any set, so every set reads it.
    {"\u2658f3", L::English, piece(Knight, "f3").relax({R::Figurine})},
    {"\u2658f3", L::German, piece(Knight, "f3").relax({R::Figurine})},
    {"\u2658f3", L::RussianCyrillic, piece(Knight, "f3").relax({R::Figurine})},
};

class ParseMoveForms : public testing::TestWithParam<Case> {};

TEST_P(ParseMoveForms, ReadsExactly) {
    const Case& c = GetParam();
    const auto text = parse_move(c.token, letter_set(c.letters));
    ASSERT_TRUE(text.has_value()) << describe(text.error().code) << " at column "
                                  << text.error().column;
    EXPECT_EQ(*text, c.expected);
}

INSTANTIATE_TEST_SUITE_P(San, ParseMoveForms, testing::ValuesIn(san_cases));
INSTANTIATE_TEST_SUITE_P(LongAlgebraic, ParseMoveForms, testing::ValuesIn(long_algebraic_cases));
INSTANTIATE_TEST_SUITE_P(Uci, ParseMoveForms, testing::ValuesIn(uci_cases));
INSTANTIATE_TEST_SUITE_P(LetterCase, ParseMoveForms, testing::ValuesIn(letter_case_cases));
INSTANTIATE_TEST_SUITE_P(Russian, ParseMoveForms, testing::ValuesIn(russian_cases));
INSTANTIATE_TEST_SUITE_P(Western, ParseMoveForms, testing::ValuesIn(western_cases));
INSTANTIATE_TEST_SUITE_P(Figurine, ParseMoveForms, testing::ValuesIn(figurine_cases));

// Every piece of every set, written as the set writes it, in SAN and in book long algebraic.
TEST(ParseMoveLetters, EveryPieceOfEverySet) {
    const LetterSet& english = letter_set(LetterSetId::English);
    for (int s = 0; s < letter_set_count; ++s) {
        const LetterSet& set = letter_set(static_cast<LetterSetId>(s));
        for (PieceType pt : all_piece_types) {
            const std::string letter(set.piece[static_cast<std::size_t>(index(pt))]);
            if (letter.empty()) continue;
            for (const std::string& token :
                 {letter + "d4", letter + "c3" + std::string(set.capture) + "d4"}) {
                SCOPED_TRACE(token + " in " + std::string(set.name));
                const auto text = parse_move(token, set);
                ASSERT_TRUE(text.has_value()) << describe(text.error().code);
                EXPECT_EQ(text->piece, pt);
                EXPECT_EQ(text->to_file, File::D);
                EXPECT_EQ(text->to_rank, Rank::R4);
                const bool foreign = set.id != LetterSetId::Figurine &&
                                     letter != english.piece[static_cast<std::size_t>(index(pt))];
                EXPECT_EQ(text->relaxations.contains(R::NationalLetters), foreign);
                EXPECT_EQ(text->relaxations.contains(R::Figurine), set.id == LetterSetId::Figurine);
                EXPECT_EQ(text->relaxations.contains(R::PawnLetter), pt == Pawn);
            }
        }
    }
}

TEST(ParseMoveEnPassantNote, SeparateTokens) {
    for (std::string_view note : {"e.p.", "e.p", "ep", "e. p."})
        EXPECT_TRUE(is_en_passant_note(note)) << note;
    for (std::string_view other : {"", "e", "e4", "exd6", "e.p.+", "ep.", "E.P."})
        EXPECT_FALSE(is_en_passant_note(other)) << other;
    // Typed on a Russian keyboard, with the Cyrillic е and р.
    for (std::string_view note : {"\u0435.\u0440.", "\u0435\u0440", "\u0435. \u0440.", "e.\u0440."})
        EXPECT_TRUE(is_en_passant_note(note)) << note;
    for (std::string_view other : {"\u0435", "\u04354", "\u0440.", "\u0435.\u0440.+"})
        EXPECT_FALSE(is_en_passant_note(other)) << other;
}

// The check mark behind a separate note ("exd6 e.p.+") is read as the move's own mark.
TEST(ParseMoveEnPassantNote, CheckMarkBehindTheNote) {
    const LetterSet& english = letter_set(LetterSetId::English);
    const LetterSet& russian = letter_set(LetterSetId::RussianCyrillic);
    MoveText text = *parse_move("exd6", english);
    ASSERT_FALSE(read_check_after_note("+", english, text).has_value());
    EXPECT_EQ(text, MoveText(pawn("d6").from("e").capture().check()));
    text = *parse_move("exd6", english);
    ASSERT_FALSE(read_check_after_note("++", english, text).has_value());
    EXPECT_EQ(text, MoveText(pawn("d6").from("e").capture().check().relax({R::DoubleCheckMark})));
    text = *parse_move("e5:d6", russian);
    ASSERT_FALSE(read_check_after_note("x", russian, text).has_value());
    EXPECT_EQ(text.check, CheckMark::Mate);
    // Not a mark of the set, more than one mark, or a mark on the move already: errors.
    for (const std::string_view mark : {"x", "+#", "!", ""}) {
        text = *parse_move("exd6", english);
        EXPECT_TRUE(read_check_after_note(mark, english, text).has_value()) << mark;
    }
    text = *parse_move("exd6+", english);
    const auto error = read_check_after_note("+", english, text);
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->code, MoveParseErrorCode::TrailingCharacters);
    EXPECT_EQ(error->column, 0u);
}

// Look-alike letters (letters.hpp): a token that reads as written is read so; one that does not
// is read with its look-alikes replaced.
struct LookalikeRead {
    std::expected<MoveText, MoveParseError> text;
    LookalikeLetters replaced;
};
LookalikeRead read_lookalikes(std::string_view token, LetterSetId letters, LookalikeKinds kinds) {
    std::string scratch;
    LookalikeRead read;
    read.text =
        parse_move_reading_lookalikes(token, letter_set(letters), kinds, scratch, read.replaced);
    return read;
}

TEST(ParseMoveLookalikes, CyrillicFileLettersInEverySet) {
    const auto files = LookalikeKinds::LatinLetters;
    const LookalikeRead push = read_lookalikes("\u04354", L::English, files);  // е4
    ASSERT_TRUE(push.text.has_value());
    EXPECT_EQ(*push.text, pawn("e4"));
    EXPECT_TRUE(push.replaced.cyrillic_e);
    const LookalikeRead knight = read_lookalikes("\u041Ab8-\u04416", L::RussianCyrillic, files);
    ASSERT_TRUE(knight.text.has_value());
    EXPECT_EQ(*knight.text, piece(Knight, "c6").from("b8").relax({national, R::LongAlgebraic}));
    EXPECT_TRUE(knight.replaced.cyrillic_c);
    const LookalikeRead capture = read_lookalikes("\u0435:d5", L::RussianCyrillic, files);
    ASSERT_TRUE(capture.text.has_value());
    EXPECT_EQ(*capture.text, pawn("d5").from("e").capture().relax({R::ColonCapture}));
    // Both kinds: the Latin K a Cyrillic knight, the Cyrillic с a file.
    const LookalikeRead both =
        read_lookalikes("Kb8-\u04416", L::RussianCyrillic, LookalikeKinds::PiecesAndLatinLetters);
    ASSERT_TRUE(both.text.has_value());
    EXPECT_EQ(both.text->piece, Knight);
    EXPECT_TRUE(both.replaced.knight && both.replaced.cyrillic_c);
}

// The marks typed on a Russian keyboard: х (Х) for the capture mark, О (о) for castling's O, р
// for the p of a glued "e.p.", read in every set where the mark stands; a trailing х, Russian
// books' mate mark typed in Cyrillic, is not read as one.
TEST(ParseMoveLookalikes, CyrillicMarks) {
    const auto latin = LookalikeKinds::LatinLetters;
    const LookalikeRead knight = read_lookalikes("\u041A\u04413\u0445d5", L::RussianCyrillic,
                                                 latin);  // Кс3хd5
    ASSERT_TRUE(knight.text.has_value());
    EXPECT_EQ(*knight.text, piece(Knight, "d5").from("c3").capture().relax({national}));
    EXPECT_TRUE(knight.replaced.cyrillic_c && knight.replaced.cyrillic_x);
    const LookalikeRead pawn_capture = read_lookalikes("\u0435\u0425d5", L::English, latin);
    ASSERT_TRUE(pawn_capture.text.has_value());  // еХd5
    EXPECT_EQ(*pawn_capture.text, pawn("d5").from("e").capture());
    EXPECT_TRUE(pawn_capture.replaced.cyrillic_capital_x);
    const LookalikeRead rook = read_lookalikes("R\u0445\u04351", L::English, latin);  // Rхе1
    ASSERT_TRUE(rook.text.has_value());
    EXPECT_EQ(*rook.text, piece(Rook, "e1").capture());
    for (const LetterSetId letters : {L::English, L::RussianCyrillic, L::German}) {
        const LookalikeRead long_castling =
            read_lookalikes("\u041E-\u041E-\u041E", letters, latin);  // О-О-О
        ASSERT_TRUE(long_castling.text.has_value());
        EXPECT_EQ(*long_castling.text, castle(Long));
        EXPECT_TRUE(long_castling.replaced.cyrillic_capital_o);
    }
    const LookalikeRead mixed = read_lookalikes("O-\u043E+", L::English, latin);  // O-о+
    ASSERT_TRUE(mixed.text.has_value());
    EXPECT_EQ(*mixed.text, castle(Short).check());
    EXPECT_TRUE(mixed.replaced.cyrillic_o);
    const LookalikeRead en_passant =
        read_lookalikes("\u0435\u0445d6\u0435.\u0440.", L::English, latin);  // ехd6е.р.
    ASSERT_TRUE(en_passant.text.has_value());
    EXPECT_EQ(*en_passant.text, pawn("d6").from("e").capture().ep().relax({R::EnPassantSuffix}));
    EXPECT_TRUE(en_passant.replaced.cyrillic_p);
    // Фf7х: not a capture but Russian books' mate mark (before: an error at the х).
    const LookalikeRead mate = read_lookalikes("\u0424f7\u0445", L::RussianCyrillic, latin);
    ASSERT_TRUE(mate.text.has_value());
    EXPECT_EQ(*mate.text, piece(Queen, "f7").mate().relax({national, R::MateAsTrailingX}));
    EXPECT_TRUE(mate.replaced.cyrillic_x);
    // In English a trailing 'x' is no mark: the replaced text's error at the х, as before.
    const LookalikeRead english = read_lookalikes("Qf7\u0445", L::English, latin);
    ASSERT_FALSE(english.text.has_value());
    EXPECT_EQ(english.text.error().code, MoveParseErrorCode::TrailingCharacters);
    EXPECT_EQ(english.text.error().column, 3u);
}

// In Cyrillic letters "сd4" is a lower-case bishop, as it always was; elsewhere the с can only
// be the file's.
TEST(ParseMoveLookalikes, TokensThatReadAsWrittenAreReadSo) {
    const auto files = LookalikeKinds::LatinLetters;
    const LookalikeRead bishop = read_lookalikes("\u0441d4", L::RussianCyrillic, files);
    ASSERT_TRUE(bishop.text.has_value());
    EXPECT_EQ(*bishop.text, piece(Bishop, "d4").relax({national, R::LowercasePiece}));
    EXPECT_FALSE(bishop.replaced.any());
    const LookalikeRead pawn_capture = read_lookalikes("\u0441d4", L::English, files);
    ASSERT_TRUE(pawn_capture.text.has_value());
    EXPECT_EQ(*pawn_capture.text, pawn("d4").from("c"));
    EXPECT_TRUE(pawn_capture.replaced.cyrillic_c);
    // The other reading of the bishop's "сd4", for where the bishop has no such move: the pawn
    // capture "cd4".
    std::string scratch;
    LookalikeLetters replaced;
    const auto other = parse_move_replacing_lookalikes("\u0441d4", letter_set(L::RussianCyrillic),
                                                       files, scratch, replaced);
    ASSERT_TRUE(other.has_value());
    EXPECT_EQ(*other, pawn("d4").from("c"));
    EXPECT_TRUE(replaced.cyrillic_c);
    // Without look-alikes: as written, and nothing replaced.
    const auto plain =
        parse_move_replacing_lookalikes("Bd4", letter_set(L::English), files, scratch, replaced);
    ASSERT_TRUE(plain.has_value());
    EXPECT_EQ(*plain, piece(Bishop, "d4"));
    EXPECT_FALSE(replaced.any());
}

// Transliterated Russian's king "Kr" typed as "Kp" (or "KP"), the look-alike of Cyrillic "Кр"
// (before: "incomplete or invalid square" at byte 2). Only in that set, where "Kp" can be nothing
// else; in the others it reads in no way, as before.
TEST(ParseMoveLookalikes, TransliteratedKingTypedAsKp) {
    const auto latin = LookalikeKinds::LatinLetters;
    const LookalikeRead king = read_lookalikes("Kpe2", L::RussianLatin, latin);
    ASSERT_TRUE(king.text.has_value());
    EXPECT_EQ(*king.text, piece(King, "e2").relax({national}));
    EXPECT_TRUE(king.replaced.king);
    EXPECT_FALSE(king.replaced.knight || king.replaced.king_kr || king.replaced.latin_letters());
    const LookalikeRead capture = read_lookalikes("Kp:e2", L::RussianLatin, latin);
    ASSERT_TRUE(capture.text.has_value());
    EXPECT_EQ(*capture.text, piece(King, "e2").capture().relax({national, R::ColonCapture}));
    const LookalikeRead long_form = read_lookalikes("KPf1-g1+", L::RussianLatin, latin);
    ASSERT_TRUE(long_form.text.has_value());
    EXPECT_EQ(*long_form.text,
              piece(King, "g1").from("f1").check().relax({national, R::LongAlgebraic}));
    EXPECT_TRUE(long_form.replaced.king);
    // With a Cyrillic look-alike in the square too: both read, both named.
    const LookalikeRead both = read_lookalikes("Kp\u04352", L::RussianLatin, latin);  // Kpе2
    ASSERT_TRUE(both.text.has_value());
    EXPECT_EQ(*both.text, piece(King, "e2").relax({national}));
    EXPECT_TRUE(both.replaced.king && both.replaced.cyrillic_e);
    // The set's own spellings stay as they were: "Kr" the king, "K" the knight, nothing replaced.
    const LookalikeRead own_king = read_lookalikes("Krg1", L::RussianLatin, latin);
    ASSERT_TRUE(own_king.text.has_value());
    EXPECT_EQ(own_king.text->piece, King);
    EXPECT_FALSE(own_king.replaced.any());
    const LookalikeRead knight = read_lookalikes("Kg1-f3", L::RussianLatin, latin);
    ASSERT_TRUE(knight.text.has_value());
    EXPECT_EQ(knight.text->piece, Knight);
    EXPECT_FALSE(knight.replaced.any());
    // A bad square behind the king: its error at the token's byte.
    const LookalikeRead bad = read_lookalikes("Kpe9", L::RussianLatin, latin);
    ASSERT_FALSE(bad.text.has_value());
    EXPECT_EQ(bad.text.error().code, MoveParseErrorCode::BadSquare);
    EXPECT_EQ(bad.text.error().column, 3u);
    EXPECT_FALSE(bad.replaced.any());
    // No other set reads it, nor is it read so there: "Kp" stays an error.
    for (const LetterSetId letters : {L::English, L::RussianCyrillic, L::German, L::Dutch}) {
        const LookalikeRead other = read_lookalikes("Kpe2", letters, latin);
        EXPECT_FALSE(other.text.has_value()) << letter_set(letters).name;
    }
    EXPECT_FALSE(parse_move("Kpe2", letter_set(L::RussianLatin)).has_value());
}

// Read in neither way: the replaced text's error, at the token's byte (before: "unknown piece
// letter" at byte 0, as if the Cyrillic е were meant for a piece).
TEST(ParseMoveLookalikes, ErrorsOfTheReplacedTextAtTheTokensBytes) {
    const LookalikeRead bad = read_lookalikes("\u04352-\u04359", L::English,
                                              LookalikeKinds::LatinLetters);  // е2-е9
    ASSERT_FALSE(bad.text.has_value());
    // "e2-e9" is the move "e2" and characters after it, from the '-': byte 2 there, 3 in the token.
    EXPECT_EQ(bad.text.error().code, MoveParseErrorCode::TrailingCharacters);
    EXPECT_EQ(bad.text.error().column, 3u);
    EXPECT_FALSE(bad.replaced.any());
    // Without look-alikes: parse_move's own error.
    const LookalikeRead plain = read_lookalikes("Xe4", L::English, LookalikeKinds::LatinLetters);
    ASSERT_FALSE(plain.text.has_value());
    EXPECT_EQ(plain.text.error().code, parse_move("Xe4", letter_set(L::English)).error().code);
}

}  // namespace
}  // namespace chess::notation
