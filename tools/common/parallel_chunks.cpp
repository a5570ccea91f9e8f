#include "common/parallel_chunks.hpp"

#include <algorithm>
#include <string_view>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace chess::tools {

Boundary resume_point(const Chunk& chunk, std::uint64_t expected) {
    const auto from =
        static_cast<std::size_t>(std::max(expected, chunk.start.offset) - chunk.start.offset);
    return {chunk.start.offset + from,
            chunk.start.line + count_line_ends(std::string_view(chunk.bytes->data(), from))};
}

void return_large_blocks_to_system() {
#if defined(__GLIBC__)
    // A fixed threshold also turns off glibc's raising of it.
    constexpr int one_mebibyte = 1 << 20;
    mallopt(M_MMAP_THRESHOLD, one_mebibyte);
#endif
}

}  // namespace chess::tools
