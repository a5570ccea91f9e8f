#include "common/threaded_source.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "test_support.hpp"

namespace chess::tools {
namespace {

// Text whose every byte tells where it stands, so that a byte delivered twice, lost or out of
// order shows.
std::string numbered_text(std::size_t size) {
    std::string text;
    text.reserve(size + 16);
    for (std::size_t i = 0; text.size() < size; ++i) text += std::to_string(i) + ' ';
    text.resize(size);
    return text;
}

TEST(ThreadedSource, DeliversEveryByteInOrderThroughItsRecycledBuffers) {
    // Not a multiple of the buffer size: the last buffer is a partial one.
    const std::string text = numbered_text(1'000'003);
    auto inner = std::make_unique<test::TricklingSource>(text, 37);
    ThreadedSource source(std::move(inner), 1000, 2);
    EXPECT_EQ(test::read_all(source, 700), text);
    EXPECT_FALSE(source.failed());
}

TEST(ThreadedSource, ReusesItsBuffersHoweverLongTheInput) {
    // A thousand fills of a 1000-byte buffer. It used to allocate (and zero) a buffer for each.
    const std::string text = numbered_text(1'000'000);
    ThreadedSource source(std::make_unique<pgn::MemorySource>(text), 1000, 2);
    EXPECT_EQ(test::read_all(source, 4096), text);
    EXPECT_LE(source.buffers_allocated(), 4u);
    EXPECT_GE(source.buffers_allocated(), 1u);
}

TEST(ThreadedSource, ReportsTheInnerErrorAfterTheBytesBeforeIt) {
    const std::string text = numbered_text(10'500);
    ThreadedSource source(std::make_unique<test::FailingSource>(text), 1000, 2);
    EXPECT_EQ(test::read_all(source, 300), text);
    EXPECT_TRUE(source.failed());
    EXPECT_EQ(source.error_message(), "Input/output error");
}

}  // namespace
}  // namespace chess::tools
