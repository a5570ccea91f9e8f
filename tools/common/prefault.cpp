#include "common/prefault.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>

namespace chess::tools {

void prefault(char* begin, std::size_t size) {
#if defined(MADV_POPULATE_WRITE)
    static const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    const auto from = (reinterpret_cast<std::uintptr_t>(begin) + page - 1) / page * page;
    const auto to = (reinterpret_cast<std::uintptr_t>(begin) + size) / page * page;
    if (to <= from) return;
    // Failure (an older kernel: EINVAL) leaves the pages to fault in one by one.
    (void)::madvise(reinterpret_cast<void*>(from), to - from, MADV_POPULATE_WRITE);
#else
    (void)begin;
    (void)size;
#endif
}

void reserve_prefaulted(std::string& text, std::size_t capacity) {
    if (text.capacity() >= capacity) return;
    text.reserve(capacity);
    prefault(text.data() + text.size(), text.capacity() - text.size());
}

}  // namespace chess::tools
