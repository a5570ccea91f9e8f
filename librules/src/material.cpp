// Dead positions by material (FIDE 5.2.2) and the one-sided question a time forfeit asks
// (FIDE 6.9: the flag-faller's opponent wins only if it "can checkmate the player's king by any
// possible series of legal moves"). Both answers are conservative in the same direction: they
// say "insufficient" only when no legal continuation can mate, never on a guess; positions that
// are dead for other reasons (locked pawns, ...) are not detected here.
//
// Why a lone minor piece (or bishops of one colour) needs help to mate. Every square next to the
// mated king that the mating side's king and minor pieces do not cover must hold one of the
// mated side's own pieces ("self-blockers"), and none of those may capture the checker or step
// into its line.
//
// Bishops, all on squares of one colour X. A bishop checks along a diagonal, so the mated king
// stands on X and the first square p of the checking line (next to the king, diagonally) is on
// X too. The two orthogonal neighbours of the king that touch p are on the other colour; no
// bishop covers them, and the mating king cannot cover both (the only squares next to both are
// the mated king's square and p). So one of them holds a self-blocker of the other colour's
// squares: a rook or queen there could step to p or capture a checker standing on p (it cannot
// be pinned: the line from the king through it is orthogonal and the attacker has only
// bishops), so only a pawn, a knight or a bishop of the other colour is a blocker that lets the
// bishops mate. A double check by two bishops of one colour, which no interposition answers,
// cannot arise from a legal move: a bishop that uncovers one diagonal of the king moves along a
// line parallel to the other, so it cannot give check too, and a king move uncovers one check.
//
// A single knight. Its check cannot be blocked, so every self-blocker must merely not capture
// the knight. Pawns, knights, bishops and rooks can all do that (e.g. black Kh8 Ph7 Pg7, white
// Kf8 Nf7; black Kh8 Bh7, white Kf8 Nf7; black Kh8 Nh7, white Kf7 Ng6; black Kh8 Rg8, white Kh6
// Nf7). Queens cannot: an exhaustive search over every placement of mated king, knight, mating king
// and set of queens around the mated king (a queen elsewhere only adds a capture) finds no mate at
// all; material_test.cpp repeats that search, and finds mates with every other kind of helper.

#include "chess/position.hpp"

namespace chess {

namespace {

// True when every bishop of `bishops` stands on squares of one colour (vacuously when none).
bool on_one_colour(Bitboard bishops) {
    return (bishops & light_squares).empty() || (bishops & dark_squares).empty();
}

// True when a side with only its king and the bishops `bishops` (all on one colour) can never
// mate an opponent whose pieces other than the king are `their_pieces`: the opponent must have
// no piece that could stand on the other colour's squares next to its king without seeing the
// checking line, that is no pawn, no knight and no bishop of the other colour.
bool bishops_cannot_mate(const Position& pos, Bitboard bishops, Bitboard their_pieces) {
    const Bitboard other_colour = (bishops & light_squares).any() ? dark_squares : light_squares;
    const Bitboard helpers = pos.pieces(PieceType::Pawn) | pos.pieces(PieceType::Knight) |
                             (pos.pieces(PieceType::Bishop) & other_colour);
    return (their_pieces & helpers).empty();
}

}  // namespace

bool Position::has_insufficient_material() const {
    // Any pawn, rook or queen on the board can still help to mate (a pawn by promoting).
    if ((pieces(PieceType::Pawn) | pieces(PieceType::Rook) | pieces(PieceType::Queen)).any())
        return false;
    const Bitboard minors = pieces(PieceType::Knight) | pieces(PieceType::Bishop);
    // K v K, K+N v K, K+B v K.
    if (!minors.more_than_one()) return true;
    // K+N+N v K, K+N v K+N, K+B v K+N: mate needs help, but the help is legal (not dead).
    if (pieces(PieceType::Knight).any()) return false;
    // Only bishops remain: dead exactly when they all stand on one colour, whoever owns them.
    return on_one_colour(pieces(PieceType::Bishop));
}

bool Position::has_insufficient_material(Color c) const {
    const Bitboard ours = pieces(c).without(king_square(c));
    const Bitboard theirs = pieces(~c).without(king_square(~c));
    // A lone king never mates.
    if (ours.empty()) return true;
    // Pawns (which may promote), rooks and queens mate with the king alone.
    if ((ours & (pieces(PieceType::Pawn) | pieces(PieceType::Rook) | pieces(PieceType::Queen)))
            .any())
        return false;
    const Bitboard knights = ours & pieces(PieceType::Knight);
    if (knights.any()) {
        // Two knights, or a knight and a bishop, can mate with the opponent's cooperation. A
        // single knight needs a self-blocker that is not a queen (see the comment at the top).
        if (ours.more_than_one()) return false;
        return (theirs & ~pieces(PieceType::Queen)).empty();
    }
    // Only bishops: two colours mate by force; one colour only with the opponent's help.
    if (!on_one_colour(ours)) return false;
    return bishops_cannot_mate(*this, ours, theirs);
}

}  // namespace chess
