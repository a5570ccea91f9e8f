// Setup validation: every SetupProblem a Setup has, all at once, and Position::from_setup.
//
// Material. A side starts with one queen, two rooks, two knights, one light-squared and one
// dark-squared bishop and eight pawns. Bishops never change square colour, so every piece beyond
// that start set (counting bishops per square colour) is a promoted pawn, and promotions cannot
// outnumber the missing pawns. Captures are not counted: that would need a search, not a count.
//
// Checks are judged by retrograde reasoning. The side to move ("us") can be in check only because
// of the opponent's last move, and before that move it was the opponent's turn, so our king was
// not attacked then. A last move therefore explains the checks when taking it back leaves our king
// unattacked. Taking back is cheap: the moved piece returns to its origin (as a pawn, for a
// promotion), a captured piece reappears (its type is unknown, but any of ours only blocks lines,
// which can only help), and for en passant our captured pawn reappears. Which last moves to try:
//
// - No move gives three checks (this follows from the next points).
// - With a valid en-passant square the last move is known: the double push it records. (A check
//   that the push itself would have ended makes the square invalid: see valid_en_passant.)
// - Otherwise two checkers are impossible unless a move of one of them (the other being a slider
//   it uncovered) or an en-passant capture (which vacates two squares and may uncover two
//   sliders) explains them. A normal move or a promotion vacates one square, which opens at
//   most one line to the king; a king move gives no check of its own.
//   Castling cannot give double check: a line uncovered through the castling king's or rook's
//   origin runs along their back rank (beyond it is off the board), so our king stands on that
//   rank; the castled rook can then only check along it too, from the other side of our king
//   than the uncovered slider. So our king stands between the vacated origin and the castled
//   king, and the castling king started on the vacated square or beyond it (the rook starts on
//   the side it castles towards): the castling king would have crossed our king's square.
// - A check by a pawn or a knight cannot have been uncovered, so that piece has just moved.
// - A single check by a slider from afar may have been uncovered by any move, castling included:
//   it is not judged. From a square next to the king nothing can have been uncovered, so the slider
//   has just moved there: by a move of its own, a promotion, or castling (a rook on the d- or
//   f-file next to its king on the c- or g-file, as every castling leaves them, Chess960 too).

#include <algorithm>
#include <array>
#include <optional>

#include "chess/position.hpp"

namespace chess {

namespace {

constexpr Color colors[] = {Color::White, Color::Black};

constexpr bool is_piece(Piece p) {
    return index(p) <= index(Piece::WhiteKing) ||
           (index(p) >= index(Piece::BlackPawn) && index(p) <= index(Piece::BlackKing));
}

constexpr bool is_slider(PieceType pt) {
    return pt == PieceType::Bishop || pt == PieceType::Rook || pt == PieceType::Queen;
}

// One step towards the opponent's side for a pawn of colour `c`.
constexpr int up(Color c) { return c == Color::White ? 8 : -8; }

// `s` moved by `delta` square indices; the caller knows the result is on the board.
constexpr Square step(Square s, int delta) { return static_cast<Square>(index(s) + delta); }

// The rank of `s` as `c` sees it, as a number 1..8.
constexpr int rank_for(Color c, Square s) { return index(relative_rank(c, rank_of(s))) + 1; }

// The pieces of a Setup as bitboards. Position cannot serve here: it assumes one king a side.
// Values that are not pieces (not Piece::None, not an enumerator) are ignored.
struct Board {
    std::array<Bitboard, 2> by_color{};
    std::array<Bitboard, 6> by_type{};

    explicit Board(const Setup& setup) {
        for (int i = 0; i < 64; ++i) {
            const Square s = static_cast<Square>(i);
            if (is_piece(setup[s])) put(color_of(setup[s]), type_of(setup[s]), s);
        }
    }

    Bitboard occupied() const { return by_color[0] | by_color[1]; }
    Bitboard pieces(Color c) const { return by_color[static_cast<std::size_t>(index(c))]; }
    Bitboard pieces(PieceType pt) const { return by_type[static_cast<std::size_t>(index(pt))]; }
    Bitboard pieces(Color c, PieceType pt) const { return pieces(c) & pieces(pt); }

    // The type of the piece on `s`, which must be occupied.
    PieceType type_at(Square s) const {
        for (PieceType pt : all_piece_types)
            if (pieces(pt).contains(s)) return pt;
        return PieceType::King;
    }
    void put(Color c, PieceType pt, Square s) {
        by_color[static_cast<std::size_t>(index(c))] |= Bitboard(s);
        by_type[static_cast<std::size_t>(index(pt))] |= Bitboard(s);
    }
    void clear(Square s) {
        for (Bitboard& b : by_color) b = b.without(s);
        for (Bitboard& b : by_type) b = b.without(s);
    }
};

// Pieces of colour `by` that attack `s`, kings included.
Bitboard attackers(const Board& b, Square s, Color by) {
    const Bitboard occ = b.occupied();
    const Bitboard diagonal = b.pieces(PieceType::Bishop) | b.pieces(PieceType::Queen);
    const Bitboard straight = b.pieces(PieceType::Rook) | b.pieces(PieceType::Queen);
    return b.pieces(by) & ((pawn_attacks(~by, s) & b.pieces(PieceType::Pawn)) |
                           (knight_attacks(s) & b.pieces(PieceType::Knight)) |
                           (king_attacks(s) & b.pieces(PieceType::King)) |
                           (bishop_attacks(s, occ) & diagonal) | (rook_attacks(s, occ) & straight));
}

// The pieces of colour `by` that give check to the king on `king`. A king never gives check:
// adjacent kings are the OppositeCheck problem, whichever side is to move.
Bitboard checkers(const Board& b, Square king, Color by) {
    return attackers(b, king, by) & ~b.pieces(PieceType::King);
}

// ---- material

// How many pieces of colour `c` must be promoted pawns (see the file comment).
int promoted_pieces(const Board& b, Color c) {
    const auto excess = [](Bitboard pieces, int at_start) {
        return std::max(0, pieces.count() - at_start);
    };
    const Bitboard bishops = b.pieces(c, PieceType::Bishop);
    return excess(b.pieces(c, PieceType::Queen), 1) + excess(b.pieces(c, PieceType::Rook), 2) +
           excess(b.pieces(c, PieceType::Knight), 2) + excess(bishops & light_squares, 1) +
           excess(bishops & dark_squares, 1);
}

void check_material(const Board& b, SetupProblems& problems) {
    if (b.occupied().empty()) problems.add(SetupProblem::EmptyBoard);
    for (Color c : colors) {
        const int kings = b.pieces(c, PieceType::King).count();
        if (kings == 0) problems.add(SetupProblem::MissingKing);
        if (kings > 1) problems.add(SetupProblem::TooManyKings);
        if (b.pieces(c).count() > 16) problems.add(SetupProblem::TooManyPieces);
        const int pawns = b.pieces(c, PieceType::Pawn).count();
        if (pawns > 8) problems.add(SetupProblem::TooManyPawns);
        // With more than eight pawns, TooManyPawns says it; any promotion is then also too many.
        if (promoted_pieces(b, c) > std::max(0, 8 - pawns))
            problems.add(SetupProblem::ImpossibleMaterial);
    }
}

// ---- castling

// The squares of `s`'s rank on its a-side.
Bitboard a_side_of(Square s) {
    const std::uint64_t files = (std::uint64_t{1} << index(file_of(s))) - 1;
    return Bitboard(files << (8 * index(rank_of(s))));
}

Bitboard h_side_of(Square s) { return Bitboard::rank(rank_of(s)) & ~a_side_of(s) & ~Bitboard(s); }

// The castling rooks of `rights` that move generation can use: a rook of the colour whose back
// rank it stands on, that colour's only king on the same rank, at most one rook on each side of
// the king (two would make the right ambiguous, so both are dropped).
Bitboard representable_castling_rooks(const Board& b, Bitboard rights) {
    Bitboard valid;
    for (Color c : colors) {
        const Bitboard kings = b.pieces(c, PieceType::King);
        if (kings.count() != 1 || (kings & back_rank(c)).empty()) continue;
        const Square king = kings.first();
        const Bitboard rooks = rights & b.pieces(c, PieceType::Rook) & back_rank(c);
        for (Bitboard side : {rooks & a_side_of(king), rooks & h_side_of(king)})
            if (side.count() == 1) valid |= side;
    }
    return valid;
}

// The representable rights that some game could also have: a king with castling rights has
// never moved, and every start position (Chess960 included) has a rook on each side of the
// king, so a king on the a- or h-file has none. A caller that tolerates InvalidCastlingRights
// keeps such rights anyway (perft suites test move generators on them).
Bitboard possible_castling_rooks(const Board& b, Bitboard representable) {
    Bitboard possible;
    for (Square rook : representable) {
        const Color c = rank_of(rook) == Rank::R1 ? Color::White : Color::Black;
        const File king_file = file_of(b.pieces(c, PieceType::King).first());
        if (king_file != File::A && king_file != File::H) possible |= Bitboard(rook);
    }
    return possible;
}

// Whether White's and Black's possible rights can come from one start position. Every start
// (Chess960 included) mirrors White's back rank on Black's, and a right means that its king and
// rook have never moved: when both colours keep rights, the kings stand on the same file, and
// so do the two rooks with rights on the same side of their kings.
bool castling_rights_mirror(const Board& b, Bitboard possible) {
    const Bitboard white = possible & Bitboard::rank(Rank::R1);
    const Bitboard black = possible & Bitboard::rank(Rank::R8);
    if (white.empty() || black.empty()) return true;
    const Square white_king = b.pieces(Color::White, PieceType::King).first();
    const Square black_king = b.pieces(Color::Black, PieceType::King).first();
    if (file_of(white_king) != file_of(black_king)) return false;
    const auto same_file = [](Bitboard ours, Bitboard theirs) {
        return ours.empty() || theirs.empty() || file_of(ours.first()) == file_of(theirs.first());
    };
    return same_file(white & a_side_of(white_king), black & a_side_of(black_king)) &&
           same_file(white & h_side_of(white_king), black & h_side_of(black_king));
}

// ---- taking moves back

// A candidate last move of the side that just moved ("them"), to be taken back.
struct Retraction {
    Square from;
    Square to;
    PieceType moved;  // the type that stood on `from` (a pawn, for a promotion)
    bool captured;    // one of our pieces stood on `to`
    std::optional<Square> en_passant_victim = std::nullopt;  // our pawn taken en passant
};

// The board before `r`, as far as checks on our king can tell.
Board retract(const Board& b, Color them, const Retraction& r) {
    Board before = b;
    before.clear(r.to);
    before.put(them, r.moved, r.from);
    // The captured piece's type is unknown; any of ours does, since it only blocks lines.
    if (r.captured) before.put(~them, PieceType::Knight, r.to);
    if (r.en_passant_victim) before.put(~them, PieceType::Pawn, *r.en_passant_victim);
    return before;
}

// Calls `explains` with each move of `them` that may have brought the piece on `to` there (not
// castling, not en passant); true as soon as one call returns true. Origins must be empty now.
// Pieces are assumed to have captured: a captured piece only blocks lines (see retract).
template <typename F>
bool any_move_to(const Board& b, Color them, Square to, F explains) {
    const Bitboard empty = ~b.occupied();
    const int rank = rank_for(them, to);
    const int back = -up(them);
    // Squares from which a pawn of `them` captures on `to`.
    const Bitboard pawn_captures = pawn_attacks(~them, to) & empty;
    const PieceType pt = b.type_at(to);
    if (pt == PieceType::Pawn) {
        if (rank < 3 || rank == 8) return false;  // never moved, or cannot be there at all
        const Square one = step(to, back);
        if (empty.contains(one)) {
            if (explains(Retraction{one, to, pt, false})) return true;
            const Square two = step(one, back);
            if (rank == 4 && empty.contains(two) && explains(Retraction{two, to, pt, false}))
                return true;
        }
        for (Square from : pawn_captures)
            if (explains(Retraction{from, to, pt, true})) return true;
        return false;
    }
    if (pt == PieceType::King) return false;
    for (Square from : piece_attacks(pt, to, b.occupied()) & empty)
        if (explains(Retraction{from, to, pt, true})) return true;
    if (rank != 8) return false;
    // A piece on the last rank may be a pawn that just promoted there.
    const Square one = step(to, back);
    if (empty.contains(one) && explains(Retraction{one, to, PieceType::Pawn, false})) return true;
    for (Square from : pawn_captures)
        if (explains(Retraction{from, to, PieceType::Pawn, true})) return true;
    return false;
}

// Calls `explains` with each en-passant capture `them` may just have made.
template <typename F>
bool any_en_passant_capture(const Board& b, Color them, F explains) {
    const Bitboard empty = ~b.occupied();
    const Bitboard landed =
        b.pieces(them, PieceType::Pawn) & Bitboard::rank(relative_rank(them, Rank::R6));
    for (Square to : landed) {
        const Square victim = step(to, -up(them));
        if (!empty.contains(victim)) continue;
        for (Square from : pawn_attacks(~them, to) & empty)
            if (explains(Retraction{from, to, PieceType::Pawn, false, victim})) return true;
    }
    return false;
}

// ---- en passant

// The double push that the en-passant square `ep` records, when the board agrees with it: `ep`
// on the sixth rank of the side to move, `ep` and the pawn's origin empty, a pawn of the side
// that moved on the square in front. Whether a capture is possible does not matter.
std::optional<Retraction> recorded_double_push(const Board& b, Color us, Square ep) {
    if (rank_of(ep) != relative_rank(us, Rank::R6)) return std::nullopt;
    const Square from = step(ep, up(us));
    const Square to = step(ep, -up(us));
    if (b.occupied().contains(ep) || b.occupied().contains(from)) return std::nullopt;
    if (!b.pieces(~us, PieceType::Pawn).contains(to)) return std::nullopt;
    return Retraction{from, to, PieceType::Pawn, false};
}

// The double push recorded by the setup's en-passant square, when it is valid. Besides the board
// agreeing with it, the position before the push must not have had our king attacked by a piece
// that no longer attacks it: a check the arriving pawn now blocks, or one from the pawn on its
// origin. (A check that still exists is the ImpossibleCheck problem.)
std::optional<Retraction> valid_en_passant(const Board& b, const Setup& setup) {
    if (!setup.en_passant) return std::nullopt;
    const Color us = setup.turn;
    auto push = recorded_double_push(b, us, *setup.en_passant);
    const Bitboard kings = b.pieces(us, PieceType::King);
    if (!push || kings.count() != 1) return push;
    const Square king = kings.first();
    const Bitboard before = checkers(retract(b, ~us, *push), king, ~us);
    if ((before & ~checkers(b, king, ~us)).any()) return std::nullopt;
    return push;
}

// ---- checks

// Whether the rook on `s` may have just castled: a rook of `them` on the d- or f-file of their back
// rank next to their king on the c- or g-file, where castling puts them.
bool may_have_castled(const Board& b, Color them, Square s) {
    if (!b.pieces(them, PieceType::Rook).contains(s) || rank_of(s) != relative_rank(them, Rank::R1))
        return false;
    const File king_file = file_of(s) == File::D ? File::C : File::G;
    return (file_of(s) == File::D || file_of(s) == File::F) &&
           b.pieces(them, PieceType::King).contains(make_square(king_file, rank_of(s)));
}

// Whether the checks on our king could have been given by the opponent's last move (see the file
// comment). `push` is the double push a valid en-passant square records.
bool checks_are_possible(const Board& b, Color us, const std::optional<Retraction>& push) {
    const Color them = ~us;
    const Square king = b.pieces(us, PieceType::King).first();
    const Bitboard now = checkers(b, king, them);
    if (now.empty()) return true;
    if (now.count() > 2) return false;
    if (push) return (now & checkers(retract(b, them, *push), king, them)).empty();
    if (now.count() == 1 && is_slider(b.type_at(now.first())) &&
        (!king_attacks(king).contains(now.first()) || may_have_castled(b, them, now.first())))
        return true;
    const auto explains = [&](const Retraction& r) {
        return checkers(retract(b, them, r), king, them).empty();
    };
    for (Square checker : now)
        if (any_move_to(b, them, checker, explains)) return true;
    return any_en_passant_capture(b, them, explains);
}

void check_checks(const Board& b, Color us, const std::optional<Retraction>& push,
                  SetupProblems& problems) {
    // Without exactly one king a side (a fatal problem) checks mean nothing.
    for (Color c : colors)
        if (b.pieces(c, PieceType::King).count() != 1) return;
    if (attackers(b, b.pieces(~us, PieceType::King).first(), us).any())
        problems.add(SetupProblem::OppositeCheck);
    if (!checks_are_possible(b, us, push)) problems.add(SetupProblem::ImpossibleCheck);
}

// ---- the whole analysis

struct Analysis {
    SetupProblems problems;
    Bitboard castling_rooks;           // the representable castling rights
    std::optional<Square> en_passant;  // the en-passant square, when valid
};

// An invalid en-passant square is ignored by the other checks, so that dropping it (when the
// caller tolerates it) leaves exactly the other problems.
Analysis analyse(const Setup& setup) {
    const Board board(setup);
    Analysis result;
    check_material(board, result.problems);
    const Bitboard back_ranks = Bitboard::rank(Rank::R1) | Bitboard::rank(Rank::R8);
    if ((board.pieces(PieceType::Pawn) & back_ranks).any())
        result.problems.add(SetupProblem::PawnsOnBackRank);
    result.castling_rooks = representable_castling_rooks(board, setup.castling_rooks);
    const Bitboard possible = possible_castling_rooks(board, result.castling_rooks);
    if (possible != setup.castling_rooks) result.problems.add(SetupProblem::InvalidCastlingRights);
    if (!castling_rights_mirror(board, possible))
        result.problems.add(SetupProblem::MismatchedCastlingRights);
    const std::optional<Retraction> push = valid_en_passant(board, setup);
    if (push) result.en_passant = setup.en_passant;
    if (setup.en_passant && !push) result.problems.add(SetupProblem::InvalidEnPassant);
    // The double push the square records reset the halfmove clock.
    if (push && setup.halfmove_clock != 0)
        result.problems.add(SetupProblem::EnPassantWithHalfmoveClock);
    check_checks(board, setup.turn, push, result.problems);
    return result;
}

}  // namespace

SetupProblems validate(const Setup& setup) { return analyse(setup).problems; }

std::expected<Position, SetupProblems> Position::from_setup(const Setup& setup,
                                                            SetupProblems tolerated) {
    const Analysis analysis = analyse(setup);
    const SetupProblems allowed = tolerated & ~SetupProblems::fatal();
    if (!(analysis.problems & ~allowed).empty()) return std::unexpected(analysis.problems);
    // Move generation must never see a right or square the board contradicts: keep the ones it
    // can represent.
    Setup cleaned = setup;
    cleaned.castling_rooks = analysis.castling_rooks;
    cleaned.en_passant = analysis.en_passant;
    Position position;
    position.load(cleaned);
    return position;
}

}  // namespace chess
