// GameHistory: repetitions (with castling rights and en-passant possibility), the 50/75-move
// rules with the mate-on-the-last-move edges, claims by declared move, and null moves.
//
// Every repetition test also asserts a count that must stay low, so that a broken hash (all keys
// equal) fails instead of passing vacuously.

#include "chess/history.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace chess::test_support {
// Defined in outcome_test.cpp.
Position position_from_fen(std::string_view fen);
Move find_move(const Position& pos, std::string_view uci);
void play_moves(GameHistory& game, std::string_view moves);
}  // namespace chess::test_support

namespace chess {
namespace {

using test_support::find_move;
using test_support::play_moves;
using test_support::position_from_fen;

constexpr std::string_view knights_out_and_back = "g1f3 g8f6 f3g1 f6g8";

TEST(GameHistory, StartsWithOneOccurrence) {
    GameHistory game;
    EXPECT_EQ(game.current(), Position());
    EXPECT_EQ(game.repetitions(), 1);
    EXPECT_EQ(game.window_size(), 1u);
    EXPECT_FALSE(game.is_threefold_repetition());
    EXPECT_FALSE(game.can_claim_threefold());
    EXPECT_FALSE(game.can_claim_fifty_moves());
    EXPECT_EQ(game.outcome(true), std::nullopt);
}

TEST(GameHistory, CountsRepetitionsUpToFivefold) {
    GameHistory game;
    play_moves(game, "g1f3");
    EXPECT_EQ(game.repetitions(), 1);  // a different position from the start
    play_moves(game, "g8f6 f3g1");
    EXPECT_EQ(game.repetitions(), 1);
    EXPECT_FALSE(game.can_claim_threefold());  // ...f6g8 would make only the second occurrence
    play_moves(game, "f6g8");
    EXPECT_EQ(game.repetitions(), 2);
    play_moves(game, "g1f3 g8f6 f3g1");
    EXPECT_EQ(game.repetitions(), 2);
    EXPECT_FALSE(game.is_threefold_repetition());
    // FIDE 9.2.1: Black may claim by declaring ...f6g8, which repeats the start a third time.
    EXPECT_TRUE(game.can_claim_threefold());
    EXPECT_EQ(game.claimable_draw(), Outcome::draw(Termination::ThreefoldRepetition));
    EXPECT_EQ(game.outcome(false), std::nullopt);
    play_moves(game, "f6g8");
    EXPECT_EQ(game.repetitions(), 3);
    EXPECT_TRUE(game.is_threefold_repetition());
    EXPECT_TRUE(game.can_claim_threefold());
    EXPECT_EQ(game.automatic_outcome(), std::nullopt);
    EXPECT_EQ(game.outcome(true), Outcome::draw(Termination::ThreefoldRepetition));
    play_moves(game, knights_out_and_back);
    EXPECT_EQ(game.repetitions(), 4);
    EXPECT_FALSE(game.is_fivefold_repetition());
    EXPECT_EQ(game.automatic_outcome(), std::nullopt);
    play_moves(game, knights_out_and_back);
    EXPECT_EQ(game.repetitions(), 5);
    EXPECT_TRUE(game.is_fivefold_repetition());
    EXPECT_EQ(game.automatic_outcome(), Outcome::draw(Termination::FivefoldRepetition));
    EXPECT_EQ(game.outcome(false), Outcome::draw(Termination::FivefoldRepetition));
    // A fivefold repetition is also a threefold one: the claim stays available.
    EXPECT_EQ(game.claimable_draw(), Outcome::draw(Termination::ThreefoldRepetition));
}

TEST(GameHistory, RepetitionNeedsTheSameCastlingRights) {
    GameHistory game;
    // Rooks out and back: the start placement again, but without the h-side castling rights.
    play_moves(game, "g1f3 g8f6 h1g1 h8g8 g1h1 g8h8 f3g1 f6g8");
    EXPECT_EQ(game.current().to_setup().board, Position().to_setup().board);
    EXPECT_EQ(game.repetitions(), 1);
    play_moves(game, knights_out_and_back);
    EXPECT_EQ(game.repetitions(), 2);
    play_moves(game, "g1f3 g8f6 f3g1");
    // ...f6g8 would make the third occurrence without the h-side rights (the start, which had
    // them, is not one of the three).
    EXPECT_TRUE(game.can_claim_threefold());
    play_moves(game, "f6g8");
    EXPECT_EQ(game.repetitions(), 3);  // 4 if the start position were counted
    EXPECT_FALSE(game.is_fivefold_repetition());
}

TEST(GameHistory, KingOutAndBackLosesTheRights) {
    GameHistory game;
    play_moves(game, "e2e4 e7e5");
    const std::uint64_t with_rights = game.current().repetition_key();
    play_moves(game, "e1e2 e8e7 e2e1 e7e8");
    EXPECT_NE(game.current().repetition_key(), with_rights);
    EXPECT_EQ(game.repetitions(), 1);
    play_moves(game, knights_out_and_back);
    EXPECT_EQ(game.repetitions(), 2);
    play_moves(game, knights_out_and_back);
    EXPECT_EQ(game.repetitions(), 3);
}

TEST(GameHistory, EnPassantSquareWithoutPossibleCaptureIsIgnored) {
    GameHistory game;
    play_moves(game, "e2e4");  // no black pawn can take on e3: the square changes nothing
    ASSERT_TRUE(game.current().en_passant_square().has_value());
    play_moves(game, "g8f6 g1f3 f6g8 f3g1");
    EXPECT_FALSE(game.current().en_passant_square().has_value());
    EXPECT_EQ(game.repetitions(), 2);
    play_moves(game, "g8f6 g1f3 f6g8 f3g1");
    EXPECT_EQ(game.repetitions(), 3);
    EXPECT_TRUE(game.is_threefold_repetition());
}

// Black's d4 pawn stands beside the double-pushed e-pawn, but taking en passant would open the
// fourth rank from the rook on h4 to the king on a4: the capture is illegal, so the position
// after e2e4 is the same position as after the knights return. The Polyglot key (which counts
// the square whenever a pawn stands beside) differs; the repetition key must not.
TEST(GameHistory, EnPassantSquareWithOnlyAnIllegalCaptureIsIgnored) {
    GameHistory game(position_from_fen("1n6/8/8/8/k2p3R/8/4P3/4K1N1 w - - 0 1"));
    play_moves(game, "e2e4");
    const Position after_push = game.current();
    ASSERT_EQ(after_push.en_passant_square(), Square::E3);
    EXPECT_EQ(after_push.legal_en_passant_square(), std::nullopt);
    play_moves(game, "b8c6 g1f3 c6b8 f3g1");
    EXPECT_NE(game.current().key(), after_push.key());
    EXPECT_EQ(game.current().repetition_key(), after_push.repetition_key());
    EXPECT_EQ(game.repetitions(), 2);
    play_moves(game, "b8c6 g1f3 c6b8 f3g1");
    EXPECT_EQ(game.repetitions(), 3);
}

// The same without the rook: now dxe3 is legal, so the position right after e2e4 differs from
// the one after the knights return (which have no en-passant capture).
TEST(GameHistory, EnPassantSquareWithALegalCaptureCounts) {
    GameHistory game(position_from_fen("1n6/8/8/8/k2p4/8/4P3/4K1N1 w - - 0 1"));
    play_moves(game, "e2e4");
    ASSERT_EQ(game.current().legal_en_passant_square(), Square::E3);
    play_moves(game, "b8c6 g1f3 c6b8 f3g1");
    EXPECT_EQ(game.repetitions(), 1);
    play_moves(game, "b8c6 g1f3 c6b8 f3g1");
    EXPECT_EQ(game.repetitions(), 2);
}

// White mates with Ra8 from here; Ra7 is a quiet move.
constexpr std::string_view mate_in_one = "7k/8/7K/8/8/8/8/R7 w - - ";

// The position above with its clocks. Appended, not `std::string(mate_in_one) + clocks`: GCC 12
// warns about that sum's inlined copy (-Warray-bounds, a false positive) when it sees several
// test files in one unity source.
Position mate_in_one_with(std::string_view clocks) {
    std::string fen(mate_in_one);
    fen += clocks;
    return position_from_fen(fen);
}

TEST(GameHistory, MateOnTheHundredthHalfMoveIsAMate) {
    GameHistory game(mate_in_one_with("99 80"));
    // At 99 the claim is there by declaring a quiet move (FIDE 9.3.1).
    EXPECT_TRUE(game.can_claim_fifty_moves());
    EXPECT_EQ(game.outcome(true), Outcome::draw(Termination::FiftyMoves));
    play_moves(game, "a1a8");
    EXPECT_EQ(game.current().halfmove_clock(), 100);
    EXPECT_TRUE(game.current().is_checkmate());
    EXPECT_FALSE(game.can_claim_fifty_moves());
    EXPECT_EQ(game.claimable_draw(), std::nullopt);
    EXPECT_EQ(game.automatic_outcome(), Outcome::checkmate(Color::White));
    EXPECT_EQ(game.outcome(true), Outcome::checkmate(Color::White));
}

TEST(GameHistory, QuietHundredthHalfMoveAllowsTheClaim) {
    GameHistory game(mate_in_one_with("99 80"));
    play_moves(game, "a1a7");
    EXPECT_EQ(game.current().halfmove_clock(), 100);
    EXPECT_TRUE(game.can_claim_fifty_moves());
    EXPECT_EQ(game.automatic_outcome(), std::nullopt);
    EXPECT_EQ(game.outcome(false), std::nullopt);
    EXPECT_EQ(game.outcome(true), Outcome::draw(Termination::FiftyMoves));
    EXPECT_FALSE(game.is_seventyfive_moves());
}

TEST(GameHistory, FiftyMoveClaimNeedsAQuietMove) {
    // White's king has no square (Nd2 covers b1) and every pawn move resets the clock.
    const std::string locked = "7k/8/8/8/8/8/PP1n4/K7 w - - ";
    EXPECT_FALSE(GameHistory(position_from_fen(locked + "99 80")).can_claim_fifty_moves());
    EXPECT_TRUE(GameHistory(position_from_fen(locked + "100 80")).can_claim_fifty_moves());
    EXPECT_FALSE(GameHistory(mate_in_one_with("98 80")).can_claim_fifty_moves());
}

TEST(GameHistory, MateOnTheHundredFiftiethHalfMoveIsAMate) {
    GameHistory game(mate_in_one_with("149 80"));
    EXPECT_EQ(game.automatic_outcome(), std::nullopt);
    play_moves(game, "a1a8");
    EXPECT_EQ(game.current().halfmove_clock(), 150);
    EXPECT_FALSE(game.is_seventyfive_moves());
    EXPECT_EQ(game.automatic_outcome(), Outcome::checkmate(Color::White));
}

TEST(GameHistory, QuietHundredFiftiethHalfMoveEndsTheGame) {
    GameHistory game(mate_in_one_with("149 80"));
    play_moves(game, "a1a7");
    EXPECT_TRUE(game.is_seventyfive_moves());
    EXPECT_EQ(game.automatic_outcome(), Outcome::draw(Termination::SeventyFiveMoves));
    EXPECT_EQ(game.outcome(false), Outcome::draw(Termination::SeventyFiveMoves));
    EXPECT_EQ(game.claimable_draw(), Outcome::draw(Termination::FiftyMoves));
}

TEST(GameHistory, FivefoldIsReportedBeforeSeventyFiveMoves) {
    GameHistory game(position_from_fen("7k/8/8/8/8/8/8/R6K w - - 134 80"));
    for (int i = 0; i < 4; ++i) play_moves(game, "a1a2 h8g8 a2a1 g8h8");
    EXPECT_EQ(game.current().halfmove_clock(), 150);
    EXPECT_EQ(game.repetitions(), 5);
    EXPECT_TRUE(game.is_seventyfive_moves());
    EXPECT_EQ(game.automatic_outcome(), Outcome::draw(Termination::FivefoldRepetition));
}

TEST(GameHistory, StalemateAndCheckmateEndTheGame) {
    GameHistory stalemate(position_from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 120 80"));
    EXPECT_EQ(stalemate.automatic_outcome(), Outcome::draw(Termination::Stalemate));
    EXPECT_FALSE(stalemate.can_claim_fifty_moves());  // nobody has a move to claim with

    GameHistory fools_mate;
    play_moves(fools_mate, "f2f3 e7e5 g2g4 d8h4");
    EXPECT_EQ(fools_mate.outcome(true), Outcome::checkmate(Color::Black));
}

TEST(GameHistory, CaptureOfTheLastPieceLeavesADeadPosition) {
    GameHistory game(position_from_fen("8/8/8/4k3/8/8/3r4/4K3 w - - 7 60"));
    EXPECT_EQ(game.automatic_outcome(), std::nullopt);
    play_moves(game, "e1d2");
    EXPECT_EQ(game.automatic_outcome(), Outcome::draw(Termination::InsufficientMaterial));
}

TEST(GameHistory, WindowRestartsAtEveryIrreversibleMove) {
    GameHistory game;
    play_moves(game, "g1f3 g8f6");
    EXPECT_EQ(game.window_size(), 3u);
    play_moves(game, "e2e4");  // pawn move
    EXPECT_EQ(game.window_size(), 1u);
    play_moves(game, "f6e4");  // capture
    EXPECT_EQ(game.window_size(), 1u);
    play_moves(game, "b1c3 e4g5");
    EXPECT_EQ(game.window_size(), 3u);
}

TEST(GameHistory, WindowKeepsEveryPositionSinceTheLastReset) {
    GameHistory game(position_from_fen("7k/8/8/8/8/8/8/R6K w - - 0 1"));
    for (int i = 0; i < 40; ++i) play_moves(game, "a1a2 h8g8 a2a1 g8h8");
    EXPECT_EQ(game.window_size(), 161u);  // every ply kept, none lost
    EXPECT_EQ(game.repetitions(), 41);
}

TEST(GameHistory, NullMoveRestartsTheRepetitionWindow) {
    GameHistory game;
    game.play_null();
    EXPECT_EQ(game.current().turn(), Color::Black);
    EXPECT_EQ(game.current().halfmove_clock(), 1);  // not irreversible: the clock keeps going
    EXPECT_EQ(game.window_size(), 1u);
    game.play_null();
    // The start placement with White to move again, but reached by passing: no repetition.
    EXPECT_EQ(game.current().repetition_key(), Position().repetition_key());
    EXPECT_EQ(game.repetitions(), 1);
    play_moves(game, knights_out_and_back);
    EXPECT_EQ(game.repetitions(), 2);
}

// A history taken back before its last move (where a variation starts) counts the repetitions
// of that moment: of the window that goes on, or of the window that the last move ended.
TEST(GameHistory, BeforeTheLastMoveAPieceMoveIsTakenBack) {
    GameHistory game;
    play_moves(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    const Position before = game.current();
    play_moves(game, "f6g8");
    ASSERT_EQ(game.repetitions(), 3);
    GameHistory branch;
    branch.assign_before_last(game, before);
    EXPECT_EQ(branch.current(), before);
    EXPECT_EQ(branch.window_size(), 8u);
    EXPECT_EQ(branch.repetitions(), 2);  // Black to move after f3g1, the second time
    play_moves(branch, "f6g8");          // the move taken back, played again: the same count
    EXPECT_EQ(branch.repetitions(), 3);
}

TEST(GameHistory, BeforeTheLastMoveACaptureGivesBackTheWindowItEnded) {
    GameHistory game(position_from_fen("4k3/8/8/8/8/8/R6p/4K3 w - - 0 1"));
    play_moves(game, "a2b2 e8d8 b2a2 d8e8 a2b2 e8d8 b2a2 d8e8");
    ASSERT_EQ(game.repetitions(), 3);
    const Position before = game.current();
    play_moves(game, "a2h2");  // the rook takes the pawn: a new window
    ASSERT_EQ(game.window_size(), 1u);
    GameHistory branch;
    branch.assign_before_last(game, before);
    EXPECT_EQ(branch.current(), before);
    EXPECT_EQ(branch.window_size(), 9u);
    EXPECT_EQ(branch.repetitions(), 3);
    EXPECT_TRUE(branch.is_threefold_repetition());
    // Taken back twice in a row: the branch has no last move of its own until it plays one.
    play_moves(branch, "a2b2");
    GameHistory again;
    again.assign_before_last(branch, before);
    EXPECT_EQ(again.repetitions(), 3);
}

TEST(GameHistory, BeforeTheLastMoveANullMoveGivesBackTheWindowItEnded) {
    GameHistory game;
    play_moves(game, "g1f3 g8f6 f3g1 f6g8");
    const Position before = game.current();
    game.play_null();
    GameHistory branch;
    branch.assign_before_last(game, before);
    EXPECT_EQ(branch.window_size(), 5u);
    EXPECT_EQ(branch.repetitions(), 2);
}

TEST(GameHistory, ResetStartsAFreshGame) {
    GameHistory game;
    play_moves(game, "g1f3 g8f6 f3g1 f6g8");
    ASSERT_EQ(game.repetitions(), 2);
    game.reset(Position());
    EXPECT_EQ(game.repetitions(), 1);
    EXPECT_EQ(game.window_size(), 1u);
    const Move m = find_move(game.current(), "e2e4");
    game.play(m);
    EXPECT_EQ(game.current().piece_at(Square::E4), Piece::WhitePawn);
}

}  // namespace
}  // namespace chess
