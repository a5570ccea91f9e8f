#pragma once
// Opening a tool's input: a file name or "-" for standard input, plain or compressed. The
// compression is detected from the first bytes (gzip, bzip2, xz, zstd), not from the name, and
// works on standard input too.

#include <atomic>
#include <cstdint>
#include <expected>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "chess/pgn/byte_source.hpp"
#include "common/auto_encoding_source.hpp"
#include "common/compression.hpp"
#include "common/text_encoding.hpp"
#include "common/utf16_source.hpp"

namespace chess::tools {

struct Input {
    // Yields the decompressed bytes. A corrupt or truncated compressed stream ends with
    // failed() true and an error_message() naming the format ("zstd: truncated input").
    std::unique_ptr<pgn::ByteSource> source;
    std::string name;  // as given ("-" reads as "<stdin>")
    Compression compression = Compression::None;
    // The text's encoding as found or named; UTF-16 (by its byte order mark), Windows-1251,
    // KOI8-R, KOI8-U, Greek (by its content or --encoding) and Latin-1 (by --encoding) are
    // converted to UTF-8. Found by the content, they may be found only as the text is read
    // (auto_encoding_source.hpp): ask again once it has been.
    TextEncoding encoding() const {
        return verdict ? verdict->encoding.load(std::memory_order_acquire) : TextEncoding::Utf8;
    }
    std::shared_ptr<const EncodingVerdict> verdict;
    // Size of the file on disk (compressed size for compressed files); nullopt for pipes.
    std::optional<std::uint64_t> file_size;
    // Bytes of the file consumed so far (compressed bytes for compressed files), for progress.
    std::uint64_t file_bytes_read() const;

    // Implementation detail shared with the source: counts the raw bytes read from the file.
    // Atomic: with -j another thread reads the input while the progress line is drawn.
    std::shared_ptr<std::atomic<std::uint64_t>> raw_counter =
        std::make_shared<std::atomic<std::uint64_t>>(0);

    // Says on stderr, when the input is done with, that its text turned to a code page
    // after the part looked at on opening. At the end, not when found: with -j the text is read
    // ahead of the diagnostics, and what a tool prints must not depend on -j.
    class LateEncodingNotice {
    public:
        LateEncodingNotice() = default;
        LateEncodingNotice(std::string name, std::shared_ptr<const EncodingVerdict> verdict);
        LateEncodingNotice(LateEncodingNotice&&) noexcept = default;
        LateEncodingNotice& operator=(LateEncodingNotice&&) noexcept = default;
        LateEncodingNotice(const LateEncodingNotice&) = delete;
        LateEncodingNotice& operator=(const LateEncodingNotice&) = delete;
        ~LateEncodingNotice();

    private:
        std::string name_;
        std::shared_ptr<const EncodingVerdict> verdict_;  // none: nothing left to say
    };
    LateEncodingNotice late_encoding_notice;
};

// Opens path ("-": standard input) and reads its first bytes to detect the compression, a
// UTF-16 byte order mark and (with EncodingChoice::Auto) Cyrillic, Greek or Central European code
// pages; text that is not UTF-8 is said once on stderr, since the tools' byte offsets then count
// UTF-8 bytes (on opening, or when the input is done with if found while reading). The error says
// what failed and names the file (a missing file, a directory, a read error).
std::expected<Input, std::string> open_input(std::string_view path,
                                             EncodingChoice encoding = EncodingChoice::Auto);

}  // namespace chess::tools
