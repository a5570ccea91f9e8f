// Replaying one move: read it in the game's letter set, resolve it against the line's position,
// play it, report its relaxations; or report why it fails and leave the rest of its line
// unchecked. The hot path is on_move -> play: plain SAN read and resolved by the fast paths
// (read_plain_san, resolve_plain_san), one position copy, the history's play and a push, and
// nothing else unless the move has relaxations or a check mark. Everything else, and every
// error, goes through on_move_general: the grammar and the general resolve().

#include <algorithm>
#include <span>
#include <string>
#include <utility>

#include "../plain_san.hpp"
#include "../resolve_paths.hpp"
#include "chess/notation/descriptive.hpp"
#include "chess/notation/move_writer.hpp"
#include "misread_cyrillic.hpp"
#include "replayer_impl.hpp"
#include "text.hpp"

namespace chess::pgn {

// ---- ReplayedMove's on-demand notation

std::string ReplayedMove::san() const {
    std::string out;
    append_san(out);
    return out;
}

void ReplayedMove::append_san(std::string& out) const {
    notation::append_played_move(out, before, move, after());
}

void ReplayedMove::append(std::string& out, const notation::MoveStyle& style) const {
    notation::append_played_move(out, before, move, after(), style);
}

namespace detail {

using notation::DiagnosticCode;
using notation::Relaxation;
using notation::Relaxations;

namespace {

// Relaxations that are a notation's style rather than a lapse: reported once per game.
constexpr Relaxations style_relaxations =
    Relaxations(Relaxation::CastlingWithZeros) | Relaxation::ColonCapture |
    Relaxation::MissingPromotionEquals | Relaxation::EnPassantSuffix | Relaxation::LongAlgebraic |
    Relaxation::EnDash | Relaxation::ShortPawnCapture | Relaxation::UciCoordinates |
    Relaxation::NationalLetters | Relaxation::Figurine | Relaxation::NullMove |
    Relaxation::PawnLetter | Relaxation::MateAsTrailingX | Relaxation::AnnotationGlyph |
    Relaxation::DoubleCheckMark | Relaxation::SlashOrParenPromotion | Relaxation::BookCheckMark |
    Relaxation::Descriptive | Relaxation::TimesCapture;

constexpr DiagnosticCode code_of(Relaxation r) {
    return static_cast<DiagnosticCode>(static_cast<int>(DiagnosticCode::CastlingWithZeros) +
                                       static_cast<int>(r));
}
static_assert(code_of(Relaxation::AnnotationGlyph) == DiagnosticCode::AnnotationGlyph);
static_assert(code_of(Relaxation::DoubleCheckMark) == DiagnosticCode::DoubleCheckMark);
static_assert(code_of(Relaxation::SlashOrParenPromotion) == DiagnosticCode::SlashOrParenPromotion);
static_assert(code_of(Relaxation::BookCheckMark) == DiagnosticCode::BookCheckMark);
static_assert(code_of(Relaxation::Descriptive) == DiagnosticCode::DescriptiveNotation);
static_assert(code_of(Relaxation::TimesCapture) == DiagnosticCode::TimesCapture);
static_assert(code_of(Relaxation::WrongCheckMark) == DiagnosticCode::WrongCheckMark);

// A style's message where the code's own text does not say it: N230 says "with zeros", which
// castling in letters without dashes ("OO", "OOO") is not. Empty: the code's text.
std::string_view style_message(Relaxation r, std::string_view written) {
    if (r == Relaxation::CastlingWithZeros && written.starts_with('O'))
        return "castling written without dashes";
    return {};
}

DiagnosticCode code_of(notation::ResolveErrorCode code) {
    using notation::ResolveErrorCode;
    switch (code) {
        case ResolveErrorCode::NoSuchPiece:
        case ResolveErrorCode::Illegal:
            return DiagnosticCode::IllegalMove;
        case ResolveErrorCode::Ambiguous:
            return DiagnosticCode::AmbiguousMove;
        case ResolveErrorCode::CastlingNotAllowed:
            return DiagnosticCode::CastlingNotAllowed;
        case ResolveErrorCode::NullMoveInCheck:
            return DiagnosticCode::NullMoveInCheck;
        case ResolveErrorCode::MissingPromotion:
            return DiagnosticCode::MissingPromotionPiece;
        case ResolveErrorCode::PromotionNotAllowed:
            return DiagnosticCode::PromotionNotAllowed;
    }
    return DiagnosticCode::IllegalMove;
}

std::string_view termination_name(Termination t) {
    switch (t) {
        case Termination::Checkmate:
            return "checkmate";
        case Termination::Stalemate:
            return "stalemate";
        case Termination::InsufficientMaterial:
            return "insufficient material";
        case Termination::FivefoldRepetition:
            return "fivefold repetition";
        case Termination::SeventyFiveMoves:
            return "the 75-move rule";
        case Termination::ThreefoldRepetition:
            return "threefold repetition";
        case Termination::FiftyMoves:
            return "the 50-move rule";
        case Termination::DeadPosition:
            return "a dead position (locked pawns)";
    }
    return "?";
}

// The message for a resolve error: the code's description and explain()'s reason. explain()
// quotes the token and repeats what the code says ("'Rd1' is ambiguous: Rad1, Rhd1"); the
// diagnostic carries the token on its own, so only the reason is kept ("ambiguous move: Rad1,
// Rhd1").
std::string reason(const notation::ResolveError& error, const Position& pos,
                   std::string_view token) {
    const DiagnosticCode code = code_of(error.code);
    std::string message(notation::describe(code));
    if (error.code == notation::ResolveErrorCode::NullMoveInCheck ||
        error.code == notation::ResolveErrorCode::MissingPromotion)
        return message;  // the description says it all
    const std::string explained = notation::explain(error, pos, token);
    const std::size_t quoted = token.size() + 2;
    if (explained.size() < quoted) return message;
    std::string_view why = std::string_view(explained).substr(quoted);
    for (const std::string_view head :
         {": ", " is illegal: ", " is ambiguous: ", "castling is not allowed: "}) {
        if (why.starts_with(head)) why.remove_prefix(head.size());
    }
    message += ": ";
    message += why;
    return message;
}

}  // namespace

// One frame for the whole hot path: play is inlined into on_move.
inline Control ReplayerImpl::play(Line& line, const MoveToken& token,
                                  const notation::MoveText& text, notation::ResolvedMove resolved) {
    const Move m = resolved.move;
    if (m.is_null() && !line.history.current().has_legal_move()) {
        // Resolving let it pass (no check), but a stalemate has ended the game.
        return fail(line, token, DiagnosticCode::MoveAfterGameEnd,
                    "the game was already over: stalemate");
    }
    if (line.ended && !line.ended_reported) report_after_draw(line, token);
    copy_position(line.before, line.history.current());
    before_ = &line.before;
    if (m.is_null()) {
        line.history.play_null();
    } else {
        line.history.play(m);
    }
    // A move without '+' or '#' that gives no check, nearly every move, has nothing to note:
    // check_mark_relaxations() is asked only when it can.
    if (!m.is_null() &&
        (text.check != notation::CheckMark::None || line.history.current().in_check()))
        resolved.relaxations =
            resolved.relaxations | notation::check_mark_relaxations(text, line.history.current());
    update_ended(line);
    ++counters_.moves;
    if (text.en_passant_mark && !m.is_en_passant()) {
        resolved.relaxations.remove(Relaxation::EnPassantSuffix);
        report(DiagnosticCode::WrongEnPassantNote,
               {token.location, line.ply, token.written, before_}, {});
    }
    if (!resolved.relaxations.empty()) {
        take_game_style(text, resolved.relaxations);
        report_relaxations(line, token, m, resolved.relaxations);
    }
    if (observer_ == nullptr) return Control::Continue;
    return apply(observer_->move(ReplayedMove{line.ply, static_cast<std::uint32_t>(depth_), m,
                                              resolved.relaxations, letters_id_, token, *before_,
                                              line.history}));
}

Control ReplayerImpl::on_move(const MoveToken& token) {
    if (muted()) return Control::Continue;
    Line& line = lines_[depth_];
    ++line.ply;
    ++line.tokens;
    if (line.state != LineState::Live) return pass_unchecked(line, token);
    // Nearly every move: plain English SAN with one legal reading, read and resolved by the fast
    // paths, which give what parse_move() and resolve() give (differential tests hold them to
    // it) without their general machinery and error values.
    notation::MoveText text;
    notation::ResolvedMove resolved;
    if (letters_->id == notation::LetterSetId::English && !token.en_passant_note &&
        token.note_check.empty() && notation::detail::read_plain_san(token.text, text) &&
        notation::detail::resolve_plain_san(line.history.current(), text, resolved)) [[likely]]
        return play(line, token, text, resolved);
    return on_move_general(line, token);
}

// Everything else, and every error.
Control ReplayerImpl::on_move_general(Line& line, const MoveToken& token) {
    notation::LookalikeLetters replaced;
    auto text = read_move(line, token, replaced);
    if (!text) return on_descriptive(line, token, text.error());
    if (auto error = read_notes(token, *text)) return fail_parse(line, token, *error);
    // The check marks are verified after the move is played, where the check is known.
    auto resolved = notation::resolve(line.history.current(), *text, notation::CheckMarks::Defer);
    if (resolved) return play(line, token, *text, *resolved);
    if (!replaced.any()) {
        if (const auto other = read_lookalikes_again(line, token))
            return play(line, token, other->text, other->resolved);
    }
    if (const auto glued = split_glued(line, token)) return play_glued(line, token, *glued);
    return fail_resolve(line, token, resolved.error());
}

// "Nf3Nc6", "1.e4e5": see glued_moves.hpp. A token with notes apart ("e.p.", "mate") is none.
std::optional<GluedMoves> ReplayerImpl::split_glued(const Line& line,
                                                    const MoveToken& token) const {
    if (token.en_passant_note || !token.note_check.empty()) return std::nullopt;
    return split_glued_moves(line.history.current(), token.text, *letters_);
}

// Plays both moves of a glued token, each as its own token (its own ply, location and
// relaxations), after W216 on the whole.
Control ReplayerImpl::play_glued(Line& line, const MoveToken& token, const GluedMoves& glued) {
    MoveToken first = token;
    first.text = token.text.substr(0, glued.at);
    first.written = first.text;
    MoveToken second = token;
    second.text = token.text.substr(glued.at);
    second.written = token.written.substr(glued.at);
    second.location.offset += glued.at;
    second.location.column += glued.at;
    std::string message;
    if (wants_text(DiagnosticCode::GluedMoves)) {
        message.append("two moves written without a blank between them, read as ");
        message.append(first.text).append(" and ").append(second.text);
    }
    report(DiagnosticCode::GluedMoves,
           {token.location, line.ply, token.written, &line.history.current()}, message);
    const Control control = play(line, first, glued.first.text, glued.first.resolved);
    if (control != Control::Continue) return control;
    ++line.ply;
    return play(line, second, glued.second.text, glued.second.resolved);
}

std::string_view ReplayerImpl::move_text(const MoveToken& token) {
    if (is_valid_utf8(token.text)) return token.text;
    latin1_text_.clear();
    append_repaired_utf8(latin1_text_, token.text);
    return latin1_text_;
}

// The marks written apart from the move, added to what it says: an en-passant note, perhaps with
// a check mark behind it ("exd6 e.p.+"), or a check word ("Qxf7 mate"). Returns the error of a
// mark that cannot be the move's, its column counted from the move's first byte.
std::optional<notation::MoveParseError> ReplayerImpl::read_notes(const MoveToken& token,
                                                                 notation::MoveText& text) const {
    if (token.en_passant_note) {
        text.en_passant_mark = true;
        text.relaxations.add(Relaxation::EnPassantSuffix);
        // "exd6 e.p.+": the mark behind the note is the move's, verified like any other.
        if (!token.note_check.empty()) {
            if (auto error = notation::read_check_after_note(token.note_check, *letters_, text))
                return notation::MoveParseError{error->code, token.text.size() + error->column};
        }
    } else if (!token.note_check.empty()) {
        // "Qxf7 mate": the word is the move's check mark, verified like any other.
        if (auto error = notation::read_check_word(token.note_check, text))
            return notation::MoveParseError{error->code, token.text.size()};
    }
    return std::nullopt;
}

// A token that reads as written but whose move is not legal, read with its look-alikes replaced:
// in Cyrillic letters "сd4" is a lower-case bishop's move, and where the bishop has none, the
// pawn capture "cd4" a Russian keyboard types (N215). Read as written first, a legal bishop move
// stays one.
std::optional<LegalReading> ReplayerImpl::read_lookalikes_again(const Line& line,
                                                                const MoveToken& token) {
    notation::LookalikeLetters replaced;
    auto text = notation::parse_move_replacing_lookalikes(move_text(token), *letters_,
                                                          lookalike_kinds(reading_lookalikes_),
                                                          lookalike_text_, replaced);
    if (!text || !replaced.any() || read_notes(token, *text)) return std::nullopt;
    auto resolved = notation::resolve(line.history.current(), *text, notation::CheckMarks::Defer);
    if (!resolved) return std::nullopt;
    remember_lookalikes(line, token, replaced);
    return LegalReading{*text, *resolved};
}

namespace {

using SeenPart = std::pair<bool, std::string_view>;

// `head`, then the parts seen, separated by commas.
std::string list_seen(std::string_view head, std::span<const SeenPart> parts) {
    std::string message(head);
    std::string_view separator;
    for (const auto& [seen, part] : parts) {
        if (!seen) continue;
        message.append(separator).append(part);
        separator = ", ";
    }
    return message;
}

// "'C' as 'С' (bishop), 'K' as 'К' (knight)": what a game's look-alikes of Cyrillic piece
// letters were read as.
std::string piece_lookalike_message(notation::LookalikeLetters letters) {
    const SeenPart parts[] = {
        {letters.king, "'Kp' as '\xD0\x9A\xD1\x80' (king)"},
        {letters.king_kr, "'Kr' as '\xD0\x9A\xD1\x80' (king)"},
        {letters.bishop, "'C' as '\xD0\xA1' (bishop)"},
        {letters.knight, "'K' as '\xD0\x9A' (knight)"},
    };
    return list_seen("Latin letters read as the Cyrillic piece letters they look like: ", parts);
}

// "Cyrillic letters read as the Latin letters they look like: 'е' as 'e', 'а' as 'a'".
std::string latin_lookalike_message(notation::LookalikeLetters letters) {
    const SeenPart parts[] = {
        {letters.cyrillic_a, "'\xD0\xB0' as 'a'"},
        {letters.cyrillic_c, "'\xD1\x81' as 'c'"},
        {letters.cyrillic_e, "'\xD0\xB5' as 'e'"},
        {letters.cyrillic_h, "'\xD2\xBB' as 'h'"},
        {letters.cyrillic_x, "'\xD1\x85' as 'x'"},
        {letters.cyrillic_capital_x, "'\xD0\xA5' as 'x'"},
        {letters.cyrillic_capital_o, "'\xD0\x9E' as 'O'"},
        {letters.cyrillic_o, "'\xD0\xBE' as 'O'"},
        {letters.cyrillic_p, "'\xD1\x80' as 'p'"},
    };
    return list_seen("Cyrillic letters read as the Latin letters they look like: ", parts);
}

void remember_first(FirstLookalike& first, const Location& location, std::uint32_t ply,
                    std::string_view token, const Position& before) {
    if (first.seen) return;
    first.seen = true;
    first.location = location;
    first.ply = ply;
    first.token.assign(token);
    first.before = before;
}

}  // namespace

// The token read in the game's letter set; where it does not read as written, with its
// look-alikes replaced (lookalike_kinds, `replaced` says which): the look-alikes of Latin letters
// in every game, as a Cyrillic "е" in "е4" can mean nothing else, and those of Cyrillic piece
// letters in a game read so (finish_detection, begin_movetext).
std::expected<notation::MoveText, notation::MoveParseError> ReplayerImpl::read_move(
    const Line& line, const MoveToken& token, notation::LookalikeLetters& replaced) {
    auto text = notation::parse_move_reading_lookalikes(move_text(token), *letters_,
                                                        lookalike_kinds(reading_lookalikes_),
                                                        lookalike_text_, replaced);
    if (!text) return text;
    notation::LookalikeLetters read = replaced;
    // An en-passant note typed on a Russian keyboard ("е.р."): the reader read it as "e.p.".
    if (token.en_passant_note)
        read |= notation::find_lookalikes(token.en_passant_written(),
                                          notation::LookalikeKinds::LatinLetters);
    if (read.any()) remember_lookalikes(line, token, read);
    return text;
}

// Once a game, as for a notation style. A game held back whole and read with look-alikes of
// Cyrillic piece letters (finish_detection) gets its N214 at the first one, naming every
// look-alike detection saw in it. Every other note waits for the game's end, where what was read
// is known (report_lookalikes).
void ReplayerImpl::remember_lookalikes(const Line& line, const MoveToken& token,
                                       notation::LookalikeLetters replaced) {
    lookalikes_read_ |= replaced;
    const Position& before = line.history.current();
    if (replaced.pieces() && !lookalikes_reported_ && lookalikes_.applies()) {
        lookalikes_reported_ = true;
        const DiagnosticCode code = DiagnosticCode::LookalikeLetters;
        report(code, {token.location, line.ply, token.written, &before},
               wants_text(code) ? piece_lookalike_message(lookalikes_.letters()) : std::string());
    }
    if (replaced.pieces())
        remember_first(first_piece_lookalike_, token.location, line.ply, token.written, before);
    if (replaced.latin_letters())
        remember_first(first_latin_lookalike_, token.location, line.ply, token.written, before);
}

// The look-alikes read in the game and not yet noted, each kind at its first (N214, N215).
void ReplayerImpl::report_lookalikes() {
    if (lookalikes_read_.pieces() && !lookalikes_reported_) {
        lookalikes_reported_ = true;
        const FirstLookalike& first = first_piece_lookalike_;
        const DiagnosticCode code = DiagnosticCode::LookalikeLetters;
        report(code, {first.location, first.ply, first.token, &first.before},
               wants_text(code) ? piece_lookalike_message(lookalikes_read_) : std::string());
    }
    if (lookalikes_read_.latin_letters()) {
        const FirstLookalike& first = first_latin_lookalike_;
        const DiagnosticCode code = DiagnosticCode::CyrillicLookalikes;
        report(code, {first.location, first.ply, first.token, &first.before},
               wants_text(code) ? latin_lookalike_message(lookalikes_read_) : std::string());
    }
}

// In a game written in long algebraic ("e2-e4", reported once as N241), a piece move with its
// whole origin ("Bb5xc6", "Сb5:c6") is that notation's move, not SAN's needless disambiguation:
// a capture has no joiner, so alone the move reads as SAN. (pgn-validate flagged W236 on every
// piece capture of pgn-convert's own --to lan output.)
void ReplayerImpl::take_game_style(const notation::MoveText& text, Relaxations& relaxations) const {
    if (!relaxations.contains(Relaxation::OverDisambiguation) || !text.has_complete_origin() ||
        !styles_reported_.contains(Relaxation::LongAlgebraic))
        return;
    relaxations.remove(Relaxation::OverDisambiguation);
    relaxations.add(Relaxation::LongAlgebraic);
}

// Lapses at every move, with the canonical SAN in the message; styles once per game.
void ReplayerImpl::report_relaxations(const Line& line, const MoveToken& token, Move move,
                                      Relaxations relaxations) {
    const Relaxations styles = relaxations & style_relaxations;
    const Subject subject{token.location, line.ply, token.written, before_};
    relaxations.for_each([&](Relaxation r) {
        const DiagnosticCode code = code_of(r);
        if (styles.contains(r)) {
            if (styles_reported_.contains(r)) return;
            styles_reported_.add(r);
            report(code, subject, style_message(r, token.written));
            return;
        }
        if (!wants_text(code)) {
            report(code, subject, {});
            return;
        }
        std::string message(notation::describe(code));
        message += "; SAN: ";
        notation::append_move(message, *before_, move);
        report(code, subject, message);
    });
}

void ReplayerImpl::report_after_draw(Line& line, const MoveToken& token) {
    line.ended_reported = true;
    std::string message;
    if (wants_text(DiagnosticCode::MoveAfterAutomaticDraw)) {
        message = "the game was drawn by ";
        message += termination_name(*line.ended);
        message += " after ply ";
        message += std::to_string(line.ended_ply);
    }
    report(DiagnosticCode::MoveAfterAutomaticDraw,
           {token.location, line.ply, token.written, &line.history.current()}, message);
}

// ---- failures

Control ReplayerImpl::fail(Line& line, const MoveToken& token, DiagnosticCode code,
                           std::string_view message) {
    report(code, {token.location, line.ply, token.written, &line.history.current()}, message);
    line.state = LineState::Failed;
    line.owner = depth_;
    line.unchecked = 0;
    ++counters_.unchecked_moves;
    if (observer_ == nullptr) return Control::Continue;
    return apply(observer_->unchecked_move(UncheckedMove{
        line.ply, static_cast<std::uint32_t>(depth_), UncheckedReason::Failed, token}));
}

namespace {

// A word rather than a mistyped move: four or more ASCII letters, lower case after the first
// ("resigns", "wins", "Draw"). No move of any notation read here is spelt so, and saying "unknown
// piece letter" about it would mislead.
bool is_word(std::string_view token) {
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    return token.size() >= 4 && letter(token[0]) &&
           std::all_of(token.begin() + 1, token.end(), lower);
}

}  // namespace

// A token that no letter set reads may be English descriptive notation ("P-K4", "NxP ch"):
// matched against the legal moves. Anything else is `parse_error`'s.
Control ReplayerImpl::on_descriptive(Line& line, const MoveToken& token,
                                     const notation::MoveParseError& parse_error) {
    using Kind = notation::DescriptiveError::Kind;
    const Position& pos = line.history.current();
    // The marks written apart ("QxP mate", "PxP e.p.") choose among the moves that fit, as they
    // do for a reader of the book; play() verifies them on the move chosen.
    notation::MoveText apart;
    if (!token.note_check.empty()) {
        if (auto error = notation::read_check_word(token.note_check, apart))
            return fail_parse(line, token, {error->code, token.text.size()});
    }
    auto read =
        notation::read_descriptive(pos, move_text(token), {apart.check, token.en_passant_note});
    if (!read && read.error().kind == Kind::NotDescriptive) {
        if (const auto glued = split_glued(line, token)) return play_glued(line, token, *glued);
        return fail_parse(line, token, parse_error);
    }
    if (!read && read.error().kind == Kind::NoMatch)
        return fail(line, token, DiagnosticCode::IllegalMove,
                    "illegal move: no legal move fits this descriptive notation");
    if (!read) {
        const MoveList& candidates = read.error().candidates;
        return fail(line, token, DiagnosticCode::AmbiguousMove,
                    "ambiguous move: descriptive notation that fits " +
                        notation::write_moves(pos, {candidates.begin(), candidates.size()}));
    }
    if (read->check != notation::CheckMark::None && apart.check != notation::CheckMark::None)
        return fail_parse(line, token,  // two marks: "QxPch mate"
                          {notation::MoveParseErrorCode::TrailingCharacters, token.text.size()});
    notation::MoveText text;  // what play() verifies: the marks as written
    text.check = read->check != notation::CheckMark::None ? read->check : apart.check;
    text.en_passant_mark = token.en_passant_note;
    return play(line, token, text, {read->move, Relaxation::Descriptive});
}

namespace {

// "Êg1-f3" is "Кg1-f3" in Windows-1251 read as Latin-1: a file without the encoding's name,
// whose Russian moves the detection could not tell (a few among many English games). Said
// when the Cyrillic reading is a move, so that the fix, naming the encoding, is plain.
std::string windows_1251_hint(std::string_view token) {
    const std::optional<std::string> cyrillic = cyrillic_from_latin_1(token);
    if (!cyrillic || !notation::parse_move(
                         *cyrillic, notation::letter_set(notation::LetterSetId::RussianCyrillic)))
        return {};
    return " (read as Windows-1251 it is the move '" + *cyrillic +
           "': is the text in that encoding?)";
}

// Whether an error at byte `column` of `token`, read in `letters`, lies past the piece letter
// the token begins with and a square after it: "Фd8-h4+y" in Russian, "Sf3é" in German, not
// "White:" in Polish (its rank, 'i', is the error).
bool reads_past_letter_and_square(std::string_view token, const notation::LetterSet& letters,
                                  std::size_t column) {
    std::size_t letter = 0;
    for (const std::string_view piece : letters.piece)
        if (!piece.empty() && token.starts_with(piece)) letter = std::max(letter, piece.size());
    return letter != 0 && column >= letter + 2;
}

}  // namespace

// "E4", "NF3": a square typed with its file in upper case, which reads as a piece letter or
// fails as a square. Said when the token with its squares' files in lower case is a legal move
// here: an error still (a capital file may be a bishop, "Bc4"), but one whose fix is plain.
std::string ReplayerImpl::upper_case_file_hint(const Position& pos, std::string_view token) const {
    std::string lowered(token);
    bool changed = false;
    for (std::size_t i = 0; i + 1 < lowered.size(); ++i) {
        const char file = lowered[i];
        const char rank = lowered[i + 1];
        if (file >= 'A' && file <= 'H' && rank >= '1' && rank <= '8') {
            lowered[i] = static_cast<char>(file - 'A' + 'a');
            changed = true;
        }
    }
    if (!changed || !read_legal(pos, lowered, *letters_)) return {};
    return " (a file in upper case? '" + lowered + "' is a legal move here)";
}

Control ReplayerImpl::fail_parse(Line& line, const MoveToken& token,
                                 const notation::MoveParseError& error) {
    std::string message;
    if (wants_text(DiagnosticCode::UnparsableMove) && is_word(token.text)) {
        message = "not a move but a word (commentary goes in braces: { })";
    } else if (wants_text(DiagnosticCode::UnparsableMove)) {
        // With the letter set detected, a piece letter unknown in it but known in another set
        // was most likely written in that one ("Фd8-h4++", the game's only Russian letter, with
        // a mate mark too many): the token's error there says more than "unknown piece letter"
        // in English. Other errors ("ed=Q") are the detected set's own, and so is a token that
        // the other set reads no further than its letter and a file ("White:", W the Polish
        // rook): no move in that set either.
        const notation::LetterSet* letters = letters_;
        notation::MoveParseError shown = error;
        const bool unknown_letter = error.code == notation::MoveParseErrorCode::UnknownPiece;
        for (int i = 0; unknown_letter && !options_.letters && i < notation::letter_set_count;
             ++i) {
            const notation::LetterSet& other =
                notation::letter_set(static_cast<notation::LetterSetId>(i));
            const auto read = notation::parse_move(token.text, other);
            if (!read && read.error().column > shown.column &&
                reads_past_letter_and_square(token.text, other, read.error().column)) {
                shown = read.error();
                letters = &other;
            }
        }
        message = "not a move in the ";
        message += letters->name;
        message += " letter set: ";
        message += notation::describe(shown.code);
        message += " at byte ";
        message += std::to_string(shown.column + 1);
        message += windows_1251_hint(token.text);
        message += upper_case_file_hint(line.history.current(), token.text);
    }
    return fail(line, token, DiagnosticCode::UnparsableMove, message);
}

Control ReplayerImpl::fail_resolve(Line& line, const MoveToken& token,
                                   const notation::ResolveError& error) {
    const Position& pos = line.history.current();
    // No legal move at all: the game was over before this move (the error is not the move).
    if (!pos.has_legal_move()) {
        return fail(line, token, DiagnosticCode::MoveAfterGameEnd,
                    pos.in_check() ? "the game was already over: checkmate"
                                   : "the game was already over: stalemate");
    }
    const DiagnosticCode code = code_of(error.code);
    const std::string message = wants_text(code) ? reason(error, pos, token.text) : std::string();
    return fail(line, token, code, message);
}

// A move of a line that cannot be checked. The line that failed counts it (for its N210).
Control ReplayerImpl::pass_unchecked(Line& line, const MoveToken& token) {
    UncheckedReason reason = UncheckedReason::NotReplayed;
    if (line.state != LineState::NotReplayed) {
        reason = UncheckedReason::AfterError;
        line.state = LineState::Unchecked;
        Line& owner = lines_[line.owner];
        if (owner.unchecked++ == 0) {
            owner.first_unchecked = token.location;
            owner.first_unchecked_ply = line.ply;
            owner.first_unchecked_token.assign(token.written);
        }
    }
    ++counters_.unchecked_moves;
    if (observer_ == nullptr) return Control::Continue;
    return apply(observer_->unchecked_move(
        UncheckedMove{line.ply, static_cast<std::uint32_t>(depth_), reason, token}));
}

// ---- the result (move numbers, NAGs and comments are forwarded in replayer_impl.hpp)

Control ReplayerImpl::on_result(const ResultToken& result) {
    if (muted()) return Control::Continue;
    result_ = result.result;
    result_location_ = result.location;
    result_text_.assign(result.text);
    return observer_ != nullptr ? apply(observer_->result(result)) : Control::Continue;
}

}  // namespace detail
}  // namespace chess::pgn
