#include "common/chunk_sources.hpp"

#include <algorithm>
#include <cstring>

namespace chess::tools {

std::size_t ChunkSource::read(char* buf, std::size_t max) {
    for (;;) {
        const std::string* part = part_ == 0 ? chunk_.bytes.get() : chunk_.next.get();
        if (part != nullptr && at_ < part->size()) {
            const std::size_t n = std::min(max, part->size() - at_);
            std::memcpy(buf, part->data() + at_, n);
            at_ += n;
            return n;
        }
        if (part_ == 1) break;
        part_ = 1;
        at_ = 0;
    }
    failed_ = !chunk_.read_error.empty();
    return 0;
}

std::size_t RestSource::read(char* buf, std::size_t max) {
    while (bytes_ && at_ == bytes_->size()) {
        bytes_.reset();
        if (!error_.empty()) break;  // that was the last chunk
        if (auto next = next_()) {
            bytes_ = next->bytes;
            error_ = next->read_error;
            at_ = 0;
        }
    }
    if (!bytes_) {
        failed_ = !error_.empty();
        return 0;
    }
    const std::size_t n = std::min(max, bytes_->size() - at_);
    std::memcpy(buf, bytes_->data() + at_, n);
    at_ += n;
    return n;
}

}  // namespace chess::tools
