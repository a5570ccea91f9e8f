#pragma once
// What the move grammar reads, before any judgement: the raw pieces of one move token as
// written. move_parser.cpp turns this into a MoveText, checks the combinations the grammar
// deliberately lets through (so errors can point at a column), and names the relaxations.
// Plain structs: no Spirit here, so the parser proper never sees X3.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/notation/letters.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/types.hpp"

namespace chess::notation::grammar {

// How a piece was written, which decides the relaxation it earns.
enum class LetterForm : std::uint8_t {
    Letter,     // the letter set's own letter ("N", "Кр", "Kr")
    LowerCase,  // its lower-case form ("n", "кр"); never for letters that are also files
    Figurine,   // a figurine glyph of either colour ("♘", "♞")
    Uci,        // an English lower-case promotion letter, as UCI writes it ("q" in "e7e8q")
};

struct PieceToken {
    PieceType type = PieceType::Pawn;
    LetterForm form = LetterForm::Letter;
    std::uint8_t length = 0;  // bytes in the token ("Кр" is 4)
    bool national = false;    // a letter English writes differently ("S" for N, not "K" in German)
};

// EnDash: or an em dash; Times: U+00D7, the multiplication sign typeset books capture with.
enum class Separator : std::uint8_t { Hyphen, EnDash, Cross, Colon, Times };

constexpr std::size_t separator_length(Separator s) {
    return s == Separator::EnDash ? 3 : s == Separator::Times ? 2 : 1;
}
constexpr bool is_joiner(Separator s) { return s == Separator::Hyphen || s == Separator::EnDash; }

// "g1-f3", "exd5", "d", "e4", "de": origin parts, separator, target. The target rank is
// optional in the grammar so that "Nf" reads as far as it can and the error can name the
// column; only a short pawn capture ("de") may really lack it.
struct SquaresAst {
    std::optional<File> from_file;
    std::optional<Rank> from_rank;
    std::optional<Separator> separator;
    File to_file = File::A;
    std::optional<Rank> to_rank;
};

// What stands between the target square and the promotion letter: "=Q", and in books "/Q"
// and "(Q)" (whose closing parenthesis is `closed`).
enum class PromotionMark : std::uint8_t { Equals, Slash, Parenthesis };

struct PromotionAst {
    std::optional<PromotionMark> mark;  // none: "e8Q"
    PieceToken piece;
    bool closed = false;  // a ')' behind the letter
};

// DoubleCheck: "++", older books' mark of a double check (in some, of mate). Dagger (U+2020):
// check in German books; DoubleDagger (U+2021): mate where a source marks it so; Ch: "ch",
// check in English books.
// MateAsTimes: Russian books' trailing mate mark typeset as U+00D7 (×) instead of 'x'.
enum class CheckAst : std::uint8_t {
    Check,
    Mate,
    MateAsX,
    MateAsTimes,
    DoubleCheck,
    Dagger,
    DoubleDagger,
    Ch
};

// The bytes a check mark takes.
constexpr std::size_t check_length(CheckAst mark) {
    switch (mark) {
        case CheckAst::DoubleCheck:
        case CheckAst::Ch:
        case CheckAst::MateAsTimes:
            return 2;
        case CheckAst::Dagger:
        case CheckAst::DoubleDagger:
            return 3;
        default:
            return 1;
    }
}

// Everything after the move proper. An en-passant note may stand before or after the check
// mark ("exd6e.p.+", "exd6+e.p."); ep values are the note's length in bytes.
struct SuffixAst {
    std::optional<std::uint8_t> ep_before;
    std::optional<CheckAst> check;
    std::optional<std::uint8_t> ep_after;
    std::optional<GluedNag> glyph;
};

struct MoveAst {
    std::optional<PieceToken> piece;
    std::optional<SquaresAst> squares;
    std::optional<PromotionAst> promotion;
    SuffixAst suffix;
};

// Castling in every spelling, and the null moves.
struct SpecialToken {
    MoveTextKind kind = MoveTextKind::Null;
    bool zeros = false;    // "0-0"
    bool en_dash = false;  // "0–0"
    std::uint8_t length = 0;
    bool lower_case = false;  // "o-o"
    bool no_dashes = false;   // "OO": the letter O without dashes, N230's style as "00" is
};

struct SpecialAst {
    SpecialToken token;
    SuffixAst suffix;
};

// A fixed word of the notation and what it stands for.
template <typename T>
struct Spelling {
    std::string_view text;
    T value;
};

// The castling and null-move spellings, shared by the grammar and by the error reporting that
// measures how much of a broken castling was understood.
inline constexpr std::array<Spelling<SpecialToken>, 22> special_spellings = {{
    {"O-O", {MoveTextKind::CastleKingside, false, false, 3}},
    {"O-O-O", {MoveTextKind::CastleQueenside, false, false, 5}},
    {"0-0", {MoveTextKind::CastleKingside, true, false, 3}},
    {"0-0-0", {MoveTextKind::CastleQueenside, true, false, 5}},
    // Zeros without dashes, as hurried hands type them. The longest spelling wins, so "0000"
    // stays a null move; and no normal move starts with a digit, so nothing else is lost.
    {"00", {MoveTextKind::CastleKingside, true, false, 2}},
    {"000", {MoveTextKind::CastleQueenside, true, false, 3}},
    // The letter O without dashes, as some old texts and text recognition give it. No letter set
    // has a piece 'O', so it can be nothing else; "OOOO" is no null move, but a broken castling.
    {"OO", {MoveTextKind::CastleKingside, false, false, 2, false, true}},
    {"OOO", {MoveTextKind::CastleQueenside, false, false, 3, false, true}},
    // The letter O typed in lower case: no letter set has a piece 'o', so it can be nothing else.
    {"o-o", {MoveTextKind::CastleKingside, false, false, 3, true}},
    {"o-o-o", {MoveTextKind::CastleQueenside, false, false, 5, true}},
    {"O\u2013O", {MoveTextKind::CastleKingside, false, true, 5}},
    {"O\u2013O\u2013O", {MoveTextKind::CastleQueenside, false, true, 9}},
    {"0\u20130", {MoveTextKind::CastleKingside, true, true, 5}},
    {"0\u20130\u20130", {MoveTextKind::CastleQueenside, true, true, 9}},
    // The em dash of typeset books (and of text copied or scanned from them), read as the en
    // dash: three bytes too.
    {"O\u2014O", {MoveTextKind::CastleKingside, false, true, 5}},
    {"O\u2014O\u2014O", {MoveTextKind::CastleQueenside, false, true, 9}},
    {"0\u20140", {MoveTextKind::CastleKingside, true, true, 5}},
    {"0\u20140\u20140", {MoveTextKind::CastleQueenside, true, true, 9}},
    {"--", {MoveTextKind::Null, false, false, 2}},
    {"Z0", {MoveTextKind::Null, false, false, 2}},
    {"0000", {MoveTextKind::Null, false, false, 4}},
    {"@@@@", {MoveTextKind::Null, false, false, 4}},
}};

// Reads the longest prefix of [first, last) that the normal-move grammar understands (piece,
// squares, promotion, suffix: each optional) and returns its end. Never fails; what was not
// read shows as empty fields.
const char* read_move(const char* first, const char* last, LetterSetId letters, MoveAst& ast);

// Reads castling or a null move and its suffix; returns `first` when no spelling matches.
const char* read_special(const char* first, const char* last, LetterSetId letters, SpecialAst& ast);

// Reads one check mark of the letter set ("+", "#", "++", Russian books' "x"); returns `first`
// when none starts there.
const char* read_check(const char* first, const char* last, LetterSetId letters, CheckAst& mark);

}  // namespace chess::notation::grammar
