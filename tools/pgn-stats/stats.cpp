#include "pgn-stats/stats.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <limits>

#include "chess/notation/diagnostic.hpp"
#include "common/json_value.hpp"

namespace chess::tools::stats {

namespace {

// Every addition of two Stats goes through the walkers below, with one of two adders, so that
// the list of fields exists once: a field added later cannot be summed but left unchecked.
//
// An adder is called with the count to add into, the count to add and a callable that returns
// the count's JSON path ("players.\"Tal\".wins"); the path is built only when it is needed.

// Adds counts without checking: the collector's own additions, whose sums are bounded by the
// bytes read and cannot come near 2^64.
struct PlainAdd {
    static constexpr bool modifies = true;
    void operator()(std::uint64_t& into, std::uint64_t from, const auto& /*path*/) const {
        into += from;
    }
};

// Adds nothing: finds the first count whose sum would pass 2^64 - 1 and names it. Maps are
// only searched (an entry missing from `into` is 0 and cannot overflow).
struct FindOverflow {
    static constexpr bool modifies = false;
    std::string field;  // empty while no sum overflows

    void operator()(const std::uint64_t& into, std::uint64_t from, const auto& path) {
        if (field.empty() && from > std::numeric_limits<std::uint64_t>::max() - into)
            field = path();
    }
};

// The value of `map` under `key` to add into: created when adding, searched when checking
// (null when absent).
template <typename Add, typename Map, typename Key>
auto* slot(Map& map, const Key& key) {
    if constexpr (Add::modifies) {
        return &map[key];
    } else {
        const auto found = map.find(key);
        return found == map.end() ? nullptr : &found->second;
    }
}

// `path` followed by ".member".
auto member(const auto& path, std::string_view name) {
    return [&path, name] { return fmt::format("{}.{}", path(), name); };
}

// `path` followed by ."key" (a map's key, quoted as in the JSON).
auto lazy_keyed(std::string_view path, std::string_view key) {
    return [path, key] { return fmt::format("{}.{}", path, json_quote(key)); };
}

// The results are members of their group's object in the JSON.
template <typename Add>
void add_results(ResultCounts& into, const ResultCounts& from, Add& add, const auto& path) {
    add(into.white_wins, from.white_wins, member(path, "white_wins"));
    add(into.draws, from.draws, member(path, "draws"));
    add(into.black_wins, from.black_wins, member(path, "black_wins"));
    add(into.unfinished, from.unfinished, member(path, "unfinished"));
}

template <typename Add>
void add_group(GroupFigures& into, const GroupFigures& from, Add& add, const auto& path) {
    add(into.games, from.games, member(path, "games"));
    add_results(into.results, from.results, add, path);
    add(into.plies, from.plies, member(path, "plies"));
}

template <typename Add>
void add_player(PlayerFigures& into, const PlayerFigures& from, Add& add, const auto& path) {
    add(into.games, from.games, member(path, "games"));
    add(into.white_games, from.white_games, member(path, "white_games"));
    add(into.wins, from.wins, member(path, "wins"));
    add(into.draws, from.draws, member(path, "draws"));
    add(into.losses, from.losses, member(path, "losses"));
    add(into.unfinished, from.unfinished, member(path, "unfinished"));
    add(into.plies, from.plies, member(path, "plies"));
    add(into.rated_games, from.rated_games, member(path, "rated_games"));
    add(into.rated_half_points, from.rated_half_points, member(path, "rated_half_points"));
    add(into.opponent_rating_sum, from.opponent_rating_sum, member(path, "opponent_rating_sum"));
}

template <typename Add>
void add_ratings(RatingFigures& into, const RatingFigures& from, Add& add) {
    if (from.count == 0) return;
    if constexpr (Add::modifies) {
        into.min = into.count == 0 ? from.min : std::min(into.min, from.min);
        into.max = into.count == 0 ? from.max : std::max(into.max, from.max);
    }
    add(into.count, from.count, [] { return std::string("ratings.count"); });
    add(into.sum, from.sum, [] { return std::string("ratings.sum"); });
    for (const auto& [bucket, sides] : from.buckets)
        if (auto* sum = slot<Add>(into.buckets, bucket))
            add(*sum, sides, [&] { return fmt::format("ratings.buckets.\"{}\"", bucket); });
}

template <typename Add>
void add_eco_tag(EcoTagFigures& into, const EcoTagFigures& from, Add& add) {
    const auto path = [] { return std::string("eco_tag"); };
    add(into.agree, from.agree, member(path, "agree"));
    add(into.disagree, from.disagree, member(path, "disagree"));
    add(into.tag_only, from.tag_only, member(path, "tag_only"));
    add(into.classified_only, from.classified_only, member(path, "classified_only"));
    add(into.neither, from.neither, member(path, "neither"));
}

template <typename Add>
void add_groups(StringMap<GroupFigures>& into, const StringMap<GroupFigures>& from,
                std::string_view name, Add& add) {
    for (const auto& [key, group] : from)
        if (auto* sum = slot<Add>(into, key)) add_group(*sum, group, add, lazy_keyed(name, key));
}

template <typename Add>
void add_lengths(Stats& into, const Stats& from, Add& add) {
    for (std::size_t plies = 0; plies < from.lengths.size(); ++plies) {
        if (from.lengths[plies] == 0) continue;
        if constexpr (Add::modifies) {
            if (plies >= into.lengths.size()) into.lengths.resize(plies + 1, 0);
        } else if (plies >= into.lengths.size()) {
            continue;
        }
        add(into.lengths[plies], from.lengths[plies],
            [plies] { return fmt::format("lengths.\"{}\"", plies); });
    }
}

template <typename Add>
void add_keyed_counts(Stats& into, const Stats& from, Add& add) {
    for (const auto& [opening, games] : from.openings)
        if (auto* sum = slot<Add>(into.openings, opening))
            add(*sum, games, [&opening] {
                return fmt::format("openings[{} {}].games", json_quote(opening.eco),
                                   json_quote(opening.name));
            });
    for (const auto& [value, games] : from.time_controls)
        if (auto* sum = slot<Add>(into.time_controls, value))
            add(*sum, games, lazy_keyed("time_controls", value));
    for (const auto& [code, count] : from.diagnostics)
        if (auto* sum = slot<Add>(into.diagnostics, code))
            add(*sum, count, [code] {
                return fmt::format(
                    "diagnostics.\"{}\"",
                    notation::code_string(static_cast<notation::DiagnosticCode>(code)));
            });
}

template <typename Add>
void add_stats(Stats& into, const Stats& from, Add& add) {
    add_group(into.all, from.all, add, [] { return std::string("all"); });
    add(into.checked_moves, from.checked_moves, [] { return std::string("checked_moves"); });
    add(into.unchecked_moves, from.unchecked_moves, [] { return std::string("unchecked_moves"); });
    add(into.games_with_errors, from.games_with_errors,
        [] { return std::string("games_with_errors"); });
    add_lengths(into, from, add);
    for (std::size_t i = 0; i < ending_count; ++i)
        add_group(into.endings[i], from.endings[i], add,
                  lazy_keyed("endings", ending_id(static_cast<Ending>(i))));
    add(into.unclassified, from.unclassified, [] { return std::string("unclassified"); });
    add_eco_tag(into.eco_tag, from.eco_tag, add);
    for (const auto& [name, player] : from.players)
        if (auto* sum = slot<Add>(into.players, name))
            add_player(*sum, player, add, lazy_keyed("players", name));
    add_ratings(into.ratings, from.ratings, add);
    add_keyed_counts(into, from, add);
    add_groups(into.events, from.events, "events", add);
    add_groups(into.years, from.years, "years", add);
    add_groups(into.ecos, from.ecos, "ecos", add);
}

// A path for the adders where no JSON path exists (one game added by the collector).
std::string no_path() { return {}; }

}  // namespace

void ResultCounts::add(pgn::Result result) {
    switch (result) {
        case pgn::Result::WhiteWins:
            ++white_wins;
            break;
        case pgn::Result::BlackWins:
            ++black_wins;
            break;
        case pgn::Result::Draw:
            ++draws;
            break;
        case pgn::Result::Unknown:
            ++unfinished;
            break;
    }
}

ResultCounts& ResultCounts::operator+=(const ResultCounts& other) {
    PlainAdd add;
    add_results(*this, other, add, no_path);
    return *this;
}

GroupFigures& GroupFigures::operator+=(const GroupFigures& other) {
    PlainAdd add;
    add_group(*this, other, add, no_path);
    return *this;
}

PlayerFigures& PlayerFigures::operator+=(const PlayerFigures& other) {
    PlainAdd add;
    add_player(*this, other, add, no_path);
    return *this;
}

void RatingFigures::add(int rating) {
    min = count == 0 ? rating : std::min(min, rating);
    max = count == 0 ? rating : std::max(max, rating);
    ++count;
    sum += static_cast<std::uint64_t>(rating);
    ++buckets[rating / bucket_width * bucket_width];
}

RatingFigures& RatingFigures::operator+=(const RatingFigures& other) {
    PlainAdd add;
    add_ratings(*this, other, add);
    return *this;
}

EcoTagFigures& EcoTagFigures::operator+=(const EcoTagFigures& other) {
    PlainAdd add;
    add_eco_tag(*this, other, add);
    return *this;
}

void Stats::add_length(std::uint32_t plies, std::uint64_t games) {
    if (plies >= lengths.size()) lengths.resize(plies + std::size_t{1}, 0);
    lengths[plies] += games;
}

Stats& Stats::operator+=(const Stats& other) {
    PlainAdd add;
    add_stats(*this, other, add);
    return *this;
}

std::expected<void, std::string> add_checked(Stats& into, const Stats& from) {
    // Checked first, added after: an overflow leaves `into` as it was.
    FindOverflow check;
    add_stats(into, from, check);
    if (!check.field.empty())
        return std::unexpected(fmt::format("{}: the sum passes {}", check.field,
                                           std::numeric_limits<std::uint64_t>::max()));
    // No overflow: the totals can be added and compared.
    if (into.all.games + from.all.games > max_games)
        return std::unexpected(
            fmt::format("all.games: the sum passes {}, the most pgn-stats counts", max_games));
    if (into.all.plies + from.all.plies > max_plies)
        return std::unexpected(
            fmt::format("all.plies: the sum passes {}, the most pgn-stats counts", max_plies));
    into += from;
    return {};
}

}  // namespace chess::tools::stats
