#pragma once
// UTF-16 text (Windows tools still write PGN and FEN files that way) read as the UTF-8 the
// reader expects. Recognised only by its byte order mark, never guessed: FF FE little endian,
// FE FF big endian.

#include <memory>
#include <string_view>

#include "chess/pgn/byte_source.hpp"
#include "common/text_encoding.hpp"

namespace chess::tools {

// How many leading bytes text_encoding_of needs.
inline constexpr std::size_t byte_order_mark_size = 2;

// Utf16Le or Utf16Be when `head` starts with that byte order mark; Utf8 otherwise (which
// includes anything that is not UTF-16: the reader repairs invalid UTF-8 on its own).
TextEncoding text_encoding_of(std::string_view head);

// The UTF-8 of the UTF-16 code units in `utf16` (byte order mark already removed), streamed
// in bounded memory. An unpaired surrogate and an odd byte at the end each become U+FFFD, so the
// reader's diagnostics point at them instead of losing text. A read error of `utf16` is passed
// on after the bytes decoded before it.
std::unique_ptr<pgn::ByteSource> make_utf16_source(std::unique_ptr<pgn::ByteSource> utf16,
                                                   TextEncoding order);

}  // namespace chess::tools
