// append_json_string: always valid JSON, valid UTF-8 unchanged.

#include "common/json.hpp"

#include <gtest/gtest.h>

#include <string>

namespace chess::tools {
namespace {

using namespace std::string_literals;

std::string json(std::string_view text) {
    std::string out;
    append_json_string(out, text);
    return out;
}

TEST(JsonString, EscapesQuotesBackslashesAndControls) {
    EXPECT_EQ(json(""), "\"\"");
    EXPECT_EQ(json("c0 \"Fischer\" a\\b"), R"("c0 \"Fischer\" a\\b")");
    EXPECT_EQ(json("a\nb\r\tc"), R"("a\nb\r\tc")");
    EXPECT_EQ(json("\x1b[1m\x7f"), R"("\u001b[1m\u007f")");
    EXPECT_EQ(json("nul\0here"s), R"("nul\u0000here")");
}

TEST(JsonString, ValidUtf8PassesThrough) {
    EXPECT_EQ(json("Крf1-e2 ♘f3 Ñ €"), "\"Крf1-e2 ♘f3 Ñ €\"");
    EXPECT_EQ(json("\xF0\x9F\x98\x80"), "\"\xF0\x9F\x98\x80\"");  // U+1F600
    EXPECT_EQ(json("\xF4\x8F\xBF\xBF"), "\"\xF4\x8F\xBF\xBF\"");  // U+10FFFF
}

TEST(JsonString, MalformedUtf8BecomesReplacementCharacters) {
    const std::string fffd = "\xEF\xBF\xBD";
    EXPECT_EQ(json("Ma\xEFtre"), "\"Ma" + fffd + "tre\"");                         // Latin-1
    EXPECT_EQ(json("\xC3"), "\"" + fffd + "\"");                                   // cut sequence
    EXPECT_EQ(json("\xC0\xAF"), "\"" + fffd + fffd + "\"");                        // overlong '/'
    EXPECT_EQ(json("\xE0\x80\xAF"), "\"" + fffd + fffd + fffd + "\"");             // overlong
    EXPECT_EQ(json("\xED\xA0\x80"), "\"" + fffd + fffd + fffd + "\"");             // surrogate
    EXPECT_EQ(json("\xF4\x90\x80\x80"), "\"" + fffd + fffd + fffd + fffd + "\"");  // > U+10FFFF
    EXPECT_EQ(json("\x80x"), "\"" + fffd + "x\"");  // a stray continuation byte
}

}  // namespace
}  // namespace chess::tools
