#pragma once
// Text in a single-byte encoding read as the UTF-8 the reader expects: each byte is one
// character, looked up in a table of 256 code points.

#include <array>
#include <memory>

#include "chess/pgn/byte_source.hpp"

namespace chess::tools {

using CodePageTable = std::array<char16_t, 256>;

// The UTF-8 of the bytes of `text` as `table` maps them (the table must outlive the source),
// streamed in bounded memory. A read error of `text` is passed on after the bytes decoded
// before it.
std::unique_ptr<pgn::ByteSource> make_single_byte_source(std::unique_ptr<pgn::ByteSource> text,
                                                         const CodePageTable& table);

// Latin-1 as the reader reads text that is not UTF-8 (W101): byte b is U+00b, except Windows-1252's
// punctuation at 0x80-0x9F. Named by --encoding latin-1, so that a pair of accented letters that
// happens to be valid UTF-8 ("Ã©") is not read as one letter ("é").
std::unique_ptr<pgn::ByteSource> make_latin_1_source(std::unique_ptr<pgn::ByteSource> text);

// The code points make_latin_1_source reads the 256 bytes as (the five bytes Windows-1252 leaves
// undefined as the C1 controls).
const CodePageTable& latin_1_table();

}  // namespace chess::tools
