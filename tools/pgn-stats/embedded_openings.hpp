#pragma once
// The named-openings table compiled into pgn-stats (generated from corpus/openings/*.tsv by
// embed_openings.cmake): each file's lines, as written, without line ends.

#include <span>
#include <string_view>

namespace chess::tools::stats {

struct EmbeddedTable {
    std::string_view name;  // "a.tsv", for error messages
    std::span<const std::string_view> lines;
};

std::span<const EmbeddedTable> embedded_openings();

}  // namespace chess::tools::stats
