// common/json_value.hpp and pgn-stats stats_json.hpp: the reader, and Stats to JSON and back.

#include "pgn-stats/stats_json.hpp"

#include <gtest/gtest.h>

#include "common/json_value.hpp"
#include "test_support.hpp"

namespace chess::tools::stats {
namespace {

TEST(JsonValue, ReadsEveryKind) {
    const auto value = parse_json(
        R"( {"a": [1, -2.5e3, true, false, null], "b": {"c": "x\"\\\/\n\u00e9\ud83d\ude00"}} )");
    ASSERT_TRUE(value.has_value()) << value.error();
    ASSERT_EQ(value->kind, JsonValue::Kind::Object);
    const JsonValue* a = value->find("a");
    ASSERT_NE(a, nullptr);
    ASSERT_EQ(a->items.size(), 5u);
    EXPECT_EQ(a->items[0].as_unsigned(), 1u);
    EXPECT_EQ(a->items[1].text, "-2.5e3");
    EXPECT_EQ(a->items[1].as_unsigned(), std::nullopt);
    EXPECT_TRUE(a->items[2].boolean);
    EXPECT_EQ(a->items[4].kind, JsonValue::Kind::Null);
    EXPECT_EQ(value->find("b")->find("c")->text, "x\"\\/\n\xc3\xa9\xf0\x9f\x98\x80");
    EXPECT_EQ(value->find("z"), nullptr);
}

TEST(JsonValue, LargestCountsAreExact) {
    const auto value = parse_json("[18446744073709551615, 18446744073709551616]");
    ASSERT_TRUE(value.has_value());
    EXPECT_EQ(value->items[0].as_unsigned(), 18446744073709551615u);
    EXPECT_EQ(value->items[1].as_unsigned(), std::nullopt);  // does not fit: no wrap-around
}

TEST(JsonValue, ErrorsNameLineAndColumn) {
    EXPECT_EQ(parse_json("{\n  \"a\": 1,\n  \"b\" 2\n}").error(), "3:7: expected ':'");
    EXPECT_EQ(parse_json("[1, 2").error(), "1:6: expected ']'");
    EXPECT_EQ(parse_json("{} x").error(), "1:4: unexpected text after the JSON value");
    EXPECT_EQ(parse_json("\"a\tb\"").error(), "1:3: control character in a string");
    EXPECT_EQ(parse_json("\"\\ud83d\"").error(), "1:8: lone surrogate");
    EXPECT_EQ(parse_json("").error(), "1:1: unexpected end of input");
    EXPECT_EQ(parse_json("[01x]").error(), "1:3: a number with a leading zero");
    EXPECT_EQ(parse_json("[-007]").error(), "1:4: a number with a leading zero");
    EXPECT_TRUE(parse_json("[0, -0, 0.5, 10, 0e1]").has_value());
}

TEST(JsonValue, NestingIsLimited) {
    EXPECT_TRUE(parse_json(std::string(64, '[') + std::string(64, ']')).has_value());
    const auto deep = parse_json(std::string(100000, '['));
    ASSERT_FALSE(deep.has_value());
    EXPECT_NE(deep.error().find("nested too deeply"), std::string::npos);
}

TEST(JsonQuote, EscapesWhatJsonRequires) {
    EXPECT_EQ(json_quote("a\"b\\c\nd\x01\xc3\xa9"), "\"a\\\"b\\\\c\\nd\\u0001\xc3\xa9\"");
    const auto back = parse_json(json_quote("a\"b\\c\nd\x01\xc3\xa9"));
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->text, "a\"b\\c\nd\x01\xc3\xa9");
}

TEST(StatsJson, RoundTripsRealGames) {
    Stats stats = testing::collect(
        testing::read_file(CHESS_CORPUS_DIR "/games/chesscom/chess_com_games.pgn"));
    stats += testing::collect(testing::read_file(CHESS_TEST_DATA_DIR "/small.pgn"));
    ASSERT_GT(stats.players.size(), 10u);
    ASSERT_FALSE(stats.diagnostics.empty());
    const std::string json = to_json(stats);
    const auto back = stats_from_json(json);
    ASSERT_TRUE(back.has_value()) << back.error();
    EXPECT_TRUE(*back == stats);
    EXPECT_EQ(to_json(*back), json);
}

TEST(StatsJson, EmptyStatsRoundTrip) {
    const std::string json = to_json(Stats{});
    const auto back = stats_from_json(json);
    ASSERT_TRUE(back.has_value()) << back.error();
    EXPECT_TRUE(*back == Stats{});
}

// The JSON of the small test file with one replacement made.
std::string edited(std::string_view from, std::string_view to) {
    std::string json =
        to_json(testing::collect(testing::read_file(CHESS_TEST_DATA_DIR "/small.pgn")));
    const auto at = json.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) json.replace(at, from.size(), to);
    return json;
}

TEST(StatsJson, StrictAboutStructure) {
    EXPECT_EQ(stats_from_json(edited("\"version\": 1", "\"version\": 2")).error(),
              "version: version 2 (this pgn-stats reads version 1)");
    EXPECT_EQ(stats_from_json(edited("\"format\": \"pgn-stats\"", "\"format\": \"other\"")).error(),
              "format: not a pgn-stats file");
    EXPECT_EQ(stats_from_json(edited("\"unclassified\":", "\"unclassifed\":")).error(),
              "unclassifed: unknown member");
    EXPECT_EQ(
        stats_from_json(edited("\"Alpha\": {\"games\": 8", "\"Alpha\": {\"games\": -8")).error(),
        "players.\"Alpha\".games: expected a whole number >= 0");
    EXPECT_EQ(stats_from_json(edited("\"checkmate\":", "\"mate\":")).error(),
              "endings: unknown ending \"mate\"");
    EXPECT_EQ(stats_from_json(edited("\"E201\":", "\"E\":")).error(),
              "diagnostics: bad code \"E\"");
    EXPECT_EQ(stats_from_json(edited("\"checked_moves\": 82,\n", "")).error(),
              "checked_moves: missing");
    EXPECT_EQ(stats_from_json(edited("\"2200\": 8", "\"2250\": 8")).error(),
              "ratings.buckets: bad bucket \"2250\"");
    EXPECT_EQ(stats_from_json("[]").error(), "(document): expected an object");
}

// The error of reading `json`, or "(read)": a test of a rejection then fails cleanly, not
// by calling error() on a value.
std::string read_error(const std::string& json) {
    const auto stats = stats_from_json(json);
    return stats ? std::string("(read)") : stats.error();
}

// The JSON of the small test file with the line that holds `marker` written twice.
std::string repeated_line(std::string_view marker) {
    std::string json =
        to_json(testing::collect(testing::read_file(CHESS_TEST_DATA_DIR "/small.pgn")));
    const auto at = json.find(marker);
    EXPECT_NE(at, std::string::npos) << marker;
    if (at == std::string::npos) return json;
    const auto begin = json.rfind('\n', at) + 1, end = json.find('\n', at) + 1;
    EXPECT_EQ(json[end - 2], ',') << "the line must not be the last of its object";
    json.insert(end, json.substr(begin, end - begin));
    return json;
}

// A repeated member or key: to_json writes none, and the reader once added the values up (or,
// for a fixed member, silently used the first), where the sum could wrap around.
TEST(StatsJson, RepeatedMembersAndKeys) {
    EXPECT_EQ(read_error(edited("\"checked_moves\": 82,",
                                "\"checked_moves\": 82, "
                                "\"checked_moves\": 1,")),
              "checked_moves: duplicate member");
    EXPECT_EQ(
        read_error(edited("\"Alpha\": {\"games\": 8", "\"Alpha\": {\"games\": 8, \"games\": 8")),
        "players.\"Alpha\".games: duplicate member");
    EXPECT_EQ(read_error(repeated_line("\"Alpha\": {")), "players: duplicate key \"Alpha\"");
    EXPECT_EQ(read_error(edited("\"1\": 3,", "\"1\": 3, \"01\": 3,")),
              "lengths: duplicate key \"01\"");
    EXPECT_EQ(read_error(repeated_line("\"checkmate\": {")),
              "endings: duplicate key \"checkmate\"");
    EXPECT_EQ(read_error(edited("\"2200\": 8", "\"2200\": 8, \"2200\": 8")),
              "ratings.buckets: duplicate key \"2200\"");
    EXPECT_EQ(read_error(edited("\"E201\": 1", "\"E201\": 1, \"W201\": 1")),
              "diagnostics: duplicate key \"W201\"");
    EXPECT_EQ(read_error(edited("{\"eco\": \"A00\", \"name\": \"Barnes Opening: Fool's Mate\", "
                                "\"games\": 1},",
                                "{\"eco\": \"A00\", \"name\": \"Van't Kruijs Opening\", "
                                "\"games\": 1},")),
              "openings[1]: the same eco and name as an opening before");
}

// Counts that no run produces: the part was edited or damaged. Merging the part with all.games
// set to 1 printed result percentages that added up to 169%.
TEST(StatsJson, InconsistentCountsAreErrors) {
    EXPECT_EQ(read_error(edited("\"all\": {\"games\": 15", "\"all\": {\"games\": 1")),
              "all.games is 1, but white_wins + draws + black_wins + unfinished add up to 15");
    EXPECT_EQ(read_error(edited("\"rated_half_points\": 7", "\"rated_half_points\": 700")),
              "players.\"Alpha\".rated_half_points is 700, more than 2 x rated_games (6)");
}

}  // namespace
}  // namespace chess::tools::stats
