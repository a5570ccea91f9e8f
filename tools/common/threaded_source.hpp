#pragma once
// Decompression in a thread of its own: a ByteSource that reads its inner source (a decoder)
// ahead in a background thread, through a small bounded queue of buffers, so decompressing
// and parsing overlap. Memory: at most `buffers` buffers of `buffer_size` bytes. The thread
// starts with the first read().

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

private:
    void produce();
    std::size_t read_inner(char* buf, std::size_t max);

    std::unique_ptr<pgn::ByteSource> inner_;
    std::size_t buffer_size_;
    std::size_t max_buffers_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<std::vector<char>> full_;  // read, not yet delivered (in order)
    bool ended_ = false;                  // the thread has seen the inner source's end
    bool stopping_ = false;
    std::string inner_error_;  // the inner source's error, set with ended_
    // The consumer's side (its thread only).
    std::vector<char> current_;
    std::size_t at_ = 0;
    bool failed_ = false;
    std::string error_;
    ThreadStarter start_;
    bool unthreaded_ = false;  // the thread could not be started: read inner_ directly
    std::thread thread_;       // started by the first read()
};

}  // namespace chess::tools
