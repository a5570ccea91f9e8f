// --encoding auto (common/auto_encoding_source.hpp): Windows-1251 told at the text's first byte
// above 0x7F, wherever it is, with the text before it delivered unchanged whatever the read
// sizes; and open_input() saying so when the input is done with.

#include "common/auto_encoding_source.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "common/decoders.hpp"
#include "common/input.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::read_all;
using test::TricklingSource;

// 100 KiB of ASCII games, then a Russian game in Windows-1251: "Чемпионат СССР", "Кg1-f3".
const std::string ascii_head = [] {
    std::string text;
    while (text.size() < 100 * 1024) text += "[Event \"ASCII\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
    return text;
}();
constexpr std::string_view russian_game =
    "[Event \"\xD7\xE5\xEC\xEF\xE8\xEE\xED\xE0\xF2 \xD1\xD1\xD1\xD0\"]\n\n"
    "1. e2-e4 e7-e5 2. \xCAg1-f3 \xCA"
    "b8-c6 *\n";
constexpr std::string_view russian_game_utf8 =
    "[Event \"\u0427\u0435\u043C\u043F\u0438\u043E\u043D\u0430\u0442 \u0421\u0421\u0421\u0420\"]"
    "\n\n1. e2-e4 e7-e5 2. \u041Ag1-f3 \u041Ab8-c6 *\n";

std::string late_russian() { return ascii_head + std::string(russian_game); }

TEST(AutoEncodingSource, FindsWindows1251PastTheFirst64KiB) {
    // Trickles of 1 and 7 bytes put the first Cyrillic byte at every place in a read; 65,536
    // reads it with the ASCII before it in one call.
    for (const std::size_t trickle : {std::size_t{1}, std::size_t{7}, std::size_t{65536}}) {
        for (const std::size_t chunk : {std::size_t{3}, std::size_t{4096}}) {
            auto verdict = std::make_shared<EncodingVerdict>();
            AutoEncodingSource source(std::make_unique<TricklingSource>(late_russian(), trickle),
                                      verdict);
            source.look_ahead(AutoEncodingSource::sample_size);
            EXPECT_FALSE(source.decided());
            EXPECT_EQ(verdict->encoding, TextEncoding::Utf8);
            EXPECT_EQ(read_all(source, chunk), ascii_head + std::string(russian_game_utf8))
                << trickle << ' ' << chunk;
            EXPECT_EQ(verdict->encoding, TextEncoding::Windows1251) << trickle << ' ' << chunk;
            // The byte after `[Event "`: the first above 0x7F.
            EXPECT_EQ(verdict->from_byte, ascii_head.size() + 8) << trickle << ' ' << chunk;
        }
    }
}

TEST(AutoEncodingSource, DecidesWithinTheLookAheadWhenItCan) {
    auto verdict = std::make_shared<EncodingVerdict>();
    AutoEncodingSource source(
        std::make_unique<TricklingSource>("1. e4 *\n" + std::string(russian_game), 5), verdict);
    source.look_ahead(AutoEncodingSource::sample_size);
    EXPECT_TRUE(source.decided());
    EXPECT_EQ(verdict->encoding, TextEncoding::Windows1251);
    EXPECT_EQ(verdict->from_byte, 16U);
    EXPECT_EQ(read_all(source, 2), "1. e4 *\n" + std::string(russian_game_utf8));
}

// KOI8-R as late: told from Windows-1251, whose capitals it has as small letters.
TEST(AutoEncodingSource, FindsKoi8RPastTheFirst64KiB) {
    const std::string koi8_r_game =
        "[Event \"\xFE\xC5\xCD\xD0\xC9\xCF\xCE\xC1\xD4 \xF3\xF3\xF3\xF2\"]\n"
        "[White \"\xEB\xC1\xD2\xD0\xCF\xD7, \xE1\xCE\xC1\xD4\xCF\xCC\xC9\xCA\"]\n\n"
        "1. e2-e4 e7-e5 2. \xEBg1-f3 \xEB"
        "b8-c6 *\n";
    const std::string koi8_r_game_utf8 =
        "[Event \"Чемпионат СССР\"]\n[White \"Карпов, Анатолий\"]\n\n"
        "1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6 *\n";
    for (const std::size_t trickle : {std::size_t{7}, std::size_t{65536}}) {
        auto verdict = std::make_shared<EncodingVerdict>();
        AutoEncodingSource source(
            std::make_unique<TricklingSource>(ascii_head + koi8_r_game, trickle), verdict);
        source.look_ahead(AutoEncodingSource::sample_size);
        EXPECT_EQ(read_all(source, 4096), ascii_head + koi8_r_game_utf8) << trickle;
        EXPECT_EQ(verdict->encoding, TextEncoding::Koi8R) << trickle;
        EXPECT_EQ(verdict->from_byte, ascii_head.size() + 8) << trickle;
    }
}

// The detection sees the ASCII just before the first byte above 0x7F, whichever read it came
// in: a file whose only Cyrillic is one short name ("Тал", "Ли") is told by that name standing
// alone between quotes; before, the sample began at the name, with nothing known before it.
TEST(AutoEncodingSource, SeesTheAsciiBeforeTheFirstOtherByte) {
    for (const std::string_view name :
         {std::string_view("\xD2\xE0\xEB"), std::string_view("\xCB\xE8")}) {
        const std::string text = "[Event \"?\"]\n[White \"" + std::string(name) +
                                 "\"]\n[Black \"Smyslov\"]\n[Result \"*\"]\n\n1. e4 *\n";
        for (const std::size_t trickle : {std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
            auto decoded = decode_by_content(std::make_unique<TricklingSource>(text, trickle));
            read_all(*decoded.source, 3);
            EXPECT_EQ(decoded.verdict->encoding, TextEncoding::Windows1251) << trickle;
            EXPECT_EQ(decoded.verdict->from_byte, 20U) << trickle;
        }
        // Late, past the look-ahead, where the bytes before come from earlier reads.
        auto verdict = std::make_shared<EncodingVerdict>();
        AutoEncodingSource source(std::make_unique<TricklingSource>(ascii_head + text, 4093),
                                  verdict);
        source.look_ahead(AutoEncodingSource::sample_size);
        read_all(source, 1000);
        EXPECT_EQ(verdict->encoding, TextEncoding::Windows1251);
    }
}

// Latin-1 letters inside Latin words, and UTF-8, stay as they are, however late.
TEST(AutoEncodingSource, LateLatin1AndUtf8AreLeftAlone) {
    for (const std::string tail : {"[White \"M\xFCller\"]\n[Black \"L\xE9on\"]\n",
                                   "[White \"M\xC3\xBCller\"]\n[Black \"\xD0\x9A\"]\n"}) {
        const std::string text = ascii_head + tail;
        auto verdict = std::make_shared<EncodingVerdict>();
        AutoEncodingSource source(std::make_unique<TricklingSource>(text, 4093), verdict);
        source.look_ahead(AutoEncodingSource::sample_size);
        EXPECT_EQ(read_all(source, 1000), text);
        EXPECT_TRUE(source.decided());
        EXPECT_EQ(verdict->encoding, TextEncoding::Utf8);
    }
}

TEST(AutoEncodingSource, AsciiOnlyIsNeverDecided) {
    auto verdict = std::make_shared<EncodingVerdict>();
    AutoEncodingSource source(std::make_unique<TricklingSource>(ascii_head, 999), verdict);
    source.look_ahead(AutoEncodingSource::sample_size);
    EXPECT_EQ(read_all(source, 5000), ascii_head);
    EXPECT_FALSE(source.decided());
    EXPECT_EQ(verdict->encoding, TextEncoding::Utf8);
}

TEST(AutoEncodingSource, ReadErrorIsPassedOnAfterTheText) {
    auto verdict = std::make_shared<EncodingVerdict>();
    AutoEncodingSource source(std::make_unique<test::FailingSource>(late_russian()), verdict);
    EXPECT_EQ(read_all(source), ascii_head + std::string(russian_game_utf8));
    EXPECT_TRUE(source.failed());
    EXPECT_EQ(source.error_message(), "Input/output error");
}

// open_input: UTF-8 on opening, Windows-1251 once read; the notice comes when the input is done
// with, not on opening (with -j the text is read ahead of the diagnostics).
TEST(AutoEncodingSource, OpenInputSaysSoWhenDone) {
    test::ScratchDir dir;
    test::write_file(dir / "late.pgn", late_russian());
    testing::internal::CaptureStderr();
    {
        auto input = open_input((dir / "late.pgn").string());
        ASSERT_TRUE(input.has_value()) << input.error();
        EXPECT_EQ(input->encoding(), TextEncoding::Utf8);
        EXPECT_EQ(read_all(*input->source), ascii_head + std::string(russian_game_utf8));
        EXPECT_EQ(input->encoding(), TextEncoding::Windows1251);
        std::fflush(stderr);
        EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
        testing::internal::CaptureStderr();
    }
    EXPECT_EQ(testing::internal::GetCapturedStderr(),
              (dir / "late.pgn").string() + ": Windows-1251 text from byte " +
                  std::to_string(ascii_head.size() + 8) +
                  " on (not UTF-8, Cyrillic letters), converted to UTF-8\n");
}

// Named, nothing is guessed and nothing said late.
TEST(AutoEncodingSource, NamedEncodingIsNotSniffed) {
    auto named = decode_by_content(std::make_unique<TricklingSource>(late_russian(), 4096),
                                   EncodingChoice::Utf8);
    EXPECT_EQ(read_all(*named.source), late_russian());
    EXPECT_EQ(named.verdict->encoding, TextEncoding::Utf8);
}

}  // namespace
}  // namespace chess::tools
