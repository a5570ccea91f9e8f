#pragma once
// Where the PGN reader's bytes come from. The reader pulls; a source only fills the buffer it is
// given, so any size of input streams through the reader's one buffer. Compressed inputs are
// further ByteSource implementations.

#include <cstddef>
#include <expected>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

namespace chess::pgn {

class ByteSource {
public:
    virtual ~ByteSource() = default;
    // Copies up to max bytes into buf; returns how many, 0 only at the end of the input or on
    // an error (then failed() is true). Never throws.
    virtual std::size_t read(char* buf, std::size_t max) = 0;
    virtual bool failed() const { return false; }
    // What went wrong, once failed() is true.
    virtual std::string_view error_message() const { return {}; }
};

// Reads a string_view that the caller keeps alive.
class MemorySource final : public ByteSource {
public:
    explicit MemorySource(std::string_view data) : data_(data) {}
    std::size_t read(char* buf, std::size_t max) override;

private:
    std::string_view data_;
    std::size_t pos_ = 0;
};

// Reads a file descriptor with POSIX read(), retrying on EINTR.
class FileSource final : public ByteSource {
public:
    // Opens a file for reading; the source closes it. Fails with the errno of open().
    static std::expected<FileSource, std::error_code> open(const std::filesystem::path& path);
    // Reads a descriptor the caller owns and closes (0 for standard input).
    static FileSource borrow(int fd) { return FileSource(fd, false); }

    FileSource(FileSource&& other) noexcept;
    FileSource& operator=(FileSource&& other) noexcept;
    FileSource(const FileSource&) = delete;
    FileSource& operator=(const FileSource&) = delete;
    ~FileSource() override;

    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return error_ != 0; }
    std::string_view error_message() const override { return message_; }

private:
    FileSource(int fd, bool owned) : fd_(fd), owned_(owned) {}
    void close_if_owned() noexcept;

    int fd_ = -1;
    bool owned_ = false;
    int error_ = 0;
    std::string message_;
};

}  // namespace chess::pgn
