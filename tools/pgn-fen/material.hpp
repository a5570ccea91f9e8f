#pragma once
// Material signatures (--material): the pieces of each side as letters, White's then Black's,
// joined by 'v'. Each side is written K first, then Q, R, B, N, P, each letter repeated once per
// piece: "KQRvKR" (White: king, queen, rook; Black: king, rook), "KRPPvKR", "KvK". A position
// matches when both sides have exactly these pieces, no more and no fewer.

#include <array>
#include <expected>
#include <string>
#include <string_view>

#include "chess/position.hpp"

namespace chess::fen_tool {

class MaterialSignature {
public:
    // Reads a signature in exactly the form above. The error says what is wrong and, for letters
    // out of order, gives the form to write.
    static std::expected<MaterialSignature, std::string> parse(std::string_view text);

    bool matches(const Position& pos) const {
        for (Color c : {Color::White, Color::Black}) {
            for (PieceType pt : all_piece_types) {
                if (pos.pieces(c, pt).count() != counts_[slot(c, pt)]) return false;
            }
        }
        return true;
    }

    // The canonical text ("KQRvKR").
    std::string text() const;

private:
    static std::size_t slot(Color c, PieceType pt) {
        return static_cast<std::size_t>(index(c) * 6 + index(pt));
    }
    std::array<int, 12> counts_{};
};

}  // namespace chess::fen_tool
