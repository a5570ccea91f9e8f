#pragma once
// parse_move's two paths, named for the differential test that holds them to the same answers:
// the fast one for plain English SAN (plain_san.hpp) and the general grammar (move_parser.cpp).

#include <expected>
#include <string_view>

#include "chess/notation/move_parser.hpp"
#include "plain_san.hpp"

namespace chess::notation::detail {

// parse_move without the fast path: every token through the grammar.
std::expected<MoveText, MoveParseError> parse_with_grammar(std::string_view token,
                                                           const LetterSet& letters);

}  // namespace chess::notation::detail
