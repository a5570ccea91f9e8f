#pragma once
// KOI8-R text (Russian from Unix systems, Usenet and e-mail of the 1990s, RFC 1489) read as the
// UTF-8 the reader expects. Like Windows-1251 it has its Russian letters at 0xC0-0xFF, but in
// the order of their Latin transliteration (а б ц д е ф г х ...) and with the small letters
// first; 0x80-0xBF are box-drawing characters and mathematical signs, with ё and Ё. Told from
// Windows-1251 by its content (cyrillic_detection.hpp), or named by --encoding koi8-r.
// KOI8-U, Ukrainian's (RFC 2319), is KOI8-R with і ї є ґ and their capitals in place of eight
// box-drawing characters: told from KOI8-R by those letters in words, or named by
// --encoding koi8-u.

#include <memory>

#include "chess/pgn/byte_source.hpp"
#include "common/single_byte_source.hpp"

namespace chess::tools {

// The code points of the 256 bytes of KOI8-R.
const CodePageTable& koi8_r_table();

// The UTF-8 of the KOI8-R bytes of `text`, streamed in bounded memory. A read error of `text`
// is passed on after the bytes decoded before it.
std::unique_ptr<pgn::ByteSource> make_koi8_r_source(std::unique_ptr<pgn::ByteSource> text);

// The code points of the 256 bytes of KOI8-U.
const CodePageTable& koi8_u_table();

// Whether `byte` is one of the eight where KOI8-U has a Ukrainian letter and KOI8-R box drawing.
bool is_koi8_u_letter(unsigned char byte);

// The same as make_koi8_r_source for KOI8-U.
std::unique_ptr<pgn::ByteSource> make_koi8_u_source(std::unique_ptr<pgn::ByteSource> text);

}  // namespace chess::tools
