#pragma once
// Where a -j span's reader stops, decided as it reads. The reader reads the games that begin
// before limit.end(), asked again after each game (it may come down: a worker past its budget
// stops before whatever game comes next). Each time the reader stops before a game that begins
// at or past that end, limit.goes_on(begin) says whether it reads that game too. So a span can
// end at a game's beginning (its line, where another reader can start), not only at the end
// its reader was started with.

#include <cstdint>
#include <limits>

#include "chess/pgn/reader.hpp"

namespace chess::tools {

class SpanLimit {
public:
    virtual ~SpanLimit() = default;
    virtual std::uint64_t end() = 0;
    virtual bool goes_on(std::uint64_t begin) = 0;
};

// Reads games with `reader` into `visitor` within `limit`; after_game() is called after each
// game, and false stops the reading.
template <class AfterGame>
void read_within(pgn::Reader& reader, pgn::Visitor& visitor, SpanLimit& limit,
                 AfterGame&& after_game) {
    reader.set_end_offset(limit.end());
    for (;;) {
        while (reader.read_next_game(visitor)) {
            if (!after_game()) return;
            reader.set_end_offset(limit.end());
        }
        if (!reader.holding_game() || !limit.goes_on(reader.bytes_consumed())) return;
        // The held game is read whatever the end; the end is asked again after it.
        reader.set_end_offset(std::numeric_limits<std::uint64_t>::max());
    }
}

inline void read_within(pgn::Reader& reader, pgn::Visitor& visitor, SpanLimit& limit) {
    read_within(reader, visitor, limit, [] { return true; });
}

}  // namespace chess::tools
