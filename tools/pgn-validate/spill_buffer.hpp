#pragma once
// Text gathered to be written later, in memory while it is small and in a temporary file once
// it grows: a report that must write a count before the items it counts (JUnit's testsuite)
// stays in bounded memory on archives of millions of games.

#include <cstdio>
#include <string>
#include <string_view>

#include "common/output.hpp"

namespace chess::tools::validate {

class SpillBuffer {
public:
    static constexpr std::size_t memory_limit = 1024 * 1024;

    SpillBuffer() = default;
    SpillBuffer(const SpillBuffer&) = delete;
    SpillBuffer& operator=(const SpillBuffer&) = delete;
    ~SpillBuffer();

    void append(std::string_view text);
    // Writes everything gathered to out and empties the buffer. False when the temporary file
    // could not be read back.
    bool move_to(Output& out);

private:
    std::string memory_;
    std::FILE* file_ = nullptr;  // once memory_ has spilled
    bool failed_ = false;
};

}  // namespace chess::tools::validate
