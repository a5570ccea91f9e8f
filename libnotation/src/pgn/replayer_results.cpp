// Game-level checks on the result, at the end of the movetext: the Result tag against the
// result token, and the result against what the main line's board shows.

#include <string>

#include "replayer_impl.hpp"

namespace chess::pgn::detail {

using notation::DiagnosticCode;

namespace {

std::optional<Result> parse_result(std::string_view text) {
    if (text == "1-0") return Result::WhiteWins;
    if (text == "0-1") return Result::BlackWins;
    if (text == "1/2-1/2") return Result::Draw;
    if (text == "*") return Result::Unknown;
    return std::nullopt;
}

std::optional<Color> winner_of(std::optional<Result> r) {
    if (r == Result::WhiteWins) return Color::White;
    if (r == Result::BlackWins) return Color::Black;
    return std::nullopt;
}

std::string_view color_name(Color c) { return c == Color::White ? "White" : "Black"; }

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

// PGN's "time forfeit" (lichess writes "Time forfeit"); chess.com writes "<name> won on time".
bool is_time_forfeit(std::string_view termination) {
    constexpr std::string_view chess_com = " won on time";
    return equals_ignoring_case(termination, "time forfeit") ||
           (termination.size() > chess_com.size() &&
            equals_ignoring_case(termination.substr(termination.size() - chess_com.size()),
                                 chess_com));
}

}  // namespace

void ReplayerImpl::check_result(std::optional<Outcome> final_outcome) {
    const auto tag = tags_.get(KnownTag::Result);
    std::optional<Result> tag_result;
    if (tag) tag_result = parse_result(*tag);
    if (result_ && tag_result && *result_ != *tag_result) {
        std::string message;
        if (wants_text(DiagnosticCode::ResultTagMismatch)) {
            message = "the Result tag says ";
            message += *tag;
            message += ", the movetext ends with";
        }
        report(DiagnosticCode::ResultTagMismatch,
               {result_location_, std::nullopt, result_text_, nullptr}, message);
    }
    // The result judged: the token's when it says one, else the tag's.
    std::optional<Result> result = result_;
    if (!result || *result == Result::Unknown) result = tag_result;
    const Line& main = lines_[0];
    if (!replayable_ || main.state != LineState::Live) return;  // the final position is unknown
    if (!result || *result == Result::Unknown) return;
    const Location location = result_ ? result_location_
                              : tag   ? tags_.location(KnownTag::Result)
                                      : game_.location;
    const std::string_view token =
        result_ ? std::string_view(result_text_) : result_marker(*result);
    const Subject subject{location, main.ply > 0 ? std::optional(main.ply) : std::nullopt, token,
                          &main.history.current()};
    if (winner_of(result) && main.ended &&
        (*main.ended == Termination::FivefoldRepetition ||
         *main.ended == Termination::SeventyFiveMoves)) {
        const bool fivefold = *main.ended == Termination::FivefoldRepetition;
        std::string message;
        if (wants_text(DiagnosticCode::DecisiveAfterFivefold)) {
            message = fivefold ? "a fivefold repetition" : "the 75-move rule";
            message += " drew the game after ply " + std::to_string(main.ended_ply);
        }
        report(fivefold ? DiagnosticCode::DecisiveAfterFivefold
                        : DiagnosticCode::DecisiveAfterSeventyFive,
               subject, message);
    }
    check_final_position(final_outcome, result, subject);
    check_time_forfeit(main.history.current(), final_outcome, result, subject);
}

// Checkmate, stalemate and a dead position (by material or locked pawns) decide the result
// themselves.
void ReplayerImpl::check_final_position(std::optional<Outcome> final_outcome,
                                        std::optional<Result> result, const Subject& subject) {
    if (!final_outcome) return;
    const std::optional<Color> winner = winner_of(result);
    switch (final_outcome->termination) {
        case Termination::Checkmate: {
            const Color mating = *final_outcome->winner;
            if (winner == mating) return;
            std::string message;
            if (wants_text(DiagnosticCode::ResultContradictsCheckmate)) {
                message = color_name(mating);
                message += " mates, so the result is ";
                message +=
                    result_marker(mating == Color::White ? Result::WhiteWins : Result::BlackWins);
                message += ", not";
            }
            report(DiagnosticCode::ResultContradictsCheckmate, subject, message);
            return;
        }
        case Termination::Stalemate:
            if (winner) {
                report(DiagnosticCode::ResultContradictsStalemate, subject,
                       "the game ends in stalemate, a draw, not");
            }
            return;
        case Termination::InsufficientMaterial:
        case Termination::DeadPosition:
            if (winner) {
                report(DiagnosticCode::ResultContradictsDeadPosition, subject,
                       "neither side can mate (a dead position is a draw), not");
            }
            return;
        default:
            return;  // position_outcome() tells no other
    }
}

// FIDE 6.9: a player who runs out of time loses, unless the opponent cannot mate by any
// series of legal moves; then the game is drawn.
void ReplayerImpl::check_time_forfeit(const Position& final, std::optional<Outcome> final_outcome,
                                      std::optional<Result> result, const Subject& subject) {
    const auto termination = tags_.get(KnownTag::Termination);
    const std::optional<Color> winner = winner_of(result);
    if (!termination || !winner || !is_time_forfeit(*termination)) return;
    if (!final.has_insufficient_material(*winner)) return;
    if (final_outcome) return;  // checkmate, stalemate or a dead position: reported above
    std::string message;
    if (wants_text(DiagnosticCode::TimeForfeitCannotMate)) {
        message = color_name(*winner);
        message += " cannot mate: a loss on time is a draw (FIDE 6.9), not";
    }
    report(DiagnosticCode::TimeForfeitCannotMate, subject, message);
}

// The main line's own end: the first automatic draw it reached, else its final position's. A
// stalemate made by the move that also reached that draw (a lone bishop left, the 75th move)
// comes first: the board decides before the counts (FIDE 5.2.1), as in position_outcome().
// (Checkmate needs no such care: it leaves material to mate with and stops the 75-move rule.)
std::optional<Outcome> ReplayerImpl::game_outcome(std::optional<Outcome> final_outcome) const {
    const Line& main = lines_[0];
    const bool stalemate_first = final_outcome &&
                                 final_outcome->termination == Termination::Stalemate &&
                                 main.ended_ply == main.ply;
    if (main.ended && !stalemate_first) return Outcome::draw(*main.ended);
    return final_outcome;
}

}  // namespace chess::pgn::detail
