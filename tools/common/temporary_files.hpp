#pragma once
// Temporary files that must not outlive an interrupted run. Output writes a whole result (often
// hundreds of MB) to a temporary file beside its target; Ctrl-C, `timeout` or a closed terminal
// (SIGINT, SIGTERM, SIGHUP) would kill the process before its destructors run and leave that
// file behind. A guard registers the file's name; if one of those signals arrives while it is
// registered, a handler removes every registered file, then lets the signal kill the process
// as it would have (same exit status: the shell still sees "killed by SIGINT").
//
// The handler only uses async-signal-safe calls (unlink, sigaction, raise) on a fixed table of
// names written before the file could be reported, so it may run on any thread at any moment.
// Handlers are installed at the first registration, only for signals whose action is still the
// default: a signal ignored by the caller (nohup, `tool &` in a script) stays ignored. SIGPIPE
// is left alone (its default action still ends a run whose reader went away), and SIGKILL
// cannot be caught: after `kill -9` a temporary file can remain.

#include <string>

namespace chess::tools {

class TemporaryFileGuard {
public:
    TemporaryFileGuard() = default;
    // Registers `path` (as given: relative names stay relative, the tools never change
    // directory). When the table is full (32 files at once) or the name longer than PATH_MAX,
    // nothing is registered: the file is then merely not removed on a signal.
    explicit TemporaryFileGuard(const std::string& path);
    TemporaryFileGuard(TemporaryFileGuard&& other) noexcept;
    TemporaryFileGuard& operator=(TemporaryFileGuard&& other) noexcept;
    TemporaryFileGuard(const TemporaryFileGuard&) = delete;
    TemporaryFileGuard& operator=(const TemporaryFileGuard&) = delete;
    ~TemporaryFileGuard() { release(); }

    // Forgets the file (renamed into place or removed by its owner). Call it after the rename
    // or unlink, never before: a signal in between then finds the name already gone, which is
    // harmless, instead of a file nobody will remove.
    void release() noexcept;
    bool registered() const { return slot_ >= 0; }

private:
    int slot_ = -1;
};

}  // namespace chess::tools
