// chess/pgn/byte_source.hpp: memory and file sources.

#include "chess/pgn/byte_source.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <string>

namespace chess::pgn {
namespace {

std::string read_everything(ByteSource& source, std::size_t chunk) {
    std::string out;
    std::string buf(chunk, '\0');
    for (std::size_t n; (n = source.read(buf.data(), chunk)) != 0;) out.append(buf, 0, n);
    return out;
}

TEST(MemorySource, ReadsInChunksToTheEnd) {
    MemorySource source("[Event \"x\"]\n*\n");
    EXPECT_EQ(read_everything(source, 3), "[Event \"x\"]\n*\n");
    char c = 0;
    EXPECT_EQ(source.read(&c, 1), 0u);
    EXPECT_FALSE(source.failed());
}

class TempFile {
public:
    explicit TempFile(const std::string& content)
        : path_(std::filesystem::temp_directory_path() /
                ("pgn_byte_source_test_" + std::to_string(::getpid()) + ".pgn")) {
        std::ofstream(path_, std::ios::binary) << content;
    }
    ~TempFile() { std::filesystem::remove(path_); }
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

TEST(FileSource, ReadsAFile) {
    const std::string content(100000, 'e');
    TempFile file(content);
    auto source = FileSource::open(file.path());
    ASSERT_TRUE(source.has_value());
    EXPECT_EQ(read_everything(*source, 4096), content);
    EXPECT_FALSE(source->failed());
}

TEST(FileSource, MissingFileIsAnError) {
    const auto source = FileSource::open("/nonexistent/dir/games.pgn");
    ASSERT_FALSE(source.has_value());
    EXPECT_EQ(source.error().value(), ENOENT);
}

TEST(FileSource, BorrowedDescriptorIsNotClosed) {
    TempFile file("1. e4 *");
    const int fd = ::open(file.path().c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    {
        FileSource source = FileSource::borrow(fd);
        EXPECT_EQ(read_everything(source, 2), "1. e4 *");
    }
    EXPECT_EQ(::lseek(fd, 0, SEEK_SET), 0);  // still open
    ::close(fd);
}

TEST(FileSource, MovedSourceKeepsReading) {
    TempFile file("abcdef");
    auto opened = FileSource::open(file.path());
    ASSERT_TRUE(opened.has_value());
    char buf[3];
    ASSERT_EQ(opened->read(buf, 3), 3u);
    FileSource moved = std::move(*opened);
    EXPECT_EQ(read_everything(moved, 2), "def");
    FileSource assigned = FileSource::borrow(-1);
    assigned = std::move(moved);
    EXPECT_EQ(assigned.read(buf, 3), 0u);
}

TEST(FileSource, ReadErrorIsReported) {
    TempFile file("x");
    const int fd = ::open(file.path().c_str(), O_WRONLY);  // not readable: read() fails
    ASSERT_GE(fd, 0);
    FileSource source = FileSource::borrow(fd);
    char buf[4];
    EXPECT_EQ(source.read(buf, 4), 0u);
    EXPECT_TRUE(source.failed());
    EXPECT_FALSE(source.error_message().empty());
    ::close(fd);
}

}  // namespace
}  // namespace chess::pgn
