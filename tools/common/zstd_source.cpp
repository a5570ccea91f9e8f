// zstd through libzstd's streaming decoder, one frame after another (skippable frames
// included, as `zstd -d` reads them).

#include <zstd.h>
#include <zstd_errors.h>

#include <string>

#include "common/decoder_source.hpp"
#include "common/decoders.hpp"

namespace chess::tools {

namespace {

class ZstdSource final : public detail::DecoderSource {
public:
    // libzstd's default window limit (128 MiB) bounds the memory; frames made with a larger
    // --long window are refused with an error that says so.
    explicit ZstdSource(std::unique_ptr<pgn::ByteSource> compressed)
        : DecoderSource(Compression::Zstd, std::move(compressed)), stream_(ZSTD_createDStream()) {
        if (stream_ == nullptr) set_error("cannot initialise the decoder");
    }
    ZstdSource(const ZstdSource&) = delete;
    ZstdSource& operator=(const ZstdSource&) = delete;
    ~ZstdSource() override { ZSTD_freeDStream(stream_); }

private:
    Step step(char* out, std::size_t max) override {
        if (stream_ == nullptr) return {0, Status::Error};
        ZSTD_inBuffer in{input(), input_size(), 0};
        ZSTD_outBuffer output{out, max, 0};
        const std::size_t rc = ZSTD_decompressStream(stream_, &output, &in);
        consume(in.pos);
        if (ZSTD_isError(rc)) return set_error(describe(rc), output.pos);
        // 0: a frame is complete and fully flushed.
        if (rc == 0) return {output.pos, Status::StreamEnd};
        if (in.pos == 0 && output.pos == 0) return {0, Status::NeedInput};
        return {output.pos, Status::Progress};
    }

    static std::string describe(std::size_t rc) {
        if (ZSTD_getErrorCode(rc) == ZSTD_error_memory_allocation) return "out of memory";
        if (ZSTD_getErrorCode(rc) == ZSTD_error_frameParameter_windowTooLarge)
            return "the frame's window is larger than 128 MiB";
        return "corrupt data (" + std::string(ZSTD_getErrorName(rc)) + ")";
    }

    bool restart() override {
        if (!ZSTD_isError(ZSTD_DCtx_reset(stream_, ZSTD_reset_session_only))) return true;
        set_error("cannot reset the decoder");
        return false;
    }

    ZSTD_DStream* stream_;
};

}  // namespace

std::unique_ptr<pgn::ByteSource> make_zstd_source(std::unique_ptr<pgn::ByteSource> compressed) {
    return std::make_unique<ZstdSource>(std::move(compressed));
}

}  // namespace chess::tools
