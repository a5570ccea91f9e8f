#pragma once
// Writing UCI move notation: "e2e4", "e7e8q", "0000" (null move). Castling is the king's
// two-square step in standard chess ("e1g1") and king-takes-rook in Chess960 ("e1h1").
// Reading UCI is parse_move()'s job (move_parser.hpp): it reads bare coordinates in any letter
// set, and resolve() accepts both castling forms.

#include <string>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace chess::notation {

// Writes the legal move `m` of `pos` in UCI.
std::string write_uci(const Position& pos, Move m);

}  // namespace chess::notation
