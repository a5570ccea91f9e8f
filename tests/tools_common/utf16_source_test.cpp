// UTF-16 to UTF-8 (common/utf16_source.hpp): both byte orders, every UTF-8 length, surrogate
// pairs, what is broken replaced by U+FFFD, and the same bytes whatever the read sizes.

#include "common/utf16_source.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::read_all;
using test::TricklingSource;

// The bytes of 16-bit units in the given order.
std::string units(const std::vector<char16_t>& code_units, TextEncoding order) {
    std::string out;
    for (const char16_t unit : code_units) {
        const char high = static_cast<char>(unit >> 8);
        const char low = static_cast<char>(unit & 0xFF);
        if (order == TextEncoding::Utf16Le) out += {low, high};
        if (order == TextEncoding::Utf16Be) out += {high, low};
    }
    return out;
}

std::string transcode(std::string utf16, TextEncoding order, std::size_t in_chunk = 4096,
                      std::size_t out_chunk = 4096) {
    auto source =
        make_utf16_source(std::make_unique<TricklingSource>(std::move(utf16), in_chunk), order);
    return read_all(*source, out_chunk);
}

const std::string replacement = "\xEF\xBF\xBD";

TEST(Utf16Source, RecognisesOnlyAByteOrderMark) {
    EXPECT_EQ(text_encoding_of("\xFF\xFE[Event"), TextEncoding::Utf16Le);
    EXPECT_EQ(text_encoding_of("\xFE\xFF\0["), TextEncoding::Utf16Be);
    EXPECT_EQ(text_encoding_of("\xFF"), TextEncoding::Utf8);
    EXPECT_EQ(text_encoding_of("\xEF\xBB\xBF["), TextEncoding::Utf8);
    EXPECT_EQ(text_encoding_of(std::string_view("[\0E\0", 4)),
              TextEncoding::Utf8);  // no mark: not guessed
    EXPECT_EQ(text_encoding_of(""), TextEncoding::Utf8);
}

TEST(Utf16Source, EveryUtf8LengthInBothByteOrders) {
    // 'e', e-acute, Cyrillic K, the white king figurine, U+1F600 (a surrogate pair).
    const std::vector<char16_t> text = {u'e', 0x00E9, 0x041A, 0x2654, 0xD83D, 0xDE00, u'4'};
    const std::string utf8 =
        "e\xC3\xA9\xD0\x9A\xE2\x99\x94\xF0\x9F\x98\x80"
        "4";
    for (const TextEncoding order : {TextEncoding::Utf16Le, TextEncoding::Utf16Be}) {
        SCOPED_TRACE(text_encoding_name(order));
        EXPECT_EQ(transcode(units(text, order), order), utf8);
    }
}

TEST(Utf16Source, BrokenSurrogatesAndAnOddByteBecomeReplacementCharacters) {
    const TextEncoding le = TextEncoding::Utf16Le;
    EXPECT_EQ(transcode(units({u'a', 0xDE00, u'b'}, le), le), "a" + replacement + "b");
    EXPECT_EQ(transcode(units({u'a', 0xD83D, u'b'}, le), le), "a" + replacement + "b");
    EXPECT_EQ(transcode(units({0xD83D, 0xD83D, 0xDE00}, le), le), replacement + "\xF0\x9F\x98\x80");
    EXPECT_EQ(transcode(units({u'a', 0xD83D}, le), le), "a" + replacement);
    EXPECT_EQ(transcode(units({u'a'}, le) + "b", le), "a" + replacement);
    EXPECT_EQ(transcode(units({0xD83D}, le) + "b", le), replacement + replacement);
    EXPECT_EQ(transcode(units({u'\0', u'x'}, le), le), std::string("\0x", 2));
    EXPECT_EQ(transcode("", le), "");
}

TEST(Utf16Source, SameBytesWhateverTheReadSizes) {
    std::vector<char16_t> text;
    for (char16_t unit = 1; unit < 0xD800; unit = static_cast<char16_t>(unit * 3 + 1))
        text.push_back(unit);
    for (int i = 0; i < 3000; ++i) text.insert(text.end(), {u'x', 0xD800, 0xDFFF, 0xDC00, 0x20AC});
    const std::string utf16 = units(text, TextEncoding::Utf16Be);
    const std::string reference = transcode(utf16, TextEncoding::Utf16Be);
    EXPECT_GT(reference.size(), 30000u);
    for (const std::size_t in : {1u, 3u, 4096u}) {
        for (const std::size_t out : {1u, 2u, 3u, 5u, 65536u}) {
            EXPECT_EQ(transcode(utf16, TextEncoding::Utf16Be, in, out), reference)
                << "in " << in << " out " << out;
        }
    }
}

TEST(Utf16Source, ReadErrorIsPassedOn) {
    auto source = make_utf16_source(
        std::make_unique<test::FailingSource>(units({u'e', u'4'}, TextEncoding::Utf16Le)),
        TextEncoding::Utf16Le);
    EXPECT_EQ(read_all(*source), "e4");
    EXPECT_TRUE(source->failed());
    EXPECT_EQ(source->error_message(), "Input/output error");
}

}  // namespace
}  // namespace chess::tools
