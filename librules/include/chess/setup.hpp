#pragma once
// `Setup` is what a FEN (or a caller) says about a position: it may be illegal. A `Position`
// exists only after validation (position.hpp), which reports every problem at once.

#include <array>
#include <cstdint>
#include <optional>

#include "chess/bitboard.hpp"
#include "chess/types.hpp"

namespace chess {

struct Setup {
    std::array<Piece, 64> board = empty_board();
    Color turn = Color::White;
    // Squares of the rooks that keep castling rights (any file: Chess960 is the general case).
    Bitboard castling_rooks;
    // The square a pawn skipped with a double push on the previous move, if any.
    std::optional<Square> en_passant;
    int halfmove_clock = 0;   // plies since the last capture or pawn move
    int fullmove_number = 1;  // starts at 1, incremented after Black's move
    bool chess960 = false;    // castling follows Chess960 conventions (for notation only)

    Piece& operator[](Square s) { return board[static_cast<std::size_t>(index(s))]; }
    Piece operator[](Square s) const { return board[static_cast<std::size_t>(index(s))]; }

    static constexpr std::array<Piece, 64> empty_board() {
        std::array<Piece, 64> b{};
        b.fill(Piece::None);
        return b;
    }
    // The standard starting position.
    static Setup standard();

    friend bool operator==(const Setup&, const Setup&) = default;
};

// Every way a Setup can fail to be a legal position. Codes are stable: never renumber.
enum class SetupProblem : std::uint8_t {
    EmptyBoard,                  // no pieces at all                                   (fatal)
    MissingKing,                 // a side has no king                                 (fatal)
    TooManyKings,                // a side has more than one king                      (fatal)
    TooManyPieces,               // a side has more than 16 pieces
    TooManyPawns,                // a side has more than 8 pawns
    ImpossibleMaterial,          // more promoted pieces than missing pawns allow
    PawnsOnBackRank,             // a pawn on rank 1 or rank 8
    InvalidCastlingRights,       // a castling right without its king and rook in place
    InvalidEnPassant,            // an en-passant square no double push could have produced
    OppositeCheck,               // the side not to move is in check                   (fatal)
    ImpossibleCheck,             // a check no last move could have given (e.g. 3 checkers)
    EnPassantWithHalfmoveClock,  // a valid en-passant square and a halfmove clock other than 0
    MismatchedCastlingRights,    // both colours keep rights, but not from one (Chess960) start
};
inline constexpr int setup_problem_count = 13;

// A set of SetupProblem values.
class SetupProblems {
public:
    constexpr SetupProblems() = default;
    constexpr SetupProblems(SetupProblem p) : bits_(bit(p)) {}  // NOLINT: a set of one

    // Never tolerated: Position relies on one king per side and on a side to move that cannot
    // capture the enemy king.
    static constexpr SetupProblems fatal() {
        return SetupProblems(static_cast<std::uint16_t>(
            bit(SetupProblem::EmptyBoard) | bit(SetupProblem::MissingKing) |
            bit(SetupProblem::TooManyKings) | bit(SetupProblem::OppositeCheck)));
    }
    static constexpr SetupProblems all() {
        return SetupProblems(static_cast<std::uint16_t>((1u << setup_problem_count) - 1));
    }

    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool contains(SetupProblem p) const { return (bits_ & bit(p)) != 0; }
    constexpr void add(SetupProblem p) { bits_ = static_cast<std::uint16_t>(bits_ | bit(p)); }
    constexpr std::uint16_t raw() const { return bits_; }

    friend constexpr SetupProblems operator|(SetupProblems a, SetupProblems b) {
        return SetupProblems(static_cast<std::uint16_t>(a.bits_ | b.bits_));
    }
    friend constexpr SetupProblems operator&(SetupProblems a, SetupProblems b) {
        return SetupProblems(static_cast<std::uint16_t>(a.bits_ & b.bits_));
    }
    constexpr SetupProblems operator~() const {
        return SetupProblems(static_cast<std::uint16_t>(~bits_ & all().bits_));
    }
    friend constexpr bool operator==(SetupProblems, SetupProblems) = default;

    // Iterates over the problems in code order.
    template <typename F>
    constexpr void for_each(F f) const {
        for (int i = 0; i < setup_problem_count; ++i)
            if (bits_ & (1u << i)) f(static_cast<SetupProblem>(i));
    }

private:
    constexpr explicit SetupProblems(std::uint16_t bits) : bits_(bits) {}
    static constexpr std::uint16_t bit(SetupProblem p) {
        return static_cast<std::uint16_t>(1u << static_cast<int>(p));
    }
    std::uint16_t bits_ = 0;
};

}  // namespace chess
