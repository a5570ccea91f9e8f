#pragma once
// The exit codes every tool shares.

namespace chess::tools {

enum class ExitCode : int {
    Ok = 0,        // all good
    Problems = 1,  // problems found in the input (errors, or warnings under --strict)
    Usage = 2,     // bad usage, or an I/O error
};

inline int to_int(ExitCode code) { return static_cast<int>(code); }

}  // namespace chess::tools
