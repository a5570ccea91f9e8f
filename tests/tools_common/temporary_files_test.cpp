// TemporaryFileGuard: registered names are removed when SIGINT, SIGTERM or SIGHUP ends the
// process; released ones are not, and released slots serve again.

#include "common/temporary_files.hpp"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <climits>
#include <csignal>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "test_support.hpp"

namespace chess::tools {
namespace {

TEST(TemporaryFileGuard, RegisteredUntilReleased) {
    TemporaryFileGuard guard("/nonexistent/a.tmp.XXXXXX");
    EXPECT_TRUE(guard.registered());
    TemporaryFileGuard moved = std::move(guard);
    EXPECT_FALSE(guard.registered());  // a moved-from guard is empty
    EXPECT_TRUE(moved.registered());
    moved.release();
    EXPECT_FALSE(moved.registered());
    EXPECT_FALSE(TemporaryFileGuard().registered());
    EXPECT_FALSE(TemporaryFileGuard(std::string(PATH_MAX, 'x')).registered());
}

// Threads registering and releasing at once never share a slot nor lose one: afterwards all 32
// slots are free again, and a 33rd name finds none.
TEST(TemporaryFileGuard, SlotsAreReusedAcrossThreads) {
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([t] {
            for (int i = 0; i < 2000; ++i) {
                TemporaryFileGuard guard("/nonexistent/" + std::to_string(t));
                if (!guard.registered()) ADD_FAILURE() << "no slot";
            }
        });
    }
    for (auto& thread : threads) thread.join();
    std::vector<TemporaryFileGuard> all;
    for (int i = 0; i < 32; ++i) {
        all.emplace_back("/nonexistent/" + std::to_string(i));
        EXPECT_TRUE(all.back().registered()) << i;
    }
    EXPECT_FALSE(TemporaryFileGuard("/nonexistent/33").registered());
}

TEST(TemporaryFileGuard, SignalRemovesRegisteredFilesOnly) {
    if (test::signal_ignored(SIGTERM))
        GTEST_SKIP() << "SIGTERM is ignored in this process: an ignored signal stays ignored; "
                     << "run the test through ctest";
    test::ScratchDir dir;
    for (const char* name : {"registered", "released", "unregistered"})
        test::write_file(dir / name, "x");
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        TemporaryFileGuard registered((dir / "registered").string());
        TemporaryFileGuard released((dir / "released").string());
        released.release();
        ::raise(SIGTERM);
        ::_exit(100);  // not reached
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status));
    EXPECT_EQ(WTERMSIG(status), SIGTERM);
    EXPECT_EQ(dir.listing(), "released unregistered");
}

}  // namespace
}  // namespace chess::tools
