#include "fen_text.hpp"

#include <array>
#include <bit>
#include <charconv>
#include <string_view>

namespace chess::fen_tool {

namespace {

constexpr std::array<char, 16> piece_chars = {'P', 'N', 'B', 'R', 'Q', 'K', '?', '?',
                                              'p', 'n', 'b', 'r', 'q', 'k', '?', '?'};

// Walks the occupied squares of each rank (a bit scan per piece, not a test per square: the
// branches on 64 squares were the cost), with the gaps between them as digits. Works on a
// local pointer, which the compiler keeps in a register (a member would be stored back after
// every character, as a char store may alias it).
char* put_placement(char* p, const Position& pos) {
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

// The FEN is built in a small array on the stack and appended at once: appending character by
// character to the string costs a capacity check each, which showed as the largest cost of
// `pgn-fen --every`. The longest FEN: 71 (placement) + 2 + 4 + 3 + 2 counters of up to 11
// characters and their blanks, well under the array's size.
class FenChars {
public:
    void put(char c) { *end_++ = c; }
    void put(std::string_view text) {
        for (const char c : text) *end_++ = c;
    }
    // The placement: written by put_placement from here.
    void put_placement(const Position& pos) { end_ = chess::fen_tool::put_placement(end_, pos); }
    void put_number(int value) {
        end_ = std::to_chars(end_, chars_.data() + chars_.size(), value).ptr;
    }
    std::string_view view() const {
        return {chars_.data(), static_cast<std::size_t>(end_ - chars_.data())};
    }

private:
    std::array<char, 128> chars_;
    char* end_ = chars_.data();
};

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

void put_castling(FenChars& out, const Position& pos, notation::CastlingStyle style) {
    if (pos.castling_rooks().empty()) {
        out.put('-');
        return;
    }
    for (Color c : {Color::White, Color::Black}) {
        // h-side first ("KQkq", "HAha"): from the highest square down.
        for (Bitboard left = pos.castling_rooks() & back_rank(c); left.any();) {
            const Square s = left.last();
            left = left & ~Bitboard(s);
            out.put(castling_char(pos, c, s, style));
        }
    }
}

}  // namespace

void append_fen(std::string& out, const Position& pos, const notation::FenWriteOptions& options) {
    FenChars fen;
    fen.put_placement(pos);
    fen.put(pos.turn() == Color::White ? " w " : " b ");
    put_castling(fen, pos, options.castling);
    fen.put(' ');
    const auto ep = options.en_passant == notation::EnPassantStyle::OnlyLegal
                        ? pos.legal_en_passant_square()
                        : pos.en_passant_square();
    if (ep) {
        fen.put(static_cast<char>('a' + index(file_of(*ep))));
        fen.put(static_cast<char>('1' + index(rank_of(*ep))));
    } else {
        fen.put('-');
    }
    if (options.counters) {
        fen.put(' ');
        fen.put_number(pos.halfmove_clock());
        fen.put(' ');
        fen.put_number(pos.fullmove_number());
    }
    out.append(fen.view());
}

}  // namespace chess::fen_tool
