#pragma once
// Central European text (Polish, Czech, Slovak, Hungarian, Slovene, Croatian, Romanian) in its
// two 8-bit code pages, Windows-1250 and ISO-8859-2, read as the UTF-8 the reader expects.
// Told by --encoding auto from words that only these code pages spell
// (central_european_detection.hpp), or named by --encoding. The two agree at 0xC0-0xFF (Latin-1's
// accented letters, with Latin-1's À Ã Å Æ È Ê Ì Ï Ð Ñ Ò Õ Ø Ù Û Þ and their small letters
// turned into Ŕ Ă Ĺ Ć Č Ę Ě Ď Đ Ń Ň Ő Ř Ů Ű Ţ), and differ at 0x80-0xBF: Windows-1250 has
// Š Ś Ť Ž Ź š ś ť ž ź among its punctuation at 0x8A-0x9F, where ISO-8859-2 has the C1 controls
// and those letters at 0xA1-0xBF instead.

#include <memory>

#include "chess/pgn/byte_source.hpp"
#include "common/single_byte_source.hpp"

namespace chess::tools {

// The code points of the 256 bytes of Windows-1250 and of ISO-8859-2.
const CodePageTable& windows_1250_table();
const CodePageTable& iso_8859_2_table();

// The UTF-8 of the Windows-1250 bytes of `text` (the five bytes it leaves undefined, 0x81 0x83
// 0x88 0x90 0x98, become U+FFFD), streamed in bounded memory. A read error of `text` is passed
// on after the bytes decoded before it.
std::unique_ptr<pgn::ByteSource> make_windows_1250_source(std::unique_ptr<pgn::ByteSource> text);

// The same for ISO-8859-2 (0x80-0x9F are the C1 controls, U+0080-U+009F).
std::unique_ptr<pgn::ByteSource> make_iso_8859_2_source(std::unique_ptr<pgn::ByteSource> text);

}  // namespace chess::tools
