// chess/pgn/visitor.hpp: the defaults continue, and a visitor overriding one event sees only
// that event.

#include "chess/pgn/visitor.hpp"

#include <gtest/gtest.h>

#include "chess/pgn/reader.hpp"

namespace chess::pgn {
namespace {

TEST(Visitor, DefaultsContinue) {
    Visitor visitor;
    const Location here{0, 1, 1};
    EXPECT_EQ(visitor.begin_game(GameInfo{}), Control::Continue);
    EXPECT_EQ(visitor.tag(Tag{}), Control::Continue);
    EXPECT_EQ(visitor.begin_movetext(), Control::Continue);
    EXPECT_EQ(visitor.move_number(MoveNumber{}), Control::Continue);
    EXPECT_EQ(visitor.move(MoveToken{}), Control::Continue);
    EXPECT_EQ(visitor.nag(Nag{}), Control::Continue);
    EXPECT_EQ(visitor.comment(Comment{}), Control::Continue);
    EXPECT_EQ(visitor.begin_variation(here), Control::Continue);
    EXPECT_EQ(visitor.end_variation(here), Control::Continue);
    EXPECT_EQ(visitor.result(ResultToken{}), Control::Continue);
    EXPECT_EQ(visitor.end_game(GameSummary{}), Control::Continue);
}

TEST(Visitor, SummaryCountsWhatWasDelivered) {
    class Summaries : public Visitor {
    public:
        GameSummary last;
        Control end_game(const GameSummary& summary) override {
            last = summary;
            return Control::Continue;
        }
    } visitor;
    MemorySource source("[A \"1\"]\n[B \"2\"]\n1. e4 $1 {c} (1. d4 !) e5 *");
    Reader reader(source);
    reader.read_all(visitor);
    EXPECT_EQ(visitor.last.index, 1u);
    EXPECT_TRUE(visitor.last.has_result);
    EXPECT_FALSE(visitor.last.truncated);
    EXPECT_EQ(visitor.last.tags, 2u);
    EXPECT_EQ(visitor.last.moves, 3u);
    EXPECT_EQ(visitor.last.nags, 2u);
    EXPECT_EQ(visitor.last.comments, 1u);
    EXPECT_EQ(visitor.last.variations, 1u);
}

}  // namespace
}  // namespace chess::pgn
