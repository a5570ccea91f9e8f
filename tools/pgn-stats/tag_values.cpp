#include "pgn-stats/tag_values.hpp"
#include "common/text.hpp"

#include <array>
#include <cctype>
#include <charconv>
#include <optional>

namespace chess::tools::stats {

namespace {

bool all_digits(std::string_view text) {
    if (text.empty()) return false;
    for (char c : text)
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) return false;
    return true;
}

// A whole number of at most 12 digits (seconds or moves); nullopt for anything else.
std::optional<std::uint64_t> read_count(std::string_view text) {
    if (!all_digits(text) || text.size() > 12) return std::nullopt;
    std::uint64_t value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

Speed speed_of_duration(std::uint64_t seconds) {
    if (seconds < 30) return Speed::UltraBullet;
    if (seconds < 180) return Speed::Bullet;
    if (seconds < 480) return Speed::Blitz;
    if (seconds < 1500) return Speed::Rapid;
    return Speed::Classical;
}

// "seconds" or "seconds+increment"; nullopt for anything else.
struct Clock {
    std::uint64_t seconds = 0;
    std::uint64_t increment = 0;
};
std::optional<Clock> read_clock(std::string_view text) {
    const auto plus = text.find('+');
    const auto seconds = read_count(text.substr(0, plus));
    if (!seconds) return std::nullopt;
    if (plus == std::string_view::npos) return Clock{*seconds, 0};
    const auto increment = read_count(text.substr(plus + 1));
    if (!increment) return std::nullopt;
    return Clock{*seconds, *increment};
}

// One period: "base", "base+increment", "moves/seconds", "moves/seconds+increment" (FIDE's
// classical "40/5400+30"), "*seconds" (sandclock). Its time for 40 moves decides, as for
// lichess's base + 40 x increment: "moves/seconds+increment" gives seconds x 40 / moves plus
// 40 increments.
Speed classify_period(std::string_view period) {
    if (!period.empty() && period.front() == '*') period.remove_prefix(1);
    std::optional<std::uint64_t> moves;
    if (const auto slash = period.find('/'); slash != std::string_view::npos) {
        moves = read_count(period.substr(0, slash));
        if (!moves || *moves == 0) return Speed::Unknown;
        period.remove_prefix(slash + 1);
    }
    const auto clock = read_clock(period);
    if (!clock) return Speed::Unknown;
    // One move in a day or more is correspondence; "40/7200" is a classical first period.
    if (moves == 1u && clock->seconds >= 86400) return Speed::Correspondence;
    return speed_of_duration(clock->seconds * 40 / moves.value_or(40) + 40 * clock->increment);
}

}  // namespace

std::optional<pgn::Result> read_result_tag(std::string_view value) {
    value = trim(value);
    if (value == "1-0") return pgn::Result::WhiteWins;
    if (value == "0-1") return pgn::Result::BlackWins;
    if (value == "1/2-1/2") return pgn::Result::Draw;
    if (value == "*") return pgn::Result::Unknown;
    return std::nullopt;
}

std::optional<std::string_view> read_year(std::string_view date) {
    date = trim(date);
    if (date.size() < 4) return std::nullopt;
    const std::string_view year = date.substr(0, 4);
    if (!all_digits(year) || (date.size() > 4 && date[4] != '.')) return std::nullopt;
    return year;
}

std::optional<int> read_rating(std::string_view value) {
    value = trim(value);
    if (!all_digits(value) || value.size() > 4) return std::nullopt;
    int rating = 0;
    std::from_chars(value.data(), value.data() + value.size(), rating);
    if (rating < 1 || rating > 4000) return std::nullopt;
    return rating;
}

std::string_view speed_name(Speed speed) {
    static constexpr std::array<std::string_view, speed_count> names{
        "ultrabullet", "bullet", "blitz", "rapid", "classical", "correspondence", "unknown"};
    return names[static_cast<std::size_t>(speed)];
}

Speed classify_time_control(std::string_view value) {
    value = trim(value);
    if (value == "-") return Speed::Correspondence;
    if (value.empty() || value == "?") return Speed::Unknown;
    // Several periods ("40/7200:3600", "40/5400+30:1800+30"): the first one decides, as the
    // game is mostly played in it; a later period that cannot be read makes the whole value
    // unreadable rather than half-understood.
    const auto colon = value.find(':');
    const Speed speed = classify_period(value.substr(0, colon));
    for (auto rest = colon; rest != std::string_view::npos;) {
        const auto next = value.find(':', rest + 1);
        if (classify_period(value.substr(rest + 1, next - rest - 1)) == Speed::Unknown)
            return Speed::Unknown;
        rest = next;
    }
    return speed;
}

}  // namespace chess::tools::stats
