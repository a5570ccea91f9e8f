// The one translation unit that instantiates the move grammar (one iterator type, one
// context type), builds the per-letter-set tables, and offers the X3-free entry points.

#include <string>

#include "move_grammar_def.hpp"

namespace chess::notation::grammar {

BOOST_SPIRIT_INSTANTIATE(move_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(special_type, iterator_type, context_type)

namespace {

// Lower case for the letters the sets use: ASCII and two-byte Cyrillic capitals
// (U+0410..U+042F -> U+0430..U+044F). Runs only while the tables are built.
std::string lower_case(std::string_view letter) {
    std::string out(letter);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto byte = static_cast<unsigned char>(out[i]);
        if (byte >= 'A' && byte <= 'Z') {
            out[i] = static_cast<char>(byte + ('a' - 'A'));
        } else if (byte == 0xD0 && i + 1 < out.size()) {
            const auto next = static_cast<unsigned char>(out[i + 1]);
            if (next >= 0x90 && next <= 0x9F) {
                out[i + 1] = static_cast<char>(next + 0x20);
            } else if (next >= 0xA0 && next <= 0xAF) {
                out[i] = static_cast<char>(0xD1);
                out[i + 1] = static_cast<char>(next - 0x20);
            }
            ++i;
        }
    }
    return out;
}

void add_once(x3::symbols<PieceToken>& table, std::array<bool, 256>& starts, const std::string& key,
              PieceToken token) {
    token.length = static_cast<std::uint8_t>(key.size());
    if (table.find(key) != nullptr) return;
    table.add(key, token);
    starts[static_cast<unsigned char>(key[0])] = true;
}

void add_piece(LetterTables& tables, const std::string& key, PieceToken token) {
    add_once(tables.pieces, tables.piece_starts, key, token);
}

void add_promotion(LetterTables& tables, const std::string& key, PieceToken token) {
    add_once(tables.promotions, tables.promotion_starts, key, token);
}

constexpr bool promotable(PieceType pt) { return pt != PieceType::Pawn && pt != PieceType::King; }

// Figurines of both colours (U+2654..U+2659 white, U+265A..U+265F black) are read in every
// set: a glyph names its piece unambiguously, so accepting it can never pick a wrong piece.
// Phones and emoji pickers may follow the glyph with a variation selector, U+FE0F (emoji
// presentation) or U+FE0E (text): invisible, it only asks for a drawing style, so the glyph
// with it is the same piece.
void add_figurines(LetterTables& tables) {
    constexpr PieceType by_glyph[6] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                       PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
    constexpr std::string_view selectors[] = {"", "\uFE0F", "\uFE0E"};
    for (int colour = 0; colour < 2; ++colour) {
        for (int i = 0; i < 6; ++i) {
            const std::string glyph = {'\xE2', '\x99', static_cast<char>(0x94 + 6 * colour + i)};
            const PieceToken token{by_glyph[i], LetterForm::Figurine, 0, false};
            for (const std::string_view selector : selectors) {
                const std::string key = glyph + std::string(selector);
                add_piece(tables, key, token);
                if (promotable(token.type)) add_promotion(tables, key, token);
            }
        }
    }
}

void add_letters(LetterTables& tables, const LetterSet& set) {
    const LetterSet& english = letter_set(LetterSetId::English);
    for (PieceType pt : all_piece_types) {
        const auto i = static_cast<std::size_t>(index(pt));
        const std::string letter(set.piece[i]);
        if (letter.empty()) continue;
        const std::string lower = lower_case(letter);
        const bool national = set.piece[i] != english.piece[i];
        const PieceToken upper_token{pt, LetterForm::Letter, 0, national};
        const PieceToken lower_token{pt, LetterForm::LowerCase, 0, national};
        add_piece(tables, letter, upper_token);
        // A lower-case letter that is also a file ('b' in English, 'c' 'd' 'f' in French...)
        // stays a file: "bxc3" is a pawn capture. After a target square no file can follow,
        // so promotions take every lower-case letter ("e8=b").
        if (lower != letter && !parse_file(lower[0])) add_piece(tables, lower, lower_token);
        if (!promotable(pt)) continue;
        add_promotion(tables, letter, upper_token);
        if (lower != letter) add_promotion(tables, lower, lower_token);
    }
}

void build(LetterTables& tables, LetterSetId id) {
    const LetterSet& set = letter_set(id);
    tables.id = id;
    tables.mate_as_x = set.mate == "x";
    add_figurines(tables);
    // UCI's promotion letters first, so that in English "q" counts as UCI, not as a
    // lower-case piece. They clash with no set's promotion letters: where a set uses the same
    // lower-case letter (French 'r' roi), it names a king, which no pawn becomes.
    for (PieceType pt : {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen})
        add_promotion(tables, std::string(1, "pnbrqk"[index(pt)]), {pt, LetterForm::Uci, 0, false});
    if (id != LetterSetId::Figurine) add_letters(tables, set);
}

}  // namespace

const LetterTables& letter_tables(LetterSetId id) {
    static const std::array<LetterTables, letter_set_count> tables = [] {
        std::array<LetterTables, letter_set_count> built;
        for (std::size_t i = 0; i < built.size(); ++i) build(built[i], static_cast<LetterSetId>(i));
        return built;
    }();
    return tables[static_cast<std::size_t>(id)];
}

const char* read_move(const char* first, const char* last, LetterSetId letters, MoveAst& ast) {
    const auto parser = x3::with<letters_tag>(letter_tables(letters))[move_rule()];
    x3::parse(first, last, parser, ast);
    return first;
}

const char* read_special(const char* first, const char* last, LetterSetId letters,
                         SpecialAst& ast) {
    const auto parser = x3::with<letters_tag>(letter_tables(letters))[special_rule()];
    x3::parse(first, last, parser, ast);
    return first;
}

const char* read_check(const char* first, const char* last, LetterSetId letters, CheckAst& mark) {
    const auto parser = x3::with<letters_tag>(letter_tables(letters))[check_mark];
    x3::parse(first, last, parser, mark);
    return first;
}

}  // namespace chess::notation::grammar
