#pragma once
// Test-local reading of the shared book-notation corpus (CHESS_SHARED_CORPUS_DIR/book-notation):
// splits each game's movetext into move tokens, skipping tags, move numbers ("12.", "12",
// "23...", "23. …"), comments and results. A stand-in until the PGN reader exists; it knows only
// what those files contain (no variations, no NAGs).

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "corpus_files.hpp"

namespace chess::notation::test_files {

inline std::filesystem::path book_path(std::string_view name) {
    return std::filesystem::path(CHESS_SHARED_CORPUS_DIR) / "book-notation" / name;
}

struct BookGame {
    std::vector<std::string> moves;  // move tokens, in order
    // For every separate en-passant note ("e.p." after "e5xd6"), the index of the move before it.
    std::vector<std::size_t> en_passant_notes;
};

namespace detail {

inline bool is_result(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// Drops a leading move number ("12.", "12...", "12") and ellipsis ("...", "…").
inline std::string_view strip_move_number(std::string_view t) {
    std::size_t i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    if (i == t.size()) return {};        // a bare number: "12" or "12" before "Rhd1"
    if (i > 0 && t[i] != '.') return t;  // "0-0": castling, not a number
    while (i < t.size() && t[i] == '.') ++i;
    t.remove_prefix(i);
    if (t.starts_with("\u2026")) t.remove_prefix(3);
    return t;
}

inline void add_token(std::string_view t, BookGame& game) {
    t = strip_move_number(t);
    if (t.empty() || is_result(t)) return;
    if (t == "e.p.") {
        game.en_passant_notes.push_back(game.moves.size() - 1);
        return;
    }
    game.moves.emplace_back(t);
}

inline void split_movetext(std::string_view text, BookGame& game) {
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '{') {
            const std::size_t end = text.find('}', i);
            i = end == std::string_view::npos ? text.size() : end + 1;
        } else if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            ++i;
        } else {
            std::size_t end = i;
            while (end < text.size() && text[end] != ' ' && text[end] != '\n' && text[end] != '{')
                ++end;
            add_token(text.substr(i, end - i), game);
            i = end;
        }
    }
}

}  // namespace detail

// The games of a book-notation file; empty when the shared corpus is absent.
inline std::vector<BookGame> read_book_games(std::string_view name) {
    std::vector<BookGame> games;
    std::string movetext;
    bool in_tags = false;
    auto finish = [&] {
        if (movetext.empty()) return;
        games.emplace_back();
        detail::split_movetext(movetext, games.back());
        movetext.clear();
    };
    for (const std::string& line : read_lines(book_path(name))) {
        if (line.starts_with("[")) {
            if (!in_tags) finish();
            in_tags = true;
            continue;
        }
        in_tags = false;
        movetext += line;
        movetext += '\n';
    }
    finish();
    return games;
}

}  // namespace chess::notation::test_files
