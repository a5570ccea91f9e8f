#pragma once
// Greek text in its two 8-bit code pages, Windows-1253 and ISO-8859-7, read as the UTF-8 the
// reader expects. Named by --encoding only: --encoding auto reads Greek as Latin-1 (W101), as it
// reads other text that is neither UTF-8 nor Cyrillic (cyrillic_detection.hpp). The two agree
// on the letters (U+0390-U+03CE at 0xC0-0xFE) and differ in punctuation and in where they put
// Ά (Windows-1253 0xA2, ISO-8859-7 0xB6).

#include <memory>

#include "chess/pgn/byte_source.hpp"

namespace chess::tools {

// The UTF-8 of the Windows-1253 bytes of `text` (the bytes it leaves undefined become U+FFFD),
// streamed in bounded memory. A read error of `text` is passed on after the bytes decoded
// before it.
std::unique_ptr<pgn::ByteSource> make_windows_1253_source(std::unique_ptr<pgn::ByteSource> text);

// The same for ISO-8859-7 (2003: with the euro and drachma signs; 0x80-0x9F are the C1
// controls, U+0080-U+009F).
std::unique_ptr<pgn::ByteSource> make_iso_8859_7_source(std::unique_ptr<pgn::ByteSource> text);

}  // namespace chess::tools
