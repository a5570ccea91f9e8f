#pragma once
// Where games begin, found without parsing: the cut points of --byte-range and of -j's chunks.
//
// A game boundary is
// - offset 0 (the start of the input), and
// - the start of a line (after LF, CR LF or a lone CR) that holds exactly one tag, as the PGN
//   reader recognises one inside a comment: '[' in the first column, a tag name, blanks, a
//   quoted value and '"]' as the line's last non-blank bytes, within 4 KiB; provided that the
//   nearest line before it that is neither blank (leading_blanks()) nor a '%' escape line
//   leaves no tag section open: it does not begin (after blanks) with '[', and holds no '['
//   outside brace comments (followed from the line's start; see TagBracketScan). A byte
//   order mark at the start of a line is skipped first (the reader skips it too). So a
//   boundary is the first tag of a tag section, never one in the middle of a tag section (blank
//   lines between tags included), nor one of a tag section that began in the middle of the
//   line before ("... 1-0[Event "b"]" where two files were joined without a line end: the
//   reader reads on in that game's tags).
//
// The reader begins a game at each such line: '[' ends the movetext of the game before, a
// brace comment is cut there (E103), skipped junk and broken games end at the next line that
// starts with '['. Where the reader's notion could still differ, -j verifies it (a chunk's
// reader must end exactly at the next chunk's boundary) and --byte-range documents it; a fuzz
// target (fuzz/fuzz_parallel_validation.cpp) holds both to the sequential reading.
//
// The boundaries are a function of the whole input: the finder scans from offset 0, which also
// gives the reader's line numbers at each boundary (CR LF is one line end, a lone CR or LF one).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace chess::tools {

// Follows one line, given in one or more parts, for a '[' at which the reader may begin a tag
// section in the middle of the line: one outside brace comments. Whether a comment is open at
// the line's start is not known here, so the text before its '}' counts as outside, and so does
// a ';' comment (its ';' may lie inside a brace comment begun lines before). So a line may be
// taken to open tags where the reader opens none, which only drops a boundary; never the other
// way round, which would make a false one.
class TagBracketScan {
public:
    void feed(std::string_view part);
    // A '[' was found: the rest of the line does not matter.
    bool found() const { return found_; }

private:
    bool in_comment_ = false;
    bool found_ = false;
};

// Whether the reader could begin a tag section inside `line` (without its line end).
bool holds_tag_bracket(std::string_view line);

// The length of the blanks that `line` begins with, as the reader steps over them between tags
// (pgn::blank_length: spaces, tabs, Unicode spaces such as U+00A0...). A line of blanks only is
// a blank line to the reader, which goes on with the tag section it is in.
std::size_t leading_blanks(std::string_view line);

struct Boundary {
    std::uint64_t offset = 0;
    std::uint64_t line = 1;  // 1-based, counted as the PGN reader counts lines
};

// Line ends in text as the reader counts them (CR LF once); text must not start with the LF of
// a CR LF pair.
std::uint64_t count_line_ends(std::string_view text);

class GameBoundaryFinder {
public:
    GameBoundaryFinder() = default;
    // every_line: for tests of -j's verification, every line start is reported as a boundary
    // (most are not where the reader begins a game).
    explicit GameBoundaryFinder(bool every_line) : every_line_(every_line) {}
    // Goes on from a line start whose state was found by other means (prefix_scan.hpp): its
    // offset and line number, and whether the nearest earlier line that is neither blank nor a
    // '%' escape line leaves a tag section open.
    static GameBoundaryFinder resume_at(std::uint64_t offset, std::uint64_t line,
                                        bool previous_is_tag) {
        GameBoundaryFinder finder;
        finder.offset_ = offset;
        finder.line_ = line;
        finder.previous_is_tag_ = previous_is_tag;
        finder.at_input_start_ = offset == 0;
        return finder;
    }

    // The longest line start looked at to tell a tag line (the reader looks as far).
    static constexpr std::size_t max_tag_line = 4096;

    // Scans `text`, the input's next bytes from offset(). at_end: nothing follows it. Returns
    // how many bytes were scanned: less than text.size() only when !at_end and the last line
    // start cannot be classified yet; give those bytes again with more behind them. Calls
    // found(Boundary) for each boundary in order (offset 0 included).
    template <class Found>
    std::size_t scan(std::string_view text, bool at_end, Found&& found) {
        std::size_t pos = 0;
        while (pos < text.size()) {
            if (at_line_start_ && can_skip_to_bracket()) {
                pos = skip_to_bracket_line(text, pos);
                if (pos == text.size()) break;
            }
            if (at_line_start_) {
                const LineStart start = classify(text.substr(pos), at_end);
                if (start == LineStart::NeedMore) break;
                if (start == LineStart::Boundary || (every_line_ && !after_cr_lf(text, pos)))
                    found(Boundary{offset_ + pos, line_});
                at_line_start_ = false;
            }
            pos = skip_line(text, pos);
        }
        offset_ += pos;
        return pos;
    }

    std::uint64_t offset() const { return offset_; }  // of the next byte to scan
    std::uint64_t line() const { return line_; }      // the line number there
    // Whether the nearest line so far that is neither blank nor a '%' escape line leaves a tag
    // section open (begins with '[' or holds_tag_bracket).
    bool previous_is_tag() const { return previous_is_tag_; }
    // offset() is a line start that has not been looked at, and not the LF of a CR LF pair:
    // the finder can be resumed from a later line start by other means (prefix_scan.hpp).
    bool at_clean_line_start() const { return at_line_start_ && !after_cr_; }

private:
    enum class LineStart : std::uint8_t { NeedMore, Boundary, Other };

    // Between tag sections every line that counts leaves no tag section open, and only a line
    // with a '[' can change that: the lines up to the next '[' are counted in bulk
    // instead of one by one (most of an archive is movetext). Not at the input's start, whose
    // first line is a boundary whatever it holds, nor in the test mode that reports every line.
    bool can_skip_to_bracket() const {
        return !previous_is_tag_ && !after_cr_ && !at_input_start_ && !every_line_;
    }
    // From the line start `pos`: moves to the start of the line holding the next '[', or to the
    // start of the last (unfinished) line of text when none follows; counts the lines passed.
    std::size_t skip_to_bracket_line(std::string_view text, std::size_t pos);

    bool after_cr_lf(std::string_view text, std::size_t pos) const {
        return after_cr_ && text[pos] == '\n';
    }
    // Looks at the start of a line (text begins there); updates the "previous line" state.
    LineStart classify(std::string_view text, bool at_end);
    // Moves past the rest of the current line and its line end; counts it. Returns the new
    // position (text.size() when the line goes on past the text).
    std::size_t skip_line(std::string_view text, std::size_t pos);
    // Feeds a part of the current line (up to its line end, or to the end of the text) to
    // line_scan_; line_ends: the line ends behind it.
    void follow_line(std::string_view part, bool line_ends);

    std::uint64_t offset_ = 0;
    std::uint64_t line_ = 1;
    bool at_line_start_ = true;
    bool after_cr_ = false;         // the last byte scanned was a CR (an LF next is its pair)
    bool previous_is_tag_ = false;  // the last line that counted leaves a tag section open
    // The current line, while it may still turn out to hold a tag bracket (it did not begin
    // with '['; its bytes are followed as skip_line passes them).
    std::optional<TagBracketScan> line_scan_;
    bool at_input_start_ = true;  // offset 0 is a boundary whatever it holds
    bool every_line_ = false;
};

}  // namespace chess::tools
