#pragma once
// The PGN reader's state machine, split over reader_buffer.cpp (the refillable buffer and line
// tracking), reader.cpp (games, junk, diagnostics), reader_tags.cpp (tag sections),
// reader_movetext.cpp (movetext), reader_move_notes.cpp (what belongs to a move beyond its
// token) and reader_comments.cpp (its comments).
//
// Buffer discipline: buf_[pos_, end_) is unread input; buf_[keep_, pos_) is the token being
// read, which a refill must preserve (keep_ == npos: nothing to preserve). A refill may move the
// data to the front of the buffer, so code that scans across a refill keeps offsets relative to
// keep_ or pos_, never pointers. Every top-level loop resets keep_, so the buffer only grows for
// one long token at a time, and the option limits bound that growth.
//
// buf_[end_] is always a NUL, a sentinel: it ends every token and every run of spaces, so the
// hot scanning loops need no bounds check (they check for end_ once they stop). NUL bytes of
// the input are blanks; loops that stop at blanks tell them from the sentinel by position.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/visitor.hpp"
#include "text.hpp"

namespace chess::pgn::detail {

using notation::DiagnosticCode;

struct MoveNumberSplit;  // tokens.hpp

// Where the input goes on behind `text`, which begins at `start`: its line ends counted (CR LF
// once, a lone CR or LF each once), as the reader counts them.
Location location_after(Location start, std::string_view text);

// The tag names of one game, to find repeated ones. Most games have a dozen names, all new: a
// 64-bit Bloom filter tells most of them without a look at the earlier names. From 33 names on
// (the filter is full by then) a hash index finds a name in constant time, so that a game with
// tens of thousands of tags costs no quadratic time. Memory is reused from game to game.
class TagNames {
public:
    void clear() {
        bytes_used_ = 0;
        spans_.clear();
        bits_ = 0;
        next_generation();
    }
    // Notes `name`; false, noting nothing, when the game has it already.
    bool insert(std::string_view name) {
        const std::uint64_t bit = bloom_bit(name);
        if ((bits_ & bit) != 0 && contains(name)) [[unlikely]]
            return false;
        bits_ |= bit;
        const std::size_t at = bytes_used_;
        if (bytes_.size() < at + name.size()) [[unlikely]]
            bytes_.resize(2 * (at + name.size()));
        std::memcpy(bytes_.data() + at, name.data(), name.size());
        bytes_used_ = at + name.size();
        spans_.emplace_back(static_cast<std::uint32_t>(at),
                            static_cast<std::uint32_t>(name.size()));
        if (spans_.size() > linear_limit) [[unlikely]]
            index_last();
        return true;
    }

private:
    static constexpr std::size_t linear_limit = 32;
    // A slot of the index is taken when its generation is the current game's.
    struct Slot {
        std::uint32_t generation = 0;
        std::uint32_t span = 0;
    };

    static std::uint64_t bloom_bit(std::string_view name) {
        return std::uint64_t{1} << ((name.size() * 7 + static_cast<unsigned char>(name.back()) +
                                     static_cast<unsigned char>(name.front()) * 3) &
                                    63);
    }
    std::string_view name_at(std::size_t span) const {
        return {bytes_.data() + spans_[span].first, spans_[span].second};
    }
    // reader_tags.cpp
    bool contains(std::string_view name) const;
    void index_last();
    void put(std::uint32_t span);
    void next_generation();

    std::vector<char> bytes_;     // the names one after the other, in the first bytes_used_ bytes
    std::size_t bytes_used_ = 0;  // (grown, never shrunk)
    std::vector<std::pair<std::uint32_t, std::uint32_t>> spans_;  // offset and size in bytes_
    std::uint64_t bits_ = 0;
    std::vector<Slot> index_;  // open addressing over spans_; a power of two in size, or empty
    std::uint32_t generation_ = 1;
};

class ReaderImpl {
public:
    ReaderImpl(ByteSource& source, const ReaderOptions& options, notation::DiagnosticSink* sink,
               std::string file_name);

    bool read_next_game(Visitor& visitor);
    bool stopped() const { return stopped_; }
    void set_end_offset(std::uint64_t offset) { end_offset_ = offset; }
    std::uint64_t games_read() const { return game_index_; }
    bool holding_game() const { return held_game_begin_ != no_offset; }
    // Where a game held back by the end offset begins (see game_begin()), else pos_'s offset.
    std::uint64_t bytes_consumed() const {
        return held_game_begin_ != no_offset ? held_game_begin_ : base_ + pos_;
    }

private:
    static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();
    enum class Fill : std::uint8_t { Ok, Eof, Full };
    enum class Start : std::uint8_t { Eof, Tags, Movetext };
    // How a game's part ended. Movetext: the tag section ended and movetext follows.
    enum class Ending : std::uint8_t { Movetext, Result, NextTags, Eof, Broken, Restart, Stopped };
    enum class TokenEnd : std::uint8_t { Continue, Result, Broken };

    // A tag value as offsets from keep_.
    struct TagValue {
        std::size_t begin = 0;
        std::size_t end = 0;
        bool escaped = false;  // holds \" or \\ escapes
        bool special = false;  // holds a NUL or a byte >= 0x80
    };

    struct CommentScan {
        Location location;
        CommentKind kind = CommentKind::Brace;
        bool truncated = false;
        std::uint8_t classes = 0;  // kSpecial once a NUL or a byte >= 0x80 was seen (repair)
    };

    // reader_buffer.cpp
    Fill fill();
    // The byte at pos_ + k, or -1 at the end of input.
    int peek_ahead(std::size_t k) {
        if (pos_ + k < end_) [[likely]]
            return static_cast<unsigned char>(buf_[pos_ + k]);
        return peek_slow(k);
    }
    int peek_slow(std::size_t k);
    // Whether `bytes` come at pos_ + k.
    bool peek_is(std::size_t k, std::string_view bytes) {
        for (std::size_t i = 0; i < bytes.size(); ++i)
            if (peek_ahead(k + i) != static_cast<unsigned char>(bytes[i])) return false;
        return true;
    }
    const char* data() const { return buf_.data(); }
    std::string_view kept_view() const { return {buf_.data() + keep_, pos_ - keep_}; }
    Location location_at(std::size_t i) const {
        const std::uint64_t offset = base_ + i;
        const std::uint64_t column = offset - line_start_ + 1;
        return Location{offset, line_, column};
    }
    // A line end at buf_[i]. CR LF counts once; a lone CR or a lone LF ends a line too.
    void note_line_end(std::size_t i, char c) {
        const std::uint64_t offset = base_ + i;
        if (c != '\n' || offset != cr_end_) ++line_;
        line_start_ = offset + 1;
        if (c == '\r') cr_end_ = offset + 1;
    }
    // Skips blanks, line ends, NULs, Unicode spaces but U+FEFF (skip_unicode_space) and '%' escape
    // lines; returns the next byte (pos_ on it) or -1 at the end of input. Spaces and line ends
    // (LF or CR LF) before a token are the common case and stay inline. (The sentinel at end_ is
    // a blank, and bytes >= 0x80 are special: skip_blanks_slow refills and looks at them.)
    int skip_blanks() {
        skip_spaces();
        char c = buf_[pos_];
        while (c == '\n' || c == '\r') {
            note_line_end(pos_, c);
            ++pos_;
            skip_spaces();
            c = buf_[pos_];
        }
        if ((class_of(c) & (kBlank | kSpecial)) == 0 && c != '%') [[likely]]
            return static_cast<unsigned char>(c);
        return skip_blanks_slow();
    }
    // Plain spaces only (no line ends): nothing to track. A local index lets the compiler keep
    // it in a register.
    void skip_spaces() {
        const char* b = buf_.data();
        std::size_t i = pos_;
        while (b[i] == ' ') ++i;  // the sentinel stops it at end_
        pos_ = i;
    }
    int skip_blanks_slow();
    // With pos_ on a byte >= 0x80: steps over the Unicode space there (noted once per game, N127)
    // and returns true; false when there is none, or it is U+FEFF, which the callers judge (a
    // byte order mark where files were joined is no blank to report).
    bool skip_unicode_space();
    // The Unicode space at pos_ + k (looking across a refill), or none.
    UnicodeSpace unicode_space_ahead(std::size_t k = 0) {
        if (pos_ + k + 3 <= end_) [[likely]] {
            const char* p = buf_.data() + pos_ + k;
            const auto byte = [p](std::size_t i) { return static_cast<unsigned char>(p[i]); };
            return unicode_space(byte(0), byte(1), byte(2));
        }
        const int b0 = peek_ahead(k);
        const int b1 = peek_ahead(k + 1);
        return unicode_space(b0, b1, peek_ahead(k + 2));
    }
    // Whether a movetext token ends at pos_ + k: a delimiter, a Unicode space or the end of input.
    bool token_ends_ahead(std::size_t k) {
        const int c = peek_ahead(k);
        if (c < 0 || (class_of(static_cast<char>(c)) & kDelim) != 0) return true;
        return c >= 0x80 && unicode_space_ahead(k).length != 0;
    }
    // Spaces and tabs only: inside a tag, which never spans lines.
    void skip_inline_blanks() {
        for (int c = peek_ahead(0); c == ' ' || c == '\t'; c = peek_ahead(0)) ++pos_;
    }
    void skip_to_line_end();
    // Advances pos_ over a movetext token (up to a delimiter, a Unicode space or the end of
    // input). Returns false when the token, counted from keep_, grew beyond limit; pos_ is then
    // somewhere inside it.
    bool scan_token(std::size_t limit) {
        const char* b = buf_.data();
        std::size_t i = pos_;
        while ((class_of(b[i]) & kTokenStop) == 0) ++i;  // the sentinel stops it at end_
        pos_ = i;
        if (i < end_ && (class_of(b[i]) & kDelim) != 0) [[likely]]
            return pos_ - keep_ <= limit;
        return scan_token_slow(limit);
    }
    bool scan_token_slow(std::size_t limit);
    std::uint64_t skip_to_tag_section();
    // A byte order mark at pos_ (three bytes): where two files were joined, or the input's own.
    bool bom_ahead(std::size_t k = 0) {
        return peek_ahead(k) == 0xEF && peek_ahead(k + 1) == 0xBB && peek_ahead(k + 2) == 0xBF;
    }
    // With a line start k bytes ahead of pos_: does a tag line begin there?
    bool tag_line_starts(std::size_t k = 0);
    bool tag_line_ahead(std::size_t bracket);
    bool tag_follows_bracket();
    bool value_ends_tag_line(std::size_t k);
    bool bracket_starts_line() const;
    bool bracket_closes_ahead();

    // reader.cpp
    Start find_game_start();
    std::uint64_t game_begin(Start start) const;
    void skip_bom();
    void skip_outside_comment(char opener);
    void skip_junk(const Location& location);
    void begin_game(bool has_tags, const Location& location);
    void finish_game(Ending ending);
    void close_open_variations(bool report_unclosed);
    // Whether events are held back now (Stop, SkipGame, a skipped or too deep variation).
    // Cached, because it is asked once per event: call refresh_muted() after changing any of
    // stopped_, skip_game_, depth_, mute_depth_.
    bool muted() const { return muted_; }
    void refresh_muted() { muted_ = stopped_ || skip_game_ || depth_ >= mute_depth_; }
    void apply(Control control) {
        if (control != Control::Continue) [[unlikely]]
            apply_slow(control);
    }
    void apply_slow(Control control);
    void report(DiagnosticCode code, const Location& location, std::string_view token,
                std::string_view message);
    // before + "1 byte" or "2 bytes" + after, in message_ (valid until the next compose).
    std::string_view compose(std::string_view before, std::uint64_t number,
                             std::string_view singular, std::string_view plural,
                             std::string_view after);
    // Which stretch of the input the reader is in: a game, or the text between two games (each
    // has its own number), for the diagnostics reported once per stretch.
    std::uint64_t stretch() const { return in_game_ ? 2 * game_index_ : 2 * game_index_ + 1; }
    void note_nul(const Location& location);
    void note_unicode_space(const Location& location, char32_t code_point);
    // Tag values and comments: NULs removed, bytes that are not UTF-8 read as Latin-1. Returns raw
    // itself when it needs nothing (always when no byte is NUL or >= 0x80). `source` holds the
    // input's bytes that raw was read from, starting at `start` (raw itself, or the tag value
    // before its escapes were removed), for W101 to point at the byte that is not UTF-8.
    std::string_view repair(std::string_view raw, std::uint8_t classes, const Location& start,
                            std::string_view source, std::string& out) {
        if ((classes & kSpecial) == 0) [[likely]]
            return raw;
        return repair_slow(raw, start, source, out);
    }
    std::string_view repair_slow(std::string_view raw, const Location& start,
                                 std::string_view source, std::string& out);
    // W101, once per input: text that is not UTF-8 was read as Latin-1. `source` holds the
    // input's bytes from `start` on; the diagnostic points at the first byte that is not UTF-8.
    void note_latin1(const Location& start, std::string_view source);
    void set_excerpt(std::string_view text);

    // reader_tags.cpp
    Ending tag_section();
    bool simple_tag();
    bool parse_tag(bool after_blank_line);
    void skip_line_blanks();
    std::size_t tag_blank_ahead(std::size_t k);
    bool scan_tag_name(std::size_t& name_end);
    bool read_tag_value(const Location& location, TagValue& value);
    bool scan_quoted_value(const Location& location, std::size_t& end, bool& escaped,
                           bool& special);
    bool scan_unquoted_value(std::size_t& end);
    // Whether a quote just before pos_ + k closes the tag value (see reader_tags.cpp).
    bool quote_closes(std::size_t k, bool backslash_case) {
        if (!backslash_case && peek_ahead(k) == ']') [[likely]]
            return true;
        return quote_closes_slow(k, backslash_case);
    }
    bool quote_closes_slow(std::size_t k, bool backslash_case);
    void skip_rest_of_tag();
    std::string_view unescape(std::string_view raw);

    // reader_movetext.cpp
    Ending movetext();
    TokenEnd token();
    TokenEnd token_slow();
    TokenEnd unicode_space_token();
    // Inlined into token(), and so into movetext(): nearly every token goes this way, and the
    // call cost 2-3% of pgn-validate -j 1 when the compiler's budget left it out.
    [[gnu::always_inline]] inline TokenEnd kept_token(const Location& location);
    TokenEnd other_token(const Location& location);
    TokenEnd glyphs_before_comma(std::string_view text, const Location& location);
    void deliver_move(std::size_t move_begin, const Location& location);
    bool black_mark_follows(bool dash_allowed);
    std::size_t deliver_move_numbers(std::string_view text, MoveNumberSplit split,
                                     const Location& location);
    std::size_t numbers_behind_dots(std::string_view text, std::size_t dots_end,
                                    const Location& location);
    void deliver_move_number(std::uint32_t number, bool black, const Location& location);
    std::string_view deliver_move_text(std::size_t move_begin, std::size_t move_length,
                                       const Location& location);
    void deliver_move_and_glyphs(std::size_t move_begin, const Location& location);
    void deliver_resignation(std::size_t move_begin, const Location& location);
    bool novelty_mark_ends();
    void take_idea_move();
    bool idea_goes_on();
    void skip_idea_blanks();
    void deliver_novelty(const Location& location);
    void note_punctuation(const Location& location, char mark);
    TokenEnd deliver_result(std::string_view text, Result result, bool sloppy,
                            const Location& location);
    void nag_token();
    std::size_t close_parenthesis_ahead(std::size_t longest);
    bool parenthesised_glyph();
    bool prose_in_parentheses(char closing);
    bool capital_word_ahead(std::size_t k);
    bool command_in_brackets();
    bool note_goes_on_after_line_end(std::size_t k);
    void deliver_note_as_comment(std::size_t first, std::size_t last, const Location& location,
                                 DiagnosticCode code, std::string_view message,
                                 std::uint64_t& reported_stretch);
    bool words_between_moves(std::size_t move_begin, const Location& location);
    std::size_t running_text_end(std::size_t longest);
    bool words_stand_for_blacks_move(std::size_t end);
    bool running_word_ahead(std::size_t& k, std::size_t& word_end, std::size_t longest);
    bool parenthesised_result();
    void deliver_glyph(std::string_view glyph, const Location& location);
    void open_variation();
    void open_variation_at(const Location& location);
    void open_bracket_variation();
    bool move_number_follows_semicolon();
    void semicolon_as_separator();
    void close_variation();
    void end_variation_at(const Location& location);
    void unexpected_character();
    // reader_move_notes.cpp
    void take_parenthesised_suffix(std::size_t move_begin);
    std::size_t promotion_close();
    std::size_t promotion_letter_close();
    std::size_t take_spaced_promotion(std::size_t move_begin, std::size_t size);
    std::size_t spaced_promotion_letter_close();
    std::size_t castling_side_close();
    std::size_t descriptive_close(std::size_t move_begin);
    std::size_t descriptive_square_close(std::size_t move_begin);
    bool is_castles_word(std::size_t move_begin) const;
    bool is_resignation_word(std::size_t move_begin) const;
    std::size_t castling_side_ahead(std::size_t k);
    std::size_t spaced_form_end(std::size_t end);
    std::size_t take_spaced_castling_side();
    std::size_t take_spaced_first_rank();
    std::size_t take_spaced_capture(std::size_t move_begin);
    void note_comma_behind();
    std::size_t consume_note(std::size_t& mark_size);
    std::size_t consume_en_passant_note(std::size_t& mark_size);
    bool take_en_passant_note(std::size_t note_begin, std::size_t& mark_size);
    void consume_check_word(std::size_t& mark_size);
    void consume_check_words(std::size_t& mark_size);
    std::size_t check_ahead();
    bool consume_spaced_p(std::size_t& mark_size);
    // reader_comments.cpp
    bool brace_comment();
    void line_comment();
    bool scan_comment(std::uint8_t stop, CommentScan& scan);
    void deliver_comment(CommentScan& scan, std::string_view raw, bool truncated);

    // Input and options.
    ByteSource* source_;
    ReaderOptions options_;
    notation::DiagnosticSink* sink_;
    std::string file_name_;
    Visitor* visitor_ = nullptr;
    std::size_t hard_limit_;  // the most the buffer ever keeps; a safety net behind the options

    // The buffer.
    std::vector<char> buf_;
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    std::size_t keep_ = npos;
    std::uint64_t base_ = 0;  // input offset of buf_[0]
    bool eof_ = false;

    // Line tracking, in input offsets.
    std::uint64_t line_ = 1;
    std::uint64_t line_start_ = 0;
    std::uint64_t cr_end_ = std::numeric_limits<std::uint64_t>::max();  // just after the last CR

    // Whole-input state.
    static constexpr std::uint64_t no_offset = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t end_offset_ = no_offset;
    std::uint64_t held_game_begin_ = no_offset;  // a game not begun: it lies past end_offset_
    std::uint64_t bom_line_start_ = no_offset;   // the last byte order mark skipped at a line start
    bool stopped_ = false;
    bool latin1_reported_ = false;
    std::uint64_t game_index_ = 0;
    std::uint64_t nul_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t space_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t semicolon_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t bracket_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t prose_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t command_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t words_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    // How many moves the game had before its last move number (no_number: none yet): a word
    // with no move between it and the number stands where a move should (words_between_moves).
    static constexpr std::uint32_t no_number = std::numeric_limits<std::uint32_t>::max();
    std::uint32_t moves_before_number_ = no_number;
    // The last move number's, when it was White's ("12."); 0 when it was Black's or none came.
    std::uint32_t white_number_ = 0;
    std::uint64_t punctuation_reported_stretch_ = std::numeric_limits<std::uint64_t>::max();
    // Where a token starts that is a comma of running text (glyphs perhaps before it) behind a
    // check word or note ("Q-R5 ch, K-Kt1"): see note_comma_behind.
    std::uint64_t comma_token_offset_ = no_offset;

    // The current game.
    bool in_game_ = false;
    GameSummary summary_;
    bool skip_game_ = false;
    bool muted_ = false;
    std::size_t depth_ = 0;
    std::vector<std::size_t> bracket_depths_;  // the depths of the open variations '[' opened
    std::size_t mute_depth_ = npos;            // events at this depth and deeper are not delivered
    bool mute_emits_end_ = false;              // whether the ')' closing mute_depth_ is delivered
    bool depth_reported_ = false;
    Location outer_variation_;
    Location broken_at_;  // where a broken game's skipped part starts
    TagNames tag_names_;

    // Reused scratch space: no allocation per token once warm.
    std::string unescaped_;
    std::string repaired_;
    std::string message_;
    std::string excerpt_;
};

}  // namespace chess::pgn::detail
