#include "common/output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <utility>

#include <fmt/core.h>

namespace chess::tools {

std::expected<Output, std::string> Output::open(std::string_view path) {
    Output out;
    if (path.empty() || path == "-") {
        out.stream_ = stdout;
        out.name_ = "<stdout>";
        return out;
    }
    out.name_ = std::string(path);
    std::string pattern = out.name_ + ".tmp.XXXXXX";
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) return std::unexpected(fmt::format("{}: {}", path, std::strerror(errno)));
    out.stream_ = ::fdopen(fd, "w");
    if (out.stream_ == nullptr) {
        ::close(fd);
        ::unlink(pattern.c_str());
        return std::unexpected(fmt::format("{}: {}", path, std::strerror(errno)));
    }
    out.temporary_ = std::move(pattern);
    return out;
}

Output::Output(Output&& other) noexcept
    : stream_(std::exchange(other.stream_, nullptr)),
      name_(std::move(other.name_)),
      temporary_(std::exchange(other.temporary_, {})),
      failed_(other.failed_) {}

Output& Output::operator=(Output&& other) noexcept {
    if (this != &other) {
        discard();
        stream_ = std::exchange(other.stream_, nullptr);
        name_ = std::move(other.name_);
        temporary_ = std::exchange(other.temporary_, {});
        failed_ = other.failed_;
    }
    return *this;
}

Output::~Output() { discard(); }

void Output::discard() noexcept {
    if (stream_ != nullptr && !temporary_.empty()) {
        std::fclose(stream_);
        ::unlink(temporary_.c_str());
    }
    stream_ = nullptr;
    temporary_.clear();
}

void Output::write(std::string_view text) {
    if (stream_ == nullptr || text.empty()) return;
    if (std::fwrite(text.data(), 1, text.size(), stream_) != text.size()) failed_ = true;
}

std::expected<void, std::string> Output::commit() {
    if (stream_ == nullptr) return {};
    if (std::fflush(stream_) != 0 || std::ferror(stream_) != 0) failed_ = true;
    if (temporary_.empty()) {
        if (failed_) return std::unexpected(fmt::format("{}: write error", name_));
        return {};
    }
    const bool closed = std::fclose(stream_) == 0;
    stream_ = nullptr;
    if (failed_ || !closed || ::rename(temporary_.c_str(), name_.c_str()) != 0) {
        const std::string error = fmt::format("{}: {}", name_, std::strerror(errno));
        ::unlink(temporary_.c_str());
        temporary_.clear();
        return std::unexpected(error);
    }
    temporary_.clear();
    return {};
}

}  // namespace chess::tools
