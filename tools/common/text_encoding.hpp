#pragma once
// The encodings an input's text may come in. The reader reads UTF-8 (and, for the bytes that
// are not UTF-8, Latin-1, with W101); the others are transcoded to UTF-8 before it:
// UTF-16 recognised by its byte order mark (utf16_source.hpp), Windows-1251 by its content
// (windows_1251_source.hpp).

#include <cstdint>
#include <string_view>

namespace chess::tools {

enum class TextEncoding : std::uint8_t { Utf8, Utf16Le, Utf16Be, Windows1251 };

// "UTF-8", "UTF-16LE", "UTF-16BE", "Windows-1251".
std::string_view text_encoding_name(TextEncoding encoding);

}  // namespace chess::tools
