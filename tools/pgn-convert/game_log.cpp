#include "game_log.hpp"

namespace chess::convert {

TextRef GameLog::store(std::string_view text) {
    const TextRef ref{static_cast<std::uint32_t>(arena_.size()),
                      static_cast<std::uint32_t>(text.size())};
    arena_.append(text);
    return ref;
}

void GameLog::add_tag(const pgn::Tag& tag) {
    LoggedEvent event;
    event.kind = EventKind::Tag;
    event.text = store(tag.name);
    event.other = store(tag.value);
    event.location = tag.location;
    events_.push_back(event);
}

void GameLog::add_converted_move(std::size_t converted_from, const pgn::MoveToken& token,
                                 std::uint32_t ply, notation::Relaxations lapses) {
    LoggedEvent event;
    event.kind = EventKind::Move;
    event.converted = true;
    event.en_passant_note = token.en_passant_note;
    event.ply = ply;
    event.text = {static_cast<std::uint32_t>(converted_from),
                  static_cast<std::uint32_t>(arena_.size() - converted_from)};
    event.other = store(token.text);
    event.lapses = lapses;
    event.location = token.location;
    events_.push_back(event);
}

void GameLog::add_unconverted_move(const pgn::MoveToken& token, std::uint32_t ply) {
    LoggedEvent event;
    event.kind = EventKind::Move;
    event.en_passant_note = token.en_passant_note;
    event.ply = ply;
    event.other = store(token.text);
    event.location = token.location;
    events_.push_back(event);
}

void GameLog::add_nag(std::uint8_t value) {
    LoggedEvent event;
    event.kind = EventKind::Nag;
    event.nag = value;
    events_.push_back(event);
}

void GameLog::add_comment(std::string_view text) {
    LoggedEvent event;
    event.kind = EventKind::Comment;
    event.text = store(text);
    events_.push_back(event);
}

void GameLog::add_variation_mark(EventKind kind) {
    LoggedEvent event;
    event.kind = kind;
    events_.push_back(event);
}

}  // namespace chess::convert
