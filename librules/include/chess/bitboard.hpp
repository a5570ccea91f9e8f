#pragma once
// A set of squares as 64 bits (bit i <=> square i). A thin value class rather than a bare
// integer so that squares, counts and masks cannot be mixed up silently.

#include <bit>
#include <cstdint>

#include "chess/types.hpp"

namespace chess {

class Bitboard {
public:
    constexpr Bitboard() = default;
    constexpr explicit Bitboard(std::uint64_t bits) : bits_(bits) {}
    constexpr Bitboard(Square s) : bits_(std::uint64_t{1} << index(s)) {}  // NOLINT: a set of one

    static constexpr Bitboard all() { return Bitboard(~std::uint64_t{0}); }
    static constexpr Bitboard file(File f) { return Bitboard(0x0101010101010101ULL << index(f)); }
    static constexpr Bitboard rank(Rank r) { return Bitboard(0xFFULL << (8 * index(r))); }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool any() const { return bits_ != 0; }
    constexpr explicit operator bool() const { return bits_ != 0; }
    constexpr int count() const { return std::popcount(bits_); }
    constexpr bool more_than_one() const { return (bits_ & (bits_ - 1)) != 0; }
    constexpr bool contains(Square s) const { return (bits_ >> index(s)) & 1; }

    // Lowest square; the set must not be empty.
    constexpr Square first() const { return static_cast<Square>(std::countr_zero(bits_)); }
    // Highest square; the set must not be empty.
    constexpr Square last() const { return static_cast<Square>(63 - std::countl_zero(bits_)); }
    constexpr Square pop_first() {
        Square s = first();
        bits_ &= bits_ - 1;
        return s;
    }

    constexpr Bitboard with(Square s) const { return *this | Bitboard(s); }
    constexpr Bitboard without(Square s) const { return *this & ~Bitboard(s); }

    friend constexpr Bitboard operator&(Bitboard a, Bitboard b) {
        return Bitboard(a.bits_ & b.bits_);
    }
    friend constexpr Bitboard operator|(Bitboard a, Bitboard b) {
        return Bitboard(a.bits_ | b.bits_);
    }
    friend constexpr Bitboard operator^(Bitboard a, Bitboard b) {
        return Bitboard(a.bits_ ^ b.bits_);
    }
    constexpr Bitboard operator~() const { return Bitboard(~bits_); }
    constexpr Bitboard& operator&=(Bitboard o) {
        bits_ &= o.bits_;
        return *this;
    }
    constexpr Bitboard& operator|=(Bitboard o) {
        bits_ |= o.bits_;
        return *this;
    }
    constexpr Bitboard& operator^=(Bitboard o) {
        bits_ ^= o.bits_;
        return *this;
    }
    friend constexpr bool operator==(Bitboard, Bitboard) = default;

    // Shifts towards rank 8 (north) and rank 1 (south); bits leaving the board vanish.
    constexpr Bitboard north(int n = 1) const { return Bitboard(bits_ << (8 * n)); }
    constexpr Bitboard south(int n = 1) const { return Bitboard(bits_ >> (8 * n)); }
    constexpr Bitboard east() const { return Bitboard((bits_ << 1) & ~0x0101010101010101ULL); }
    constexpr Bitboard west() const { return Bitboard((bits_ >> 1) & ~0x8080808080808080ULL); }
    // One step forward from `c`'s point of view.
    constexpr Bitboard forward(Color c) const { return c == Color::White ? north() : south(); }

    // Iteration over the squares in ascending order: `for (Square s : bb)`.
    class Iterator {
    public:
        constexpr explicit Iterator(std::uint64_t bits) : bits_(bits) {}
        constexpr Square operator*() const { return static_cast<Square>(std::countr_zero(bits_)); }
        constexpr Iterator& operator++() {
            bits_ &= bits_ - 1;
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const { return bits_ != o.bits_; }
        constexpr bool operator==(const Iterator& o) const { return bits_ == o.bits_; }

    private:
        std::uint64_t bits_;
    };
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    std::uint64_t bits_ = 0;
};

inline constexpr Bitboard light_squares{0x55AA55AA55AA55AAULL};
inline constexpr Bitboard dark_squares{0xAA55AA55AA55AA55ULL};

// The back rank of `c` (rank 1 for White, rank 8 for Black).
constexpr Bitboard back_rank(Color c) {
    return Bitboard::rank(c == Color::White ? Rank::R1 : Rank::R8);
}

}  // namespace chess
