#include "chess/notation/relaxation.hpp"

namespace chess::notation {

std::string_view describe(Relaxation r) {
    // A switch without a default, so the compiler points here when a relaxation is added.
    switch (r) {
        case Relaxation::CastlingWithZeros:
            return "castling written with zeros";
        case Relaxation::MissingCaptureMark:
            return "capture written without 'x'";
        case Relaxation::SuperfluousCaptureMark:
            return "'x' on a move that captures nothing";
        case Relaxation::ColonCapture:
            return "':' as the capture mark";
        case Relaxation::MissingPromotionEquals:
            return "promotion written without '='";
        case Relaxation::LowercasePiece:
            return "lower-case piece letter";
        case Relaxation::OverDisambiguation:
            return "more disambiguation than needed";
        case Relaxation::MissingCheckMark:
            return "check not marked with '+'";
        case Relaxation::MissingMateMark:
            return "mate not marked with '#'";
        case Relaxation::WrongCheckMark:
            return "'+' or '#' on a move that does not give it";
        case Relaxation::EnPassantSuffix:
            return "en-passant note after the move";
        case Relaxation::LongAlgebraic:
            return "long algebraic notation (origin square given)";
        case Relaxation::EnDash:
            return "en or em dash instead of '-'";
        case Relaxation::ShortPawnCapture:
            return "pawn capture written file to file";
        case Relaxation::UciCoordinates:
            return "bare coordinates (UCI)";
        case Relaxation::NationalLetters:
            return "piece letters of another language";
        case Relaxation::Figurine:
            return "figurine piece symbols";
        case Relaxation::NullMove:
            return "null move";
        case Relaxation::PawnLetter:
            return "explicit pawn letter";
        case Relaxation::MateAsTrailingX:
            return "mate marked with a trailing 'x'";
        case Relaxation::DoubleCheckMark:
            return "'++' as the check mark";
        case Relaxation::SlashOrParenPromotion:
            return "promotion written with '/' or in parentheses";
        case Relaxation::BookCheckMark:
            return "check or mate marked with a dagger or a word ('ch', 'mate')";
        case Relaxation::AnnotationGlyph:
            return "annotation glyph glued to the move";
        case Relaxation::Descriptive:
            return "English descriptive notation";
        case Relaxation::TimesCapture:
            return "'\u00D7' as the capture mark";
        case Relaxation::LowercaseCastling:
            return "castling written with a lower-case 'o'";
    }
    return "unknown relaxation";
}

}  // namespace chess::notation
