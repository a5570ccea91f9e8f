#pragma once
// FEN written straight into a caller's buffer: no allocation beyond the buffer's growth, for
// tools that write a FEN per position over whole archives. Same text as
// chess::notation::write_fen(const Position&, FenWriteOptions) (a test checks every position of
// the corpus); a candidate for libnotation as notation::append_fen.

#include <string>

#include "chess/notation/fen.hpp"
#include "chess/position.hpp"

namespace chess::fen_tool {

// Appends the FEN of `pos` to `out`: placement, side, castling (X-FEN or Shredder letters as
// `options.castling` asks), en passant (every double push, or only a legal capture), and the
// two counters unless `options.counters` is false (EPD's four fields).
void append_fen(std::string& out, const Position& pos, const notation::FenWriteOptions& options);

}  // namespace chess::fen_tool
