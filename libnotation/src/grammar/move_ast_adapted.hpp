#pragma once
// Fusion adaptations, so X3 can fill the AST structs field by field in grammar order.

#include <boost/fusion/include/adapt_struct.hpp>

#include "move_ast.hpp"

BOOST_FUSION_ADAPT_STRUCT(chess::notation::grammar::SquaresAst, from_file, from_rank, separator,
                          to_file, to_rank)
BOOST_FUSION_ADAPT_STRUCT(chess::notation::grammar::PromotionAst, mark, piece, closed)
BOOST_FUSION_ADAPT_STRUCT(chess::notation::grammar::SuffixAst, ep_before, check, ep_after, glyph)
BOOST_FUSION_ADAPT_STRUCT(chess::notation::grammar::MoveAst, piece, squares, promotion, suffix)
BOOST_FUSION_ADAPT_STRUCT(chess::notation::grammar::SpecialAst, token, suffix)
