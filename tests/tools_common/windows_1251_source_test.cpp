// Windows-1251 (common/windows_1251_source.hpp): told from Latin-1 and UTF-8 by the content, and
// transcoded to UTF-8 whatever the read sizes; and open_input() applying both.

#include "common/windows_1251_source.hpp"

#include <gtest/gtest.h>

#include <string>

#include "common/input.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::read_all;
using test::TricklingSource;

// "Чемпионат СССР" and "Москва" in Windows-1251.
constexpr std::string_view championship = "\xD7\xE5\xEC\xEF\xE8\xEE\xED\xE0\xF2 \xD1\xD1\xD1\xD0";
constexpr std::string_view moscow = "\xCC\xEE\xF1\xEA\xE2\xE0";
constexpr std::string_view championship_utf8 =
    "\u0427\u0435\u043C\u043F\u0438\u043E\u043D\u0430\u0442 \u0421\u0421\u0421\u0420";

std::string tags(std::string_view event, std::string_view site) {
    return "[Event \"" + std::string(event) + "\"]\n[Site \"" + std::string(site) +
           "\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
}

TEST(Windows1251, CyrillicWordsAreTold) {
    EXPECT_TRUE(looks_like_windows_1251(tags(championship, moscow)));
}

// Russian book notation may hold no Cyrillic but its piece letters: К, Кр, С, Ф before a square,
// and the en dash between squares.
TEST(Windows1251, RussianPieceLettersAreTold) {
    EXPECT_TRUE(
        looks_like_windows_1251("[Event \"?\"]\n\n1. e2-e4 e7-e5 2. \xCAg1-f3 \xCA"
                                "b8-c6 3. \xD1"
                                "f1\x96"
                                "c4 *\n"));
    EXPECT_TRUE(
        looks_like_windows_1251("1. e4 e5 2. \xCA\xF0"
                                "e2 \xD4"
                                "d8:h4 *\n"));
    // One letter alone is too little to go on.
    EXPECT_FALSE(looks_like_windows_1251("1. e4 e5 2. \xCAg1-f3 *\n"));
}

// Latin-1 has its accented letters alone inside Latin words: read as Latin-1 (W101), not
// Cyrillic.
TEST(Windows1251, Latin1IsNot) {
    EXPECT_FALSE(
        looks_like_windows_1251(tags("M\xFCller gegen L\xE9vy, K\xF6ln, Gr\xFC\xDF"
                                     "e",
                                     "Z\xFCrich, Gen\xE8ve")));
    EXPECT_FALSE(looks_like_windows_1251(tags("Caf\xE9 Op\xE9ra", "S\xE3o Paulo")));
}

TEST(Windows1251, Utf8AndAsciiAreNot) {
    EXPECT_FALSE(looks_like_windows_1251(tags(championship_utf8, "Moscow")));
    EXPECT_FALSE(looks_like_windows_1251(tags("Championship", "Moscow")));
    EXPECT_FALSE(looks_like_windows_1251(""));
}

TEST(Windows1251, TranscodesEveryByteWhateverTheReadSizes) {
    std::string all;
    for (int b = 0x20; b < 0x100; ++b) all += static_cast<char>(b);
    // The upper half as Python's cp1251 codec gives it (0x98 is undefined: U+FFFD).
    const std::string expected_upper =
        "\u0402\u0403\u201A\u0453\u201E\u2026\u2020\u2021\u20AC\u2030\u0409\u2039\u040A\u040C"
        "\u040B\u040F\u0452\u2018\u2019\u201C\u201D\u2022\u2013\u2014\uFFFD\u2122\u0459\u203A"
        "\u045A\u045C\u045B\u045F\u00A0\u040E\u045E\u0408\u00A4\u0490\u00A6\u00A7\u0401\u00A9"
        "\u0404\u00AB\u00AC\u00AD\u00AE\u0407\u00B0\u00B1\u0406\u0456\u0491\u00B5\u00B6\u00B7"
        "\u0451\u2116\u0454\u00BB\u0458\u0405\u0455\u0457"
        "\u0410\u0411\u0412\u0413\u0414\u0415\u0416\u0417\u0418\u0419\u041A\u041B\u041C\u041D"
        "\u041E\u041F\u0420\u0421\u0422\u0423\u0424\u0425\u0426\u0427\u0428\u0429\u042A\u042B"
        "\u042C\u042D\u042E\u042F\u0430\u0431\u0432\u0433\u0434\u0435\u0436\u0437\u0438\u0439"
        "\u043A\u043B\u043C\u043D\u043E\u043F\u0440\u0441\u0442\u0443\u0444\u0445\u0446\u0447"
        "\u0448\u0449\u044A\u044B\u044C\u044D\u044E\u044F";
    const std::string expected = all.substr(0, 0x60) + expected_upper;
    for (const std::size_t trickle : {1u, 3u, 64u, 100000u}) {
        for (const std::size_t read : {1u, 2u, 7u, 4096u}) {
            auto source = make_windows_1251_source(std::make_unique<TricklingSource>(all, trickle));
            EXPECT_EQ(read_all(*source, read), expected) << trickle << ' ' << read;
        }
    }
}

TEST(Windows1251, OpenInputReadsItAsUtf8) {
    test::ScratchDir dir;
    const std::string text = tags(championship, moscow);
    test::write_file(dir / "games.pgn", text);
    auto input = open_input((dir / "games.pgn").string());
    ASSERT_TRUE(input.has_value()) << input.error();
    EXPECT_EQ(input->encoding(), TextEncoding::Windows1251);
    const std::string read = read_all(*input->source);
    EXPECT_NE(read.find(championship_utf8), std::string::npos) << read;
    // Latin-1 stays as it is: the reader reads it (W101).
    const std::string latin1 = tags("M\xFCller", "K\xF6ln");
    test::write_file(dir / "latin1.pgn", latin1);
    auto other = open_input((dir / "latin1.pgn").string());
    ASSERT_TRUE(other.has_value()) << other.error();
    EXPECT_EQ(other->encoding(), TextEncoding::Utf8);
    EXPECT_EQ(read_all(*other->source), latin1);
}

}  // namespace
}  // namespace chess::tools
