#pragma once
// Vocabulary types of the rules layer. Squares are numbered a1 == 0 ... h8 == 63 (little-endian
// rank-file mapping), so `square = 8 * rank + file`. No implicit conversions from integers or
// strings: text lives in libnotation.

#include <cstdint>
#include <optional>

namespace chess {

enum class Color : std::uint8_t { White, Black };

constexpr Color operator~(Color c) { return c == Color::White ? Color::Black : Color::White; }
constexpr int index(Color c) { return static_cast<int>(c); }

enum class PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King };
constexpr int index(PieceType pt) { return static_cast<int>(pt); }
inline constexpr PieceType all_piece_types[] = {PieceType::Pawn,   PieceType::Knight,
                                                PieceType::Bishop, PieceType::Rook,
                                                PieceType::Queen,  PieceType::King};

// A coloured piece; `Piece::None` marks an empty square in board arrays.
enum class Piece : std::uint8_t {
    WhitePawn,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn = 8,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
    None = 16
};

constexpr Piece make_piece(Color c, PieceType pt) {
    return static_cast<Piece>(8 * index(c) + index(pt));
}
constexpr Color color_of(Piece p) { return static_cast<Color>(static_cast<int>(p) >> 3); }
constexpr PieceType type_of(Piece p) { return static_cast<PieceType>(static_cast<int>(p) & 7); }
constexpr int index(Piece p) { return static_cast<int>(p); }

enum class File : std::uint8_t { A, B, C, D, E, F, G, H };
enum class Rank : std::uint8_t { R1, R2, R3, R4, R5, R6, R7, R8 };
constexpr int index(File f) { return static_cast<int>(f); }
constexpr int index(Rank r) { return static_cast<int>(r); }

// clang-format off
enum class Square : std::uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
};
// clang-format on

constexpr int index(Square s) { return static_cast<int>(s); }
constexpr Square make_square(File f, Rank r) {
    return static_cast<Square>(8 * index(r) + index(f));
}
constexpr File file_of(Square s) { return static_cast<File>(index(s) & 7); }
constexpr Rank rank_of(Square s) { return static_cast<Rank>(index(s) >> 3); }

// Checked conversions from numbers, for code that computes squares arithmetically.
constexpr std::optional<Square> square_from_index(int i) {
    if (i < 0 || i > 63) return std::nullopt;
    return static_cast<Square>(i);
}
constexpr std::optional<File> file_from_index(int i) {
    if (i < 0 || i > 7) return std::nullopt;
    return static_cast<File>(i);
}
constexpr std::optional<Rank> rank_from_index(int i) {
    if (i < 0 || i > 7) return std::nullopt;
    return static_cast<Rank>(i);
}

// The same square seen from the other side of the board (a1 <-> a8).
constexpr Square flip_rank(Square s) { return static_cast<Square>(index(s) ^ 56); }
// Rank `r` as seen by `c`: relative_rank(Black, R1) == R8.
constexpr Rank relative_rank(Color c, Rank r) {
    return c == Color::White ? r : static_cast<Rank>(7 - index(r));
}
constexpr Square relative_square(Color c, Square s) { return c == Color::White ? s : flip_rank(s); }

enum class CastlingSide : std::uint8_t { King, Queen };  // h-side (O-O) and a-side (O-O-O)
constexpr int index(CastlingSide s) { return static_cast<int>(s); }

}  // namespace chess
