#pragma once
// What the four decoders (gzip, bzip2, xz, zstd) share: a bounded buffer of compressed bytes
// pulled from the underlying source, the loop that drives a streaming decompressor across
// concatenated streams (members, frames), and errors that name the format. A decoder only says
// how to take one step and how to start over for the next stream.
//
// Memory is bounded whatever the input: the compressed buffer has a fixed size and the decoded
// bytes go straight into the caller's buffer, so a "bomb" that expands a thousandfold streams
// through like any other input.

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "common/compression.hpp"

namespace chess::tools::detail {

class DecoderSource : public pgn::ByteSource {
public:
    // Never returns part of the data silently: a corrupt or truncated stream delivers what was
    // decoded before the problem, then 0 with failed() true and a message such as
    // "zstd: truncated input".
    std::size_t read(char* buf, std::size_t max) final;
    bool failed() const final { return failed_; }
    std::string_view error_message() const final { return error_; }

protected:
    enum class Status {
        Progress,   // bytes were consumed or produced; call again
        StreamEnd,  // one complete stream (member, frame) ends here
        NeedInput,  // no progress is possible without more compressed bytes
        Error       // set_error() was called
    };
    struct Step {
        std::size_t produced = 0;
        Status status = Status::Progress;
    };

    DecoderSource(Compression format, std::unique_ptr<pgn::ByteSource> compressed);

    // One call into the decompressor: decodes from input() into out (at most max bytes, max > 0)
    // and consume()s what it used.
    virtual Step step(char* out, std::size_t max) = 0;
    // Prepares the decompressor for another stream of the same format.
    virtual bool restart() = 0;

    // Compressed bytes read but not yet consumed.
    const unsigned char* input() const;
    std::size_t input_size() const { return end_ - begin_; }
    void consume(std::size_t n) { begin_ += n; }
    // Whether the underlying source has reported its end (input() may still hold bytes).
    bool input_ended() const { return eof_; }

    // Records "<format>: <what>" (the first error wins). Returns a Step for
    // `return set_error(..)`, which still delivers the bytes the failing call produced.
    Step set_error(std::string_view what, std::size_t produced = 0);

private:
    // Reads more compressed bytes behind the ones pending; false at the end of the input or on
    // a read error (then the error is recorded as the underlying source worded it).
    bool refill();
    // Makes at least n bytes pending when the input has that many; returns how many are pending.
    std::size_t want(std::size_t n);
    // After a stream ended: true when another stream of the format follows, false at the end of
    // the input (finished_) or when something else follows (an error).
    bool start_next_stream();
    // xz only: skips the Stream Padding the format allows after a stream (null bytes, a
    // multiple of four); false on a read error or a bad length.
    bool skip_stream_padding();

    Compression format_;
    std::unique_ptr<pgn::ByteSource> compressed_;
    std::vector<char> buffer_;
    std::size_t begin_ = 0;
    std::size_t end_ = 0;
    bool eof_ = false;
    bool between_streams_ = false;
    bool finished_ = false;
    bool failed_ = false;  // set when read() returns 0 because of error_
    std::string error_;
};

}  // namespace chess::tools::detail
