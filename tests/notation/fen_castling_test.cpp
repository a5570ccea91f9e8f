// The castling field in every dialect ("KQkq", X-FEN, Shredder-FEN), Chess960 detection, and
// writing in each style.

#include <gtest/gtest.h>

#include <string>

#include "chess/notation/fen.hpp"

namespace chess::notation {
namespace {

const std::string standard_board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const Bitboard corners = Bitboard(Square::A1) | Square::H1 | Square::A8 | Square::H8;

chess::Setup parsed_setup(const std::string& fen) {
    const auto setup = parse_fen(fen);
    EXPECT_TRUE(setup.has_value()) << fen << ": " << setup.error().message;
    return setup.value_or(chess::Setup{});
}

std::string castling_field(const chess::Setup& setup, CastlingStyle style) {
    const std::string fen = write_fen(setup, {.castling = style, .counters = false});
    const auto blank = fen.rfind(' ');
    return fen.substr(fen.rfind(' ', blank - 1) + 1, blank - fen.rfind(' ', blank - 1) - 1);
}

TEST(FenCastling, StandardLettersInAnyOrder) {
    for (const char* field : {"KQkq", "kqKQ", "qkQK", "HAha", "AHah", "KAhq"}) {
        const chess::Setup s = parsed_setup(standard_board + " w " + field + " - 0 1");
        EXPECT_EQ(s.castling_rooks, corners) << field;
        EXPECT_FALSE(s.chess960) << field;
        EXPECT_EQ(castling_field(s, CastlingStyle::Auto), "KQkq") << field;
        EXPECT_EQ(castling_field(s, CastlingStyle::XFen), "KQkq") << field;
        EXPECT_EQ(castling_field(s, CastlingStyle::Shredder), "HAha") << field;
    }
}

TEST(FenCastling, NoRightsIsADash) {
    const chess::Setup s = parsed_setup(standard_board + " w - - 0 1");
    EXPECT_TRUE(s.castling_rooks.empty());
    for (auto style : {CastlingStyle::Auto, CastlingStyle::XFen, CastlingStyle::Shredder})
        EXPECT_EQ(castling_field(s, style), "-");
}

TEST(FenCastling, PartialRights) {
    const chess::Setup s = parsed_setup("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1");
    EXPECT_EQ(s.castling_rooks, Bitboard(Square::H1) | Square::A8);
    EXPECT_EQ(castling_field(s, CastlingStyle::Auto), "Kq");
    EXPECT_EQ(castling_field(s, CastlingStyle::Shredder), "Ha");
}

TEST(FenCastling, KingSideLetterMeansTheOutermostRook) {
    // Two white rooks on the h-side of the king: 'K' is the one on h1, 'F' names f1.
    const chess::Setup k = parsed_setup("4k3/8/8/8/8/8/8/4KR1R w K - 0 1");
    EXPECT_EQ(k.castling_rooks, Bitboard(Square::H1));
    EXPECT_FALSE(k.chess960);

    const chess::Setup f = parsed_setup("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    EXPECT_EQ(f.castling_rooks, Bitboard(Square::F1));
    EXPECT_TRUE(f.chess960);  // a castling rook off the a- and h-files
    EXPECT_EQ(castling_field(f, CastlingStyle::Auto), "F");
    EXPECT_EQ(castling_field(f, CastlingStyle::XFen), "F");
    EXPECT_EQ(castling_field(f, CastlingStyle::Shredder), "F");
}

TEST(FenCastling, QueenSideLetterMeansTheOutermostRook) {
    const chess::Setup s = parsed_setup("rr2k3/8/8/8/8/8/8/RR2K3 w Qq - 0 1");
    EXPECT_EQ(s.castling_rooks, Bitboard(Square::A1) | Square::A8);
    const chess::Setup b = parsed_setup("rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1");
    EXPECT_EQ(b.castling_rooks, Bitboard(Square::B1) | Square::B8);
    EXPECT_EQ(castling_field(b, CastlingStyle::Auto), "Bb");
}

TEST(FenCastling, XFenLettersWhereTheRookIsNotOutermost) {
    // From the tricky perft suites: rooks on e1 and f1, king on g1, castling with the f-rook.
    const chess::Setup s =
        parsed_setup("4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 1");
    EXPECT_EQ(s.castling_rooks, Bitboard(Square::F1) | Square::F8);
    EXPECT_TRUE(s.chess960);
    EXPECT_EQ(castling_field(s, CastlingStyle::Auto), "Ff");
    EXPECT_EQ(castling_field(s, CastlingStyle::Shredder), "Ff");
}

TEST(FenCastling, Chess960StartWithShredderLetters) {
    const std::string fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    const chess::Setup s = parsed_setup(fen);
    EXPECT_EQ(s.castling_rooks, Bitboard(Square::F1) | Square::H1 | Square::F8 | Square::H8);
    EXPECT_TRUE(s.chess960);
    EXPECT_EQ(write_fen(s, {.castling = CastlingStyle::Shredder}), fen);
    // Each rook is the outermost on its side of the g-file king: plain letters suffice.
    const std::string xfen = write_fen(s);
    EXPECT_EQ(xfen, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    EXPECT_EQ(parsed_setup(xfen), s);
}

TEST(FenCastling, Chess960DetectedFromTheKingsFile) {
    // Rooks in the corners, king on g1/g8: only the king's file tells it is Chess960.
    const chess::Setup s = parsed_setup("r5kr/8/8/8/8/8/8/R5KR w KQkq - 0 1");
    EXPECT_EQ(s.castling_rooks, corners);
    EXPECT_TRUE(s.chess960);
    // Without castling rights nothing can be told, and nothing needs to be.
    EXPECT_FALSE(parsed_setup("r5kr/8/8/8/8/8/8/R5KR w - - 0 1").chess960);
    // One side's rights are enough.
    EXPECT_TRUE(parsed_setup("r3k2r/8/8/8/8/8/8/R5KR w Q - 0 1").chess960);
    EXPECT_FALSE(parsed_setup("r3k2r/8/8/8/8/8/8/R5KR w kq - 0 1").chess960);
}

TEST(FenCastling, MixedDialects) {
    const chess::Setup s = parsed_setup("r3k2r/8/8/8/8/8/8/R3K2R w KAhq - 0 1");
    EXPECT_EQ(s.castling_rooks, corners);
    EXPECT_FALSE(s.chess960);
}

TEST(FenCastling, RightsWithoutRookOrKingStillRecordTheCorner) {
    // No rook: 'K' records h1 so that validation reports the invalid right.
    EXPECT_EQ(parsed_setup("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1").castling_rooks, corners);
    // No king on the back rank: the corner too, and no Chess960 guess from a missing king.
    const chess::Setup no_king = parsed_setup("4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1");
    EXPECT_EQ(no_king.castling_rooks, Bitboard(Square::A1) | Square::H1);
    EXPECT_FALSE(no_king.chess960);
    // A rook beyond the king only on the other side: 'K' still means h1.
    EXPECT_EQ(parsed_setup("4k3/8/8/8/8/8/8/R3K3 w K - 0 1").castling_rooks, Bitboard(Square::H1));
}

TEST(FenCastling, WritingRoundTripsEvenForInvalidRights) {
    chess::Setup s = chess::Setup::standard();
    s[Square::E1] = Piece::None;  // no white king: letters cannot be resolved against it
    s.castling_rooks = Bitboard(Square::H1) | Square::C1 | Square::A8;
    EXPECT_EQ(castling_field(s, CastlingStyle::Auto), "KCq");
    EXPECT_EQ(castling_field(s, CastlingStyle::Shredder), "HCa");
    for (auto style : {CastlingStyle::Auto, CastlingStyle::XFen, CastlingStyle::Shredder}) {
        const chess::Setup back = parsed_setup(write_fen(s, {.castling = style}));
        EXPECT_EQ(back.castling_rooks, s.castling_rooks);
    }
}

TEST(FenCastling, ValidatedChess960PositionKeepsItsFlag) {
    const auto pos = read_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    ASSERT_TRUE(pos.has_value()) << pos.error().message();
    EXPECT_TRUE(pos->is_chess960());
    EXPECT_EQ(pos->castling_rook(Color::White, CastlingSide::Queen), Square::F1);
    EXPECT_EQ(write_fen(*pos, {.castling = CastlingStyle::Shredder}),
              "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
}

}  // namespace
}  // namespace chess::notation
