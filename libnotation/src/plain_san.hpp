#pragma once
// The fast path of parse_move: plain export-format SAN in English letters ("e4", "Nbd2+",
// "exd8=Q#", "O-O-O"), which is almost every move of real archives, read by a few byte tests
// instead of the general grammar. Anything else (other notations, letters, glyphs, lapses,
// errors) is declined and goes through the grammar, which gives the same MoveText for every
// token this path accepts (a differential test holds them to that).

#include <string_view>

#include "chess/notation/move_text.hpp"

namespace chess::notation::detail {

// True, with `text` (a default MoveText on entry) filled in, when `token` is plain SAN; false
// otherwise (not an error: "not handled here"), leaving `text` to be discarded. An out
// parameter rather than an optional: this runs for nearly every move of an archive, and the
// copies of the optional and of the caller's expected cost more than the parse.
bool read_plain_san(std::string_view token, MoveText& text);

}  // namespace chess::notation::detail
