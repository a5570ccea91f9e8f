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
    German,           // K D T L S (B); Danish, Norwegian and Swedish books use the same letters
    French,           // R D T F C (P)
    Spanish,          // R D T A C (P)
    Italian,          // R D T A C (P)
    Dutch,            // K D T L P (no pawn letter)
    Figurine,         // ♔ ♕ ♖ ♗ ♘ (♙); both colours' glyphs are read
    Polish,           // K H W G S (P)
    Czech,            // K D V S J (P)
    Hungarian,        // K V B F H (no pawn letter: "Gy" is two)
    Portuguese,       // R D T B C (P)
    Romanian,         // R D T N C (P)
    Finnish,          // K D T L R (no pawn letter: its S is the German knight)
    Ukrainian,        // Кр Ф Т С К (п); ':' captures and 'x' mate, as in Russian books
    Bulgarian,        // Ц Д Т О К (П)
};
inline constexpr int letter_set_count = 17;

// One bit per LetterSetId: a set of letter sets.
using LetterSetMask = std::uint32_t;
static_assert(letter_set_count <= 32);

// Whether a game's letter set may be detected as `id` (LetterSetDetector) rather than only
// named (--from-letters). Romanian is only named: its N is the bishop, so with it detected
// an English game's "Nf3" would no longer tell its set, and every English game would be held
// back until a B or Q move, at a cost to the throughput of whole archives.
constexpr bool detectable(LetterSetId id) { return id != LetterSetId::Romanian; }

// The order in which a game whose letters leave several sets open is read (the replayer tries
// them in turn; LetterSetDetector::preferred): English first, by convention; a short German
// study's "c8L" is a bishop, its "Fd3" a French bishop, before they are transliterated Russian's
// rook and queen, the rarest in print. The sets from Polish on come after Dutch: a game that one
// of the sets before reads keeps that reading (a Russian game with no rook move is Russian, not
// Ukrainian).
inline constexpr std::array<LetterSetId, letter_set_count> reading_preference = {
    LetterSetId::English,      LetterSetId::RussianCyrillic, LetterSetId::German,
    LetterSetId::French,       LetterSetId::Spanish,         LetterSetId::Italian,
    LetterSetId::Dutch,        LetterSetId::Polish,          LetterSetId::Czech,
    LetterSetId::Hungarian,    LetterSetId::Portuguese,      LetterSetId::Romanian,
    LetterSetId::Finnish,      LetterSetId::Ukrainian,       LetterSetId::Bulgarian,
    LetterSetId::RussianLatin, LetterSetId::Figurine};

struct LetterSet {
    LetterSetId id;
    std::string_view name;  // "en", "ru", "ru-latin", "de", ..., "fan", "pl", ...: letter_set_names
    std::array<std::string_view, 6> piece;  // UTF-8 letter per PieceType; piece[Pawn] may be empty
    std::string_view capture;               // written capture mark: "x" or ":"
    std::string_view mate;                  // written mate mark: "#", or "x" in Russian books
};

const LetterSet& letter_set(LetterSetId id);
// By the short name used on command lines ("en", "ru", "ru-latin", "de", "fr", "es", "it", "nl",
// "fan", "pl", "cs", "hu", "pt", "ro", "fi", "uk", "bg"); nullopt for an unknown name.
std::optional<LetterSetId> letter_set_by_name(std::string_view name);

// Every set's name, comma-separated in LetterSetId order, for messages and help texts.
std::string_view letter_set_names();

// Look-alike letters: the letter meant, typed or read by OCR from another alphabet.
//
// Russian scores typed on a Latin keyboard, or read by OCR, mix Latin letters that look like
// Cyrillic piece letters in among the Cyrillic ones: "Cf1-b5" for "Сf1-b5", "Kc6-b8" for
// "Кc6-b8", "Kpg1-h1" or "KPg1-h1" for "Крg1-h1"; and the transliterated king "Krg1-h1" too.
// The other way round, scores typed on a Russian keyboard give the file letters as the Cyrillic
// letters that look like them: "е2-е4", "Кb8-с6", "а7-а6" with Cyrillic е, с, а. Only a, c and
// e have such twins among the Russian letters; h has one in the Cyrillic of Bashkir, Kazakh and
// Tatar keyboards (һ). b, d, f and g have none. The same keyboards give the Latin letters of the
// marks as Cyrillic ones: х for the capture mark x ("Кс3хd5", "ехd5"), О for the O of castling
// ("О-О-О"), р for the p of the en-passant note ("е.р."). Which of them a token holds:
struct LookalikeLetters {
    // Latin for Cyrillic piece letters.
    bool king = false;     // "Kp", "KP": Latin K or p/P (or both) for the king's Кр
    bool king_kr = false;  // "Kr": the transliterated king (Latin K, or К, with a Latin r)
    bool bishop = false;   // "C": Latin C for the bishop's С
    bool knight = false;   // "K": Latin K for the knight's К
    // Cyrillic for Latin letters (files, mostly).
    bool cyrillic_a = false;  // а (U+0430) for a
    bool cyrillic_c = false;  // с (U+0441) for c
    bool cyrillic_e = false;  // е (U+0435) for e
    bool cyrillic_h = false;  // һ (U+04BB) for h
    // Cyrillic for the Latin letters of marks, only where the mark can stand (replace_lookalikes).
    bool cyrillic_x = false;          // х (U+0445) for the capture mark x
    bool cyrillic_capital_x = false;  // Х (U+0425) for the capture mark x
    bool cyrillic_capital_o = false;  // О (U+041E) for the O of castling
    bool cyrillic_o = false;          // о (U+043E) for the O of castling
    bool cyrillic_p = false;          // р (U+0440) for the p of the en-passant note "e.p."

    bool pieces() const { return king || king_kr || bishop || knight; }
    bool latin_letters() const {
        return cyrillic_a || cyrillic_c || cyrillic_e || cyrillic_h || cyrillic_x ||
               cyrillic_capital_x || cyrillic_capital_o || cyrillic_o || cyrillic_p;
    }
    bool any() const { return pieces() || latin_letters(); }
    LookalikeLetters& operator|=(LookalikeLetters other) {
        king = king || other.king;
        king_kr = king_kr || other.king_kr;
        bishop = bishop || other.bishop;
        knight = knight || other.knight;
        cyrillic_a = cyrillic_a || other.cyrillic_a;
        cyrillic_c = cyrillic_c || other.cyrillic_c;
        cyrillic_e = cyrillic_e || other.cyrillic_e;
        cyrillic_h = cyrillic_h || other.cyrillic_h;
        cyrillic_x = cyrillic_x || other.cyrillic_x;
        cyrillic_capital_x = cyrillic_capital_x || other.cyrillic_capital_x;
        cyrillic_capital_o = cyrillic_capital_o || other.cyrillic_capital_o;
        cyrillic_o = cyrillic_o || other.cyrillic_o;
        cyrillic_p = cyrillic_p || other.cyrillic_p;
        return *this;
    }
};

// Which look-alikes a reading replaces.
enum class LookalikeKinds : std::uint8_t {
    Pieces,        // Latin look-alikes of Cyrillic piece letters, by the Cyrillic letters
    LatinLetters,  // Cyrillic look-alikes of Latin letters, by the Latin letters
    PiecesAndLatinLetters,
};

// Writes `token` to `out` with the look-alikes of `kinds` replaced ("Cf1:b5" -> "Сf1:b5",
// "Kpe1-g1" -> "Крe1-g1"; "е2-е4" -> "e2-e4") and returns which it replaced; `out` is `token`
// unchanged when none. Pieces: every upper-case Latin K and C is replaced, and a Latin p, P or r
// behind a K of either alphabet: none of them means anything in a move in Cyrillic letters, so
// the RussianCyrillic set reads every token it read before the same way. Latin letters: every
// Cyrillic а, с, е and һ; and the Cyrillic letters of marks where only that mark can stand, so
// that no other reading is lost: х or Х as the capture mark x between a move's start and a file
// letter ("Лхе1", not the trailing х of "Фf7х"), О or о as the O of castling at the token's
// start or behind a dash ("О-О", "O-О"), р as the p of "e.p." right behind an e and perhaps a
// full stop ("е.р.", "ер"; not the р of "Кр"). Whether a token is meant so is not this
// function's to say: see LookalikeDetector, and parse_move_reading_lookalikes (move_parser.hpp),
// which replaces only in a token that does not read as written (in Cyrillic letters "сd4" is a
// lower-case bishop).
LookalikeLetters replace_lookalikes(std::string_view token, std::string& out,
                                    LookalikeKinds kinds = LookalikeKinds::Pieces);
// The look-alikes replace_lookalikes would replace in `token`, without writing anything.
LookalikeLetters find_lookalikes(std::string_view token,
                                 LookalikeKinds kinds = LookalikeKinds::Pieces);
// Where byte `replaced_column` of `token`'s replaced text (replace_lookalikes, `kinds`) came
// from in `token`: an error found in the replaced text is reported at the token's own byte.
std::size_t column_before_replacing(std::string_view token, std::size_t replaced_column,
                                    LookalikeKinds kinds);
// Whether `token` holds a Cyrillic letter that is no look-alike of a Latin one: in a move
// token, a piece letter ("Кg1-f3", not "е2-е4").
bool has_cyrillic_letter(std::string_view token);

}  // namespace chess::notation
