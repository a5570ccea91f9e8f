#pragma once
// Output paths that name an open descriptor rather than a file: /dev/stdout, /dev/stderr,
// /dev/fd/N, /proc/self/fd/N, /proc/<pid>/fd/N. On Linux the /proc ones are "magic" links:
// opening one reopens whatever the descriptor refers to (truncating a regular file), and
// resolving one gives that file's own name. Output's atomic write (a temporary renamed over the
// resolved name) would then replace the very file the shell redirected into, so that
// `{ tool -o /dev/stdout a; tool -o /dev/stdout b; } > both` kept only one run's text. Such a
// path must be written through the descriptor itself, at its current offset.

#include <optional>
#include <string>
#include <string_view>

namespace chess::tools {

struct OutputTarget {
    enum class Kind {
        Name,        // an ordinary name: a regular file there may be replaced by a rename
        Descriptor,  // one of this process's descriptors (`descriptor`): write to a copy of it
        ProcEntry,   // any other entry of /proc (another process's descriptor, /proc/self/exe):
                     // never replaced, opened in place like a device
    };
    Kind kind = Kind::Name;
    int descriptor = -1;
};

// What `path` names, following symbolic links (at most 40, as the kernel does) in its directory
// part and its last component, so that a link to /dev/stdout is recognised too. Never fails: a
// path that cannot be resolved is a Name, and opening it reports why.
OutputTarget classify_output_target(const std::string& path);

// The descriptor of this process that `path` spells, by its text alone: /dev/stdin, /dev/stdout,
// /dev/stderr, /dev/fd/N, /proc/self/fd/N, /proc/thread-self/fd/N, /proc/P/fd/N and
// /proc/P/task/T/fd/N where P is this process or one of its threads. Repeated slashes and "."
// components are allowed; a path with ".." is not recognised (the kernel resolves ".." after
// the links, so the text alone cannot tell where it leads).
std::optional<int> named_descriptor(std::string_view path);

}  // namespace chess::tools
