#pragma once
// The PGN writer: one game at a time, in export format, into a text sink.
//
// What comes out, for each game:
// - Tags: the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result) first and in
//   that order, then every other tag in the order given. Duplicates are kept, in order. Missing
//   roster tags are not invented: fixing a game is a tool's choice, not the writer's. Values are
//   escaped (\ -> \\, " -> \"); a line end inside a value (which no reader delivers: a value
//   never spans lines) becomes a space, counted in WriterStats. Names are written as given.
//   Tag lines are never wrapped. A blank line follows the tag section; a game without tags has
//   none.
// - Movetext, wrapped at token boundaries into lines of at most WriterOptions::line_width
//   columns (80: export format). Columns count UTF-8 code points. A move stays on the line of its
//   move number ("12. e4"), '(' on the line of what follows it, and ')' on the line of what
//   precedes it unless that line is full. A comment longer than a line is broken at its blanks.
//   The limit cannot hold for a word longer than a line (it gets a line of its own), a comment
//   word kept on its line (below), a ';' comment (below) or a long tag line: such lines are
//   counted in WriterStats::long_lines.
// - Move numbers: "1. e4 e5 2. Nf3". Black's move gets "12..." at the start of the game or of a
//   variation, after a comment and after a variation; not after a NAG. A variation replaces the
//   last move of its line, so it is numbered from that move's ply. Numbers are computed from
//   set_start, never copied from the input: wrong numbers in the input come out corrected.
// - NAGs as "$n", glyph or not: export format knows no glyphs ("!" comes out as "$1").
// - Comments as brace comments, "{text}". Blanks are layout, not content: a run of blanks or
//   line ends inside a comment comes out as one space (or a line break where the line is full),
//   and blanks at either end are dropped. A comment holding '}' cannot be a brace comment; it
//   comes out as a ';' comment on the rest of its line, which keeps its text (it has no line end
//   once blanks are collapsed) but cannot be wrapped. ';' comments without '}' come out as
//   brace comments.
// - The termination marker: the one given to result(), "*" when none was given.
// - Line ends are "\n"; a blank line ends every game.
//
// WriterOptions::movetext_only writes a game as bare movetext instead, as pgn-convert --moves
// prints a move list (with line_width unlimited: one line per game), for a reader with
// ReaderOptions::movetext_only to read back: tag() is ignored; no termination marker unless
// result() was called (a list that had none gets none, rather than an invented "*"); no move
// number in front of a leading comment, NAG or variation (that anchor is for a reader looking
// for games between tag sections); and one line end, not a blank line, after the game (an empty
// game: an empty line). Everything else is as above. A ';' comment still ends its line, so a
// comment holding '}' breaks a game's line in two.
//
// So that the reader gets back what was written (read -> write -> read gives the same game):
// - A move whose text would not read back as a move on its own gets its move number glued in
//   front: "12" (a move number), "1-0" (a result) and "ep" (an en-passant note of the move
//   before) come out as "7.12", "7.1-0", "7...ep".
// - A move starting with '%' never starts a line (that would be an escape line): it gets its
//   move number.
// - A comment line break never comes before a word like "[Name" followed by one starting with
//   '"' (a comment line that looks like a tag ends the comment in the reader); such a word
//   stays on the line before.
// - A game without tags starts with a move number even when its first element is a comment,
//   NAG or variation, and an empty one is written "1. *": text outside a tag section is a game
//   only if it starts like movetext (not so with movetext_only, below).
// - Known gap: a move whose text is a glyph cannot be written back. The reader reads "=!?" as the
//   move "=" and NAG 5, but a lone "=" as NAG 10 (see round_trip_test.cpp, a reader issue).
//
// Memory: one game's output is buffered and handed to the sink at end_game (in parts of about
// WriterOptions::flush_bytes for very long games); tags are buffered until the movetext begins.
// Nothing is allocated per move once the buffers have grown to the largest game.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <expected>
#include <filesystem>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "chess/pgn/visitor.hpp"
#include "chess/types.hpp"

namespace chess::pgn {

// Where the writer's text goes.
class TextSink {
public:
    virtual ~TextSink() = default;
    // Takes the next bytes of the output. A sink that can fail remembers the failure itself.
    virtual void write(std::string_view text) = 0;
};

// Collects the output in a string.
class StringSink final : public TextSink {
public:
    void write(std::string_view text) override { text_.append(text); }
    const std::string& str() const { return text_; }
    void clear() { text_.clear(); }

private:
    std::string text_;
};

// Writes to a C stream (buffered by stdio). Write errors are remembered, never thrown.
class FileSink final : public TextSink {
public:
    // Writes to a stream the caller owns and closes (stdout, say).
    explicit FileSink(std::FILE* file) : file_(file) {}
    // Creates or truncates a file; the sink closes it. Fails with the errno of fopen().
    static std::expected<FileSink, std::error_code> open(const std::filesystem::path& path);

    FileSink(FileSink&& other) noexcept;
    FileSink& operator=(FileSink&& other) noexcept;
    FileSink(const FileSink&) = delete;
    FileSink& operator=(const FileSink&) = delete;
    ~FileSink() override;

    void write(std::string_view text) override;
    // Flushes stdio's buffer; returns false if this or any earlier write failed.
    bool flush();
    bool failed() const { return error_ != 0; }
    std::error_code error() const { return {error_, std::generic_category()}; }

private:
    FileSink(std::FILE* file, bool owned) : file_(file), owned_(owned) {}
    void close_if_owned() noexcept;

    std::FILE* file_ = nullptr;
    bool owned_ = false;
    int error_ = 0;
};

struct WriterOptions {
    // A line_width that no line reaches: movetext is never wrapped.
    static constexpr std::size_t unlimited = std::numeric_limits<std::size_t>::max();

    // Longest movetext line, in UTF-8 code points (80: export format). At least 1.
    std::size_t line_width = 80;
    // A game's text is handed to the sink at end_game, or in parts of about this size (0: each
    // unit as soon as it is laid out, so the sink always holds all the text so far).
    std::size_t flush_bytes = 64 * 1024;
    // Bare movetext instead of export format (see above).
    bool movetext_only = false;
};

// What the writer had to bend, counted over all games since construction.
struct WriterStats {
    std::uint64_t games = 0;
    std::uint64_t long_lines = 0;          // lines longer than line_width (see above)
    std::uint64_t semicolon_comments = 0;  // comments holding '}' written as ';' comments
    std::uint64_t altered_tag_values = 0;  // tag values whose line ends became spaces
};

// Writes games in export format. Calls for one game, in this order:
//   begin_game, tag*, set_start?, { move | nag | comment | begin_variation | end_variation }*,
//   result?, end_game
// Misuse is tolerated, never undefined: a call without begin_game begins a game, begin_game
// inside a game ends it first, set_start or tag after the first movetext call is ignored,
// end_variation without a variation is ignored, end_game closes open variations, and end_game
// without a game does nothing.
class GameWriter {
public:
    // The sink must outlive the writer.
    explicit GameWriter(TextSink& sink, WriterOptions options = {});

    void begin_game();
    // Buffered until the movetext begins, then written in roster order (ignored with
    // movetext_only).
    void tag(std::string_view name, std::string_view value);
    // The position the moves start from (from a FEN tag): fullmove 0 is read as 1. Without
    // this call, the standard start (White to move, move 1).
    void set_start(std::uint64_t fullmove_number, Color side_to_move);
    // One move in the caller's notation: one token, without blanks or PGN delimiters
    // ({ } ( ) ; $ [ ] *). en_passant_note appends " e.p." to it, and note_check a check mark
    // to the note ("exd6 e.p.+", as the reader delivers it; ignored without the note).
    void move(std::string_view text, bool en_passant_note = false,
              std::string_view note_check = {});
    // "$value": NAGs are 0-255 in PGN.
    void nag(std::uint8_t value);
    // Any text; see above for blanks and '}'.
    void comment(std::string_view text);
    void begin_variation();
    void end_variation();
    // The termination marker, written at end_game; "*" when never called.
    void result(std::string_view marker);
    // Writes the result and a blank line, and hands the game's text to the sink.
    void end_game();

    const WriterStats& stats() const { return stats_; }

private:
    struct TagEntry {
        std::size_t begin;  // in tag_text_: the name, then the value
        std::size_t name_size;
        std::size_t value_size;
        std::size_t roster;  // index in the Seven Tag Roster, 7 for other tags
    };
    // How a unit joins the text before it on its line.
    enum class Join : std::uint8_t {
        Space,     // a blank, or a line break when the unit does not fit
        Glued,     // nothing, or a line break when the unit does not fit: ')'
        SameLine,  // a blank, never a line break (the line may grow too long)
    };
    struct LineState {
        std::uint64_t ply;        // the ply of the line's next move, counted from move 1 White
        std::uint64_t first_ply;  // the ply of the line's first move
    };

    // writer.cpp
    void ensure_game();
    // Every movetext call starts here; the tag section is written on the first.
    void start_movetext() {
        if (!in_movetext_) [[unlikely]]
            write_tag_section();
    }
    void write_tag_section();
    void write_tag(const TagEntry& entry);
    void anchor_tagless_game();
    void end_movetext_only_game();
    // writer_layout.cpp
    static std::size_t width_of(std::string_view text);  // in columns: UTF-8 code points
    // Makes room for a unit of this width: ends the line if it does not fit, and returns
    // whether the caller must write a blank in front of the unit (then the unit itself).
    bool place(std::size_t width, Join join) {
        const std::size_t end = column_ + 1 + width;
        if (join == Join::Space && !line_empty_ && end <= options_.line_width) [[likely]] {
            column_ = end;
            return true;
        }
        return place_slow(width, join);
    }
    bool place_slow(std::size_t width, Join join);
    void emit(std::string_view unit, Join join);
    void end_line();
    void take_open_parens();
    void brace_comment(std::string_view text);
    void semicolon_comment(std::string_view text);
    void maybe_flush() {
        if (out_.size() >= options_.flush_bytes) [[unlikely]]
            flush_part();
    }
    void flush_part();

    TextSink* sink_;
    WriterOptions options_;
    WriterStats stats_;

    std::string out_;   // the current game's text not yet handed to the sink
    std::string unit_;  // scratch: the unit being laid out
    std::size_t column_ = 0;
    bool line_empty_ = true;  // not column_ == 0: invalid UTF-8 can have no width

    std::string tag_text_;
    std::vector<TagEntry> tags_;
    std::string result_;
    std::vector<LineState> lines_;  // the enclosing lines of open variations

    bool in_game_ = false;
    bool in_movetext_ = false;
    bool has_tags_ = false;
    bool has_movetext_ = false;  // a movetext element has been written
    bool has_result_ = false;
    bool number_due_ = true;       // Black's next move needs its number
    std::size_t open_parens_ = 0;  // '(' written in front of the next unit
    std::uint64_t start_ply_ = 0;
    LineState line_{0, 0};
};

// Forwards the reader's events to a GameWriter, each move as written (so read -> write needs no
// replayer): the start comes from a FEN tag's side to move and fullmove number, results come
// out in their standard form ("1/2" as "1/2-1/2"), move numbers are recomputed. Always
// continues.
class WritingVisitor : public Visitor {
public:
    // The writer must outlive the visitor.
    explicit WritingVisitor(GameWriter& writer) : writer_(&writer) {}

    Control begin_game(const GameInfo& info) override;
    Control tag(const Tag& tag) override;
    Control begin_movetext() override;
    Control move(const MoveToken& move) override;
    Control nag(const Nag& nag) override;
    Control comment(const Comment& comment) override;
    Control begin_variation(const Location& location) override;
    Control end_variation(const Location& location) override;
    Control result(const ResultToken& result) override;
    Control end_game(const GameSummary& summary) override;

private:
    GameWriter* writer_;
    std::string fen_;
    bool has_fen_ = false;
};

}  // namespace chess::pgn
