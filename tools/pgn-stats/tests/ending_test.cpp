// pgn-stats ending.hpp: reading Termination tags and the precedence of board and tags.

#include "pgn-stats/ending.hpp"

#include <gtest/gtest.h>

#include "test_support.hpp"

namespace chess::tools::stats {
namespace {

using testing::play_moves;

TEST(TerminationTag, ReadsTheStandardValuesInAnyCase) {
    EXPECT_EQ(read_termination_tag(""), TerminationTag::None);
    EXPECT_EQ(read_termination_tag("  "), TerminationTag::None);
    EXPECT_EQ(read_termination_tag("Normal"), TerminationTag::Normal);
    EXPECT_EQ(read_termination_tag("normal"), TerminationTag::Normal);
    EXPECT_EQ(read_termination_tag("Time forfeit"), TerminationTag::TimeForfeit);
    EXPECT_EQ(read_termination_tag("time forfeit"), TerminationTag::TimeForfeit);
    EXPECT_EQ(read_termination_tag("abandoned"), TerminationTag::Abandoned);
    EXPECT_EQ(read_termination_tag("adjudication"), TerminationTag::Adjudication);
    EXPECT_EQ(read_termination_tag("Rules infraction"), TerminationTag::RulesInfraction);
    EXPECT_EQ(read_termination_tag("unterminated"), TerminationTag::Unterminated);
    EXPECT_EQ(read_termination_tag("death"), TerminationTag::Other);
    EXPECT_EQ(read_termination_tag("mate in 3"), TerminationTag::Other);
}

TEST(TerminationTag, ReadsChessComSentences) {
    EXPECT_EQ(read_termination_tag("MyBoyMagnusGiri won by resignation"),
              TerminationTag::Resignation);
    EXPECT_EQ(read_termination_tag("beccrajoy won by checkmate"), TerminationTag::Checkmate);
    EXPECT_EQ(read_termination_tag("marcomomir won on time"), TerminationTag::TimeForfeit);
    EXPECT_EQ(read_termination_tag("ethanll09 won - game abandoned"), TerminationTag::Abandoned);
    EXPECT_EQ(read_termination_tag("Game drawn by agreement"), TerminationTag::Agreement);
    EXPECT_EQ(read_termination_tag("Game drawn by repetition"), TerminationTag::Repetition);
    EXPECT_EQ(read_termination_tag("Game drawn by stalemate"), TerminationTag::Stalemate);
    EXPECT_EQ(read_termination_tag("Game drawn by insufficient material"),
              TerminationTag::InsufficientMaterial);
    EXPECT_EQ(read_termination_tag("Game drawn by timeout vs insufficient material"),
              TerminationTag::TimeForfeit);
    EXPECT_EQ(read_termination_tag("Game drawn by 50-move rule"), TerminationTag::FiftyMoves);
}

TEST(EndingIds, RoundTripAndAreDistinct) {
    for (std::size_t i = 0; i < ending_count; ++i) {
        const auto ending = static_cast<Ending>(i);
        EXPECT_EQ(ending_by_id(ending_id(ending)), ending) << ending_id(ending);
        EXPECT_FALSE(ending_label(ending).empty());
    }
    EXPECT_EQ(ending_by_id("no such ending"), std::nullopt);
}

TEST(ClassifyEnding, TheBoardComesFirst) {
    GameEnd end;
    end.result = pgn::Result::WhiteWins;
    end.board = Outcome::checkmate(Color::White);
    end.tag = TerminationTag::TimeForfeit;  // contradicts the board: the board wins
    EXPECT_EQ(classify_ending(end), Ending::Checkmate);
    end.board = Outcome::draw(Termination::FivefoldRepetition);
    EXPECT_EQ(classify_ending(end), Ending::FivefoldRepetition);
}

TEST(ClassifyEnding, UnknownResultIsUnfinished) {
    GameEnd end;
    end.result = pgn::Result::Unknown;
    end.tag = TerminationTag::TimeForfeit;
    EXPECT_EQ(classify_ending(end), Ending::Unfinished);
}

TEST(ClassifyEnding, TagsNameWhatTheBoardCannotShow) {
    GameEnd end;
    end.result = pgn::Result::BlackWins;
    end.tag = TerminationTag::TimeForfeit;
    EXPECT_EQ(classify_ending(end), Ending::TimeForfeit);
    end.tag = TerminationTag::Normal;  // lichess: a decisive game without mate was resigned
    EXPECT_EQ(classify_ending(end), Ending::Resignation);
    end.tag = TerminationTag::None;
    EXPECT_EQ(classify_ending(end), Ending::DecisiveUnrecorded);
    end.tag = TerminationTag::Checkmate;  // the board was not replayed: the tag's word
    EXPECT_EQ(classify_ending(end), Ending::Checkmate);
    end.result = pgn::Result::Draw;
    end.tag = TerminationTag::Normal;
    EXPECT_EQ(classify_ending(end), Ending::Agreement);
    end.tag = TerminationTag::None;
    EXPECT_EQ(classify_ending(end), Ending::DrawUnrecorded);
    end.tag = TerminationTag::Unterminated;
    EXPECT_EQ(classify_ending(end), Ending::Unfinished);
}

TEST(ClassifyEnding, DrawsThatMayBeClaimedOnTheBoard) {
    GameHistory history;
    play_moves(history, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");  // the start position a third time
    GameEnd end;
    end.result = pgn::Result::Draw;
    end.history = &history;
    EXPECT_EQ(classify_ending(end), Ending::ThreefoldRepetition);
    // Before the draw agreement of the tag: the board explains the draw.
    end.tag = TerminationTag::Agreement;
    EXPECT_EQ(classify_ending(end), Ending::ThreefoldRepetition);
    // A decisive result is never explained by a claimable draw.
    end.result = pgn::Result::WhiteWins;
    end.tag = TerminationTag::None;
    EXPECT_EQ(classify_ending(end), Ending::DecisiveUnrecorded);
}

TEST(ClassifyEnding, NoClaimWithoutTheRepetition) {
    GameHistory history;
    play_moves(history, "Nf3 Nf6 Ng1 Ng8");  // only twice
    GameEnd end;
    end.result = pgn::Result::Draw;
    end.history = &history;
    EXPECT_EQ(classify_ending(end), Ending::DrawUnrecorded);
}

}  // namespace
}  // namespace chess::tools::stats
