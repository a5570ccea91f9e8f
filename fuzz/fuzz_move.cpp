// Fuzz target: reading one move in every notation and letter set, resolving it, explaining why
// it fails, and writing it back.
//
// Input: a position byte, a letter-set byte, then the move token.
// - Position byte < 0xF0: a position of the table below (modulo its size). 0xF0 and above: the
//   token is preceded by a FEN line ("FEN\nTOKEN"), read with every tolerable problem tolerated.
// - Letter-set byte: the set (modulo 9); bit 7 set: check marks deferred (CheckMarks::Defer).
// Properties:
// - A resolved move is legal, and one of the position's legal moves.
// - A failed resolution is explained (a non-empty message); Ambiguous lists at least two legal
//   candidates that fit, Illegal only moves that are not legal.
// - The resolved move, written in every notation, in every letter set, with and without check
//   marks, reads and resolves back to the same move (a null move too). Canonical SAN in English
//   letters resolves with no relaxation at all.
// - A token no letter set reads, read as English descriptive notation, gives one of the legal
//   moves, or an ambiguity between two or more of them.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/move_list.hpp"
#include "chess/notation/descriptive.hpp"
#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/position.hpp"
#include "fuzz_support.hpp"

namespace {

using chess::Move;
using chess::Position;
using chess::fuzz::check;
namespace notation = chess::notation;

// Positions where every kind of move and every resolution path has something to do.
constexpr std::array<std::string_view, 16> positions = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Castling both ways, pins, promotions with capture (the "kiwipete" family).
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
    // En passant, with the capturing pawn pinned on the rank.
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 2",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    // Promotions (quiet and capturing, both sides) and underpromotion to avoid stalemate.
    "r3k1n1/1P4P1/8/8/8/8/1p4p1/R3K1N1 w Qq - 0 1",
    "r3k1n1/1P4P1/8/8/8/8/1p4p1/R3K1N1 b Qq - 0 1",
    // Three queens and two knights to one square: disambiguation by file, rank and both.
    "k7/8/8/2Q1Q3/8/2Q5/8/K1N3N1 w - - 0 1",
    "1k6/8/8/3R3R/8/8/8/1K1R4 w - - 0 1",
    // Check (only some moves legal), mate, stalemate.
    "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1",
    "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
    "k7/8/1Q6/8/8/8/8/K7 b - - 0 1",
    // Chess960: king takes own rook, rook and king swapping, castling rook on b and g.
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1rk3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w GBgb - 0 1",
    "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1",
};

constexpr std::array notations = {notation::MoveNotation::San, notation::MoveNotation::Lan,
                                  notation::MoveNotation::LanCompact, notation::MoveNotation::Uci};

std::optional<Position> choose_position(chess::fuzz::InputCursor& input) {
    const std::uint8_t selector = input.take_byte();
    if (selector < 0xF0) {
        auto pos = notation::read_fen(positions[selector % positions.size()]);
        check(pos.has_value(), "the table's positions are legal");
        return *pos;
    }
    auto pos = notation::read_fen(input.take_line(), chess::SetupProblems::all());
    if (!pos) return std::nullopt;
    return *pos;
}

bool is_legal_move_of(const Position& pos, Move m) {
    for (const Move legal : pos.legal_moves())
        if (legal == m) return true;
    return false;
}

void check_failure(const Position& pos, const notation::ResolveError& error,
                   std::string_view token) {
    check(!notation::explain(error, pos, token).empty(), "a failed resolution is explained", token);
    if (error.code == notation::ResolveErrorCode::Ambiguous) {
        check(error.candidates.size() >= 2, "an ambiguous move has two candidates or more", token);
        for (const Move m : error.candidates)
            check(pos.is_legal(m), "an ambiguous move's candidates are legal", token);
    }
    if (error.code == notation::ResolveErrorCode::Illegal) {
        for (const Move m : error.candidates)
            check(!pos.is_legal(m), "an illegal move's candidates are not legal", token);
    }
}

// `m`, written in this style, reads and resolves back to `m`.
void check_written(const Position& pos, Move m, const notation::MoveStyle& style,
                   std::string_view token) {
    const std::string written = notation::write_move(pos, m, style);
    std::string appended = "prefix";
    notation::append_move(appended, pos, m, style);
    check(appended == "prefix" + written, "append_move appends what write_move returns", written);
    const std::string context = std::string(token) + " -> " + written;
    const notation::LetterSet& letters = notation::letter_set(style.letters);
    const auto text = notation::parse_move(written, letters);
    check(text.has_value(), "a written move reads back", context);
    const auto resolved = notation::resolve(pos, *text);
    check(resolved.has_value(), "a written move resolves back", context);
    check(resolved->move == m, "a written move resolves back to the same move", context);
    // A null move is itself a relaxation (NullMove): PGN has no standard null move.
    const bool canonical = !m.is_null() && style.notation == notation::MoveNotation::San &&
                           style.letters == notation::LetterSetId::English && style.check_marks;
    if (canonical) {
        check(resolved->relaxations == notation::Relaxations{},
              "canonical SAN resolves with no relaxation", context);
    }
}

void check_write_back(const Position& pos, Move m, std::string_view token) {
    for (const notation::MoveNotation written_in : notations) {
        for (int set = 0; set < notation::letter_set_count; ++set) {
            for (const bool check_marks : {true, false}) {
                check_written(pos, m,
                              {.notation = written_in,
                               .letters = static_cast<notation::LetterSetId>(set),
                               .check_marks = check_marks},
                              token);
            }
        }
    }
}

// What no letter set reads may be English descriptive notation: a move read so is one of the
// legal moves; an ambiguity lists two or more of them.
void check_descriptive(const Position& pos, std::string_view token) {
    const auto read = notation::read_descriptive(pos, token);
    if (read) {
        check(is_legal_move_of(pos, read->move), "a descriptive move is one of the legal moves",
              token);
        return;
    }
    const auto& error = read.error();
    if (error.kind == notation::DescriptiveError::Kind::Ambiguous) {
        check(error.candidates.size() >= 2, "an ambiguous descriptive move lists two or more",
              token);
        for (Move m : error.candidates)
            check(is_legal_move_of(pos, m), "descriptive candidates are legal moves", token);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    chess::fuzz::InputCursor input(data, size);
    const std::optional<Position> pos = choose_position(input);
    if (!pos) return 0;
    const std::uint8_t set_byte = input.take_byte();
    const auto set =
        static_cast<notation::LetterSetId>((set_byte & 0x7F) % notation::letter_set_count);
    const auto marks =
        (set_byte & 0x80) != 0 ? notation::CheckMarks::Defer : notation::CheckMarks::Verify;
    const std::string_view token = input.rest();

    const auto text = notation::parse_move(token, notation::letter_set(set));
    if (!text) {
        check(text.error().column <= token.size(), "a parse error's column lies within the token",
              token);
        check(!notation::describe(text.error().code).empty(), "a parse error is described");
        check_descriptive(*pos, token);
        return 0;
    }
    const auto resolved = notation::resolve(*pos, *text, marks);
    if (!resolved) {
        check_failure(*pos, resolved.error(), token);
        return 0;
    }
    const Move m = resolved->move;
    if (!m.is_null()) {
        check(pos->is_legal(m), "a resolved move is legal", token);
        check(is_legal_move_of(*pos, m), "a resolved move is one of the legal moves", token);
    }
    check_write_back(*pos, m, token);
    return 0;
}
