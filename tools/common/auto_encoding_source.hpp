#pragma once
// --encoding auto: Windows-1251 is told at the text's first byte above 0x7F, not at its start.
// An archive may open with megabytes of games in English (ASCII, the same in every encoding)
// and hold its Russian games further on, where a sample of the head cannot see them. ASCII
// passes through while it lasts; at the first other byte a sample from there decides, once, how
// everything from that byte on is read: as Windows-1251 (transcoded to UTF-8) or as it is
// (UTF-8, where the reader falls back to Latin-1 for bytes that are not, W101).

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include "chess/pgn/byte_source.hpp"
#include "common/text_encoding.hpp"

namespace chess::tools {

// What the text turned out to be. Shared: the source decides while one thread reads, the tool
// asks once the input is done (atomic, as with -j the reading thread is not the tool's).
struct EncodingVerdict {
    std::atomic<TextEncoding> encoding{TextEncoding::Utf8};
    std::atomic<std::uint64_t> from_byte{0};  // where Windows-1251 starts: the first byte > 0x7F
};

class AutoEncodingSource final : public pgn::ByteSource {
public:
    // The bytes that decide: enough Russian tags or moves for looks_like_windows_1251.
    static constexpr std::size_t sample_size = 64 * 1024;

    AutoEncodingSource(std::unique_ptr<pgn::ByteSource> text,
                       std::shared_ptr<EncodingVerdict> verdict);

    // Reads up to `n` bytes ahead, to be read again: if the text leaves ASCII within them, the
    // verdict is in when this returns.
    void look_ahead(std::size_t n);
    bool decided() const { return decided_; }

    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return text_->failed(); }
    std::string_view error_message() const override { return text_->error_message(); }

private:
    // `sample` starts at the first byte above 0x7F, at offset_; the rest of the text follows it.
    void decide(std::string sample);

    // Before the verdict, the text; after it, the rest of the text as the verdict reads it.
    std::unique_ptr<pgn::ByteSource> text_;
    std::uint64_t offset_ = 0;  // ASCII bytes seen so far
    bool decided_ = false;
    std::shared_ptr<EncodingVerdict> verdict_;
};

}  // namespace chess::tools
