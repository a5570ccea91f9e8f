// resolve(): every required example, castling in standard and Chess960 geometries, en passant,
// promotions, each relaxation found on the board, and each error code with its explain() text.

#include "chess/notation/resolve.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <ostream>
#include <string>
#include <vector>

#include "move_test_support.hpp"

namespace chess::notation {
namespace {

using test_support::position;
using test_support::text_of;
using test_support::uci_move;
using R = Relaxation;
using E = ResolveErrorCode;

Relaxations notes(std::initializer_list<Relaxation> list) {
    Relaxations set;
    for (Relaxation r : list) set.add(r);
    return set;
}

std::string names(Relaxations set) {
    std::string out;
    set.for_each([&out](Relaxation r) { (out += out.empty() ? "" : ", ") += describe(r); });
    return "{" + out + "}";
}

// ---- positions

constexpr const char* start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* two_rooks = "4k3/8/8/8/8/8/6K1/R6R w - - 0 12";
constexpr const char* knights_rooks = "k4r2/8/2N5/7r/2N5/8/8/6K1 w - - 0 34";
constexpr const char* three_queens = "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1";
constexpr const char* after_e4_d5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
constexpr const char* scholar =
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
constexpr const char* promote = "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1";
constexpr const char* promote_mate = "7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1";
constexpr const char* short_capture = "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 13";
constexpr const char* two_short_captures = "4k3/4p3/3P4/4p3/3P4/8/8/4K3 w - - 0 1";
constexpr const char* castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr const char* castle_check = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
constexpr const char* c960_required = "nr3kbr/ppp3pp/8/2Pp4/8/7P/PP3PP1/1R3KBR w HBhb d6 0 1";
constexpr const char* c960_king_b = "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w AGag - 0 1";
constexpr const char* c960_king_on_g = "1k6/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HA - 0 1";
constexpr const char* c960_rook_on_c = "1k6/pppppppp/8/8/8/8/PPPPPPPP/2RK3R w CH - 0 1";
constexpr const char* c960_king_f = "1k6/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w HA - 0 1";
constexpr const char* ep_evasion = "k7/8/8/2Pp4/4K3/8/8/8 w - d6 0 1";
constexpr const char* ep_pinned = "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1";
constexpr const char* pinned_bishop = "r6k/4q3/8/8/8/B7/8/K7 w - - 0 1";
constexpr const char* double_check = "4k3/8/8/8/8/5n2/8/R3K2r w - - 0 1";
constexpr const char* bishop_d4 = "4k3/8/8/8/3b4/8/4K3/8 w - - 0 1";

// ---- successful resolution

struct ResolveCase {
    const char* fen;
    const char* token;
    const char* uci;  // the expected move (standard or Chess960 castling form)
    Relaxations relaxations;
};

std::ostream& operator<<(std::ostream& os, const ResolveCase& c) {
    return os << "'" << c.token << "' in " << c.fen;
}

class ResolveTest : public ::testing::TestWithParam<ResolveCase> {};

TEST_P(ResolveTest, ResolvesToTheMoveWithItsRelaxations) {
    const ResolveCase& c = GetParam();
    const Position pos = position(c.fen);
    const Move expected = uci_move(pos, c.uci);
    ASSERT_FALSE(expected.is_none()) << "bad test: " << c.uci;
    const auto result = resolve(pos, text_of(c.token));
    ASSERT_TRUE(result.has_value()) << explain(result.error(), pos, c.token) << " (code "
                                    << static_cast<int>(result.error().code) << ")";
    EXPECT_EQ(result->move, expected);
    EXPECT_EQ(result->relaxations, c.relaxations)
        << "got " << names(result->relaxations) << ", want " << names(c.relaxations);
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Plain, ResolveTest,
    ::testing::Values(
        ResolveCase{start_fen, "e4", "e2e4", {}},
        ResolveCase{start_fen, "Nf3", "g1f3", {}},
        ResolveCase{start_fen, "e2-e4", "e2e4", R::LongAlgebraic},
        ResolveCase{start_fen, "Ng1-f3", "g1f3", R::LongAlgebraic},
        ResolveCase{start_fen, "e2e4", "e2e4", R::UciCoordinates},
        ResolveCase{start_fen, "g1f3", "g1f3", R::UciCoordinates},
        ResolveCase{after_e4_d5, "exd5", "e4d5", {}},
        ResolveCase{after_e4_d5, "e4xd5", "e4d5", R::LongAlgebraic},
        ResolveCase{after_e4_d5, "e4d5", "e4d5", R::UciCoordinates},
        ResolveCase{after_e4_d5, "ed", "e4d5", R::ShortPawnCapture},
        ResolveCase{after_e4_d5, "Bb5+", "f1b5", {}},
        ResolveCase{scholar, "Qxf7#", "h5f7", {}},
        ResolveCase{scholar, "Bxf7+", "c4f7", {}},
        ResolveCase{promote, "e8=Q+", "e7e8q", {}},
        ResolveCase{promote, "e8=N", "e7e8n", {}},
        ResolveCase{promote, "exd8=Q+", "e7d8q", {}},
        ResolveCase{promote, "exd8=R+", "e7d8r", {}},
        ResolveCase{promote, "e7e8b", "e7e8b", R::UciCoordinates},
        ResolveCase{promote_mate, "e8=R#", "e7e8r", {}},
        ResolveCase{start_fen, "--", "0000", R::NullMove}));
// clang-format on

// The examples the issue asks for, one move at a time (sequences are in ResolveSequence below).
// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Required, ResolveTest,
    ::testing::Values(
        ResolveCase{two_rooks, "Rhd1", "h1d1", {}},
        ResolveCase{two_rooks, "Rad1", "a1d1", {}},
        ResolveCase{knights_rooks, "N4e5", "c4e5", {}},
        ResolveCase{knights_rooks, "N6e5", "c6e5", {}},
        ResolveCase{short_capture, "de", "d4e5", R::ShortPawnCapture},
        ResolveCase{"3k4/8/8/8/8/8/3r4/7K b - - 0 23", "Rd2-d6", "d2d6", R::LongAlgebraic},
        ResolveCase{c960_required, "cxd6 e.p.", "c5d6", R::EnPassantSuffix},
        ResolveCase{c960_required, "cxd6", "c5d6", {}}));
// clang-format on

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Disambiguation, ResolveTest,
    ::testing::Values(
        ResolveCase{three_queens, "Qh4e1", "h4e1", {}},
        ResolveCase{three_queens, "Q1e1", "h1e1", {}},
        ResolveCase{three_queens, "Qee1", "e4e1", {}},
        ResolveCase{three_queens, "Qh1-e1", "h1e1", R::LongAlgebraic},
        // One coordinate that distinguishes is enough, even where SAN prefers the other.
        ResolveCase{knights_rooks, "Nc4e5", "c4e5", R::OverDisambiguation},
        ResolveCase{three_queens, "Qe4e1", "e4e1", R::OverDisambiguation},
        ResolveCase{three_queens, "Qh1e1", "h1e1", R::OverDisambiguation},
        ResolveCase{two_rooks, "Rh1d1", "h1d1", R::OverDisambiguation},
        ResolveCase{start_fen, "Ngf3", "g1f3", R::OverDisambiguation},
        ResolveCase{start_fen, "N1f3", "g1f3", R::OverDisambiguation},
        ResolveCase{start_fen, "Ng1f3", "g1f3", R::OverDisambiguation},
        ResolveCase{start_fen, "ee4", "e2e4", R::OverDisambiguation},
        ResolveCase{after_e4_d5, "e4xd5", "e4d5", R::LongAlgebraic},
        ResolveCase{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Ked2", "e1d2", R::OverDisambiguation},
        // A pinned rival is no candidate: Ne2 needs no disambiguation here.
        ResolveCase{"4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1", "Ne2", "g1e2", {}},
        ResolveCase{"4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1", "Nge2", "g1e2",
                    R::OverDisambiguation}));
// clang-format on

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    BoardRelaxations, ResolveTest,
    ::testing::Values(
        ResolveCase{after_e4_d5, "ed5", "e4d5", R::MissingCaptureMark},
        ResolveCase{scholar, "Qf7#", "h5f7", R::MissingCaptureMark},
        ResolveCase{start_fen, "Nxf3", "g1f3", R::SuperfluousCaptureMark},
        ResolveCase{after_e4_d5, "e4-d5", "e4d5", notes({R::LongAlgebraic, R::MissingCaptureMark})},
        ResolveCase{after_e4_d5, "Bb5", "f1b5", R::MissingCheckMark},
        ResolveCase{scholar, "Bxf7", "c4f7", R::MissingCheckMark},
        ResolveCase{scholar, "Qxf7", "h5f7", R::MissingMateMark},
        ResolveCase{scholar, "Qxf7+", "h5f7", R::MissingMateMark},
        ResolveCase{scholar, "Bxf7#", "c4f7", R::WrongCheckMark},
        ResolveCase{start_fen, "Nf3+", "g1f3", R::WrongCheckMark},
        ResolveCase{start_fen, "e4#", "e2e4", R::WrongCheckMark},
        ResolveCase{promote, "e8Q+", "e7e8q", R::MissingPromotionEquals},
        ResolveCase{promote_mate, "e8=Q", "e7e8q", R::MissingMateMark},
        ResolveCase{castle_check, "O-O", "e1g1", R::MissingCheckMark},
        ResolveCase{castle_check, "O-O+", "e1g1", {}},
        ResolveCase{castles, "O-O+", "e1g1", R::WrongCheckMark},
        // UCI writes neither 'x' nor '+': their absence is the notation, not a lapse.
        ResolveCase{scholar, "h5f7", "h5f7", R::UciCoordinates},
        ResolveCase{scholar, "h5f7#", "h5f7", R::UciCoordinates},
        ResolveCase{ep_evasion, "cxd6 e.p.", "c5d6", R::EnPassantSuffix},
        ResolveCase{ep_evasion, "cd", "c5d6", R::ShortPawnCapture}));
// clang-format on

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Castling, ResolveTest,
    ::testing::Values(
        ResolveCase{castles, "O-O", "e1g1", {}},
        ResolveCase{castles, "O-O-O", "e1c1", {}},
        ResolveCase{castles, "0-0", "e1g1", R::CastlingWithZeros},
        ResolveCase{castles, "0-0-0", "e1c1", R::CastlingWithZeros},
        // The king's two-square step and king-takes-rook both mean castling.
        ResolveCase{castles, "e1g1", "e1g1", R::UciCoordinates},
        ResolveCase{castles, "e1c1", "e1c1", R::UciCoordinates},
        ResolveCase{castles, "e1h1", "e1g1", R::UciCoordinates},
        ResolveCase{castles, "Ke1-g1", "e1g1", R::LongAlgebraic},
        ResolveCase{castles, "Ke1-c1", "e1c1", R::LongAlgebraic},
        ResolveCase{castles, "Kf1", "e1f1", {}},
        // Chess960, king on the b-file with the a-side rook beside it.
        ResolveCase{c960_king_b, "O-O", "b1g1", {}},
        ResolveCase{c960_king_b, "O-O-O", "b1a1", {}},
        ResolveCase{c960_king_b, "b1a1", "b1a1", R::UciCoordinates},
        ResolveCase{c960_king_b, "b1g1", "b1g1", R::UciCoordinates},  // takes the rook on g1
        ResolveCase{c960_king_b, "Kc1", "b1c1", {}},        // c1 is one step away: no castling
        ResolveCase{c960_king_b, "b1c1", "b1c1", R::UciCoordinates},
        // The king already on its target square (g1): only the rook moves.
        ResolveCase{c960_king_on_g, "O-O", "g1h1", {}},
        ResolveCase{c960_king_on_g, "g1h1", "g1h1", R::UciCoordinates},
        ResolveCase{c960_king_on_g, "O-O-O", "g1a1", {}},
        // The king's landing square names queenside castling too.
        ResolveCase{c960_king_on_g, "g1c1", "g1a1", R::UciCoordinates},
        // A rook on the king's target square (c1): king and rook swap.
        ResolveCase{c960_rook_on_c, "O-O-O", "d1c1", {}},
        ResolveCase{c960_rook_on_c, "d1c1", "d1c1", R::UciCoordinates},
        ResolveCase{c960_rook_on_c, "O-O", "d1h1", {}},
        ResolveCase{c960_rook_on_c, "d1g1", "d1h1", R::UciCoordinates},
        // King f1, rook h1: "Kg1" is an ordinary step, castling is O-O or f1h1.
        ResolveCase{c960_king_f, "Kg1", "f1g1", {}},
        ResolveCase{c960_king_f, "f1g1", "f1g1", R::UciCoordinates},
        ResolveCase{c960_king_f, "f1h1", "f1h1", R::UciCoordinates},
        ResolveCase{c960_king_f, "O-O", "f1h1", {}},
        ResolveCase{c960_king_f, "O-O-O", "f1a1", {}}));
// clang-format on

// ---- errors and their explanations

struct ResolveFailureCase {
    const char* fen;
    const char* token;
    ResolveErrorCode code;
    std::vector<const char*> candidates;  // UCI
    const char* explanation;
};

std::ostream& operator<<(std::ostream& os, const ResolveFailureCase& c) {
    return os << "'" << c.token << "' in " << c.fen;
}

class ResolveErrorTest : public ::testing::TestWithParam<ResolveFailureCase> {};

TEST_P(ResolveErrorTest, FailsWithCodeCandidatesAndExplanation) {
    const ResolveFailureCase& c = GetParam();
    const Position pos = position(c.fen);
    const auto result = resolve(pos, text_of(c.token));
    ASSERT_FALSE(result.has_value()) << "resolved to " << write_uci(pos, result->move);
    EXPECT_EQ(result.error().code, c.code);
    std::vector<std::string> got;
    for (Move m : result.error().candidates) got.push_back(write_uci(pos, m));
    EXPECT_EQ(got, std::vector<std::string>(c.candidates.begin(), c.candidates.end()));
    EXPECT_EQ(explain(result.error(), pos, c.token), c.explanation);
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(
    Errors, ResolveErrorTest,
    ::testing::Values(
        ResolveFailureCase{two_rooks, "Rd1", E::Ambiguous, {"a1d1", "h1d1"},
                  "'Rd1' is ambiguous: Rad1, Rhd1"},
        ResolveFailureCase{two_rooks, "R1d1", E::Ambiguous, {"a1d1", "h1d1"},
                  "'R1d1' is ambiguous: Rad1, Rhd1"},
        ResolveFailureCase{three_queens, "Qhe1", E::Ambiguous, {"h4e1", "h1e1"},
                  "'Qhe1' is ambiguous: Qh4e1, Q1e1"},
        ResolveFailureCase{two_short_captures, "de", E::Ambiguous, {"d4e5", "d6e7"},
                  "'de' is ambiguous: dxe5, dxe7"},
        ResolveFailureCase{pinned_bishop, "Bxe7", E::Illegal, {"a3e7"},
                  "'Bxe7' is illegal: the bishop on a3 is pinned"},
        ResolveFailureCase{bishop_d4, "Ke3", E::Illegal, {"e2e3"},
                  "'Ke3' is illegal: the king would be in check"},
        ResolveFailureCase{ep_pinned, "exd6", E::Illegal, {"e5d6"},
                  "'exd6' is illegal: the en-passant capture would expose the king to the rook "
                  "on h5"},
        ResolveFailureCase{ep_evasion, "c6", E::Illegal, {"c5c6"},
                  "'c6' is illegal: the king is in check from the pawn on d5"},
        ResolveFailureCase{double_check, "Rd1", E::Illegal, {"a1d1"},
                  "'Rd1' is illegal: the king is in double check"},
        ResolveFailureCase{start_fen, "Nf4", E::NoSuchPiece, {}, "'Nf4': no knight can reach f4"},
        ResolveFailureCase{start_fen, "Qh5", E::NoSuchPiece, {}, "'Qh5': no queen can reach h5"},
        ResolveFailureCase{start_fen, "Nbf3", E::NoSuchPiece, {},
                  "'Nbf3': no knight on the b-file can reach f3"},
        ResolveFailureCase{start_fen, "N2d2", E::NoSuchPiece, {}, "'N2d2': d2 is occupied by a white pawn"},
        ResolveFailureCase{start_fen, "Nd2", E::NoSuchPiece, {}, "'Nd2': d2 is occupied by a white pawn"},
        ResolveFailureCase{start_fen, "e3e4", E::NoSuchPiece, {}, "'e3e4': no white piece on e3"},
        ResolveFailureCase{start_fen, "Bg1-f3", E::NoSuchPiece, {},
                  "'Bg1-f3': the knight on g1 is not a bishop"},
        ResolveFailureCase{start_fen, "Ng1-g3", E::NoSuchPiece, {},
                  "'Ng1-g3': the knight on g1 cannot reach g3"},
        ResolveFailureCase{start_fen, "de", E::NoSuchPiece, {},
                  "'de': no pawn on the d-file can capture on the e-file"},
        ResolveFailureCase{start_fen, "O-O", E::CastlingNotAllowed, {},
                  "'O-O': castling is not allowed: the bishop on f1 is in the way"},
        ResolveFailureCase{c960_required, "O-O", E::CastlingNotAllowed, {},
                  "'O-O': castling is not allowed: the bishop on g1 is in the way"},
        ResolveFailureCase{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", E::CastlingNotAllowed, {},
                  "'O-O': castling is not allowed: no castling right on the kingside"},
        ResolveFailureCase{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1", E::CastlingNotAllowed, {},
                  "'e1g1': castling is not allowed: no castling right on the kingside"},
        ResolveFailureCase{"4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1h1", E::CastlingNotAllowed, {},
                  "'e1h1': castling is not allowed: the rook on h1 has no castling right"},
        ResolveFailureCase{"4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "O-O-O", E::CastlingNotAllowed, {},
                  "'O-O-O': castling is not allowed: the king is in check"},
        ResolveFailureCase{"4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "O-O", E::CastlingNotAllowed, {},
                  "'O-O': castling is not allowed: the king would pass through the attacked "
                  "square f1"},
        ResolveFailureCase{"4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", "Ke1-g1", E::CastlingNotAllowed, {},
                  "'Ke1-g1': castling is not allowed: the king would land in check on g1"},
        ResolveFailureCase{"4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "--", E::NullMoveInCheck, {},
                  "'--': a null move is not allowed while the king is in check"},
        ResolveFailureCase{promote, "e8", E::MissingPromotion, {},
                  "'e8': the pawn reaches the last rank and must promote: name the piece"},
        ResolveFailureCase{promote, "exd8+", E::MissingPromotion, {},
                  "'exd8+': the pawn reaches the last rank and must promote: name the piece"},
        ResolveFailureCase{start_fen, "e4=Q", E::PromotionNotAllowed, {},
                  "'e4=Q': only a pawn reaching the last rank promotes"},
        ResolveFailureCase{start_fen, "e2-e4=Q", E::PromotionNotAllowed, {},
                  "'e2-e4=Q': only a pawn reaching the last rank promotes"}));
// clang-format on

// The parser refuses "e8=K" and "Nf3=Q" (BadPromotion), so these texts are built by hand:
// resolve() does not rely on its caller having refused them.
TEST(ResolveErrors, PromotionsTheParserRefusesAreNotAllowed) {
    const Position pos = position(promote);
    MoveText text;
    text.piece = PieceType::Pawn;
    text.to_file = File::E;
    text.to_rank = Rank::R8;
    text.promotion = PieceType::King;
    auto result = resolve(pos, text);
    ASSERT_FALSE(result.has_value());
    EXPECT_EQ(result.error().code, E::PromotionNotAllowed);
    EXPECT_EQ(explain(result.error(), pos, "e8=K"), "'e8=K': a pawn cannot promote to a king");

    text.piece = PieceType::King;
    text.to_file = File::F;
    text.to_rank = Rank::R2;
    text.promotion = PieceType::Queen;
    result = resolve(pos, text);
    ASSERT_FALSE(result.has_value());
    EXPECT_EQ(result.error().code, E::PromotionNotAllowed);
    EXPECT_EQ(explain(result.error(), pos, "Kf2=Q"),
              "'Kf2=Q': only a pawn reaching the last rank promotes");
}

// A text with no target square at all (only a hand-built MoveText can say that).
TEST(ResolveErrors, NoTargetSquareIsNoSuchPiece) {
    const Position pos;
    MoveText text;
    text.piece = PieceType::Knight;
    const auto result = resolve(pos, text);
    ASSERT_FALSE(result.has_value());
    EXPECT_EQ(result.error().code, E::NoSuchPiece);
    EXPECT_EQ(explain(result.error(), pos, "N"), "'N': the move names no target square");
}

// ---- sequences from the issue: each move resolves, then is played

struct Step {
    const char* token;
    Move move;
    Relaxations relaxations;
};

void expect_sequence(const char* fen, std::initializer_list<Step> steps, const char* final_fen) {
    Position pos = position(fen);
    for (const Step& step : steps) {
        SCOPED_TRACE(step.token);
        const auto result = resolve(pos, text_of(step.token));
        ASSERT_TRUE(result.has_value()) << explain(result.error(), pos, step.token);
        EXPECT_EQ(result->move, step.move);
        EXPECT_EQ(result->relaxations, step.relaxations) << names(result->relaxations);
        pos.play(result->move);
    }
    EXPECT_EQ(write_fen(pos), final_fen);
}

TEST(ResolveSequence, KnightThenRookDisambiguatedByRankAndFile) {
    expect_sequence(knights_rooks,
                    {{"N4e5", Move::normal(Square::C4, Square::E5), {}},
                     {"Rff5", Move::normal(Square::F8, Square::F5), {}}},
                    "k7/8/2N5/4Nr1r/8/8/8/6K1 w - - 2 35");
}

TEST(ResolveSequence, QueensideCastlingThenCapturePromotionOnTheCorner) {
    expect_sequence("4k3/8/8/8/8/8/6p1/R3K2R w KQ - 0 16",
                    {{"O-O-O", Move::castling(Square::E1, Square::A1), {}},
                     {"g2xh1Q", Move::promotion(Square::G2, Square::H1, PieceType::Queen),
                      notes({R::LongAlgebraic, R::MissingPromotionEquals})}},
                    "4k3/8/8/8/8/8/8/2KR3q w - - 0 17");
}

TEST(ResolveSequence, Chess960EnPassantThenQueensideCastling) {
    // Black has just played d7-d5. After cxd6 e.p. Black castles queenside: king f8 -> c8,
    // rook b8 -> d8 (c8 to e8 are empty and unattacked; the pawn on d6 attacks c7 and e7).
    expect_sequence(c960_required,
                    {{"cxd6 e.p.", Move::en_passant(Square::C5, Square::D6), R::EnPassantSuffix},
                     {"0-0-0", Move::castling(Square::F8, Square::B8), R::CastlingWithZeros}},
                    "n1kr2br/ppp3pp/3P4/8/8/7P/PP3PP1/1R3KBR w KQ - 1 2");
}

}  // namespace
}  // namespace chess::notation
