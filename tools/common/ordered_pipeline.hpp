#pragma once
// -j's engine: a producer thread cuts the input into chunks, worker threads turn each chunk
// into a Result, and the caller takes the results back in input order. At most `in_flight`
// chunks are cut and not yet taken, so memory stays bounded whatever the input's size.

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "common/chunker.hpp"
#include "common/thread_start.hpp"

namespace chess::tools {

template <class Result>
class OrderedPipeline {
public:
    using Work = std::function<Result(const Chunk&)>;

    // Starts the threads at once. The chunker must outlive the pipeline; work must be safe to
    // call from several threads at a time. When the system cannot start all the workers, the
    // pipeline runs with those it could start (the results are the same, only slower); when it
    // cannot start the producer or a first worker, the constructor throws std::system_error.
    OrderedPipeline(Chunker& chunker, unsigned workers, std::size_t in_flight, Work work,
                    const ThreadStarter& start = start_thread)
        : chunker_(chunker),
          in_flight_(std::max<std::size_t>(in_flight, 1)),
          work_(std::move(work)) {
        try {
            producer_ = start([this] { produce(); });
        } catch (const std::system_error& e) {
            throw std::system_error(e.code(), "cannot start a thread for -j");
        }
        for (unsigned i = 0; i < std::max(workers, 1u); ++i) {
            try {
                workers_.push_back(start([this] { serve(); }));
            } catch (const std::system_error& e) {
                if (!workers_.empty()) break;
                cancel();
                producer_.join();
                throw std::system_error(e.code(), "cannot start a thread for -j");
            }
        }
    }
    // Workers running: fewer than asked when the system could not start them all.
    std::size_t workers() const { return workers_.size(); }
    ~OrderedPipeline() {
        cancel();
        producer_.join();
        for (auto& worker : workers_) worker.join();
    }
    OrderedPipeline(const OrderedPipeline&) = delete;
    OrderedPipeline& operator=(const OrderedPipeline&) = delete;

    // The next chunk and its result, in input order; nullopt after the last.
    std::optional<std::pair<Chunk, Result>> next() {
        std::unique_lock lock(mutex_);
        changed_.wait(
            lock, [&] { return done_.count(taken_) != 0 || (produced_all_ && taken_ == cut_); });
        const auto found = done_.find(taken_);
        if (found == done_.end()) return std::nullopt;
        auto item = std::move(found->second);
        done_.erase(found);
        ++taken_;
        changed_.notify_all();
        return item;
    }
    // No more chunks are needed: the threads finish what they are doing and stop.
    void cancel() {
        std::lock_guard lock(mutex_);
        cancelled_ = true;
        changed_.notify_all();
    }

private:
    void produce() {
        for (;;) {
            {
                std::unique_lock lock(mutex_);
                changed_.wait(lock, [&] { return cancelled_ || cut_ - taken_ < in_flight_; });
                if (cancelled_) break;
            }
            std::optional<Chunk> chunk = chunker_.next();  // outside the lock: it reads
            std::lock_guard lock(mutex_);
            if (!chunk) break;
            queue_.push_back(std::move(*chunk));
            ++cut_;
            changed_.notify_all();
        }
        std::lock_guard lock(mutex_);
        produced_all_ = true;
        changed_.notify_all();
    }

    void serve() {
        for (;;) {
            Chunk chunk;
            {
                std::unique_lock lock(mutex_);
                changed_.wait(lock, [&] { return cancelled_ || !queue_.empty() || produced_all_; });
                if (cancelled_ || queue_.empty()) return;
                chunk = std::move(queue_.front());
                queue_.erase(queue_.begin());
            }
            Result result = work_(chunk);
            std::lock_guard lock(mutex_);
            const std::uint64_t index = chunk.index;
            done_.emplace(index, std::pair<Chunk, Result>{std::move(chunk), std::move(result)});
            changed_.notify_all();
        }
    }

    Chunker& chunker_;
    std::size_t in_flight_;
    Work work_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::vector<Chunk> queue_;  // cut, waiting for a worker
    std::map<std::uint64_t, std::pair<Chunk, Result>> done_;
    std::uint64_t cut_ = 0;
    std::uint64_t taken_ = 0;
    bool produced_all_ = false;
    bool cancelled_ = false;
    std::thread producer_;
    std::vector<std::thread> workers_;
};

}  // namespace chess::tools
