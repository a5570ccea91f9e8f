#include "converter.hpp"

#include <algorithm>

#include <fmt/core.h>

#include "chess/notation/fen.hpp"
#include "support/variation_without_move.hpp"

namespace chess::convert {

using notation::Relaxation;
using notation::Relaxations;
using pgn::Control;

namespace {

// The lapses of the written SAN that writing canonical text corrects (a notation's style, such
// as long algebraic or national letters, is converted, not fixed).
constexpr Relaxations fixable_lapses =
    Relaxations(Relaxation::MissingCaptureMark) | Relaxation::SuperfluousCaptureMark |
    Relaxation::LowercasePiece | Relaxation::OverDisambiguation | Relaxation::MissingCheckMark |
    Relaxation::MissingMateMark | Relaxation::WrongCheckMark | Relaxation::LowercaseCastling;

notation::DiagnosticCode code_of(Relaxation r) {
    return static_cast<notation::DiagnosticCode>(
        static_cast<int>(notation::DiagnosticCode::CastlingWithZeros) + static_cast<int>(r));
}

}  // namespace

Converter::Converter(const ConvertOptions& options, pgn::GameWriter& writer, ErrorCapture& errors,
                     notation::DiagnosticSink& notes)
    : options_(options),
      writer_(&writer),
      errors_(&errors),
      notes_(&notes),
      log_(options.max_game_bytes) {}

Control Converter::begin_game(const pgn::GameInfo& info) {
    game_ = info;
    log_.clear();
    errors_->reset();
    failed_ = false;
    too_large_ = false;
    start_fullmove_ = 1;
    start_side_ = Color::White;
    result_.reset();
    result_location_.reset();
    return Control::Continue;
}

Control Converter::tag(const pgn::Tag& tag) {
    check_logged(log_.add_tag(tag), tag.location);
    return Control::Continue;
}

// The move numbers of the output start where the game starts: the replayed start position, or
// for a game that is not replayed the FEN tag's side and move number, as far as they can be read.
Control Converter::begin_movetext(const pgn::ReplayStart& start) {
    replayable_ = start.replayable;
    if (start.replayable) {
        start_fullmove_ = static_cast<std::uint64_t>(std::max(start.position.fullmove_number(), 1));
        start_side_ = start.position.turn();
    } else if (const auto fen = start.tags.get(pgn::KnownTag::Fen)) {
        if (const auto setup = notation::parse_fen(*fen)) {
            start_fullmove_ = static_cast<std::uint64_t>(std::max(setup->fullmove_number, 1));
            start_side_ = setup->turn;
        }
    }
    return Control::Continue;
}

Control Converter::move(const pgn::ReplayedMove& move) {
    if (log_.full()) return Control::Continue;
    std::string& arena = log_.arena();
    const std::size_t from = arena.size();
    move.append(arena, options_.style);
    check_logged(
        log_.add_converted_move(from, move.token, move.ply, move.relaxations & fixable_lapses),
        move.token.location);
    return Control::Continue;
}

Control Converter::unchecked_move(const pgn::UncheckedMove& move) {
    if (!failed_ && tools::in_variation_without_move(move, replayable_))
        errors_->report(tools::variation_without_move_error(move, file_, game_.index,
                                                            "not converted", scratch_));
    failed_ = true;
    check_logged(log_.add_unconverted_move(move.token, move.ply), move.token.location);
    return Control::Continue;
}

Control Converter::nag(const pgn::Nag& nag) {
    check_logged(log_.add_nag(nag.value), nag.location);
    return Control::Continue;
}

Control Converter::comment(const pgn::Comment& comment) {
    check_logged(log_.add_comment(comment.text), comment.location);
    return Control::Continue;
}

Control Converter::begin_variation(const pgn::Location& location) {
    check_logged(log_.add_variation_mark(EventKind::BeginVariation), location);
    return Control::Continue;
}

Control Converter::end_variation(const pgn::Location& location) {
    check_logged(log_.add_variation_mark(EventKind::EndVariation), location);
    return Control::Continue;
}

Control Converter::result(const pgn::ResultToken& result) {
    result_ = result.result;
    result_location_ = result.location;
    return Control::Continue;
}

Control Converter::end_game(const pgn::ReplayedGame& game) {
    ++counts_.read;
    // A game of which the reader did not keep all the text (a game it broke off is one) fails:
    // writing the rest would lose the part it dropped silently, converted or "as read". A game
    // too large for the log was not kept at all: there is nothing to write.
    const bool incomplete = errors_->lost_text() || game.summary.broken || too_large_;
    if (failed_ || incomplete) {
        ++counts_.failed;
        if (incomplete) {
            ++counts_.incomplete;
        } else if (options_.keep_failed) {
            write_as_read();
        }
        return Control::Continue;
    }
    write_converted(game);
    ++counts_.written;
    return Control::Continue;
}

// ---- writing

void Converter::write_converted(const pgn::ReplayedGame& game) {
    if (options_.fix) {
        plan_fixes(game, {game_.location, result_location_}, fixes_);
        for (const Fix& fix : fixes_.fixes) report(fix);
        report_lapses();
    }
    writer_->begin_game();
    write_tags(options_.fix);
    writer_->set_start(start_fullmove_, start_side_);
    write_movetext(true);
    if (options_.fix) {
        writer_->result(fixes_.result);
    } else if (result_) {
        writer_->result(pgn::result_marker(*result_));
    } else if (const auto tagged = result_tag(game)) {
        // No termination marker (W115): the Result tag's, so that the output agrees with itself
        // (with "*" it would contradict the tag, E301).
        writer_->result(pgn::result_marker(*tagged));
    }
    writer_->end_game();
}

std::optional<pgn::Result> Converter::result_tag(const pgn::ReplayedGame& game) {
    const auto tag = game.tags.get(pgn::KnownTag::Result);
    return tag ? pgn::read_result(*tag) : std::nullopt;
}

void Converter::write_as_read() {
    writer_->begin_game();
    write_tags(false);
    writer_->set_start(start_fullmove_, start_side_);
    writer_->comment(failure_comment());
    write_movetext(false);
    if (result_) writer_->result(pgn::result_marker(*result_));
    writer_->end_game();
}

void Converter::write_tags(bool fixed) {
    for (const LoggedEvent& event : log_.events()) {
        if (event.kind != EventKind::Tag) continue;
        const std::string_view name = log_.text(event.text);
        std::string_view value = log_.text(event.other);
        if (fixed && fixes_.result_tag && name == "Result") value = *fixes_.result_tag;
        writer_->tag(name, value);
    }
    if (!fixed) return;
    for (const auto& [name, value] : fixes_.added_tags) writer_->tag(name, value);
}

void Converter::write_movetext(bool converted) {
    for (const LoggedEvent& event : log_.events()) {
        switch (event.kind) {
            case EventKind::Tag:
                break;
            case EventKind::Move:
                // Converted text never carries "e.p.": the target notations have none.
                if (converted) {
                    writer_->move(log_.text(event.text));
                } else {
                    const TextRef mark{event.other.offset + event.other.size,
                                       event.note_check_size};
                    writer_->move(log_.text(event.other), event.en_passant_note, log_.text(mark));
                }
                break;
            case EventKind::Nag:
                writer_->nag(event.nag);
                break;
            case EventKind::Comment:
                writer_->comment(log_.text(event.text));
                break;
            case EventKind::BeginVariation:
                writer_->begin_variation();
                break;
            case EventKind::EndVariation:
                writer_->end_variation();
                break;
        }
    }
}

// "pgn-convert: not converted: illegal move: ... 'Nxe5' at ply 33"
std::string Converter::failure_comment() const {
    const auto& error = errors_->first_error();
    if (!error) return "pgn-convert: not converted";
    std::string text =
        fmt::format("pgn-convert: not converted: {}[{}]: {}",
                    notation::severity_name(error->severity), notation::code_string(error->code),
                    error->message.empty() ? notation::describe(error->code)
                                           : std::string_view(error->message));
    if (!error->token.empty()) text += fmt::format(" '{}'", error->token);
    if (error->ply) text += fmt::format(" at ply {}", *error->ply);
    return text;
}

// ---- notes

void Converter::check_logged(bool stored, const pgn::Location& where) {
    if (stored || too_large_) return;
    too_large_ = true;
    scratch_ = game_too_large_message(log_.limit());
    errors_->report(notation::Diagnostic{notation::Severity::Error,
                                         game_too_large,
                                         file_,
                                         where,
                                         game_.index,
                                         std::nullopt,
                                         {},
                                         {},
                                         scratch_});
}

void Converter::report(const Fix& fix, std::optional<std::uint32_t> ply) {
    ++counts_.fixes;
    notes_->report(notation::Diagnostic{notation::Severity::Note,
                                        fix.code,
                                        file_,
                                        fix.location,
                                        game_.index,
                                        ply,
                                        {},
                                        {},
                                        fix.message});
}

// One note per corrected move: "'Ngf3' written as 'Nf3': more disambiguation than needed".
void Converter::report_lapses() {
    for (const LoggedEvent& event : log_.events()) {
        if (event.kind != EventKind::Move || event.lapses.empty()) continue;
        event.lapses.for_each([&](Relaxation r) {
            scratch_ = fmt::format("'{}' written as '{}': {}", log_.text(event.other),
                                   log_.text(event.text), notation::describe(code_of(r)));
            report(Fix{code_of(r), event.location, scratch_}, event.ply);
        });
    }
}

}  // namespace chess::convert
