// A decompression bomb streams through in constant memory: the decoders never hold more than
// their fixed buffers, whatever the expansion.

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <zlib.h>
#include <zstd.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "common/decoders.hpp"
#include "test_support.hpp"

namespace chess::tools {
namespace {

constexpr std::size_t bomb_size = std::size_t{256} << 20;  // 256 MiB of zeros
constexpr std::size_t bomb_chunk = std::size_t{1} << 20;

// Compresses bomb_size zero bytes a chunk at a time, so the test itself stays small.
std::string gzip_bomb() {
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        throw std::runtime_error("deflateInit2");
    std::vector<unsigned char> zeros(bomb_chunk, 0), out(bomb_chunk);
    std::string result;
    for (std::size_t done = 0; done < bomb_size; done += bomb_chunk) {
        z.next_in = zeros.data();
        z.avail_in = static_cast<uInt>(bomb_chunk);
        const int flush = done + bomb_chunk == bomb_size ? Z_FINISH : Z_NO_FLUSH;
        do {
            z.next_out = out.data();
            z.avail_out = static_cast<uInt>(out.size());
            deflate(&z, flush);
            result.append(reinterpret_cast<char*>(out.data()), out.size() - z.avail_out);
        } while (z.avail_out == 0);
    }
    deflateEnd(&z);
    return result;
}

std::string zstd_bomb() {
    ZSTD_CCtx* cctx = ZSTD_createCCtx();
    std::vector<char> zeros(bomb_chunk, 0), out(ZSTD_CStreamOutSize());
    std::string result;
    for (std::size_t done = 0; done < bomb_size; done += bomb_chunk) {
        ZSTD_inBuffer in{zeros.data(), zeros.size(), 0};
        const auto mode = done + bomb_chunk == bomb_size ? ZSTD_e_end : ZSTD_e_continue;
        std::size_t left = 0;
        do {
            ZSTD_outBuffer o{out.data(), out.size(), 0};
            left = ZSTD_compressStream2(cctx, &o, &in, mode);
            result.append(out.data(), o.pos);
        } while (mode == ZSTD_e_end ? left != 0 : in.pos < in.size);
    }
    ZSTD_freeCCtx(cctx);
    return result;
}

long peak_rss_kib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

void expect_streams_in_constant_memory(const std::string& bomb) {
    ASSERT_LT(bomb.size(), bomb_size / 100);  // a real bomb: over 100:1
    const long before = peak_rss_kib();
    auto decoded = decode_by_content(std::make_unique<test::TricklingSource>(bomb, 1 << 16));
    std::vector<char> buffer(1 << 16);
    std::size_t total = 0;
    bool all_zero = true;
    while (const std::size_t n = decoded.source->read(buffer.data(), buffer.size())) {
        total += n;
        for (std::size_t i = 0; i < n; ++i) all_zero &= buffer[i] == 0;
    }
    EXPECT_FALSE(decoded.source->failed()) << decoded.source->error_message();
    EXPECT_EQ(total, bomb_size);
    EXPECT_TRUE(all_zero);
    // Holding the output would take 256 MiB; the decoders need well under 16 MiB.
    EXPECT_LT(peak_rss_kib() - before, 16 * 1024);
}

TEST(DecompressionBomb, GzipStreamsInConstantMemory) {
    expect_streams_in_constant_memory(gzip_bomb());
}

TEST(DecompressionBomb, ZstdStreamsInConstantMemory) {
    expect_streams_in_constant_memory(zstd_bomb());
}

}  // namespace
}  // namespace chess::tools
