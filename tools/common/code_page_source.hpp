#pragma once
// The transcoder to UTF-8 for each single-byte encoding the tools read: named by --encoding
// (decode_by_content.cpp) or told from the content (auto_encoding_source.hpp).

#include <memory>

#include "chess/pgn/byte_source.hpp"
#include "common/text_encoding.hpp"

namespace chess::tools {

// The UTF-8 of `text` read in `encoding` (Windows-1251, KOI8-R, KOI8-U, Latin-1, Windows-1253,
// ISO-8859-7, Windows-1250, ISO-8859-2); `text` itself for UTF-8, and for UTF-16, which
// utf16_source.hpp transcodes.
std::unique_ptr<pgn::ByteSource> make_code_page_source(TextEncoding encoding,
                                                       std::unique_ptr<pgn::ByteSource> text);

}  // namespace chess::tools
