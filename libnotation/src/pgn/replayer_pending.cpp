// PendingEvents: copies of the events held back while a game's letter set is detected.

#include "replayer_pending.hpp"

#include "chess/notation/move_parser.hpp"

namespace chess::pgn::detail {

std::uint32_t PendingEvents::append_text(std::string_view text) {
    const auto offset = static_cast<std::uint32_t>(text_.size());
    text_.append(text);
    return offset;
}

void PendingEvents::add_move(const MoveToken& m) {
    const std::uint32_t offset = append_text(m.written);
    events_.push_back({Kind::Move, m.location, offset, static_cast<std::uint32_t>(m.written.size()),
                       static_cast<std::uint32_t>(m.text.size()), 0, m.en_passant_note});
}

void PendingEvents::add_comment(const Comment& c) {
    const std::uint32_t offset = append_text(c.text);
    events_.push_back({Kind::Comment, c.location, offset, static_cast<std::uint32_t>(c.text.size()),
                       0, static_cast<std::uint32_t>(c.kind), c.truncated});
}

void PendingEvents::add_result(const ResultToken& r) {
    const std::uint32_t offset = append_text(r.text);
    events_.push_back({Kind::Result, r.location, offset, static_cast<std::uint32_t>(r.text.size()),
                       0, static_cast<std::uint32_t>(r.result), r.sloppy});
}

bool PendingEvents::moves_read_in(const notation::LetterSet& letters) const {
    for (const Event& e : events_) {
        if (e.kind != Kind::Move) continue;
        if (!notation::parse_move(text_of(e).substr(0, e.text_size), letters)) return false;
    }
    return true;
}

}  // namespace chess::pgn::detail
