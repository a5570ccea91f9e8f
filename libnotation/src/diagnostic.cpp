#include "chess/notation/diagnostic.hpp"

#include <charconv>
#include <string>

#include "pgn/text.hpp"

namespace chess::notation {

namespace {

struct CodeInfo {
    DiagnosticCode code;
    Severity severity;
    std::string_view description;
};

using enum DiagnosticCode;
using enum Severity;

constexpr CodeInfo code_table[] = {
    {ReadFailed, Fatal, "the input could not be read"},
    {InvalidUtf8, Warning, "text is not valid UTF-8 and was read as Latin-1"},
    {NulByte, Warning, "NUL bytes were ignored"},
    {UnterminatedComment, Error, "a '{' comment is not closed"},
    {CommentTooLong, Warning, "a comment longer than the limit was truncated"},
    {TokenTooLong, Error, "a movetext token is longer than the limit"},
    {UnterminatedTagValue, Error, "a tag value has no closing quote on its line"},
    {MalformedTag, Error, "a tag has no name or no value"},
    {UnescapedQuote, Warning, "a quote inside a tag value is not escaped"},
    {MissingTagBracket, Warning, "a tag has no closing ']'"},
    {DuplicateTag, Warning, "a tag name appears twice in one game"},
    {VariationTooDeep, Error, "variations are nested deeper than the limit"},
    {UnclosedVariation, Error, "a variation is not closed at the end of the game"},
    {UnmatchedParenthesis, Error, "a ')' has no matching '('"},
    {UnexpectedCharacter, Error, "a character that has no meaning in movetext"},
    {MissingResult, Warning, "the game has no result token"},
    {SloppyResult, Note, "a result written in a non-standard form"},
    {ResultInVariation, Warning, "a result token inside a variation"},
    {BadNag, Error, "a NAG without digits or above 255"},
    {UnknownGlyph, Warning, "a move annotation glyph that is not standard"},
    {JunkBetweenGames, Warning, "text outside any game was skipped"},
    {SkippedToNextGame, Note, "input skipped to the next tag section after a broken game"},
    {CommentOutsideGame, Note, "a comment outside any game was ignored"},
    {TagTooLong, Error, "a tag is longer than the limit"},
    {UnquotedTagValue, Warning, "a tag value without quotes"},
    {TagSectionRestarted, Warning, "a repeated tag after a blank line starts a new game"},
    {GameTooLarge, Error, "a game needs more memory than the tool's limit allows"},
    {UnicodeSpace, Note, "a Unicode space between tokens was read as a space"},
    {SemicolonSeparator, Note, "a ';' before a move number was read as a separator, not a comment"},
    {ResignationWord, Note, "a resignation written in the movetext was read as a comment"},
    {BracketVariation, Note, "a variation in square brackets was read as one in parentheses"},
    {PunctuationAfterMove, Note, "a comma or full stop behind a move was dropped"},
    {ProseInParentheses, Note, "a note in words in parentheses was read as a comment"},
    {CommandOutsideBraces, Note,
     "a command in square brackets without braces was read as a comment"},
    {WordsInMovetext, Warning, "words between the moves were read as a comment"},
    {IllegalMove, Error, "illegal move"},
    {AmbiguousMove, Error, "ambiguous move"},
    {UnparsableMove, Error, "a token that is not a move"},
    {CastlingNotAllowed, Error, "castling is not allowed here"},
    {NullMoveInCheck, Error, "a null move while in check"},
    {MissingPromotionPiece, Error, "a promotion without the piece"},
    {PromotionNotAllowed, Error, "a promotion piece on a move that does not promote"},
    {MoveAfterGameEnd, Error, "a move after the game ended by checkmate or stalemate"},
    {MoveAfterAutomaticDraw, Warning, "moves after the game ended in an automatic draw"},
    {UncheckedMoves, Note, "moves after an error were not checked"},
    {VariationWithoutMove, Warning, "a variation with no move to branch from was not checked"},
    {WrongEnPassantNote, Warning, "'e.p.' on a move that is not an en-passant capture"},
    {MoveNumberMismatch, Warning, "a move number that does not name the move after it"},
    {LookalikeLetters, Note, "Latin look-alikes of Cyrillic piece letters read as Cyrillic"},
    {CyrillicLookalikes, Note, "Cyrillic look-alikes of Latin letters read as Latin"},
    {GluedMoves, Warning, "two moves written without a blank between them were read as two"},
    {CastlingWithZeros, Note, "castling written with zeros"},
    {MissingCaptureMark, Warning, "a capture without 'x'"},
    {SuperfluousCaptureMark, Warning, "'x' on a move that captures nothing"},
    {ColonCapture, Note, "':' as the capture mark"},
    {MissingPromotionEquals, Note, "a promotion without '='"},
    {LowercasePiece, Warning, "a lower-case piece letter"},
    {OverDisambiguation, Warning, "more disambiguation than needed"},
    {MissingCheckMark, Warning, "a checking move without '+'"},
    {MissingMateMark, Warning, "a mating move without '#'"},
    {WrongCheckMark, Warning, "a check or mate mark that does not match the position"},
    {EnPassantSuffix, Note, "'e.p.' after an en-passant capture"},
    {LongAlgebraic, Note, "long algebraic notation"},
    {EnDashJoiner, Note, "an en or em dash as the joiner"},
    {ShortPawnCapture, Note, "a pawn capture written file to file"},
    {UciCoordinates, Note, "bare coordinates (UCI)"},
    {NationalLetters, Note, "national piece letters"},
    {FigurinePieces, Note, "figurine piece symbols"},
    {NullMoveWritten, Note, "a null move"},
    {PawnLetter, Note, "an explicit pawn letter"},
    {MateAsTrailingX, Note, "mate written as a trailing 'x'"},
    {AnnotationGlyph, Note, "an annotation glyph glued to the move"},
    {DoubleCheckMark, Note, "'++' as the check mark"},
    {SlashOrParenPromotion, Note, "a promotion written with '/' or in parentheses"},
    {BookCheckMark, Note, "check or mate marked with a dagger or a word ('ch', 'mate')"},
    {DescriptiveNotation, Note, "English descriptive notation, as in older books"},
    {TimesCapture, Note, "the multiplication sign as the capture mark"},
    {LowercaseCastling, Warning, "castling written with a lower-case 'o'"},
    {ResultTagMismatch, Error, "the Result tag differs from the result of the movetext"},
    {ResultContradictsCheckmate, Error, "the result contradicts the checkmate on the board"},
    {ResultContradictsStalemate, Error, "a decisive result for a game drawn by stalemate"},
    {ResultContradictsDeadPosition, Error, "a decisive result in a dead position"},
    {DecisiveAfterFivefold, Warning, "a decisive result after a fivefold repetition"},
    {DecisiveAfterSeventyFive, Warning, "a decisive result after the 75-move rule"},
    {TimeForfeitCannotMate, Error, "a time-forfeit win for a side that cannot mate"},
    {MissingRosterTag, Warning, "Seven Tag Roster tags are missing"},
    {MalformedDate, Warning, "the Date tag is not YYYY.MM.DD"},
    {MalformedResultTag, Warning, "the Result tag is not 1-0, 0-1, 1/2-1/2 or *"},
    {MalformedRound, Note, "the Round tag is not '?', '-' or dotted numbers"},
    {FenWithoutSetUp, Warning, "a FEN tag without SetUp \"1\""},
    {SetUpWithoutFen, Warning, "a set-up game without a FEN tag"},
    {InvalidFen, Error, "the FEN tag is not a legal position"},
    {UnsupportedVariant, Warning, "a chess variant the replayer does not support"},
    {IllegalFenPosition, Warning, "the FEN tag is an illegal position; replayed anyway"},
    {IncompleteFen, Warning, "the FEN tag lacks fields; their defaults were assumed"},
};

const CodeInfo* find(DiagnosticCode code) {
    for (const CodeInfo& info : code_table) {
        if (info.code == code) return &info;
    }
    return nullptr;
}

void append_number(std::string& out, std::uint64_t value) {
    char digits[24];
    auto [end, ec] = std::to_chars(digits, digits + sizeof digits, value);
    out.append(digits, end);
}

// Tokens may hold line ends or binary junk; keep the one-line format intact. Bytes that are not
// UTF-8 (a Windows-1251 'К' read as Latin-1) are shown as the reader reads such text, as Latin-1
// (W101), and the cut never splits a character: the line stays UTF-8.
void append_escaped_token(std::string& out, std::string_view token) {
    constexpr std::size_t max_bytes = 60;
    constexpr char hex[] = "0123456789abcdef";
    std::string repaired;
    if (!pgn::detail::is_valid_utf8(token)) {
        pgn::detail::append_repaired_utf8(repaired, token);
        token = repaired;
    }
    const std::size_t shown = pgn::detail::utf8_prefix_length(token, max_bytes);
    const bool cut = shown < token.size();
    token = token.substr(0, shown);
    for (const char c : token) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 0xf];
        } else if (c == '\'' || c == '\\') {
            out += '\\';
            out += c;
        } else {
            out += c;
        }
    }
    if (cut) out += "...";
}

void append_quoted_token(std::string& out, std::string_view token) {
    out += " '";
    append_escaped_token(out, token);
    out += '\'';
}

void append_sentence(std::string& out, const Diagnostic& d) {
    out += d.message.empty() ? describe(d.code) : d.message;
    if (!d.token.empty()) append_quoted_token(out, d.token);
}

}  // namespace

Severity default_severity(DiagnosticCode code) {
    const CodeInfo* info = find(code);
    return info != nullptr ? info->severity : Error;
}

std::string code_string(DiagnosticCode code) {
    const Severity severity = default_severity(code);
    std::string out(1, severity == Note ? 'N' : severity == Warning ? 'W' : 'E');
    const auto number = static_cast<unsigned>(code);
    if (number < 100) out += '0';
    if (number < 10) out += '0';
    append_number(out, number);
    return out;
}

std::string_view describe(DiagnosticCode code) {
    const CodeInfo* info = find(code);
    return info != nullptr ? info->description : "unknown diagnostic code";
}

bool drops_game_text(DiagnosticCode code) {
    switch (code) {
        case ReadFailed:
        case CommentTooLong:
        case TokenTooLong:
        case UnterminatedTagValue:
        case MalformedTag:
        case VariationTooDeep:
        case BadNag:
        case TagTooLong:
            return true;
        default:
            return false;
    }
}

std::string_view severity_name(Severity severity) {
    switch (severity) {
        case Note:
            return "note";
        case Warning:
            return "warning";
        case Error:
            return "error";
        case Fatal:
            return "fatal error";
    }
    return "error";
}

Diagnostic OwnedDiagnostic::view() const {
    return Diagnostic{severity, code,  file, location, game,
                      ply,      token, fen,  message,  games_counted_from};
}

OwnedDiagnostic to_owned(const Diagnostic& d) {
    return OwnedDiagnostic{d.severity,
                           d.code,
                           std::string(d.file),
                           d.location,
                           d.game,
                           d.ply,
                           std::string(d.token),
                           std::string(d.fen),
                           std::string(d.message),
                           d.games_counted_from};
}

std::string diagnostic_sentence(const Diagnostic& d) {
    std::string out;
    append_sentence(out, d);
    return out;
}

std::string quoted_token(std::string_view token) {
    std::string out;
    append_quoted_token(out, token);
    return out;
}

std::string format_diagnostic(const Diagnostic& d) {
    std::string out(d.file.empty() ? std::string_view("<input>") : d.file);
    if (d.location.line != 0) {
        out += ':';
        append_number(out, d.location.line);
        if (d.location.column != 0) {
            out += ':';
            append_number(out, d.location.column);
        }
    }
    out += ": ";
    out += severity_name(d.severity);
    out += '[';
    out += code_string(d.code);
    out += "]: ";
    append_sentence(out, d);
    if (d.game != 0) {
        out += " (game ";
        append_number(out, d.game);
        if (d.games_counted_from != 0) {
            out += " counted from byte ";
            append_number(out, d.games_counted_from);
        }
        if (d.ply) {
            out += ", ply ";
            append_number(out, *d.ply);
        }
        out += ')';
    }
    return out;
}

void CollectingSink::report(const Diagnostic& diagnostic) {
    diagnostics_.push_back(to_owned(diagnostic));
}

}  // namespace chess::notation
