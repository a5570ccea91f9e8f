// GameLog's memory bound (tools/pgn-convert/game_log.hpp): what fits is kept, the first event
// that does not fit empties the log and makes it refuse the rest of the game, clear() starts
// the next game afresh, and the limit cannot be set past what 32-bit offsets can address.

#include "game_log.hpp"

#include <gtest/gtest.h>

#include <string>

namespace chess::convert {
namespace {

constexpr std::size_t event_bytes = sizeof(LoggedEvent);

pgn::MoveToken token(std::string_view text) { return pgn::MoveToken{text, text, {}, false, 0, {}}; }

TEST(GameLog, KeepsWhatFitsAndCountsTextAndEvents) {
    GameLog log(10 * event_bytes);
    ASSERT_TRUE(log.add_comment("hello"));
    ASSERT_TRUE(log.add_nag(3));
    EXPECT_EQ(log.bytes(), 5 + 2 * event_bytes);
    EXPECT_FALSE(log.full());
    ASSERT_EQ(log.events().size(), 2u);
    EXPECT_EQ(log.text(log.events()[0].text), "hello");
}

TEST(GameLog, TheEventThatDoesNotFitEmptiesTheLogAndTheRestIsRefused) {
    GameLog log(3 * event_bytes);
    ASSERT_TRUE(log.add_nag(1));
    ASSERT_TRUE(log.add_nag(2));
    ASSERT_TRUE(log.add_nag(3));  // exactly at the limit
    EXPECT_FALSE(log.add_nag(4));
    EXPECT_TRUE(log.full());
    EXPECT_EQ(log.bytes(), 0u);
    EXPECT_TRUE(log.events().empty());
    EXPECT_FALSE(log.add_variation_mark(EventKind::BeginVariation));  // small, but refused
    EXPECT_FALSE(log.add_comment(""));
    EXPECT_EQ(log.bytes(), 0u);
}

TEST(GameLog, TextCountsTowardsTheLimit) {
    GameLog log(event_bytes + 10);
    EXPECT_FALSE(log.add_comment(std::string(11, 'x')));
    EXPECT_TRUE(log.full());
    log.clear();
    EXPECT_TRUE(log.add_comment(std::string(10, 'x')));
}

TEST(GameLog, ConvertedMoveTextIsCountedAndDroppedWhenTheMoveDoesNotFit) {
    GameLog log(event_bytes + 8);
    const auto move = token("e2e4");
    log.arena() += "e4";
    ASSERT_TRUE(log.add_converted_move(0, move, 1, {}));  // 2 + 4 bytes of text
    EXPECT_EQ(log.text(log.events()[0].text), "e4");
    EXPECT_EQ(log.text(log.events()[0].other), "e2e4");
    const std::size_t from = log.arena().size();
    log.arena() += "e5";
    EXPECT_FALSE(log.add_converted_move(from, token("e7e5"), 2, {}));
    EXPECT_TRUE(log.full());
    EXPECT_TRUE(log.arena().empty());
    // A caller that appends once the log is full leaves nothing behind either.
    log.arena() += "Nf3";
    EXPECT_FALSE(log.add_converted_move(0, token("g1f3"), 3, {}));
    EXPECT_TRUE(log.arena().empty());
}

TEST(GameLog, ClearStartsTheNextGame) {
    GameLog log(event_bytes);
    ASSERT_FALSE(log.add_comment("too long for one event"));
    log.clear();
    EXPECT_FALSE(log.full());
    EXPECT_TRUE(log.add_nag(1));
}

TEST(GameLog, TheLimitStaysWithinThirtyTwoBitOffsets) {
    EXPECT_EQ(GameLog(std::size_t{1} << 40).limit(), GameLog::max_limit);
    EXPECT_LE(GameLog::max_limit + 1024, std::size_t{UINT32_MAX});
    EXPECT_EQ(GameLog().limit(), GameLog::default_limit);
}

}  // namespace
}  // namespace chess::convert
