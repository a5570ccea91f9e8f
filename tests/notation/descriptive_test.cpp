// read_descriptive(): English descriptive notation matched against the legal moves: a whole
// published game, each side's point of view, the forms of captures, promotions and check marks,
// the wing that picks between two pieces, and what is ambiguous, illegal or no such notation.

#include "chess/notation/descriptive.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/move_writer.hpp"
#include "move_test_support.hpp"

namespace chess::notation {
namespace {

using test_support::position;
using Kind = DescriptiveError::Kind;

// The SAN of the move `token` describes in the position `fen`, or what went wrong.
std::string read(const char* fen, std::string_view token, const DescriptiveMarks& apart = {}) {
    const Position pos = position(fen);
    const auto read = read_descriptive(pos, token, apart);
    if (read) return write_san(pos, read->move);
    switch (read.error().kind) {
        case Kind::NotDescriptive:
            return "not descriptive";
        case Kind::NoMatch:
            return "no match";
        case Kind::Ambiguous: {
            std::string out = "ambiguous:";
            for (Move m : read.error().candidates) {
                out += ' ';
                out += write_san(pos, m);
            }
            return out;
        }
    }
    return "?";
}

constexpr const char* initial_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

// Morphy - Duke Karl / Count Isouard, Paris 1858, as English books printed it, and its SAN.
TEST(Descriptive, TheOperaGame) {
    const std::vector<std::string_view> descriptive = {
        "P-K4", "P-K4",  "N-KB3",  "P-Q3",   "P-Q4",  "B-N5",    "PxP",  "BxN",   "QxB",
        "PxP",  "B-QB4", "N-KB3",  "Q-QN3",  "Q-K2",  "N-B3",    "P-B3", "B-KN5", "P-N4",
        "NxP",  "PxN",   "BxNPch", "QN-Q2",  "O-O-O", "R-Q1",    "RxN",  "RxR",   "R-Q1",
        "Q-K3", "BxRch", "NxB",    "Q-N8ch", "NxQ",   "R-Q8mate"};
    const std::vector<std::string_view> san = {
        "e4",    "e5",  "Nf3",  "d6",   "d4",  "Bg4", "dxe5",  "Bxf3", "Qxf3", "dxe5",  "Bc4",
        "Nf6",   "Qb3", "Qe7",  "Nc3",  "c6",  "Bg5", "b5",    "Nxb5", "cxb5", "Bxb5+", "Nbd7",
        "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8",  "Rd8#"};
    ASSERT_EQ(descriptive.size(), san.size());
    Position pos;
    for (std::size_t i = 0; i < san.size(); ++i) {
        SCOPED_TRACE(std::string(descriptive[i]));
        Move m;
        if (descriptive[i] == "O-O-O") {  // castling is SAN's, not read here
            m = *pos.castling_move(CastlingSide::Queen);
        } else {
            const auto read = read_descriptive(pos, descriptive[i]);
            ASSERT_TRUE(read.has_value());
            m = read->move;
        }
        EXPECT_EQ(write_san(pos, m), san[i]);
        pos.play(m);
    }
}

TEST(Descriptive, RanksCountFromTheMoversSide) {
    EXPECT_EQ(read(initial_fen, "P-K4"), "e4");
    EXPECT_EQ(read(initial_fen, "P-QB3"), "c3");
    EXPECT_EQ(read(after_e4, "P-K4"), "e5");
    EXPECT_EQ(read(after_e4, "P-QB4"), "c5");
    EXPECT_EQ(read(after_e4, "N-KB3"), "Nf6");
    EXPECT_EQ(read(after_e4, "Kt-QB3"), "Nc6");  // older books' knight
    EXPECT_EQ(read(after_e4, "QKt-B3"), "Nc6");
}

// "sq" for the first rank, as books printed it before the 1930s: "R-K sq", "K-Bsq".
// Plain-text books set the capture mark apart: "P x P".
TEST(Descriptive, CaptureMarkWithBlanks) {
    constexpr const char* centre = "4k3/8/8/3p4/2P1P3/8/8/3QK3 w - - 0 1";
    EXPECT_EQ(read(centre, "Q x P"), "Qxd5");
    EXPECT_EQ(read(centre, "KP x P"), "exd5");
    EXPECT_EQ(read(centre, "Q \u00D7 P/Q5"), "Qxd5");
    EXPECT_EQ(read(centre, "Q xP"), "Qxd5");
    EXPECT_EQ(read(centre, "Q - Q2"), "not descriptive");  // only the capture mark so
}

TEST(Descriptive, SquareOfTheFirstRank) {
    constexpr const char* rooks = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1";
    EXPECT_EQ(read(rooks, "R-Qsq"), "Rd1");
    EXPECT_EQ(read(rooks, "R-Q sq"), "Rd1");
    EXPECT_EQ(read(rooks, "K-B sq."), "Kf1");
    EXPECT_EQ(read(rooks, "K-KB sq"), "Kf1");
    EXPECT_EQ(read(rooks, "R-Q sqq"), "not descriptive");
}

TEST(Descriptive, FileWithoutItsWingFitsBothSides) {
    EXPECT_EQ(read(initial_fen, "N-B3"), "ambiguous: Nc3 Nf3");
    EXPECT_EQ(read(initial_fen, "N-KB3"), "Nf3");
    EXPECT_EQ(read(initial_fen, "P-B4"), "ambiguous: c4 f4");
    EXPECT_EQ(read(initial_fen, "KBP-B4"), "f4");
    EXPECT_EQ(read(initial_fen, "P-N3"), "ambiguous: b3 g3");
}

TEST(Descriptive, TheWingPicksBetweenTwoPieces) {
    constexpr const char* rooks = "4k3/8/8/8/8/8/4K3/R6R w - - 0 1";
    EXPECT_EQ(read(rooks, "R-Q1"), "ambiguous: Rad1 Rhd1");
    EXPECT_EQ(read(rooks, "KR-Q1"), "Rhd1");
    EXPECT_EQ(read(rooks, "QR-Q1"), "Rad1");
    // Or the square or rank it stands on, in brackets or after a slash.
    constexpr const char* stacked = "4k3/8/8/8/R7/8/4K3/R7 w - - 0 1";
    EXPECT_EQ(read(stacked, "R-R3"), "ambiguous: R1a3 R4a3");
    EXPECT_EQ(read(stacked, "R(1)-R3"), "R1a3");
    EXPECT_EQ(read(stacked, "R/4-R3"), "R4a3");
    EXPECT_EQ(read(stacked, "R(QR4)-R3"), "R4a3");
    EXPECT_EQ(read(stacked, "R/QR1-QR3"), "R1a3");
    EXPECT_EQ(read(stacked, "R(2)-R3"), "no match");
    // A piece that has crossed to the other wing is still found when it is the only one.
    EXPECT_EQ(read("4k3/8/8/8/8/8/4K3/7R w - - 0 1", "QR-Q1"), "Rd1");
}

TEST(Descriptive, CapturesNameThePieceTaken) {
    // White pawns e4 and c4 can both take the pawn on d5; the queen on d1 sees d5 too.
    constexpr const char* centre = "4k3/8/8/3p4/2P1P3/8/8/3QK3 w - - 0 1";
    EXPECT_EQ(read(centre, "PxP"), "ambiguous: exd5 cxd5");
    EXPECT_EQ(read(centre, "KPxP"), "exd5");
    EXPECT_EQ(read(centre, "BPxP"), "cxd5");
    EXPECT_EQ(read(centre, "QxP"), "Qxd5");
    EXPECT_EQ(read(centre, "QxP/Q5"), "Qxd5");
    EXPECT_EQ(read(centre, "QxP(Q5)"), "Qxd5");
    EXPECT_EQ(read(centre, "QxQP"), "Qxd5");
    EXPECT_EQ(read(centre, "QxN"), "no match");
    EXPECT_EQ(read(centre, "P-Q5"), "no match");  // a capture written as a move
    // En passant: the pawn taken stands beside the landing square.
    EXPECT_EQ(read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "PxP"), "exd6");
}

TEST(Descriptive, PromotionsAndCheckMarks) {
    constexpr const char* seventh = "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1";
    EXPECT_EQ(read(seventh, "P-K8=Q"), "e8=Q");
    EXPECT_EQ(read(seventh, "P-K8(N)"), "e8=N+");
    EXPECT_EQ(read(seventh, "P-K8/R"), "e8=R");
    EXPECT_EQ(read(seventh, "P-K8Q"), "e8=Q");
    EXPECT_EQ(read(seventh, "P-K8"), "e8=Q");  // a queen unless said otherwise
    // Set apart, as books print it (the reader keeps it with the move); only in parentheses.
    EXPECT_EQ(read(seventh, "P-K8 (Kt)"), "e8=N+");
    EXPECT_EQ(read(seventh, "P-K8 (R)ch"), "e8=R");
    EXPECT_EQ(read(seventh, "P-K8 R"), "not descriptive");
    const Position pos = position(initial_fen);
    EXPECT_EQ(read_descriptive(pos, "P-K4ch")->check, CheckMark::Check);
    EXPECT_EQ(read_descriptive(pos, "P-K4+")->check, CheckMark::Check);
    EXPECT_EQ(read_descriptive(pos, "P-K4mate")->check, CheckMark::Mate);
    EXPECT_EQ(read_descriptive(pos, "P-K4")->check, CheckMark::None);
}

// A pawn's capture that promotes, as books print it: the piece taken, then the promotion glued
// or apart ("PxKt(Q)", "PxR (Q)ch"), with blanks inside its parentheses too ("( Q )").
TEST(Descriptive, CapturesThatPromote) {
    constexpr const char* seventh = "3n1r1k/4P3/8/8/8/8/8/4K3 w - - 0 1";
    EXPECT_EQ(read(seventh, "PxKt(Q)"), "exd8=Q");
    EXPECT_EQ(read(seventh, "PxKt (Q)"), "exd8=Q");
    EXPECT_EQ(read(seventh, "P x Kt (Q)"), "exd8=Q");
    EXPECT_EQ(read(seventh, "PxR (Q)ch"), "exf8=Q+");
    EXPECT_EQ(read(seventh, "PxKt ( Kt )"), "exd8=N");
    EXPECT_EQ(read(seventh, "P-K8 ( Q )"), "e8=Q");
    EXPECT_EQ(read(seventh, "PxKt"), "exd8=Q");  // a queen unless said otherwise
    EXPECT_EQ(read(seventh, "PxKt ( K )"), "not descriptive");
    EXPECT_EQ(read(seventh, "PxKt ( Q"), "not descriptive");
}

TEST(Descriptive, CastlesAsAWord) {
    constexpr const char* both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    constexpr const char* king_side_only = "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1";
    EXPECT_EQ(read(both, "Castles"), "O-O");  // books name the queen's side when they mean it
    EXPECT_EQ(read(both, "Castles(K)"), "O-O");
    EXPECT_EQ(read(both, "CastlesQR"), "O-O-O");
    EXPECT_EQ(read(king_side_only, "Castles"), "O-O");
    EXPECT_EQ(read(king_side_only, "Castles(Q)"), "no match");
    EXPECT_EQ(read(initial_fen, "Castles"), "no match");
}

// The side written apart, as the reader keeps it with the word ("Castles QR"), and dotted.
TEST(Descriptive, CastlesWithItsSideApart) {
    constexpr const char* both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    EXPECT_EQ(read(both, "Castles QR"), "O-O-O");
    EXPECT_EQ(read(both, "Castles  (K)"), "O-O");
    EXPECT_EQ(read(both, "castles K.R."), "O-O");
    EXPECT_EQ(read(both, "Castles(Q.R.)"), "O-O-O");
    EXPECT_EQ(read(both, "Castles (Q R)"), "O-O-O");
    EXPECT_EQ(read(both, "Castles Q. R."), "O-O-O");
    EXPECT_EQ(read(both, "Castles K R."), "O-O");
    EXPECT_EQ(read(both, "Castles."), "O-O");
    EXPECT_EQ(read(both, "Castles ()"), "not descriptive");
    EXPECT_EQ(read(both, "Castles (KR"), "not descriptive");
    EXPECT_EQ(read(both, "Castles Kt"), "not descriptive");
}

// Books left out what the check mark or the en-passant note settles: of several moves that
// fit, the marks choose, whether glued to the move or written apart.
TEST(Descriptive, MarksChooseAmongTheMovesThatFit) {
    // Scholar's mate: the queen on h5 can take on e5, f7 and h7.
    constexpr const char* scholar =
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    EXPECT_EQ(read(scholar, "QxP"), "ambiguous: Qxf7# Qxe5+ Qxh7");
    EXPECT_EQ(read(scholar, "QxP", {CheckMark::Mate, false}), "Qxf7#");
    EXPECT_EQ(read(scholar, "QxPmate"), "Qxf7#");
    EXPECT_EQ(read(scholar, "QxPch"), "ambiguous: Qxf7# Qxe5+");  // both give check
    // En passant: two pawns can take, one of them en passant.
    constexpr const char* two_captures = "4k3/8/8/3pP3/2P5/8/8/4K3 w - d6 0 1";
    EXPECT_EQ(read(two_captures, "PxP"), "ambiguous: cxd5 exd6");
    EXPECT_EQ(read(two_captures, "PxP", {CheckMark::None, true}), "exd6");
    // Castling that checks: the rook lands on the d-file of the king on d8.
    constexpr const char* rook_checks = "3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    EXPECT_EQ(read(rook_checks, "Castles"), "O-O");
    EXPECT_EQ(read(rook_checks, "Castles", {CheckMark::Check, false}), "O-O-O+");
    // No move fits the marks: the text's ambiguity is reported.
    EXPECT_EQ(read(two_captures, "PxP", {CheckMark::Check, false}), "ambiguous: cxd5 exd6");
}

// Typeset books: the em or en dash for "-", the multiplication sign for "x"; a Russian
// keyboard's Cyrillic \u0445 for "x".
TEST(Descriptive, TypesetDashesAndCaptureSigns) {
    EXPECT_EQ(read(initial_fen, "P\u2014K4"), "e4");
    EXPECT_EQ(read(initial_fen, "Kt\u2013KB3"), "Nf3");
    constexpr const char* scandinavian =
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    EXPECT_EQ(read(scandinavian, "P\u00D7P"), "exd5");
    EXPECT_EQ(read(scandinavian, "P\u0445P"), "exd5");
    EXPECT_EQ(read(initial_fen, "P--K4"), "e4");                   // plain text's em dash
    EXPECT_EQ(read(initial_fen, "P\u2011K4"), "e4");               // text recognition's hyphens
    EXPECT_EQ(read(initial_fen, "Kt\u2212KB3"), "Nf3");            // and minus sign
    EXPECT_EQ(read(initial_fen, "P\u2015K4"), "not descriptive");  // a horizontal bar is no dash
}

// English books of the 19th century set a full stop behind every piece letter, file and rank:
// "K.B.P.", "Kt-K.B.3.", "Q.Kt.-B.3", "B.-Q.Kt.5", read as "KBP", "Kt-KB3", "QKt-B3", "B-QKt5"
// (before, not descriptive). A full stop anywhere else still is no such notation.
TEST(Descriptive, FullStopsBehindPiecesAndSquares) {
    EXPECT_EQ(read(initial_fen, "P-K.4."), "e4");
    EXPECT_EQ(read(initial_fen, "P-K.4"), "e4");
    EXPECT_EQ(read(initial_fen, "Kt-K.B.3."), "Nf3");
    EXPECT_EQ(read(initial_fen, "Q.Kt.-B.3"), "Nc3");
    EXPECT_EQ(read(initial_fen, "K.B.P.-B.4"), "f4");
    EXPECT_EQ(read(initial_fen, "K.Kt.-R.3"), "Nh3");
    EXPECT_EQ(read(after_e4, "P-Q.B.4."), "c5");
    constexpr const char* bishop = "4k3/8/8/8/8/8/8/4KB2 w - - 0 1";
    EXPECT_EQ(read(bishop, "B.-Q.Kt.5"), "Bb5+");
    EXPECT_EQ(read(bishop, "B.-Q.Kt.5ch"), "Bb5+");
    constexpr const char* centre = "4k3/8/8/3p4/2P1P3/8/8/3QK3 w - - 0 1";
    EXPECT_EQ(read(centre, "K.P.xP."), "exd5");
    EXPECT_EQ(read(centre, "Q.xQ.P."), "Qxd5");
    EXPECT_EQ(read(centre, "QxP/Q.5"), "Qxd5");
    constexpr const char* rooks = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1";
    EXPECT_EQ(read(rooks, "K.R.-K.B.sq."), "Rf1");
    for (const char* token : {".P-K4", "P-.K4", "P..-K4", "P-K4..", "P.-.K4"}) {
        EXPECT_EQ(read(initial_fen, token), "not descriptive") << token;
    }
}

// The capture mark set between two full stops, "P.x.P" (before, not descriptive: the full stop
// behind the 'x' was kept). Only there: "Px.P" has a full stop where no book sets one.
TEST(Descriptive, FullStopsAroundTheCaptureMark) {
    constexpr const char* centre = "4k3/8/8/3p4/2P1P3/8/8/3QK3 w - - 0 1";
    EXPECT_EQ(read(centre, "K.P.x.P."), "exd5");
    EXPECT_EQ(read(centre, "Q.x.P."), "Qxd5");
    EXPECT_EQ(read(centre, "P.x.P"), "ambiguous: exd5 cxd5");
    constexpr const char* one_pawn = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    EXPECT_EQ(read(one_pawn, "P.x.P"), "exd5");
    EXPECT_EQ(read(one_pawn, "P.x.P.ch"), "exd5");
    for (const char* token : {"Px.P", "P.x..P", "P.x.", "P.-.K4"}) {
        EXPECT_EQ(read(one_pawn, token), "not descriptive") << token;
    }
}

// The form alone, with no board: what the PGN reader asks of a word that begins a note.
TEST(Descriptive, FormWithoutABoard) {
    for (const char* token : {"P-K4", "QxP", "KtxP", "PxPch", "Kt-K.B.3.", "P.x.P", "Castles",
                              "Castles(QR)", "castles", "B-N5", "QxP/B7"}) {
        EXPECT_TRUE(reads_as_descriptive(token)) << token;
    }
    for (const char* token :
         {"White", "Better", "Black", "Nf3", "e4", "O-O", "Resigns", "Castle", "Px.P", ""}) {
        EXPECT_FALSE(reads_as_descriptive(token)) << token;
    }
}

TEST(Descriptive, OtherTextIsNotDescriptive) {
    for (const char* token :
         {"e4", "Nf3", "O-O", "resigns", "P-K9", "P-", "PxP/K", "N-KB3x", "Kx", "P-K4chh", ""}) {
        EXPECT_EQ(read(initial_fen, token), "not descriptive") << token;
    }
}

}  // namespace
}  // namespace chess::notation
