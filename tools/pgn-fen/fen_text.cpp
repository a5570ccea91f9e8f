#include "fen_text.hpp"

#include <array>
#include <charconv>

namespace chess::fen_tool {

namespace {

constexpr std::array<char, 16> piece_chars = {'P', 'N', 'B', 'R', 'Q', 'K', '?', '?',
                                              'p', 'n', 'b', 'r', 'q', 'k', '?', '?'};

void append_placement(std::string& out, const Position& pos) {
    for (int rank = 7; rank >= 0; --rank) {
        char empty = '0';
        for (int file = 0; file < 8; ++file) {
            const Piece p =
                pos.piece_at(make_square(static_cast<File>(file), static_cast<Rank>(rank)));
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty != '0') out += empty;
            empty = '0';
            out += piece_chars[static_cast<std::size_t>(index(p))];
        }
        if (empty != '0') out += empty;
        if (rank != 0) out += '/';
    }
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

void append_castling(std::string& out, const Position& pos, notation::CastlingStyle style) {
    const std::size_t start = out.size();
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard rooks = pos.castling_rooks() & back_rank(c);
        if (rooks.empty()) continue;
        // h-side first ("KQkq", "HAha"): from the highest square down.
        for (Bitboard left = rooks; left.any();) {
            const Square s = left.last();
            left = left & ~Bitboard(s);
            out += castling_char(pos, c, s, style);
        }
    }
    if (out.size() == start) out += '-';
}

void append_number(std::string& out, int value) {
    std::array<char, 16> digits{};
    const auto result = std::to_chars(digits.data(), digits.data() + digits.size(), value);
    out.append(digits.data(), result.ptr);
}

}  // namespace

void append_fen(std::string& out, const Position& pos, const notation::FenWriteOptions& options) {
    append_placement(out, pos);
    out += pos.turn() == Color::White ? " w " : " b ";
    append_castling(out, pos, options.castling);
    out += ' ';
    const auto ep = options.en_passant == notation::EnPassantStyle::OnlyLegal
                        ? pos.legal_en_passant_square()
                        : pos.en_passant_square();
    if (ep) {
        out += static_cast<char>('a' + index(file_of(*ep)));
        out += static_cast<char>('1' + index(rank_of(*ep)));
    } else {
        out += '-';
    }
    if (!options.counters) return;
    out += ' ';
    append_number(out, pos.halfmove_clock());
    out += ' ';
    append_number(out, pos.fullmove_number());
}

}  // namespace chess::fen_tool
