#pragma once
// Opening a tool's input: a file name or "-" for standard input, plain or compressed. The
// compression is detected from the first bytes (gzip, bzip2, xz, zstd), not from the name.

#include <cstdint>
#include <expected>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "chess/pgn/byte_source.hpp"

namespace chess::tools {

enum class Compression : std::uint8_t { None, Gzip, Bzip2, Xz, Zstd };

std::string_view compression_name(Compression compression);

struct Input {
    std::unique_ptr<pgn::ByteSource> source;  // yields the decompressed bytes
    std::string name;                         // as given ("-" reads as "<stdin>")
    Compression compression = Compression::None;
    // Size of the file on disk (compressed size for compressed files); nullopt for pipes.
    std::optional<std::uint64_t> file_size;
    // Bytes of the file consumed so far (compressed bytes for compressed files), for progress.
    std::uint64_t file_bytes_read() const;

    // Implementation detail shared with the source: counts the raw bytes read from the file.
    std::shared_ptr<std::uint64_t> raw_counter = std::make_shared<std::uint64_t>(0);
};

// Opens path ("-": standard input). The error says what failed and names the file.
std::expected<Input, std::string> open_input(std::string_view path);

}  // namespace chess::tools
