// Choosing the decoder from the first bytes, without losing them: they are read ahead, then
// replayed in front of the rest. No seeking, so standard input works like a file. The same
// again on the decompressed bytes for a UTF-16 byte order mark, and for Windows-1251 text
// (unless --encoding names the encoding).

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

#include "common/decoders.hpp"
#include "common/single_byte_source.hpp"
#include "common/utf16_source.hpp"
#include "common/windows_1251_source.hpp"

namespace chess::tools {

namespace {

// The text's first bytes that tell Windows-1251 from UTF-8 and Latin-1: a few games' tags.
constexpr std::size_t windows_1251_sample_size = 64 * 1024;

// Delivers `head` (bytes already read from `rest`), then the rest.
class ReplaySource final : public pgn::ByteSource {
public:
    ReplaySource(std::string head, std::unique_ptr<pgn::ByteSource> rest)
        : head_(std::move(head)), rest_(std::move(rest)) {}

    // The head and, in the same call, what follows: a caller asking for a buffer's worth does
    // not get the few bytes of the head alone.
    std::size_t read(char* buf, std::size_t max) override {
        std::size_t n = 0;
        if (pos_ < head_.size()) {
            n = std::min(max, head_.size() - pos_);
            std::memcpy(buf, head_.data() + pos_, n);
            pos_ += n;
        }
        return n < max ? n + rest_->read(buf + n, max - n) : n;
    }
    bool failed() const override { return rest_->failed(); }
    std::string_view error_message() const override { return rest_->error_message(); }
    const std::string& head() const { return head_; }

private:
    std::string head_;
    std::size_t pos_ = 0;
    std::unique_ptr<pgn::ByteSource> rest_;
};

// Up to n bytes: a pipe may deliver fewer per read than it will hold in the end.
std::string read_ahead(pgn::ByteSource& source, std::size_t n) {
    std::string head(n, '\0');
    std::size_t got = 0;
    while (got < n) {
        const std::size_t k = source.read(head.data() + got, n - got);
        if (k == 0) break;
        got += k;
    }
    head.resize(got);
    return head;
}

}  // namespace

std::unique_ptr<pgn::ByteSource> make_decoder(Compression format,
                                              std::unique_ptr<pgn::ByteSource> compressed) {
    switch (format) {
        case Compression::None:
            return compressed;
        case Compression::Gzip:
            return make_gzip_source(std::move(compressed));
        case Compression::Bzip2:
            return make_bzip2_source(std::move(compressed));
        case Compression::Xz:
            return make_xz_source(std::move(compressed));
        case Compression::Zstd:
            return make_zstd_source(std::move(compressed));
    }
    return compressed;
}

namespace {

// The text of `replayed` (no byte order mark) as `choice` reads it: named, or told from the
// sample at its head.
DecodedSource decode_text(std::unique_ptr<ReplaySource> replayed, Compression format,
                          EncodingChoice choice) {
    const bool windows_1251 =
        choice == EncodingChoice::Windows1251 ||
        (choice == EncodingChoice::Auto && looks_like_windows_1251(replayed->head()));
    if (windows_1251)
        return {make_windows_1251_source(std::move(replayed)), format, TextEncoding::Windows1251};
    if (choice == EncodingChoice::Latin1)
        return {make_latin_1_source(std::move(replayed)), format, TextEncoding::Latin1};
    return {std::move(replayed), format, TextEncoding::Utf8};
}

}  // namespace

DecodedSource decode_by_content(std::unique_ptr<pgn::ByteSource> raw, EncodingChoice choice) {
    // A read error here stays with `raw`: the replay source reports it after the bytes read.
    std::string head = read_ahead(*raw, compression_magic_size);
    const Compression format = detect_compression(head);
    auto replay = std::make_unique<ReplaySource>(std::move(head), std::move(raw));
    std::unique_ptr<pgn::ByteSource> decoded = make_decoder(format, std::move(replay));

    // UTF-16 inside the compression (a .pgn.gz written on Windows) as well as outside. The byte
    // order mark is dropped: the text goes on as UTF-8 without one.
    std::string text_head = read_ahead(*decoded, byte_order_mark_size);
    const TextEncoding encoding = text_encoding_of(text_head);
    if (encoding != TextEncoding::Utf8)
        return {make_utf16_source(std::move(decoded), encoding), format, encoding};
    // Windows-1251 has no byte order mark: told from a sample of the text, unless named (only
    // auto needs more than the bytes already read).
    const std::size_t sample_size = choice == EncodingChoice::Auto ? windows_1251_sample_size : 0;
    std::string sample = text_head + read_ahead(*decoded, sample_size);
    return decode_text(std::make_unique<ReplaySource>(std::move(sample), std::move(decoded)),
                       format, choice);
}

}  // namespace chess::tools
