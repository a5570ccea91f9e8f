// --encoding (common/encoding_option.hpp): its names, and open_input() / decode_by_content()
// reading the whole input as named, past the 64 KiB that auto looks at.

#include "common/encoding_option.hpp"

#include <gtest/gtest.h>

#include <boost/program_options/errors.hpp>
#include <string>

#include "common/decoders.hpp"
#include "common/input.hpp"
#include "common/single_byte_source.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::read_all;
using test::TricklingSource;

TEST(EncodingOption, NamesInAnyCase) {
    EXPECT_EQ(encoding_option(""), EncodingChoice::Auto);
    EXPECT_EQ(encoding_option("AUTO"), EncodingChoice::Auto);
    EXPECT_EQ(encoding_option("utf-8"), EncodingChoice::Utf8);
    EXPECT_EQ(encoding_option("UTF8"), EncodingChoice::Utf8);
    EXPECT_EQ(encoding_option("Latin-1"), EncodingChoice::Latin1);
    EXPECT_EQ(encoding_option("windows-1251"), EncodingChoice::Windows1251);
    EXPECT_EQ(encoding_option("CP1251"), EncodingChoice::Windows1251);
    EXPECT_EQ(encoding_option("KOI8-R"), EncodingChoice::Koi8R);
    EXPECT_EQ(encoding_option("koi8r"), EncodingChoice::Koi8R);
    EXPECT_EQ(encoding_option("KOI8-U"), EncodingChoice::Koi8U);
    EXPECT_EQ(encoding_option("koi8u"), EncodingChoice::Koi8U);
    EXPECT_THROW(encoding_option("ebcdic"), boost::program_options::error);
    EXPECT_THROW(encoding_option("utf-16"), boost::program_options::error);
}

// 70 KiB of ASCII, then "Кg1-f3" in Windows-1251: one Russian move is too little for auto to
// tell (auto_encoding_source_test.cpp has the games it tells), named it is read so.
std::string late_cyrillic() { return std::string(70 * 1024, 'a') + "\n2. \xCAg1-f3 *\n"; }

TEST(EncodingOption, Windows1251NamedPastTheSample) {
    const std::string text = late_cyrillic();
    auto detected = decode_by_content(std::make_unique<TricklingSource>(text, 4096));
    EXPECT_EQ(read_all(*detected.source), text);
    EXPECT_EQ(detected.verdict->encoding, TextEncoding::Utf8);
    auto named = decode_by_content(std::make_unique<TricklingSource>(text, 4096),
                                   EncodingChoice::Windows1251);
    EXPECT_EQ(named.verdict->encoding, TextEncoding::Windows1251);
    EXPECT_TRUE(read_all(*named.source).ends_with("2. \u041Ag1-f3 *\n"));
}

// "Ã©" in Latin-1 is also the UTF-8 of "é": auto and utf-8 read it so, latin-1 does not.
TEST(EncodingOption, Latin1ReadsEveryByteAsALetter) {
    const std::string text = "[White \"M\xC3\xA9ller\"]\n[Black \"L\xE9on \x80\"]\n";
    const std::string as_latin_1 = "[White \"M\u00C3\u00A9ller\"]\n[Black \"L\u00E9on \u20AC\"]\n";
    auto named =
        decode_by_content(std::make_unique<TricklingSource>(text, 3), EncodingChoice::Latin1);
    EXPECT_EQ(named.verdict->encoding, TextEncoding::Latin1);
    EXPECT_EQ(read_all(*named.source, 5), as_latin_1);
    for (const EncodingChoice choice : {EncodingChoice::Auto, EncodingChoice::Utf8}) {
        auto as_is = decode_by_content(std::make_unique<TricklingSource>(text, 3), choice);
        EXPECT_EQ(as_is.verdict->encoding, TextEncoding::Utf8);
        EXPECT_EQ(read_all(*as_is.source), text);
    }
}

// utf-8 turns the detection off: Windows-1251 text is left to the reader (Latin-1, W101).
TEST(EncodingOption, Utf8DoesNotDetect) {
    const std::string text =
        "[Event \"\xD7\xE5\xEC\xEF\xE8\xEE\xED\xE0\xF2 \xD1\xD1\xD1\xD0\"]\n"
        "1. e2-e4 e7-e5 2. \xCAg1-f3 \xCA"
        "b8-c6 *\n";
    auto detected = decode_by_content(std::make_unique<TricklingSource>(text, 7));
    EXPECT_EQ(detected.verdict->encoding, TextEncoding::Windows1251);
    auto named =
        decode_by_content(std::make_unique<TricklingSource>(text, 7), EncodingChoice::Utf8);
    EXPECT_EQ(named.verdict->encoding, TextEncoding::Utf8);
    EXPECT_EQ(read_all(*named.source), text);
}

// A byte order mark is unambiguous: it wins over the name.
TEST(EncodingOption, ByteOrderMarkWins) {
    const std::string text(
        "\xFF\xFE"
        "a\0b\0",
        6);
    auto decoded =
        decode_by_content(std::make_unique<TricklingSource>(text, 1), EncodingChoice::Windows1251);
    EXPECT_EQ(decoded.verdict->encoding, TextEncoding::Utf16Le);
    EXPECT_EQ(read_all(*decoded.source), "ab");
}

TEST(EncodingOption, OpenInputAppliesIt) {
    test::ScratchDir dir;
    test::write_file(dir / "late.pgn", late_cyrillic());
    auto input = open_input((dir / "late.pgn").string(), EncodingChoice::Windows1251);
    ASSERT_TRUE(input.has_value()) << input.error();
    EXPECT_EQ(input->encoding(), TextEncoding::Windows1251);
    EXPECT_TRUE(read_all(*input->source).ends_with("\u041Ag1-f3 *\n"));
}

}  // namespace
}  // namespace chess::tools
