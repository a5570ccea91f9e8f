#pragma once
// The move grammar (Spirit X3 on Boost 1.74), applied to one token at a time with `const char*`
// iterators. Three rules of the house (DESIGN.md section 6):
//   - only `>>`, never the expectation operator `>` (it throws in 1.74);
//   - no attribute rollback is relied on: an optional origin is taken only after a lookahead
//     has seen the whole shape it belongs to, so a failed branch never leaves a value behind;
//   - every part after the piece letter is optional, so the parse always succeeds and stops at
//     the first byte it does not understand; move_parser.cpp turns that column into an error.
//
//   move      = -piece_letter >> -squares >> -promotion >> suffix
//   squares   = -(&origin_file_shape >> file) >> -(&origin_rank_shape >> rank)
//               >> -separator >> file >> -rank
//   promotion = -promotion_mark >> promotion_letter >> matches[')']   ('=', '/' or '(')
//   suffix    = -en_passant >> -check_mark >> -en_passant >> -glyph
//   special   = castling_or_null >> suffix
//
// Every parser object here is constexpr (no x3::symbols at namespace scope), so the grammar is
// constant-initialized and safe to use from other translation units' static initializers. The
// letter-set tables, the only dynamic ones, are reached through the parse context.

#include "move_ast_adapted.hpp"
#include "move_grammar.hpp"

#include "chess/notation/square.hpp"

namespace chess::notation::grammar {

namespace parsers {

// One character mapped by a function to an attribute; the shape shared by files and ranks.
template <typename T, std::optional<T> (*Read)(char)>
struct char_to : x3::parser<char_to<T, Read>> {
    using attribute_type = T;
    static constexpr bool has_attribute = true;

    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context&, RContext&,
               Attribute& attr) const {
        if (first == last) return false;
        const std::optional<T> value = Read(*first);
        if (!value) return false;
        x3::traits::move_to(*value, attr);
        ++first;
        return true;
    }
};

using file_parser = char_to<File, &parse_file>;
using rank_parser = char_to<Rank, &parse_rank>;

// The longest of a few fixed spellings: separators, en-passant notes, glyphs, castling.
template <typename T, std::size_t N>
struct spelling_parser : x3::parser<spelling_parser<T, N>> {
    using attribute_type = T;
    static constexpr bool has_attribute = true;

    constexpr explicit spelling_parser(const std::array<Spelling<T>, N>& s) : spellings(s) {}

    bool parse(const char*& first, const char* last, const auto&, auto&, auto& attr) const {
        if (first == last) return false;
        const std::string_view rest(first, static_cast<std::size_t>(last - first));
        const Spelling<T>* best = nullptr;
        for (const Spelling<T>& s : spellings) {
            if (s.text[0] != rest[0] || !rest.starts_with(s.text)) continue;  // first byte: cheap
            if (best == nullptr || s.text.size() > best->text.size()) best = &s;
        }
        if (best == nullptr) return false;
        x3::traits::move_to(best->value, attr);
        first += best->text.size();
        return true;
    }

    std::array<Spelling<T>, N> spellings;
};

// A piece letter of the letter set in the context (longest match over its table).
template <bool Promotion>
struct letter_parser : x3::parser<letter_parser<Promotion>> {
    using attribute_type = PieceToken;
    static constexpr bool has_attribute = true;

    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context& context, RContext&,
               Attribute& attr) const {
        if (first == last) return false;
        const LetterTables& tables = x3::get<letters_tag>(context);
        const auto& starts = Promotion ? tables.promotion_starts : tables.piece_starts;
        if (!starts[static_cast<unsigned char>(*first)]) return false;
        const auto& table = Promotion ? tables.promotions : tables.pieces;
        return table.parse(first, last, context, x3::unused, attr);
    }
};

// '+', '#', "++" (older books: double check, or mate), German books' dagger for check and
// double dagger for mate, English books' "ch", and in Russian books a trailing 'x' (or '×')
// for mate.
// Whether 'x' is a mate mark depends on the letter set, so this one also reads the context.
struct check_parser : x3::parser<check_parser> {
    using attribute_type = CheckAst;
    static constexpr bool has_attribute = true;

    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context& context, RContext&,
               Attribute& attr) const {
        if (first == last) return false;
        const std::string_view rest(first, static_cast<std::size_t>(last - first));
        CheckAst mark;
        switch (rest[0]) {
            case '+':
                mark = rest.starts_with("++") ? CheckAst::DoubleCheck : CheckAst::Check;
                break;
            case '#':
                mark = CheckAst::Mate;
                break;
            case 'x':
                if (!x3::get<letters_tag>(context).mate_as_x) return false;
                mark = CheckAst::MateAsX;
                break;
            case 'c':
                if (!rest.starts_with("ch")) return false;
                mark = CheckAst::Ch;
                break;
            case '\xC3':  // U+00D7, the typeset form of the same 'x'
                if (!rest.starts_with("\u00D7") || !x3::get<letters_tag>(context).mate_as_x)
                    return false;
                mark = CheckAst::MateAsTimes;
                break;
            case '\xE2':
                if (rest.starts_with("\u2020")) {
                    mark = CheckAst::Dagger;
                } else if (rest.starts_with("\u2021")) {
                    mark = CheckAst::DoubleDagger;
                } else {
                    return false;
                }
                break;
            default:
                return false;
        }
        x3::traits::move_to(mark, attr);
        first += check_length(mark);
        return true;
    }
};

inline constexpr std::array<Spelling<Separator>, 6> separators = {{
    {"-", Separator::Hyphen},
    {"\u2013", Separator::EnDash},
    {"\u2014", Separator::EnDash},  // an em dash: typeset books
    {"x", Separator::Cross},
    {":", Separator::Colon},
    {"\u00D7", Separator::Times},  // the multiplication sign: typeset books
}};

inline constexpr std::array<Spelling<PromotionMark>, 3> promotion_marks = {{
    {"=", PromotionMark::Equals},
    {"/", PromotionMark::Slash},        // books: "e8/Q"
    {"(", PromotionMark::Parenthesis},  // books: "e8(Q)"
}};

// The value is the note's length, so errors after it can be placed.
inline constexpr std::array<Spelling<std::uint8_t>, 2> en_passant_notes = {{
    {"e.p.", 4},
    {"ep", 2},
}};

inline constexpr std::array<Spelling<GluedNag>, 6> glyphs = {{
    {"!", 1},
    {"?", 2},
    {"!!", 3},
    {"??", 4},
    {"!?", 5},
    {"?!", 6},
}};

}  // namespace parsers

// The rules live in this namespace because BOOST_SPIRIT_DEFINE must define parse_rule() where
// BOOST_SPIRIT_DECLARE declared it.
using x3::lit;
using x3::matches;

constexpr parsers::file_parser file{};
constexpr parsers::rank_parser rank{};
constexpr parsers::letter_parser<false> piece_letter{};
constexpr parsers::letter_parser<true> promotion_letter{};
constexpr parsers::check_parser check_mark{};
constexpr parsers::spelling_parser separator{parsers::separators};
constexpr parsers::spelling_parser promotion_mark{parsers::promotion_marks};
constexpr parsers::spelling_parser en_passant{parsers::en_passant_notes};
constexpr parsers::spelling_parser glyph{parsers::glyphs};
constexpr parsers::spelling_parser castling_or_null{special_spellings};

constexpr x3::rule<struct squares_class, SquaresAst> squares = "squares";
constexpr x3::rule<struct promotion_class, PromotionAst> promotion = "promotion";
constexpr x3::rule<struct suffix_class, SuffixAst> suffix = "suffix";
constexpr move_type move = "move";
constexpr special_type special = "special";

// A file is an origin file only if a target file follows (after an origin rank, a target
// square must follow). Without the first branch's full square, "d6e.p." would read 'd' as an
// origin; without the second, "exd5" and the short capture "de" would have no origin.
constexpr auto origin_file_shape = file >>
                                   ((rank >> -separator >> file >> rank) | (-separator >> file));
// A rank is an origin rank only if a whole target square follows ("N1d2", "e2e4").
constexpr auto origin_rank_shape = rank >> -separator >> file >> rank;

constexpr auto squares_def = -(&origin_file_shape >> file) >> -(&origin_rank_shape >> rank) >>
                             -separator >> file >> -rank;
constexpr auto promotion_def = -promotion_mark >> promotion_letter >> matches[lit(')')];
constexpr auto suffix_def = -en_passant >> -check_mark >> -en_passant >> -glyph;
constexpr auto move_def = -piece_letter >> -squares >> -promotion >> suffix;
constexpr auto special_def = castling_or_null >> suffix;

BOOST_SPIRIT_DEFINE(squares, promotion, suffix, move, special)

const move_type& move_rule() { return move; }
const special_type& special_rule() { return special; }

}  // namespace chess::notation::grammar
