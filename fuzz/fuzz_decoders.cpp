// Fuzz target: the input decoders of the tools (tools/common: gzip, bzip2, xz, zstd, UTF-16,
// Windows-1251 and the choice by content) fed arbitrary bytes.
//
// The first byte chooses the decoder (bits 0-2: gzip, bzip2, xz, zstd, UTF-16LE, UTF-16BE, by
// content, Windows-1251) and the size of the small reads (bits 3-7: 1 to 32 bytes); the rest is
// the encoded input. Properties besides "no crash, no hang, no leak, no UB":
// - the outcome (end or error) is the same when read 64 KiB at a time and in small reads, and so
//   are the bytes, but for how much of a corrupt block comes out before an error;
// - 0 is final: once a read returns 0, the next one does too;
// - a decoder that fails says why, starting with its format's name ("gzip: ...");
// - UTF-16 and Windows-1251 come out as valid UTF-8.
// Output is read up to a cap: a bomb streams, it does not need to be read to its end here.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "chess/pgn/byte_source.hpp"
#include "common/compression.hpp"
#include "common/decoders.hpp"
#include "common/utf16_source.hpp"
#include "common/windows_1251_source.hpp"
#include "fuzz_support.hpp"

namespace {

namespace tools = chess::tools;
using chess::fuzz::check;

constexpr std::size_t output_cap = 256 * 1024;
constexpr std::size_t small_read_cap = 16 * 1024;

enum class Choice : std::uint8_t {
    Gzip,
    Bzip2,
    Xz,
    Zstd,
    Utf16Le,
    Utf16Be,
    ByContent,
    Windows1251
};

std::unique_ptr<chess::pgn::ByteSource> decoder(Choice choice, std::string_view input) {
    auto raw = std::make_unique<chess::pgn::MemorySource>(input);
    switch (choice) {
        case Choice::Gzip:
            return tools::make_gzip_source(std::move(raw));
        case Choice::Bzip2:
            return tools::make_bzip2_source(std::move(raw));
        case Choice::Xz:
            return tools::make_xz_source(std::move(raw));
        case Choice::Zstd:
            return tools::make_zstd_source(std::move(raw));
        case Choice::Utf16Le:
            return tools::make_utf16_source(std::move(raw), tools::TextEncoding::Utf16Le);
        case Choice::Utf16Be:
            return tools::make_utf16_source(std::move(raw), tools::TextEncoding::Utf16Be);
        case Choice::ByContent:
            return tools::decode_by_content(std::move(raw)).source;
        case Choice::Windows1251:
            return tools::make_windows_1251_source(std::move(raw));
    }
    return raw;
}

struct Decoded {
    std::string bytes;
    bool ended = false;  // read returned 0 before the cap
    bool failed = false;
    std::string error;
};

Decoded decode(Choice choice, std::string_view input, std::size_t read_size, std::size_t cap) {
    auto source = decoder(choice, input);
    Decoded out;
    std::string buffer(read_size, '\0');
    while (out.bytes.size() < cap) {
        const std::size_t n = source->read(buffer.data(), read_size);
        check(n <= read_size, "a read returns at most what was asked");
        if (n == 0) {
            out.ended = true;
            check(source->read(buffer.data(), read_size) == 0, "0 is final");
            break;
        }
        out.bytes.append(buffer.data(), n);
    }
    out.failed = source->failed();
    out.error = std::string(source->error_message());
    if (out.bytes.size() > cap) out.bytes.resize(cap);
    return out;
}

std::string_view format_name(Choice choice) {
    switch (choice) {
        case Choice::Gzip:
            return tools::compression_name(tools::Compression::Gzip);
        case Choice::Bzip2:
            return tools::compression_name(tools::Compression::Bzip2);
        case Choice::Xz:
            return tools::compression_name(tools::Compression::Xz);
        case Choice::Zstd:
            return tools::compression_name(tools::Compression::Zstd);
        default:
            return {};
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    chess::fuzz::InputCursor cursor(data, size);
    const std::uint8_t selector = cursor.take_byte();
    const auto choice = static_cast<Choice>(selector & 7);
    const std::size_t small_read = 1 + (selector >> 3);
    const std::string_view input = cursor.rest();

    const Decoded whole = decode(choice, input, 64 * 1024, output_cap);
    const Decoded small = decode(choice, input, small_read, small_read_cap);
    const std::size_t common = std::min(whole.bytes.size(), small.bytes.size());
    check(whole.bytes.compare(0, common, small.bytes, 0, common) == 0,
          "the decoded bytes do not depend on the read size");
    if (whole.ended && small.ended) {
        check(whole.failed == small.failed, "the outcome does not depend on the read size",
              whole.error + " / " + small.error);
        // Before an error, how much of a corrupt block comes out may depend on the read size
        // (zstd does so); without one, every byte must.
        if (!whole.failed) check(whole.bytes == small.bytes, "both reads end at the same byte");
    }
    if (whole.failed) {
        check(!whole.error.empty(), "a failure says why");
        const std::string_view name = format_name(choice);
        check(name.empty() || std::string_view(whole.error).starts_with(name),
              "a decoder's error names its format", whole.error);
    }
    if (choice == Choice::Windows1251) {
        check(chess::fuzz::is_valid_utf8(whole.bytes), "Windows-1251 becomes valid UTF-8");
        if (input.size() * 3 < output_cap)
            check(whole.ended && !whole.failed, "Windows-1251 is read to its end, never fails");
    }
    if (choice == Choice::Utf16Le || choice == Choice::Utf16Be) {
        check(chess::fuzz::is_valid_utf8(whole.bytes), "UTF-16 becomes valid UTF-8");
        // Each 2-byte unit gives at most 3 bytes (a pair, 4 bytes for 4; an odd byte, 3).
        if (input.size() / 2 * 3 + 3 < output_cap)
            check(whole.ended, "UTF-16 is at most 1.5 times longer in UTF-8");
    }
    return 0;
}
