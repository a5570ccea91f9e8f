#pragma once
// Reading the values of the tags pgn-stats groups by: results, dates, ratings, time controls.
// Every reader is lenient about surrounding blanks and returns nullopt for what it cannot read.

#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/pgn/visitor.hpp"

namespace chess::tools::stats {

// "1-0", "0-1", "1/2-1/2", "*" (the export-format values of the Result tag).
std::optional<pgn::Result> read_result_tag(std::string_view value);

// The year of a Date tag "YYYY.MM.DD" (month and day may be "??"); nullopt for "????.??.??".
std::optional<std::string_view> read_year(std::string_view date);

// An Elo rating: digits only, 1 to 4000 ("", "?", "-", "0" are no rating).
std::optional<int> read_rating(std::string_view value);

// The speed class of a time control, by lichess's estimate of a game's duration: the base
// time plus 40 times the increment, in seconds.
enum class Speed : std::uint8_t {
    UltraBullet,     // under 30 s
    Bullet,          // under 3 min
    Blitz,           // under 8 min
    Rapid,           // under 25 min
    Classical,       // 25 min and more; also "40/7200:3600" (moves/seconds periods)
    Correspondence,  // days per move: "1/259200" (chess.com daily), "-" (no clock)
    Unknown,         // "?", or unreadable
};
inline constexpr std::size_t speed_count = 7;

std::string_view speed_name(Speed speed);
// "180+2", "300", "40/7200:3600", "1/86400", "-", "?" (PGN standard TimeControl forms), and
// FIDE's "40/5400+30:1800+30" (an increment in a moves/seconds period). With several periods
// the first decides, by its time for 40 moves (seconds x 40 / moves + 40 x increment); every
// period must be readable, else the value is Unknown.
Speed classify_time_control(std::string_view value);

}  // namespace chess::tools::stats
