#include "fen_text.hpp"

#include <array>
#include <bit>
#include <charconv>
#include <cstdint>
#include <utility>

// x86-64: the placement with SSSE3's byte shuffle. Compiled in even where the build does not
// assume SSSE3 (then chosen at run time, for the CPU at hand): all but the oldest x86-64 CPUs
// have it, and with the portable writer `pgn-fen --every` costs a third more per move.
#if defined(__x86_64__)
#include <tmmintrin.h>
#define CHESS_FEN_SHUFFLE 1
#if defined(__SSSE3__)
#define CHESS_FEN_SHUFFLE_TARGET
#else
#define CHESS_FEN_SHUFFLE_TARGET [[gnu::target("ssse3")]]
#endif
#else
#define CHESS_FEN_SHUFFLE 0
#endif

namespace chess::fen_tool {

namespace {

constexpr std::array<char, 16> piece_chars = {'P', 'N', 'B', 'R', 'Q', 'K', '?', '?',
                                              'p', 'n', 'b', 'r', 'q', 'k', '?', '?'};

#if CHESS_FEN_SHUFFLE

// The text of a rank depends on its pieces' letters and on which of its squares are occupied.
// For each of the 256 occupancies, a byte shuffle picks the rank's text out of 16 bytes: the
// letters of its eight squares (bytes 0-7) and the digits '1'..'8' (bytes 8-15): an occupied
// file picks its letter, a run of n empty files the digit n. Unused bytes pick zero.
struct RankShapes {
    alignas(16) std::array<std::array<std::uint8_t, 16>, 256> shuffles{};
    std::array<std::uint8_t, 256> lengths{};
};

constexpr RankShapes make_rank_shapes() {
    RankShapes shapes;
    for (unsigned occupancy = 0; occupancy < 256; ++occupancy) {
        std::array<std::uint8_t, 16>& shuffle = shapes.shuffles[occupancy];
        shuffle.fill(0x80);  // the shuffle's "zero this byte"
        std::size_t length = 0;
        unsigned gap = 0;
        for (unsigned file = 0; file < 8; ++file) {
            if ((occupancy >> file & 1U) == 0) {
                ++gap;
                continue;
            }
            if (gap != 0) shuffle[length++] = static_cast<std::uint8_t>(8 + gap - 1);
            gap = 0;
            shuffle[length++] = static_cast<std::uint8_t>(file);
        }
        if (gap != 0) shuffle[length++] = static_cast<std::uint8_t>(8 + gap - 1);
        shapes.lengths[occupancy] = static_cast<std::uint8_t>(length);
    }
    return shapes;
}

constexpr RankShapes rank_shapes = make_rank_shapes();

// The Piece codes of a rank's eight squares, a-file in the low byte. Written with constant
// squares so that the compiler reads the eight board bytes with one 8-byte load.
template <int Rank, std::size_t... File>
std::uint64_t rank_pieces(const Position& pos, std::index_sequence<File...>) {
    return ((static_cast<std::uint64_t>(index(pos.piece_at(static_cast<Square>(8 * Rank + File))))
             << (8 * File)) |
            ...);
}

template <std::size_t... Rank>
std::array<std::uint64_t, 8> board_pieces(const Position& pos, std::index_sequence<Rank...>) {
    return {rank_pieces<static_cast<int>(Rank)>(pos, std::make_index_sequence<8>{})...};
}

// Stores 16 bytes at `p` (the rank's text and zeros after it); returns the end of the text.
CHESS_FEN_SHUFFLE_TARGET char* put_rank(char* p, std::uint64_t pieces, unsigned occupancy) {
    // Piece codes are below 16 but for Piece::None (16), which the shuffle reads as 0: it picks
    // 'P' for an empty square, which the rank's shape never selects.
    const __m128i letters_by_code =
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(piece_chars.data()));
    const __m128i digits = _mm_set_epi64x(0, 0x3837363534333231);  // '1'..'8'
    const __m128i letters =
        _mm_shuffle_epi8(letters_by_code, _mm_cvtsi64_si128(static_cast<long long>(pieces)));
    const __m128i source = _mm_unpacklo_epi64(letters, digits);
    const __m128i shape =
        _mm_load_si128(reinterpret_cast<const __m128i*>(rank_shapes.shuffles[occupancy].data()));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm_shuffle_epi8(source, shape));
    return p + rank_shapes.lengths[occupancy];
}

CHESS_FEN_SHUFFLE_TARGET char* put_placement_shuffled(char* p, const Position& pos) {
    const std::array<std::uint64_t, 8> pieces = board_pieces(pos, std::make_index_sequence<8>{});
    const std::uint64_t occupied = pos.occupied().bits();
    for (int rank = 7; rank >= 0; --rank) {
        const auto r = static_cast<std::size_t>(rank);
        p = put_rank(p, pieces[r], static_cast<unsigned>(occupied >> (8 * r)) & 0xFFU);
        if (rank != 0) *p++ = '/';
    }
    return p;
}

#endif

char* put_placement(char* p, const Position& pos) {
#if CHESS_FEN_SHUFFLE && defined(__SSSE3__)
    return put_placement_shuffled(p, pos);
#elif CHESS_FEN_SHUFFLE
    static const bool has_ssse3 = __builtin_cpu_supports("ssse3") != 0;
    return has_ssse3 ? put_placement_shuffled(p, pos) : write_placement_portable(p, pos);
#else
    return write_placement_portable(p, pos);
#endif
}

// Castling rights on corner rooks only, as in every standard game: the letters then do not
// depend on where the kings are ('K' for h1, 'Q' for a1, as X-FEN's outermost rooks; or the
// file letters). Written without branches, one letter kept per right.
char* put_corner_castling(char* p, std::uint64_t rooks, notation::CastlingStyle style) {
    const bool files = style == notation::CastlingStyle::Shredder;
    const std::uint64_t h1 = rooks >> 7 & 1, a1 = rooks & 1;
    const std::uint64_t h8 = rooks >> 63 & 1, a8 = rooks >> 56 & 1;
    *p = files ? 'H' : 'K';
    p += h1;
    *p = files ? 'A' : 'Q';
    p += a1;
    *p = files ? 'h' : 'k';
    p += h8;
    *p = files ? 'a' : 'q';
    p += a8;
    return p;
}

// The rook that 'K'/'Q' names when read back: the outermost rook of `c` on its back rank on
// that side of its king (X-FEN).
bool is_outermost_rook(const Position& pos, Color c, Square rook) {
    const Square king = pos.king_square(c);
    const Bitboard rooks = pos.pieces(c, PieceType::Rook) & back_rank(c);
    const int rook_file = index(file_of(rook));
    const int king_file = index(file_of(king));
    // Any rook of `c` further out on the same side takes the letter instead.
    for (Square s : rooks) {
        const int f = index(file_of(s));
        if (rook_file > king_file ? f > rook_file : f < rook_file) return false;
    }
    return true;
}

char castling_char(const Position& pos, Color c, Square rook, notation::CastlingStyle style) {
    const bool white = c == Color::White;
    const int file = index(file_of(rook));
    if (style != notation::CastlingStyle::Shredder && is_outermost_rook(pos, c, rook)) {
        const bool king_side = file > index(file_of(pos.king_square(c)));
        if (king_side) return white ? 'K' : 'k';
        return white ? 'Q' : 'q';
    }
    return static_cast<char>((white ? 'A' : 'a') + file);
}

// Any castling rights (Chess960): out of line, to keep the common case's registers free.
[[gnu::noinline]] char* put_any_castling(char* p, const Position& pos,
                                         notation::CastlingStyle style) {
    for (Color c : {Color::White, Color::Black}) {
        // h-side first ("KQkq", "HAha"): from the highest square down.
        for (Bitboard left = pos.castling_rooks() & back_rank(c); left.any();) {
            const Square s = left.last();
            left = left & ~Bitboard(s);
            *p++ = castling_char(pos, c, s, style);
        }
    }
    return p;
}

char* put_castling(char* p, const Position& pos, notation::CastlingStyle style) {
    const std::uint64_t rooks = pos.castling_rooks().bits();
    constexpr std::uint64_t corners = 0x8100000000000081ULL;  // a1, h1, a8, h8
    if (rooks == 0) {
        *p++ = '-';
        return p;
    }
    if ((rooks & ~corners) == 0) return put_corner_castling(p, rooks, style);
    return put_any_castling(p, pos, style);
}

char* put_en_passant(char* p, const Position& pos, notation::EnPassantStyle style) {
    // Most positions have no en-passant square: the legality test only for those that do.
    auto square = pos.en_passant_square();
    if (square && style == notation::EnPassantStyle::OnlyLegal)
        square = pos.legal_en_passant_square();
    if (!square) {
        *p++ = '-';
        return p;
    }
    *p++ = static_cast<char>('a' + index(file_of(*square)));
    *p++ = static_cast<char>('1' + index(rank_of(*square)));
    return p;
}

// The counters are nearly always below 100: one or two digits without a division loop.
// Inlined: the two calls were a quarter of the counters' instructions.
[[gnu::always_inline]] inline char* put_counter(char* p, int value) {
    if (value >= 0 && value < 10) {
        *p = static_cast<char>('0' + value);
        return p + 1;
    }
    if (value >= 10 && value < 100) {
        p[0] = static_cast<char>('0' + value / 10);
        p[1] = static_cast<char>('0' + value % 10);
        return p + 2;
    }
    return std::to_chars(p, p + 11, value).ptr;
}

}  // namespace

// Walks the occupied squares of each rank (a bit scan per piece, not a test per square: the
// branches on 64 squares were the cost), with the gaps between them as digits.
char* write_placement_portable(char* p, const Position& pos) {
    const std::uint64_t occupied = pos.occupied().bits();
    for (int rank = 7; rank >= 0; --rank) {
        auto row = static_cast<unsigned>((occupied >> (8 * rank)) & 0xFF);
        int next_file = 0;
        while (row != 0) {
            const int file = std::countr_zero(row);
            row &= row - 1;
            // The gap's digit is always stored and kept only when the gap is not empty: no
            // branch to mispredict on the irregular gaps of real positions.
            const int gap = file - next_file;
            *p = static_cast<char>('0' + gap);
            p += gap != 0 ? 1 : 0;
            const Piece piece = pos.piece_at(static_cast<Square>(8 * rank + file));
            *p++ = piece_chars[static_cast<std::size_t>(index(piece))];
            next_file = file + 1;
        }
        *p = static_cast<char>('0' + 8 - next_file);
        p += next_file != 8 ? 1 : 0;
        if (rank != 0) *p++ = '/';
    }
    return p;
}

char* write_fen(char* p, const Position& pos, const notation::FenWriteOptions& options) {
    p = put_placement(p, pos);
    p[0] = ' ';
    p[1] = pos.turn() == Color::White ? 'w' : 'b';
    p[2] = ' ';
    p = put_castling(p + 3, pos, options.castling);
    *p++ = ' ';
    p = put_en_passant(p, pos, options.en_passant);
    if (options.counters) {
        *p++ = ' ';
        p = put_counter(p, pos.halfmove_clock());
        *p++ = ' ';
        p = put_counter(p, pos.fullmove_number());
    }
    return p;
}

}  // namespace chess::fen_tool

#undef CHESS_FEN_SHUFFLE
#undef CHESS_FEN_SHUFFLE_TARGET
