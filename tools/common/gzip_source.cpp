// gzip through zlib's inflate, one member after another (what `cat a.gz b.gz` gives).

#include <zlib.h>

#include <climits>
#include <string>

#include "common/decoder_source.hpp"
#include "common/decoders.hpp"

namespace chess::tools {

namespace {

// windowBits 15 (the largest window) plus 16: a gzip wrapper only, not zlib or raw deflate.
constexpr int gzip_window_bits = 15 + 16;

class GzipSource final : public detail::DecoderSource {
public:
    explicit GzipSource(std::unique_ptr<pgn::ByteSource> compressed)
        : DecoderSource(Compression::Gzip, std::move(compressed)) {
        ready_ = inflateInit2(&stream_, gzip_window_bits) == Z_OK;
        if (!ready_) set_error("cannot initialise the decoder");
    }
    GzipSource(const GzipSource&) = delete;
    GzipSource& operator=(const GzipSource&) = delete;
    ~GzipSource() override {
        if (ready_) inflateEnd(&stream_);
    }

private:
    Step step(char* out, std::size_t max) override {
        if (!ready_) return {0, Status::Error};
        const auto in_size = static_cast<uInt>(input_size());  // at most the buffer size
        const auto out_size = static_cast<uInt>(std::min<std::size_t>(max, UINT_MAX));
        // zlib's next_in is not const unless ZLIB_CONST is defined; it never writes there.
        stream_.next_in = const_cast<Bytef*>(input());
        stream_.avail_in = in_size;
        stream_.next_out = reinterpret_cast<Bytef*>(out);
        stream_.avail_out = out_size;
        const int rc = inflate(&stream_, Z_NO_FLUSH);
        consume(in_size - stream_.avail_in);
        const std::size_t produced = out_size - stream_.avail_out;
        switch (rc) {
            case Z_STREAM_END:
                return {produced, Status::StreamEnd};
            case Z_OK:
                return {produced, Status::Progress};
            case Z_BUF_ERROR:  // no progress possible
                return {produced, Status::NeedInput};
            case Z_MEM_ERROR:
                return set_error("out of memory", produced);
            case Z_NEED_DICT:
                return set_error("corrupt data (a preset dictionary is needed)", produced);
            default:
                return set_error(stream_.msg != nullptr
                                     ? "corrupt data (" + std::string(stream_.msg) + ")"
                                     : std::string("corrupt data"),
                                 produced);
        }
    }

    bool restart() override {
        if (inflateReset(&stream_) == Z_OK) return true;
        set_error("cannot reset the decoder");
        return false;
    }

    z_stream stream_{};
    bool ready_ = false;
};

}  // namespace

std::unique_ptr<pgn::ByteSource> make_gzip_source(std::unique_ptr<pgn::ByteSource> compressed) {
    return std::make_unique<GzipSource>(std::move(compressed));
}

}  // namespace chess::tools
