#pragma once
// What the lenient move reader relaxed. Each relaxation is a named note with a stable code, so
// a strict mode or a lint rule can report each one on its own instead of a yes/no switch.

#include <cstdint>
#include <string_view>

namespace chess::notation {

// Stable codes: append only, never renumber.
enum class Relaxation : std::uint8_t {
    CastlingWithZeros,       // 0-0 / 0-0-0 (or with en dashes, or 00), or OO / OOO without
                             // dashes, instead of O-O / O-O-O
    MissingCaptureMark,      // a capture written without 'x'           (found when resolving)
    SuperfluousCaptureMark,  // 'x' on a move that captures nothing      (found when resolving)
    ColonCapture,            // ':' as the capture mark (Russian, German books)
    MissingPromotionEquals,  // e8Q instead of e8=Q
    LowercasePiece,          // nf3: a lower-case piece letter
    OverDisambiguation,      // Ngf3 / Ng1f3 where Nf3 is unambiguous   (found when resolving)
    MissingCheckMark,        // no '+' on a checking move                (found when resolving)
    MissingMateMark,         // no '#' (or '+' instead) on a mating move (found when resolving)
    WrongCheckMark,          // '+' or '#' on a move that does not check or mate (resolving)
    EnPassantSuffix,         // "e.p." / "ep" after an en-passant capture
    LongAlgebraic,           // e2-e4, Ng1-f3, e5xd6: origin square with a joiner, or a pawn's
                             // origin rank (book style). A piece's origin square without a
                             // joiner (Ng1xf3, Qh4e1) is SAN's disambiguation by square: no
                             // note from the parser; the resolver reports OverDisambiguation
                             // when the square was not needed.
    EnDash,                  // U+2013 as the joiner: e2–e4
    ShortPawnCapture,        // "de": pawn capture written file to file
    UciCoordinates,          // e2e4 / e7e8q: bare coordinates
    NationalLetters,         // piece letters of a letter set other than English
    Figurine,                // ♘f3: figurine piece symbols
    NullMove,                // "--", "Z0", "0000", "@@@@"
    PawnLetter,              // Pe4: an explicit pawn letter
    MateAsTrailingX,         // Russian books: a trailing 'x' marks mate
    AnnotationGlyph,         // e4!? : a move-quality glyph glued to the move
    DoubleCheckMark,         // "++": older books' check mark for a double check (or mate)
    SlashOrParenPromotion,   // e8/Q or e8(Q) instead of e8=Q (books)
    BookCheckMark,           // U+2020 (dagger) or "ch" for check, U+2021 for mate (books)
    Descriptive,             // English descriptive notation: P-K4, NxP (read_descriptive)
    TimesCapture,            // U+00D7 (×) as the capture mark, as typeset books print it: N×e5
    LowercaseCastling,       // o-o / o-o-o: castling's letter O typed in lower case
};
inline constexpr int relaxation_count = 27;

// A short English name for each relaxation, e.g. "castling written with zeros".
std::string_view describe(Relaxation r);

// A set of Relaxation values.
class Relaxations {
public:
    constexpr Relaxations() = default;
    constexpr Relaxations(Relaxation r) : bits_(bit(r)) {}  // NOLINT: a set of one

    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool contains(Relaxation r) const { return (bits_ & bit(r)) != 0; }
    constexpr void add(Relaxation r) { bits_ |= bit(r); }
    constexpr void remove(Relaxation r) { bits_ &= ~bit(r); }
    constexpr std::uint32_t raw() const { return bits_; }
    friend constexpr Relaxations operator|(Relaxations a, Relaxations b) {
        return Relaxations(a.bits_ | b.bits_);
    }
    friend constexpr Relaxations operator&(Relaxations a, Relaxations b) {
        return Relaxations(a.bits_ & b.bits_);
    }
    friend constexpr bool operator==(Relaxations, Relaxations) = default;

    template <typename F>
    constexpr void for_each(F f) const {
        for (int i = 0; i < relaxation_count; ++i)
            if (bits_ & (1u << i)) f(static_cast<Relaxation>(i));
    }

private:
    constexpr explicit Relaxations(std::uint32_t bits) : bits_(bits) {}
    static constexpr std::uint32_t bit(Relaxation r) { return 1u << static_cast<int>(r); }
    std::uint32_t bits_ = 0;
};

}  // namespace chess::notation
