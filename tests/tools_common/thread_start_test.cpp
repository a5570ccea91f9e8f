// A system out of threads (a container's pids limit, ulimit -u): std::thread throws, and the
// tools go on with the threads they could start, or none, instead of aborting (a joinable
// std::thread destroyed by the unwinding calls std::terminate).

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "common/chunker.hpp"
#include "common/ordered_pipeline.hpp"
#include "common/thread_start.hpp"
#include "common/threaded_source.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

// Starts the first `allowed` threads, then fails as the system does when it has none left.
ThreadStarter starter_allowing(std::size_t allowed) {
    auto started = std::make_shared<std::size_t>(0);
    return [started, allowed](std::function<void()> body) {
        if (*started == allowed)
            throw std::system_error(
                std::make_error_code(std::errc::resource_unavailable_try_again));
        ++*started;
        return start_thread(std::move(body));
    };
}

// Many small games, so that the chunker cuts many chunks.
std::string games(int count) {
    std::string text;
    for (int i = 0; i < count; ++i)
        text += "[Event \"" + std::to_string(i) + "\"]\n\n1. e4 e5 *\n\n";
    return text;
}

// The chunks' starting offsets, in the order the pipeline gives them back.
std::vector<std::uint64_t> starts(OrderedPipeline<std::uint64_t>& pipeline) {
    std::vector<std::uint64_t> result;
    while (auto item = pipeline.next()) {
        EXPECT_EQ(item->second, item->first.start.offset);  // each result is its own chunk's
        result.push_back(item->first.start.offset);
    }
    return result;
}

std::vector<std::uint64_t> starts_with(std::size_t workers, const ThreadStarter& start) {
    const std::string text = games(200);
    pgn::MemorySource source(text);
    Chunker chunker(source, 256);
    OrderedPipeline<std::uint64_t> pipeline(
        chunker, static_cast<unsigned>(workers), 8,
        [](const Chunk& chunk) { return chunk.start.offset; }, start);
    return starts(pipeline);
}

TEST(ThreadStart, PipelineGoesOnWithTheWorkersItCouldStart) {
    const auto all = starts_with(4, start_thread);
    ASSERT_GT(all.size(), 10U);
    // The producer and one worker: the same chunks, in the same order.
    EXPECT_EQ(starts_with(4, starter_allowing(2)), all);
    EXPECT_EQ(starts_with(4, starter_allowing(3)), all);
}

TEST(ThreadStart, PipelineReportsHowManyWorkersRun) {
    const std::string text = games(10);
    pgn::MemorySource source(text);
    Chunker chunker(source, 256);
    OrderedPipeline<int> pipeline(
        chunker, 4, 8, [](const Chunk&) { return 0; }, starter_allowing(3));
    EXPECT_EQ(pipeline.workers(), 2U);
    while (pipeline.next()) {
    }
}

TEST(ThreadStart, PipelineWithoutAnyWorkerThrowsAndLeavesNoThreadRunning) {
    for (const std::size_t allowed : {0U, 1U}) {  // not even the producer; the producer only
        const std::string text = games(10);
        pgn::MemorySource source(text);
        Chunker chunker(source, 256);
        try {
            OrderedPipeline<int> pipeline(
                chunker, 2, 8, [](const Chunk&) { return 0; }, starter_allowing(allowed));
            FAIL() << "a pipeline without workers was built (" << allowed << " threads allowed)";
        } catch (const std::system_error& e) {
            EXPECT_STREQ(e.what(), "cannot start a thread for -j: Resource temporarily unavailable")
                << allowed;
        }
    }
}

TEST(ThreadStart, ThreadedSourceReadsInTheCallersThreadWhenItHasNone) {
    const std::string text = games(500);
    ThreadedSource source(std::make_unique<pgn::MemorySource>(text), 1024, 2, starter_allowing(0));
    EXPECT_EQ(test::read_all(source, 700), text);
    EXPECT_FALSE(source.failed());
}

}  // namespace
}  // namespace chess::tools
