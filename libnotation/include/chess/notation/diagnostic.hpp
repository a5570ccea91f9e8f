#pragma once
// The one Diagnostic type for everything a user sees, from every stage (reader, replayer, game
// checks), and the sink interface that collects them.
//
// Ownership: a Diagnostic holds string_views. The one handed to DiagnosticSink::report may point
// into the producer's buffers and is valid only during that call; a sink that keeps diagnostics
// stores OwnedDiagnostic (to_owned) instead.
//
// Locations: line and column are 1-based; the column counts bytes from the start of the line
// (a tab is one byte, a UTF-8 letter as many bytes as it has), as in GCC's default
// -fdiagnostics-column-unit=byte. CR LF, lone LF and lone CR all end a line. 0 means unknown.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace chess::notation {

// Where in the input something is. offset counts bytes from the start of the input.
struct SourceLocation {
    std::uint64_t offset = 0;
    // 64 bits as the offset: a few lichess months joined have more than 2^32 lines.
    std::uint64_t line = 0;    // 1-based; 0: unknown
    std::uint64_t column = 0;  // 1-based byte column; 0: unknown

    friend constexpr bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

// Fatal: the input cannot be read any further (I/O failure). Everything else is recoverable:
// the producer skipped or repaired something and went on.
enum class Severity : std::uint8_t { Note, Warning, Error, Fatal };

// Stable codes, grouped by stage: 0xx input, 1xx PGN syntax (the reader), 2xx move legality
// (the replayer), 3xx game-level checks. Printed as a letter for the code's default severity
// (E error or fatal, W warning, N note) and the number: "W101". Numbers are unique across
// letters, never renumbered and never reused: append only.
enum class DiagnosticCode : std::uint16_t {
    // 0xx: input
    ReadFailed = 1,  // the byte source reported an I/O error (fatal)

    // 1xx: PGN syntax, reported by chess::pgn::Reader
    InvalidUtf8 = 101,           // text that is not UTF-8 was read as Latin-1 (once per input)
    NulByte = 102,               // NUL bytes were ignored (once per game or stretch between games)
    UnterminatedComment = 103,   // '{' without '}' before the end of input or a tag section
    CommentTooLong = 104,        // a comment longer than the limit was truncated
    TokenTooLong = 105,          // a movetext token longer than the limit: the game is broken
    UnterminatedTagValue = 106,  // a tag value without its closing quote on its line
    MalformedTag = 107,          // a tag without a name or without a value: dropped
    UnescapedQuote = 108,        // a '"' inside a tag value that is not escaped: kept
    MissingTagBracket = 109,     // a tag without its closing ']': accepted
    DuplicateTag = 110,          // the same tag name twice in a game: both delivered
    VariationTooDeep = 111,      // variations nested beyond the limit: the deeper part skipped
    UnclosedVariation = 112,     // '(' still open at the end of the game: closed there
    UnmatchedParenthesis = 113,  // ')' without '(': ignored
    UnexpectedCharacter = 114,   // '}' or ']' in movetext: ignored
    MissingResult = 115,         // a game without a termination marker
    SloppyResult = 116,          // "1/2", "½-½", "1:0"...: read as the standard result
    ResultInVariation = 117,     // a result token inside a variation: ignored
    BadNag = 118,                // '$' without digits, or a NAG above 255: dropped
    UnknownGlyph = 119,          // a run of '!'/'?' that is no standard glyph: dropped
    JunkBetweenGames = 120,      // text outside any game: skipped to the next tag section
    SkippedToNextGame = 121,     // after a broken game: what was skipped to resynchronise
    CommentOutsideGame = 122,    // a comment outside any game: ignored
    TagTooLong = 123,            // a tag line longer than the limit: dropped
    UnquotedTagValue = 124,      // [Name value] without quotes: accepted
    TagSectionRestarted = 125,   // a tag repeated after a blank line starts a new game
    GameTooLarge = 126,          // a tool's per-game memory limit (pgn-convert --max-game-bytes)
    UnicodeSpace = 127,          // a Unicode space between tokens read as a blank (once per game)
    SemicolonSeparator = 128,    // ';' before a move number: "(A; B)" is "(A) (B)", else a blank
    ResignationWord = 129,       // "Resigns" in the movetext, as books print it: a comment
    BracketVariation = 130,      // "[4. Bxc6 dxc6]" in the movetext: a variation (once per game)
    PunctuationAfterMove =
        131,                   // "P-K4," "Kt-KB3.": the comma or full stop dropped (once per game)
    ProseInParentheses = 132,  // "(the usual reply)": a note in words, a comment (once per game)
    CommandOutsideBraces = 133,  // "[%clk 0:01:00]" without braces: a comment (once per game)
    WordsInMovetext = 134,       // "3. d4 with advantage": words between moves, a comment (once)

    // 2xx: moves, reported by chess::pgn::Replayer. A move error (201-208) stops the checking of
    // its line: the rest of that line is reported once as unchecked (N210), variations that
    // branch before the error are still checked.
    IllegalMove = 201,             // no legal move fits the text (the message says why)
    AmbiguousMove = 202,           // several legal moves fit the text (the message lists them)
    UnparsableMove = 203,          // the token is no move in the game's letter set
    CastlingNotAllowed = 204,      // castling without the right, through check or blocked
    NullMoveInCheck = 205,         // "--" while the side to move is in check
    MissingPromotionPiece = 206,   // a pawn reaches the last rank and no piece is named
    PromotionNotAllowed = 207,     // a promotion piece named on a move that does not promote
    MoveAfterGameEnd = 208,        // a move after checkmate or stalemate (instead of E201)
    MoveAfterAutomaticDraw = 209,  // moves after a fivefold repetition, the 75-move rule or a
                                   // dead position by material: checked, reported once a line
    UncheckedMoves = 210,          // moves after an error in their line were not checked
    VariationWithoutMove = 211,    // a variation before any move of its line: not checked
    WrongEnPassantNote = 212,      // "e.p." on a move that is no en-passant capture
    MoveNumberMismatch = 213,      // a move number that does not name the move after it
    LookalikeLetters = 214,        // Latin look-alikes among Cyrillic piece letters ("Cf1-b5"
                                   // for "Сf1-b5"), read as Cyrillic: once per game
    CyrillicLookalikes = 215,      // Cyrillic look-alikes of Latin letters in squares ("е4",
                                   // "Кb8-с6") and marks ("ехd5", "О-О", "е.р."), read as
                                   // Latin: once per game
    GluedMoves = 216,              // two moves without a blank between them ("Nf3Nc6",
                                   // "1.e4e5"), no move as one token: read as both
    // 230-256: what the lenient move reader relaxed, one code per chess::notation::Relaxation
    // (code 230 + the relaxation's number). Lapses (231, 232, 235-239, 256) are reported at
    // every move; notation styles (the others) once per game, at their first move.
    CastlingWithZeros = 230,       // 0-0 / 0-0-0 (or 00, OO: no dashes) instead of O-O / O-O-O
    MissingCaptureMark = 231,      // a capture written without 'x'
    SuperfluousCaptureMark = 232,  // 'x' on a move that captures nothing
    ColonCapture = 233,            // ':' as the capture mark
    MissingPromotionEquals = 234,  // e8Q instead of e8=Q
    LowercasePiece = 235,          // a lower-case piece letter: nf3
    OverDisambiguation = 236,      // Ngf3 / Ng1f3 where Nf3 is unambiguous
    MissingCheckMark = 237,        // no '+' on a checking move
    MissingMateMark = 238,         // no '#' (or '+' instead) on a mating move
    WrongCheckMark = 239,          // '+' or '#' on a move that does not check or mate
    EnPassantSuffix = 240,         // "e.p." after an en-passant capture
    LongAlgebraic = 241,           // e2-e4, Ng1-f3: book long algebraic
    EnDashJoiner = 242,            // U+2013 as the joiner: e2–e4
    ShortPawnCapture = 243,        // "de": a pawn capture written file to file
    UciCoordinates = 244,          // e2e4, e7e8q: bare coordinates
    NationalLetters = 245,         // piece letters of a language other than English
    FigurinePieces = 246,          // figurine piece symbols: ♘f3
    NullMoveWritten = 247,         // a null move "--", "Z0", "0000", "@@@@"
    PawnLetter = 248,              // an explicit pawn letter: Pe4
    MateAsTrailingX = 249,         // Russian books: a trailing 'x' marks mate
    AnnotationGlyph = 250,         // a move-quality glyph glued to the move
    DoubleCheckMark = 251,         // "++" as the check mark (older books: double check or mate)
    SlashOrParenPromotion = 252,   // a promotion written e8/Q or e8(Q)
    BookCheckMark = 253,           // a dagger or "ch" for check, a double dagger for mate
    DescriptiveNotation = 254,     // English descriptive notation: P-K4, N-KB3, PxP
    TimesCapture = 255,            // U+00D7 (×) as the capture mark: N×e5
    LowercaseCastling = 256,       // castling's O typed in lower case: o-o, o-o-o

    // 3xx: game-level checks, reported by chess::pgn::Replayer at the end of the movetext
    // (results) or after the tag section (tags).
    ResultTagMismatch = 301,              // the Result tag differs from the result token
    ResultContradictsCheckmate = 302,     // the final position is mate; the result says otherwise
    ResultContradictsStalemate = 303,     // a decisive result for a game that ends in stalemate
    ResultContradictsDeadPosition = 304,  // a decisive result in a dead position
    DecisiveAfterFivefold = 305,          // a decisive result after a fivefold repetition
    DecisiveAfterSeventyFive = 306,  // a decisive result after 75 moves without capture or pawn
                                     // move (FIDE 9.6, in force since 2014: a warning)
    TimeForfeitCannotMate = 307,     // a time-forfeit win for a side that could not mate (6.9)
    MissingRosterTag = 308,          // a Seven Tag Roster tag is missing (all named at once)
    MalformedDate = 309,             // Date is not YYYY.MM.DD (digits or '?')
    MalformedResultTag = 310,        // Result tag is not 1-0, 0-1, 1/2-1/2 or *
    MalformedRound = 311,            // Round is not '?', '-' or dotted numbers
    FenWithoutSetUp = 312,           // a FEN tag without SetUp "1"
    SetUpWithoutFen = 313,           // SetUp "1" (or a Chess960 variant) without a FEN tag
    InvalidFen = 314,                // the FEN tag cannot be read or is illegal: not replayed
    UnsupportedVariant = 315,        // a variant other than standard or Chess960: not replayed
    IllegalFenPosition = 316,        // the FEN is an illegal position with tolerable problems
    IncompleteFen = 317,             // the FEN tag lacks fields; their defaults were assumed
                                     // (e.g. bad castling rights, dropped): replayed anyway
};

// The severity a code is reported with unless a tool overrides it.
Severity default_severity(DiagnosticCode code);
// "E105", "W101", "N116".
std::string code_string(DiagnosticCode code);
// A short English description of the code, for documentation and --explain style output.
std::string_view describe(DiagnosticCode code);
// "note", "warning", "error", "fatal error".
std::string_view severity_name(Severity severity);

// Whether a diagnostic of this code, reported inside a game (Diagnostic::game != 0), says that
// text of that game was not kept: the reader dropped or cut a tag (E106, E107, E123), a comment
// (W104), a NAG or glyph (E118, W119), a result (W117), variations (E111) or the rest of the
// game (E105, and E001 when the input fails in the middle of it). A tool that rewrites games
// (pgn-convert) must not write such a game as if it were complete.
//
// The reader's other codes keep all the text of the game: they repair syntax (E103 and E112
// close a comment or a variation, E113 and E114 ignore a stray ')', '}' or ']', W102 drops NUL
// bytes, W109 accepts a missing ']'), read text in another form (W101 Latin-1, W108 a quote,
// N116 a sloppy result, W124 an unquoted value), flag what is missing or repeated (W110, W115,
// W125), or concern text outside any game (W120, N122). N121 only follows E105. The replayer
// drops nothing (a move it cannot check is delivered as unchecked), nor does E126, whose tool
// handles it itself.
bool drops_game_text(DiagnosticCode code);

struct Diagnostic {
    Severity severity = Severity::Error;
    DiagnosticCode code = DiagnosticCode::ReadFailed;
    std::string_view file;    // the input's name as given to the producer; may be empty
    SourceLocation location;  // where the offending text starts
    std::uint64_t game = 0;   // 1-based index of the game in the input; 0: outside any game
    std::optional<std::uint32_t> ply;  // half-move in the game, where the producer knows it
    std::string_view token;    // the offending text as written (short excerpt); may be empty
    std::string_view fen;      // the position before the move, where there is one
    std::string_view message;  // what happened, without the token, file or game
    // Where `game` counts from: 0, the input's start; otherwise the byte offset of the first
    // game of a --byte-range run, which cannot know how many games came before it.
    std::uint64_t games_counted_from = 0;
};

// A Diagnostic that owns its text, for sinks that keep diagnostics after report() returns.
struct OwnedDiagnostic {
    Severity severity = Severity::Error;
    DiagnosticCode code = DiagnosticCode::ReadFailed;
    std::string file;
    SourceLocation location;
    std::uint64_t game = 0;
    std::optional<std::uint32_t> ply;
    std::string token;
    std::string fen;
    std::string message;
    std::uint64_t games_counted_from = 0;

    // A view of this diagnostic, valid while *this is alive and unchanged.
    Diagnostic view() const;
};

OwnedDiagnostic to_owned(const Diagnostic& diagnostic);

// What happened as a sentence complete on its own, without the file, place or game: the message
// (the code's description when there is none) and the token quoted after it when there is one,
// as in format_diagnostic:
//   illegal move: no knight can reach e5 'Nxe5'
//   Black mates, so the result is 0-1, not '1-0'
// Messages are written to be read with their token: many end where it goes ("..., not").
std::string diagnostic_sentence(const Diagnostic& diagnostic);

// What diagnostic_sentence appends to the message for a token: a space and the token in single
// quotes (" 'Nxe5'"), control characters escaped as \xNN, ' and \ with a backslash, cut after
// 60 bytes ("...").
std::string quoted_token(std::string_view token);

// Compiler-style, one line, no line end:
//   games.pgn:1043:17: error[E201]: illegal move 'Nxe5' (game 12, ply 33)
// or, when games are counted from a byte range's first game:
//   games.pgn:1043:17: error[E201]: illegal move 'Nxe5' (game 12 counted from byte 5120, ply 33)
// The token is quoted after the message when there is one (control characters escaped as \xNN,
// cut after 60 bytes); "<input>" stands for an empty file name; line and column are left out when
// unknown.
std::string format_diagnostic(const Diagnostic& diagnostic);

// Receives diagnostics as they are found. report() must not throw.
class DiagnosticSink {
public:
    virtual ~DiagnosticSink() = default;
    virtual void report(const Diagnostic& diagnostic) = 0;
};

// Keeps every diagnostic (owned), for tests and small tools.
class CollectingSink : public DiagnosticSink {
public:
    void report(const Diagnostic& diagnostic) override;

    const std::vector<OwnedDiagnostic>& diagnostics() const { return diagnostics_; }
    void clear() { diagnostics_.clear(); }
    // Hands the diagnostics over and leaves the sink empty.
    std::vector<OwnedDiagnostic> take() { return std::exchange(diagnostics_, {}); }

private:
    std::vector<OwnedDiagnostic> diagnostics_;
};

}  // namespace chess::notation
