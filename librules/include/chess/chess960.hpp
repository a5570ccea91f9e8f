#pragma once
// Chess960 start positions and their numbers in Reinhard Scharnagl's scheme, the numbering used
// worldwide (0..959; 518 is the standard arrangement RNBQKBNR, 0 is BBQNNRKR).

#include <optional>

#include "chess/setup.hpp"

namespace chess {

inline constexpr int chess960_count = 960;
inline constexpr int chess960_standard_number = 518;

// The start position numbered `number`: White's back rank in the arrangement, Black's mirrored
// on rank 8, pawns on ranks 2 and 7, castling rights on all four rooks, White to move, counters
// 0 and 1, and `chess960` set (also for 518: the game is played under Chess960 rules). Empty
// when `number` is outside 0..959.
std::optional<Setup> chess960_setup(int number);

// The number of the start arrangement on the board of `setup`. Only the 64 squares are compared:
// White's back rank must be a Chess960 arrangement (bishops on opposite colours, the king between
// the rooks), rank 8 its black mirror image, ranks 2 and 7 full of white and black pawns, and
// every other square empty. The side to move, castling rights, en-passant square, counters and
// the `chess960` flag are ignored: they say how a game is set up, not which arrangement it
// uses; a caller that needs the exact start state compares with chess960_setup(*number).
// Empty for any other board.
std::optional<int> chess960_number(const Setup& setup);

}  // namespace chess
