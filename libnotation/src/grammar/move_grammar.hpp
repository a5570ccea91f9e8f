#pragma once
// The move grammar's declarations (Spirit X3). Only the grammar's own files include this; the
// rest of the library goes through read_move() / read_special() in move_ast.hpp.

#include <array>

#include <boost/spirit/home/x3.hpp>

#include "move_ast.hpp"

namespace chess::notation::grammar {

namespace x3 = boost::spirit::x3;

// The letters of one letter set as X3 lookup tables. Built once per set on first use and never
// changed afterwards, so concurrent parses may share them. Longest match makes the two-letter
// kings ("Кр", "Kr") win over the one-letter knights ("К", "K").
struct LetterTables {
    LetterSetId id = LetterSetId::English;
    bool mate_as_x = false;              // Russian books: a trailing 'x' is mate
    x3::symbols<PieceToken> pieces;      // leading piece letters, lower case, figurines
    x3::symbols<PieceToken> promotions;  // promotion letters (UCI's q r b n included)
    // The bytes an entry of pieces / promotions starts with, so that most tokens ("e4",
    // "exd5") are turned away by one load instead of a walk through the table.
    std::array<bool, 256> piece_starts{};
    std::array<bool, 256> promotion_starts{};
};

const LetterTables& letter_tables(LetterSetId id);

// The grammar reaches the letter set through the parse context.
struct letters_tag;

using iterator_type = const char*;
using context_type = x3::context<letters_tag, const LetterTables, x3::unused_type>;

struct move_class;
struct special_class;
using move_type = x3::rule<move_class, MoveAst>;
using special_type = x3::rule<special_class, SpecialAst>;

BOOST_SPIRIT_DECLARE(move_type, special_type)

const move_type& move_rule();
const special_type& special_rule();

}  // namespace chess::notation::grammar
