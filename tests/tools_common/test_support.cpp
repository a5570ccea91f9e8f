#include "test_support.hpp"

#include <bzlib.h>
#include <gtest/gtest.h>
#include <lzma.h>
#include <signal.h>
#include <stdlib.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <fstream>
#include <iterator>
#include <set>
#include <stdexcept>
#include <vector>

#include "common/char_width.hpp"
#include "common/input.hpp"
#include "common/utf8.hpp"

namespace chess::tools::test {

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void write_file(const std::filesystem::path& path, std::string_view data) {
    std::ofstream out(path, std::ios::binary);
    out.write(data.data(), static_cast<std::streamsize>(data.size()));
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string corpus_text(std::string_view relative) {
    return read_file(std::filesystem::path(CHESS_CORPUS_DIR) / relative);
}

namespace {

std::string gzip(std::string_view data) {
    z_stream z{};
    if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        throw std::runtime_error("deflateInit2");
    std::string out(deflateBound(&z, static_cast<uLong>(data.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int rc = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (rc != Z_STREAM_END) throw std::runtime_error("deflate");
    return out;
}

std::string bzip2(std::string_view data) {
    auto size = static_cast<unsigned>(data.size() + data.size() / 100 + 600);
    std::string out(size, '\0');
    if (BZ2_bzBuffToBuffCompress(out.data(), &size, const_cast<char*>(data.data()),
                                 static_cast<unsigned>(data.size()), 9, 0, 0) != BZ_OK)
        throw std::runtime_error("BZ2_bzBuffToBuffCompress");
    out.resize(size);
    return out;
}

std::string xz(std::string_view data) {
    std::string out(lzma_stream_buffer_bound(data.size()), '\0');
    std::size_t pos = 0;
    if (lzma_easy_buffer_encode(
            6, LZMA_CHECK_CRC64, nullptr, reinterpret_cast<const std::uint8_t*>(data.data()),
            data.size(), reinterpret_cast<std::uint8_t*>(out.data()), &pos, out.size()) != LZMA_OK)
        throw std::runtime_error("lzma_easy_buffer_encode");
    out.resize(pos);
    return out;
}

std::string zstd(std::string_view data) {
    std::string out(ZSTD_compressBound(data.size()), '\0');
    const std::size_t n = ZSTD_compress(out.data(), out.size(), data.data(), data.size(), 3);
    if (ZSTD_isError(n)) throw std::runtime_error("ZSTD_compress");
    out.resize(n);
    return out;
}

}  // namespace

std::string compress(Compression format, std::string_view data) {
    switch (format) {
        case Compression::Gzip:
            return gzip(data);
        case Compression::Bzip2:
            return bzip2(data);
        case Compression::Xz:
            return xz(data);
        case Compression::Zstd:
            return zstd(data);
        case Compression::None:
            break;
    }
    return std::string(data);
}

std::string read_all(pgn::ByteSource& source, std::size_t chunk) {
    std::string out;
    std::vector<char> buffer(chunk);
    for (;;) {
        const std::size_t n = source.read(buffer.data(), buffer.size());
        if (n == 0) break;
        out.append(buffer.data(), n);
    }
    // The end is the end: asking again gives nothing more.
    EXPECT_EQ(source.read(buffer.data(), buffer.size()), 0u);
    return out;
}

std::size_t TricklingSource::read(char* buf, std::size_t max) {
    const std::size_t n = std::min({max, chunk_, data_.size() - pos_});
    std::memcpy(buf, data_.data() + pos_, n);
    pos_ += n;
    return n;
}

std::size_t FailingSource::read(char* buf, std::size_t max) {
    const std::size_t n = std::min(max, data_.size() - pos_);
    std::memcpy(buf, data_.data() + pos_, n);
    pos_ += n;
    if (n == 0) failed_ = true;
    return n;
}

bool signal_ignored(int signal_number) {
    struct sigaction current {};
    return ::sigaction(signal_number, nullptr, &current) == 0 &&
           (current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_IGN;
}

ScratchDir::ScratchDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "tools_common.XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp");
    path_ = pattern;
}

ScratchDir::~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
}

std::string ScratchDir::listing() const {
    std::set<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(path_))
        names.insert(entry.path().filename().string());
    std::string out;
    for (const auto& name : names) out += (out.empty() ? "" : " ") + name;
    return out;
}

std::string every_byte_from_space() {
    std::string all;
    for (int b = 0x20; b < 0x100; ++b) all += static_cast<char>(b);
    return all;
}

void expect_transcodes_every_byte(const SourceFactory& make, std::string_view upper) {
    const std::string all = every_byte_from_space();
    const std::string expected = all.substr(0, 0x60) + std::string(upper);
    for (const std::size_t trickle : {1u, 3u, 100000u}) {
        for (const std::size_t read : {1u, 7u, 4096u}) {
            auto source = make(std::make_unique<TricklingSource>(all, trickle));
            EXPECT_EQ(read_all(*source, read), expected) << trickle << ' ' << read;
        }
    }
}

void expect_opened_as(const std::string& name, const std::string& bytes, EncodingChoice choice,
                      TextEncoding encoding, std::string_view why, const std::string& text) {
    SCOPED_TRACE(name);
    ScratchDir dir;
    const std::string path = (dir / name).string();
    write_file(path, bytes);
    testing::internal::CaptureStderr();
    auto input = open_input(path, choice);
    EXPECT_EQ(testing::internal::GetCapturedStderr(),
              path + ": " + std::string(text_encoding_name(encoding)) + " text (" +
                  std::string(why) + "), converted to UTF-8\n");
    ASSERT_TRUE(input.has_value()) << input.error();
    EXPECT_EQ(input->encoding(), encoding);
    EXPECT_EQ(read_all(*input->source), text);
}

std::u32string code_points(std::string_view utf8) {
    std::u32string out;
    for (std::size_t i = 0; i < utf8.size();) {
        const std::size_t length = utf8_sequence_length(utf8.substr(i));
        EXPECT_NE(length, 0u) << "not UTF-8 at byte " << i;
        if (length == 0) return out;
        out += code_point_of(utf8.substr(i, length));
        i += length;
    }
    return out;
}

std::string in_code_page(std::string_view utf8, const CodePageTable& table) {
    std::string out;
    for (const char32_t cp : code_points(utf8)) {
        std::size_t byte = 0;
        while (byte < table.size() && table[byte] != cp) ++byte;
        EXPECT_LT(byte, table.size()) << "U+" << std::hex << static_cast<int>(cp);
        out += static_cast<char>(byte);
    }
    return out;
}

}  // namespace chess::tools::test
