#pragma once
// Piece-letter sets: how different languages (and figurines) name the pieces. The sets collide
// (K is a knight in Russian, P a knight in Dutch, C a bishop in Russian but a knight in French),
// so a reader is given one set, or detects it once per game from letters that only one set
// uses; it never guesses per move.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
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

// Russian scores typed on a Latin keyboard, or read by OCR, mix Latin letters that look like
// Cyrillic piece letters in among the Cyrillic ones: "Cf1-b5" for "Сf1-b5", "Kc6-b8" for
// "Кc6-b8", "Kpg1-h1" or "KPg1-h1" for "Крg1-h1". Which of them a token holds:
struct LookalikeLetters {
    bool king = false;    // "Kp", "KP": Latin K or p/P (or both) for the king's Кр
    bool bishop = false;  // "C": Latin C for the bishop's С
    bool knight = false;  // "K": Latin K for the knight's К

    bool any() const { return king || bishop || knight; }
    LookalikeLetters& operator|=(LookalikeLetters other) {
        king = king || other.king;
        bishop = bishop || other.bishop;
        knight = knight || other.knight;
        return *this;
    }
};

// Writes `token` to `out` with its Latin look-alikes of Cyrillic piece letters replaced by the
// Cyrillic letters ("Cf1:b5" -> "Сf1:b5", "Kpe1-g1" -> "Крe1-g1") and returns
// which it replaced; `out` is `token` unchanged when none. Every upper-case Latin K and C is
// replaced, and a Latin p or P behind a K of either alphabet: none of them means anything in a
// move in Cyrillic letters, so the RussianCyrillic set reads every token it read before the
// same way. Whether a token of another set ("Kf3", an English king) is meant so is not this
// function's to say: see LookalikeDetector.
LookalikeLetters replace_lookalikes(std::string_view token, std::string& out);
// The look-alikes replace_lookalikes would replace in `token`, without writing anything.
LookalikeLetters find_lookalikes(std::string_view token);

}  // namespace chess::notation
