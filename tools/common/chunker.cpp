#include "common/chunker.hpp"

#include <algorithm>
#include <cstring>

#include "common/prefault.hpp"
#include "common/prefix_scan.hpp"

namespace chess::tools {

namespace {

constexpr std::size_t large_read_size = 1024 * 1024;
constexpr std::size_t small_read_size = 64 * 1024;

constexpr std::size_t first_chunk_bytes = 64 * 1024;

std::size_t max_chunk_bytes(std::size_t target) {
    return std::max<std::size_t>(2 * target, 4 * 1024 * 1024);
}

}  // namespace

std::size_t chunk_target(std::size_t target, std::uint64_t index) {
    std::size_t ramp = first_chunk_bytes;
    // (Doubling stops at the target: a --chunk-bytes near SIZE_MAX must not wrap around.)
    for (std::uint64_t i = 0; i < index && ramp < target; ++i)
        ramp = ramp > target / 2 ? target : 2 * ramp;
    return std::min(target, ramp);
}

std::shared_ptr<const std::string> ChunkBufferPool::take_front(std::string& text, std::size_t size,
                                                               std::size_t capacity) {
    std::unique_ptr<std::string> rest = spare();
    rest->clear();
    reserve_prefaulted(*rest, std::max(capacity, text.size() - size));
    rest->assign(text, size);
    text.resize(size);
    text.swap(*rest);
    return adopt(std::move(rest));
}

std::unique_ptr<std::string> ChunkBufferPool::spare() {
    {
        const std::lock_guard lock(mutex_);
        if (!free_.empty()) {
            std::unique_ptr<std::string> buffer = std::move(free_.back());
            free_.pop_back();
            return buffer;
        }
    }
    return std::make_unique<std::string>();
}

std::shared_ptr<const std::string> ChunkBufferPool::adopt(std::unique_ptr<std::string> buffer) {
    return std::shared_ptr<std::string>(
        buffer.release(), [pool = shared_from_this()](std::string* b) { pool->give_back(b); });
}

void ChunkBufferPool::give_back(std::string* buffer) {
    std::unique_ptr<std::string> owned(buffer);
    const std::lock_guard lock(mutex_);
    if (free_.size() < max_free) free_.push_back(std::move(owned));
}

Chunker::Chunker(pgn::ByteSource& source, std::size_t target, bool cut_at_lines)
    : source_(source),
      target_(std::max<std::size_t>(target, 1)),
      cut_at_lines_(cut_at_lines),
      finder_(cut_at_lines) {
    reserve_prefaulted(pending_, buffer_capacity(0));
}

std::uint64_t Chunker::wanted_end() const {
    return chunk_start_.offset + chunk_target(target_, count_);
}

std::size_t Chunker::buffer_capacity(std::uint64_t index) const {
    const std::size_t target = chunk_target(target_, index);
    return target + std::min(target, 2 * small_read_size);
}

// Reads in large blocks up to the chunk's target, then in small ones until the cut shows up:
// what lies past the cut is all that is copied (into the next chunk's buffer). Reads straight
// into the buffer's spare room, without zero-filling it first.
bool Chunker::fill() {
    if (input_ended_) return false;
    const std::uint64_t have = pending_offset_ + pending_.size();
    const std::uint64_t want = wanted_end();
    const std::size_t size = have < want
                                 ? std::clamp<std::size_t>(static_cast<std::size_t>(want - have),
                                                           small_read_size, large_read_size)
                                 : small_read_size;
    const std::size_t old_size = pending_.size();
    std::size_t n = 0;
    // (g++ 12 passes the callback the capacity rather than the size asked for: not used.)
    pending_.resize_and_overwrite(old_size + size, [&](char* data, std::size_t) {
        n = source_.read(data + old_size, size);
        return old_size + n;
    });
    if (n == 0) input_ended_ = true;
    return n != 0;
}

std::optional<Chunk> Chunker::cut() {
    const std::uint64_t want = wanted_end();
    for (;;) {
        // The first boundary past the chunk's start and at least target bytes in.
        while (!boundaries_.empty() && boundaries_.front().offset <= chunk_start_.offset)
            boundaries_.pop_front();
        const auto cut_at = std::find_if(boundaries_.begin(), boundaries_.end(),
                                         [&](const Boundary& b) { return b.offset >= want; });
        const bool at_end = input_ended_ && scanned_ == pending_.size();
        const bool too_long = scanned_ >= max_chunk_bytes(target_);
        if (cut_at != boundaries_.end() || at_end || too_long) {
            const bool forced = cut_at == boundaries_.end() && !at_end;
            const Boundary end = cut_at != boundaries_.end()
                                     ? *cut_at
                                     : Boundary{pending_offset_ + scanned_, finder_.line()};
            const auto size = static_cast<std::size_t>(end.offset - chunk_start_.offset);
            const bool starts_at_boundary = !forced_cut_;
            forced_cut_ = forced;
            // A failed input's error goes with its last chunk (an empty one if need be).
            const bool failed_here = at_end && source_.failed() && !error_cut_;
            if (size == 0 && !failed_here) return std::nullopt;
            error_cut_ = error_cut_ || failed_here;
            auto bytes = buffers_->take_front(pending_, size, buffer_capacity(count_ + 1));
            pending_offset_ += size;
            scanned_ -= size;
            Chunk chunk{count_++, chunk_start_, std::move(bytes), nullptr, {}, starts_at_boundary};
            if (failed_here) chunk.read_error = std::string(source_.error_message());
            chunk_start_ = end;
            return chunk;
        }
        fill();  // (a no-op at the end of the input)
        skip_to_target();
        scan_to(pending_.size(), input_ended_);
    }
}

// The finder goes over pending_ up to `end`; the boundaries it finds are kept.
void Chunker::scan_to(std::size_t end, bool at_end) {
    const std::string_view text(pending_.data() + scanned_, end - scanned_);
    scanned_ += finder_.scan(text, at_end, [&](const Boundary& b) { boundaries_.push_back(b); });
}

// No boundary before the chunk's target is wanted: the lines up to the last line start before
// it are only counted, in bulk (PrefixScan), and the finder resumes there. So only the bytes
// from there to the next game start are classified line by line, instead of every tag line of
// the chunk (a third of -j's producer thread went to that; most of the rest is the read).
void Chunker::skip_to_target() {
    const std::uint64_t want = wanted_end();
    if (cut_at_lines_ || pending_offset_ + scanned_ >= want) return;
    const auto limit =
        static_cast<std::size_t>(std::min<std::uint64_t>(want - pending_offset_, pending_.size()));
    if (!finder_.at_clean_line_start()) {
        // The finder stopped inside a line (where the last read ended): it finishes that line.
        const void* lf = std::memchr(pending_.data() + scanned_, '\n', limit - scanned_);
        if (lf == nullptr) return;
        scan_to(static_cast<std::size_t>(static_cast<const char*>(lf) - pending_.data()) + 1,
                false);
        if (!finder_.at_clean_line_start()) return;
    }
    const std::uint64_t at = pending_offset_ + scanned_;
    PrefixScan prefix = PrefixScan::resume_at(at, finder_.line(), finder_.previous_is_tag());
    const std::size_t advanced = prefix.advance({pending_.data() + scanned_, limit - scanned_});
    if (advanced == 0) return;
    scanned_ += advanced;
    finder_ =
        GameBoundaryFinder::resume_at(prefix.offset(), prefix.line(), prefix.previous_is_tag());
}

std::optional<Chunk> Chunker::next() {
    if (done_) return std::nullopt;
    if (!held_) held_ = cut();
    if (!held_) {
        done_ = true;
        return std::nullopt;
    }
    std::optional<Chunk> following = cut();
    Chunk chunk = std::move(*held_);
    held_ = std::move(following);
    if (held_) {
        chunk.next = held_->bytes;
    } else {
        done_ = true;
    }
    return chunk;
}

bool starts_line(const Chunk& chunk, std::uint64_t offset) {
    if (offset <= chunk.start.offset) return offset == chunk.start.offset;
    const auto at = static_cast<std::size_t>(offset - chunk.start.offset);
    const std::string empty;
    const std::string& next = chunk.next ? *chunk.next : empty;
    const auto byte = [&](std::size_t i) -> int {
        if (i < chunk.bytes->size()) return (*chunk.bytes)[i];
        i -= chunk.bytes->size();
        return i < next.size() ? next[i] : -1;
    };
    const int before = byte(at - 1);
    return before == '\n' || (before == '\r' && byte(at) != '\n');
}

bool worker_agrees(const Chunk& chunk, std::uint64_t expected, std::uint64_t landing,
                   std::uint64_t source_end) {
    if (!chunk.at_boundary || chunk.start.offset != expected) return false;
    if (landing == chunk.end_offset()) return true;
    // Past its end only at a line start: elsewhere the sequential reader's columns differ.
    return landing > chunk.end_offset() && landing < source_end && starts_line(chunk, landing);
}

}  // namespace chess::tools
