#include "game_log.hpp"

#include <algorithm>

namespace chess::convert {

GameLog::GameLog(std::size_t limit) : limit_(std::min(limit, max_limit)) {}

bool GameLog::make_room(std::size_t text_bytes) {
    if (full_) return false;
    if (bytes() + text_bytes + sizeof(LoggedEvent) <= limit_) return true;
    // Drop the game: it will not be written, and keeping it is what the limit forbids.
    arena_.clear();
    events_.clear();
    full_ = true;
    return false;
}

// Only called after make_room: the arena stays under limit_ <= max_limit, so offset and size
// fit in 32 bits.
TextRef GameLog::store(std::string_view text) {
    const TextRef ref{static_cast<std::uint32_t>(arena_.size()),
                      static_cast<std::uint32_t>(text.size())};
    arena_.append(text);
    return ref;
}

bool GameLog::add_tag(const pgn::Tag& tag) {
    if (!make_room(tag.name.size() + tag.value.size())) return false;
    LoggedEvent event;
    event.kind = EventKind::Tag;
    event.text = store(tag.name);
    event.other = store(tag.value);
    event.location = tag.location;
    events_.push_back(event);
    return true;
}

// The converted text is already in the arena (a few bytes, appended by the caller without a
// check): it is counted here, and dropped with the rest when the move does not fit.
bool GameLog::add_converted_move(std::size_t converted_from, const pgn::MoveToken& token,
                                 std::uint32_t ply, notation::Relaxations lapses) {
    if (!make_room(token.text.size() + token.note_check.size())) {
        arena_.clear();  // also when the log was full already
        return false;
    }
    LoggedEvent event;
    event.kind = EventKind::Move;
    event.converted = true;
    event.en_passant_note = token.en_passant_note;
    event.ply = ply;
    event.text = {static_cast<std::uint32_t>(converted_from),
                  static_cast<std::uint32_t>(arena_.size() - converted_from)};
    event.other = store(token.text);
    store(token.note_check);
    event.note_check_size = static_cast<std::uint8_t>(token.note_check.size());
    event.lapses = lapses;
    event.location = token.location;
    events_.push_back(event);
    return true;
}

bool GameLog::add_unconverted_move(const pgn::MoveToken& token, std::uint32_t ply) {
    if (!make_room(token.text.size() + token.note_check.size())) return false;
    LoggedEvent event;
    event.kind = EventKind::Move;
    event.en_passant_note = token.en_passant_note;
    event.ply = ply;
    event.other = store(token.text);
    store(token.note_check);
    event.note_check_size = static_cast<std::uint8_t>(token.note_check.size());
    event.location = token.location;
    events_.push_back(event);
    return true;
}

bool GameLog::add_nag(std::uint8_t value) {
    if (!make_room(0)) return false;
    LoggedEvent event;
    event.kind = EventKind::Nag;
    event.nag = value;
    events_.push_back(event);
    return true;
}

bool GameLog::add_comment(std::string_view text) {
    if (!make_room(text.size())) return false;
    LoggedEvent event;
    event.kind = EventKind::Comment;
    event.text = store(text);
    events_.push_back(event);
    return true;
}

bool GameLog::add_variation_mark(EventKind kind) {
    if (!make_room(0)) return false;
    LoggedEvent event;
    event.kind = kind;
    events_.push_back(event);
    return true;
}

}  // namespace chess::convert
