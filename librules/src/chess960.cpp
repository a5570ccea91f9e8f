// Scharnagl's numbering of the Chess960 start positions. A number n in 0..959 is read as mixed
// radix digits, each placing pieces on the back rank from the a-file to the h-file:
//   n % 4         the light-squared bishop on b, d, f or h
//   n / 4 % 4     the dark-squared bishop on a, c, e or g
//   n / 16 % 6    the queen on the 0th..5th file still free
//   n / 96        the two knights on the five files still free, one of ten pairs in order
//                 (0: first and second free file, 1: first and third, ... 9: fourth and fifth)
// and the three files left take rook, king, rook: the king always stands between the rooks.

#include "chess/chess960.hpp"

#include <array>
#include <cstddef>

namespace chess {

namespace {

using BackRank = std::array<Piece, 8>;  // White's rank 1, indexed by file

// The pair of free-file indices (first < second) for each knight digit, in the scheme's order.
constexpr std::array<std::array<int, 2>, 10> knight_pairs = {
    {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};

Piece& at(BackRank& rank, int file) { return rank[static_cast<std::size_t>(file)]; }

// The file of the `n`-th (0-based) empty square of `rank`.
int nth_free_file(const BackRank& rank, int n) {
    for (int f = 0; f < 8; ++f) {
        if (rank[static_cast<std::size_t>(f)] != Piece::None) continue;
        if (n-- == 0) return f;
    }
    return -1;  // unreachable for the digits above: there are always enough free files
}

BackRank arrangement(int number) {
    BackRank rank;
    rank.fill(Piece::None);
    at(rank, 2 * (number % 4) + 1) = Piece::WhiteBishop;
    number /= 4;
    at(rank, 2 * (number % 4)) = Piece::WhiteBishop;
    number /= 4;
    at(rank, nth_free_file(rank, number % 6)) = Piece::WhiteQueen;
    number /= 6;
    const auto& knights = knight_pairs[static_cast<std::size_t>(number)];
    // Place the later knight first so the earlier one's index among free files is unchanged.
    at(rank, nth_free_file(rank, knights[1])) = Piece::WhiteKnight;
    at(rank, nth_free_file(rank, knights[0])) = Piece::WhiteKnight;
    at(rank, nth_free_file(rank, 0)) = Piece::WhiteRook;
    at(rank, nth_free_file(rank, 0)) = Piece::WhiteKing;
    at(rank, nth_free_file(rank, 0)) = Piece::WhiteRook;
    return rank;
}

// Index among the files not in `taken` of each file holding `piece`, at most `N` of them;
// `count` says how many were found.
template <std::size_t N>
std::array<int, N> free_indices_of(const BackRank& rank, Piece piece, unsigned taken,
                                   std::size_t& count) {
    std::array<int, N> found{};
    count = 0;
    int free_index = 0;
    for (int f = 0; f < 8; ++f) {
        if (taken & (1u << f)) continue;
        if (rank[static_cast<std::size_t>(f)] == piece && count < N) found[count++] = free_index;
        ++free_index;
    }
    return found;
}

// The number that arrangement() would turn into `rank`, if the pieces are where the digits can
// put them; the caller still checks the whole board against arrangement(number).
std::optional<int> decode(const BackRank& rank) {
    int light = -1;
    int dark = -1;
    unsigned taken = 0;
    for (int f = 0; f < 8; ++f) {
        if (rank[static_cast<std::size_t>(f)] != Piece::WhiteBishop) continue;
        (f % 2 == 1 ? light : dark) = f;
        taken |= 1u << f;
    }
    if (light < 0 || dark < 0) return std::nullopt;
    std::size_t count = 0;
    const auto queen = free_indices_of<1>(rank, Piece::WhiteQueen, taken, count);
    if (count != 1) return std::nullopt;
    for (int f = 0; f < 8; ++f)
        if (rank[static_cast<std::size_t>(f)] == Piece::WhiteQueen) taken |= 1u << f;
    const auto knights = free_indices_of<2>(rank, Piece::WhiteKnight, taken, count);
    if (count != 2) return std::nullopt;
    for (int knight_digit = 0; knight_digit < 10; ++knight_digit) {
        if (knight_pairs[static_cast<std::size_t>(knight_digit)] == knights)
            return ((knight_digit * 6 + queen[0]) * 4 + dark / 2) * 4 + (light - 1) / 2;
    }
    return std::nullopt;
}

}  // namespace

std::optional<Setup> chess960_setup(int number) {
    if (number < 0 || number >= chess960_count) return std::nullopt;
    const BackRank rank = arrangement(number);
    Setup setup;
    for (int f = 0; f < 8; ++f) {
        const File file = static_cast<File>(f);
        const Piece white = rank[static_cast<std::size_t>(f)];
        setup[make_square(file, Rank::R1)] = white;
        setup[make_square(file, Rank::R2)] = Piece::WhitePawn;
        setup[make_square(file, Rank::R7)] = Piece::BlackPawn;
        setup[make_square(file, Rank::R8)] = make_piece(Color::Black, type_of(white));
        if (white == Piece::WhiteRook)
            setup.castling_rooks |=
                Bitboard(make_square(file, Rank::R1)) | Bitboard(make_square(file, Rank::R8));
    }
    setup.chess960 = true;
    return setup;
}

std::optional<int> chess960_number(const Setup& setup) {
    BackRank rank;
    for (int f = 0; f < 8; ++f)
        rank[static_cast<std::size_t>(f)] = setup[make_square(static_cast<File>(f), Rank::R1)];
    const std::optional<int> number = decode(rank);
    if (!number) return std::nullopt;
    // Ranks 2 to 8 and the order of rooks and king follow from comparing the whole board.
    if (chess960_setup(*number)->board != setup.board) return std::nullopt;
    return number;
}

}  // namespace chess
