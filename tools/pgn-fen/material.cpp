#include "material.hpp"

#include <fmt/core.h>

namespace chess::fen_tool {

namespace {

constexpr std::string_view order = "KQRBNP";  // the order of the letters on each side
constexpr std::array<PieceType, 6> order_types = {PieceType::King,   PieceType::Queen,
                                                  PieceType::Rook,   PieceType::Bishop,
                                                  PieceType::Knight, PieceType::Pawn};

// Counts one side's letters into `counts` (indexed like `order`); false on a letter that is no
// piece.
bool count_side(std::string_view side, std::array<int, 6>& counts) {
    for (char letter : side) {
        const std::size_t i = order.find(letter);
        if (i == std::string_view::npos) return false;
        ++counts[i];
    }
    return true;
}

std::string side_text(const std::array<int, 6>& counts) {
    std::string text;
    for (std::size_t i = 0; i < order.size(); ++i)
        text.append(static_cast<std::size_t>(counts[i]), order[i]);
    return text;
}

}  // namespace

std::expected<MaterialSignature, std::string> MaterialSignature::parse(std::string_view text) {
    const std::size_t v = text.find('v');
    if (v == std::string_view::npos || text.find('v', v + 1) != std::string_view::npos)
        return std::unexpected(
            fmt::format("'{}': write White's pieces, 'v', Black's (KQRvKR)", text));
    MaterialSignature signature;
    std::string canonical;
    for (const Color c : {Color::White, Color::Black}) {
        const std::string_view side = c == Color::White ? text.substr(0, v) : text.substr(v + 1);
        std::array<int, 6> counts{};
        if (!count_side(side, counts))
            return std::unexpected(
                fmt::format("'{}': pieces are the upper-case letters K Q R B N P", text));
        if (counts[0] != 1)
            return std::unexpected(fmt::format("'{}': each side has exactly one K", text));
        for (std::size_t i = 0; i < order_types.size(); ++i)
            signature.counts_[slot(c, order_types[i])] = counts[i];
        if (!canonical.empty()) canonical += 'v';
        canonical += side_text(counts);
    }
    if (canonical != text)
        return std::unexpected(fmt::format(
            "'{}': letters go in the order K Q R B N P on each side: '{}'", text, canonical));
    return signature;
}

std::string MaterialSignature::text() const {
    std::string out;
    for (const Color c : {Color::White, Color::Black}) {
        if (c == Color::Black) out += 'v';
        std::array<int, 6> counts{};
        for (std::size_t i = 0; i < order_types.size(); ++i)
            counts[i] = counts_[slot(c, order_types[i])];
        out += side_text(counts);
    }
    return out;
}

}  // namespace chess::fen_tool
