#pragma once
// Russian moves in Windows-1251 that were read as Latin-1 (the reader's repair for bytes that
// are not UTF-8, W101): "Кg1-f3" arrives as "Êg1-f3". Windows-1251 puts А-я at 0xC0-0xFF,
// where Latin-1 has À-ÿ, so each of those letters maps back to one Cyrillic letter. Used to
// say, at a move that fails, what it would have been in the right encoding. Internal.

#include <optional>
#include <string>
#include <string_view>

namespace chess::pgn::detail {

// `utf8` with every letter U+00C0-U+00FF replaced by the Cyrillic letter Windows-1251 has at
// that byte (U+0410-U+044F); nullopt when it holds none.
std::optional<std::string> cyrillic_from_latin_1(std::string_view utf8);

}  // namespace chess::pgn::detail
