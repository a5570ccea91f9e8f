// Greek, named by --encoding windows-1253 or iso-8859-7 (common/greek_source.hpp): every byte
// transcoded as the code page says, whatever the read sizes; and open_input() applying it.

#include "common/greek_source.hpp"

#include <gtest/gtest.h>

#include <string>

#include "common/encoding_option.hpp"
#include "common/input.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::expect_opened_as;
using test::expect_transcodes_every_byte;

// 0x80-0xFF as Python's cp1253 and iso8859_7 codecs give them (the bytes they leave undefined
// as U+FFFD).
const std::string windows_1253_upper =
    "\u20AC\uFFFD\u201A\u0192\u201E\u2026\u2020\u2021\uFFFD\u2030\uFFFD\u2039\uFFFD\uFFFD"
    "\uFFFD\uFFFD\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\uFFFD\u2122\uFFFD\u203A"
    "\uFFFD\uFFFD\uFFFD\uFFFD\u00A0\u0385\u0386\u00A3\u00A4\u00A5\u00A6\u00A7\u00A8\u00A9"
    "\uFFFD\u00AB\u00AC\u00AD\u00AE\u2015\u00B0\u00B1\u00B2\u00B3\u0384\u00B5\u00B6\u00B7"
    "\u0388\u0389\u038A\u00BB\u038C\u00BD\u038E\u038F\u0390\u0391\u0392\u0393\u0394\u0395"
    "\u0396\u0397\u0398\u0399\u039A\u039B\u039C\u039D\u039E\u039F\u03A0\u03A1\uFFFD\u03A3"
    "\u03A4\u03A5\u03A6\u03A7\u03A8\u03A9\u03AA\u03AB\u03AC\u03AD\u03AE\u03AF\u03B0\u03B1"
    "\u03B2\u03B3\u03B4\u03B5\u03B6\u03B7\u03B8\u03B9\u03BA\u03BB\u03BC\u03BD\u03BE\u03BF"
    "\u03C0\u03C1\u03C2\u03C3\u03C4\u03C5\u03C6\u03C7\u03C8\u03C9\u03CA\u03CB\u03CC\u03CD"
    "\u03CE\uFFFD";
const std::string iso_8859_7_upper =
    "\u0080\u0081\u0082\u0083\u0084\u0085\u0086\u0087\u0088\u0089\u008A\u008B\u008C\u008D"
    "\u008E\u008F\u0090\u0091\u0092\u0093\u0094\u0095\u0096\u0097\u0098\u0099\u009A\u009B"
    "\u009C\u009D\u009E\u009F\u00A0\u2018\u2019\u00A3\u20AC\u20AF\u00A6\u00A7\u00A8\u00A9"
    "\u037A\u00AB\u00AC\u00AD\uFFFD\u2015\u00B0\u00B1\u00B2\u00B3\u0384\u0385\u0386\u00B7"
    "\u0388\u0389\u038A\u00BB\u038C\u00BD\u038E\u038F\u0390\u0391\u0392\u0393\u0394\u0395"
    "\u0396\u0397\u0398\u0399\u039A\u039B\u039C\u039D\u039E\u039F\u03A0\u03A1\uFFFD\u03A3"
    "\u03A4\u03A5\u03A6\u03A7\u03A8\u03A9\u03AA\u03AB\u03AC\u03AD\u03AE\u03AF\u03B0\u03B1"
    "\u03B2\u03B3\u03B4\u03B5\u03B6\u03B7\u03B8\u03B9\u03BA\u03BB\u03BC\u03BD\u03BE\u03BF"
    "\u03C0\u03C1\u03C2\u03C3\u03C4\u03C5\u03C6\u03C7\u03C8\u03C9\u03CA\u03CB\u03CC\u03CD"
    "\u03CE\uFFFD";

TEST(GreekSource, TranscodesEveryByteWhateverTheReadSizes) {
    expect_transcodes_every_byte(make_windows_1253_source, windows_1253_upper);
    expect_transcodes_every_byte(make_iso_8859_7_source, iso_8859_7_upper);
}

// "Άγιος Νικόλαος": Ά is 0xA2 in Windows-1253, 0xB6 in ISO-8859-7; the rest is the same.
TEST(GreekSource, OpenInputReadsTheNamedCodePage) {
    EXPECT_EQ(encoding_option("Windows-1253"), EncodingChoice::Windows1253);
    EXPECT_EQ(encoding_option("cp1253"), EncodingChoice::Windows1253);
    EXPECT_EQ(encoding_option("ISO-8859-7"), EncodingChoice::Iso8859_7);
    const std::string rest = "\xE3\xE9\xEF\xF2 \xCD\xE9\xEA\xFC\xEB\xE1\xEF\xF2\"]\n";
    const std::string expected =
        "[Site \"\u0386\u03B3\u03B9\u03BF\u03C2 "
        "\u039D\u03B9\u03BA\u03CC\u03BB\u03B1\u03BF\u03C2\"]\n";
    expect_opened_as("1253.pgn", "[Site \"\xA2" + rest, EncodingChoice::Windows1253,
                     TextEncoding::Windows1253, "--encoding", expected);
    expect_opened_as("8859-7.pgn", "[Site \"\xB6" + rest, EncodingChoice::Iso8859_7,
                     TextEncoding::Iso8859_7, "--encoding", expected);
}

}  // namespace
}  // namespace chess::tools
