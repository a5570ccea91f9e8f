// Choosing the decoder from the first bytes, without losing them (replay_source.hpp). The same
// again on the decompressed bytes for a UTF-16 byte order mark, and for Windows-1251, KOI8-R,
// KOI8-U, Greek or Central European text (unless --encoding names the encoding).

#include <string>
#include <utility>

#include "common/auto_encoding_source.hpp"
#include "common/code_page_source.hpp"
#include "common/decoders.hpp"
#include "common/replay_source.hpp"
#include "common/utf16_source.hpp"

namespace chess::tools {

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

// The encoding `choice` names, Utf8 for Auto and Utf8.
TextEncoding named_encoding(EncodingChoice choice) {
    switch (choice) {
        case EncodingChoice::Windows1251:
            return TextEncoding::Windows1251;
        case EncodingChoice::Koi8R:
            return TextEncoding::Koi8R;
        case EncodingChoice::Koi8U:
            return TextEncoding::Koi8U;
        case EncodingChoice::Windows1253:
            return TextEncoding::Windows1253;
        case EncodingChoice::Iso8859_7:
            return TextEncoding::Iso8859_7;
        case EncodingChoice::Windows1250:
            return TextEncoding::Windows1250;
        case EncodingChoice::Iso8859_2:
            return TextEncoding::Iso8859_2;
        case EncodingChoice::Latin1:
            return TextEncoding::Latin1;
        case EncodingChoice::Auto:
        case EncodingChoice::Utf8:
            break;
    }
    return TextEncoding::Utf8;
}

// The text (no byte order mark) as `choice` reads it: named, or told at its first byte above
// 0x7F (auto_encoding_source.hpp), which is looked for in the first 64 KiB already.
DecodedSource decode_text(std::unique_ptr<pgn::ByteSource> text, Compression format,
                          EncodingChoice choice) {
    auto verdict = std::make_shared<EncodingVerdict>();
    if (choice == EncodingChoice::Auto) {
        auto sniffing = std::make_unique<AutoEncodingSource>(std::move(text), verdict);
        sniffing->look_ahead(AutoEncodingSource::sample_size);
        return {std::move(sniffing), format, std::move(verdict)};
    }
    verdict->encoding = named_encoding(choice);
    return {make_code_page_source(verdict->encoding, std::move(text)), format, std::move(verdict)};
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
    if (encoding != TextEncoding::Utf8) {
        auto verdict = std::make_shared<EncodingVerdict>();
        verdict->encoding = encoding;
        return {make_utf16_source(std::move(decoded), encoding), format, std::move(verdict)};
    }
    return decode_text(std::make_unique<ReplaySource>(std::move(text_head), std::move(decoded)),
                       format, choice);
}

}  // namespace chess::tools
