#pragma once
// Piece-letter sets: how different languages (and figurines) name the pieces. The sets collide
// (K is a knight in Russian, P a knight in Dutch, C a bishop in Russian but a knight in French),
// so a reader is given one set, or detects it once per game from letters that only one set
// uses; it never guesses per move.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/types.hpp"

namespace chess::notation {

enum class LetterSetId : std::uint8_t {
    English,          // K Q R B N (P)
    RussianCyrillic,  // Кр Ф Л С К (п); ':' captures; a trailing 'x' marks mate in books
    RussianLatin,     // Kr F L C K: transliterated Russian
    German,           // K D T L S (B)
    French,           // R D T F C (P)
    Spanish,          // R D T A C (P)
    Italian,          // R D T A C (P)
    Dutch,            // K D T L P (no pawn letter)
    Figurine,         // ♔ ♕ ♖ ♗ ♘ (♙); both colours' glyphs are read
};
inline constexpr int letter_set_count = 9;

struct LetterSet {
    LetterSetId id;
    std::string_view name;  // "en", "ru", "ru-latin", "de", "fr", "es", "it", "nl", "fan"
    std::array<std::string_view, 6> piece;  // UTF-8 letter per PieceType; piece[Pawn] may be empty
    std::string_view capture;               // written capture mark: "x" or ":"
    std::string_view mate;                  // written mate mark: "#", or "x" in Russian books
};

const LetterSet& letter_set(LetterSetId id);
// By the short name used on command lines ("en", "ru", "ru-latin", "de", "fr", "es", "it", "nl",
// "fan"); nullopt for an unknown name.
std::optional<LetterSetId> letter_set_by_name(std::string_view name);

}  // namespace chess::notation
