#pragma once
// Corpus PGN files for the notation tests, read by the project's streaming reader
// (chess::pgn::Reader): every game's tags and mainline move tokens (variations are skipped,
// comments and NAGs ignored), the reader's diagnostics, and the helpers that turn a game's
// tags into its starting position and a token into a MoveText as a replayer would.

#include <cstdint>
#include <expected>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/pgn/visitor.hpp"
#include "chess/position.hpp"

namespace chess::notation::test_files {

struct GameMove {
    std::string text;              // the token without glued glyphs ("e4", "Кb1-c3", "0–0")
    bool en_passant_note = false;  // a separate "e.p." token followed it
    SourceLocation location;
};

struct PgnGame {
    std::uint64_t index = 0;  // 1-based, as the reader counts games
    std::vector<std::pair<std::string, std::string>> tags;
    std::vector<GameMove> moves;  // the mainline
    pgn::GameSummary summary;

    // The value of the first tag called `name`; empty when there is none.
    std::string_view tag(std::string_view name) const;
};

struct PgnFile {
    bool opened = false;
    std::vector<PgnGame> games;
    std::vector<OwnedDiagnostic> diagnostics;  // the reader's
};

// Every game of the file; opened is false (and nothing else is set) when it cannot be opened.
PgnFile read_pgn_file(const std::filesystem::path& path);

// Every game of `text`; `name` is the file name in diagnostics.
PgnFile read_pgn_text(std::string_view text, const std::string& name);

// A file of the project corpus, CHESS_CORPUS_DIR/relative.
inline PgnFile read_corpus_pgn(std::string_view relative) {
    return read_pgn_file(std::filesystem::path(CHESS_CORPUS_DIR) / relative);
}

// The syntax of a mainline token in `letters`, with a separate en-passant note attached as
// the relaxation EnPassantSuffix (the reader delivers "e5xd6 e.p." as one move with a flag).
std::expected<MoveText, MoveParseError> parse_game_move(const GameMove& move,
                                                        const LetterSet& letters);

// Where the game starts: its [FEN] tag (or the standard position), with Chess960 castling when
// the [Variant] tag names Chess960 (or the FEN implies it). The error says why the FEN fails.
std::expected<Position, std::string> start_position(const PgnGame& game);

// "file.pgn:12:5" for diagnostics in test failures.
std::string where(std::string_view file, const SourceLocation& location);

}  // namespace chess::notation::test_files
