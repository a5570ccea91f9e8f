#include "common/descriptor_path.hpp"

#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <charconv>
#include <filesystem>
#include <system_error>
#include <vector>

namespace chess::tools {

namespace {

// The kernel gives up after 40 links (ELOOP); so do we, and let the open report it.
constexpr int kMaxLinks = 40;

// The components of an absolute path, without empty ones ("//") and "."; nullopt for a
// relative path or one with "..".
std::optional<std::vector<std::string_view>> components(std::string_view path) {
    if (!path.starts_with('/')) return std::nullopt;
    std::vector<std::string_view> parts;
    while (!path.empty()) {
        const std::size_t slash = path.find('/');
        const std::string_view part = path.substr(0, slash);
        path = slash == std::string_view::npos ? std::string_view{} : path.substr(slash + 1);
        if (part == "..") return std::nullopt;
        if (!part.empty() && part != ".") parts.push_back(part);
    }
    return parts;
}

std::optional<int> number(std::string_view text) {
    int value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || ptr != end || value < 0) return std::nullopt;
    return value;
}

// True when /proc/<id> is this process: its own pid, or one of its threads (a thread's id
// works in /proc too, and threads share the descriptor table).
bool is_this_process(std::string_view id) {
    if (id == "self" || id == "thread-self") return true;
    const auto pid = number(id);
    if (!pid) return false;
    if (*pid == ::getpid()) return true;
    struct stat st {};
    const std::string task = "/proc/self/task/" + std::string(id);
    return ::stat(task.c_str(), &st) == 0;
}

// "fd/N" under /proc/<id> or /proc/<id>/task/<tid>: the descriptor, if <id> is this process.
std::optional<int> proc_descriptor(const std::vector<std::string_view>& parts) {
    const std::size_t n = parts.size();
    const bool direct = n == 4;
    const bool of_task = n == 6 && parts[2] == "task";
    if (!(direct || of_task) || parts[0] != "proc" || parts[n - 2] != "fd") return std::nullopt;
    if (!is_this_process(parts[1]) || (of_task && !is_this_process(parts[3]))) return std::nullopt;
    return number(parts[n - 1]);
}

bool on_procfs(const std::filesystem::path& directory) {
    struct statfs fs {};
    return ::statfs(directory.c_str(), &fs) == 0 && fs.f_type == PROC_SUPER_MAGIC;
}

// `path` with its directory part resolved (every link in it followed), so that only the last
// component can still be a link. Empty when the directory does not resolve.
std::filesystem::path resolve_directory(const std::filesystem::path& path) {
    std::error_code ec;
    const std::filesystem::path parent = path.has_parent_path() ? path.parent_path() : ".";
    const auto directory = std::filesystem::canonical(parent, ec);
    if (ec) return {};
    return directory / path.filename();
}

}  // namespace

std::optional<int> named_descriptor(std::string_view path) {
    const auto parts = components(path);
    if (!parts) return std::nullopt;
    const std::size_t n = parts->size();
    if (n == 2 && (*parts)[0] == "dev") {
        const std::string_view name = (*parts)[1];
        if (name == "stdin") return 0;
        if (name == "stdout") return 1;
        if (name == "stderr") return 2;
    }
    if (n == 3 && (*parts)[0] == "dev" && (*parts)[1] == "fd") return number((*parts)[2]);
    return proc_descriptor(*parts);
}

OutputTarget classify_output_target(const std::string& path) {
    std::filesystem::path current = path;
    for (int link = 0; link <= kMaxLinks; ++link) {
        if (const auto fd = named_descriptor(current.native()))
            return {OutputTarget::Kind::Descriptor, *fd};
        current = resolve_directory(current);
        if (current.empty()) return {};
        if (const auto fd = named_descriptor(current.native()))
            return {OutputTarget::Kind::Descriptor, *fd};
        // Every other /proc entry is a view of something else: never rename over it.
        if (on_procfs(current.parent_path())) return {OutputTarget::Kind::ProcEntry};
        std::error_code ec;
        if (!std::filesystem::is_symlink(current, ec)) return {};
        // A relative link is relative to its directory; operator/ keeps an absolute one whole.
        current = current.parent_path() / std::filesystem::read_symlink(current, ec);
        if (ec) return {};
    }
    return {};
}

}  // namespace chess::tools
