#include "chess/notation/uci.hpp"

#include "chess/notation/square.hpp"

namespace chess::notation {

namespace {

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

}  // namespace

std::string write_uci(const Position& pos, Move m) {
    if (m.is_null()) return "0000";
    Square to = m.to();
    if (m.is_castling() && !pos.is_chess960())
        to = Position::king_castling_target(pos.turn(), pos.castling_side(m));
    std::string out;
    out += square_name(m.from());
    out += square_name(to);
    if (m.is_promotion()) out += promotion_letter(m.promotion_piece());
    return out;
}

}  // namespace chess::notation
