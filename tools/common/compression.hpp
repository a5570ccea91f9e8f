#pragma once
// Compression formats a tool's input may come in, recognised by their first bytes (magic
// numbers), never by the file name: "games.pgn" may well be gzip, and a pipe has no name.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace chess::tools {

enum class Compression : std::uint8_t { None, Gzip, Bzip2, Xz, Zstd };

// "none", "gzip", "bzip2", "xz", "zstd".
std::string_view compression_name(Compression compression);

// How many leading bytes detect_compression needs to tell every format apart (xz's magic).
inline constexpr std::size_t compression_magic_size = 6;

// The format whose magic number `head` starts with; None for anything else, including a head
// too short to hold a whole magic number.
Compression detect_compression(std::string_view head);

}  // namespace chess::tools
