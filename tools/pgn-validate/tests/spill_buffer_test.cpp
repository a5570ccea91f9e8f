// spill_buffer.hpp: what goes in comes out in order, from memory or from the temporary file.

#include "spill_buffer.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace chess::tools::validate {
namespace {

std::string through_buffer(std::size_t pieces) {
    // ctest runs each test as a process of its own, side by side: the name is the process's.
    const std::string path =
        ::testing::TempDir() + "spill_buffer_test_" + std::to_string(::getpid()) + ".txt";
    std::string expected;
    {
        auto out = Output::open(path);
        EXPECT_TRUE(out);
        SpillBuffer buffer;
        for (std::size_t i = 0; i < pieces; ++i) {
            const std::string piece = "testcase " + std::to_string(i) + "\n";
            buffer.append(piece);
            expected += piece;
        }
        EXPECT_TRUE(buffer.move_to(*out));
        EXPECT_TRUE(out->commit());
    }
    std::ifstream in(path, std::ios::binary);
    std::stringstream got;
    got << in.rdbuf();
    std::remove(path.c_str());
    EXPECT_EQ(got.str(), expected);
    return got.str();
}

TEST(SpillBuffer, SmallStaysInMemory) { EXPECT_FALSE(through_buffer(10).empty()); }

TEST(SpillBuffer, LargeSpillsToATemporaryFile) {
    EXPECT_GT(through_buffer(200000).size(), 2 * SpillBuffer::memory_limit);
}

}  // namespace
}  // namespace chess::tools::validate
