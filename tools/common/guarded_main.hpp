#pragma once
// A tool's main body, guarded: nothing in the libraries throws, but the standard library does
// when the system runs out of memory (std::bad_alloc) or threads (std::system_error). Such an
// exception becomes a message naming the tool and exit code 2 (ExitCode::Usage: usage, I/O and
// the system), instead of std::terminate's abort and core dump.

#include <fmt/format.h>

#include <cstdio>
#include <exception>
#include <string_view>

#include "common/exit_code.hpp"

namespace chess::tools {

template <class Body>
int guarded_main(std::string_view tool, Body&& body) {
    try {
        return body();
    } catch (const std::exception& e) {
        fmt::print(stderr, "{}: cannot go on: {}\n", tool, e.what());
        return to_int(ExitCode::Usage);
    }
}

}  // namespace chess::tools
