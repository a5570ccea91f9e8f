#include "chess/pgn/byte_source.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

namespace chess::pgn {

std::size_t MemorySource::read(char* buf, std::size_t max) {
    const std::size_t n = std::min(max, data_.size() - pos_);
    if (n != 0) std::memcpy(buf, data_.data() + pos_, n);
    pos_ += n;
    return n;
}

std::expected<FileSource, std::error_code> FileSource::open(const std::filesystem::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::unexpected(std::error_code(errno, std::generic_category()));
    return FileSource(fd, true);
}

FileSource::FileSource(FileSource&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      owned_(std::exchange(other.owned_, false)),
      error_(other.error_),
      message_(std::move(other.message_)) {}

FileSource& FileSource::operator=(FileSource&& other) noexcept {
    if (this != &other) {
        close_if_owned();
        fd_ = std::exchange(other.fd_, -1);
        owned_ = std::exchange(other.owned_, false);
        error_ = other.error_;
        message_ = std::move(other.message_);
    }
    return *this;
}

FileSource::~FileSource() { close_if_owned(); }

void FileSource::close_if_owned() noexcept {
    if (owned_ && fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

std::size_t FileSource::read(char* buf, std::size_t max) {
    if (fd_ < 0 || error_ != 0) return 0;
    for (;;) {
        const ssize_t n = ::read(fd_, buf, max);
        if (n >= 0) return static_cast<std::size_t>(n);
        if (errno == EINTR) continue;
        error_ = errno;
        message_ = std::generic_category().message(error_);
        return 0;
    }
}

}  // namespace chess::pgn
