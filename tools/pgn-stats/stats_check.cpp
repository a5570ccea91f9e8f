#include "pgn-stats/stats_check.hpp"

#include <fmt/core.h>

#include <array>
#include <limits>
#include <map>
#include <optional>

#include "common/json_value.hpp"

namespace chess::tools::stats {

namespace {

constexpr std::uint64_t max_count = std::numeric_limits<std::uint64_t>::max();
constexpr std::uint64_t max_rating = 4000;  // as read_rating reads ratings

// A sum of counts that cannot wrap around: past 2^64 - 1 it is "too large", which no count
// equals and every count is below.
class Sum {
public:
    Sum() = default;
    explicit Sum(std::uint64_t value) : value_(value) {}

    Sum& operator+=(std::uint64_t value) {
        if (value > max_count - value_) too_large_ = true;
        value_ += value;  // meaningless once too large
        return *this;
    }
    Sum& operator+=(const Sum& other) {
        too_large_ = too_large_ || other.too_large_;
        return *this += other.value_;
    }
    static Sum product(std::uint64_t a, std::uint64_t b) {
        Sum sum(a * b);
        sum.too_large_ = a != 0 && b > max_count / a;
        return sum;
    }

    bool operator==(std::uint64_t count) const { return !too_large_ && value_ == count; }
    // A bound that is too large bounds everything.
    bool at_most(const Sum& bound) const {
        return bound.too_large_ || (!too_large_ && value_ <= bound.value_);
    }
    std::string text() const {
        return too_large_ ? fmt::format("more than {}", max_count) : std::to_string(value_);
    }

private:
    std::uint64_t value_ = 0;
    bool too_large_ = false;
};

// Keeps the first relation found broken.
class Checker {
public:
    // Records message() unless `holds` or an earlier relation was broken.
    void require(bool holds, const auto& message) {
        if (!holds && error_.empty()) error_ = message();
    }
    std::expected<void, std::string> result() const {
        if (error_.empty()) return {};
        return std::unexpected(error_);
    }

private:
    std::string error_;
};

std::string keyed(std::string_view name, std::string_view key) {
    return fmt::format("{}.{}", name, json_quote(key));
}

// The totals that bound every other count (stats.hpp).
void check_totals(Checker& c, const Stats& stats) {
    c.require(stats.all.games <= max_games, [&] {
        return fmt::format("all.games is {}, more than pgn-stats counts ({})", stats.all.games,
                           max_games);
    });
    c.require(stats.all.plies <= max_plies, [&] {
        return fmt::format("all.plies is {}, more than pgn-stats counts ({})", stats.all.plies,
                           max_plies);
    });
}

// A game has exactly one result.
void check_group(Checker& c, const std::string& path, const GroupFigures& g) {
    Sum results(g.results.white_wins);
    results += g.results.draws;
    results += g.results.black_wins;
    results += g.results.unfinished;
    c.require(results == g.games, [&] {
        return fmt::format(
            "{}.games is {}, but white_wins + draws + black_wins + unfinished add up to {}", path,
            g.games, results.text());
    });
}

// The sums of a set of groups, field by field.
struct GroupSums {
    static constexpr std::array<std::string_view, 6> names{"games",      "white_wins", "draws",
                                                           "black_wins", "unfinished", "plies"};
    std::array<Sum, 6> sums;

    static std::array<std::uint64_t, 6> fields(const GroupFigures& g) {
        return {g.games,
                g.results.white_wins,
                g.results.draws,
                g.results.black_wins,
                g.results.unfinished,
                g.plies};
    }
    void add(const GroupFigures& g) {
        const auto values = fields(g);
        for (std::size_t i = 0; i < sums.size(); ++i) sums[i] += values[i];
    }
};

// Every game is in exactly one group of `name` (one ending, one event, one year, one ECO code):
// the groups add up to "all", field by field.
void check_partition(Checker& c, std::string_view name, const GroupSums& groups,
                     const GroupFigures& all) {
    const auto totals = GroupSums::fields(all);
    for (std::size_t i = 0; i < totals.size(); ++i)
        c.require(groups.sums[i] == totals[i], [&] {
            return fmt::format("{}: the {} add up to {}, but all.{} is {}", name,
                               GroupSums::names[i], groups.sums[i].text(), GroupSums::names[i],
                               totals[i]);
        });
}

void check_group_map(Checker& c, std::string_view name, const StringMap<GroupFigures>& map,
                     const GroupFigures& all) {
    GroupSums sums;
    for (const auto& [key, group] : map) {
        check_group(c, keyed(name, key), group);
        sums.add(group);
    }
    check_partition(c, name, sums, all);
}

void check_groups(Checker& c, const Stats& stats) {
    check_group(c, "all", stats.all);
    GroupSums endings;
    for (std::size_t i = 0; i < ending_count; ++i) {
        check_group(c, keyed("endings", ending_id(static_cast<Ending>(i))), stats.endings[i]);
        endings.add(stats.endings[i]);
    }
    check_partition(c, "endings", endings, stats.all);
    check_group_map(c, "events", stats.events, stats.all);
    check_group_map(c, "years", stats.years, stats.all);
    check_group_map(c, "ecos", stats.ecos, stats.all);
}

// Each game is counted once under its length.
void check_lengths(Checker& c, const Stats& stats) {
    Sum games;
    Sum plies;
    for (std::size_t length = 0; length < stats.lengths.size(); ++length) {
        games += stats.lengths[length];
        plies += Sum::product(length, stats.lengths[length]);
    }
    c.require(games == stats.all.games, [&] {
        return fmt::format("lengths: the games add up to {}, but all.games is {}", games.text(),
                           stats.all.games);
    });
    c.require(plies == stats.all.plies, [&] {
        return fmt::format("lengths: plies x games add up to {}, but all.plies is {}", plies.text(),
                           stats.all.plies);
    });
}

// A classified game counts once for its opening and once in ecos under the opening's code; an
// unclassified one once in "unclassified" and in ecos."unclassified" (a code has 3 letters).
void check_openings(Checker& c, const Stats& stats) {
    std::map<std::string_view, Sum> by_code;
    for (const auto& [opening, games] : stats.openings) by_code[opening.eco] += games;
    for (const auto& [code, group] : stats.ecos)
        if (code != unclassified_eco) by_code.try_emplace(code);
    for (const auto& [code, games] : by_code) {
        const auto found = stats.ecos.find(code);
        const std::uint64_t in_ecos = found == stats.ecos.end() ? 0 : found->second.games;
        c.require(games == in_ecos, [&] {
            return fmt::format("openings: the games of ECO {} add up to {}, but {}.games is {}",
                               json_quote(code), games.text(), keyed("ecos", code), in_ecos);
        });
    }
    const auto found = stats.ecos.find(unclassified_eco);
    const std::uint64_t in_ecos = found == stats.ecos.end() ? 0 : found->second.games;
    c.require(stats.unclassified == in_ecos, [&] {
        return fmt::format("unclassified is {}, but {}.games is {}", stats.unclassified,
                           keyed("ecos", unclassified_eco), in_ecos);
    });
}

// Each game compares its ECO tag with the board once; a classified game as agree, disagree or
// classified_only, an unclassified one as tag_only or neither.
void check_eco_tag(Checker& c, const Stats& stats) {
    const EcoTagFigures& e = stats.eco_tag;
    Sum classified(e.agree);
    classified += e.disagree;
    classified += e.classified_only;
    classified += stats.unclassified;
    c.require(classified == stats.all.games, [&] {
        return fmt::format(
            "eco_tag: agree + disagree + classified_only + unclassified add up to {}, but "
            "all.games is {}",
            classified.text(), stats.all.games);
    });
    Sum unclassified(e.tag_only);
    unclassified += e.neither;
    c.require(unclassified == stats.unclassified, [&] {
        return fmt::format("eco_tag: tag_only + neither add up to {}, but unclassified is {}",
                           unclassified.text(), stats.unclassified);
    });
}

void check_player(Checker& c, const std::string& path, const PlayerFigures& p) {
    Sum results(p.wins);
    results += p.draws;
    results += p.losses;
    const Sum finished = results;
    results += p.unfinished;
    c.require(results == p.games, [&] {
        return fmt::format("{}.games is {}, but wins + draws + losses + unfinished add up to {}",
                           path, p.games, results.text());
    });
    c.require(p.white_games <= p.games, [&] {
        return fmt::format("{}.white_games is {}, more than its games ({})", path, p.white_games,
                           p.games);
    });
    c.require(Sum(p.rated_games).at_most(finished), [&] {
        return fmt::format("{}.rated_games is {}, more than its finished games ({})", path,
                           p.rated_games, finished.text());
    });
    c.require(Sum(p.rated_half_points).at_most(Sum::product(2, p.rated_games)), [&] {
        return fmt::format("{}.rated_half_points is {}, more than 2 x rated_games ({})", path,
                           p.rated_half_points, p.rated_games);
    });
    const bool ratings_in_range =
        p.rated_games <= p.opponent_rating_sum &&
        Sum(p.opponent_rating_sum).at_most(Sum::product(max_rating, p.rated_games));
    c.require(ratings_in_range, [&] {
        return fmt::format("{}.opponent_rating_sum is {}, not 1 to {} for each of {} rated games",
                           path, p.opponent_rating_sum, max_rating, p.rated_games);
    });
}

// A game has at most two named players, one with White; each side gives at most one rating,
// which at most one player (the opponent) counts as a rated game.
void check_players(Checker& c, const Stats& stats) {
    Sum games, white_games, black_games, rated_games, plies;
    for (const auto& [name, p] : stats.players) {
        check_player(c, keyed("players", name), p);
        games += p.games;
        plies += p.plies;
        white_games += p.white_games;
        if (p.white_games <= p.games) black_games += p.games - p.white_games;
        rated_games += p.rated_games;
    }
    const auto require_at_most = [&](const Sum& sum, std::string_view what, const Sum& bound,
                                     std::string_view bound_name) {
        c.require(sum.at_most(bound), [&] {
            return fmt::format("players: the {} add up to {}, more than {} ({})", what, sum.text(),
                               bound_name, bound.text());
        });
    };
    require_at_most(games, "games", Sum::product(2, stats.all.games), "2 x all.games");
    require_at_most(plies, "plies", Sum::product(2, stats.all.plies), "2 x all.plies");
    require_at_most(white_games, "white_games", Sum(stats.all.games), "all.games");
    require_at_most(black_games, "games with Black", Sum(stats.all.games), "all.games");
    require_at_most(rated_games, "rated_games", Sum(stats.ratings.count), "ratings.count");
}

// The extremes, sum and buckets of the ratings describe the same `count` ratings.
void check_ratings(Checker& c, const Stats& stats) {
    const RatingFigures& r = stats.ratings;
    Sum sides;
    std::optional<int> lowest, highest;  // non-empty buckets
    for (const auto& [bucket, count] : r.buckets) {
        sides += count;
        if (count == 0) continue;
        if (!lowest) lowest = bucket;
        highest = bucket;
    }
    c.require(sides == r.count, [&] {
        return fmt::format("ratings: the buckets add up to {}, but count is {}", sides.text(),
                           r.count);
    });
    c.require(Sum(r.count).at_most(Sum::product(2, stats.all.games)), [&] {
        return fmt::format("ratings.count is {}, more than 2 x all.games ({})", r.count,
                           stats.all.games);
    });
    if (r.count == 0) {
        c.require(r.min == 0 && r.max == 0 && r.sum == 0, [] {
            return std::string("ratings: min, max and sum must be 0 when count is 0");
        });
        return;
    }
    const auto min = static_cast<std::uint64_t>(r.min), max = static_cast<std::uint64_t>(r.max);
    c.require(1 <= min && min <= max, [&] {
        return fmt::format("ratings: min {} and max {} are not 1 <= min <= max", r.min, r.max);
    });
    c.require(Sum::product(min, r.count).at_most(Sum(r.sum)) &&
                  Sum(r.sum).at_most(Sum::product(max, r.count)),
              [&] {
                  return fmt::format("ratings.sum is {}, not between count x min and count x max",
                                     r.sum);
              });
    const auto bucket_of = [](int rating) {
        return rating / RatingFigures::bucket_width * RatingFigures::bucket_width;
    };
    c.require(lowest == bucket_of(r.min) && highest == bucket_of(r.max), [&] {
        return fmt::format(
            "ratings.buckets: the lowest and highest are not those of min {} and "
            "max {}",
            r.min, r.max);
    });
}

// Counts of some of the games.
void check_subsets(Checker& c, const Stats& stats) {
    c.require(stats.games_with_errors <= stats.all.games, [&] {
        return fmt::format("games_with_errors is {}, more than all.games ({})",
                           stats.games_with_errors, stats.all.games);
    });
    Sum tagged;
    for (const auto& [value, games] : stats.time_controls) tagged += games;
    c.require(tagged.at_most(Sum(stats.all.games)), [&] {
        return fmt::format("time_controls: the games add up to {}, more than all.games ({})",
                           tagged.text(), stats.all.games);
    });
}

}  // namespace

std::expected<void, std::string> check_consistency(const Stats& stats) {
    Checker c;
    check_totals(c, stats);
    check_groups(c, stats);
    check_lengths(c, stats);
    check_openings(c, stats);
    check_eco_tag(c, stats);
    check_players(c, stats);
    check_ratings(c, stats);
    check_subsets(c, stats);
    return c.result();
}

}  // namespace chess::tools::stats
