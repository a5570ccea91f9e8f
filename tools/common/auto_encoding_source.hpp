#pragma once
// --encoding auto: a code page is told at the text's first byte above 0x7F, not at its
// start.
// An archive may open with megabytes of games in English (ASCII, the same in every encoding)
// and hold its Russian games further on, where a sample of the head cannot see them. ASCII
// passes through while it lasts; at the first other byte a sample from there decides, once, how
// everything from that byte on is read: as Windows-1251, KOI8-R or KOI8-U
// (cyrillic_detection.hpp), Greek's Windows-1253 or ISO-8859-7 (greek_detection.hpp), or
// Central Europe's Windows-1250 or ISO-8859-2 (central_european_detection.hpp), all
// transcoded to UTF-8, or as it is
// (UTF-8, where the reader falls back to Latin-1 for bytes that are not, W101).

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "chess/pgn/byte_source.hpp"
#include "common/text_encoding.hpp"

namespace chess::tools {

// What the text turned out to be. Shared: the source decides while one thread reads, the tool
// asks once the input is done (atomic, as with -j the reading thread is not the tool's).
struct EncodingVerdict {
    std::atomic<TextEncoding> encoding{TextEncoding::Utf8};
    std::atomic<std::uint64_t> from_byte{0};  // where the code page starts: the first byte > 0x7F
    std::atomic<EncodingDoubt> doubt{EncodingDoubt::None};  // set before `encoding`
};

// What --encoding auto takes a sample (from the first byte above 0x7F) for: Windows-1251,
// KOI8-R or KOI8-U (cyrillic_detection.hpp), else Windows-1253 or ISO-8859-7
// (greek_detection.hpp), else Windows-1250 or ISO-8859-2 (central_european_detection.hpp), else
// Utf8 (read as it is, Latin-1 where it is not UTF-8). Where it
// reads as both Cyrillic and Greek (names in capitals), the likelier, and CyrillicOrGreek where
// it is less than 2^undecided_bits times as likely.
EncodingGuess guess_text_encoding(std::string_view sample);

class AutoEncodingSource final : public pgn::ByteSource {
public:
    // The bytes that decide: enough Russian tags or moves for cyrillic_encoding_of.
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
    // The ASCII bytes just before the first above 0x7F that the detection sees with the sample:
    // whether its first word stands alone ("[White \"Ли\"]") or ends a Latin word ("Jos\xE9").
    static constexpr std::size_t context_size = 16;

    // Keeps the last context_size bytes of the ASCII read so far.
    void remember_ascii(const char* ascii, std::size_t n);

    // `sample` starts at the first byte above 0x7F, at offset_; the rest of the text follows it.
    // Decided on the sample after the ASCII before it.
    void decide(std::string sample);

    // Before the verdict, the text; after it, the rest of the text as the verdict reads it.
    std::unique_ptr<pgn::ByteSource> text_;
    std::uint64_t offset_ = 0;  // ASCII bytes seen so far
    std::string ascii_before_;  // the last of them (remember_ascii)
    bool decided_ = false;
    std::shared_ptr<EncodingVerdict> verdict_;
};

}  // namespace chess::tools
