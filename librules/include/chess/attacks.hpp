#pragma once
// Precomputed attack sets, all computed at compile time: the leaper tables and the sliders'
// empty-board reach here, the "fancy" magic bitboard tables for sliding attacks in attacks.cpp.
// Move generation (perft) uses the magic tables; the SAN replay asks about
// few pieces in a position that changes every time, and slider_attackers() serves it better.

#include <array>
#include <cstdint>

#include "chess/bitboard.hpp"

namespace chess {

namespace detail {

constexpr Bitboard step_attacks(Square s, const int (&deltas)[8][2]) {
    Bitboard result;
    for (const auto& d : deltas) {
        int f = index(file_of(s)) + d[0];
        int r = index(rank_of(s)) + d[1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) result |= Bitboard(std::uint64_t{1} << (8 * r + f));
    }
    return result;
}

inline constexpr int knight_deltas[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                            {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
inline constexpr int king_deltas[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                          {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

template <typename F>
constexpr std::array<Bitboard, 64> table_of(F f) {
    std::array<Bitboard, 64> t{};
    for (int i = 0; i < 64; ++i) t[static_cast<std::size_t>(i)] = f(static_cast<Square>(i));
    return t;
}

// Everything a slider on `s` moving along `deltas` reaches on an empty board.
constexpr Bitboard slide_reach(Square s, const int (&deltas)[4][2]) {
    Bitboard result;
    for (const auto& d : deltas) {
        for (int f = index(file_of(s)) + d[0], r = index(rank_of(s)) + d[1];
             f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1])
            result |= Bitboard(std::uint64_t{1} << (8 * r + f));
    }
    return result;
}
inline constexpr int straight_deltas[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr int diagonal_deltas[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

inline constexpr auto knight_table =
    table_of([](Square s) { return step_attacks(s, knight_deltas); });
inline constexpr auto king_table = table_of([](Square s) { return step_attacks(s, king_deltas); });
inline constexpr auto rook_reach_table =
    table_of([](Square s) { return slide_reach(s, straight_deltas); });
inline constexpr auto bishop_reach_table =
    table_of([](Square s) { return slide_reach(s, diagonal_deltas); });
inline constexpr std::array<std::array<Bitboard, 64>, 2> pawn_table = {
    table_of([](Square s) { return Bitboard(s).north().east() | Bitboard(s).north().west(); }),
    table_of([](Square s) { return Bitboard(s).south().east() | Bitboard(s).south().west(); }),
};

struct Magic {
    Bitboard mask;               // relevant occupancy: the rays without their last square
    std::uint64_t factor;        // multiplier that maps each subset of `mask` to a distinct slot
    unsigned shift;              // 64 - number of bits in `mask`
    const std::uint64_t* table;  // attack sets for this square, indexed by the hashed occupancy

    Bitboard attacks(Bitboard occupied) const {
        return Bitboard(table[((occupied & mask).bits() * factor) >> shift]);
    }
};

// Defined (at compile time) in attacks.cpp.
extern const std::array<Magic, 64> rook_magics;
extern const std::array<Magic, 64> bishop_magics;
extern const std::array<std::array<Bitboard, 64>, 64> between_table;
extern const std::array<std::array<Bitboard, 64>, 64> line_table;

}  // namespace detail

constexpr Bitboard knight_attacks(Square s) {
    return detail::knight_table[static_cast<std::size_t>(index(s))];
}
constexpr Bitboard king_attacks(Square s) {
    return detail::king_table[static_cast<std::size_t>(index(s))];
}
// Squares a pawn of colour `c` on `s` attacks (not where it may push).
constexpr Bitboard pawn_attacks(Color c, Square s) {
    return detail::pawn_table[static_cast<std::size_t>(index(c))]
                             [static_cast<std::size_t>(index(s))];
}

inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    return detail::bishop_magics[static_cast<std::size_t>(index(s))].attacks(occupied);
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    return detail::rook_magics[static_cast<std::size_t>(index(s))].attacks(occupied);
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}

// Attacks of a piece of type `pt` (not a pawn) standing on `s`.
inline Bitboard piece_attacks(PieceType pt, Square s, Bitboard occupied) {
    switch (pt) {
        case PieceType::Knight:
            return knight_attacks(s);
        case PieceType::Bishop:
            return bishop_attacks(s, occupied);
        case PieceType::Rook:
            return rook_attacks(s, occupied);
        case PieceType::Queen:
            return queen_attacks(s, occupied);
        case PieceType::King:
            return king_attacks(s);
        case PieceType::Pawn:
            break;
    }
    return Bitboard();
}

// What a rook or a bishop on `s` reaches on an empty board.
constexpr Bitboard rook_reach(Square s) {
    return detail::rook_reach_table[static_cast<std::size_t>(index(s))];
}
constexpr Bitboard bishop_reach(Square s) {
    return detail::bishop_reach_table[static_cast<std::size_t>(index(s))];
}

// Squares strictly between `a` and `b` when they share a rank, file or diagonal; else empty.
inline Bitboard between(Square a, Square b) {
    return detail::between_table[static_cast<std::size_t>(index(a))]
                                [static_cast<std::size_t>(index(b))];
}
// The whole line (edge to edge) through `a` and `b` when aligned; else empty.
inline Bitboard line(Square a, Square b) {
    return detail::line_table[static_cast<std::size_t>(index(a))]
                             [static_cast<std::size_t>(index(b))];
}

// The pieces of `straight` (rooks, queens) and `diagonal` (bishops, queens), all standing on
// squares of `occupied`, that attack `s` through `occupied`: one between() lookup per piece on
// a line with `s`. Such pieces are few, and this beats the magic lookups where a position
// changes every query, as in replaying a game: the 800 KB of rook tables missed the cache on
// most queries (pgn-validate spent a quarter of its time in legal_origins(), half of that
// waiting on those loads), between()'s 32 KB mostly stays in it.
inline Bitboard slider_attackers(Square s, Bitboard occupied, Bitboard straight,
                                 Bitboard diagonal) {
    Bitboard result;
    for (Square p : (rook_reach(s) & straight) | (bishop_reach(s) & diagonal)) {
        if ((between(s, p) & occupied).empty()) result |= Bitboard(p);
    }
    return result;
}

}  // namespace chess
