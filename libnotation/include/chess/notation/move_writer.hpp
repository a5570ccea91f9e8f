#pragma once
// Writing a legal move canonically: SAN with minimal correct disambiguation (file first, then
// rank, then both) and '+'/'#'; long algebraic in the book form ("Ng1-f3", "e7-e8Q",
// "Bb5xc6", Russian "Сb5:c6") and the compact form ("Ng1f3"); UCI; any letter set, including
// two-letter "Кр" and figurines.

#include <cstdint>
#include <span>
#include <string>

#include "chess/move.hpp"
#include "chess/notation/letters.hpp"
#include "chess/position.hpp"

namespace chess::notation {

enum class MoveNotation : std::uint8_t {
    San,  // Nbd2+, exd5, e8=Q#, O-O
    Lan,  // book long algebraic: Nb1-d2+, e4xd5, e7-e8Q#, O-O (':' captures in sets that use it)
    LanCompact,  // Nb1d2+, e4d5, e7e8Q# (no joiner)
    Uci,         // b1d2, e7e8q, e1g1 (king takes rook in Chess960 positions)
};

struct MoveStyle {
    MoveNotation notation = MoveNotation::San;
    LetterSetId letters = LetterSetId::English;
    bool check_marks = true;  // append '+' / '#' (or the letter set's mate mark)
};

// Appends the text of the legal move `m` of `pos` to `out` (no allocation beyond `out`'s growth).
void append_move(std::string& out, const Position& pos, Move m, const MoveStyle& style = {});
// The same for a move already played, `after` being the position it led to (pos.after(m)):
// the check mark is read from `after` instead of being worked out from `pos`, which saves a
// check test on every move for a caller that has both positions (a replay writing each move).
void append_played_move(std::string& out, const Position& pos, Move m, const Position& after,
                        const MoveStyle& style = {});
std::string write_move(const Position& pos, Move m, const MoveStyle& style = {});
inline std::string write_san(const Position& pos, Move m) { return write_move(pos, m); }
// Several legal moves of `pos`, each as write_move gives it, separated by ", " ("Rad1, Rhd1"):
// the candidates an error message lists.
std::string write_moves(const Position& pos, std::span<const Move> moves,
                        const MoveStyle& style = {});

}  // namespace chess::notation
