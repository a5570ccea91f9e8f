// The castling field in all its dialects: "KQkq", X-FEN and Shredder-FEN, read and written, and
// the detection of Chess960 from the position.

#include <optional>
#include <string>

#include "chess/notation/square.hpp"
#include "fen_detail.hpp"

namespace chess::notation::detail {

namespace {

Rank back_rank_of(Color c) { return c == Color::White ? Rank::R1 : Rank::R8; }

// The king of `c` on its back rank (the first one, should a broken setup have several).
std::optional<Square> back_rank_king(const Setup& setup, Color c) {
    const Piece king = make_piece(c, PieceType::King);
    for (Square s : back_rank(c))
        if (setup[s] == king) return s;
    return std::nullopt;
}

// The rook a 'K'/'Q' ('k'/'q') letter names on this board: the outermost rook of `c` on its
// back rank on that side of its king. Without such a rook, or without a king there, the corner
// square: the right is then recorded anyway, and validation reports it as invalid instead of
// the letter silently vanishing.
Square side_rook(const Setup& setup, Color c, CastlingSide side) {
    const Rank rank = back_rank_of(c);
    const File corner = side == CastlingSide::King ? File::H : File::A;
    const auto king = back_rank_king(setup, c);
    if (!king) return make_square(corner, rank);
    const Piece rook = make_piece(c, PieceType::Rook);
    // Walk from the corner towards the king: the first rook met is the outermost one.
    const int step = side == CastlingSide::King ? -1 : 1;
    for (int f = index(corner); f != index(file_of(*king)); f += step) {
        const Square s = make_square(static_cast<File>(f), rank);
        if (setup[s] == rook) return s;
    }
    return make_square(corner, rank);
}

// The square one character of the castling field names, or nullopt if it is not a castling
// letter.
std::optional<Square> castling_square(const Setup& setup, char c) {
    switch (c) {
        case 'K':
            return side_rook(setup, Color::White, CastlingSide::King);
        case 'Q':
            return side_rook(setup, Color::White, CastlingSide::Queen);
        case 'k':
            return side_rook(setup, Color::Black, CastlingSide::King);
        case 'q':
            return side_rook(setup, Color::Black, CastlingSide::Queen);
        default:
            break;
    }
    if (c >= 'A' && c <= 'H') return make_square(static_cast<File>(c - 'A'), Rank::R1);
    if (c >= 'a' && c <= 'h') return make_square(static_cast<File>(c - 'a'), Rank::R8);
    return std::nullopt;
}

// Chess960 is a property of the position, whatever dialect the castling field used: a colour
// with a castling right whose king stands off the e-file, or whose castling rook stands off the
// a- and h-files. Only rights that could be real count: the colour's king on its back rank
// between the corners (in Chess960 it starts between its rooks) and one of its rooks on the
// right's square. Anything else is an invalid right that validation reports and drops, and it
// must not leave a Chess960 guess behind.
bool looks_like_chess960(const Setup& setup) {
    for (Color c : {Color::White, Color::Black}) {
        const auto king = back_rank_king(setup, c);
        if (!king || file_of(*king) == File::A || file_of(*king) == File::H) continue;
        const Piece rook = make_piece(c, PieceType::Rook);
        const Bitboard rights = setup.castling_rooks & back_rank(c);
        for (Square r : rights) {
            if (setup[r] != rook) continue;
            if (file_of(*king) != File::E) return true;
            if (file_of(r) != File::A && file_of(r) != File::H) return true;
        }
    }
    return false;
}

// The letter for the castling rook on `rook`: 'K'/'Q' when reading that letter back on this
// board gives this very rook (the X-FEN rule, and a round trip by construction), else the
// rook's file.
char castling_letter(const Setup& setup, Color c, Square rook, CastlingStyle style) {
    const bool white = c == Color::White;
    if (style != CastlingStyle::Shredder) {
        if (side_rook(setup, c, CastlingSide::King) == rook) return white ? 'K' : 'k';
        if (side_rook(setup, c, CastlingSide::Queen) == rook) return white ? 'Q' : 'q';
    }
    return static_cast<char>((white ? 'A' : 'a') + index(file_of(rook)));
}

}  // namespace

std::expected<void, FenError> parse_castling(Token token, Setup& setup) {
    const std::string_view text = token.text;
    setup.castling_rooks = Bitboard();
    setup.chess960 = false;
    if (text == "-") return {};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto rook = castling_square(setup, text[i]);
        if (!rook)
            return std::unexpected(
                make_error(FenErrorCode::BadCastling, FenField::Castling, token.column + i,
                           "castling field " + quoted(text) + ": " + quoted(character_at(text, i)) +
                               " is not K, Q, k, q or a file letter"));
        if (setup.castling_rooks.contains(*rook))
            return std::unexpected(make_error(FenErrorCode::DuplicateCastling, FenField::Castling,
                                              token.column + i,
                                              "castling field " + quoted(text) + " names " +
                                                  std::string(square_name(*rook)) + " twice"));
        setup.castling_rooks |= *rook;
    }
    setup.chess960 = looks_like_chess960(setup);
    return {};
}

void write_castling(const Setup& setup, CastlingStyle style, std::string& out) {
    const std::size_t start = out.size();
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard rooks = setup.castling_rooks & back_rank(c);
        // From the h-file towards the a-file: h-side rights first, as in "KQkq" and "HAha".
        for (int f = 7; f >= 0; --f) {
            const Square s = make_square(static_cast<File>(f), back_rank_of(c));
            if (rooks.contains(s)) out += castling_letter(setup, c, s, style);
        }
    }
    if (out.size() == start) out += '-';
}

}  // namespace chess::notation::detail
