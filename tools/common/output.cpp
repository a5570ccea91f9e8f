#include "common/output.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <utility>

#include <fmt/core.h>

#include "common/descriptor_path.hpp"

namespace chess::tools {

namespace {

std::unexpected<std::string> error_for(std::string_view path, int error_number) {
    return std::unexpected(fmt::format("{}: {}", path, std::strerror(error_number)));
}

// The mode open(path, O_CREAT, 0666) would give a new file: mkstemp() creates 0600.
unsigned default_file_mode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666u & ~static_cast<unsigned>(mask);
}

}  // namespace

std::expected<void, std::string> check_output_is_no_input(std::string_view path,
                                                          std::span<const std::string> inputs) {
    struct stat output {};
    const std::string name(path);
    if (path.empty() || path == "-" || ::stat(name.c_str(), &output) != 0 ||
        !S_ISREG(output.st_mode))
        return {};
    for (const std::string& input : inputs) {
        struct stat st {};
        if (input.empty() || input == "-" || ::stat(input.c_str(), &st) != 0) continue;
        if (st.st_dev == output.st_dev && st.st_ino == output.st_ino)
            return std::unexpected(fmt::format(
                "{}: is also an input: writing the output there would replace what is being "
                "read (name another file)",
                path));
    }
    return {};
}

std::expected<Output, std::string> Output::open(std::string_view path,
                                                std::span<const std::string> inputs) {
    if (path.empty() || path == "-") {
        Output out;
        out.stream_ = stdout;
        out.name_ = "<stdout>";
        return out;
    }
    std::string name(path);
    const OutputTarget target = classify_output_target(name);
    if (target.kind == OutputTarget::Kind::Descriptor)
        return open_descriptor(std::move(name), target.descriptor);
    struct stat st {};
    const bool exists = ::stat(name.c_str(), &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) return error_for(path, EISDIR);
    if (auto checked = check_output_is_no_input(path, inputs); !checked)
        return std::unexpected(std::move(checked.error()));
    if (target.kind == OutputTarget::Kind::ProcEntry || (exists && !S_ISREG(st.st_mode)))
        return open_in_place(std::move(name));
    const unsigned mode = exists ? st.st_mode & 07777 : default_file_mode();
    return open_temporary(std::move(name), exists, mode);
}

// Writes through a copy of the descriptor, so the text lands at its current offset (after what
// the shell or the process wrote before) and closing the copy leaves the descriptor open.
std::expected<Output, std::string> Output::open_descriptor(std::string name, int descriptor) {
    const int flags = ::fcntl(descriptor, F_GETFL);
    if (flags < 0) return error_for(name, errno);
    if ((flags & O_ACCMODE) == O_RDONLY) return error_for(name, EBADF);
    // Whatever this process already wrote there through stdio comes first.
    if (descriptor == STDOUT_FILENO) std::fflush(stdout);
    if (descriptor == STDERR_FILENO) std::fflush(stderr);
    const int copy = ::fcntl(descriptor, F_DUPFD_CLOEXEC, 0);
    if (copy < 0) return error_for(name, errno);
    Output out;
    // fdopen() neither truncates nor moves the offset, whatever the mode says.
    out.stream_ = ::fdopen(copy, "w");
    if (out.stream_ == nullptr) {
        const int error_number = errno;
        ::close(copy);
        return error_for(name, error_number);
    }
    out.name_ = std::move(name);
    return out;
}

std::expected<Output, std::string> Output::open_in_place(std::string name) {
    Output out;
    out.stream_ = std::fopen(name.c_str(), "w");
    if (out.stream_ == nullptr) return error_for(name, errno);
    out.name_ = std::move(name);
    return out;
}

std::expected<Output, std::string> Output::open_temporary(std::string name, bool exists,
                                                          unsigned mode) {
    Output out;
    out.name_ = std::move(name);
    out.target_ = out.name_;
    if (exists) {
        std::error_code ec;
        const auto resolved = std::filesystem::canonical(out.name_, ec);
        if (!ec) out.target_ = resolved.string();
    }
    std::string pattern = out.target_ + ".tmp.XXXXXX";
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) return error_for(out.name_, errno);
    // Registered at once, so that from here on a signal removes the file too.
    out.cleanup_ = TemporaryFileGuard(pattern);
    out.stream_ = ::fchmod(fd, static_cast<mode_t>(mode)) == 0 ? ::fdopen(fd, "w") : nullptr;
    if (out.stream_ == nullptr) {
        const int error_number = errno;
        ::close(fd);
        ::unlink(pattern.c_str());
        return error_for(out.name_, error_number);
    }
    out.temporary_ = std::move(pattern);
    return out;
}

Output::Output(Output&& other) noexcept
    : stream_(std::exchange(other.stream_, nullptr)),
      name_(std::move(other.name_)),
      temporary_(std::exchange(other.temporary_, {})),
      target_(std::move(other.target_)),
      cleanup_(std::move(other.cleanup_)),
      failed_(other.failed_),
      error_number_(other.error_number_) {}

Output& Output::operator=(Output&& other) noexcept {
    if (this != &other) {
        discard();
        stream_ = std::exchange(other.stream_, nullptr);
        name_ = std::move(other.name_);
        temporary_ = std::exchange(other.temporary_, {});
        target_ = std::move(other.target_);
        cleanup_ = std::move(other.cleanup_);
        failed_ = other.failed_;
        error_number_ = other.error_number_;
    }
    return *this;
}

Output::~Output() { discard(); }

void Output::discard() noexcept {
    if (stream_ != nullptr && stream_ != stdout) std::fclose(stream_);
    if (!temporary_.empty()) ::unlink(temporary_.c_str());
    cleanup_.release();  // after the unlink: a signal in between finds nothing left to remove
    stream_ = nullptr;
    temporary_.clear();
}

void Output::note_error(int error_number) noexcept {
    if (!failed_) error_number_ = error_number;
    failed_ = true;
}

std::expected<void, std::string> Output::failure() const {
    if (error_number_ == 0) return std::unexpected(fmt::format("{}: write error", name_));
    return error_for(name_, error_number_);
}

void Output::write(std::string_view text) {
    if (stream_ == nullptr || text.empty()) return;
    if (std::fwrite(text.data(), 1, text.size(), stream_) != text.size()) note_error(errno);
}

std::expected<void, std::string> Output::commit() {
    if (stream_ == nullptr) return {};
    if (std::fflush(stream_) != 0 || std::ferror(stream_) != 0) note_error(errno);
    // Standard output stays open: commit() is then a flush that reports errors (e.g. EPIPE or
    // ENOSPC), and may be called again after more writes.
    if (stream_ == stdout) return failed_ ? failure() : std::expected<void, std::string>{};
    if (std::fclose(std::exchange(stream_, nullptr)) != 0) note_error(errno);
    if (!failed_ && !temporary_.empty() && ::rename(temporary_.c_str(), target_.c_str()) != 0)
        note_error(errno);
    if (failed_) {
        discard();
        return failure();
    }
    temporary_.clear();
    cleanup_.release();  // after the rename, for the same reason as in discard()
    return {};
}

}  // namespace chess::tools
