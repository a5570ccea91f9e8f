#include "common/chunk_sources.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

namespace chess::tools {

std::size_t ChunkSource::read(char* buf, std::size_t max) {
    if (ended_early_) return 0;
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

RestSource::RestSource(const Chunk& chunk, std::size_t from, NextChunk next)
    : current_(chunk), at_(from), next_(std::move(next)) {}

std::optional<std::uint64_t> RestSource::resume_offset() const {
    if (current_.last()) return std::nullopt;
    return current_.end_offset();
}

std::size_t RestSource::read(char* buf, std::size_t max) {
    for (;;) {
        const std::string* part = in_look_ahead_ ? current_.next.get() : current_.bytes.get();
        if (part != nullptr && at_ < part->size()) {
            const std::size_t n = std::min(max, part->size() - at_);
            std::memcpy(buf, part->data() + at_, n);
            at_ += n;
            return n;
        }
        if (current_.last()) break;
        at_ = 0;
        if (!in_look_ahead_) {
            in_look_ahead_ = true;
            continue;
        }
        std::optional<Chunk> taken = next_();  // the chunk whose bytes were the look-ahead
        if (!taken) break;
        current_ = std::move(*taken);
    }
    failed_ = !current_.read_error.empty();
    return 0;
}

}  // namespace chess::tools
