#include "chess/notation/letters.hpp"

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

}  // namespace chess::notation
