// LetterSetDetector: which letter set a game is written in, decided from its move tokens alone.

#include <bit>
#include <cstdlib>

#include "chess/notation/move_parser.hpp"

namespace chess::notation {

namespace {

constexpr std::uint16_t bit(LetterSetId id) {
    return static_cast<std::uint16_t>(1u << static_cast<int>(id));
}

constexpr std::uint16_t all_sets = (1u << letter_set_count) - 1;
constexpr std::uint16_t spanish_italian = bit(LetterSetId::Spanish) | bit(LetterSetId::Italian);
constexpr std::uint16_t colon_sets =
    bit(LetterSetId::German) | bit(LetterSetId::RussianCyrillic) | bit(LetterSetId::RussianLatin);

// Whether the piece named could make the move written, on an empty board. Only a move written
// with both squares and a piece letter tells anything; everything else passes.
bool plausible(const MoveText& t) {
    if (t.kind != MoveTextKind::Normal || !t.piece || !t.has_complete_origin() ||
        !t.has_complete_target())
        return true;
    const int dx = std::abs(index(*t.to_file) - index(*t.from_file));
    const int dy = std::abs(index(*t.to_rank) - index(*t.from_rank));
    const bool diagonal = dx == dy && dx != 0;
    const bool straight = (dx == 0) != (dy == 0);
    const bool back_rank = *t.from_rank == Rank::R1 || *t.from_rank == Rank::R8;
    switch (*t.piece) {
        case PieceType::Pawn:
            return (dx == 0 && (dy == 1 || dy == 2)) || (dx == 1 && dy == 1);
        case PieceType::Knight:
            return dx * dy == 2;
        case PieceType::Bishop:
            return diagonal;
        case PieceType::Rook:
            return straight;
        case PieceType::Queen:
            return diagonal || straight;
        // Castling written as a king move: two squares, or onto its own rook (Chess960).
        case PieceType::King:
            return std::max(dx, dy) == 1 || (dy == 0 && back_rank);
    }
    return true;
}

std::optional<LetterSetId> single(std::uint16_t sets) {
    if (sets == spanish_italian) return LetterSetId::Spanish;
    if (std::popcount(sets) != 1) return std::nullopt;
    return static_cast<LetterSetId>(std::countr_zero(sets));
}

// The sets among `sets` in which `token` reads as a move its piece could make; `marks` gets
// one such reading (capture and check marks read alike in every set).
std::uint16_t readable_in(std::string_view token, std::uint16_t sets,
                          std::optional<MoveText>& marks) {
    std::uint16_t readable = 0;
    for (int i = 0; i < letter_set_count; ++i) {
        const auto id = static_cast<LetterSetId>(i);
        if ((sets & bit(id)) == 0) continue;
        const auto text = parse_move(token, letter_set(id));
        if (!text || !plausible(*text)) continue;
        if (id != LetterSetId::Figurine && text->relaxations.contains(Relaxation::Figurine))
            continue;
        readable = static_cast<std::uint16_t>(readable | bit(id));
        marks = *text;
    }
    return readable;
}

}  // namespace

void LetterSetDetector::observe(std::string_view token) {
    // The candidates first: once a set is decided this is one parse per token. Only a token
    // that none of them reads needs the other sets, to tell a contradiction from noise.
    std::optional<MoveText> marks;
    std::uint16_t readable = readable_in(token, candidates_, marks);
    if (readable == 0) {
        const auto others = static_cast<std::uint16_t>(~candidates_ & all_sets);
        if (readable_in(token, others, marks) != 0) candidates_ = 0;
        return;  // a contradiction, or no move in any set: not evidence
    }
    candidates_ = readable;
    if (marks->capture) {
        const bool colon = marks->relaxations.contains(Relaxation::ColonCapture);
        conventions_ =
            static_cast<std::uint16_t>(conventions_ & (colon ? colon_sets : ~colon_sets));
    }
}

std::optional<LetterSetId> LetterSetDetector::decided() const {
    if (auto set = single(candidates_)) return set;
    return single(static_cast<std::uint16_t>(candidates_ & conventions_));
}

}  // namespace chess::notation
