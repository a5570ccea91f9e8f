#pragma once
// What the PGN reader tells its visitor, in input order, for each game:
//
//   begin_game, tag*, begin_movetext, { move_number | move | nag | comment |
//   begin_variation ... end_variation }*, result?, end_game
//
// - begin_movetext comes exactly once per game, after the last tag, even when the game has no
//   movetext (a replayer sets up its position from the tags there).
// - begin_variation and end_variation always balance: variations still open when a game ends are
//   closed there (with diagnostic E112).
// - All string_views are borrowed: they point into the reader's buffers and are valid only during
//   the call. Copy what you keep.
// - Syntax only: a move is the text as written, in any notation; legality is a later visitor's
//   business.
// - Problems go to the reader's DiagnosticSink, not to the visitor.

#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/notation/diagnostic.hpp"

namespace chess::pgn {

using Location = notation::SourceLocation;

// What the visitor wants the reader to do next.
// - SkipGame: no more events for this game except end_game (its summary says skipped).
// - SkipVariation: skip the rest of the innermost variation. Returned by begin_variation, the
//   whole variation is skipped and no end_variation follows; returned by an event inside a
//   variation, end_variation still follows. In the main line it is the same as SkipGame.
// - Stop: no more events at all, not even end_game; the reader's read calls return.
enum class Control : std::uint8_t { Continue, SkipGame, SkipVariation, Stop };

struct GameInfo {
    std::uint64_t index = 0;  // 1-based, counting every game the reader found in the input
    Location location;        // the game's first '[' or first movetext token
    bool has_tags = false;    // false for a game that starts directly with movetext
};

struct Tag {
    std::string_view name;   // as written
    std::string_view value;  // \" and \\ unescaped; Latin-1 transcoded to UTF-8; NULs removed
    Location location;       // the '['
};

struct MoveNumber {
    std::uint32_t number = 0;  // saturates at 2^32 - 1
    Location location;
    // Written as Black's: more than one dot or an ellipsis ("12...", "12…", "12. ...", "12.
    // ...Nf6"). A number with one dot or none is White's, or unmarked before a Black move.
    bool black = false;
};

// One move token. A move number glued in front ("1.e4", "12...Nf6", "23.…Rd6") is delivered
// before it as a MoveNumber and is not part of the token; glyphs glued behind ("e4!?") are
// delivered after it as a Nag and are not part of text.
struct MoveToken {
    std::string_view text;         // the move without glued glyphs: "e4", "Кb1-c3", "0–0", "--"
    std::string_view written;      // the token as written from the move on, for diagnostics: "e4!?"
    Location location;             // the move's first byte
    bool en_passant_note = false;  // followed by a separate "e.p." (or "ep") token, consumed here
    // The bytes of that note as written, which end where note_check begins: en_passant_written().
    // (A size, not a view: it fits beside the bool, and every move pays for the token's size.)
    std::uint32_t en_passant_bytes = 0;
    std::string_view note_check;  // a check mark glued to that note ("exd6 e.p.+": "+"); without
                                  // the note, a check word of its own ("Qxf7 mate": "mate",
                                  // consumed here); or empty

    // The separate en-passant note as written, without its check mark ("e.p.", "e. p.", "е.р."
    // typed with Cyrillic letters); empty without one.
    std::string_view en_passant_written() const {
        return {note_check.data() - en_passant_bytes, en_passant_bytes};
    }
};

struct Nag {
    std::uint8_t value = 0;  // $1 ! $2 ? $3 !! $4 ?? $5 !? $6 ?! ...
    Location location;
    bool from_glyph = false;  // written as a glyph ("!?", "+-"), not as "$n"
};

enum class CommentKind : std::uint8_t { Brace, Semicolon };

struct Comment {
    std::string_view text;  // between the braces or after ';' up to the line end, as written
                            // (line ends inside included); Latin-1 transcoded; NULs removed
    Location location;      // the '{' or ';'
    CommentKind kind = CommentKind::Brace;
    bool truncated = false;  // longer than ReaderOptions::max_comment_bytes; the rest was
                             // skipped (W104)
};

enum class Result : std::uint8_t { WhiteWins, BlackWins, Draw, Unknown };

// "1-0", "0-1", "1/2-1/2", "*": the export-format termination marker of a result.
std::string_view result_marker(Result result);

// The result that `text` writes: a termination marker, or one of the forms that the reader
// takes for one (N116: "1:0", "\u00BD-\u00BD", "1/2", "0\u20141"...); nullopt for anything else.
// What a Result tag in such a form means.
std::optional<Result> read_result(std::string_view text);

struct ResultToken {
    std::string_view text;  // as written: "1-0", "1/2", "½-½", "*"
    Result result = Result::Unknown;
    bool sloppy = false;  // not one of the four standard forms (N116 is reported too)
    Location location;
};

struct GameSummary {
    std::uint64_t index = 0;
    bool has_result = false;  // a result token ended the game
    bool truncated = false;   // the input or the next tag section cut the game short: no
                              // result, an unclosed comment or unclosed variations
    bool broken = false;      // the reader gave up on the game and skipped to the next tag
                              // section (N121 says how much it skipped)
    bool skipped = false;     // the visitor asked to skip (SkipGame)
    std::uint32_t tags = 0;   // counts of delivered events (not those skipped)
    std::uint32_t moves = 0;
    std::uint32_t comments = 0;
    std::uint32_t nags = 0;
    std::uint32_t variations = 0;
};

// Override what you need; every default continues.
class Visitor {
public:
    virtual ~Visitor() = default;

    virtual Control begin_game(const GameInfo&) { return Control::Continue; }
    virtual Control tag(const Tag&) { return Control::Continue; }
    virtual Control begin_movetext() { return Control::Continue; }
    virtual Control move_number(const MoveNumber&) { return Control::Continue; }
    virtual Control move(const MoveToken&) { return Control::Continue; }
    virtual Control nag(const Nag&) { return Control::Continue; }
    virtual Control comment(const Comment&) { return Control::Continue; }
    virtual Control begin_variation(const Location&) { return Control::Continue; }
    virtual Control end_variation(const Location&) { return Control::Continue; }
    virtual Control result(const ResultToken&) { return Control::Continue; }
    // Only Stop has an effect here.
    virtual Control end_game(const GameSummary&) { return Control::Continue; }
};

}  // namespace chess::pgn
