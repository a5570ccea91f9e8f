#pragma once
// Square, file and rank names ("e4", 'e', '4'). Lower-case files only, as in FEN, SAN and UCI;
// notations that accept other spellings (upper-case files in some PGN files) map them first.
// Everything here is constexpr and allocation-free, so the parsers can use it per character.

#include <array>
#include <optional>
#include <string_view>

#include "chess/types.hpp"

namespace chess::notation {

// 'a'..'h' -> File; anything else -> nullopt.
constexpr std::optional<File> parse_file(char c) {
    if (c < 'a' || c > 'h') return std::nullopt;
    return static_cast<File>(c - 'a');
}

// '1'..'8' -> Rank; anything else -> nullopt.
constexpr std::optional<Rank> parse_rank(char c) {
    if (c < '1' || c > '8') return std::nullopt;
    return static_cast<Rank>(c - '1');
}

// Exactly two characters, a file and a rank ("e4"); anything else (including "e4 ") -> nullopt.
constexpr std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const auto file = parse_file(text[0]);
    const auto rank = parse_rank(text[1]);
    if (!file || !rank) return std::nullopt;
    return make_square(*file, *rank);
}

constexpr char file_char(File f) { return static_cast<char>('a' + index(f)); }
constexpr char rank_char(Rank r) { return static_cast<char>('1' + index(r)); }

namespace detail {
// "a1b1c1...h8": the names of all squares back to back, so square_name() can hand out views
// into static storage instead of building strings.
inline constexpr std::array<char, 128> square_names = [] {
    std::array<char, 128> names{};
    for (int i = 0; i < 64; ++i) {
        names[static_cast<std::size_t>(2 * i)] = static_cast<char>('a' + i % 8);
        names[static_cast<std::size_t>(2 * i + 1)] = static_cast<char>('1' + i / 8);
    }
    return names;
}();
}  // namespace detail

// "e4" for Square::E4; the view points to static storage.
constexpr std::string_view square_name(Square s) {
    return std::string_view(detail::square_names.data() + 2 * index(s), 2);
}

}  // namespace chess::notation
