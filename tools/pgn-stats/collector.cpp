#include "pgn-stats/collector.hpp"
#include "common/text.hpp"

#include <cctype>
#include <utility>

#include "pgn-stats/tag_values.hpp"

namespace chess::tools::stats {

namespace {

using pgn::KnownTag;

std::string_view tag_or(const pgn::GameTags& tags, KnownTag tag, std::string_view fallback) {
    const auto value = tags.get(tag);
    if (!value) return fallback;
    const std::string_view trimmed = trim(*value);
    return trimmed.empty() ? fallback : trimmed;
}

// The entry for `key`, created (one allocation) only the first time the key is seen.
template <typename Value>
Value& entry(StringMap<Value>& map, std::string_view key) {
    auto found = map.find(key);
    if (found == map.end()) found = map.emplace(std::string(key), Value{}).first;
    return found->second;
}

pgn::Result result_of(const pgn::ReplayedGame& game) {
    if (game.result) return *game.result;
    if (const auto tag = game.tags.get(KnownTag::Result))
        return read_result_tag(*tag).value_or(pgn::Result::Unknown);
    return pgn::Result::Unknown;
}

// The player's figures for one game; `opponent_rating` counts only in finished games.
void add_game(PlayerFigures& player, bool white, pgn::Result result, std::uint32_t plies,
              std::optional<int> opponent_rating) {
    ++player.games;
    if (white) ++player.white_games;
    player.plies += plies;
    if (result == pgn::Result::Unknown) {
        ++player.unfinished;
        return;
    }
    const bool won = result == (white ? pgn::Result::WhiteWins : pgn::Result::BlackWins);
    const std::uint64_t half_points = result == pgn::Result::Draw ? 1 : won ? 2 : 0;
    if (result == pgn::Result::Draw)
        ++player.draws;
    else if (won)
        ++player.wins;
    else
        ++player.losses;
    if (opponent_rating) {
        ++player.rated_games;
        player.rated_half_points += half_points;
        player.opponent_rating_sum += static_cast<std::uint64_t>(*opponent_rating);
    }
}

bool is_known_player(std::string_view name) { return !name.empty() && name != "?"; }

}  // namespace

Collector::Collector(const OpeningTable& openings)
    : openings_(&openings),
      classifier_(openings),
      standard_start_key_(Position().key()),
      opening_games_(openings.size(), 0) {}

pgn::Control Collector::begin_movetext(const pgn::ReplayStart& start) {
    classifier_.start(start.replayable && !start.chess960 &&
                      start.position.key() == standard_start_key_);
    return pgn::Control::Continue;
}

pgn::Control Collector::move(const pgn::ReplayedMove& move) {
    ++stats_.checked_moves;
    if (move.depth == 0) {
        if (move.move.is_null())
            classifier_.stop();
        else
            classifier_.after_move(move.ply, move.after());
    }
    return pgn::Control::Continue;
}

pgn::Control Collector::unchecked_move(const pgn::UncheckedMove& move) {
    ++stats_.unchecked_moves;
    if (move.depth == 0) classifier_.stop();
    return pgn::Control::Continue;
}

pgn::Control Collector::end_game(const pgn::ReplayedGame& game) {
    const pgn::Result result = result_of(game);
    GroupFigures figures;
    figures.games = 1;
    figures.results.add(result);
    figures.plies = game.plies;

    stats_.all += figures;
    stats_.add_length(game.plies);
    if (game.diagnostics.errors != 0) ++stats_.games_with_errors;

    GameEnd end;
    end.result = result;
    if (game.complete) {
        end.board = game.outcome;
        end.history = game.history;
    }
    if (const auto termination = game.tags.get(KnownTag::Termination))
        end.tag = read_termination_tag(*termination);
    stats_.endings[static_cast<std::size_t>(classify_ending(end))] += figures;

    add_opening(game, figures);
    add_players(game, result);
    add_tags(game, figures);
    return pgn::Control::Continue;
}

void Collector::add_opening(const pgn::ReplayedGame& game, const GroupFigures& figures) {
    const Opening* opening = classifier_.opening();
    classifier_.stop();
    if (opening != nullptr)
        ++opening_games_[static_cast<std::size_t>(opening - openings_->openings().data())];
    else
        ++stats_.unclassified;
    entry(stats_.ecos, opening != nullptr ? std::string_view(opening->eco) : unclassified_eco) +=
        figures;

    const std::string_view tag = tag_or(game.tags, KnownTag::Eco, "?");
    const bool has_tag = tag != "?";
    if (opening != nullptr && has_tag)
        ++(tag == opening->eco ? stats_.eco_tag.agree : stats_.eco_tag.disagree);
    else if (opening != nullptr)
        ++stats_.eco_tag.classified_only;
    else if (has_tag)
        ++stats_.eco_tag.tag_only;
    else
        ++stats_.eco_tag.neither;
}

void Collector::add_players(const pgn::ReplayedGame& game, pgn::Result result) {
    const std::string_view white = tag_or(game.tags, KnownTag::White, "?");
    const std::string_view black = tag_or(game.tags, KnownTag::Black, "?");
    const auto white_rating = read_rating(tag_or(game.tags, KnownTag::WhiteElo, ""));
    const auto black_rating = read_rating(tag_or(game.tags, KnownTag::BlackElo, ""));
    if (white_rating) stats_.ratings.add(*white_rating);
    if (black_rating) stats_.ratings.add(*black_rating);
    if (is_known_player(white))
        add_game(entry(stats_.players, white), true, result, game.plies, black_rating);
    if (is_known_player(black))
        add_game(entry(stats_.players, black), false, result, game.plies, white_rating);
}

void Collector::add_tags(const pgn::ReplayedGame& game, const GroupFigures& figures) {
    entry(stats_.events, tag_or(game.tags, KnownTag::Event, unknown_event)) += figures;
    const auto year = read_year(tag_or(game.tags, KnownTag::Date, ""));
    entry(stats_.years, year.value_or(unknown_year)) += figures;
    if (const auto time_control = game.tags.get(KnownTag::TimeControl)) {
        const std::string_view value = trim(*time_control);
        if (!value.empty()) ++entry(stats_.time_controls, value);
    }
}

Stats Collector::take() {
    const auto openings = openings_->openings();
    for (std::size_t i = 0; i < opening_games_.size(); ++i) {
        if (opening_games_[i] == 0) continue;
        stats_.openings[OpeningName{openings[i].eco, openings[i].name}] += opening_games_[i];
        opening_games_[i] = 0;
    }
    return std::exchange(stats_, Stats{});
}

}  // namespace chess::tools::stats
