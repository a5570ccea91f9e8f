#pragma once
// The streaming PGN reader: syntax only, bounded memory, one game at a time.
//
// Input is pulled from a ByteSource through one refillable buffer; tokens are string_views into
// it, so memory does not depend on the size of the input, only on the limits below (a kept
// token, tag or comment, plus one read chunk). Nothing is allocated per token once the buffers
// have grown to the largest token seen.
//
// What is read (import format as real files have it):
// - A UTF-8 BOM at the start; CR LF, LF and lone CR line ends; '%' escape lines (skipped);
//   NUL bytes (ignored, W102).
// - Tag sections: blank lines inside, several tags on a line, movetext on the tag's line,
//   \" and \\ escapes, an unescaped quote kept when the closing quote is followed by ']' or
//   the line end (W108), `[Name "x\"]` at a line end read as a backslash (the writer forgot to
//   escape it), duplicate names (W110; a repeated name after a blank line starts a new game,
//   W125, so tag-only games separate). A tag value never spans lines.
// - Movetext: move numbers "1.", "1...", "1…", "12" (no dot), glued "1.e4" / "1...e5" /
//   "23.…Rd6"; a lone "..." or "…" is ignored. A move token ends at a blank or at one of
//   { } ( ) ; $ [ ] * NUL; everything else belongs to it (UTF-8 letters, figurines, ':',
//   '-', en dash, '=', '+', '#', '.'), so "O-O-O", "0–0", "e8=Q", "Кр", "--", "Z0" are moves.
//   Unicode spaces (U+00A0, U+1680, U+2000-U+200B, U+202F, U+205F, U+2060, U+3000, U+FEFF),
//   pasted from web pages, are blanks between tokens and tags and end a token (N127, once per
//   game and once per stretch between games; not where U+FEFF is a byte order mark before '[').
//   Glyphs "! ? !! ?? !? ?!" (also "‼ ⁇ ⁉ ⁈") and evaluation glyphs glued to a move are split
//   off and delivered as a Nag after it; standalone glyph tokens (also "+-", "-+", "+/-", "-/+",
//   "+=", "=+", "=", "∞", "±", "∓", "□", the forms with the minus sign U+2212, "↑ → ⇆") are
//   Nags. A separate "e.p." / "e.p" / "ep" / "e. p." after a move (also typed with the Cyrillic
//   look-alikes е and р: "е.р.") sets the move's en_passant_note (and en_passant_written()) and is
//   not delivered on its own; a check mark glued to it ("e.p.+", "e.p.#", "e.p.++") is
//   delivered as the move's note_check.
// - Results "1-0", "0-1", "1/2-1/2", "*" and the sloppy "1/2", "½-½", "½", "1:0", "0:1",
//   "½:½", "1/2:1/2" and en-dash forms (flagged sloppy, N116).
// - '[' anywhere in movetext ends the game (no result: W115) and starts the next tag section.
// - Text outside games that does not start like movetext (a move number or a move; a lone
//   result is junk too) is skipped to the next line that starts with '[' (W120). Comments
//   outside games are ignored (N122); a BOM between concatenated files is skipped, also where
//   it is glued to the result before it ("1-0\xEF\xBB\xBF[Event ...").
// - Comments: '{' to '}' over any number of lines; ';' to the line end. A '{' comment still open
//   at a line that looks like a tag ([Name "value"]) is cut there (E103), so an unclosed brace
//   does not swallow the following games. Comments longer than max_comment_bytes are delivered
//   truncated, with the rest skipped (W104).
// - Variations nest to any depth in O(1) memory (a counter, no recursion); beyond
//   max_variation_depth the deeper part is skipped (E111).
// - Tag values and comments that are not valid UTF-8 are repaired byte by byte: well-formed
//   UTF-8 sequences stay, every other byte >= 0x80 is read as Latin-1 (0x80-0x9F as the
//   printable Windows-1252 characters) and transcoded to UTF-8. W101 is reported once per input.
//   Move tokens are delivered as written.
// - A game the reader cannot continue (a token longer than max_token_bytes) is broken: the
//   reader skips to the next tag section (E105, N121) and the next game is read normally.
// - A read error of the source is fatal (E001): the input ends there.
// - No exceptions, no output, no global state: problems go to the DiagnosticSink.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/visitor.hpp"

namespace chess::pgn {

namespace detail {
class ReaderImpl;
}

// The limits bound the reader's memory: its buffer never holds much more than one read chunk
// plus the largest of the kept-token limits (twice that at most, as the buffer doubles when it
// grows), and its scratch strings hold at most one tag value or comment (up to three times its
// size when transcoded). A few MiB with the defaults, whatever the size of the input.
struct ReaderOptions {
    // Bytes asked from the source per read (also the buffer's starting size). Tests use tiny
    // values to put every byte on a refill boundary.
    std::size_t chunk_size = 64 * 1024;
    // Longest move token, NAG or move number; longer breaks the game (E105).
    std::size_t max_token_bytes = 1024;
    // Longest tag (name or value); longer is dropped (E123).
    std::size_t max_tag_bytes = 64 * 1024;
    // Longest comment delivered in full; longer is truncated (W104).
    std::size_t max_comment_bytes = 1024 * 1024;
    // Deepest variation delivered; deeper ones are skipped (E111).
    std::size_t max_variation_depth = 256;
    // Where the source's first byte lies in a larger input, for a reader started at a game
    // boundary inside a file (tools' --byte-range and -j): locations, lines and
    // bytes_consumed() are then those of the whole file. start_offset must be a line start
    // and start_line its 1-based line number.
    std::uint64_t start_offset = 0;
    std::uint64_t start_line = 1;
    // The input is movetext (a bare move list, pgn-convert --moves): any token or comment
    // outside a game begins one, as a move number or a move does in a PGN file, where text that
    // looks like neither is skipped as junk (W120) and a comment is ignored (N122). So a comment
    // after a result begins the next game. Tag sections are still read.
    bool movetext_only = false;
};

class Reader {
public:
    // The source and the sink (which may be null) must outlive the reader. file_name is used
    // in diagnostics only.
    explicit Reader(ByteSource& source, ReaderOptions options = {},
                    notation::DiagnosticSink* sink = nullptr, std::string file_name = {});
    ~Reader();
    Reader(Reader&&) noexcept;
    Reader& operator=(Reader&&) noexcept;

    // Reads the next game, from begin_game to end_game. Returns false when there is no further
    // game (end of input, a fatal read error, or the visitor returned Stop earlier); returns
    // true for a game that the visitor stopped in the middle.
    bool read_next_game(Visitor& visitor);
    // Reads games until the end of input or Stop; returns how many games were read.
    std::uint64_t read_all(Visitor& visitor);

    // read_next_game returns false, without beginning it, for a game that would begin at or
    // after this input offset (bytes_consumed() is then the game's beginning: its first byte, or
    // the start of its line when only a byte order mark precedes it there, where files were
    // joined); no limit by default. May be raised between reads: the game is then read by the
    // next call.
    void set_end_offset(std::uint64_t offset);

    bool stopped() const;                  // the visitor returned Stop
    std::uint64_t games_read() const;      // games begun so far
    std::uint64_t bytes_consumed() const;  // input offset the reader has reached
    // read_next_game last returned false before a game past the end offset (not at the end of
    // the input): bytes_consumed() is that game's beginning.
    bool holding_game() const;

private:
    std::unique_ptr<detail::ReaderImpl> impl_;
};

// The length of the blank at the start of `text` that the reader steps over within a line,
// between tags and tokens: ' ', '\t', '\v', '\f', NUL, or a Unicode space other than U+FEFF
// (N127); 0 for none, and when text ends inside one. For tools that classify lines without
// reading them (the game-boundary finder), which must see the blank lines that the reader sees.
std::size_t blank_length(std::string_view text);

}  // namespace chess::pgn
