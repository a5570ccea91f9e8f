#include "common/compression.hpp"

namespace chess::tools {

std::string_view compression_name(Compression compression) {
    switch (compression) {
        case Compression::None:
            return "none";
        case Compression::Gzip:
            return "gzip";
        case Compression::Bzip2:
            return "bzip2";
        case Compression::Xz:
            return "xz";
        case Compression::Zstd:
            return "zstd";
    }
    return "?";
}

namespace {

using namespace std::string_view_literals;

// A zstd file may also start with a skippable frame: magic 0x184D2A50..0x184D2A5F, stored
// little-endian, so the first byte varies in its high nibble only.
bool is_zstd_skippable_frame(std::string_view head) {
    return head.size() >= 4 && (static_cast<unsigned char>(head[0]) & 0xF0u) == 0x50u &&
           head.substr(1, 3) == "\x2A\x4D\x18"sv;
}

}  // namespace

Compression detect_compression(std::string_view head) {
    // ID1 ID2 and the only compression method ever defined (deflate).
    if (head.starts_with("\x1F\x8B\x08"sv)) return Compression::Gzip;
    // "BZh" and the block size '1'..'9'.
    if (head.size() >= 4 && head.starts_with("BZh"sv) && head[3] >= '1' && head[3] <= '9')
        return Compression::Bzip2;
    if (head.starts_with("\xFD"
                         "7zXZ\0"sv))
        return Compression::Xz;
    if (head.starts_with("\x28\xB5\x2F\xFD"sv) || is_zstd_skippable_frame(head))
        return Compression::Zstd;
    return Compression::None;
}

}  // namespace chess::tools
