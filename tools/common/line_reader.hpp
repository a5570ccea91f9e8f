#pragma once
// Reading a ByteSource line by line, for tools whose input is one record a line (FEN, EPD,
// lists of names). LF, CR LF and a lone CR all end a line, as the diagnostics count lines; a
// UTF-8 byte-order mark at the very start is dropped. Memory is bounded: a line longer than the
// limit is cut there, flagged, and the rest of it skipped.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/pgn/byte_source.hpp"

namespace chess::tools {

class LineReader {
public:
    explicit LineReader(pgn::ByteSource& source, std::size_t max_line_length = 64 * 1024);

    // The next line without its line end, valid until the next call; nullopt at the end of the
    // input, or on a read error (then the source's failed() says so). A last line without a
    // line end is still a line; a line end at the very end starts no empty line.
    std::optional<std::string_view> next();
    // The 1-based number of the line last returned.
    std::uint64_t line_number() const { return line_number_; }
    // Whether the line last returned was cut at the limit.
    bool truncated() const { return truncated_; }

private:
    bool fill();
    bool available();
    // Consumes the line end at pos_: '\n', '\r' or "\r\n".
    void skip_line_end();

    pgn::ByteSource& source_;
    std::size_t max_length_;
    std::vector<char> buffer_;
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    bool eof_ = false;
    bool started_ = false;
    bool skip_lf_ = false;  // a line ended with the CR at the end of the last read
    std::string line_;      // only for lines that straddle two reads
    std::uint64_t line_number_ = 0;
    bool truncated_ = false;
};

}  // namespace chess::tools
