#include "common/threaded_source.hpp"

#include <algorithm>
#include <cstring>
#include <system_error>
#include <utility>

namespace chess::tools {

ThreadedSource::ThreadedSource(std::unique_ptr<pgn::ByteSource> inner, std::size_t buffer_size,
                               std::size_t buffers, ThreadStarter start)
    : inner_(std::move(inner)),
      buffer_size_(std::max<std::size_t>(buffer_size, 1)),
      max_buffers_(std::max<std::size_t>(buffers, 1)),
      start_(std::move(start)) {}

ThreadedSource::~ThreadedSource() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void ThreadedSource::produce() {
    for (;;) {
        {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return stopping_ || full_.size() < max_buffers_; });
            if (stopping_) return;
        }
        Block block{take_spare(), 0};
        // Fill the buffer (a decoder may return little at a time), but hand on what there is
        // at the end of the input.
        while (block.size < buffer_size_) {
            const std::size_t n =
                inner_->read(block.bytes.data() + block.size, buffer_size_ - block.size);
            if (n == 0) break;
            block.size += n;
        }
        const bool at_end = block.size < buffer_size_;
        std::lock_guard lock(mutex_);
        if (block.size > 0) full_.push_back(std::move(block));
        if (at_end) {
            ended_ = true;
            if (inner_->failed()) inner_error_ = std::string(inner_->error_message());
        }
        changed_.notify_all();
        if (at_end) return;
    }
}

std::vector<char> ThreadedSource::take_spare() {
    {
        const std::lock_guard lock(mutex_);
        if (!spare_.empty()) {
            std::vector<char> buffer = std::move(spare_.back());
            spare_.pop_back();
            return buffer;
        }
    }
    allocated_.fetch_add(1, std::memory_order_relaxed);
    return std::vector<char>(buffer_size_);
}

std::size_t ThreadedSource::read(char* buf, std::size_t max) {
    if (max == 0 || failed_) return 0;
    if (unthreaded_) return read_inner(buf, max);
    // Started by the first read, so that opening an input reads no further than its first
    // bytes (and a source never read costs no thread).
    if (!thread_.joinable()) {
        try {
            thread_ = start_([this] { produce(); });
        } catch (const std::system_error&) {
            // No thread to be had: decompress in the reader's thread, as -j 1 did before.
            unthreaded_ = true;
            return read_inner(buf, max);
        }
    }
    if (at_ == current_.size) {
        std::unique_lock lock(mutex_);
        if (!current_.bytes.empty()) spare_.push_back(std::move(current_.bytes));
        current_ = {};
        at_ = 0;
        changed_.wait(lock, [&] { return !full_.empty() || ended_; });
        if (full_.empty()) {
            // Every byte delivered: now the error, if there was one.
            error_ = inner_error_;
            failed_ = !error_.empty();
            return 0;
        }
        current_ = std::move(full_.front());
        full_.pop_front();
        at_ = 0;
        changed_.notify_all();
    }
    const std::size_t n = std::min(max, current_.size - at_);
    std::memcpy(buf, current_.bytes.data() + at_, n);
    at_ += n;
    return n;
}

// Without the thread: the inner source as it is, its error included.
std::size_t ThreadedSource::read_inner(char* buf, std::size_t max) {
    const std::size_t n = inner_->read(buf, max);
    if (n == 0 && inner_->failed()) {
        error_ = std::string(inner_->error_message());
        failed_ = true;
    }
    return n;
}

}  // namespace chess::tools
