#pragma once
// One game's events, kept until the game ends: a converted game can only be written once it is
// known that every move converted (a failed game is not written, or is written as read) and
// once --fix knows the result for the tag section, which comes first in the output.
//
// Texts live in one arena string and events in one vector, both reused from game to game: no
// allocation per move once they have grown to the longest game.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/relaxation.hpp"
#include "chess/pgn/visitor.hpp"

namespace chess::convert {

enum class EventKind : std::uint8_t { Tag, Move, Nag, Comment, BeginVariation, EndVariation };

// A slice of the arena.
struct TextRef {
    std::uint32_t offset = 0;
    std::uint32_t size = 0;
};

struct LoggedEvent {
    EventKind kind = EventKind::Move;
    bool converted = false;        // Move: `text` holds the move in the target notation
    bool en_passant_note = false;  // Move: "e.p." was written after it
    std::uint8_t nag = 0;          // Nag
    std::uint32_t ply = 0;         // Move
    TextRef text;                  // Tag: name; Move: converted text; Comment: text
    TextRef other;                 // Tag: value; Move: the move as written
    notation::Relaxations lapses;  // Move: what --fix reports as corrected
    pgn::Location location;        // Tag, Move
};

class GameLog {
public:
    void clear() {
        arena_.clear();
        events_.clear();
    }

    void add_tag(const pgn::Tag& tag);
    // A move whose converted text was appended to arena() since `converted_from`.
    void add_converted_move(std::size_t converted_from, const pgn::MoveToken& token,
                            std::uint32_t ply, notation::Relaxations lapses);
    void add_unconverted_move(const pgn::MoveToken& token, std::uint32_t ply);
    void add_nag(std::uint8_t value);
    void add_comment(std::string_view text);
    void add_variation_mark(EventKind kind);

    // Where a caller appends a converted move's text before add_converted_move.
    std::string& arena() { return arena_; }
    std::string_view text(TextRef ref) const {
        return std::string_view(arena_).substr(ref.offset, ref.size);
    }
    const std::vector<LoggedEvent>& events() const { return events_; }

private:
    TextRef store(std::string_view text);

    std::string arena_;
    std::vector<LoggedEvent> events_;
};

}  // namespace chess::convert
