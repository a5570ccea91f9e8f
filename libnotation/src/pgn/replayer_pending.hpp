#pragma once
// Events held back while a game's letter set is being detected (internal to the replayer).
//
// The reader's views die with each callback, so the text of every held-back event is copied
// into one string and the events keep offsets into it. Both containers are cleared, not
// freed, between games: after warm-up, holding back costs no allocation. The caller bounds
// the size (ReplayerOptions::max_pending_events / max_pending_bytes).

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/letters.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/pgn/visitor.hpp"
#include "chess/position.hpp"
#include "glued_moves.hpp"

namespace chess::pgn::detail {

// The look-alikes a game's reading replaces in a token that does not read as written: Cyrillic
// look-alikes of Latin letters ("е4") in every game, the Latin look-alikes of Cyrillic piece
// letters ("Cf1-b5") too in a game read so (see ReplayerImpl::reads_lookalikes).
constexpr notation::LookalikeKinds lookalike_kinds(bool piece_lookalikes) {
    return piece_lookalikes ? notation::LookalikeKinds::PiecesAndLatinLetters
                            : notation::LookalikeKinds::LatinLetters;
}

class PendingEvents {
public:
    void clear() {
        events_.clear();
        text_.clear();
    }
    std::size_t events() const { return events_.size(); }
    std::size_t bytes() const { return text_.size(); }

    void add_move_number(const MoveNumber& n) {
        events_.push_back({Kind::MoveNumber, n.location, 0, 0, 0, n.number, n.black});
    }
    void add_move(const MoveToken& m);
    void add_nag(const Nag& nag) {
        events_.push_back({Kind::Nag, nag.location, 0, 0, 0, nag.value, nag.from_glyph});
    }
    void add_comment(const Comment& c);
    void add_begin_variation(const Location& l) {
        events_.push_back({Kind::BeginVariation, l, 0, 0, 0, 0, 0});
    }
    void add_end_variation(const Location& l) {
        events_.push_back({Kind::EndVariation, l, 0, 0, 0, 0, 0});
    }
    void add_result(const ResultToken& r);

    // How held-back moves are read, for moves_read_in and replays_in.
    struct Reading {
        const notation::LetterSet* letters = nullptr;
        bool pawn_letters = true;  // explicit pawn letters ("Pe4") allowed
        // Latin look-alikes of Cyrillic piece letters read as those (lookalike_kinds); Cyrillic
        // look-alikes of Latin letters are read as those in every reading.
        bool lookalikes = false;
        std::size_t events = static_cast<std::size_t>(-1);  // the first this many events only
    };
    // How far a reading gets through the held-back moves, in the order written.
    struct Progress {
        std::size_t moves = 0;  // the moves before the first that fails (all, when none does)
        bool complete = false;  // no move fails
        // The moves whose written '+' or '#' the move does not bear out (no check, or no mate
        // for '#'): counted only when asked for (MarksCounted::Yes), and only by replays.
        std::size_t wrong_check_marks = 0;
    };
    enum class MarksCounted : bool { No, Yes };
    // Each held-back move read as `reading` says (parse_move), up to the first that does not.
    Progress read_progress(const Reading& reading) const;
    // Each held-back move, read as `reading` says, played where it stands (the main line from
    // `start`, each variation from the position before the move it replaces), up to the first
    // that does not read or is illegal.
    Progress replay_progress(const Reading& reading, const Position& start,
                             MarksCounted marks = MarksCounted::No) const;
    // True when every held-back move reads as `reading` says (parse_move succeeds).
    bool moves_read_in(const Reading& reading) const { return read_progress(reading).complete; }
    // True when every held-back move, read as `reading` says, is legal where it stands.
    bool replays_in(const Reading& reading, const Position& start) const {
        return replay_progress(reading, start).complete;
    }

    // Delivers the events in order to `handler`'s on_* functions, until handler.halted().
    template <typename Handler>
    void replay(Handler& handler) const;

private:
    enum class Kind : std::uint8_t {
        MoveNumber,
        Move,
        Nag,
        Comment,
        BeginVariation,
        EndVariation,
        Result
    };
    struct Event {
        Kind kind;
        Location location;
        std::uint32_t offset;     // text in text_
        std::uint32_t size;       // whole text (a move: as written, glyphs included)
        std::uint32_t text_size;  // a move: without glued glyphs
        // A move number: the number. A move: the size of its note_check. A NAG, a comment's kind,
        // a result.
        std::uint32_t value;
        // Black's move number, e.p. note, glyph NAG, truncated comment, sloppy result.
        std::uint8_t flag;
        std::uint32_t note_size = 0;  // a move: its en-passant note's bytes as written
    };

    std::uint32_t append_text(std::string_view text);
    // The move of `e` read as `reading` says; `scratch` holds its text with look-alikes replaced
    // when it does not read as written.
    std::optional<notation::MoveText> read(const Event& e, const Reading& reading,
                                           std::string& scratch) const;
    // The move of `e` read with its look-alikes replaced although it reads as written; nullopt
    // for a token without look-alikes or whose replaced text does not read.
    std::optional<notation::MoveText> reread(const Event& e, const Reading& reading,
                                             std::string& scratch) const;
    std::optional<GluedMoves> glued_moves(const Event& e, const Reading& reading,
                                          const Position& pos) const;
    std::size_t count(const Reading& reading) const {
        return std::min(reading.events, events_.size());
    }
    std::string_view text_of(const Event& e) const { return {text_.data() + e.offset, e.size}; }

    std::vector<Event> events_;
    std::string text_;
};

template <typename Handler>
void PendingEvents::replay(Handler& handler) const {
    for (const Event& e : events_) {
        if (handler.halted()) return;
        switch (e.kind) {
            case Kind::MoveNumber:
                handler.on_move_number(MoveNumber{e.value, e.location, e.flag != 0});
                break;
            case Kind::Move: {
                const std::string_view written = text_of(e);
                // The note as written, then its check mark (MoveToken::en_passant_written()).
                const std::string_view note_check(written.data() + written.size() + e.note_size,
                                                  e.value);
                handler.on_move(MoveToken{written.substr(0, e.text_size), written, e.location,
                                          e.flag != 0, e.note_size, note_check});
                break;
            }
            case Kind::Nag:
                handler.on_nag(Nag{static_cast<std::uint8_t>(e.value), e.location, e.flag != 0});
                break;
            case Kind::Comment:
                handler.on_comment(Comment{text_of(e), e.location,
                                           static_cast<CommentKind>(e.value), e.flag != 0});
                break;
            case Kind::BeginVariation:
                handler.on_begin_variation(e.location);
                break;
            case Kind::EndVariation:
                handler.on_end_variation(e.location);
                break;
            case Kind::Result:
                handler.on_result(
                    ResultToken{text_of(e), static_cast<Result>(e.value), e.flag != 0, e.location});
                break;
        }
    }
}

}  // namespace chess::pgn::detail
