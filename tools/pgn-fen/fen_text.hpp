#pragma once
// FEN written straight into a caller's buffer: no allocation beyond the buffer's growth, for
// tools that write a FEN per position over whole archives. Same text as
// chess::notation::write_fen(const Position&, FenWriteOptions) (a test checks every position of
// the corpus); a candidate for libnotation as notation::append_fen.

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include "chess/notation/fen.hpp"
#include "chess/position.hpp"

namespace chess::fen_tool {

// The room write_fen needs after `out`: the longest FEN (71 placement characters, 16 castling
// letters at most, two counters of up to 11 characters, blanks) is 117 characters, and the
// placement may store up to 16 bytes past its end before the fields after it overwrite them.
inline constexpr std::size_t fen_room = 128;

// Writes the FEN of `pos` at `out`, which must have fen_room bytes of room, and returns the end
// of the text: placement, side, castling (X-FEN or Shredder letters as `options.castling` asks),
// en passant (every double push, or only a legal capture), and the two counters unless
// `options.counters` is false (EPD's four fields). Bytes past the end may have been written.
char* write_fen(char* out, const Position& pos, const notation::FenWriteOptions& options);

// The same, appended to `out`, followed by `after` (a line's "\n": one resize for both, which
// per line cost as much as the rest of the line's bookkeeping). Inline: `pgn-fen --every` calls
// it for every position.
inline void append_fen(std::string& out, const Position& pos,
                       const notation::FenWriteOptions& options, std::string_view after = {}) {
    const std::size_t size = out.size();
    // The callback's size argument is not used: g++ 12 passes the new capacity there when the
    // string grows, not the size asked for.
    out.resize_and_overwrite(size + fen_room + after.size(), [&](char* text, std::size_t) {
        char* end = std::ranges::copy(after, write_fen(text + size, pos, options)).out;
        return static_cast<std::size_t>(end - text);
    });
}

// The placement field at `out` (room: 80 bytes), one rank at a time with a bit scan per piece:
// what write_fen uses where SSSE3 is not available, exposed for its test.
char* write_placement_portable(char* out, const Position& pos);

}  // namespace chess::fen_tool
