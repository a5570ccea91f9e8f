// GameWriter: the game's structure (tags, move numbers, variations, result). The line layout
// is in writer_layout.cpp.

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cstring>

#include "chess/pgn/writer.hpp"
#include "text.hpp"
#include "tokens.hpp"

namespace chess::pgn {

namespace {

constexpr std::array<std::string_view, 7> seven_tag_roster = {"Event", "Site",  "Date",  "Round",
                                                              "White", "Black", "Result"};
constexpr std::size_t other_tag = seven_tag_roster.size();

std::size_t roster_index(std::string_view name) {
    const auto it = std::find(seven_tag_roster.begin(), seven_tag_roster.end(), name);
    return static_cast<std::size_t>(it - seven_tag_roster.begin());
}

// Whether the reader, meeting text after a move, would take it as that move's note
// (ReaderImpl::consume_note): an en-passant note, also with its check mark or typed with the
// Cyrillic е and р of a Russian keyboard ("е.р."), a check word, or the first word of "e. p.",
// "dis ch" or "dbl ch" (taken when the second follows: written so, no move is safe).
bool reads_as_note(std::string_view text) {
    if (detail::is_check_word(detail::check_word_in(text))) return true;  // also "Mate!,"
    // A comma of running text behind a note is the reader's to drop ("e.p.,").
    if (text.size() > 1 && text.ends_with(',')) text.remove_suffix(1);
    std::string latin;  // short: no allocation
    if (static_cast<unsigned char>(text[0]) >= 0x80) text = detail::latin_reading(text, latin);
    return detail::is_en_passant_note(text) || detail::en_passant_note_before_check(text) != 0 ||
           text == "e." || detail::is_check_qualifier(text);
}

// Whether the reader, meeting text as a token of its own after a move, would read something
// other than a move: a move number ("12", "...e5" loses its dots), a result ("1-0", "1/2"), the
// previous move's en-passant note ("ep"), a novelty mark ("N"), a dash for White's move, or
// the first of words between the moves ("Rdj", "with": the token that follows is not known
// here, so a word that a following one might make a move counts too). Glued
// behind a move number ("7.12") each reads as the move it is, since the reader only splits the
// number off such a token. The rules are the reader's own (tokens.hpp), so the two cannot drift
// apart.
bool misread_alone(std::string_view text) {
    if (text.empty()) return false;
    const char first = text[0];
    if ((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z')) {
        // The common case, a letter: only those of the reader's table begin a note; "N" alone
        // is Informator's novelty.
        return (detail::may_start_note(first) && reads_as_note(text)) ||
               text == detail::novelty_mark || detail::may_begin_running_text_alone(text);
    }
    // A dash alone behind White's move number stands for White's move (black_mark_follows).
    if (detail::is_white_move_dash(text)) return true;
    if (static_cast<unsigned char>(first) >= 0x80 &&
        (reads_as_note(text) || detail::may_begin_running_text_alone(text)))
        return true;
    if (detail::could_be_result(text) && detail::match_result(text)) return true;
    const detail::MoveNumberSplit split = detail::split_move_number(text);
    return split.has_number || split.move_begin != 0;
}

// The longest move number: 20 digits, "..." and a blank.
constexpr std::size_t max_number_size = 24;

// Writes the number of the move at ply to out (room for max_number_size): "12. " for White,
// "12... " for Black (no blank when glued); returns its length.
std::size_t format_move_number(char* out, std::uint64_t ply, bool glued) {
    char* end = std::to_chars(out, out + 20, ply / 2 + 1).ptr;
    *end++ = '.';
    if ((ply & 1) != 0) {
        *end++ = '.';
        *end++ = '.';
    }
    if (!glued) *end++ = ' ';
    return static_cast<std::size_t>(end - out);
}

// The UTF-8 continuation bytes (10xxxxxx) among the first size bytes of a zero-padded buffer,
// eight at a time: a move is a few bytes, where a byte loop (vectorised by the compiler) costs
// several times more.
std::size_t continuation_bytes(const std::array<char, 64>& buf, std::size_t size) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < size; i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, buf.data() + i, sizeof word);
        // Bit 7 of a byte survives when it is set and its bit 6, shifted up into it, is clear.
        count += static_cast<std::size_t>(std::popcount(word & ~(word << 1) & 0x8080808080808080u));
    }
    return count;
}

}  // namespace

GameWriter::GameWriter(TextSink& sink, WriterOptions options) : sink_(&sink), options_(options) {
    options_.line_width = std::max<std::size_t>(options_.line_width, 1);
}

void GameWriter::begin_game() {
    if (in_game_) end_game();
    in_game_ = true;
    in_movetext_ = false;
    has_tags_ = false;
    has_movetext_ = false;
    has_result_ = false;
    number_due_ = true;
    open_parens_ = 0;
    start_ply_ = 0;
    line_ = {0, 0};
    column_ = 0;
    line_empty_ = true;
    tag_text_.clear();
    tags_.clear();
    result_.clear();
    lines_.clear();
}

void GameWriter::ensure_game() {
    if (!in_game_) begin_game();
}

void GameWriter::tag(std::string_view name, std::string_view value) {
    ensure_game();
    if (in_movetext_ || options_.movetext_only) return;
    tags_.push_back({tag_text_.size(), name.size(), value.size(), roster_index(name)});
    tag_text_.append(name);
    tag_text_.append(value);
}

void GameWriter::set_start(std::uint64_t fullmove_number, Color side_to_move) {
    ensure_game();
    if (in_movetext_) return;
    // Clamped so that the ply cannot overflow; no game gets anywhere near.
    const std::uint64_t fullmove = std::clamp<std::uint64_t>(fullmove_number, 1, 1ull << 60);
    start_ply_ = (fullmove - 1) * 2 + (side_to_move == Color::Black ? 1 : 0);
}

// The tag section is written once the movetext begins, because the roster order needs every
// tag first.
void GameWriter::write_tag_section() {
    ensure_game();
    in_movetext_ = true;
    line_ = {start_ply_, start_ply_};
    number_due_ = true;
    has_tags_ = !tags_.empty();
    if (!has_tags_) return;
    for (std::size_t roster = 0; roster <= other_tag; ++roster) {
        for (const TagEntry& entry : tags_) {
            if (entry.roster == roster) write_tag(entry);
        }
    }
    out_ += '\n';
    maybe_flush();
}

void GameWriter::write_tag(const TagEntry& entry) {
    const std::string_view name(tag_text_.data() + entry.begin, entry.name_size);
    const std::string_view value(tag_text_.data() + entry.begin + entry.name_size,
                                 entry.value_size);
    const std::size_t line_start = out_.size();
    out_ += '[';
    out_ += name;
    out_ += " \"";
    if (value.find_first_of("\\\"\n\r") == std::string_view::npos) {
        out_ += value;
    } else {
        bool altered = false;
        for (const char c : value) {
            if (c == '\\' || c == '"') out_ += '\\';
            const bool line_end = c == '\n' || c == '\r';
            altered = altered || line_end;
            out_ += line_end ? ' ' : c;
        }
        if (altered) ++stats_.altered_tag_values;
    }
    out_ += "\"]";
    column_ = width_of(std::string_view(out_).substr(line_start));
    end_line();
}

// A game without tags must start like movetext for the reader to find it, so a leading
// comment, NAG or variation (or nothing at all) gets the first move's number in front. Bare
// movetext is read as movetext whatever it starts with: it needs no such number.
void GameWriter::anchor_tagless_game() {
    if (has_tags_ || has_movetext_) return;
    has_movetext_ = true;
    if (options_.movetext_only) return;
    std::array<char, max_number_size> number{};
    emit({number.data(), format_move_number(number.data(), line_.ply, true)}, Join::Space);
}

// The hot path. The blank, number, move and note are put together in a buffer on the stack,
// measured there and appended at once; long moves and pending parentheses take the general way.
void GameWriter::move(std::string_view text, bool en_passant_note, std::string_view note_check) {
    start_movetext();
    const std::uint64_t ply = line_.ply;
    const bool glued = misread_alone(text);
    // '%' at the start of a line would make the line an escape line: a number goes first.
    const bool numbered =
        (ply & 1) == 0 || number_due_ || glued || (!text.empty() && text[0] == '%');
    // "exd6 e.p.+", or a check word apart from the move: "Qxf7 mate".
    const std::string_view note = en_passant_note      ? std::string_view(" e.p.")
                                  : note_check.empty() ? ""
                                                       : " ";
    const std::size_t note_size = note.size();
    std::array<char, 64> unit{};  // a blank, then the unit; zeros behind it
    unit[0] = ' ';
    const std::size_t number_size = numbered ? format_move_number(unit.data() + 1, ply, glued) : 0;
    std::size_t size = 1 + number_size;
    if (open_parens_ == 0 && note_check.empty() && text.size() <= unit.size() - size - note.size())
        [[likely]] {
        std::memcpy(unit.data() + size, text.data(), text.size());
        size += text.size();
        const std::size_t continuation = continuation_bytes(unit, size);
        std::memcpy(unit.data() + size, note.data(), note_size);
        size += note_size;
        const bool blank = place(size - 1 - continuation, Join::Space);
        out_.append(unit.data() + (blank ? 0 : 1), size - (blank ? 0 : 1));
    } else {
        const std::size_t width =
            open_parens_ + number_size + width_of(text) + note_size + width_of(note_check);
        if (place(width, Join::Space)) out_ += ' ';
        out_.append(open_parens_, '(');
        open_parens_ = 0;
        out_.append(unit.data() + 1, number_size);
        out_ += text;
        out_.append(note.data(), note_size);
        out_ += note_check;
    }
    maybe_flush();
    ++line_.ply;
    number_due_ = false;
    has_movetext_ = true;
}

void GameWriter::nag(std::uint8_t value) {
    start_movetext();
    anchor_tagless_game();
    unit_.clear();
    take_open_parens();
    std::array<char, 4> digits{};
    const auto [end, error] = std::to_chars(digits.data(), digits.data() + digits.size(), value);
    unit_ += '$';
    unit_.append(digits.data(), static_cast<std::size_t>(end - digits.data()));
    emit(unit_, Join::Space);
}

void GameWriter::comment(std::string_view text) {
    start_movetext();
    anchor_tagless_game();
    if (text.find('}') == std::string_view::npos) {
        brace_comment(text);
    } else {
        semicolon_comment(text);
    }
    number_due_ = true;
}

// A variation replaces the last move of its line, so it starts at that move's ply; one that
// comes before any move of its line (which a replayer rejects) starts where its line does.
void GameWriter::begin_variation() {
    start_movetext();
    anchor_tagless_game();
    lines_.push_back(line_);
    const std::uint64_t ply = line_.ply > line_.first_ply ? line_.ply - 1 : line_.ply;
    line_ = {ply, ply};
    ++open_parens_;
    number_due_ = true;
}

void GameWriter::end_variation() {
    if (!in_game_ || lines_.empty()) return;
    if (open_parens_ > 0) {  // an empty variation: "()"
        unit_.clear();
        take_open_parens();
        unit_ += ')';
        emit(unit_, Join::Space);
    } else {
        emit(")", Join::Glued);
    }
    line_ = lines_.back();
    lines_.pop_back();
    number_due_ = true;
}

void GameWriter::result(std::string_view marker) {
    ensure_game();
    result_.assign(marker);
    has_result_ = true;
}

void GameWriter::end_game() {
    if (!in_game_) return;
    start_movetext();
    while (!lines_.empty()) end_variation();
    if (options_.movetext_only) {
        end_movetext_only_game();
    } else {
        anchor_tagless_game();
        emit(has_result_ ? std::string_view(result_) : std::string_view("*"), Join::Space);
        end_line();
        out_ += '\n';
    }
    sink_->write(out_);
    out_.clear();
    ++stats_.games;
    in_game_ = false;
    in_movetext_ = false;  // so that a call before the next begin_game begins a game
}

// No "*" for a game that had no result: a bare move list is not a finished game. One line end
// closes the game's line, unless a ';' comment at its end has closed it; an empty game still
// gets its (empty) line, so that games and lines correspond.
void GameWriter::end_movetext_only_game() {
    if (has_result_) emit(result_, Join::Space);
    if (!line_empty_ || !has_movetext_) end_line();
}

}  // namespace chess::pgn
