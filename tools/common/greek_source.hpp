#pragma once
// Greek text in its two 8-bit code pages, Windows-1253 and ISO-8859-7, read as the UTF-8 the
// reader expects. Told by --encoding auto from Greek words (greek_detection.hpp), or named by
// --encoding. The two agree on the letters (U+0390-U+03CE at 0xC0-0xFE) and differ in
// punctuation and in where they put Ά (Windows-1253 0xA2, ISO-8859-7 0xB6).

#include <memory>

#include "chess/pgn/byte_source.hpp"
#include "common/single_byte_source.hpp"

namespace chess::tools {

// The code points of the 256 bytes of Windows-1253 and of ISO-8859-7.
const CodePageTable& windows_1253_table();
const CodePageTable& iso_8859_7_table();

// The UTF-8 of the Windows-1253 bytes of `text` (the bytes it leaves undefined become U+FFFD),
// streamed in bounded memory. A read error of `text` is passed on after the bytes decoded
// before it.
std::unique_ptr<pgn::ByteSource> make_windows_1253_source(std::unique_ptr<pgn::ByteSource> text);

// The same for ISO-8859-7 (2003: with the euro and drachma signs; 0x80-0x9F are the C1
// controls, U+0080-U+009F).
std::unique_ptr<pgn::ByteSource> make_iso_8859_7_source(std::unique_ptr<pgn::ByteSource> text);

}  // namespace chess::tools
