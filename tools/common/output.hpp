#pragma once
// Where a tool writes its data: standard output ("-") or a file. A file is written to a
// temporary name beside it and renamed over the target only by commit(), so an interrupted or
// failed run never leaves a half-written file where the user asked for output (and rewriting
// a file in place keeps the original until the new one is complete).
//
// The new file gets the mode of the file it replaces, or 0666 less the umask for a new one (as
// a plain open() would). A symbolic link as the target stays a link: the file it points to is
// replaced. A target that is no regular file (/dev/null, a named pipe, a terminal) cannot be
// replaced by a rename and is written directly.
//
// A path that names one of this process's descriptors (/dev/stdout, /dev/stderr, /dev/fd/N,
// /proc/self/fd/N, or a link to one) is written through a copy of that descriptor: no reopen,
// no truncation, no rename, so text goes where the shell redirected it, after what is already
// there (see descriptor_path.hpp). Other /proc entries are opened in place, never replaced.
//
// The temporary file is removed when the process is killed by SIGINT, SIGTERM or SIGHUP (see
// temporary_files.hpp), not only by the destructor.

#include <cstdio>
#include <expected>
#include <span>
#include <string>
#include <string_view>

#include "common/temporary_files.hpp"

namespace chess::tools {

// Fails (naming the file) when `path` is an existing regular file that one of `inputs` names too,
// by device and inode, so also through a link or another spelling of its path: output written
// there would replace the file being read, which no tool means to do. Output::open checks it;
// a tool that opens its output only after reading everything checks it first with this.
std::expected<void, std::string> check_output_is_no_input(std::string_view path,
                                                          std::span<const std::string> inputs);

class Output {
public:
    // "-" (or empty): standard output. Otherwise a temporary file next to path. The error names
    // the file and says why (no such directory, permission denied, is a directory, or it is one
    // of `inputs`: see check_output_is_no_input).
    static std::expected<Output, std::string> open(std::string_view path,
                                                   std::span<const std::string> inputs = {});

    Output(Output&& other) noexcept;
    Output& operator=(Output&& other) noexcept;
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;
    // Without commit(), a temporary file is removed and the target left untouched.
    ~Output();

    void write(std::string_view text);
    std::FILE* stream() const { return stream_; }
    // Flushes; for a file, renames the temporary over the target. Fails (naming the file and
    // the reason, e.g. "out.pgn: No space left on device") when any write, the flush, the close
    // or the rename failed; the temporary is then removed and the target left untouched.
    std::expected<void, std::string> commit();
    const std::string& name() const { return name_; }

private:
    Output() = default;
    void discard() noexcept;
    void note_error(int error_number) noexcept;
    std::expected<void, std::string> failure() const;
    static std::expected<Output, std::string> open_descriptor(std::string name, int descriptor);
    static std::expected<Output, std::string> open_in_place(std::string name);
    // `mode`: the permissions for the new file (those of the file it replaces, if any).
    static std::expected<Output, std::string> open_temporary(std::string name, bool exists,
                                                             unsigned mode);

    std::FILE* stream_ = nullptr;
    std::string name_;            // the target as given ("<stdout>" for standard output)
    std::string temporary_;       // empty when writing to the target directly
    std::string target_;          // what the temporary is renamed to (symbolic links resolved)
    TemporaryFileGuard cleanup_;  // removes temporary_ if a signal ends the process
    bool failed_ = false;
    int error_number_ = 0;  // errno of the first failure (0 if the C library gave none)
};

}  // namespace chess::tools
