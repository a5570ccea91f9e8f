#pragma once
// UCI move notation: "e2e4", "e7e8q", "0000" (null move). Castling is written as the king's
// two-square step in standard chess ("e1g1") and as king-takes-rook in Chess960 ("e1h1"); both
// forms are read in either mode.

#include <optional>
#include <string>
#include <string_view>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace chess::notation {

// The syntax of a UCI move, with no board: origin, destination, optional promotion letter.
struct UciMove {
    Square from;
    Square to;
    std::optional<PieceType> promotion;
    bool null = false;  // "0000"
    friend bool operator==(const UciMove&, const UciMove&) = default;
};

// Parses "e2e4", "e7e8q" (promotion letter n, b, r or q, either case) or "0000".
std::optional<UciMove> parse_uci(std::string_view text);

// The legal move `uci` denotes in `pos`, or nullopt when there is none.
std::optional<Move> resolve_uci(const Position& pos, const UciMove& uci);

// Writes the legal move `m` of `pos` in UCI.
std::string write_uci(const Position& pos, Move m);

}  // namespace chess::notation
