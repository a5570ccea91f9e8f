// Writing legal moves: SAN (as PGN export format writes it), book long algebraic, compact long
// algebraic and UCI, in any letter set.
//
// This runs on every move of whole archives, so it appends into the caller's string (no other
// allocation), asks for legal moves only when a second piece of the same kind could reach the
// target at all, and decides the check mark from bitboards, playing the move (copy-make) only
// when it gives check, to test for mate; or, for a move already played (append_played_move),
// from the position it led to.

#include "chess/notation/move_writer.hpp"

#include "check_mark.hpp"
#include "chess/attacks.hpp"
#include "chess/notation/square.hpp"
#include "chess/notation/uci.hpp"

namespace chess::notation {

namespace {

std::string_view letter(const LetterSet& set, PieceType pt) {
    return set.piece[static_cast<std::size_t>(index(pt))];
}

// English books and PGN write castling with the letter O; the other languages' books (Russian,
// German, ... as the FIDE Laws, Appendix C) with zeros. Figurine books follow PGN.
bool castles_with_zeros(LetterSetId id) {
    return id != LetterSetId::English && id != LetterSetId::Figurine;
}

void append_castling(std::string& out, const Position& pos, Move m, LetterSetId letters) {
    const bool zeros = castles_with_zeros(letters);
    const bool king_side = pos.castling_side(m) == CastlingSide::King;
    if (zeros)
        out += king_side ? "0-0" : "0-0-0";
    else
        out += king_side ? "O-O" : "O-O-O";
}

// SAN's minimal disambiguation among the other legal moves of the same piece type to the same
// square: the origin file if no other candidate shares it, else the rank if none shares that,
// else both (python-chess and the PGN standard agree). Pawns never need it (a capture already
// names its file; a push has one candidate) and there is only one king.
void append_disambiguation(std::string& out, const Position& pos, Move m, PieceType pt) {
    const Square from = m.from();
    const Square to = m.to();
    // Attacks are symmetric for knights and sliders: a rival that could reach `to` stands on a
    // square `to` attacks. Most moves have none, and skip the legal generation.
    const Bitboard rivals =
        pos.pieces(pos.turn(), pt).without(from) & piece_attacks(pt, to, pos.occupied());
    if (rivals.empty()) return;
    MoveList legal;
    pos.generate_legal_to(pt, to, legal);
    bool others = false;
    bool same_file = false;
    bool same_rank = false;
    for (Move o : legal) {
        if (o.from() == from) continue;
        others = true;
        same_file = same_file || file_of(o.from()) == file_of(from);
        same_rank = same_rank || rank_of(o.from()) == rank_of(from);
    }
    if (!others) return;
    if (!same_file || same_rank) out += file_char(file_of(from));
    if (same_file) out += rank_char(rank_of(from));
}

void append_san(std::string& out, const Position& pos, Move m, const LetterSet& set) {
    if (m.is_castling()) return append_castling(out, pos, m, set.id);
    const PieceType pt = pos.moving_piece(m);
    const bool capture = pos.is_capture(m);
    if (pt == PieceType::Pawn) {
        if (capture) {
            out += file_char(file_of(m.from()));
            out += set.capture;
        }
        out += square_name(m.to());
        if (m.is_promotion()) {
            out += '=';
            out += letter(set, m.promotion_piece());
        }
        return;
    }
    out += letter(set, pt);
    if (pt != PieceType::King) append_disambiguation(out, pos, m, pt);
    if (capture) out += set.capture;
    out += square_name(m.to());
}

// Book form "Ng1-f3", "Bb5xc6" / "Сb5:c6", "e7-e8Q" (promotion without '=', as the books print
// it); compact form "Ng1f3", "e4d5", "e7e8Q" (no joiner, no capture mark).
void append_lan(std::string& out, const Position& pos, Move m, const LetterSet& set, bool compact) {
    if (m.is_castling()) return append_castling(out, pos, m, set.id);
    const PieceType pt = pos.moving_piece(m);
    if (pt != PieceType::Pawn) out += letter(set, pt);
    out += square_name(m.from());
    if (!compact) out += pos.is_capture(m) ? set.capture : std::string_view("-");
    out += square_name(m.to());
    if (m.is_promotion()) out += letter(set, m.promotion_piece());
}

// '+' for check, the letter set's mate mark ('#', or 'x' in Russian books) for mate.
void append_check_mark(std::string& out, detail::CheckKind kind, const LetterSet& set) {
    switch (kind) {
        case detail::CheckKind::Check:
            out += '+';
            break;
        case detail::CheckKind::Mate:
            out += set.mate;
            break;
        case detail::CheckKind::None:
            break;
    }
}

// The move without its check mark. Returns whether a check mark is due (not for UCI and the
// null move, which have none, nor when the style asks for none).
bool append_without_check_mark(std::string& out, const Position& pos, Move m,
                               const MoveStyle& style) {
    if (m.is_null()) {
        // PGN's null move "--"; UCI's "0000".
        out += style.notation == MoveNotation::Uci ? "0000" : "--";
        return false;
    }
    // UCI has no check marks and no letters. write_uci's result fits the small-string buffer.
    if (style.notation == MoveNotation::Uci) {
        out += write_uci(pos, m);
        return false;
    }
    const LetterSet& set = letter_set(style.letters);
    if (style.notation == MoveNotation::San)
        append_san(out, pos, m, set);
    else
        append_lan(out, pos, m, set, style.notation == MoveNotation::LanCompact);
    return style.check_marks;
}

}  // namespace

void append_move(std::string& out, const Position& pos, Move m, const MoveStyle& style) {
    if (append_without_check_mark(out, pos, m, style))
        append_check_mark(out, detail::check_kind(pos, m), letter_set(style.letters));
}

void append_played_move(std::string& out, const Position& pos, Move m, const Position& after,
                        const MoveStyle& style) {
    if (append_without_check_mark(out, pos, m, style))
        append_check_mark(out, detail::check_kind_after(after), letter_set(style.letters));
}

std::string write_move(const Position& pos, Move m, const MoveStyle& style) {
    std::string out;
    append_move(out, pos, m, style);
    return out;
}

std::string write_moves(const Position& pos, std::span<const Move> moves, const MoveStyle& style) {
    std::string out;
    for (Move m : moves) {
        if (!out.empty()) out += ", ";
        append_move(out, pos, m, style);
    }
    return out;
}

}  // namespace chess::notation
