#include "chess/notation/letters.hpp"

#include <algorithm>
#include <array>
#include <string>

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
    // Król, hetman, wieża, goniec, skoczek, pion.
    {LetterSetId::Polish, "pl", {"P", "S", "G", "W", "H", "K"}, "x", "#"},
    // Král, dáma, věž, střelec, jezdec, pěšec.
    {LetterSetId::Czech, "cs", {"P", "J", "S", "V", "D", "K"}, "x", "#"},
    // Király, vezér, bástya, futó, huszár; the pawn's "Gy" (gyalog) is left out: two letters,
    // and books write pawn moves bare.
    {LetterSetId::Hungarian, "hu", {"", "H", "F", "B", "V", "K"}, "x", "#"},
    // Rei, dama, torre, bispo, cavalo, peão.
    {LetterSetId::Portuguese, "pt", {"P", "C", "B", "T", "D", "R"}, "x", "#"},
    // Rege, damă, turn, nebun, cal, pion.
    {LetterSetId::Romanian, "ro", {"P", "C", "N", "T", "D", "R"}, "x", "#"},
    // Kuningas, daami, torni, lähetti, ratsu; the pawn's S (sotilas) is left out: it is the
    // German knight, and books write pawn moves bare.
    {LetterSetId::Finnish, "fi", {"", "R", "L", "T", "D", "K"}, "x", "#"},
    // Кр (король) king, Ф (ферзь) queen, Т (тура) rook, С (слон) bishop, К (кінь) knight,
    // п (пішак) pawn: Russian's letters but the rook's; the same book conventions.
    {LetterSetId::Ukrainian,
     "uk",
     {"\xD0\xBF", "\xD0\x9A", "\xD0\xA1", "\xD0\xA2", "\xD0\xA4", "\xD0\x9A\xD1\x80"},
     ":",
     "x"},
    // Ц (цар) king, Д (дама) queen, Т (топ) rook, О (офицер) bishop, К (кон) knight,
    // П (пешка) pawn.
    {LetterSetId::Bulgarian,
     "bg",
     {"\xD0\x9F", "\xD0\x9A", "\xD0\x9E", "\xD0\xA2", "\xD0\x94", "\xD0\xA6"},
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

std::string_view letter_set_names() {
    static const std::string names = [] {
        std::string joined;
        for (const LetterSet& set : letter_sets) {
            if (!joined.empty()) joined += ", ";
            joined += set.name;
        }
        return joined;
    }();
    return names;
}

namespace {

constexpr std::string_view cyrillic_ka = "\xD0\x9A";  // К
constexpr std::string_view cyrillic_er = "\xD1\x80";  // р

// The Cyrillic look-alikes of Latin letters, as typed on a Russian keyboard (а с е) or a
// Bashkir, Kazakh or Tatar one (һ), and where LookalikeLetters records each.
struct CyrillicTwin {
    std::string_view cyrillic;
    std::string_view latin;
    bool LookalikeLetters::*seen;
};
constexpr std::array<CyrillicTwin, 4> cyrillic_twins = {{
    {"\xD0\xB0", "a", &LookalikeLetters::cyrillic_a},  // а U+0430
    {"\xD1\x81", "c", &LookalikeLetters::cyrillic_c},  // с U+0441
    {"\xD0\xB5", "e", &LookalikeLetters::cyrillic_e},  // е U+0435
    {"\xD2\xBB", "h", &LookalikeLetters::cyrillic_h},  // һ U+04BB
}};

// Where a Cyrillic letter typed for the Latin letter of a mark can only be that mark, given the
// token's bytes before it and after it. Elsewhere it stays Cyrillic, so that no reading another
// set or mark has is lost.
using MarkStands = bool (*)(std::string_view before, std::string_view after);

bool starts_with_file_letter(std::string_view s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'h') return true;
    return std::any_of(cyrillic_twins.begin(), cyrillic_twins.end(),
                       [s](const CyrillicTwin& twin) { return s.starts_with(twin.cyrillic); });
}

// Between the move's start (a piece letter, an origin file or square) and a target file: "Лхе1",
// "ехd5", "Кс3хd5". Not first ("хd5" has nothing to capture with) and not last: Russian books
// end a mating move with an x, and "Фf7х" is that mark's (mate_mark_stands).
bool capture_mark_stands(std::string_view before, std::string_view after) {
    return !before.empty() && starts_with_file_letter(after);
}

// Russian books' mate mark stands last, right behind the target square, a glyph perhaps after
// it: "Фf7х", "Л:h7х!". What the letter set then makes of that 'x' is the grammar's business
// (a mate mark where trailing 'x' is one, else an error at it, as before).
bool mate_mark_stands(std::string_view before, std::string_view after) {
    const bool behind_square = before.size() >= 2 && before.back() >= '1' && before.back() <= '8';
    return behind_square && after.find_first_not_of("!?") == std::string_view::npos;
}

// Castling's O stands first or behind a dash: "О-О", "O-О-О", "О–О". No piece or square is an O.
bool castling_o_stands(std::string_view before, std::string_view) {
    return before.empty() || before.ends_with('-') || before.ends_with("\u2013") ||
           before.ends_with("\u2014");
}

// The en-passant note's p stands right behind its e, a full stop perhaps between, and the blanks
// of "e. p.": "е.р.", "ер", "е. р." (the e Latin or Cyrillic). Кр's р does not.
bool en_passant_p_stands(std::string_view before, std::string_view) {
    while (before.ends_with(' ')) before.remove_suffix(1);
    if (before.ends_with('.')) before.remove_suffix(1);
    return before.ends_with('e') || before.ends_with("\xD0\xB5");  // e, е
}

struct CyrillicMark {
    std::string_view cyrillic;
    std::string_view latin;
    bool LookalikeLetters::*seen;
    MarkStands stands;
};
constexpr std::array<CyrillicMark, 7> cyrillic_marks = {{
    {"\xD1\x85", "x", &LookalikeLetters::cyrillic_x, &capture_mark_stands},          // х U+0445
    {"\xD0\xA5", "x", &LookalikeLetters::cyrillic_capital_x, &capture_mark_stands},  // Х U+0425
    {"\xD1\x85", "x", &LookalikeLetters::cyrillic_x, &mate_mark_stands},
    {"\xD0\xA5", "x", &LookalikeLetters::cyrillic_capital_x, &mate_mark_stands},
    {"\xD0\x9E", "O", &LookalikeLetters::cyrillic_capital_o, &castling_o_stands},  // О U+041E
    {"\xD0\xBE", "O", &LookalikeLetters::cyrillic_o, &castling_o_stands},          // о U+043E
    {"\xD1\x80", "p", &LookalikeLetters::cyrillic_p, &en_passant_p_stands},        // р U+0440
}};

// The bytes look-alikes begin with: K, C, the p, P or r of a king; the lead bytes of the
// Cyrillic twins and marks.
constexpr std::array<bool, 256> lookalike_bytes(LookalikeKinds kinds) {
    std::array<bool, 256> table{};
    if (kinds != LookalikeKinds::LatinLetters)
        for (const char c : std::string_view("KCpPr")) table[static_cast<unsigned char>(c)] = true;
    if (kinds != LookalikeKinds::Pieces) {
        for (const CyrillicTwin& twin : cyrillic_twins)
            table[static_cast<unsigned char>(twin.cyrillic[0])] = true;
        for (const CyrillicMark& mark : cyrillic_marks)
            table[static_cast<unsigned char>(mark.cyrillic[0])] = true;
    }
    return table;
}
constexpr std::array<std::array<bool, 256>, 3> lookalike_bytes_by_kinds = {
    lookalike_bytes(LookalikeKinds::Pieces), lookalike_bytes(LookalikeKinds::LatinLetters),
    lookalike_bytes(LookalikeKinds::PiecesAndLatinLetters)};

bool may_hold_lookalikes(std::string_view token, LookalikeKinds kinds) {
    const auto& table = lookalike_bytes_by_kinds[static_cast<std::size_t>(kinds)];
    return std::any_of(token.begin(), token.end(),
                       [&table](char c) { return table[static_cast<unsigned char>(c)]; });
}

// A look-alike at the start of a token's rest: the bytes it takes and what it stands for.
struct Replacement {
    std::size_t length = 0;  // 0: no look-alike here
    std::string_view meant;
};

Replacement piece_lookalike_at(std::string_view rest, LookalikeLetters& found) {
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
        // "Kr", transliterated Russian's king: no look-alike, but no more a knight than "Kp"
        // is, and the game's Cyrillic letters say which alphabet it meant.
        if (after.starts_with('r')) {
            found.king_kr = true;
            return {k + 1, "\xD0\x9A\xD1\x80"};  // Кр
        }
        if (!latin_k) return {};
        found.knight = true;
        return {1, cyrillic_ka};
    }
    if (!rest.starts_with('C')) return {};
    found.bishop = true;
    return {1, "\xD0\xA1"};  // С
}

// The Cyrillic look-alike of a Latin letter at byte `at` of `token`: a twin anywhere, a mark's
// letter where that mark stands.
Replacement latin_lookalike_at(std::string_view token, std::size_t at, LookalikeLetters& found) {
    const std::string_view rest = token.substr(at);
    for (const CyrillicTwin& twin : cyrillic_twins) {
        if (!rest.starts_with(twin.cyrillic)) continue;
        found.*twin.seen = true;
        return {twin.cyrillic.size(), twin.latin};
    }
    for (const CyrillicMark& mark : cyrillic_marks) {
        if (!rest.starts_with(mark.cyrillic) ||
            !mark.stands(token.substr(0, at), rest.substr(mark.cyrillic.size())))
            continue;
        found.*mark.seen = true;
        return {mark.cyrillic.size(), mark.latin};
    }
    return {};
}

Replacement lookalike_at(std::string_view token, std::size_t at, LookalikeKinds kinds,
                         LookalikeLetters& found) {
    if (kinds != LookalikeKinds::LatinLetters) {
        const Replacement piece = piece_lookalike_at(token.substr(at), found);
        if (piece.length != 0) return piece;
    }
    if (kinds == LookalikeKinds::Pieces) return {};
    return latin_lookalike_at(token, at, found);
}

}  // namespace

LookalikeLetters find_lookalikes(std::string_view token, LookalikeKinds kinds) {
    LookalikeLetters found;
    // Most tokens have none of the bytes look-alikes begin with: a table pass tells. A Cyrillic
    // game's every move comes here (LookalikeDetector), so this is kept cheap.
    if (!may_hold_lookalikes(token, kinds)) return found;
    for (std::size_t i = 0; i < token.size();) {
        const Replacement r = lookalike_at(token, i, kinds, found);
        i += r.length == 0 ? 1 : r.length;
    }
    return found;
}

LookalikeLetters replace_lookalikes(std::string_view token, std::string& out,
                                    LookalikeKinds kinds) {
    out.clear();
    LookalikeLetters found;
    for (std::size_t i = 0; i < token.size();) {
        const Replacement r = lookalike_at(token, i, kinds, found);
        if (r.length == 0) {
            out.push_back(token[i++]);
        } else {
            out.append(r.meant);
            i += r.length;
        }
    }
    return found;
}

std::size_t column_before_replacing(std::string_view token, std::size_t replaced_column,
                                    LookalikeKinds kinds) {
    LookalikeLetters found;
    std::size_t in = 0;
    std::size_t out = 0;
    while (in < token.size() && out < replaced_column) {
        const Replacement r = lookalike_at(token, in, kinds, found);
        in += r.length == 0 ? 1 : r.length;
        out += r.length == 0 ? 1 : r.meant.size();
    }
    return in;
}

bool has_cyrillic_letter(std::string_view token) {
    LookalikeLetters ignored;
    for (std::size_t i = 0; i < token.size();) {
        const auto byte = static_cast<unsigned char>(token[i]);
        if (byte != 0xD0 && byte != 0xD1) {
            ++i;
        } else if (const Replacement twin = latin_lookalike_at(token, i, ignored);
                   twin.length != 0) {
            i += twin.length;
        } else {
            return true;
        }
    }
    return false;
}

}  // namespace chess::notation
