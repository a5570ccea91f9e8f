// Legal move generation with check and pin masks: every move produced is legal, no make/unmake
// test. Templates on the side to move let the compiler fold pawn directions and ranks.

#include <cassert>

#include "chess/position.hpp"

namespace chess {

namespace {

template <Color Us>
constexpr Bitboard pawn_push(Bitboard b) {
    return Us == Color::White ? b.north() : b.south();
}

template <Color Us>
constexpr Bitboard relative_rank_bb(Rank r) {
    return Bitboard::rank(relative_rank(Us, r));
}

// Where generated moves go: a list, or just a count (perft's bulk counting at the leaves, which
// never needs the moves themselves). Both receive whole target sets at once.
constexpr Bitboard promotion_ranks = Bitboard::rank(Rank::R1) | Bitboard::rank(Rank::R8);

class ListSink {
public:
    static constexpr bool stops_early = false;
    bool done() const { return false; }
    explicit ListSink(MoveList& out) : out_(out) {}
    void add(Move m) { out_.push_back(m); }
    void add_targets(Square from, Bitboard targets) {
        for (Square to : targets) out_.push_back(Move::normal(from, to));
    }
    // Pawn moves landing on `targets`, each from `to - shift`; promotions come in fours.
    void add_pawn_targets(Bitboard targets, int shift) {
        for (Square to : targets) add_pawn_move(static_cast<Square>(index(to) - shift), to);
    }
    void add_pawn_move(Square from, Square to) {
        if (promotion_ranks.contains(to)) {
            out_.push_back(Move::promotion(from, to, PieceType::Queen));
            out_.push_back(Move::promotion(from, to, PieceType::Rook));
            out_.push_back(Move::promotion(from, to, PieceType::Bishop));
            out_.push_back(Move::promotion(from, to, PieceType::Knight));
        } else {
            out_.push_back(Move::normal(from, to));
        }
    }

private:
    MoveList& out_;
};

// Stops at the first move: has_legal_move() needs no more.
class AnySink {
public:
    static constexpr bool stops_early = true;
    bool done() const { return found_; }
    void add(Move) { found_ = true; }
    void add_targets(Square, Bitboard targets) { found_ = found_ || targets.any(); }
    void add_pawn_targets(Bitboard targets, int) { found_ = found_ || targets.any(); }
    void add_pawn_move(Square, Square) { found_ = true; }

private:
    bool found_ = false;
};

class CountSink {
public:
    static constexpr bool stops_early = false;
    bool done() const { return false; }
    void add(Move) { ++count_; }
    void add_targets(Square, Bitboard targets) {
        count_ += static_cast<std::size_t>(targets.count());
    }
    void add_pawn_targets(Bitboard targets, int) {
        count_ +=
            static_cast<std::size_t>(targets.count() + 3 * (targets & promotion_ranks).count());
    }
    void add_pawn_move(Square, Square to) { count_ += promotion_ranks.contains(to) ? 4u : 1u; }
    std::size_t count() const { return count_; }

private:
    std::size_t count_ = 0;
};

}  // namespace

Bitboard Position::pinned_pieces(Color c) const {
    const Square king = king_square(c);
    const Bitboard them = pieces(~c);
    const Bitboard snipers =
        (rook_attacks(king, them) & (pieces(PieceType::Rook) | pieces(PieceType::Queen)) & them) |
        (bishop_attacks(king, them) & (pieces(PieceType::Bishop) | pieces(PieceType::Queen)) &
         them);
    Bitboard pinned;
    const Bitboard occ = occupied();
    for (Square sniper : snipers) {
        Bitboard blockers = between(king, sniper) & occ;
        if (!blockers.more_than_one()) pinned |= blockers & pieces(c);
    }
    return pinned;
}

// En passant removes two pawns from one rank, so the pin mask cannot see every discovered check:
// test the resulting occupancy against the enemy sliders directly.
template <Color Us>
bool Position::en_passant_is_legal(Square from, Square to) const {
    constexpr Color Them = ~Us;
    const Square king = king_square(Us);
    const Square captured = make_square(file_of(to), rank_of(from));
    const Bitboard occ = (occupied() ^ Bitboard(from) ^ Bitboard(captured)) | Bitboard(to);
    const Bitboard them = pieces(Them).without(captured);
    const Bitboard straight = (pieces(PieceType::Rook) | pieces(PieceType::Queen)) & them;
    const Bitboard diagonal = (pieces(PieceType::Bishop) | pieces(PieceType::Queen)) & them;
    const Bitboard others = (pieces(PieceType::Knight) & them & knight_attacks(king)) |
                            (pieces(PieceType::Pawn) & them & pawn_attacks(Us, king));
    return (rook_attacks(king, occ) & straight).empty() &&
           (bishop_attacks(king, occ) & diagonal).empty() && others.empty();
}

bool Position::castling_path_clear(Square king_from, Square rook_from, CastlingSide side) const {
    const Color us = turn_;
    const Square king_to = king_castling_target(us, side);
    const Square rook_to = rook_castling_target(us, side);
    const Bitboard must_be_empty = (between(king_from, king_to) | Bitboard(king_to) |
                                    between(rook_from, rook_to) | Bitboard(rook_to))
                                       .without(king_from)
                                       .without(rook_from);
    return (must_be_empty & occupied()).empty();
}

namespace {

// The side a castling rook stands on, seen from its king (Chess960 included).
CastlingSide castling_side_of(Square king, Square rook) {
    return index(file_of(rook)) > index(file_of(king)) ? CastlingSide::King : CastlingSide::Queen;
}

}  // namespace

// Castling of the side to move (not in check) with `rook`, which has the right, is legal.
bool Position::castling_allowed(Square king, Square rook, CastlingSide side) const {
    if (!castling_path_clear(king, rook, side)) return false;
    // The king may not pass through or land on an attacked square. The castling rook is
    // removed first: in Chess960 it may shield the king's destination (rook g1, king f1).
    const Square king_to = king_castling_target(turn_, side);
    const Bitboard occ = occupied().without(king).without(rook);
    for (Square s : between(king, king_to) | Bitboard(king_to)) {
        if (attackers(s, ~turn_, occ).any()) return false;
    }
    return true;
}

template <Color Us, typename Sink>
void Position::generate_castling(Sink& out) const {
    const Square king = king_square(Us);
    for (Square rook : castling_rooks_& pieces(Us)) {
        if (castling_allowed(king, rook, castling_side_of(king, rook)))
            out.add(Move::castling(king, rook));
    }
}

template <Color Us, typename Sink>
void Position::generate(Bitboard from, Bitboard to, bool castling, Sink& out) const {
    constexpr Color Them = ~Us;
    const Square king = king_square(Us);
    const Bitboard us = pieces(Us);
    const Bitboard them = pieces(Them);
    const Bitboard occ = us | them;

    if (from.contains(king)) {
        const Bitboard occ_without_king = occ.without(king);
        for (Square t : king_attacks(king) & ~us & to) {
            if (attackers(t, Them, occ_without_king).empty()) {
                out.add(Move::normal(king, t));
                // has_legal_move() in check (asked of every checking move's '+'): one king
                // step settles it, without testing the other squares.
                if constexpr (Sink::stops_early) return;
            }
        }
    }
    if (checkers_.more_than_one()) return;
    if constexpr (Sink::stops_early)
        if (out.done()) return;

    // Destinations that resolve a check (anything when not in check).
    Bitboard target = ~us & to;
    if (checkers_.any()) {
        const Square checker = checkers_.first();
        target &= between(king, checker) | Bitboard(checker);
    } else if (castling && from.contains(king)) {
        generate_castling<Us>(out);
    }

    const Bitboard pinned = pinned_pieces(Us);

    // Pawns. Unpinned pawns in bulk by shifting; pinned pawns may move only along their pin.
    constexpr int up = Us == Color::White ? 8 : -8;
    const Bitboard pawns = pieces(Us, PieceType::Pawn) & from;
    const Bitboard free_pawns = pawns & ~pinned;
    const Bitboard empty = ~occ;
    const Bitboard single = pawn_push<Us>(free_pawns) & empty;
    const Bitboard double_push = pawn_push<Us>(single & relative_rank_bb<Us>(Rank::R3)) & empty;
    out.add_pawn_targets(single & target, up);
    out.add_pawn_targets(double_push & target, 2 * up);
    const Bitboard forward = pawn_push<Us>(free_pawns);
    out.add_pawn_targets(forward.west() & them & target, up - 1);
    out.add_pawn_targets(forward.east() & them & target, up + 1);
    for (Square p : pawns& pinned) {
        const Bitboard along_pin = line(king, p);
        const Bitboard one = pawn_push<Us>(Bitboard(p)) & empty;
        const Bitboard two = pawn_push<Us>(one & relative_rank_bb<Us>(Rank::R3)) & empty;
        const Bitboard takes = pawn_attacks(Us, p) & them;
        for (Square t : (one | two | takes) & target & along_pin) out.add_pawn_move(p, t);
    }

    if constexpr (Sink::stops_early)
        if (out.done()) return;

    // En passant: legal when the pawn lands on a check-resolving square or takes the checker.
    if (en_passant_ != no_square) {
        const Square ep = static_cast<Square>(en_passant_);
        const Square victim = static_cast<Square>(index(ep) - up);
        if (to.contains(ep) && (target.contains(ep) || checkers_.contains(victim))) {
            for (Square p : pawn_attacks(Them, ep) & pawns)
                if (en_passant_is_legal<Us>(p, ep)) out.add(Move::en_passant(p, ep));
        }
    }

    // Pieces. A pinned knight can never move; pinned sliders stay on their pin line.
    for (Square s : pieces(Us, PieceType::Knight) & from & ~pinned)
        out.add_targets(s, knight_attacks(s) & target);
    const Bitboard diagonal = (pieces(PieceType::Bishop) | pieces(PieceType::Queen)) & us & from;
    for (Square s : diagonal) {
        Bitboard t = bishop_attacks(s, occ) & target;
        if (pinned.contains(s)) t &= line(king, s);
        out.add_targets(s, t);
    }
    const Bitboard straight = (pieces(PieceType::Rook) | pieces(PieceType::Queen)) & us & from;
    for (Square s : straight) {
        Bitboard t = rook_attacks(s, occ) & target;
        if (pinned.contains(s)) t &= line(king, s);
        out.add_targets(s, t);
    }
}

template <typename Sink>
void Position::run_generator(Bitboard from, Bitboard to, bool castling, Sink& sink) const {
    if (turn_ == Color::White)
        generate<Color::White>(from, to, castling, sink);
    else
        generate<Color::Black>(from, to, castling, sink);
}

void Position::generate_legal(MoveList& out) const {
    ListSink sink(out);
    run_generator(Bitboard::all(), Bitboard::all(), true, sink);
}

void Position::generate_legal(Bitboard from, Bitboard to, MoveList& out) const {
    ListSink sink(out);
    run_generator(from, to, false, sink);
}

void Position::generate_legal_to(PieceType pt, Square to, MoveList& out) const {
    generate_legal(pieces(turn_, pt), Bitboard(to), out);
}

MoveList Position::legal_moves() const {
    MoveList list;
    generate_legal(list);
    return list;
}

bool Position::has_legal_move() const {
    AnySink sink;
    run_generator(Bitboard::all(), Bitboard::all(), true, sink);
    return sink.done();
}

std::size_t Position::count_legal() const {
    CountSink sink;
    run_generator(Bitboard::all(), Bitboard::all(), true, sink);
    return sink.count();
}

// Asked for every "O-O" of an archive: only the rook of that side is looked at, without a
// move list.
std::optional<Move> Position::castling_move(CastlingSide side) const {
    if (in_check()) return std::nullopt;
    const Square king = king_square(turn_);
    for (Square rook : castling_rooks_& pieces(turn_)) {
        if (castling_side_of(king, rook) == side && castling_allowed(king, rook, side))
            return Move::castling(king, rook);
    }
    return std::nullopt;
}

std::optional<Square> Position::legal_en_passant_square() const {
    if (pawn_en_passant_capturers().empty()) return std::nullopt;
    const Square ep = static_cast<Square>(en_passant_);
    MoveList list;
    generate_legal(pieces(turn_, PieceType::Pawn), Bitboard(ep), list);
    for (Move m : list)
        if (m.is_en_passant()) return ep;
    return std::nullopt;
}

bool Position::is_legal(Move m) const {
    if (m.is_none() || m.is_null()) return false;
    const Piece p = piece_at(m.from());
    if (p == Piece::None || color_of(p) != turn_) return false;
    if (m.is_castling()) {
        if (type_of(p) != PieceType::King) return false;
        auto castle = castling_move(castling_side(m));
        return castle && *castle == m;
    }
    MoveList list;
    generate_legal(Bitboard(m.from()), Bitboard(m.to()), list);
    return list.contains(m);
}

}  // namespace chess
