#include "result_fix.hpp"

#include <array>

#include <fmt/core.h>

namespace chess::convert {

using notation::DiagnosticCode;
using pgn::KnownTag;
using pgn::Result;

namespace {

// Where a game's result comes from, most trusted first.
struct ResultSource {
    Result result;
    DiagnosticCode code;  // the validator's code for a tag or marker that disagrees
    std::string_view why;
};

std::optional<ResultSource> board_result(const pgn::ReplayedGame& game) {
    if (!game.complete || game.history == nullptr) return std::nullopt;
    const Position& final = game.history->current();
    if (final.is_checkmate()) {
        const Result winner = final.turn() == Color::White ? Result::BlackWins : Result::WhiteWins;
        return ResultSource{winner, DiagnosticCode::ResultContradictsCheckmate,
                            "from the final position: checkmate"};
    }
    if (final.is_stalemate()) {
        return ResultSource{Result::Draw, DiagnosticCode::ResultContradictsStalemate,
                            "from the final position: stalemate"};
    }
    return std::nullopt;
}

ResultSource choose_result(const pgn::ReplayedGame& game) {
    if (const auto board = board_result(game)) return *board;
    if (game.result && *game.result != Result::Unknown)
        return {*game.result, DiagnosticCode::ResultTagMismatch, "from the result token"};
    // A national form ("1:0", "\u00BD-\u00BD") says the result as well as the standard one.
    if (const auto tag = game.tags.get(KnownTag::Result)) {
        if (const auto read = pgn::read_result(*tag))
            return {*read, DiagnosticCode::ResultTagMismatch, "from the Result tag"};
    }
    return {Result::Unknown, DiagnosticCode::ResultTagMismatch, "no result is known"};
}

struct RosterDefault {
    KnownTag tag;
    std::string_view value;
};

constexpr std::array<RosterDefault, 6> roster_defaults{{
    {KnownTag::Event, "?"},
    {KnownTag::Site, "?"},
    {KnownTag::Date, "????.??.??"},
    {KnownTag::Round, "?"},
    {KnownTag::White, "?"},
    {KnownTag::Black, "?"},
}};

void add_tag(GameFixes& out, const pgn::Location& where, std::string_view name,
             std::string_view value) {
    out.added_tags.emplace_back(name, value);
    out.fixes.push_back({DiagnosticCode::MissingRosterTag, where,
                         fmt::format("added the missing tag [{} \"{}\"]", name, value)});
}

}  // namespace

void plan_fixes(const pgn::ReplayedGame& game, const GameLocations& where, GameFixes& out) {
    out.result_tag.reset();
    out.added_tags.clear();
    out.fixes.clear();

    const ResultSource source = choose_result(game);
    out.result = pgn::result_marker(source.result);

    for (const RosterDefault& roster : roster_defaults) {
        if (!game.tags.has(roster.tag))
            add_tag(out, where.game, pgn::GameTags::name(roster.tag), roster.value);
    }
    if (const auto tag = game.tags.get(KnownTag::Result)) {
        if (*tag != out.result) {
            out.result_tag = out.result;
            out.fixes.push_back({source.code, game.tags.location(KnownTag::Result),
                                 fmt::format("Result tag \"{}\" changed to \"{}\" ({})", *tag,
                                             out.result, source.why)});
        }
    } else {
        add_tag(out, where.game, "Result", out.result);
    }

    if (!game.result) {
        // Without a token the writer puts "*" anyway: only a known result is a change.
        if (source.result != Result::Unknown)
            out.fixes.push_back(
                {source.code, where.game,
                 fmt::format("termination marker \"{}\" added ({})", out.result, source.why)});
    } else if (pgn::result_marker(*game.result) != out.result) {
        out.fixes.push_back(
            {source.code, where.result_token.value_or(where.game),
             fmt::format("termination marker \"{}\" changed to \"{}\" ({})",
                         pgn::result_marker(*game.result), out.result, source.why)});
    }
}

}  // namespace chess::convert
