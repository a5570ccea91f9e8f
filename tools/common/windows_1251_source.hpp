#pragma once
// Windows-1251 text (Russian PGN from the Windows era: ChessAssistant exports, Russian sites and
// databases) read as the UTF-8 the reader expects. It has no byte order mark, so it is told
// from the content: text that is not UTF-8 and whose bytes above 0x7F stand in runs, as the
// letters of Cyrillic words do. Latin-1 text, the reader's fallback for text that is not UTF-8
// (W101), has its accented letters one at a time inside Latin words ("M\xFCller", "L\xE9on").

#include <memory>
#include <string_view>

#include "chess/pgn/byte_source.hpp"

namespace chess::tools {

// Whether `sample` (the input's first bytes) is Windows-1251 Cyrillic text: not UTF-8, its bytes
// above 0x7F nearly all Cyrillic letters (or the punctuation Windows-1251 has there) and nearly
// all in words of three letters or more, short words standing alone ("в", "на", initials) or
// Russian piece letters that begin a move ("Кg1-f3"), with a few words' or two moves' worth of
// them, or one word of four letters or more shaped as Russian words are (a name: "Карпов"), or,
// where no byte above 0x7F touches a Latin letter, one word of two letters or more that Latin-1
// does not write ("Ли, Ким", "СССР"). A sample without such bytes is not (it reads as UTF-8).
bool looks_like_windows_1251(std::string_view sample);

// The UTF-8 of the Windows-1251 bytes of `text`, streamed in bounded memory (0x98, which
// Windows-1251 leaves undefined, becomes U+FFFD). A read error of `text` is passed on after
// the bytes decoded before it.
std::unique_ptr<pgn::ByteSource> make_windows_1251_source(std::unique_ptr<pgn::ByteSource> text);

}  // namespace chess::tools
