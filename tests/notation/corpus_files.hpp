#pragma once
// Reading the project's corpus files (CHESS_CORPUS_DIR) in notation tests.

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace chess::notation::test_files {

inline std::filesystem::path corpus_path(std::string_view relative) {
    return std::filesystem::path(CHESS_CORPUS_DIR) / relative;
}

inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The file's lines without their line ends (LF or CRLF); empty when the file is missing.
inline std::vector<std::string> read_lines(const std::filesystem::path& path) {
    std::vector<std::string> lines;
    std::ifstream in(path, std::ios::binary);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

}  // namespace chess::notation::test_files
