#include "common/decoder_source.hpp"

#include <cstring>
#include <utility>

#include <fmt/core.h>

namespace chess::tools::detail {

namespace {

// Large enough that the system-call overhead vanishes next to decompression, small enough to
// keep a decoder's footprint modest.
constexpr std::size_t buffer_size = 64 * 1024;

}  // namespace

DecoderSource::DecoderSource(Compression format, std::unique_ptr<pgn::ByteSource> compressed)
    : format_(format), compressed_(std::move(compressed)), buffer_(buffer_size) {}

const unsigned char* DecoderSource::input() const {
    // The decompression libraries take bytes as unsigned char; the sources deliver char.
    return reinterpret_cast<const unsigned char*>(buffer_.data() + begin_);
}

DecoderSource::Step DecoderSource::set_error(std::string_view what, std::size_t produced) {
    if (error_.empty()) error_ = fmt::format("{}: {}", compression_name(format_), what);
    return {produced, Status::Error};
}

bool DecoderSource::refill() {
    if (eof_) return false;
    if (begin_ > 0) {
        std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
    }
    const std::size_t n = compressed_->read(buffer_.data() + end_, buffer_.size() - end_);
    if (n == 0) {
        eof_ = true;
        if (compressed_->failed() && error_.empty()) error_ = compressed_->error_message();
        return false;
    }
    end_ += n;
    return true;
}

std::size_t DecoderSource::want(std::size_t n) {
    while (input_size() < n && refill()) {
    }
    return input_size();
}

bool DecoderSource::skip_stream_padding() {
    std::size_t zeros = 0;
    for (;;) {
        while (input_size() > 0 && buffer_[begin_] == '\0') {
            ++begin_;
            ++zeros;
        }
        if (input_size() > 0 || !refill()) break;
    }
    if (!error_.empty()) return false;
    if (zeros % 4 == 0) return true;
    set_error("corrupt data (stream padding)");
    return false;
}

bool DecoderSource::start_next_stream() {
    if (format_ == Compression::Xz && !skip_stream_padding()) return false;
    const std::size_t pending = want(compression_magic_size);
    if (!error_.empty()) return false;
    if (pending == 0) {
        finished_ = true;
        return false;
    }
    const std::string_view head(buffer_.data() + begin_, pending);
    if (detect_compression(head) != format_) {
        set_error("trailing garbage after the compressed data");
        return false;
    }
    if (!restart()) return false;
    between_streams_ = false;
    return true;
}

std::size_t DecoderSource::read(char* buf, std::size_t max) {
    if (failed_) return 0;
    std::size_t produced = 0;
    while (produced < max && !finished_ && error_.empty()) {
        if (between_streams_) {
            // Deliver what we have before reading on: the next read may block on a pipe.
            if (produced > 0 || !start_next_stream()) break;
        }
        const Step s = step(buf + produced, max - produced);
        produced += s.produced;
        if (s.status == Status::StreamEnd) {
            between_streams_ = true;
        } else if (s.status == Status::NeedInput) {
            if (produced > 0) break;
            // Reaching the end is no error yet: a decoder may need to be told (xz's
            // LZMA_FINISH). Needing input after it has been told is.
            const bool told_end = eof_;
            if (!refill() && told_end && error_.empty()) set_error("truncated input");
        }
    }
    // An error is reported once the bytes decoded before it have been delivered.
    if (produced == 0 && !error_.empty()) failed_ = true;
    return produced;
}

}  // namespace chess::tools::detail
