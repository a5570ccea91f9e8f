// The replayer's entry points: the reader's events, letter-set detection (holding events back
// until the set is known), the observer's control values, and diagnostics.

#include "chess/pgn/replayer.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include <utility>

#include "chess/notation/fen.hpp"
#include "replayer_impl.hpp"

namespace chess::pgn {

using notation::DiagnosticCode;
using notation::Severity;

// ---- SeverityTable

SeverityTable::SeverityTable() {
    for (std::size_t i = 0; i < size; ++i)
        severities_[i] = notation::default_severity(static_cast<DiagnosticCode>(i));
}

std::optional<Severity> SeverityTable::lookup(DiagnosticCode code) const {
    const std::size_t i = slot(code);
    if (suppressed_.test(i)) return std::nullopt;
    return severities_[i];
}

void SeverityTable::remap(Severity from, Severity to) {
    for (Severity& s : severities_)
        if (s == from) s = to;
}

// ---- Replayer: forwards to the implementation

Replayer::Replayer(ReplayObserver* observer, notation::DiagnosticSink* sink,
                   ReplayerOptions options)
    : impl_(std::make_unique<detail::ReplayerImpl>(observer, sink, std::move(options))) {}
Replayer::~Replayer() = default;
Replayer::Replayer(Replayer&&) noexcept = default;
Replayer& Replayer::operator=(Replayer&&) noexcept = default;

Control Replayer::begin_game(const GameInfo& info) { return impl_->begin_game(info); }
Control Replayer::tag(const Tag& tag) { return impl_->tag(tag); }
Control Replayer::begin_movetext() { return impl_->begin_movetext(); }
Control Replayer::move_number(const MoveNumber& n) { return impl_->move_number(n); }
Control Replayer::move(const MoveToken& move) { return impl_->move(move); }
Control Replayer::nag(const Nag& nag) { return impl_->nag(nag); }
Control Replayer::comment(const Comment& comment) { return impl_->comment(comment); }
Control Replayer::begin_variation(const Location& l) { return impl_->begin_variation(l); }
Control Replayer::end_variation(const Location& l) { return impl_->end_variation(l); }
Control Replayer::result(const ResultToken& result) { return impl_->result(result); }
Control Replayer::end_game(const GameSummary& summary) { return impl_->end_game(summary); }
const ReplayCounters& Replayer::counters() const { return impl_->counters(); }

namespace detail {

ReplayerImpl::ReplayerImpl(ReplayObserver* observer, notation::DiagnosticSink* sink,
                           ReplayerOptions options)
    : observer_(observer), sink_(sink), options_(std::move(options)) {
    lines_.emplace_back();
}

// ---- the game's frame

Control ReplayerImpl::begin_game(const GameInfo& info) {
    game_ = info;
    tags_.clear();
    skip_game_ = false;
    stopped_ = false;
    detecting_ = false;
    reading_lookalikes_ = false;
    lookalikes_reported_ = false;
    lookalikes_read_ = {};
    first_piece_lookalike_.seen = false;
    first_latin_lookalike_.seen = false;
    pending_.clear();
    game_counts_ = {};
    styles_reported_ = {};
    move_number_reported_ = false;
    move_number_base_free_ = false;
    move_number_offset_ = 0;
    result_.reset();
    depth_ = 0;
    mute_depth_ = npos;
    replayable_ = true;
    chess960_ = false;
    letters_id_ = options_.letters.value_or(notation::LetterSetId::English);
    // A game the observer skips before its movetext never sets its lines up: its summary must
    // not show the previous game's main line.
    lines_[0].ply = 0;
    lines_[0].state = LineState::NotReplayed;
    ++counters_.games;
    return observer_ != nullptr ? apply(observer_->begin_game(info)) : Control::Continue;
}

Control ReplayerImpl::tag(const Tag& tag) {
    if (halted()) return Control::Continue;
    if (const auto known = GameTags::lookup(tag.name)) tags_.set(*known, tag.value, tag.location);
    return observer_ != nullptr ? apply(observer_->tag(tag)) : Control::Continue;
}

// The tags are complete: check them and set up the start position. With a fixed letter set
// the replay starts here; otherwise the movetext is held back until the set is known.
Control ReplayerImpl::begin_movetext() {
    if (halted()) return Control::Continue;
    check_tags();
    set_up_start();
    if (options_.letters) {
        // Named by the caller, Cyrillic letters are the score's: a Latin K or C in it can only be
        // a look-alike of one (replace_lookalikes), with no game-level proof needed.
        reading_lookalikes_ = *options_.letters == notation::LetterSetId::RussianCyrillic;
        return start_replay(*options_.letters, false);
    }
    detecting_ = true;
    detector_ = {};
    consistent_ = {};
    settled_events_ = npos;
    lookalikes_ = {};
    return Control::Continue;
}

Control ReplayerImpl::start_replay(notation::LetterSetId letters, bool detected) {
    letters_id_ = letters;
    letters_ = &notation::letter_set(letters);
    begin_lines();
    if (observer_ == nullptr) return Control::Continue;
    return apply(observer_->begin_movetext(
        ReplayStart{game_, tags_, start_, letters, detected, chess960_, replayable_}));
}

Control ReplayerImpl::end_game(const GameSummary& summary) {
    if (detecting_ && !stopped_) {
        if (finish_detection() == Control::Stop) return Control::Stop;
    }
    const bool checked = !skip_game_ && letters_ != nullptr;
    const Line& main = lines_[0];
    const bool complete = checked && replayable_ && main.state == LineState::Live;
    // What the final position alone tells, asked once: it looks for a legal move.
    const std::optional<Outcome> final_outcome =
        complete ? position_outcome(main.history.current()) : std::nullopt;
    if (checked) {
        report_lookalikes();
        finish_line(0);
        check_result(final_outcome);
    }
    if (game_counts_.errors != 0) ++counters_.games_with_errors;
    const ReplayedGame game{summary,
                            tags_,
                            letters_id_,
                            result_,
                            main.ply,
                            complete,
                            complete ? &main.history : nullptr,
                            complete ? game_outcome(final_outcome) : std::nullopt,
                            game_counts_};
    letters_ = nullptr;
    if (observer_ == nullptr) return Control::Continue;
    return observer_->end_game(game) == Control::Stop ? Control::Stop : Control::Continue;
}

// ---- movetext events: held back while detecting, else replayed at once

Control ReplayerImpl::move_number_detecting(const MoveNumber& number) {
    if (fits_pending(0)) {
        pending_.add_move_number(number);
        return Control::Continue;
    }
    if (const Control c = finish_detection(); c != Control::Continue) return c;
    return on_move_number(number);
}

Control ReplayerImpl::move_detecting(const MoveToken& move) {
    if (!detect(move.text) && fits_pending(move.written.size())) {
        pending_.add_move(move);
        return Control::Continue;
    }
    if (const Control c = finish_detection(); c != Control::Continue) return c;
    return on_move(move);
}

Control ReplayerImpl::nag_detecting(const Nag& nag) {
    if (fits_pending(0)) {
        pending_.add_nag(nag);
        return Control::Continue;
    }
    if (const Control c = finish_detection(); c != Control::Continue) return c;
    return on_nag(nag);
}

Control ReplayerImpl::comment_detecting(const Comment& comment) {
    if (fits_pending(comment.text.size())) {
        pending_.add_comment(comment);
        return Control::Continue;
    }
    if (const Control c = finish_detection(); c != Control::Continue) return c;
    return on_comment(comment);
}

Control ReplayerImpl::begin_variation(const Location& location) {
    if (detecting_) {
        if (fits_pending(0)) {
            pending_.add_begin_variation(location);
            return Control::Continue;
        }
        if (const Control c = finish_detection(); c != Control::Continue) return c;
    }
    return on_begin_variation(location);
}

Control ReplayerImpl::end_variation(const Location& location) {
    if (detecting_) {
        if (fits_pending(0)) {
            pending_.add_end_variation(location);
            return Control::Continue;
        }
        if (const Control c = finish_detection(); c != Control::Continue) return c;
    }
    return on_end_variation(location);
}

Control ReplayerImpl::result(const ResultToken& result) {
    if (detecting_) {
        if (fits_pending(result.text.size())) {
            pending_.add_result(result);
            return Control::Continue;
        }
        if (const Control c = finish_detection(); c != Control::Continue) return c;
    }
    return on_result(result);
}

// ---- letter-set detection

namespace {

// A pawn push in SAN ("e4", "d5+"): read alike in every letter set, with no capture mark, so
// the detector would learn nothing from it. Half the tokens before a game's first piece move
// are such, and the detector reads a token in up to sixteen sets.
bool is_plain_pawn_push(std::string_view token) {
    if (token.size() == 3 && token[2] != '+') return false;
    if (token.size() != 2 && token.size() != 3) return false;
    return token[0] >= 'a' && token[0] <= 'h' && token[1] >= '1' && token[1] <= '8';
}

}  // namespace

// Feeds one move token to the detectors; true once detection is over: the letter sets are
// settled (one decided, or the evidence contradicts itself, which no later token can repair) and
// the game cannot be one in Cyrillic letters with look-alikes. Whether it is, only its end can
// tell ("Cf1-b5" may follow "Кg1-f3" at any move), so detection goes on while it can be.
bool ReplayerImpl::detect(std::string_view token) {
    if (is_plain_pawn_push(token)) return false;
    lookalikes_.observe(token);
    if (settled_events_ == npos) observe_letters(token);
    return settled_events_ != npos && !lookalikes_.open();
}

// Feeds the letter-set detector until it settles. The events held back then are all that
// choose_letters() looks at, as if detection had stopped there: a game that the look-alike
// reading does not take gets the letter set, and the errors, it got before that reading existed.
void ReplayerImpl::observe_letters(std::string_view token) {
    const notation::LetterSetDetector before = detector_;
    detector_.observe(token);
    if (detector_.contradictory()) {
        consistent_ = before;
        settled_events_ = pending_.events();
    } else if (detector_.decided()) {
        settled_events_ = pending_.events();
    }
}

bool ReplayerImpl::fits_pending(std::size_t bytes) const {
    return pending_.events() < options_.max_pending_events &&
           pending_.bytes() + bytes <= options_.max_pending_bytes;
}

notation::LetterSetId ReplayerImpl::choose_letters() const {
    // Evidence that contradicts itself counts up to the token that did.
    const notation::LetterSetDetector& evidence =
        detector_.contradictory() ? consistent_ : detector_;
    if (const auto decided = evidence.decided()) return *decided;
    // Undecided: a reading in which the game is legal, as a reader of an old record would take
    // it. Of the sets the letters leave, in the order of reading_preference (English first, by
    // convention; transliterated Russian, the rarest in print, last):
    // 1. the first in which the held-back moves replay without explicit pawn letters, which are
    //    rare: "Cf3 Cc6 Fc4" is French, not transliterated Russian (a bishop on f3), and
    //    "b4 Ph6" a Dutch knight, not an English "P" pawn; unless its written '+' and '#' are
    //    wrong where a later such reading's are right (first_legal_reading);
    // 2. English, when every move reads in it without pawn letters: a game illegal in every
    //    reading (or legal only with pawn letters, "Ke2 Bc5 Ke3") is reported as English;
    // 3. the first in which they replay with pawn letters;
    // 4. the one that reads the longest part of the game, the first of those that read as far:
    //    the set the game is evidently written in, so that the error is reported where it
    //    breaks (longest_reading).
    // Only the events held back when the sets settled (npos: all), as if detection had stopped
    // there (observe_letters).
    const std::size_t events = settled_events_;
    const auto first_set = [&](auto&& fits) -> std::optional<notation::LetterSetId> {
        for (const notation::LetterSetId id : notation::reading_preference) {
            const notation::LetterSet& letters = notation::letter_set(id);
            if (evidence.allows(id) && fits(letters)) return id;
        }
        return std::nullopt;
    };
    const auto replays_with_pawn_letters = [this, events](const notation::LetterSet& letters) {
        return replayable_ && pending_.replays_in({&letters, true, false, events}, start_);
    };
    if (const auto id = first_legal_reading(evidence)) return *id;
    const notation::LetterSet& english = notation::letter_set(notation::LetterSetId::English);
    if (evidence.allows(english.id) && pending_.moves_read_in({&english, false, false, events}))
        return english.id;
    if (const auto id = first_set(replays_with_pawn_letters)) return *id;
    return longest_reading(evidence);
}

// The first set allowed in which the held-back moves replay without pawn letters, unless its
// written '+' and '#' are contradicted where a later one's are not: a '+' on a move that gives
// no check, a '#' on one that does not mate. A puzzle's one move "Rd2+" is a Finnish knight's
// (R) when only that one checks, not a Portuguese king's. Only a tie-break among legal
// readings, of games the letters leave undecided; the later sets are replayed only when the
// first one's marks are wrong.
std::optional<notation::LetterSetId> ReplayerImpl::first_legal_reading(
    const notation::LetterSetDetector& evidence) const {
    if (!replayable_) return std::nullopt;
    std::optional<notation::LetterSetId> chosen;
    std::size_t fewest_wrong = 0;
    for (const notation::LetterSetId id : notation::reading_preference) {
        if (!evidence.allows(id)) continue;
        const PendingEvents::Reading reading{&notation::letter_set(id), false, false,
                                             settled_events_};
        const PendingEvents::Progress progress =
            pending_.replay_progress(reading, start_, PendingEvents::MarksCounted::Yes);
        if (!progress.complete || (chosen && progress.wrong_check_marks >= fewest_wrong)) continue;
        chosen = id;
        fewest_wrong = progress.wrong_check_marks;
        if (fewest_wrong == 0) break;
    }
    return chosen;
}

// The set allowed that reads the longest part of the held-back moves: legal moves when the game
// replays from a known start, else moves that parse (with pawn letters); of those that read as
// far, the first in reading_preference. A German game with a typo is reported as German where
// the typo stands, not in the first set its letters allow at its first move that set cannot
// play. English when no set is allowed.
notation::LetterSetId ReplayerImpl::longest_reading(
    const notation::LetterSetDetector& evidence) const {
    std::optional<notation::LetterSetId> longest;
    std::size_t moves = 0;
    for (const notation::LetterSetId id : notation::reading_preference) {
        if (!evidence.allows(id)) continue;
        const PendingEvents::Reading reading{&notation::letter_set(id), true, false,
                                             settled_events_};
        const PendingEvents::Progress progress = replayable_
                                                     ? pending_.replay_progress(reading, start_)
                                                     : pending_.read_progress(reading);
        if (!longest || progress.moves > moves) {
            longest = id;
            moves = progress.moves;
        }
    }
    return longest.value_or(notation::LetterSetId::English);
}

// Whether the game is read in Cyrillic letters with its Latin look-alikes as the Cyrillic letters
// they stand for: when its tokens allow that reading and no other (LookalikeDetector::applies:
// no letter set reads them all, so every set has failed already) and the whole game held back
// replays legally in it. A game whose moves are not replayed gives no such proof.
bool ReplayerImpl::reads_lookalikes() const {
    if (!lookalikes_.applies() || !replayable_) return false;
    const notation::LetterSet& cyrillic =
        notation::letter_set(notation::LetterSetId::RussianCyrillic);
    return pending_.replays_in({&cyrillic, true, true}, start_);
}

// Decides the set and replays the held-back events. Returns what the reader must be told:
// Stop or SkipGame when the observer asked for it on the way, else Continue.
Control ReplayerImpl::finish_detection() {
    detecting_ = false;
    reading_lookalikes_ = reads_lookalikes();
    const notation::LetterSetId letters =
        reading_lookalikes_ ? notation::LetterSetId::RussianCyrillic : choose_letters();
    start_replay(letters, true);
    pending_.replay(*this);
    pending_.clear();
    if (stopped_) return Control::Stop;
    return skip_game_ ? Control::SkipGame : Control::Continue;
}

// ---- the observer's control values

// Applies the observer's answer to the replayer's own state (a skipped part is not replayed
// either) and returns what the reader is told. SkipVariation is handled here and never passed
// on, so that it means the same for events replayed from the held-back buffer.
Control ReplayerImpl::apply_slow(Control control) {
    switch (control) {
        case Control::Continue:
            return Control::Continue;
        case Control::SkipVariation:
            if (depth_ > 0) {
                if (depth_ < mute_depth_) {
                    mute_depth_ = depth_;
                    mute_emits_end_ = true;
                }
                return Control::Continue;
            }
            [[fallthrough]];  // in the main line it skips the game
        case Control::SkipGame:
            skip_game_ = true;
            return Control::SkipGame;
        case Control::Stop:
            stopped_ = true;
            return Control::Stop;
    }
    return Control::Continue;
}

// SkipVariation from begin_variation: the whole variation is skipped, without end_variation.
Control ReplayerImpl::apply_begin_variation(Control control) {
    if (control != Control::SkipVariation) return apply(control);
    if (depth_ < mute_depth_) {
        mute_depth_ = depth_;
        mute_emits_end_ = false;
    }
    return Control::Continue;
}

// ---- diagnostics

bool ReplayerImpl::wants_text(DiagnosticCode code) const {
    return sink_ != nullptr && options_.severities.lookup(code).has_value();
}

void ReplayerImpl::report(DiagnosticCode code, const Subject& subject, std::string_view message) {
    const auto severity = options_.severities.lookup(code);
    if (!severity) return;
    auto count = [severity](DiagnosticCounts& counts) {
        if (*severity == Severity::Note) {
            ++counts.notes;
        } else if (*severity == Severity::Warning) {
            ++counts.warnings;
        } else {
            ++counts.errors;
        }
    };
    count(game_counts_);
    count(counters_.diagnostics);
    if (sink_ == nullptr) return;
    fen_.clear();
    // En passant only when a capture is legal, as python-chess and lichess write FENs: the
    // square of every double push would make positions look different that are not.
    if (subject.position != nullptr) {
        fen_ = notation::write_fen(*subject.position, {notation::CastlingStyle::Auto,
                                                       notation::EnPassantStyle::OnlyLegal, true});
    }
    sink_->report(notation::Diagnostic{*severity, code, options_.file_name, subject.location,
                                       game_.index, subject.ply, subject.token, fen_, message});
}

}  // namespace detail
}  // namespace chess::pgn
