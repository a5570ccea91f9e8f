#include "pgn-stats/ending.hpp"
#include "common/text.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace chess::tools::stats {

namespace {

struct EndingNames {
    std::string_view id;
    std::string_view label;
};

constexpr std::array<EndingNames, ending_count> ending_names{{
    {"checkmate", "checkmate"},
    {"stalemate", "stalemate"},
    {"insufficient_material", "insufficient material"},
    {"fivefold", "fivefold repetition"},
    {"seventy_five_moves", "75-move rule"},
    {"threefold", "threefold repetition (claimable)"},
    {"fifty_moves", "50-move rule (claimable)"},
    {"resignation", "resignation"},
    {"agreement", "agreement"},
    {"time_forfeit", "time forfeit"},
    {"abandoned", "abandoned"},
    {"adjudication", "adjudication"},
    {"rules_infraction", "rules infraction"},
    {"other_termination", "other Termination tag"},
    {"decisive_unrecorded", "decisive, reason not recorded"},
    {"draw_unrecorded", "drawn, reason not recorded"},
    {"unfinished", "unfinished"},
    {"dead_position", "dead position (locked pawns)"},
}};

std::string lower_case(std::string_view text) {
    std::string out(text);
    std::ranges::transform(out, out.begin(), [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    });
    return out;
}

bool contains(std::string_view text, std::string_view part) {
    return text.find(part) != std::string_view::npos;
}

// chess.com writes "<player> won by resignation", "Game drawn by agreement" and the like.
std::optional<TerminationTag> read_chess_com_phrase(std::string_view value) {
    struct Phrase {
        std::string_view text;
        TerminationTag tag;
    };
    static constexpr Phrase phrases[] = {
        {"won by resignation", TerminationTag::Resignation},
        {"won by checkmate", TerminationTag::Checkmate},
        {"won on time", TerminationTag::TimeForfeit},
        {"drawn by timeout", TerminationTag::TimeForfeit},  // "... vs insufficient material"
        {"abandoned", TerminationTag::Abandoned},           // "X won - game abandoned"
        {"by abandonment", TerminationTag::Abandoned},
        {"drawn by agreement", TerminationTag::Agreement},
        {"drawn by repetition", TerminationTag::Repetition},
        {"drawn by stalemate", TerminationTag::Stalemate},
        {"drawn by insufficient material", TerminationTag::InsufficientMaterial},
        {"drawn by 50-move rule", TerminationTag::FiftyMoves},
    };
    for (const auto& phrase : phrases)
        if (contains(value, phrase.text)) return phrase.tag;
    return std::nullopt;
}

std::optional<Ending> ending_of_explicit_tag(TerminationTag tag) {
    switch (tag) {
        case TerminationTag::TimeForfeit:
            return Ending::TimeForfeit;
        case TerminationTag::Abandoned:
            return Ending::Abandoned;
        case TerminationTag::Adjudication:
            return Ending::Adjudication;
        case TerminationTag::RulesInfraction:
            return Ending::RulesInfraction;
        case TerminationTag::Unterminated:
            return Ending::Unfinished;
        case TerminationTag::Other:
            return Ending::OtherTermination;
        // A board that could not be replayed leaves the tag's word for it.
        case TerminationTag::Checkmate:
            return Ending::Checkmate;
        case TerminationTag::Stalemate:
            return Ending::Stalemate;
        case TerminationTag::InsufficientMaterial:
            return Ending::InsufficientMaterial;
        case TerminationTag::Repetition:
            return Ending::ThreefoldRepetition;
        case TerminationTag::FiftyMoves:
            return Ending::FiftyMoves;
        case TerminationTag::None:
        case TerminationTag::Normal:
        case TerminationTag::Resignation:
        case TerminationTag::Agreement:
            return std::nullopt;
    }
    return std::nullopt;
}

Ending ending_of_automatic(Termination termination) {
    switch (termination) {
        case Termination::Checkmate:
            return Ending::Checkmate;
        case Termination::Stalemate:
            return Ending::Stalemate;
        case Termination::InsufficientMaterial:
            return Ending::InsufficientMaterial;
        case Termination::FivefoldRepetition:
            return Ending::FivefoldRepetition;
        case Termination::SeventyFiveMoves:
            return Ending::SeventyFiveMoves;
        case Termination::ThreefoldRepetition:
            return Ending::ThreefoldRepetition;
        case Termination::FiftyMoves:
            return Ending::FiftyMoves;
        case Termination::DeadPosition:
            return Ending::DeadPosition;
    }
    return Ending::OtherTermination;
}

}  // namespace

std::string_view ending_id(Ending ending) {
    return ending_names[static_cast<std::size_t>(ending)].id;
}

std::string_view ending_label(Ending ending) {
    return ending_names[static_cast<std::size_t>(ending)].label;
}

std::optional<Ending> ending_by_id(std::string_view id) {
    for (std::size_t i = 0; i < ending_names.size(); ++i)
        if (ending_names[i].id == id) return static_cast<Ending>(i);
    return std::nullopt;
}

TerminationTag read_termination_tag(std::string_view value) {
    const std::string text = lower_case(trim(value));
    if (text.empty()) return TerminationTag::None;
    if (text == "normal") return TerminationTag::Normal;
    if (text == "time forfeit" || text == "time") return TerminationTag::TimeForfeit;
    if (text == "abandoned") return TerminationTag::Abandoned;
    if (text == "adjudication") return TerminationTag::Adjudication;
    if (text == "rules infraction") return TerminationTag::RulesInfraction;
    if (text == "unterminated") return TerminationTag::Unterminated;
    return read_chess_com_phrase(text).value_or(TerminationTag::Other);
}

Ending classify_ending(const GameEnd& game) {
    if (game.board) return ending_of_automatic(game.board->termination);
    if (game.result == pgn::Result::Unknown) return Ending::Unfinished;
    if (auto stated = ending_of_explicit_tag(game.tag)) return *stated;
    const bool draw = game.result == pgn::Result::Draw;
    if (draw && game.history != nullptr) {
        if (auto claim = game.history->claimable_draw())
            return ending_of_automatic(claim->termination);
    }
    if (game.tag == TerminationTag::Normal || game.tag == TerminationTag::Resignation ||
        game.tag == TerminationTag::Agreement)
        return draw ? Ending::Agreement : Ending::Resignation;
    return draw ? Ending::DrawUnrecorded : Ending::DecisiveUnrecorded;
}

}  // namespace chess::tools::stats
