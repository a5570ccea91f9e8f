#pragma once
// Telling well-formed UTF-8 from the other bytes that PGN text may hold (Latin-1 names, cut
// sequences): the escapers of every machine-readable output format decide per character.

#include <array>
#include <cstddef>
#include <string_view>

namespace chess::tools {

// The length (1-4) of the well-formed UTF-8 sequence at the start of `text`, 1 for an ASCII
// byte, or 0 when the first byte starts no well-formed sequence (RFC 3629: no overlong forms,
// no surrogates, nothing above U+10FFFF; a sequence cut by the end of `text` is not one).
// Precondition: `text` is not empty.
std::size_t utf8_sequence_length(std::string_view text);

// Whether a sample of text cut from a longer one is UTF-8: every sequence well-formed, but one
// cut by the sample's end (no evidence either way). For --encoding auto.
bool is_utf8_sample(std::string_view sample);

// The UTF-8 of one code point (never a surrogate) into out; returns its length (1 to 4). For
// the decoders that transcode to UTF-8 (UTF-16, Windows-1251).
std::size_t encode_utf8(char32_t code_point, std::array<char, 4>& out);

}  // namespace chess::tools
