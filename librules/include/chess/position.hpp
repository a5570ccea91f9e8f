#pragma once
// A legal chess position: a small value type (copy-make). It knows the board, the side to move,
// castling rights, the en-passant square, the move counters and its Polyglot Zobrist key. It
// does not know the game's history: repetitions and the 50/75-move counters across a game live
// in GameHistory (history.hpp).

#include <array>
#include <cstdint>
#include <expected>
#include <optional>

#include "chess/attacks.hpp"
#include "chess/bitboard.hpp"
#include "chess/move.hpp"
#include "chess/move_list.hpp"
#include "chess/setup.hpp"
#include "chess/types.hpp"

namespace chess {

class Position {
public:
    // The standard starting position.
    Position();
    static Position standard() { return Position(); }

    // Validates `setup`. Succeeds when every problem found is in `tolerated` (fatal problems are
    // never tolerated); otherwise returns all problems found. A tolerated invalid castling right
    // or en-passant square is dropped from the resulting position.
    static std::expected<Position, SetupProblems> from_setup(const Setup& setup,
                                                             SetupProblems tolerated = {});
    Setup to_setup() const;

    // ---- board
    Piece piece_at(Square s) const { return board_[static_cast<std::size_t>(index(s))]; }
    Bitboard occupied() const { return by_color_[0] | by_color_[1]; }
    Bitboard pieces(Color c) const { return by_color_[static_cast<std::size_t>(index(c))]; }
    Bitboard pieces(PieceType pt) const { return by_type_[static_cast<std::size_t>(index(pt))]; }
    Bitboard pieces(Color c, PieceType pt) const { return pieces(c) & pieces(pt); }
    Square king_square(Color c) const { return pieces(c, PieceType::King).first(); }

    // ---- state
    Color turn() const { return turn_; }
    // Rooks that keep castling rights.
    Bitboard castling_rooks() const { return castling_rooks_; }
    std::optional<Square> castling_rook(Color c, CastlingSide side) const;
    // The square skipped by a double push on the last move, whether or not a capture is possible.
    std::optional<Square> en_passant_square() const;
    // The same, but only when an en-passant capture is legal now.
    std::optional<Square> legal_en_passant_square() const;
    int halfmove_clock() const { return halfmove_clock_; }
    int fullmove_number() const { return fullmove_number_; }
    // Half-moves since the start implied by the fullmove number (64-bit: FEN counters may be huge).
    std::int64_t ply() const { return 2 * (std::int64_t{fullmove_number_} - 1) + index(turn_); }
    bool is_chess960() const { return chess960_; }
    void set_chess960(bool on) { chess960_ = on; }

    // ---- attacks and check
    Bitboard checkers() const { return checkers_; }
    bool in_check() const { return checkers_.any(); }
    // Pieces of colour `by` that attack `s`, given occupancy `occupied`.
    Bitboard attackers(Square s, Color by, Bitboard occupied) const;
    Bitboard attackers(Square s, Color by) const { return attackers(s, by, occupied()); }
    bool is_attacked(Square s, Color by) const { return attackers(s, by).any(); }

    // ---- moves
    MoveList legal_moves() const;
    void generate_legal(MoveList& out) const;
    // Legal moves of pieces of type `pt` that land on `to` (castling is never included; use
    // castling_move()). The candidates a SAN move such as "Nbd2" resolves among.
    void generate_legal_to(PieceType pt, Square to, MoveList& out) const;
    // The squares from which a piece of type `pt` of the side to move has a legal move to `to`
    // (castling excluded; pawns: pushes, captures and en passant, any promotion piece). What a
    // SAN move such as "Nbd2" needs, without generating the moves: a few attack lookups.
    Bitboard legal_origins(PieceType pt, Square to) const;
    // Legal moves whose origin is in `from` and destination in `to` (castling excluded).
    void generate_legal(Bitboard from, Bitboard to, MoveList& out) const;
    // The legal castling move on `side`, if any.
    std::optional<Move> castling_move(CastlingSide side) const;
    std::size_t count_legal() const;
    bool has_legal_move() const;
    // True when `m` is a legal move here; safe for any Move value, e.g. one built from input.
    bool is_legal(Move m) const;

    // The type of the piece that moves and whether `m` captures. `m` must be legal.
    PieceType moving_piece(Move m) const { return type_of(piece_at(m.from())); }
    bool is_capture(Move m) const {
        if (m.is_en_passant()) return true;
        if (m.is_castling()) return false;
        return piece_at(m.to()) != Piece::None;
    }
    // The type of the piece `m` captures; `m` must be a legal capture.
    PieceType captured_piece(Move m) const;
    // Where the king lands when castling with `m`.
    static Square king_castling_target(Color c, CastlingSide side);
    static Square rook_castling_target(Color c, CastlingSide side);
    CastlingSide castling_side(Move m) const;
    // Whether the legal move `m` checks the opponent, without playing it.
    bool gives_check(Move m) const;

    // Plays a legal move in place. Precondition: is_legal(m) (checked by assert only).
    void play(Move m);
    // Copy-make: the position after the legal move `m`.
    [[nodiscard]] Position after(Move m) const {
        Position p = *this;
        p.play(m);
        return p;
    }
    // Passes the turn (a PGN null move "--"). Precondition: not in check.
    void play_null();

    // ---- outcomes that a position alone can tell
    bool is_checkmate() const { return in_check() && !has_legal_move(); }
    bool is_stalemate() const { return !in_check() && !has_legal_move(); }
    // FIDE: no sequence of legal moves can lead to checkmate by either side (K v K, K+minor v K,
    // any number of bishops all on squares of one colour).
    bool has_insufficient_material() const;
    // True when `c` cannot possibly checkmate, whatever the opponent does (used when `c`'s
    // opponent runs out of time: FIDE 6.9).
    bool has_insufficient_material(Color c) const;
    // FIDE 5.2.2 beyond material: only kings and pawns, every pawn locked against an enemy pawn
    // for good and neither king able to reach an enemy pawn, so no capture, no check and no mate
    // can ever happen. Conservative: other blockades (with bishops, say) are not recognised.
    bool is_dead_by_locked_pawns() const;

    // ---- hashing
    // The Polyglot Zobrist key (en passant counted when a pawn of the side to move stands beside
    // the double-pushed pawn, as Polyglot specifies).
    std::uint64_t key() const { return key_; }
    // Key for repetition detection: like key(), but en passant is counted only when a capture is
    // legal, as FIDE's definition of "the same position" requires.
    std::uint64_t repetition_key() const {
        // Nearly every position has no en-passant square: its key is the repetition key.
        return en_passant_ == no_square ? key_ : repetition_key_with_en_passant();
    }

    // Internal consistency of bitboards, board array, key and checkers (for asserts and tests).
    bool is_consistent() const;

    // Equal placement, turn, castling rights, en-passant square and counters.
    friend bool operator==(const Position& a, const Position& b);

private:
    void clear();
    // Copies `setup` in without validating it (the caller has).
    void load(const Setup& setup);
    void put(Piece p, Square s);
    void remove(Square s);
    void move_piece(Square from, Square to);
    void update_checkers();
    bool may_have_given_check(Square from, Square to) const;
    void set_en_passant(std::optional<Square> ep);
    std::uint64_t repetition_key_with_en_passant() const;
    std::uint64_t compute_key() const;
    Bitboard pawn_en_passant_capturers() const;
    bool castling_path_clear(Square king_from, Square rook_from, CastlingSide side) const;
    bool castling_allowed(Square king, Square rook, CastlingSide side) const;
    template <Color Us, typename Sink>
    void generate(Bitboard from, Bitboard to, bool castling, Sink& out) const;
    template <Color Us, typename Sink>
    void generate_castling(Sink& out) const;
    template <typename Sink>
    void run_generator(Bitboard from, Bitboard to, bool castling, Sink& sink) const;
    template <Color Us>
    bool en_passant_is_legal(Square from, Square to) const;
    Bitboard pawn_origins(Square to, Square& en_passant_victim) const;
    bool keeps_king_safe(Square from, Square to, Bitboard captured) const;
    Bitboard pinned_pieces(Color c) const;

    std::array<Bitboard, 2> by_color_{};
    std::array<Bitboard, 6> by_type_{};
    std::array<Piece, 64> board_{};
    Bitboard castling_rooks_;
    Bitboard checkers_;
    std::uint64_t key_ = 0;
    int fullmove_number_ = 1;
    int halfmove_clock_ = 0;
    std::uint8_t en_passant_ = no_square;  // square index, or no_square
    Color turn_ = Color::White;
    bool chess960_ = false;

    static constexpr std::uint8_t no_square = 64;

    friend class SetupValidator;
};

// Which problems `setup` has, all at once (empty when it is a legal position).
SetupProblems validate(const Setup& setup);

}  // namespace chess

// The inline definition of legal_origins (the hot path of every SAN move).
#include "chess/position_origins.hpp"  // IWYU pragma: export
