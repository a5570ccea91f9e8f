#include "common/encoding_option.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <utility>

#include <boost/program_options.hpp>

namespace chess::tools {

namespace po = boost::program_options;

void add_encoding_option(po::options_description& desc, std::string& text) {
    desc.add_options()(
        "encoding", po::value(&text)->value_name("ENC"),
        "text encoding of the inputs: auto (the default: Windows-1251, KOI8-R, KOI8-U, Greek "
        "or Central European told at the first byte above 0x7F, else UTF-8 with Latin-1 for "
        "what is not), utf-8, latin-1, windows-1251 (cp1251), koi8-r, koi8-u (Ukrainian), "
        "windows-1253 (cp1253) or iso-8859-7 (Greek), windows-1250 (cp1250) or iso-8859-2 "
        "(latin-2; Polish, Czech, Hungarian...); a UTF-16 byte order mark always wins");
}

EncodingChoice encoding_option(const std::string& text) {
    static constexpr std::array<std::pair<std::string_view, EncodingChoice>, 23> names{{
        {"", EncodingChoice::Auto},
        {"auto", EncodingChoice::Auto},
        {"utf-8", EncodingChoice::Utf8},
        {"utf8", EncodingChoice::Utf8},
        {"latin-1", EncodingChoice::Latin1},
        {"latin1", EncodingChoice::Latin1},
        {"iso-8859-1", EncodingChoice::Latin1},
        {"windows-1251", EncodingChoice::Windows1251},
        {"cp1251", EncodingChoice::Windows1251},
        {"koi8-r", EncodingChoice::Koi8R},
        {"koi8r", EncodingChoice::Koi8R},
        {"koi8-u", EncodingChoice::Koi8U},
        {"koi8u", EncodingChoice::Koi8U},
        {"windows-1253", EncodingChoice::Windows1253},
        {"cp1253", EncodingChoice::Windows1253},
        {"iso-8859-7", EncodingChoice::Iso8859_7},
        {"iso8859-7", EncodingChoice::Iso8859_7},
        {"windows-1250", EncodingChoice::Windows1250},
        {"cp1250", EncodingChoice::Windows1250},
        {"iso-8859-2", EncodingChoice::Iso8859_2},
        {"iso8859-2", EncodingChoice::Iso8859_2},
        {"latin-2", EncodingChoice::Iso8859_2},
        {"latin2", EncodingChoice::Iso8859_2},
    }};
    std::string lower = text;
    std::ranges::transform(lower, lower.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const auto& [name, choice] : names) {
        if (name == lower) return choice;
    }
    throw po::error(
        "--encoding must be auto, utf-8, latin-1, windows-1251 (cp1251), koi8-r, koi8-u, "
        "windows-1253 (cp1253), iso-8859-7, windows-1250 (cp1250) or iso-8859-2 (latin-2), "
        "not '" +
        text + "'");
}

}  // namespace chess::tools
