#include "glued_moves.hpp"

#include "chess/notation/move_parser.hpp"
#include "text.hpp"

namespace chess::pgn::detail {

void play_move(Position& pos, Move m) {
    if (m.is_null()) {
        pos.play_null();
    } else {
        pos.play(m);
    }
}

std::optional<LegalReading> read_legal(const Position& pos, std::string_view text,
                                       const notation::LetterSet& letters) {
    auto read = notation::parse_move(text, letters);
    if (!read) return std::nullopt;
    auto resolved = notation::resolve(pos, *read, notation::CheckMarks::Defer);
    if (!resolved) return std::nullopt;
    return LegalReading{*read, *resolved};
}

std::optional<GluedMoves> split_glued_moves(const Position& pos, std::string_view text,
                                            const notation::LetterSet& letters) {
    constexpr std::size_t shortest_move = 2;  // "e4"
    if (text.size() < 2 * shortest_move || !is_valid_utf8(text)) return std::nullopt;
    std::optional<GluedMoves> found;
    for (std::size_t at = shortest_move; at + shortest_move <= text.size(); ++at) {
        const auto first = read_legal(pos, text.substr(0, at), letters);
        if (!first) continue;
        Position after = pos;
        play_move(after, first->resolved.move);
        const auto second = read_legal(after, text.substr(at), letters);
        if (!second) continue;
        if (found) return std::nullopt;  // two readings: neither is taken
        found = GluedMoves{at, *first, *second};
    }
    return found;
}

}  // namespace chess::pgn::detail
