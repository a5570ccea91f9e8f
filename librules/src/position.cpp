// Board bookkeeping, making moves and hashing. Move generation is in movegen.cpp, validation of
// setups in setup_validation.cpp, draw-by-material rules in material.cpp.

#include "chess/position.hpp"

#include <array>

#include <cassert>
#include <limits>

#include "chess/zobrist.hpp"

namespace chess {

namespace {

// A FEN may give a counter as large as INT_MAX; the next move keeps it there instead of
// overflowing (by then the 75-move rule and any move number have long been decided).
void increment_saturating(int& counter) {
    if (counter < std::numeric_limits<int>::max()) ++counter;
}

// Back-rank layout of the standard start position, from the a-file to the h-file.
constexpr PieceType standard_back_rank[8] = {
    PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
    PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};

// `kings`: each colour's king, by colour. (Only the right's own king counts: an enemy king on
// the same rank, possible in a set-up position, once gave a key that a move of it changed.)
std::uint64_t castling_key(Bitboard castling_rooks, const std::array<Bitboard, 2>& kings) {
    std::uint64_t key = 0;
    for (Square r : castling_rooks) {
        Color c = rank_of(r) == Rank::R1 ? Color::White : Color::Black;
        Bitboard king = kings[static_cast<std::size_t>(c)] & back_rank(c);
        if (king.empty()) continue;
        bool h_side = index(file_of(r)) > index(file_of(king.first()));
        key ^= zobrist::castling(c, h_side ? CastlingSide::King : CastlingSide::Queen);
    }
    return key;
}

}  // namespace

Setup Setup::standard() {
    Setup s;
    for (int f = 0; f < 8; ++f) {
        File file = static_cast<File>(f);
        s[make_square(file, Rank::R1)] = make_piece(Color::White, standard_back_rank[f]);
        s[make_square(file, Rank::R2)] = Piece::WhitePawn;
        s[make_square(file, Rank::R7)] = Piece::BlackPawn;
        s[make_square(file, Rank::R8)] = make_piece(Color::Black, standard_back_rank[f]);
    }
    s.castling_rooks = Bitboard(Square::A1) | Square::H1 | Square::A8 | Square::H8;
    return s;
}

Position::Position() {
    // The standard setup is valid by construction; load it without the validator.
    load(Setup::standard());
}

void Position::clear() {
    by_color_ = {};
    by_type_ = {};
    board_.fill(Piece::None);
    castling_rooks_ = Bitboard();
    checkers_ = Bitboard();
    key_ = 0;
    fullmove_number_ = 1;
    halfmove_clock_ = 0;
    en_passant_ = no_square;
    turn_ = Color::White;
    chess960_ = false;
}

void Position::load(const Setup& setup) {
    clear();
    for (int i = 0; i < 64; ++i) {
        Square s = static_cast<Square>(i);
        if (setup[s] != Piece::None) put(setup[s], s);
    }
    turn_ = setup.turn;
    castling_rooks_ = setup.castling_rooks;
    en_passant_ =
        setup.en_passant ? static_cast<std::uint8_t>(index(*setup.en_passant)) : no_square;
    halfmove_clock_ = setup.halfmove_clock;
    fullmove_number_ = setup.fullmove_number;
    chess960_ = setup.chess960;
    update_checkers();
    key_ = compute_key();
}

Setup Position::to_setup() const {
    Setup s;
    s.board = board_;
    s.turn = turn_;
    s.castling_rooks = castling_rooks_;
    s.en_passant = en_passant_square();
    s.halfmove_clock = halfmove_clock_;
    s.fullmove_number = fullmove_number_;
    s.chess960 = chess960_;
    return s;
}

void Position::put(Piece p, Square s) {
    Bitboard b(s);
    by_color_[static_cast<std::size_t>(index(color_of(p)))] |= b;
    by_type_[static_cast<std::size_t>(index(type_of(p)))] |= b;
    board_[static_cast<std::size_t>(index(s))] = p;
    key_ ^= zobrist::piece(p, s);
}

void Position::remove(Square s) {
    Piece p = piece_at(s);
    Bitboard b(s);
    by_color_[static_cast<std::size_t>(index(color_of(p)))] ^= b;
    by_type_[static_cast<std::size_t>(index(type_of(p)))] ^= b;
    board_[static_cast<std::size_t>(index(s))] = Piece::None;
    key_ ^= zobrist::piece(p, s);
}

void Position::move_piece(Square from, Square to) {
    Piece p = piece_at(from);
    Bitboard b = Bitboard(from) | Bitboard(to);
    by_color_[static_cast<std::size_t>(index(color_of(p)))] ^= b;
    by_type_[static_cast<std::size_t>(index(type_of(p)))] ^= b;
    board_[static_cast<std::size_t>(index(from))] = Piece::None;
    board_[static_cast<std::size_t>(index(to))] = p;
    key_ ^= zobrist::piece(p, from) ^ zobrist::piece(p, to);
}

Bitboard Position::attackers(Square s, Color by, Bitboard occupied) const {
    const Bitboard diagonal = pieces(PieceType::Bishop) | pieces(PieceType::Queen);
    const Bitboard straight = pieces(PieceType::Rook) | pieces(PieceType::Queen);
    const Bitboard own = pieces(by);
    return (own & ((pawn_attacks(~by, s) & pieces(PieceType::Pawn)) |
                   (knight_attacks(s) & pieces(PieceType::Knight)) |
                   (king_attacks(s) & pieces(PieceType::King)))) |
           slider_attackers(s, occupied, straight & own, diagonal & own);
}

// attackers() without the king's attacks: a king never gives check.
void Position::update_checkers() {
    const Square king = king_square(turn_);
    const Bitboard occ = occupied();
    const Bitboard diagonal = pieces(PieceType::Bishop) | pieces(PieceType::Queen);
    const Bitboard straight = pieces(PieceType::Rook) | pieces(PieceType::Queen);
    const Bitboard them = pieces(~turn_);
    checkers_ = (them & ((pawn_attacks(turn_, king) & pieces(PieceType::Pawn)) |
                         (knight_attacks(king) & pieces(PieceType::Knight)))) |
                slider_attackers(king, occ, straight & them, diagonal & them);
}

std::optional<Square> Position::en_passant_square() const {
    if (en_passant_ == no_square) return std::nullopt;
    return static_cast<Square>(en_passant_);
}

// Pawns of the side to move that stand beside the pawn that just made a double push.
Bitboard Position::pawn_en_passant_capturers() const {
    if (en_passant_ == no_square) return Bitboard();
    Square ep = static_cast<Square>(en_passant_);
    return pawn_attacks(~turn_, ep) & pieces(turn_, PieceType::Pawn);
}

std::optional<Square> Position::castling_rook(Color c, CastlingSide side) const {
    Bitboard rooks = castling_rooks_ & back_rank(c);
    if (rooks.empty()) return std::nullopt;
    Square king = king_square(c);
    for (Square r : rooks) {
        bool h_side = index(file_of(r)) > index(file_of(king));
        if (h_side == (side == CastlingSide::King)) return r;
    }
    return std::nullopt;
}

Square Position::king_castling_target(Color c, CastlingSide side) {
    return relative_square(c, side == CastlingSide::King ? Square::G1 : Square::C1);
}

Square Position::rook_castling_target(Color c, CastlingSide side) {
    return relative_square(c, side == CastlingSide::King ? Square::F1 : Square::D1);
}

CastlingSide Position::castling_side(Move m) const {
    return index(file_of(m.to())) > index(file_of(m.from())) ? CastlingSide::King
                                                             : CastlingSide::Queen;
}

PieceType Position::captured_piece(Move m) const {
    return m.is_en_passant() ? PieceType::Pawn : type_of(piece_at(m.to()));
}

// Decided from bitboards without playing the move (a copy-make costs several times as much, and
// writing or checking '+' marks asks this of every move of whole archives): the mover's pieces as
// they stand after the move (the moved piece on its landing square, promoted if it promotes;
// king and rook on their castling squares) attack the enemy king through the occupancy after the
// move, which also reveals discovered checks, including through an en-passant victim's square.
bool Position::gives_check(Move m) const {
    const Color us = turn_;
    const Square king = king_square(~us);
    const Square from = m.from();
    const Square to = m.to();
    Bitboard occ = occupied();
    Bitboard pawns = pieces(us, PieceType::Pawn);
    Bitboard knights = pieces(us, PieceType::Knight);
    Bitboard diagonal = pieces(us, PieceType::Bishop) | pieces(us, PieceType::Queen);
    Bitboard straight = pieces(us, PieceType::Rook) | pieces(us, PieceType::Queen);
    if (m.is_castling()) {
        // The king itself never checks; the rook may, from its castling square.
        const CastlingSide side = castling_side(m);
        const Square rook_to = rook_castling_target(us, side);
        occ = occ.without(from).without(to) | Bitboard(king_castling_target(us, side)) |
              Bitboard(rook_to);
        straight = straight.without(to) | Bitboard(rook_to);
    } else {
        occ = occ.without(from) | Bitboard(to);
        if (m.is_en_passant()) occ = occ.without(make_square(file_of(to), rank_of(from)));
        const PieceType lands = m.is_promotion() ? m.promotion_piece() : moving_piece(m);
        const auto moved_to = [&](bool lands_here) {
            return lands_here ? Bitboard(to) : Bitboard();
        };
        pawns = pawns.without(from) | moved_to(lands == PieceType::Pawn);
        knights = knights.without(from) | moved_to(lands == PieceType::Knight);
        diagonal = diagonal.without(from) |
                   moved_to(lands == PieceType::Bishop || lands == PieceType::Queen);
        straight = straight.without(from) |
                   moved_to(lands == PieceType::Rook || lands == PieceType::Queen);
    }
    return (pawn_attacks(~us, king) & pawns).any() || (knight_attacks(king) & knights).any() ||
           (bishop_attacks(king, occ) & diagonal).any() ||
           (rook_attacks(king, occ) & straight).any();
}

std::uint64_t Position::compute_key() const {
    std::uint64_t key = 0;
    for (Square s : occupied()) key ^= zobrist::piece(piece_at(s), s);
    key ^= castling_key(castling_rooks_, {pieces(Color::White, PieceType::King),
                                          pieces(Color::Black, PieceType::King)});
    if (pawn_en_passant_capturers().any())
        key ^= zobrist::en_passant(file_of(static_cast<Square>(en_passant_)));
    if (turn_ == Color::White) key ^= zobrist::white_to_move();
    return key;
}

std::uint64_t Position::repetition_key_with_en_passant() const {
    if (pawn_en_passant_capturers().any() && !legal_en_passant_square())
        return key_ ^ zobrist::en_passant(file_of(static_cast<Square>(en_passant_)));
    return key_;
}

void Position::set_en_passant(std::optional<Square> ep) {
    if (pawn_en_passant_capturers().any())
        key_ ^= zobrist::en_passant(file_of(static_cast<Square>(en_passant_)));
    en_passant_ = ep ? static_cast<std::uint8_t>(index(*ep)) : no_square;
    if (pawn_en_passant_capturers().any())
        key_ ^= zobrist::en_passant(file_of(static_cast<Square>(en_passant_)));
}

void Position::play(Move m) {
    assert(is_legal(m));
    const Color us = turn_;
    const Square from = m.from();
    const Square to = m.to();
    const Piece moving = piece_at(from);
    // Castling rights change only when a king moves or a rook with rights moves or is taken.
    const bool touches_castling =
        (castling_rooks_ & (Bitboard(from) | Bitboard(to))).any() ||
        (type_of(moving) == PieceType::King && (castling_rooks_ & back_rank(us)).any());
    if (touches_castling)
        key_ ^= castling_key(castling_rooks_, {pieces(Color::White, PieceType::King),
                                               pieces(Color::Black, PieceType::King)});

    if (en_passant_ != no_square) set_en_passant(std::nullopt);
    increment_saturating(halfmove_clock_);
    if (us == Color::Black) increment_saturating(fullmove_number_);

    if (m.is_castling()) {
        const CastlingSide side = castling_side(m);
        const Piece rook = piece_at(to);
        remove(from);
        remove(to);
        put(moving, king_castling_target(us, side));
        put(rook, rook_castling_target(us, side));
        castling_rooks_ &= ~back_rank(us);
    } else {
        if (m.is_en_passant()) {
            remove(make_square(file_of(to), rank_of(from)));
        } else if (piece_at(to) != Piece::None) {
            remove(to);
            halfmove_clock_ = 0;
        }
        move_piece(from, to);
        if (type_of(moving) == PieceType::Pawn) {
            halfmove_clock_ = 0;
            if (m.is_promotion()) {
                remove(to);
                put(make_piece(us, m.promotion_piece()), to);
            }
        } else if (type_of(moving) == PieceType::King) {
            castling_rooks_ &= ~back_rank(us);
        }
        castling_rooks_ &= ~(Bitboard(from) | Bitboard(to));
    }

    if (touches_castling)
        key_ ^= castling_key(castling_rooks_, {pieces(Color::White, PieceType::King),
                                               pieces(Color::Black, PieceType::King)});

    turn_ = ~us;
    key_ ^= zobrist::white_to_move();
    if (type_of(moving) == PieceType::Pawn && (index(to) ^ index(from)) == 16)
        set_en_passant(static_cast<Square>((index(from) + index(to)) / 2));
    if (m.is_castling() || m.is_en_passant() || may_have_given_check(from, to)) {
        update_checkers();
    } else {
        checkers_ = Bitboard();
    }
    assert(is_consistent());
}

// After a move from -> to that moved one piece (no castling, no en passant), with the turn
// passed: false when that move cannot have given check, so no attacks need computing. A check
// comes from the piece on `to` or from a slider uncovered on a line through `from`; a capture
// on `to` uncovers nothing, as `to` stays occupied. Most moves do neither, and a few table
// lookups rule them out.
bool Position::may_have_given_check(Square from, Square to) const {
    const Square king = king_square(turn_);
    if (line(king, from).any()) return true;
    switch (type_of(piece_at(to))) {
        case PieceType::Pawn:
            return pawn_attacks(~turn_, to).contains(king);
        case PieceType::Knight:
            return knight_attacks(to).contains(king);
        case PieceType::King:
            return false;  // a king never gives check
        case PieceType::Bishop:
        case PieceType::Rook:
        case PieceType::Queen:
            break;
    }
    return line(king, to).any();
}

void Position::play_null() {
    assert(!in_check());
    set_en_passant(std::nullopt);
    increment_saturating(halfmove_clock_);
    if (turn_ == Color::Black) increment_saturating(fullmove_number_);
    turn_ = ~turn_;
    key_ ^= zobrist::white_to_move();
    update_checkers();
}

bool operator==(const Position& a, const Position& b) {
    return a.by_color_ == b.by_color_ && a.by_type_ == b.by_type_ &&
           a.castling_rooks_ == b.castling_rooks_ && a.en_passant_ == b.en_passant_ &&
           a.turn_ == b.turn_ && a.halfmove_clock_ == b.halfmove_clock_ &&
           a.fullmove_number_ == b.fullmove_number_ && a.chess960_ == b.chess960_;
}

bool Position::is_consistent() const {
    if ((by_color_[0] & by_color_[1]).any()) return false;
    Bitboard all_types;
    for (const Bitboard& b : by_type_) {
        if ((all_types & b).any()) return false;
        all_types |= b;
    }
    if (all_types != occupied()) return false;
    for (int i = 0; i < 64; ++i) {
        Square s = static_cast<Square>(i);
        Piece p = piece_at(s);
        if (p == Piece::None) {
            if (occupied().contains(s)) return false;
        } else if (!pieces(color_of(p), type_of(p)).contains(s)) {
            return false;
        }
    }
    if (pieces(Color::White, PieceType::King).count() != 1) return false;
    if (pieces(Color::Black, PieceType::King).count() != 1) return false;
    if (checkers_ != attackers(king_square(turn_), ~turn_)) return false;
    return key_ == compute_key();
}

}  // namespace chess
