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
#include <vector>

namespace chess::notation {

// Where in the input something is. offset counts bytes from the start of the input.
struct SourceLocation {
    std::uint64_t offset = 0;
    std::uint32_t line = 0;    // 1-based; 0: unknown
    std::uint32_t column = 0;  // 1-based byte column; 0: unknown

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
    NulByte = 102,               // NUL bytes were ignored (once per game)
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

    // 2xx: move legality (the replayer); 3xx: game-level checks. Reserved.
};

// The severity a code is reported with unless a tool overrides it.
Severity default_severity(DiagnosticCode code);
// "E105", "W101", "N116".
std::string code_string(DiagnosticCode code);
// A short English description of the code, for documentation and --explain style output.
std::string_view describe(DiagnosticCode code);
// "note", "warning", "error", "fatal error".
std::string_view severity_name(Severity severity);

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

    // A view of this diagnostic, valid while *this is alive and unchanged.
    Diagnostic view() const;
};

OwnedDiagnostic to_owned(const Diagnostic& diagnostic);

// Compiler-style, one line, no line end:
//   games.pgn:1043:17: error[E201]: illegal move 'Nxe5' (game 12, ply 33)
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

private:
    std::vector<OwnedDiagnostic> diagnostics_;
};

}  // namespace chess::notation
