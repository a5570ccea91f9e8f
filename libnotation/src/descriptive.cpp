// English descriptive notation: the text is parsed into constraints (which piece, on which
// files, to which squares, taking what), and the position's legal moves are matched against
// them. See descriptive.hpp.

#include "chess/notation/descriptive.hpp"

#include <array>
#include <optional>
#include <string>

namespace chess::notation {

namespace {

// A set of files, bit i for file a + i.
using Files = std::uint8_t;
constexpr Files all_files = 0xFF;
constexpr Files queen_side = 0x0F;  // QR QN QB Q: a-d
constexpr Files king_side = 0xF0;   // K KB KN KR: e-h

struct FileName {
    std::string_view text;
    Files files;
};

// Longest first, so that "QKt" is not read as "Q" and "Kt" as "K". A name without its wing
// ("B", "Kt") fits the file on either side.
constexpr std::array<FileName, 14> file_names{{
    {"QKt", 0x02},
    {"KKt", 0x40},
    {"QR", 0x01},
    {"QN", 0x02},
    {"QB", 0x04},
    {"KR", 0x80},
    {"KN", 0x40},
    {"KB", 0x20},
    {"Kt", 0x42},
    {"R", 0x81},
    {"N", 0x42},
    {"B", 0x24},
    {"Q", 0x08},
    {"K", 0x10},
}};

// What the text says about one piece: the mover, or the piece it takes.
struct Designator {
    PieceType type = PieceType::Pawn;
    Files files = all_files;  // a pawn's file ("KBP"); for a piece, the wing ("KR") or all
    bool wing_only = false;   // `files` is a piece's wing: a preference, not a rule
};

struct Square {
    Files files = all_files;
    int rank = 0;  // 1-8, counted from the mover's side
};

struct Description {
    Designator mover;
    std::optional<Square> from;  // "R(1)-K1", "N(Q2)-B4", "N/Q2-B4": where the mover stands
    bool capture = false;
    std::optional<Square> to;          // "P-K4": K4; "QxP/B7": B7
    std::optional<Designator> target;  // "PxN": the knight
    std::optional<PieceType> promotion;
    CheckMark check = CheckMark::None;
};

class Cursor {
public:
    explicit Cursor(std::string_view text) : text_(text) {}
    bool done() const { return at_ == text_.size(); }
    bool take(std::string_view s) {
        if (!text_.substr(at_).starts_with(s)) return false;
        at_ += s.size();
        return true;
    }
    std::optional<int> digit() {
        if (done() || text_[at_] < '1' || text_[at_] > '8') return std::nullopt;
        return text_[at_++] - '0';
    }
    void skip_spaces() {
        while (!done() && text_[at_] == ' ') ++at_;
    }
    std::size_t mark() const { return at_; }
    void reset(std::size_t to) { at_ = to; }

private:
    std::string_view text_;
    std::size_t at_ = 0;
};

std::optional<Files> file_name(Cursor& in) {
    for (const FileName& name : file_names)
        if (in.take(name.text)) return name.files;
    return std::nullopt;
}

std::optional<PieceType> piece_letter(Cursor& in) {
    if (in.take("Kt") || in.take("N")) return PieceType::Knight;
    if (in.take("K")) return PieceType::King;
    if (in.take("Q")) return PieceType::Queen;
    if (in.take("R")) return PieceType::Rook;
    if (in.take("B")) return PieceType::Bishop;
    return std::nullopt;
}

// "P", "KP", "QBP", "RP": a pawn and its file; "KR", "QKt": a piece and its wing; "K", "B", "Kt".
std::optional<Designator> designator(Cursor& in) {
    const std::size_t start = in.mark();
    const std::optional<Files> pawn_file = file_name(in);
    if (in.take("P")) return Designator{PieceType::Pawn, pawn_file.value_or(all_files), false};
    in.reset(start);
    for (const auto& [wing, files] : {std::pair{"K", king_side}, std::pair{"Q", queen_side}}) {
        if (!in.take(wing)) continue;
        const std::size_t after_wing = in.mark();
        const std::optional<PieceType> piece = piece_letter(in);
        if (piece && *piece != PieceType::King && *piece != PieceType::Queen)
            return Designator{*piece, files, true};
        in.reset(after_wing - 1);
        break;
    }
    const std::optional<PieceType> piece = piece_letter(in);
    if (!piece) return std::nullopt;
    return Designator{*piece, all_files, false};
}

// "K4", "QB3"; "Ksq", "K sq", "K sq." for the first rank, as books printed it before the 1930s.
std::optional<int> rank_number(Cursor& in) {
    if (const std::optional<int> digit = in.digit()) return digit;
    const std::size_t start = in.mark();
    in.skip_spaces();
    if (in.take("sq")) {
        static_cast<void>(in.take("."));
        return 1;
    }
    in.reset(start);
    return std::nullopt;
}

std::optional<Square> square(Cursor& in) {
    const std::size_t start = in.mark();
    const std::optional<Files> files = file_name(in);
    const std::optional<int> rank = files ? rank_number(in) : std::nullopt;
    if (!rank) {
        in.reset(start);
        return std::nullopt;
    }
    return Square{*files, *rank};
}

// "=Q", "(Q)", "/Q" or a bare "Q" behind the square or the piece taken; "(Q)" also apart, as
// books set it ("P-Q8 (Q)", "PxKt (Q)": the reader keeps it with the move), with blanks inside
// the parentheses too ("P-Q8 ( Q )").
std::optional<PieceType> promotion(Cursor& in) {
    const std::size_t start = in.mark();
    in.skip_spaces();
    const bool paren = in.take("(");
    if (!paren && in.mark() != start) {
        in.reset(start);
        return std::nullopt;
    }
    if (paren) in.skip_spaces();
    if (!paren) static_cast<void>(in.take("=") || in.take("/"));
    const std::optional<PieceType> piece = piece_letter(in);
    if (paren) in.skip_spaces();
    if (!piece || *piece == PieceType::King || (paren && !in.take(")"))) {
        in.reset(start);
        return std::nullopt;
    }
    return piece;
}

// "-", or a dash as typeset, scanned or typed books have it: "P\u2014K4" (em dash), "P\u2013K4"
// (en dash), "P--K4" (a plain-text em dash), and the Unicode hyphens and minus sign that text
// recognition puts for '-' (U+2010, U+2011, U+2012, U+2212).
bool move_dash(Cursor& in) {
    for (const std::string_view dash :
         {"--", "-", "\u2014", "\u2013", "\u2010", "\u2011", "\u2012", "\u2212"}) {
        if (in.take(dash)) return true;
    }
    return false;
}

// "x", ":", the multiplication sign of typeset books ("P\u00D7P"), or the Cyrillic \u0445 that
// a Russian keyboard types for the x.
bool capture_mark(Cursor& in) {
    return in.take("x") || in.take(":") || in.take("\u00D7") || in.take("\u0445");
}

// The capture mark, with blanks around it as plain-text books set it: "P x P" (the reader keeps
// such a capture together).
bool spaced_capture_mark(Cursor& in) {
    const std::size_t start = in.mark();
    in.skip_spaces();
    if (capture_mark(in)) {
        in.skip_spaces();
        return true;
    }
    in.reset(start);
    return false;
}

CheckMark check_mark(Cursor& in) {
    if (in.take("mate") || in.take("#") || in.take("++")) return CheckMark::Mate;
    if (in.take("ch") || in.take("+")) return CheckMark::Check;
    return CheckMark::None;
}

// "QxP/B7" or "QxP(B7)": the square of the piece taken.
std::optional<Square> target_square(Cursor& in) {
    const std::size_t start = in.mark();
    const bool paren = in.take("(");
    if (!paren && !in.take("/")) return std::nullopt;
    const std::optional<Square> at = square(in);
    if (!at || (paren && !in.take(")"))) {
        in.reset(start);
        return std::nullopt;
    }
    return at;
}

// "(1)", "(Q2)", "/2", "/Q2" behind the mover: its rank, or its square.
std::optional<Square> origin(Cursor& in) {
    const std::size_t start = in.mark();
    const bool paren = in.take("(");
    if (!paren && !in.take("/")) return std::nullopt;
    std::optional<Square> at = square(in);
    if (!at) {
        if (const std::optional<int> rank = in.digit()) at = Square{all_files, *rank};
    }
    if (!at || (paren && !in.take(")"))) {
        in.reset(start);
        return std::nullopt;
    }
    return at;
}

// `token` without the full stops that English books set behind each piece letter, file and
// rank ("K.B.P.", "Kt-K.B.3", "Q.Kt.-B.3", "B.-Q.Kt.5", "P-K.4."), written into `undotted`: a
// full stop behind a piece or file letter or a rank digit, which no other form has there (the
// one of "sq." follows a 'q'), and one behind a capture mark that itself follows a full stop,
// as such books set the 'x' between two of them ("P.x.P", "Kt.x.B."). `token` itself when it
// has none, as nearly every move.
std::string_view without_abbreviation_dots(std::string_view token, std::string& undotted) {
    if (token.find('.') == std::string_view::npos) return token;
    constexpr std::string_view dotted = "KQRBNPt12345678";
    const auto dotted_capture_mark = [token](std::size_t i) {
        return i > 1 && token[i - 1] == 'x' && token[i - 2] == '.';
    };
    undotted.clear();
    for (std::size_t i = 0; i < token.size(); ++i) {
        if (token[i] == '.' && i > 0 &&
            (dotted.find(token[i - 1]) != std::string_view::npos || dotted_capture_mark(i)))
            continue;
        undotted += token[i];
    }
    return undotted;
}

std::optional<Description> describe(std::string_view token) {
    Cursor in(token);
    Description d;
    const std::optional<Designator> mover = designator(in);
    if (!mover) return std::nullopt;
    d.mover = *mover;
    d.from = origin(in);
    if (move_dash(in)) {
        d.to = square(in);
        if (!d.to) return std::nullopt;
    } else if (spaced_capture_mark(in)) {
        d.capture = true;
        d.target = designator(in);
        if (!d.target) return std::nullopt;
        d.to = target_square(in);
    } else {
        return std::nullopt;
    }
    d.promotion = promotion(in);
    d.check = check_mark(in);
    if (!in.done()) return std::nullopt;
    return d;
}

int relative_rank(Color mover, chess::Square s) {
    const int rank = index(rank_of(s)) + 1;
    return mover == Color::White ? rank : 9 - rank;
}

bool on_files(Files files, chess::Square s) { return ((files >> index(file_of(s))) & 1) != 0; }

bool fits_square(const Square& wanted, Color mover, chess::Square s) {
    return on_files(wanted.files, s) && relative_rank(mover, s) == wanted.rank;
}

// The square of the piece `m` takes (en passant: beside the pawn's landing square).
chess::Square taken_square(Move m) {
    return m.is_en_passant() ? make_square(file_of(m.to()), rank_of(m.from())) : m.to();
}

// Whether legal move `m` fits `d`, apart from a piece's wing (a preference: see read_descriptive).
bool fits(const Position& pos, Move m, const Description& d) {
    if (m.is_castling() || pos.moving_piece(m) != d.mover.type) return false;
    if (!d.mover.wing_only && !on_files(d.mover.files, m.from())) return false;
    if (pos.is_capture(m) != d.capture) return false;
    const Color mover = pos.turn();
    if (d.from && !fits_square(*d.from, mover, m.from())) return false;
    if (d.to && !fits_square(*d.to, mover, d.capture ? taken_square(m) : m.to())) return false;
    if (d.target) {
        if (pos.captured_piece(m) != d.target->type) return false;
        if (!d.target->wing_only && !on_files(d.target->files, taken_square(m))) return false;
    }
    // A promotion names its piece; "P-K8" alone was a queen.
    if (m.is_promotion()) return m.promotion_piece() == d.promotion.value_or(PieceType::Queen);
    return !d.promotion;
}

// Among `moves`, those whose mover (or piece taken) stands on the wing the text names, when
// that leaves any: "KR-Q1" picks the rook on the king's side of two that could go.
MoveList prefer_wing(const MoveList& moves, const Description& d) {
    MoveList preferred;
    for (Move m : moves) {
        const bool mover_ok = !d.mover.wing_only || on_files(d.mover.files, m.from());
        const bool target_ok =
            !d.target || !d.target->wing_only || on_files(d.target->files, taken_square(m));
        if (mover_ok && target_ok) preferred.push_back(m);
    }
    return preferred.empty() ? moves : preferred;
}

// "Castles", as older books print castling, with the side when both are possible: "Castles(K)",
// "CastlesQR", "Castles QR", "Castles (Q.R.)" (the reader keeps a side written apart with the
// word). The castling moves it fits, and its check mark.
struct Castles {
    MoveList fitting;
    CheckMark check = CheckMark::None;
};

// The side behind "Castles": "KR", "QR", "K", "Q", dotted or spaced as books print it ("Q.R.",
// "Q R", "Q. R.").
std::optional<CastlingSide> castling_side(Cursor& in) {
    std::optional<CastlingSide> side;
    if (in.take("K")) {
        side = CastlingSide::King;
    } else if (in.take("Q")) {
        side = CastlingSide::Queen;
    } else {
        return std::nullopt;
    }
    static_cast<void>(in.take("."));
    const std::size_t after_wing = in.mark();
    in.skip_spaces();
    if (in.take("R")) {
        static_cast<void>(in.take("."));
    } else {
        in.reset(after_wing);
    }
    return side;
}

// What the text of "Castles" says: the side, when it names one, and the check mark.
struct CastlesText {
    std::optional<CastlingSide> side;
    CheckMark check = CheckMark::None;
};

std::optional<CastlesText> castles_text(std::string_view token) {
    Cursor in(token);
    if (!in.take("Castles") && !in.take("castles")) return std::nullopt;
    in.skip_spaces();
    const bool paren = in.take("(");
    CastlesText text;
    text.side = castling_side(in);
    if (paren && (!text.side || !in.take(")"))) return std::nullopt;
    text.check = check_mark(in);
    static_cast<void>(in.take("."));  // "Castles." as a sentence ends
    if (!in.done()) return std::nullopt;
    return text;
}

std::optional<Castles> castles(const Position& pos, std::string_view token) {
    const std::optional<CastlesText> text = castles_text(token);
    if (!text) return std::nullopt;
    Castles read;
    read.check = text->check;
    for (const CastlingSide s : {CastlingSide::King, CastlingSide::Queen}) {
        if (text->side && s != *text->side) continue;
        if (const std::optional<Move> m = pos.castling_move(s)) read.fitting.push_back(*m);
    }
    return read;
}

// Among several moves that fit, those that the marks written with the move single out: books
// left a wing or a square out where "ch", "mate" or "e.p." tells the moves apart ("QxP mate",
// "B-N5 dbl ch"). All of them when no move fits the marks: the ambiguity is then reported as
// the text alone has it, and a wrong mark where one move fits is play's to report.
MoveList fitting_marks(const Position& pos, const MoveList& moves, CheckMark check,
                       bool en_passant) {
    if (moves.size() < 2) return moves;
    MoveList kept;
    for (Move m : moves) {
        if (en_passant && !m.is_en_passant()) continue;
        if (check != CheckMark::None && !pos.gives_check(m)) continue;
        if (check == CheckMark::Mate && !pos.after(m).is_checkmate()) continue;
        kept.push_back(m);
    }
    return kept.empty() ? moves : kept;
}

std::expected<DescriptiveMove, DescriptiveError> chosen_move(const MoveList& chosen,
                                                             CheckMark check) {
    if (chosen.size() == 1) return DescriptiveMove{chosen[0], check};
    DescriptiveError error;
    error.kind =
        chosen.empty() ? DescriptiveError::Kind::NoMatch : DescriptiveError::Kind::Ambiguous;
    error.candidates = chosen;
    return std::unexpected(error);
}

}  // namespace

bool reads_as_descriptive(std::string_view token) {
    if (castles_text(token)) return true;
    std::string undotted;
    return describe(without_abbreviation_dots(token, undotted)).has_value();
}

std::expected<DescriptiveMove, DescriptiveError> read_descriptive(const Position& pos,
                                                                  std::string_view token,
                                                                  const DescriptiveMarks& apart) {
    if (const std::optional<Castles> castling = castles(pos, token)) {
        const CheckMark check = castling->check != CheckMark::None ? castling->check : apart.check;
        const MoveList chosen = fitting_marks(pos, castling->fitting, check, false);
        // "Castles" names the queen's side when it means it: both being legal, the king's (the
        // first of the two).
        if (chosen.size() == 2) return DescriptiveMove{chosen[0], castling->check};
        return chosen_move(chosen, castling->check);
    }
    std::string undotted;
    const std::optional<Description> d = describe(without_abbreviation_dots(token, undotted));
    if (!d) return std::unexpected(DescriptiveError{});
    MoveList legal;
    pos.generate_legal(legal);
    MoveList fitting;
    for (Move m : legal)
        if (fits(pos, m, *d)) fitting.push_back(m);
    const CheckMark check = d->check != CheckMark::None ? d->check : apart.check;
    return chosen_move(fitting_marks(pos, prefer_wing(fitting, *d), check, apart.en_passant),
                       d->check);
}

}  // namespace chess::notation
