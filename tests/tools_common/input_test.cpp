// open_input: files and standard input, plain or compressed, detected by content.

#include "common/input.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <thread>

#include "common/decoders.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::compress;
using test::read_all;

const std::string& corpus() {
    static const std::string text = test::corpus_text("book-notation/lan-german.pgn");
    return text;
}

TEST(OpenInput, DetectsByContentNotByName) {
    test::ScratchDir dir;
    // Names that lie: zstd in a ".pgn", plain text in a ".gz", xz in a ".bz2".
    test::write_file(dir / "games.pgn", compress(Compression::Zstd, corpus()));
    test::write_file(dir / "plain.gz", corpus());
    test::write_file(dir / "games.bz2", compress(Compression::Xz, corpus()));
    const std::pair<const char*, Compression> cases[] = {{"games.pgn", Compression::Zstd},
                                                         {"plain.gz", Compression::None},
                                                         {"games.bz2", Compression::Xz}};
    for (const auto& [name, format] : cases) {
        SCOPED_TRACE(name);
        auto input = open_input((dir / name).string());
        ASSERT_TRUE(input.has_value()) << input.error();
        EXPECT_EQ(input->compression, format);
        EXPECT_EQ(input->name, (dir / name).string());
        EXPECT_EQ(read_all(*input->source), corpus());
        EXPECT_FALSE(input->source->failed());
    }
}

TEST(OpenInput, ProgressCountsCompressedBytes) {
    test::ScratchDir dir;
    const std::string compressed = compress(Compression::Gzip, corpus());
    test::write_file(dir / "games.pgn.gz", compressed);
    auto input = open_input((dir / "games.pgn.gz").string());
    ASSERT_TRUE(input.has_value()) << input.error();
    ASSERT_TRUE(input->file_size.has_value());
    EXPECT_EQ(*input->file_size, compressed.size());
    // Opening reads the magic number, then (for a UTF-16 byte order mark) the first decoded
    // bytes: at most one buffer of the decoder.
    EXPECT_LE(input->file_bytes_read(), compression_magic_size + 64 * 1024);
    char buffer[100];
    ASSERT_GT(input->source->read(buffer, sizeof buffer), 0u);
    EXPECT_GT(input->file_bytes_read(), 0u);
    EXPECT_LT(input->file_bytes_read(), compressed.size() + 1);
    EXPECT_EQ(read_all(*input->source).size() + 100, corpus().size());
    EXPECT_EQ(input->file_bytes_read(), compressed.size());
}

TEST(OpenInput, CorruptFileReportsFormatAndProblem) {
    test::ScratchDir dir;
    const std::string compressed = compress(Compression::Bzip2, corpus());
    test::write_file(dir / "cut.pgn", compressed.substr(0, compressed.size() / 2));
    auto input = open_input((dir / "cut.pgn").string());
    ASSERT_TRUE(input.has_value()) << input.error();
    EXPECT_EQ(input->compression, Compression::Bzip2);
    const std::string got = read_all(*input->source);
    EXPECT_TRUE(input->source->failed());
    EXPECT_EQ(input->source->error_message(), "bzip2: truncated input");
    EXPECT_EQ(got, corpus().substr(0, got.size()));
}

TEST(OpenInput, ErrorsNameTheFile) {
    test::ScratchDir dir;
    auto missing = open_input((dir / "missing.pgn").string());
    ASSERT_FALSE(missing.has_value());
    EXPECT_EQ(missing.error(), (dir / "missing.pgn").string() + ": No such file or directory");
    auto directory = open_input(dir.path().string());
    ASSERT_FALSE(directory.has_value());
    EXPECT_EQ(directory.error(), dir.path().string() + ": is a directory");
}

// Runs `body` with standard input replaced by a pipe that another thread fills with `data`
// in small pieces, as a slow producer would.
template <typename Body>
void with_stdin_from_pipe(const std::string& data, Body body) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const int saved = ::dup(0);
    ASSERT_EQ(::dup2(fds[0], 0), 0);
    ::close(fds[0]);
    std::thread writer([&data, fd = fds[1]] {
        for (std::size_t pos = 0; pos < data.size();) {
            const std::size_t n = std::min<std::size_t>(3, data.size() - pos);
            const ssize_t k = ::write(fd, data.data() + pos, n);
            if (k <= 0) break;
            pos += static_cast<std::size_t>(k);
        }
        ::close(fd);
    });
    body();
    writer.join();
    ::dup2(saved, 0);
    ::close(saved);
}

TEST(OpenInput, StandardInputCompressed) {
    const std::string compressed = compress(Compression::Zstd, corpus().substr(0, 30000));
    with_stdin_from_pipe(compressed, [&] {
        auto input = open_input("-");
        ASSERT_TRUE(input.has_value()) << input.error();
        EXPECT_EQ(input->name, "<stdin>");
        EXPECT_EQ(input->compression, Compression::Zstd);
        EXPECT_FALSE(input->file_size.has_value());
        EXPECT_EQ(read_all(*input->source), corpus().substr(0, 30000));
        EXPECT_EQ(input->file_bytes_read(), compressed.size());
    });
}

TEST(OpenInput, StandardInputPlainLosesNoBytes) {
    // Shorter than a magic number: the bytes read to look for one are all delivered.
    for (const std::string text : {"", "e4", "1. e4 *\n", "8/8/8/8/8/8/8/K1k5 w - - 0 1\n"}) {
        with_stdin_from_pipe(text, [&] {
            auto input = open_input("-");
            ASSERT_TRUE(input.has_value()) << input.error();
            EXPECT_EQ(input->compression, Compression::None);
            EXPECT_EQ(read_all(*input->source), text);
        });
    }
}

// UTF-16 with a byte order mark (Windows tools write it): both byte orders, plain or compressed,
// from a file or a pipe, read as the UTF-8 text without the mark.
std::string utf16_of_ascii(std::string_view text, TextEncoding order) {
    std::string out = order == TextEncoding::Utf16Le ? "\xFF\xFE" : "\xFE\xFF";
    for (const char c : text) {
        if (order == TextEncoding::Utf16Le) out += {c, '\0'};
        if (order == TextEncoding::Utf16Be) out += {'\0', c};
    }
    return out;
}

TEST(OpenInput, Utf16IsReadAsUtf8) {
    const std::string text = corpus().substr(0, 20000);
    test::ScratchDir dir;
    for (const TextEncoding order : {TextEncoding::Utf16Le, TextEncoding::Utf16Be}) {
        SCOPED_TRACE(text_encoding_name(order));
        const std::string utf16 = utf16_of_ascii(text, order);
        for (const Compression format : {Compression::None, Compression::Gzip}) {
            test::write_file(dir / "games.pgn",
                             format == Compression::None ? utf16 : compress(format, utf16));
            auto input = open_input((dir / "games.pgn").string());
            ASSERT_TRUE(input.has_value()) << input.error();
            EXPECT_EQ(input->compression, format);
            EXPECT_EQ(input->encoding(), order);
            EXPECT_EQ(read_all(*input->source, 7), text);
        }
        with_stdin_from_pipe(compress(Compression::Gzip, utf16), [&] {
            auto input = open_input("-");
            ASSERT_TRUE(input.has_value()) << input.error();
            EXPECT_EQ(input->encoding(), order);
            EXPECT_EQ(read_all(*input->source), text);
        });
        with_stdin_from_pipe(utf16, [&] {
            auto input = open_input("-");
            ASSERT_TRUE(input.has_value()) << input.error();
            EXPECT_EQ(input->encoding(), order);
            EXPECT_EQ(read_all(*input->source), text);
        });
    }
}

TEST(OpenInput, Utf8StartingLikeNoByteOrderMarkIsLeftAlone) {
    for (const std::string text : {"\xFF", "\xFE", "\xFF\xFF e4",
                                   "\xEF\xBB\xBF"
                                   "1. e4 *"}) {
        with_stdin_from_pipe(text, [&] {
            auto input = open_input("-");
            ASSERT_TRUE(input.has_value()) << input.error();
            EXPECT_EQ(input->encoding(), TextEncoding::Utf8);
            EXPECT_EQ(read_all(*input->source), text);
        });
    }
}

}  // namespace
}  // namespace chess::tools
