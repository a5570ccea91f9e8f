// Polyglot keys of the test positions published with the Polyglot book format, reached by
// playing their move sequences from the start (so the incremental key update is tested too).

#include <gtest/gtest.h>

#include <vector>

#include "chess/position.hpp"

namespace chess {
namespace {

struct KeyCase {
    const char* name;
    std::vector<Move> moves;
    std::uint64_t key;
};

Move mv(Square from, Square to) { return Move::normal(from, to); }

using enum Square;

const std::vector<KeyCase> polyglot_cases = {
    {"start", {}, 0x463B96181691FC9CULL},
    {"e4", {mv(E2, E4)}, 0x823C9B50FD114196ULL},
    {"e4 d5", {mv(E2, E4), mv(D7, D5)}, 0x0756B94461C50FB0ULL},
    {"e4 d5 e5", {mv(E2, E4), mv(D7, D5), mv(E4, E5)}, 0x662FAFB965DB29D4ULL},
    {"e4 d5 e5 f5 (en passant counted)",
     {mv(E2, E4), mv(D7, D5), mv(E4, E5), mv(F7, F5)},
     0x22A48B5A8E47FF78ULL},
    {"e4 d5 e5 f5 Ke2 (white loses castling)",
     {mv(E2, E4), mv(D7, D5), mv(E4, E5), mv(F7, F5), mv(E1, E2)},
     0x652A607CA3F242C1ULL},
    {"e4 d5 e5 f5 Ke2 Kf7",
     {mv(E2, E4), mv(D7, D5), mv(E4, E5), mv(F7, F5), mv(E1, E2), mv(E8, F7)},
     0x00FDD303C946BDD9ULL},
    {"a4 b5 h4 b4 c4 (en passant counted)",
     {mv(A2, A4), mv(B7, B5), mv(H2, H4), mv(B5, B4), mv(C2, C4)},
     0x3C8123EA7B067637ULL},
    {"a4 b5 h4 b4 c4 bxc3 Ra3 (one castling right lost)",
     {mv(A2, A4), mv(B7, B5), mv(H2, H4), mv(B5, B4), mv(C2, C4), Move::en_passant(B4, C3),
      mv(A1, A3)},
     0x5C3F9B829B279560ULL},
};

TEST(Zobrist, PublishedPolyglotVectors) {
    for (const KeyCase& c : polyglot_cases) {
        SCOPED_TRACE(c.name);
        Position pos;
        for (Move m : c.moves) {
            ASSERT_TRUE(pos.is_legal(m));
            pos.play(m);
        }
        EXPECT_EQ(pos.key(), c.key);
        EXPECT_TRUE(pos.is_consistent());
    }
}

TEST(Zobrist, RepetitionKeyIgnoresEnPassantThatCannotBeTaken) {
    // 1. e4 d5 2. e5 f5: exf6 is legal, so the repetition key keeps the en-passant component.
    Position pos;
    for (Move m : {mv(E2, E4), mv(D7, D5), mv(E4, E5), mv(F7, F5)}) pos.play(m);
    ASSERT_TRUE(pos.legal_en_passant_square().has_value());
    EXPECT_EQ(pos.repetition_key(), pos.key());
}

TEST(Zobrist, KeyIsOrderIndependent) {
    Position a, b;
    for (Move m : {mv(G1, F3), mv(G8, F6), mv(B1, C3), mv(B8, C6)}) a.play(m);
    for (Move m : {mv(B1, C3), mv(B8, C6), mv(G1, F3), mv(G8, F6)}) b.play(m);
    EXPECT_EQ(a.key(), b.key());
    EXPECT_NE(a.key(), Position().key());
}

}  // namespace
}  // namespace chess
