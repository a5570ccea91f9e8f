#include "common/parallel_chunks.hpp"

#include <algorithm>
#include <string_view>

namespace chess::tools {

Boundary resume_point(const Chunk& chunk, std::uint64_t expected) {
    const auto from =
        static_cast<std::size_t>(std::max(expected, chunk.start.offset) - chunk.start.offset);
    return {chunk.start.offset + from,
            chunk.start.line + count_line_ends(std::string_view(chunk.bytes->data(), from))};
}

}  // namespace chess::tools
