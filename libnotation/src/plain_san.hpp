#pragma once
// The fast path of parse_move: plain export-format SAN in English letters ("e4", "Nbd2+",
// "exd8=Q#", "O-O-O"), which is almost every move of real archives, read by a few byte tests
// instead of the general grammar. Anything else (other notations, letters, glyphs, lapses,
// errors) is declined and goes through the grammar, which gives the same MoveText for every
// token this path accepts (a differential test holds them to that).

#include <optional>
#include <string_view>

#include "chess/notation/move_text.hpp"

namespace chess::notation::detail {

// The MoveText of `token` when it is plain SAN, else nullopt (not an error: "not handled here").
std::optional<MoveText> read_plain_san(std::string_view token);

}  // namespace chess::notation::detail
