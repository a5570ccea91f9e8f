#pragma once
// The encodings an input's text may come in. The reader reads UTF-8 (and, for the bytes that
// are not UTF-8, Latin-1, with W101); the others are transcoded to UTF-8 before it:
// UTF-16 recognised by its byte order mark (utf16_source.hpp), Windows-1251 and KOI8-R by their
// content (cyrillic_detection.hpp) or, like Latin-1 and Greek's Windows-1253 and ISO-8859-7,
// named by --encoding (encoding_option.hpp).

#include <cstdint>
#include <string_view>

namespace chess::tools {

enum class TextEncoding : std::uint8_t {
    Utf8,
    Utf16Le,
    Utf16Be,
    Windows1251,
    Koi8R,
    Latin1,
    Windows1253,
    Iso8859_7
};

// "UTF-8", "UTF-16LE", "UTF-16BE", "Windows-1251", "KOI8-R", "Latin-1", "Windows-1253",
// "ISO-8859-7".
std::string_view text_encoding_name(TextEncoding encoding);

// How to read text that has no UTF-16 byte order mark (--encoding): Auto tells Windows-1251 or
// KOI8-R at the first byte above 0x7F (auto_encoding_source.hpp) and reads other text as UTF-8
// (Latin-1 where it is not, W101); the others read the whole input so, without looking. A byte
// order mark is unambiguous, so it always wins.
enum class EncodingChoice : std::uint8_t {
    Auto,
    Utf8,
    Latin1,
    Windows1251,
    Koi8R,
    Windows1253,
    Iso8859_7
};

}  // namespace chess::tools
