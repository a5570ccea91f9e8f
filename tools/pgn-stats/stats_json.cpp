#include "pgn-stats/stats_json.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "common/json_value.hpp"
#include "pgn-stats/stats_check.hpp"

namespace chess::tools::stats {

namespace {

// ---------------------------------------------------------------- writing

template <typename Value>
std::vector<const typename StringMap<Value>::value_type*> sorted_entries(
    const StringMap<Value>& map) {
    std::vector<const typename StringMap<Value>::value_type*> entries;
    entries.reserve(map.size());
    for (const auto& entry : map) entries.push_back(&entry);
    std::ranges::sort(entries, {},
                      [](const auto* entry) { return std::string_view(entry->first); });
    return entries;
}

std::string group_json(const GroupFigures& group) {
    return fmt::format(
        R"({{"games": {}, "white_wins": {}, "draws": {}, "black_wins": {}, "unfinished": {}, )"
        R"("plies": {}}})",
        group.games, group.results.white_wins, group.results.draws, group.results.black_wins,
        group.results.unfinished, group.plies);
}

std::string player_json(const PlayerFigures& p) {
    return fmt::format(
        R"({{"games": {}, "white_games": {}, "wins": {}, "draws": {}, "losses": {}, )"
        R"("unfinished": {}, "plies": {}, "rated_games": {}, "rated_half_points": {}, )"
        R"("opponent_rating_sum": {}}})",
        p.games, p.white_games, p.wins, p.draws, p.losses, p.unfinished, p.plies, p.rated_games,
        p.rated_half_points, p.opponent_rating_sum);
}

// Writes `"name": {\n    "key": value,\n ...  }` from already formatted entries.
void write_object(std::string& out, std::string_view name,
                  const std::vector<std::pair<std::string, std::string>>& entries) {
    out += fmt::format("  \"{}\": {{", name);
    for (std::size_t i = 0; i < entries.size(); ++i)
        out += fmt::format("{}\n    {}: {}", i == 0 ? "" : ",", json_quote(entries[i].first),
                           entries[i].second);
    out += entries.empty() ? "},\n" : "\n  },\n";
}

template <typename Value, typename Format>
void write_map(std::string& out, std::string_view name, const StringMap<Value>& map,
               Format format) {
    std::vector<std::pair<std::string, std::string>> entries;
    for (const auto* entry : sorted_entries(map))
        entries.emplace_back(entry->first, format(entry->second));
    write_object(out, name, entries);
}

void write_lengths(std::string& out, const Stats& stats) {
    std::vector<std::pair<std::string, std::string>> entries;
    for (std::size_t plies = 0; plies < stats.lengths.size(); ++plies)
        if (stats.lengths[plies] != 0)
            entries.emplace_back(std::to_string(plies), std::to_string(stats.lengths[plies]));
    write_object(out, "lengths", entries);
}

void write_endings(std::string& out, const Stats& stats) {
    std::vector<std::pair<std::string, std::string>> entries;
    for (std::size_t i = 0; i < ending_count; ++i)
        if (stats.endings[i].games != 0)
            entries.emplace_back(ending_id(static_cast<Ending>(i)), group_json(stats.endings[i]));
    write_object(out, "endings", entries);
}

void write_openings(std::string& out, const Stats& stats) {
    out += "  \"openings\": [";
    bool first = true;
    for (const auto& [opening, games] : stats.openings) {
        out += fmt::format("{}\n    {{\"eco\": {}, \"name\": {}, \"games\": {}}}", first ? "" : ",",
                           json_quote(opening.eco), json_quote(opening.name), games);
        first = false;
    }
    out += first ? "],\n" : "\n  ],\n";
}

void write_ratings(std::string& out, const RatingFigures& ratings) {
    std::string buckets;
    for (const auto& [bucket, sides] : ratings.buckets)
        buckets += fmt::format("{}\"{}\": {}", buckets.empty() ? "" : ", ", bucket, sides);
    out += fmt::format(
        "  \"ratings\": {{\"count\": {}, \"sum\": {}, \"min\": {}, \"max\": {}, \"buckets\": "
        "{{{}}}}},\n",
        ratings.count, ratings.sum, ratings.min, ratings.max, buckets);
}

void write_diagnostics(std::string& out, const Stats& stats) {
    std::vector<std::pair<std::string, std::string>> entries;
    for (const auto& [code, count] : stats.diagnostics)
        entries.emplace_back(notation::code_string(static_cast<notation::DiagnosticCode>(code)),
                             std::to_string(count));
    write_object(out, "diagnostics", entries);
}

// ---------------------------------------------------------------- reading

// Reads one JSON object into a structure, member by member, keeping the path for errors.
class ObjectReader {
public:
    ObjectReader(const JsonValue& value, std::string path, std::string& error)
        : value_(value), path_(std::move(path)), error_(error) {
        if (value_.kind != JsonValue::Kind::Object) fail("", "expected an object");
    }

    bool ok() const { return error_.empty(); }

    void fail(std::string_view member, std::string_view message) {
        if (!error_.empty()) return;
        const std::string where = member.empty() ? path_ : join(member);
        error_ = fmt::format("{}: {}", where.empty() ? "(document)" : where, message);
    }

    std::string join(std::string_view member) const {
        return path_.empty() ? std::string(member) : fmt::format("{}.{}", path_, member);
    }

    const JsonValue* member(std::string_view name) {
        if (!ok()) return nullptr;
        const JsonValue* found = value_.find(name);
        if (found == nullptr) fail(name, "missing");
        return found;
    }

    void count(std::string_view name, std::uint64_t& out) {
        if (const JsonValue* found = member(name)) read_count(*found, join(name), out);
    }

    void read_count(const JsonValue& value, const std::string& where, std::uint64_t& out) {
        const auto number = value.as_unsigned();
        if (!number) {
            if (error_.empty()) error_ = fmt::format("{}: expected a whole number >= 0", where);
            return;
        }
        out = *number;
    }

    // Every member must be one of `known`, and appear once (member() would read the first and
    // silently ignore the others).
    void only(std::initializer_list<std::string_view> known) {
        if (!ok()) return;
        for (auto m = value_.members.begin(); m != value_.members.end(); ++m) {
            if (std::ranges::find(known, std::string_view(m->key)) == known.end())
                return fail(m->key, "unknown member");
            if (std::ranges::any_of(value_.members.begin(), m,
                                    [&](const JsonMember& before) { return before.key == m->key; }))
                return fail(m->key, "duplicate member");
        }
    }

    const JsonValue& value() const { return value_; }
    const std::string& path() const { return path_; }
    std::string& error() { return error_; }

private:
    const JsonValue& value_;
    std::string path_;
    std::string& error_;
};

std::string quoted_path(const std::string& path, std::string_view key) {
    return fmt::format("{}.{}", path, json_quote(key));
}

void read_group(const JsonValue& value, const std::string& path, std::string& error,
                GroupFigures& group) {
    ObjectReader in(value, path, error);
    in.only({"games", "white_wins", "draws", "black_wins", "unfinished", "plies"});
    in.count("games", group.games);
    in.count("white_wins", group.results.white_wins);
    in.count("draws", group.results.draws);
    in.count("black_wins", group.results.black_wins);
    in.count("unfinished", group.results.unfinished);
    in.count("plies", group.plies);
}

void read_player(const JsonValue& value, const std::string& path, std::string& error,
                 PlayerFigures& p) {
    ObjectReader in(value, path, error);
    in.only({"games", "white_games", "wins", "draws", "losses", "unfinished", "plies",
             "rated_games", "rated_half_points", "opponent_rating_sum"});
    in.count("games", p.games);
    in.count("white_games", p.white_games);
    in.count("wins", p.wins);
    in.count("draws", p.draws);
    in.count("losses", p.losses);
    in.count("unfinished", p.unfinished);
    in.count("plies", p.plies);
    in.count("rated_games", p.rated_games);
    in.count("rated_half_points", p.rated_half_points);
    in.count("opponent_rating_sum", p.opponent_rating_sum);
}

// For every member of the object `name`: read(key, value, path).
template <typename Read>
void each_member(ObjectReader& in, std::string_view name, Read read) {
    const JsonValue* object = in.member(name);
    if (object == nullptr) return;
    if (object->kind != JsonValue::Kind::Object) return in.fail(name, "expected an object");
    for (const JsonMember& m : object->members) {
        if (!in.ok()) return;
        read(m.key, m.value, quoted_path(in.join(name), m.key));
    }
}

// A key that is in the map already. to_json never writes one; adding the two values up could
// wrap around before the consistency checks see them.
void fail_duplicate(ObjectReader& in, std::string_view name, std::string_view key) {
    in.fail(name, fmt::format("duplicate key {}", json_quote(key)));
}

template <typename Value, typename ReadValue>
void read_map(ObjectReader& in, std::string_view name, StringMap<Value>& map,
              ReadValue read_value) {
    each_member(in, name,
                [&](const std::string& key, const JsonValue& value, const std::string& path) {
                    const auto [entry, inserted] = map.try_emplace(key);
                    if (!inserted) return fail_duplicate(in, name, key);
                    read_value(value, path, in.error(), entry->second);
                });
}

void read_unsigned(const JsonValue& value, const std::string& path, std::string& error,
                   std::uint64_t& out) {
    const auto number = value.as_unsigned();
    if (!number) {
        if (error.empty()) error = fmt::format("{}: expected a whole number >= 0", path);
        return;
    }
    out = *number;
}

std::optional<std::uint64_t> read_key_number(std::string_view key) {
    std::uint64_t number = 0;
    const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), number);
    if (key.empty() || ec != std::errc{} || end != key.data() + key.size()) return std::nullopt;
    return number;
}

void read_lengths(ObjectReader& in, Stats& stats) {
    constexpr std::uint64_t longest = 1u << 20;  // bounds the memory a hostile file can ask for
    each_member(in, "lengths",
                [&](const std::string& key, const JsonValue& value, const std::string& path) {
                    const auto plies = read_key_number(key);
                    if (!plies || *plies > longest)
                        return in.fail("lengths", fmt::format("bad length {}", json_quote(key)));
                    // "42" and "042" are the same length: the earlier count must still be 0.
                    if (*plies < stats.lengths.size() && stats.lengths[*plies] != 0)
                        return fail_duplicate(in, "lengths", key);
                    std::uint64_t games = 0;
                    read_unsigned(value, path, in.error(), games);
                    if (games != 0) stats.add_length(static_cast<std::uint32_t>(*plies), games);
                });
}

void read_endings(ObjectReader& in, Stats& stats) {
    std::array<bool, ending_count> seen{};
    each_member(in, "endings",
                [&](const std::string& key, const JsonValue& value, const std::string& path) {
                    const auto ending = ending_by_id(key);
                    if (!ending)
                        return in.fail("endings",
                                       fmt::format("unknown ending {}", json_quote(key)));
                    const auto index = static_cast<std::size_t>(*ending);
                    if (std::exchange(seen[index], true)) return fail_duplicate(in, "endings", key);
                    read_group(value, path, in.error(), stats.endings[index]);
                });
}

void read_openings(ObjectReader& in, Stats& stats) {
    const JsonValue* list = in.member("openings");
    if (list == nullptr) return;
    if (list->kind != JsonValue::Kind::Array) return in.fail("openings", "expected an array");
    for (std::size_t i = 0; i < list->items.size() && in.ok(); ++i) {
        ObjectReader item(list->items[i], fmt::format("openings[{}]", i), in.error());
        item.only({"eco", "name", "games"});
        const JsonValue* eco = item.member("eco");
        const JsonValue* name = item.member("name");
        std::uint64_t games = 0;
        item.count("games", games);
        if (!item.ok()) return;
        if (eco->kind != JsonValue::Kind::String || name->kind != JsonValue::Kind::String)
            return item.fail("", "eco and name must be strings");
        if (!stats.openings.emplace(OpeningName{eco->text, name->text}, games).second)
            return item.fail("", "the same eco and name as an opening before");
    }
}

void read_ratings(ObjectReader& in, RatingFigures& ratings) {
    const JsonValue* value = in.member("ratings");
    if (value == nullptr) return;
    ObjectReader r(*value, "ratings", in.error());
    r.only({"count", "sum", "min", "max", "buckets"});
    std::uint64_t min = 0, max = 0;
    r.count("count", ratings.count);
    r.count("sum", ratings.sum);
    r.count("min", min);
    r.count("max", max);
    if (!r.ok()) return;
    if (min > 4000 || max > 4000) return r.fail("", "min and max must be ratings (0 to 4000)");
    ratings.min = static_cast<int>(min);
    ratings.max = static_cast<int>(max);
    each_member(r, "buckets",
                [&](const std::string& key, const JsonValue& v, const std::string& path) {
                    const auto bucket = read_key_number(key);
                    if (!bucket || *bucket > 4000 || *bucket % RatingFigures::bucket_width != 0)
                        return r.fail("buckets", fmt::format("bad bucket {}", json_quote(key)));
                    std::uint64_t sides = 0;
                    read_unsigned(v, path, r.error(), sides);
                    if (!ratings.buckets.emplace(static_cast<int>(*bucket), sides).second)
                        return fail_duplicate(r, "buckets", key);
                });
}

void read_diagnostics(ObjectReader& in, Stats& stats) {
    each_member(in, "diagnostics",
                [&](const std::string& key, const JsonValue& value, const std::string& path) {
                    // "E201": the letter is the default severity's, the number the code.
                    const auto code = key.size() > 1
                                          ? read_key_number(std::string_view(key).substr(1))
                                          : std::nullopt;
                    if (!code || *code > 0xFFFF)
                        return in.fail("diagnostics", fmt::format("bad code {}", json_quote(key)));
                    std::uint64_t count = 0;
                    read_unsigned(value, path, in.error(), count);
                    // "E201" and "W201" are the same code.
                    if (!stats.diagnostics.emplace(static_cast<std::uint16_t>(*code), count).second)
                        return fail_duplicate(in, "diagnostics", key);
                });
}

void read_header(ObjectReader& in) {
    const JsonValue* format = in.member("format");
    if (format != nullptr &&
        (format->kind != JsonValue::Kind::String || format->text != "pgn-stats"))
        return in.fail("format", "not a pgn-stats file");
    std::uint64_t version = 0;
    in.count("version", version);
    if (in.ok() && version != stats_json_version)
        in.fail("version", fmt::format("version {} (this pgn-stats reads version {})", version,
                                       stats_json_version));
}

}  // namespace

std::string to_json(const Stats& stats) {
    std::string out = "{\n";
    out += fmt::format("  \"format\": \"pgn-stats\",\n  \"version\": {},\n", stats_json_version);
    out += fmt::format("  \"all\": {},\n", group_json(stats.all));
    out += fmt::format("  \"checked_moves\": {},\n  \"unchecked_moves\": {},\n",
                       stats.checked_moves, stats.unchecked_moves);
    out += fmt::format("  \"games_with_errors\": {},\n", stats.games_with_errors);
    write_lengths(out, stats);
    write_endings(out, stats);
    write_openings(out, stats);
    out += fmt::format("  \"unclassified\": {},\n", stats.unclassified);
    const EcoTagFigures& eco = stats.eco_tag;
    out += fmt::format(
        "  \"eco_tag\": {{\"agree\": {}, \"disagree\": {}, \"tag_only\": {}, "
        "\"classified_only\": {}, \"neither\": {}}},\n",
        eco.agree, eco.disagree, eco.tag_only, eco.classified_only, eco.neither);
    write_map(out, "players", stats.players, player_json);
    write_ratings(out, stats.ratings);
    write_map(out, "time_controls", stats.time_controls,
              [](std::uint64_t games) { return std::to_string(games); });
    write_diagnostics(out, stats);
    write_map(out, "events", stats.events, group_json);
    write_map(out, "years", stats.years, group_json);
    write_map(out, "ecos", stats.ecos, group_json);
    // The last member has no comma after it.
    out.erase(out.size() - 2, 1);
    out += "}\n";
    return out;
}

std::expected<Stats, std::string> stats_from_json(std::string_view text) {
    const auto document = parse_json(text);
    if (!document) return std::unexpected(document.error());
    std::string error;
    Stats stats;
    ObjectReader in(*document, "", error);
    in.only({"format", "version", "all", "checked_moves", "unchecked_moves", "games_with_errors",
             "lengths", "endings", "openings", "unclassified", "eco_tag", "players", "ratings",
             "time_controls", "diagnostics", "events", "years", "ecos"});
    read_header(in);
    if (const JsonValue* all = in.member("all")) read_group(*all, "all", error, stats.all);
    in.count("checked_moves", stats.checked_moves);
    in.count("unchecked_moves", stats.unchecked_moves);
    in.count("games_with_errors", stats.games_with_errors);
    read_lengths(in, stats);
    read_endings(in, stats);
    read_openings(in, stats);
    in.count("unclassified", stats.unclassified);
    if (const JsonValue* eco = in.member("eco_tag")) {
        ObjectReader e(*eco, "eco_tag", error);
        e.only({"agree", "disagree", "tag_only", "classified_only", "neither"});
        e.count("agree", stats.eco_tag.agree);
        e.count("disagree", stats.eco_tag.disagree);
        e.count("tag_only", stats.eco_tag.tag_only);
        e.count("classified_only", stats.eco_tag.classified_only);
        e.count("neither", stats.eco_tag.neither);
    }
    read_map(in, "players", stats.players, read_player);
    read_ratings(in, stats.ratings);
    read_map(in, "time_controls", stats.time_controls, read_unsigned);
    read_diagnostics(in, stats);
    read_map(in, "events", stats.events, read_group);
    read_map(in, "years", stats.years, read_group);
    read_map(in, "ecos", stats.ecos, read_group);
    if (!error.empty()) return std::unexpected(error);
    if (auto consistent = check_consistency(stats); !consistent)
        return std::unexpected(consistent.error());
    return stats;
}

}  // namespace chess::tools::stats
