#include "chess/notation/relaxation.hpp"

#include <gtest/gtest.h>

#include <set>

namespace chess::notation {
namespace {

TEST(ParseRelaxations, EveryRelaxationHasItsOwnDescription) {
    std::set<std::string_view> seen;
    for (int i = 0; i < relaxation_count; ++i) {
        const std::string_view text = describe(static_cast<Relaxation>(i));
        EXPECT_FALSE(text.empty()) << i;
        EXPECT_NE(text, "unknown relaxation") << i;
        EXPECT_TRUE(seen.insert(text).second) << text;
    }
    EXPECT_EQ(static_cast<int>(Relaxation::LowercaseCastling) + 1, relaxation_count);
}

TEST(ParseRelaxations, SetOperations) {
    Relaxations rs;
    EXPECT_TRUE(rs.empty());
    rs.add(Relaxation::EnDash);
    rs.add(Relaxation::LongAlgebraic);
    EXPECT_TRUE(rs.contains(Relaxation::EnDash));
    EXPECT_FALSE(rs.contains(Relaxation::ColonCapture));
    rs.remove(Relaxation::EnDash);
    EXPECT_EQ(rs, Relaxations(Relaxation::LongAlgebraic));
    EXPECT_EQ((rs | Relaxation::NullMove) & Relaxation::NullMove,
              Relaxations(Relaxation::NullMove));
    int count = 0;
    (rs | Relaxation::NullMove).for_each([&](Relaxation) { ++count; });
    EXPECT_EQ(count, 2);
}

}  // namespace
}  // namespace chess::notation
