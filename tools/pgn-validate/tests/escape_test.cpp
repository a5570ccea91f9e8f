// escape.hpp: any bytes in, valid JSON strings, XML text, workflow commands and URIs out.

#include "escape.hpp"

#include <gtest/gtest.h>

#include <string>

namespace chess::tools::validate {
namespace {

std::string json(std::string_view text) {
    std::string out;
    append_json_string(out, text);
    return out;
}

std::string xml(std::string_view text, XmlPlace place = XmlPlace::Attribute) {
    std::string out;
    append_xml_text(out, text, place);
    return out;
}

TEST(Escape, JsonStrings) {
    EXPECT_EQ(json("Nxe5"), "\"Nxe5\"");
    EXPECT_EQ(json("a\"b\\c"), "\"a\\\"b\\\\c\"");
    EXPECT_EQ(json("\n\r\t"), "\"\\n\\r\\t\"");
    EXPECT_EQ(json(std::string_view("\0\x1f", 2)), "\"\\u0000\\u001f\"");
    EXPECT_EQ(json("Кg1-f3 ♘"), "\"Кg1-f3 ♘\"");          // well-formed UTF-8 stays
    EXPECT_EQ(json("Caf\xe9"), "\"Caf\xc3\xa9\"");        // a Latin-1 byte becomes its character
    EXPECT_EQ(json("\xc0\xaf"), "\"\xc3\x80\xc2\xaf\"");  // an overlong form is no UTF-8
    EXPECT_EQ(json("\xed\xa0\x80"), "\"\xc3\xad\xc2\xa0\xc2\x80\"");  // nor is a surrogate
    EXPECT_EQ(json("\xe2\x80"), "\"\xc3\xa2\xc2\x80\"");              // nor a cut sequence
}

TEST(Escape, XmlText) {
    EXPECT_EQ(xml("<a & 'b' \"c\">"), "&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;");
    EXPECT_EQ(xml("a\tb\nc\rd"), "a&#9;b&#10;c&#13;d");
    EXPECT_EQ(xml("a\tb\nc\rd", XmlPlace::Content), "a\tb\nc&#13;d");
    EXPECT_EQ(xml(std::string_view("\0\x01", 2)), "\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(xml("\xEF\xBF\xBE"), "\xEF\xBF\xBD");  // U+FFFE is no XML character
    EXPECT_EQ(xml("R\xdcS"), "R\xc3\x9cS");
}

TEST(Escape, WorkflowCommands) {
    std::string data;
    append_workflow_data(data, "100% done,\r\nnext: Кf3");
    EXPECT_EQ(data, "100%25 done,%0D%0Anext: Кf3");
    std::string property;
    append_workflow_property(property, "odd, name: 100%\n♘.pgn");
    EXPECT_EQ(property, "odd%2C name%3A 100%25%0A♘.pgn");
}

TEST(Escape, FileUris) {
    EXPECT_EQ(file_uri("games/2024 club.pgn"), "games/2024%20club.pgn");
    EXPECT_EQ(file_uri("/data/a%b#c.pgn"), "file:///data/a%25b%23c.pgn");
    EXPECT_EQ(file_uri("Пётр.pgn"), "%D0%9F%D1%91%D1%82%D1%80.pgn");
}

TEST(Escape, CodePointColumns) {
    EXPECT_EQ(code_point_column("1. e4", 4), 4u);
    EXPECT_EQ(code_point_column("2. Кg1-f3 Кb8", 11), 10u);  // К is two bytes
    EXPECT_EQ(code_point_column("R\xdcS x", 4), 4u);         // a Latin-1 byte is one character
    EXPECT_EQ(code_point_column("ab", 5), 5u);               // past the line: one per byte
    EXPECT_EQ(character_count("♘f3"), 3u);
    // The terminal's columns: a variation selector, a combining mark or a zero width joiner
    // takes none; SARIF's code points count them.
    EXPECT_EQ(display_width("\u2658\uFE0Ff3"), 3u);
    EXPECT_EQ(character_count("\u2658\uFE0Ff3"), 4u);
    EXPECT_EQ(display_width("e\u0301t\u200D\uFE0E"), 2u);
    EXPECT_EQ(display_width("R\xdcS"), 3u);  // a Latin-1 byte is one character
    // An emoji ZWJ sequence is one wide symbol: the family (man, woman, girl), and the same
    // after a Latin-1 byte (repaired, one column).
    EXPECT_EQ(display_width("\U0001F468\u200D\U0001F469\u200D\U0001F467"), 2u);
    EXPECT_EQ(display_width("\xe9\U0001F468\u200D\U0001F469\u200D\U0001F467"), 3u);
    EXPECT_EQ(character_count("\U0001F468\u200D\U0001F469\u200D\U0001F467"), 5u);
    // East Asian wide and fullwidth characters take two columns; SARIF's code points count
    // them as one.
    EXPECT_EQ(display_width("{中国象棋}"), 10u);
    EXPECT_EQ(character_count("{中国象棋}"), 6u);
    EXPECT_EQ(code_point_column("1. e4 {中国象棋} Kxe8", 22), 14u);
    EXPECT_EQ(repair_utf8("\xe9t\xe9"), "\xc3\xa9t\xc3\xa9");
}

}  // namespace
}  // namespace chess::tools::validate
