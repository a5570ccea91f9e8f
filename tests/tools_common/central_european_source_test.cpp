// Central European text, named by --encoding windows-1250 or iso-8859-2
// (common/central_european_source.hpp): every byte transcoded as the code page says, whatever the
// read sizes; and open_input() applying it.

#include "common/central_european_source.hpp"

#include <gtest/gtest.h>
#include <boost/program_options/errors.hpp>

#include <string>
#include <tuple>

#include "common/encoding_option.hpp"
#include "common/input.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::expect_opened_as;
using test::expect_transcodes_every_byte;

// 0x80-0xFF as Python's cp1250 and iso8859_2 codecs give them (the bytes they leave undefined
// as U+FFFD).
const std::string windows_1250_upper =
    "\u20AC\uFFFD\u201A\uFFFD\u201E\u2026\u2020\u2021\uFFFD\u2030\u0160\u2039\u015A\u0164"
    "\u017D\u0179\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\uFFFD\u2122\u0161\u203A"
    "\u015B\u0165\u017E\u017A\u00A0\u02C7\u02D8\u0141\u00A4\u0104\u00A6\u00A7\u00A8\u00A9"
    "\u015E\u00AB\u00AC\u00AD\u00AE\u017B\u00B0\u00B1\u02DB\u0142\u00B4\u00B5\u00B6\u00B7"
    "\u00B8\u0105\u015F\u00BB\u013D\u02DD\u013E\u017C\u0154\u00C1\u00C2\u0102\u00C4\u0139"
    "\u0106\u00C7\u010C\u00C9\u0118\u00CB\u011A\u00CD\u00CE\u010E\u0110\u0143\u0147\u00D3"
    "\u00D4\u0150\u00D6\u00D7\u0158\u016E\u00DA\u0170\u00DC\u00DD\u0162\u00DF\u0155\u00E1"
    "\u00E2\u0103\u00E4\u013A\u0107\u00E7\u010D\u00E9\u0119\u00EB\u011B\u00ED\u00EE\u010F"
    "\u0111\u0144\u0148\u00F3\u00F4\u0151\u00F6\u00F7\u0159\u016F\u00FA\u0171\u00FC\u00FD"
    "\u0163\u02D9";
const std::string iso_8859_2_upper =
    "\u0080\u0081\u0082\u0083\u0084\u0085\u0086\u0087\u0088\u0089\u008A\u008B\u008C\u008D"
    "\u008E\u008F\u0090\u0091\u0092\u0093\u0094\u0095\u0096\u0097\u0098\u0099\u009A\u009B"
    "\u009C\u009D\u009E\u009F\u00A0\u0104\u02D8\u0141\u00A4\u013D\u015A\u00A7\u00A8\u0160"
    "\u015E\u0164\u0179\u00AD\u017D\u017B\u00B0\u0105\u02DB\u0142\u00B4\u013E\u015B\u02C7"
    "\u00B8\u0161\u015F\u0165\u017A\u02DD\u017E\u017C\u0154\u00C1\u00C2\u0102\u00C4\u0139"
    "\u0106\u00C7\u010C\u00C9\u0118\u00CB\u011A\u00CD\u00CE\u010E\u0110\u0143\u0147\u00D3"
    "\u00D4\u0150\u00D6\u00D7\u0158\u016E\u00DA\u0170\u00DC\u00DD\u0162\u00DF\u0155\u00E1"
    "\u00E2\u0103\u00E4\u013A\u0107\u00E7\u010D\u00E9\u0119\u00EB\u011B\u00ED\u00EE\u010F"
    "\u0111\u0144\u0148\u00F3\u00F4\u0151\u00F6\u00F7\u0159\u016F\u00FA\u0171\u00FC\u00FD"
    "\u0163\u02D9";

TEST(CentralEuropeanSource, TranscodesEveryByteWhateverTheReadSizes) {
    expect_transcodes_every_byte(make_windows_1250_source, windows_1250_upper);
    expect_transcodes_every_byte(make_iso_8859_2_source, iso_8859_2_upper);
}

TEST(CentralEuropeanSource, TheOptionNamesBoth) {
    for (const char* name : {"windows-1250", "Windows-1250", "cp1250", "CP1250"})
        EXPECT_EQ(encoding_option(name), EncodingChoice::Windows1250) << name;
    for (const char* name :
         {"iso-8859-2", "ISO-8859-2", "iso8859-2", "latin-2", "latin2", "Latin2"})
        EXPECT_EQ(encoding_option(name), EncodingChoice::Iso8859_2) << name;
    EXPECT_THROW(encoding_option("cp1252"), boost::program_options::error);
    EXPECT_THROW(encoding_option("latin-3"), boost::program_options::error);
}

// "Šajtar, Świderski": Š and Ś are 0x8A and 0x8C in Windows-1250, 0xA9 and 0xA6 in ISO-8859-2;
// "Łódź": ź is 0x9F in one, 0xBC in the other. Before, there was no name for either, and both
// were read as Latin-1: "Šajtar, Œwiderski", "£ódŸ"; "©ajtar, ¦widerski", "£ód¼".
TEST(CentralEuropeanSource, OpenInputReadsTheNamedCodePage) {
    const std::string expected = "[White \"Šajtar, Świderski\"]\n[Site \"Łódź\"]\n";
    expect_opened_as("1250.pgn",
                     "[White \"\x8A"
                     "ajtar, \x8Cwiderski\"]\n[Site \"\xA3\xF3"
                     "d\x9F\"]\n",
                     EncodingChoice::Windows1250, TextEncoding::Windows1250, "--encoding",
                     expected);
    expect_opened_as("8859-2.pgn",
                     "[White \"\xA9"
                     "ajtar, \xA6widerski\"]\n[Site \"\xA3\xF3"
                     "d\xBC\"]\n",
                     EncodingChoice::Iso8859_2, TextEncoding::Iso8859_2, "--encoding", expected);
}

}  // namespace
}  // namespace chess::tools
