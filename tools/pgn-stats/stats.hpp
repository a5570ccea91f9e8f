#pragma once
// What pgn-stats accumulates: counts and sums only, never averages or percentages, so that the
// statistics of two parts of an archive add up (operator+=) to exactly those of the whole. The
// reports compute every ratio from these at the end; the JSON form carries them as they are.

#include <array>
#include <cstdint>
#include <expected>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "chess/pgn/visitor.hpp"
#include "pgn-stats/ending.hpp"

namespace chess::tools::stats {

// std::hash over string_view, so that maps keyed by std::string can be searched with a
// string_view (no allocation per lookup).
struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const {
        return std::hash<std::string_view>{}(text);
    }
};
template <typename Value>
using StringMap = std::unordered_map<std::string, Value, StringHash, std::equal_to<>>;

// Adds `from` into `into`, key by key.
template <typename Value>
void add_into(StringMap<Value>& into, const StringMap<Value>& from) {
    for (const auto& [key, value] : from) into[key] += value;
}

struct ResultCounts {
    std::uint64_t white_wins = 0;
    std::uint64_t draws = 0;
    std::uint64_t black_wins = 0;
    std::uint64_t unfinished = 0;  // "*", or no result at all

    void add(pgn::Result result);
    std::uint64_t total() const { return white_wins + draws + black_wins + unfinished; }
    ResultCounts& operator+=(const ResultCounts& other);
    friend bool operator==(const ResultCounts&, const ResultCounts&) = default;
};

// The main figures of a set of games (all of them, or one group of --by).
struct GroupFigures {
    std::uint64_t games = 0;
    ResultCounts results;
    std::uint64_t plies = 0;  // main-line half-moves, summed

    GroupFigures& operator+=(const GroupFigures& other);
    friend bool operator==(const GroupFigures&, const GroupFigures&) = default;
};

// One player's games, from the player's side of the board.
struct PlayerFigures {
    std::uint64_t games = 0;
    std::uint64_t white_games = 0;
    std::uint64_t wins = 0;
    std::uint64_t draws = 0;
    std::uint64_t losses = 0;
    std::uint64_t unfinished = 0;
    std::uint64_t plies = 0;
    // Finished games against an opponent with a rating: the basis of the performance rating.
    std::uint64_t rated_games = 0;
    std::uint64_t rated_half_points = 0;  // points in those games, doubled (exact integers)
    std::uint64_t opponent_rating_sum = 0;

    std::uint64_t finished() const { return wins + draws + losses; }
    PlayerFigures& operator+=(const PlayerFigures& other);
    friend bool operator==(const PlayerFigures&, const PlayerFigures&) = default;
};

// The ratings of the sides of the games (each game gives up to two).
struct RatingFigures {
    static constexpr int bucket_width = 100;

    std::uint64_t count = 0;
    std::uint64_t sum = 0;
    int min = 0;  // meaningful when count > 0
    int max = 0;
    std::map<int, std::uint64_t> buckets;  // lower bound (a multiple of 100) -> sides

    void add(int rating);
    RatingFigures& operator+=(const RatingFigures& other);
    friend bool operator==(const RatingFigures&, const RatingFigures&) = default;
};

// How the opening found on the board compares with the game's ECO tag.
struct EcoTagFigures {
    std::uint64_t agree = 0;            // both, the same code
    std::uint64_t disagree = 0;         // both, different codes
    std::uint64_t tag_only = 0;         // a tag, but the moves match no named line
    std::uint64_t classified_only = 0;  // classified, no tag
    std::uint64_t neither = 0;

    EcoTagFigures& operator+=(const EcoTagFigures& other);
    friend bool operator==(const EcoTagFigures&, const EcoTagFigures&) = default;
};

struct OpeningName {
    std::string eco;
    std::string name;
    friend auto operator<=>(const OpeningName&, const OpeningName&) = default;
};

// The group keys for games whose key is unknown.
inline constexpr std::string_view unknown_event = "?";
inline constexpr std::string_view unknown_year = "????";
inline constexpr std::string_view unclassified_eco = "unclassified";

// The most games and plies a Stats may hold: so many that no archive comes near (17.6 trillion
// games), few enough that every figure of the reports (per cents in tenths, averages, rating
// sums) is computed exactly in 64 bits. Every other count but the moves and diagnostics is
// bounded by these two (see stats_check.hpp).
inline constexpr std::uint64_t max_games = std::uint64_t{1} << 44;
inline constexpr std::uint64_t max_plies = std::uint64_t{1} << 56;

struct Stats {
    GroupFigures all;
    std::uint64_t checked_moves = 0;    // main lines and variations
    std::uint64_t unchecked_moves = 0;  // after an error, or in games that were not replayed
    std::uint64_t games_with_errors = 0;
    std::vector<std::uint64_t> lengths;  // main-line plies -> games
    std::array<GroupFigures, ending_count> endings{};
    std::map<OpeningName, std::uint64_t> openings;
    std::uint64_t unclassified = 0;
    EcoTagFigures eco_tag;
    StringMap<PlayerFigures> players;
    RatingFigures ratings;
    StringMap<std::uint64_t> time_controls;              // the TimeControl tag as written -> games
    std::map<std::uint16_t, std::uint64_t> diagnostics;  // code -> times reported
    StringMap<GroupFigures> events;
    StringMap<GroupFigures> years;
    StringMap<GroupFigures> ecos;  // by the classified ECO code

    void add_length(std::uint32_t plies, std::uint64_t games = 1);
    Stats& operator+=(const Stats& other);
    friend bool operator==(const Stats&, const Stats&) = default;
};

// Adds `from` into `into` as operator+= does, but with every sum checked (--merge adds parts
// that anyone may have edited): when one would pass 2^64 - 1, or the games or plies would pass
// max_games or max_plies, returns an error that names the count by its JSON path ("all.games:
// the sum passes 18446744073709551615") and leaves `into` as it was.
std::expected<void, std::string> add_checked(Stats& into, const Stats& from);

}  // namespace chess::tools::stats
