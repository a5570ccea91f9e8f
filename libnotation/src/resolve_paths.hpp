#pragma once
// resolve's fast path for the moves that parse_move's fast path reads (plain export-format SAN
// in English letters), named for the differential test that holds it to resolve()'s answers.

#include "chess/notation/move_text.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/position.hpp"

namespace chess::notation::detail {

// resolve(pos, text, CheckMarks::Defer) for a `text` that read_plain_san() produced, on the
// common path only: castling that is allowed, or exactly one legal piece of the named type that
// fits the written origin, with its promotion as written. True with `out` set to what resolve()
// returns; false (not an error: "not handled here") when resolve() must decide, which includes
// every error. An out parameter for the same reason as read_plain_san's.
bool resolve_plain_san(const Position& pos, const MoveText& text, ResolvedMove& out);

}  // namespace chess::notation::detail
