#pragma once
// Helpers for the resolve and move-writer tests: positions from FEN, moves from UCI, a move
// reader for test tokens, and the move tokens of the book-notation corpus games.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/notation/uci.hpp"
#include "chess/position.hpp"
#include "corpus_files.hpp"

namespace chess::notation::test_support {

inline Position position(std::string_view fen, SetupProblems tolerated = {}) {
    auto pos = read_fen(fen, tolerated);
    if (!pos) ADD_FAILURE() << "bad FEN " << fen << ": " << pos.error().message();
    return pos ? *pos : Position();
}

// The legal move `text` (UCI, standard or Chess960 castling) denotes; Move::none() otherwise.
inline Move uci_move(const Position& pos, std::string_view text) {
    const auto syntax = parse_uci(text);
    if (!syntax) return Move::none();
    return resolve_uci(pos, *syntax).value_or(Move::none());
}

// The syntax of a test token, read by the project's move parser. A separate en-passant note
// ("cxd6 e.p.", two PGN tokens) is attached as the PGN reader attaches it.
inline MoveText text_of(std::string_view token, LetterSetId letters = LetterSetId::English) {
    const auto space = token.find(' ');
    const std::string_view move = token.substr(0, space);
    const bool note =
        space != std::string_view::npos && is_en_passant_note(token.substr(space + 1));
    auto text = parse_move(move, letter_set(letters));
    if (!text) ADD_FAILURE() << "the parser rejects '" << move << "'";
    if (text && note) {
        text->en_passant_mark = true;
        text->relaxations.add(Relaxation::EnPassantSuffix);
    }
    return text.value_or(MoveText{});
}

// The FEN part (before the first ';') of each line of a perft EPD suite in the project corpus.
inline std::vector<std::string> perft_fens(std::string_view file) {
    std::vector<std::string> fens;
    for (const std::string& line : test_files::read_lines(test_files::corpus_path(file))) {
        const std::string fen = line.substr(0, line.find(';'));
        if (fen.find_first_not_of(' ') != std::string::npos) fens.push_back(fen);
    }
    return fens;
}

inline std::filesystem::path shared_corpus(std::string_view relative) {
    return std::filesystem::path(CHESS_SHARED_CORPUS_DIR) / relative;
}

// One game of a corpus PGN file: the FEN to start from (empty: the standard position), whether
// it is Chess960, and its move tokens (move numbers, results and comments removed; a separate
// "e.p." note is joined to its move as "exd6 e.p.", which text_of() reads).
struct CorpusGame {
    std::string fen;
    bool chess960 = false;
    std::vector<std::string> moves;
};

namespace detail {

inline std::string tag_value(std::string_view line) {
    const auto open = line.find('"');
    const auto close = line.rfind('"');
    if (open == std::string_view::npos || close <= open) return {};
    return std::string(line.substr(open + 1, close - open - 1));
}

// A movetext token stripped of a leading move number ("12.", "23...", "23.…"); empty when
// nothing else is left or the token is a result. An "e.p." note is kept for the caller.
inline std::string move_part(std::string token) {
    std::size_t i = 0;
    while (i < token.size() && token[i] >= '0' && token[i] <= '9') ++i;
    if (i > 0 && i == token.size()) return {};  // "12" (number without a dot)
    if (i > 0 && token.find_first_of(".", i) == i) {
        while (i < token.size() && token[i] == '.') ++i;
        token.erase(0, i);
    } else if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") {
        return {};
    }
    const std::string_view ellipsis = "\xE2\x80\xA6";  // U+2026
    if (token.starts_with(ellipsis)) token.erase(0, ellipsis.size());
    return token;
}

}  // namespace detail

// The mainline move tokens of each game in a corpus PGN file (no variations in these files;
// comments are skipped).
inline std::vector<CorpusGame> read_corpus_games(const std::filesystem::path& path) {
    std::vector<CorpusGame> games;
    bool in_comment = false;
    bool in_movetext = false;
    for (const std::string& line : test_files::read_lines(path)) {
        if (!in_comment && line.starts_with("[")) {
            if (in_movetext || games.empty()) {
                games.emplace_back();
                in_movetext = false;
            }
            if (line.starts_with("[FEN ")) games.back().fen = detail::tag_value(line);
            if (line.starts_with("[Variant ") && detail::tag_value(line) == "Chess960")
                games.back().chess960 = true;
            continue;
        }
        std::string token;
        for (std::size_t i = 0; i <= line.size(); ++i) {
            const char c = i < line.size() ? line[i] : ' ';
            if (in_comment) {
                in_comment = c != '}';
            } else if (c == '{') {
                in_comment = true;
            } else if (c != ' ') {
                token += c;
                continue;
            }
            if (token.empty()) continue;
            in_movetext = true;
            auto& moves = games.back().moves;
            if (auto move = detail::move_part(token); move == "e.p." && !moves.empty())
                moves.back() += " e.p.";
            else if (!move.empty())
                moves.push_back(move);
            token.clear();
        }
    }
    return games;
}

inline Position corpus_start(const CorpusGame& game) {
    Position pos = game.fen.empty() ? Position() : position(game.fen);
    if (game.chess960) pos.set_chess960(true);
    return pos;
}

}  // namespace chess::notation::test_support
