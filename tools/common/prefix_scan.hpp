#pragma once
// --byte-range's fast start: the bytes before a range are only counted, not classified line by
// line. What the game-boundary finder needs to go on from a later line start is the line number
// there and whether the nearest earlier line that is neither blank nor a '%' escape line leaves
// a tag section open (game_boundary.hpp). Both come from bulk work on large blocks: line ends
// counted with a branch-free loop, and the nearest such line found by looking backwards from the
// block's last line start (a few lines in real input).

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace chess::tools {

class PrefixScan {
public:
    // From the input's start.
    PrefixScan() = default;
    // From a later line start whose state is known (as GameBoundaryFinder::resume_at takes it).
    static PrefixScan resume_at(std::uint64_t offset, std::uint64_t line, bool previous_is_tag) {
        PrefixScan scan;
        scan.offset_ = offset;
        scan.line_ = line;
        scan.previous_is_tag_ = previous_is_tag;
        return scan;
    }

    // Goes over `text`, the input's next bytes from offset() (a line start), up to its last line
    // start that the text shows to be one (the line end before it lies inside the text, and a CR
    // there is not the last byte, which could pair with an LF that follows). Returns the bytes
    // gone over (0: no line start in the text past its first byte).
    std::size_t advance(std::string_view text);

    std::uint64_t offset() const { return offset_; }  // a line start
    std::uint64_t line() const { return line_; }      // its number, as the reader counts
    bool previous_is_tag() const { return previous_is_tag_; }

private:
    std::uint64_t offset_ = 0;
    std::uint64_t line_ = 1;
    bool previous_is_tag_ = false;
};

}  // namespace chess::tools
