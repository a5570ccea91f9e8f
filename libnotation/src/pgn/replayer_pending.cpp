// PendingEvents: copies of the events held back while a game's letter set is detected.

#include "replayer_pending.hpp"

#include "chess/notation/move_parser.hpp"
#include "chess/notation/resolve.hpp"

#include <vector>

namespace chess::pgn::detail {

std::uint32_t PendingEvents::append_text(std::string_view text) {
    const auto offset = static_cast<std::uint32_t>(text_.size());
    text_.append(text);
    return offset;
}

// The en-passant note as written and its check mark ("exd6 e.p.+") are kept behind the text as
// written, in that order; value is the mark's size.
void PendingEvents::add_move(const MoveToken& m) {
    const std::uint32_t offset = append_text(m.written);
    append_text(m.en_passant_written());
    append_text(m.note_check);
    events_.push_back({Kind::Move, m.location, offset, static_cast<std::uint32_t>(m.written.size()),
                       static_cast<std::uint32_t>(m.text.size()),
                       static_cast<std::uint32_t>(m.note_check.size()), m.en_passant_note,
                       m.en_passant_bytes});
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

namespace {

// A reading without explicit pawn letters refuses a move written with one ("Pe4").
bool allowed(const PendingEvents::Reading& reading, const notation::MoveText& text) {
    return reading.pawn_letters || !text.relaxations.contains(notation::Relaxation::PawnLetter);
}

}  // namespace

std::optional<notation::MoveText> PendingEvents::read(const Event& e, const Reading& reading,
                                                      std::string& scratch) const {
    const std::string_view text = text_of(e).substr(0, e.text_size);
    notation::LookalikeLetters replaced;
    auto parsed = notation::parse_move_reading_lookalikes(
        text, *reading.letters, lookalike_kinds(reading.lookalikes), scratch, replaced);
    if (!parsed || !allowed(reading, *parsed)) return std::nullopt;
    return *parsed;
}

std::optional<notation::MoveText> PendingEvents::reread(const Event& e, const Reading& reading,
                                                        std::string& scratch) const {
    const std::string_view text = text_of(e).substr(0, e.text_size);
    notation::LookalikeLetters replaced;
    auto parsed = notation::parse_move_replacing_lookalikes(
        text, *reading.letters, lookalike_kinds(reading.lookalikes), scratch, replaced);
    if (!parsed || !replaced.any() || !allowed(reading, *parsed)) return std::nullopt;
    return *parsed;
}

std::optional<GluedMoves> PendingEvents::glued_moves(const Event& e, const Reading& reading,
                                                     const Position& pos) const {
    if (e.flag != 0 || e.value != 0 || reading.lookalikes) return std::nullopt;  // notes apart
    return split_glued_moves(pos, text_of(e).substr(0, e.text_size), *reading.letters);
}

PendingEvents::Progress PendingEvents::read_progress(const Reading& reading) const {
    Progress progress;
    std::string scratch;
    for (std::size_t i = 0; i < count(reading); ++i) {
        if (events_[i].kind != Kind::Move) continue;
        if (!read(events_[i], reading, scratch)) return progress;
        ++progress.moves;
    }
    progress.complete = true;
    return progress;
}

PendingEvents::Progress PendingEvents::replay_progress(const Reading& reading,
                                                       const Position& start,
                                                       MarksCounted marks) const {
    // Per line: the position before its last move (where a variation of it begins) and now.
    struct Line {
        Position before;
        Position now;
    };
    std::vector<Line> lines{{start, start}};
    std::string scratch;
    Progress progress;
    for (std::size_t i = 0; i < count(reading); ++i) {
        const Event& e = events_[i];
        if (e.kind == Kind::BeginVariation) {
            const Position from = lines.back().before;
            lines.push_back({from, from});
        } else if (e.kind == Kind::EndVariation) {
            if (lines.size() > 1) lines.pop_back();
        } else if (e.kind == Kind::Move) {
            auto text = read(e, reading, scratch);
            if (!text) return progress;
            Line& line = lines.back();
            auto resolved = notation::resolve(line.now, *text, notation::CheckMarks::Defer);
            if (!resolved) {
                // As the replayer reads it: "сd4", a bishop that has no such move, is the pawn
                // capture "cd4" (see ReplayerImpl::read_lookalikes_again).
                if (auto other = reread(e, reading, scratch)) {
                    resolved = notation::resolve(line.now, *other, notation::CheckMarks::Defer);
                    text = std::move(other);
                }
            }
            if (!resolved) {
                // As the replayer reads it: "Nf3Nc6" is two moves (glued_moves.hpp).
                const auto glued = glued_moves(e, reading, line.now);
                if (!glued) return progress;
                line.before = line.now;
                play_move(line.before, glued->first.resolved.move);
                line.now = line.before;
                play_move(line.now, glued->second.resolved.move);
                progress.moves += 2;
                continue;
            }
            line.before = line.now;
            play_move(line.now, resolved->move);
            ++progress.moves;
            // Only a written mark can be wrong: most moves have none, and are not looked at.
            if (marks == MarksCounted::Yes && text->check != notation::CheckMark::None &&
                notation::check_mark_relaxations(*text, line.now)
                    .contains(notation::Relaxation::WrongCheckMark))
                ++progress.wrong_check_marks;
        }
    }
    progress.complete = true;
    return progress;
}

}  // namespace chess::pgn::detail
