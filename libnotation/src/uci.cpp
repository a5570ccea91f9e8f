#include "chess/notation/uci.hpp"

namespace chess::notation {

namespace {

std::optional<Square> square_at(std::string_view text, std::size_t at) {
    const char f = text[at];
    const char r = text[at + 1];
    if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
    return make_square(static_cast<File>(f - 'a'), static_cast<Rank>(r - '1'));
}

std::optional<PieceType> promotion_from_letter(char c) {
    switch (c) {
        case 'n':
        case 'N':
            return PieceType::Knight;
        case 'b':
        case 'B':
            return PieceType::Bishop;
        case 'r':
        case 'R':
            return PieceType::Rook;
        case 'q':
        case 'Q':
            return PieceType::Queen;
        default:
            return std::nullopt;
    }
}

char promotion_letter(PieceType pt) {
    switch (pt) {
        case PieceType::Knight:
            return 'n';
        case PieceType::Bishop:
            return 'b';
        case PieceType::Rook:
            return 'r';
        default:
            return 'q';
    }
}

// The castling move a king move from `from` to `to` stands for, if it is one: the king's
// two-square step (standard) or king-takes-own-rook (Chess960).
std::optional<Move> as_castling(const Position& pos, Square from, Square to) {
    if (pos.piece_at(from) != make_piece(pos.turn(), PieceType::King)) return std::nullopt;
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        auto castle = pos.castling_move(side);
        if (!castle) continue;
        const bool takes_rook = castle->to() == to;
        const bool two_steps = !pos.is_chess960() &&
                               Position::king_castling_target(pos.turn(), side) == to &&
                               file_of(from) == File::E;
        if (takes_rook || two_steps) return castle;
    }
    return std::nullopt;
}

}  // namespace

std::optional<UciMove> parse_uci(std::string_view text) {
    if (text == "0000") return UciMove{Square::A1, Square::A1, std::nullopt, true};
    if (text.size() != 4 && text.size() != 5) return std::nullopt;
    auto from = square_at(text, 0);
    auto to = square_at(text, 2);
    if (!from || !to) return std::nullopt;
    UciMove uci{*from, *to, std::nullopt, false};
    if (text.size() == 5) {
        uci.promotion = promotion_from_letter(text[4]);
        if (!uci.promotion) return std::nullopt;
    }
    return uci;
}

std::optional<Move> resolve_uci(const Position& pos, const UciMove& uci) {
    if (uci.null) return pos.in_check() ? std::nullopt : std::optional<Move>(Move::null());
    if (!uci.promotion) {
        if (auto castle = as_castling(pos, uci.from, uci.to)) return castle;
    }
    MoveList moves;
    pos.generate_legal(Bitboard(uci.from), Bitboard(uci.to), moves);
    for (Move m : moves) {
        if (m.is_promotion() != uci.promotion.has_value()) continue;
        if (m.is_promotion() && m.promotion_piece() != *uci.promotion) continue;
        return m;
    }
    return std::nullopt;
}

std::string write_uci(const Position& pos, Move m) {
    if (m.is_null()) return "0000";
    Square to = m.to();
    if (m.is_castling() && !pos.is_chess960())
        to = Position::king_castling_target(pos.turn(), pos.castling_side(m));
    std::string out;
    out += static_cast<char>('a' + index(file_of(m.from())));
    out += static_cast<char>('1' + index(rank_of(m.from())));
    out += static_cast<char>('a' + index(file_of(to)));
    out += static_cast<char>('1' + index(rank_of(to)));
    if (m.is_promotion()) out += promotion_letter(m.promotion_piece());
    return out;
}

}  // namespace chess::notation
