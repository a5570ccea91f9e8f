#include "chess/notation/letters.hpp"

#include <algorithm>
#include <array>

namespace chess::notation {

namespace {

// Indexed by LetterSetId. piece[] is indexed by PieceType: Pawn, Knight, Bishop, Rook, Queen,
// King. The pawn letter is what a reader accepts as an explicit pawn ("Pe4", German "Be4");
// writers leave pawns unlettered. Russian and German books write captures with ':', and Russian
// books write mate as a trailing 'x' ("Фh5:f7x").
constexpr std::array<LetterSet, letter_set_count> letter_sets = {{
    {LetterSetId::English, "en", {"P", "N", "B", "R", "Q", "K"}, "x", "#"},
    // Кр (король) king, Ф (ферзь) queen, Л (ладья) rook, С (слон) bishop, К (конь) knight,
    // п (пешка) pawn.
    {LetterSetId::RussianCyrillic,
     "ru",
     {"\xD0\xBF", "\xD0\x9A", "\xD0\xA1", "\xD0\x9B", "\xD0\xA4", "\xD0\x9A\xD1\x80"},
     ":",
     "x"},
    // The same transliterated: Kr king, F queen, L rook, C bishop, K knight; no pawn letter.
    {LetterSetId::RussianLatin, "ru-latin", {"", "K", "C", "L", "F", "Kr"}, ":", "x"},
    // König, Dame, Turm, Läufer, Springer, Bauer.
    {LetterSetId::German, "de", {"B", "S", "L", "T", "D", "K"}, ":", "#"},
    // Roi, dame, tour, fou, cavalier, pion.
    {LetterSetId::French, "fr", {"P", "C", "F", "T", "D", "R"}, "x", "#"},
    // Rey, dama, torre, alfil, caballo, peón.
    {LetterSetId::Spanish, "es", {"P", "C", "A", "T", "D", "R"}, "x", "#"},
    // Re, donna, torre, alfiere, cavallo, pedone: the same letters as Spanish.
    {LetterSetId::Italian, "it", {"P", "C", "A", "T", "D", "R"}, "x", "#"},
    // Koning, dame, toren, loper, paard; Dutch has no pawn letter (P is the knight).
    {LetterSetId::Dutch, "nl", {"", "P", "L", "T", "D", "K"}, "x", "#"},
    // White glyphs are written; readers accept both colours' glyphs.
    {LetterSetId::Figurine,
     "fan",
     {"\xE2\x99\x99", "\xE2\x99\x98", "\xE2\x99\x97", "\xE2\x99\x96", "\xE2\x99\x95",
      "\xE2\x99\x94"},
     "x",
     "#"},
}};

// Every row sits at its own id, so letter_set() can index instead of searching.
constexpr bool table_is_indexed_by_id() {
    for (std::size_t i = 0; i < letter_sets.size(); ++i)
        if (static_cast<std::size_t>(letter_sets[i].id) != i) return false;
    return true;
}
static_assert(table_is_indexed_by_id());

}  // namespace

const LetterSet& letter_set(LetterSetId id) { return letter_sets[static_cast<std::size_t>(id)]; }

std::optional<LetterSetId> letter_set_by_name(std::string_view name) {
    for (const LetterSet& set : letter_sets)
        if (set.name == name) return set.id;
    return std::nullopt;
}

namespace {

constexpr std::string_view cyrillic_ka = "\xD0\x9A";  // К
constexpr std::string_view cyrillic_er = "\xD1\x80";  // р

// The bytes look-alikes are made of: K, C, and the p or P of a king.
constexpr std::array<bool, 256> lookalike_bytes = [] {
    std::array<bool, 256> table{};
    for (const char c : std::string_view("KCpP")) table[static_cast<unsigned char>(c)] = true;
    return table;
}();

// A look-alike at the start of a token's rest: the bytes it takes and the Cyrillic it stands for.
struct Replacement {
    std::size_t length = 0;  // 0: no look-alike here
    std::string_view cyrillic;
};

Replacement lookalike_at(std::string_view rest, LookalikeLetters& found) {
    const bool latin_k = rest.starts_with('K');
    if (latin_k || rest.starts_with(cyrillic_ka)) {
        const std::size_t k = latin_k ? 1 : cyrillic_ka.size();
        const std::string_view after = rest.substr(k);
        std::size_t er = after.starts_with('p') || after.starts_with('P') ? 1 : 0;
        // A Cyrillic К takes a Cyrillic р as it is: "Кр" is no look-alike.
        if (er == 0 && latin_k && after.starts_with(cyrillic_er)) er = cyrillic_er.size();
        if (er != 0) {
            found.king = true;
            return {k + er, "\xD0\x9A\xD1\x80"};  // Кр
        }
        if (!latin_k) return {};
        found.knight = true;
        return {1, cyrillic_ka};
    }
    if (!rest.starts_with('C')) return {};
    found.bishop = true;
    return {1, "\xD0\xA1"};  // С
}

}  // namespace

LookalikeLetters find_lookalikes(std::string_view token) {
    LookalikeLetters found;
    // Most tokens have none of the letters look-alikes are made of: a table pass tells. A
    // Cyrillic game's every move comes here (LookalikeDetector), so this is kept cheap.
    const auto part_of_one = [](char c) { return lookalike_bytes[static_cast<unsigned char>(c)]; };
    if (std::none_of(token.begin(), token.end(), part_of_one)) return found;
    for (std::size_t i = 0; i < token.size();) {
        const Replacement r = lookalike_at(token.substr(i), found);
        i += r.length == 0 ? 1 : r.length;
    }
    return found;
}

LookalikeLetters replace_lookalikes(std::string_view token, std::string& out) {
    out.clear();
    LookalikeLetters found;
    for (std::size_t i = 0; i < token.size();) {
        const Replacement r = lookalike_at(token.substr(i), found);
        if (r.length == 0) {
            out.push_back(token[i++]);
        } else {
            out.append(r.cyrillic);
            i += r.length;
        }
    }
    return found;
}

}  // namespace chess::notation
