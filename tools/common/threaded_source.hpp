#pragma once
// Decompression in a thread of its own: a ByteSource that reads its inner source (a decoder)
// ahead in a background thread, through a small bounded queue of buffers, so decompressing
// and parsing overlap. Memory: at most `buffers` + 2 buffers of `buffer_size` bytes (queued,
// being read, being filled), recycled. The thread starts with the first read().

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "common/thread_start.hpp"

namespace chess::tools {

class ThreadedSource final : public pgn::ByteSource {
public:
    // When the system cannot start the thread, the source reads its inner source in the
    // caller's thread instead (the same bytes, without the overlap).
    explicit ThreadedSource(std::unique_ptr<pgn::ByteSource> inner,
                            std::size_t buffer_size = 256 * 1024, std::size_t buffers = 4,
                            ThreadStarter start = start_thread);
    // Stops the thread (after its current read of the inner source).
    ~ThreadedSource() override;
    ThreadedSource(const ThreadedSource&) = delete;
    ThreadedSource& operator=(const ThreadedSource&) = delete;

    std::size_t read(char* buf, std::size_t max) override;
    // Only once every byte read before the error was delivered, as the inner source does.
    bool failed() const override { return failed_; }
    std::string_view error_message() const override { return error_; }
    // The buffers allocated so far: at most `buffers` + 2 (queued, being read, being filled),
    // however long the input.
    std::size_t buffers_allocated() const { return allocated_.load(std::memory_order_relaxed); }

private:
    // A buffer and how much of it holds bytes. Buffers are recycled, not freed: a new one per
    // fill was zero-filled by std::vector and, freed in another thread than the one that
    // allocated it, handed back to the system by glibc and faulted in again (together about a
    // quarter of the decompressing thread's time on a .pgn.zst).
    struct Block {
        std::vector<char> bytes;
        std::size_t size = 0;
    };

    void produce();
    // A buffer of buffer_size_ bytes for the thread to fill: a recycled one if there is one.
    std::vector<char> take_spare();
    std::size_t read_inner(char* buf, std::size_t max);

    std::unique_ptr<pgn::ByteSource> inner_;
    std::size_t buffer_size_;
    std::size_t max_buffers_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<Block> full_;                // read, not yet delivered (in order)
    std::vector<std::vector<char>> spare_;  // delivered, to be filled again
    std::atomic<std::size_t> allocated_{0};
    bool ended_ = false;  // the thread has seen the inner source's end
    bool stopping_ = false;
    std::string inner_error_;  // the inner source's error, set with ended_
    // The consumer's side (its thread only).
    Block current_;
    std::size_t at_ = 0;
    bool failed_ = false;
    std::string error_;
    ThreadStarter start_;
    bool unthreaded_ = false;  // the thread could not be started: read inner_ directly
    std::thread thread_;       // started by the first read()
};

}  // namespace chess::tools
