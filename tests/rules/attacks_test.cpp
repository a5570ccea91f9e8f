// Every slider table entry against an independent slow ray walk, every between and line entry
// against steps along the line, and the leaper tables against hand-checked cases.

#include <gtest/gtest.h>

#include "chess/attacks.hpp"

namespace chess {
namespace {

using enum Square;

Bitboard walk(Square s, Bitboard occupied, std::initializer_list<std::pair<int, int>> dirs) {
    Bitboard result;
    for (auto [df, dr] : dirs) {
        int f = index(file_of(s)) + df, r = index(rank_of(s)) + dr;
        for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
            Square t = make_square(static_cast<File>(f), static_cast<Rank>(r));
            result |= Bitboard(t);
            if (occupied.contains(t)) break;
        }
    }
    return result;
}

Bitboard rook_walk(Square s, Bitboard occ) {
    return walk(s, occ, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}});
}
Bitboard bishop_walk(Square s, Bitboard occ) {
    return walk(s, occ, {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
}

TEST(Attacks, SlidersMatchRayWalkForEveryRelevantOccupancy) {
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        for (bool rook : {true, false}) {
            // The relevant occupancy: the empty-board rays without their edge squares.
            const Bitboard rays = rook ? rook_walk(s, Bitboard()) : bishop_walk(s, Bitboard());
            Bitboard edges;
            if (index(rank_of(s)) != 0) edges |= Bitboard::rank(Rank::R1);
            if (index(rank_of(s)) != 7) edges |= Bitboard::rank(Rank::R8);
            if (index(file_of(s)) != 0) edges |= Bitboard::file(File::A);
            if (index(file_of(s)) != 7) edges |= Bitboard::file(File::H);
            const Bitboard mask = rays & ~edges;
            std::uint64_t subset = 0;
            do {
                // Outside the mask nothing matters: add noise there to prove it.
                const Bitboard occ = Bitboard(subset) | (~mask & Bitboard(0x5A5A5A5A5A5A5A5AULL));
                const Bitboard expected = rook ? rook_walk(s, occ) : bishop_walk(s, occ);
                const Bitboard actual = rook ? rook_attacks(s, occ) : bishop_attacks(s, occ);
                ASSERT_EQ(actual.bits(), expected.bits()) << "square " << i << " rook " << rook;
                subset = (subset - mask.bits()) & mask.bits();
            } while (subset != 0);
        }
    }
}

TEST(Attacks, ReachIsTheEmptyBoardWalk) {
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        EXPECT_EQ(rook_reach(s), rook_walk(s, Bitboard())) << "square " << i;
        EXPECT_EQ(bishop_reach(s), bishop_walk(s, Bitboard())) << "square " << i;
    }
}

// slider_attackers() finds its pieces from the reach and between(), not from the magic tables:
// on boards of random pieces it must name exactly the pieces a ray walk from the square meets.
TEST(Attacks, SliderAttackersMatchRayWalkOnRandomBoards) {
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    const auto next = [&state] {  // xorshift64: fixed, so a failure repeats
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    for (int round = 0; round < 20000; ++round) {
        const Bitboard occupied(next() & next());  // about a quarter of the squares
        const Bitboard straight = occupied & Bitboard(next());
        const Bitboard diagonal = occupied & Bitboard(next());
        const Square s = static_cast<Square>(next() % 64);
        const Bitboard expected =
            (rook_walk(s, occupied) & straight) | (bishop_walk(s, occupied) & diagonal);
        ASSERT_EQ(slider_attackers(s, occupied, straight, diagonal).bits(), expected.bits())
            << "round " << round;
    }
}

TEST(Attacks, SliderAttackersSeeThroughNothing) {
    // On a8: the rook on a1 stands behind a4, the bishop on h1 behind the queen on d5, and the
    // queen reaches a8 over c6 and b7.
    const Bitboard occupied = Bitboard(A1) | A4 | H1 | D5 | A8;
    const Bitboard straight = Bitboard(A1) | D5;
    const Bitboard diagonal = Bitboard(H1) | D5;
    EXPECT_EQ(slider_attackers(A8, occupied, straight, diagonal), Bitboard(D5));
    // With the queen gone, the bishop's diagonal is open.
    EXPECT_EQ(slider_attackers(A8, occupied.without(D5), straight.without(D5), Bitboard(H1)),
              Bitboard(H1));
}

TEST(Attacks, Leapers) {
    EXPECT_EQ(knight_attacks(A1), Bitboard(B3) | C2);
    EXPECT_EQ(knight_attacks(D4).count(), 8);
    EXPECT_EQ(king_attacks(H8), Bitboard(G8) | G7 | H7);
    EXPECT_EQ(pawn_attacks(Color::White, E4), Bitboard(D5) | F5);
    EXPECT_EQ(pawn_attacks(Color::Black, A5), Bitboard(B4));
    EXPECT_TRUE(pawn_attacks(Color::White, H8).empty());
}

TEST(Attacks, BetweenAndLine) {
    EXPECT_EQ(between(A1, D4), Bitboard(B2) | C3);
    EXPECT_EQ(between(D4, A1), Bitboard(B2) | C3);
    EXPECT_EQ(between(E1, E4), Bitboard(E2) | E3);
    EXPECT_TRUE(between(E1, E2).empty());
    EXPECT_TRUE(between(A1, B3).empty());  // not aligned
    EXPECT_EQ(line(C3, E5), Bitboard(0x8040201008040201ULL));
    EXPECT_EQ(line(B1, B7), Bitboard::file(File::B));
    EXPECT_EQ(line(A3, H3), Bitboard::rank(Rank::R3));
    EXPECT_TRUE(line(A1, B3).empty());
    EXPECT_TRUE(line(A1, A1).empty());
}

// The squares from `a` towards `b`, one step at a time, up to `b` (excluded) or, past it, up to
// the edge of the board. Empty when the two are not on one rank, file or diagonal.
Bitboard steps(Square a, Square b, bool past_b) {
    const int df = index(file_of(b)) - index(file_of(a));
    const int dr = index(rank_of(b)) - index(rank_of(a));
    if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return {};
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    Bitboard result;
    int f = index(file_of(a)) + sf, r = index(rank_of(a)) + sr;
    for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += sf, r += sr) {
        const Square t = make_square(static_cast<File>(f), static_cast<Rank>(r));
        if (t == b && !past_b) break;
        result |= Bitboard(t);
    }
    return result;
}

TEST(Attacks, BetweenAndLineMatchStepsForEveryPair) {
    for (int i = 0; i < 64; ++i) {
        for (int j = 0; j < 64; ++j) {
            const Square a = static_cast<Square>(i), b = static_cast<Square>(j);
            ASSERT_EQ(between(a, b).bits(), steps(a, b, false).bits()) << i << " " << j;
            // The whole line: from a past b to one edge, from b past a to the other.
            const Bitboard whole = steps(a, b, true) | steps(b, a, true);
            ASSERT_EQ(line(a, b).bits(), whole.bits()) << i << " " << j;
        }
    }
}

}  // namespace
}  // namespace chess
