#pragma once
// One game's events, kept until the game ends: a converted game can only be written once it is
// known that every move converted (a failed game is not written, or is written as read) and
// once --fix knows the result for the tag section, which comes first in the output.
//
// Texts live in one arena string and events in one vector, both reused from game to game: no
// allocation per move once they have grown to the longest game.
//
// Memory is bounded: a game whose texts and events would need more than the log's limit is
// not kept. The log drops what it holds and refuses every further event of that game (full()),
// so the caller can report the game as failed; the arena and the vector never grow past about
// twice the limit (their capacity doubles). The limit is at most max_limit, so every offset into
// the arena fits in the 32 bits of a TextRef.

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
    bool converted = false;            // Move: `text` holds the move in the target notation
    bool en_passant_note = false;      // Move: "e.p." was written after it
    std::uint8_t nag = 0;              // Nag
    std::uint32_t ply = 0;             // Move
    TextRef text;                      // Tag: name; Move: converted text; Comment: text
    TextRef other;                     // Tag: value; Move: the move as written
    notation::Relaxations lapses;      // Move: what --fix reports as corrected
    std::uint8_t note_check_size = 0;  // Move: the check mark glued to "e.p." ("e.p.+"), stored
                                       // in the arena right behind `other`
    pgn::Location location;            // Tag, Move
};

class GameLog {
public:
    // The largest limit: half the range of a 32-bit offset, so that the one converted move
    // appended to the arena before its size is checked can never reach past 4 GiB either.
    static constexpr std::size_t max_limit = std::size_t{1} << 31;
    static constexpr std::size_t default_limit = std::size_t{16} << 20;  // 16 MiB

    // `limit`: bytes of text plus events one game may take; at most max_limit.
    explicit GameLog(std::size_t limit = default_limit);

    // Empty and not full: ready for the next game.
    void clear() {
        arena_.clear();
        events_.clear();
        full_ = false;
    }
    // The current game outgrew the limit: the log holds nothing of it and stores no more.
    bool full() const { return full_; }
    // What the game's texts and events take so far (the quantity the limit bounds).
    std::size_t bytes() const { return arena_.size() + events_.size() * sizeof(LoggedEvent); }
    std::size_t limit() const { return limit_; }

    // Each add_ stores the event and returns true, or returns false when the game is (or would
    // become) larger than the limit; the log is then full() and empty.
    bool add_tag(const pgn::Tag& tag);
    // A move whose converted text was appended to arena() since `converted_from`.
    bool add_converted_move(std::size_t converted_from, const pgn::MoveToken& token,
                            std::uint32_t ply, notation::Relaxations lapses);
    bool add_unconverted_move(const pgn::MoveToken& token, std::uint32_t ply);
    bool add_nag(std::uint8_t value);
    bool add_comment(std::string_view text);
    bool add_variation_mark(EventKind kind);

    // Where a caller appends a converted move's text before add_converted_move.
    std::string& arena() { return arena_; }
    std::string_view text(TextRef ref) const {
        return std::string_view(arena_).substr(ref.offset, ref.size);
    }
    const std::vector<LoggedEvent>& events() const { return events_; }

private:
    // Whether one more event and `text_bytes` more of arena fit; if not, the log becomes full.
    bool make_room(std::size_t text_bytes);
    TextRef store(std::string_view text);

    std::size_t limit_;
    std::string arena_;
    std::vector<LoggedEvent> events_;
    bool full_ = false;
};

}  // namespace chess::convert
