// pgn-stats text_table.hpp and groups.hpp: aligned tables and the report arithmetic.

#include "pgn-stats/text_table.hpp"

#include <gtest/gtest.h>

#include "pgn-stats/groups.hpp"

namespace chess::tools::stats {
namespace {

TEST(TextTable, AlignsByCodePoints) {
    TextTable table({{"name", Align::Left}, {"games"}});
    table.add_row({"Ånand", "12"});
    table.add_row({"Li", "7"});
    EXPECT_EQ(table.render(), "  name   games\n  Ånand     12\n  Li         7\n");
}

// A Chinese name takes two columns a character in a terminal: padded as such, the next column
// stays aligned (before, counted by code points, it came two blanks too far right).
TEST(TextTable, AlignsByTerminalColumns) {
    TextTable table({{"name", Align::Left}, {"games"}});
    table.add_row({"丁立人", "12"});
    table.add_row({"Li", "7"});
    EXPECT_EQ(table.render(), "  name    games\n  丁立人     12\n  Li          7\n");
    EXPECT_EQ(display_width("丁立人"), 6u);
    EXPECT_EQ(truncate_to_width("丁立人", 4), "丁…");
    EXPECT_EQ(truncate_to_width("丁立人", 6), "丁立人");
}

// A player's name with an emoji ZWJ sequence (a family) or a skin tone: one wide symbol each,
// as the terminal shows them (before, 6 and 4 columns, and the next column came 6 too far right).
TEST(TextTable, AnEmojiSequenceIsOneWideSymbol) {
    const std::string family = "\U0001F468\u200D\U0001F469\u200D\U0001F467";
    const std::string thumbs_up = "\U0001F44D\U0001F3FD";
    EXPECT_EQ(display_width(family), 2u);
    EXPECT_EQ(display_width("Li " + thumbs_up), 5u);
    TextTable table({{"name", Align::Left}, {"games"}});
    table.add_row({family + " Li", "12"});
    table.add_row({"Anand", "7"});
    EXPECT_EQ(table.render(), "  name   games\n  " + family + " Li     12\n  Anand      7\n");
    // Cut after the whole symbol, never inside it.
    EXPECT_EQ(truncate_to_width(family + " Li", 4), family + " …");
    EXPECT_EQ(truncate_to_width("abc" + family, 4), "abc…");
}

TEST(TextTable, CutsLongCells) {
    EXPECT_EQ(truncate_to_width("Sicilian", 5), "Sici…");
    EXPECT_EQ(truncate_to_width("Ñandú", 5), "Ñandú");
    EXPECT_EQ(truncate_to_width("Ñandúes", 5), "Ñand…");
    EXPECT_EQ(display_width("Ñandú"), 5u);
    TextTable table({{"x", Align::Left, 4}, {"y", Align::Left}});
    table.add_row({"abcdef", ""});
    EXPECT_EQ(table.render(""), "x     y\nabc…\n");
}

TEST(ReportArithmetic, RoundsHalfUpFromExactIntegers) {
    EXPECT_EQ(percent_text(1, 3), "33.3");
    EXPECT_EQ(percent_text(2, 3), "66.7");
    EXPECT_EQ(percent_text(1, 8), "12.5");
    EXPECT_EQ(percent_text(1, 16), "6.3");  // 6.25
    EXPECT_EQ(percent_text(0, 0), "-");
    EXPECT_EQ(average_text(50, 8), "6.3");  // 6.25
    EXPECT_EQ(average_text(84, 15), "5.6");
    EXPECT_EQ(average_text(1, 0), "-");
    EXPECT_EQ(points_text(5), "2.5");
    EXPECT_EQ(points_text(8), "4");
}

TEST(GroupBy, NamesRoundTrip) {
    for (const char* name : {"player", "event", "eco", "year", "termination"}) {
        const auto by = group_by_name(name);
        ASSERT_TRUE(by.has_value()) << name;
        EXPECT_EQ(group_by_name(*by), name);
    }
    EXPECT_EQ(group_by_name("site"), std::nullopt);
}

}  // namespace
}  // namespace chess::tools::stats
