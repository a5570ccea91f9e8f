// Dead positions by a pawn blockade (FIDE 5.2.2): only kings and pawns, every pawn locked head
// to head with an enemy pawn, and neither king able to get at an enemy pawn. Such positions
// end the game as surely as bare kings do, and archives hold them: a blocked endgame that the
// players shuffle on until they agree a draw, or until a flag falls (which FIDE 6.9 then makes a
// draw, not a loss).
//
// Why nothing can ever change, so nobody can ever mate:
// - A pawn with an enemy pawn right in front cannot step, and it captures only onto a square
//   where an enemy pawn stands (the enemy king is never captured). If no pawn has an enemy
//   pawn diagonally in front, no pawn ever moves again as long as no pawn is taken.
// - A king takes a pawn only by walking to it. Squares that an enemy pawn attacks are closed to
//   it for ever (those pawns never move), and so are its own pawns' squares. If the squares its
//   king can reach through the open ones hold no enemy pawn, it never takes one: an enemy pawn
//   that another pawn defends sits on a closed square. The other king is ignored, which can
//   only make the reachable area larger: the answer stays on the safe side.
// - So the board keeps its pawns, kings give no check, and pawns check only a king that walks
//   into their attack, which is illegal. No check, no mate.
// Bishops and other pieces are left out on purpose: the test would no longer be this simple, and
// a wrong "dead" would call a playable game over.

#include "chess/position.hpp"

namespace chess {

namespace {

Bitboard pawn_attack_set(Bitboard pawns, Color c) {
    const Bitboard ahead = pawns.forward(c);
    return ahead.east() | ahead.west();
}

// The squares a king could walk to from `from`, one step at a time, through `open` squares.
Bitboard king_reach(Square from, Bitboard open) {
    Bitboard reached(from);
    for (;;) {
        const Bitboard row = reached | reached.east() | reached.west();
        const Bitboard next = (reached | row | row.north() | row.south()) & (open | reached);
        if (next == reached) return reached;
        reached = next;
    }
}

// Whether the king of `c` can walk to an enemy pawn (and so take it) for ever kept out of the
// squares its own pawns hold and the enemy pawns attack.
bool king_reaches_enemy_pawn(const Position& pos, Color c) {
    const Bitboard own_pawns = pos.pieces(c, PieceType::Pawn);
    const Bitboard enemy_pawns = pos.pieces(~c, PieceType::Pawn);
    const Bitboard open = ~own_pawns & ~pawn_attack_set(enemy_pawns, ~c);
    return (king_reach(pos.king_square(c), open) & enemy_pawns).any();
}

}  // namespace

bool Position::is_dead_by_locked_pawns() const {
    const Bitboard pawns = pieces(PieceType::Pawn);
    if ((pawns | pieces(PieceType::King)) != occupied() || pawns.empty()) return false;
    const Bitboard white = pieces(Color::White, PieceType::Pawn);
    const Bitboard black = pieces(Color::Black, PieceType::Pawn);
    // Every pawn stands head to head with an enemy pawn: no pawn can step.
    if (white.north() != black) return false;
    // No pawn can take one: a white pawn that attacks a black one is attacked by it too.
    if ((pawn_attack_set(white, Color::White) & black).any()) return false;
    // En passant lands behind the pawn it takes, on an empty square: a locked pawn beside a
    // pawn that has just made a double push (white d4 e5, black d5 e6 after ...d7-d5) may
    // still take it.
    if (legal_en_passant_square()) return false;
    // A pawn that locked itself may have given mate: then the game is decided, not dead. A
    // check that can be left is the last one the game can see.
    if (in_check() && !has_legal_move()) return false;
    return !king_reaches_enemy_pawn(*this, Color::White) &&
           !king_reaches_enemy_pawn(*this, Color::Black);
}

}  // namespace chess
