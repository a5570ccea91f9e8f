#pragma once
// Windows-1251 text (Russian PGN from the Windows era: ChessAssistant exports, Russian sites and
// databases) read as the UTF-8 the reader expects. It has no byte order mark, so it is told
// from the content (cyrillic_detection.hpp), or named by --encoding windows-1251.

#include <memory>

#include "chess/pgn/byte_source.hpp"
#include "common/single_byte_source.hpp"

namespace chess::tools {

// The code points of the 256 bytes of Windows-1251 (0x98, which it leaves undefined, U+FFFD).
const CodePageTable& windows_1251_table();

// The UTF-8 of the Windows-1251 bytes of `text`, streamed in bounded memory. A read error of
// `text` is passed on after the bytes decoded before it.
std::unique_ptr<pgn::ByteSource> make_windows_1251_source(std::unique_ptr<pgn::ByteSource> text);

}  // namespace chess::tools
