// xz through liblzma, one stream after another (what `cat a.xz b.xz` gives); the stream padding
// the format allows between streams is skipped by DecoderSource, as `xz -d` does.

#include <lzma.h>

#include <string>

#include "common/decoder_source.hpp"
#include "common/decoders.hpp"

namespace chess::tools {

namespace {

// A bound on the decoder's memory. `xz -9` needs 65 MiB; 1 GiB admits any dictionary the xz
// tool's presets produce, with room for custom ones, and refuses absurd headers.
constexpr std::uint64_t memory_limit = std::uint64_t{1} << 30;

class XzSource final : public detail::DecoderSource {
public:
    explicit XzSource(std::unique_ptr<pgn::ByteSource> compressed)
        : DecoderSource(Compression::Xz, std::move(compressed)) {
        init();
    }
    XzSource(const XzSource&) = delete;
    XzSource& operator=(const XzSource&) = delete;
    ~XzSource() override { lzma_end(&stream_); }

private:
    bool init() {
        ready_ = lzma_stream_decoder(&stream_, memory_limit, 0) == LZMA_OK;
        if (!ready_) set_error("cannot initialise the decoder");
        return ready_;
    }

    Step step(char* out, std::size_t max) override {
        if (!ready_) return {0, Status::Error};
        const std::size_t in_size = input_size();
        stream_.next_in = input();
        stream_.avail_in = in_size;
        stream_.next_out = reinterpret_cast<std::uint8_t*>(out);
        stream_.avail_out = max;
        // Told that no more input follows, liblzma reports a cut stream (LZMA_BUF_ERROR).
        const lzma_ret rc = lzma_code(&stream_, input_ended() ? LZMA_FINISH : LZMA_RUN);
        const std::size_t consumed = in_size - stream_.avail_in;
        consume(consumed);
        const std::size_t produced = max - stream_.avail_out;
        switch (rc) {
            case LZMA_STREAM_END:
                return {produced, Status::StreamEnd};
            case LZMA_OK:
                if (consumed == 0 && produced == 0) return {0, Status::NeedInput};
                return {produced, Status::Progress};
            case LZMA_BUF_ERROR:  // no progress possible: after LZMA_FINISH, a truncated file
                return {produced, Status::NeedInput};
            case LZMA_MEM_ERROR:
                return set_error("out of memory", produced);
            case LZMA_MEMLIMIT_ERROR:
                return set_error("the stream needs more than 1 GiB of memory to decode", produced);
            case LZMA_FORMAT_ERROR:
                return set_error("corrupt data (not in xz format)", produced);
            case LZMA_OPTIONS_ERROR:
                return set_error("unsupported compression options", produced);
            case LZMA_DATA_ERROR:
                return set_error("corrupt data", produced);
            default:
                return set_error(
                    "corrupt data (liblzma error " + std::to_string(static_cast<int>(rc)) + ")",
                    produced);
        }
    }

    bool restart() override {
        lzma_end(&stream_);
        stream_ = LZMA_STREAM_INIT;
        return init();
    }

    lzma_stream stream_ = LZMA_STREAM_INIT;
    bool ready_ = false;
};

}  // namespace

std::unique_ptr<pgn::ByteSource> make_xz_source(std::unique_ptr<pgn::ByteSource> compressed) {
    return std::make_unique<XzSource>(std::move(compressed));
}

}  // namespace chess::tools
