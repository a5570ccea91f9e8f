#pragma once
// Streaming decompression: a ByteSource of compressed bytes in, a ByteSource of the decoded
// bytes out. Each format accepts concatenated streams (gzip members, bzip2 streams, xz streams,
// zstd frames), as its command-line tool does; anything else after the last stream is an error.
// Errors name the format and what went wrong ("gzip: truncated input", "xz: corrupt data
// (...)"); a read error of the underlying source is passed on as that source worded it.

#include <memory>

#include "chess/pgn/byte_source.hpp"
#include "common/auto_encoding_source.hpp"
#include "common/compression.hpp"
#include "common/text_encoding.hpp"
#include "common/utf16_source.hpp"

namespace chess::tools {

std::unique_ptr<pgn::ByteSource> make_gzip_source(std::unique_ptr<pgn::ByteSource> compressed);
std::unique_ptr<pgn::ByteSource> make_bzip2_source(std::unique_ptr<pgn::ByteSource> compressed);
std::unique_ptr<pgn::ByteSource> make_xz_source(std::unique_ptr<pgn::ByteSource> compressed);
std::unique_ptr<pgn::ByteSource> make_zstd_source(std::unique_ptr<pgn::ByteSource> compressed);

// The decoder for `format`; for Compression::None, `compressed` itself.
std::unique_ptr<pgn::ByteSource> make_decoder(Compression format,
                                              std::unique_ptr<pgn::ByteSource> compressed);

// Reads the first bytes of `raw` to detect its compression and returns the decoded bytes, none
// lost (the bytes read for detection are replayed). Works on pipes: it never seeks. Decoded text
// that starts with a UTF-16 byte order mark comes out as UTF-8, without the mark; other text as
// `choice` says (Windows-1251, KOI8-R, KOI8-U, Greek, Central European and Latin-1 transcoded to
// UTF-8; Auto tells a code page at the first byte above 0x7F, looked for in the first 64 KiB before
// this returns and further on as the text is read: auto_encoding_source.hpp).
struct DecodedSource {
    std::unique_ptr<pgn::ByteSource> source;
    Compression compression = Compression::None;
    // The encoding of the decoded bytes, before transcoding: as found so far (with Auto it may
    // still turn to a code page while the text is read).
    std::shared_ptr<const EncodingVerdict> verdict;
};
DecodedSource decode_by_content(std::unique_ptr<pgn::ByteSource> raw,
                                EncodingChoice choice = EncodingChoice::Auto);

}  // namespace chess::tools
