#pragma once
// Reading one written move: a lenient parser that detects the form per move (SAN, long
// algebraic with '-', en dash, 'x' or ':', UCI coordinates, castling with O or 0, null moves) in a
// given letter set, and records every relaxation it made. Syntax only: no board.

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "chess/notation/letters.hpp"
#include "chess/notation/move_text.hpp"

namespace chess::notation {

// Stable codes: append only.
enum class MoveParseErrorCode : std::uint8_t {
    Empty,               // nothing to read
    UnknownPiece,        // a letter that is no piece in this letter set
    BadSquare,           // a file without a rank or the like: "N9f", "Nf"
    BadPromotion,        // "e8=K", "e8=", promotion letter unknown
    TrailingCharacters,  // the move is followed by characters that belong to no move
    BadCastling,         // "O-O-O-O", "0-"
};

struct MoveParseError {
    MoveParseErrorCode code;
    std::size_t column;  // byte offset into the token of the first character not understood
};

// A short English description of the error code.
std::string_view describe(MoveParseErrorCode code);

// Parses one move token such as "Nbd2+", "e2-e4", "Кb1-c3", "♘f3", "0-0-0", "e7e8q", "exd6e.p.",
// "de", "Qh4xe1#", "e4!?". The token holds one move and nothing else (move numbers, comments
// and results are the PGN reader's business). Figurines are read in every letter set; a
// lower-case piece letter only where it cannot be a file ("nf3", but "bxc3" is a pawn capture).
// `letters` is identified by its id (the tables are built from letter_set(id)). No allocation.
std::expected<MoveText, MoveParseError> parse_move(std::string_view token,
                                                   const LetterSet& letters);

// parse_move for scores with look-alike letters (letters.hpp): a token that reads as written is
// read so; one that does not is read with the look-alikes of `kinds` replaced (into `scratch`),
// and `replaced` says which were. A token that reads in neither way gets the error of the
// replaced text, its column counted in `token` ("е2-е9": a bad square, not an unknown piece
// letter 'е'); one without look-alikes, its own.
//
// Cyrillic look-alikes of Latin letters (LookalikeKinds::LatinLetters) are safe to read so in
// any letter set, per token, with no evidence from the rest of the game: where they stand, in a
// square ("е4", "Кb8-с6"), a pawn capture ("е:d5", "ed") or a mark (the capture mark in
// "Кс3хd5", castling's "О-О", "е.р."), a Cyrillic letter means nothing in any set, and the only
// Cyrillic letter a set reads there, Russian's lower-case bishop 'с' ("сd4"), reads as written
// first (parse_move_replacing_lookalikes gives the other reading, for a bishop move that is not
// legal). The Latin look-alikes of Cyrillic piece letters are not: "Kf3" is an English king; the
// replayer reads them only in a game proven Russian (see LookalikeDetector) or named so.
//
// One of them is read in transliterated Russian (RussianLatin) whatever `kinds` says: its king
// "Kr" typed as "Kp" or "KP", the look-alike of "Кр" ("Kpe2", "Kp:e2"; `replaced` says king).
// There a K followed by p is no move, nor is "Kp" one in any other set, so no reading of the
// token is lost; whether the game is in that set, its other letters say (LetterSetDetector).
std::expected<MoveText, MoveParseError> parse_move_reading_lookalikes(std::string_view token,
                                                                      const LetterSet& letters,
                                                                      LookalikeKinds kinds,
                                                                      std::string& scratch,
                                                                      LookalikeLetters& replaced);

// `token` read with its look-alikes of `kinds` replaced, whether or not it reads as written (in
// `scratch`; `replaced` says which were): the other reading of a token that reads as written
// but whose move is not legal. In Cyrillic letters "сd4" reads as written as a lower-case
// bishop's move and, with the look-alike с read as c, as the pawn capture "cd4" a Russian
// keyboard types; only when the bishop has no such move is the second meant. A token without
// look-alikes reads as written (`replaced` says none); one whose replaced text does not read
// gets that text's error, its column counted in `token`.
std::expected<MoveText, MoveParseError> parse_move_replacing_lookalikes(std::string_view token,
                                                                        const LetterSet& letters,
                                                                        LookalikeKinds kinds,
                                                                        std::string& scratch,
                                                                        LookalikeLetters& replaced);

// Reads `mark`, the check mark books print behind a separate en-passant note ("exd6 e.p.+":
// "+"), into `text` (the move read by parse_move) as if it had ended the move: the same marks and
// relaxations ("++" DoubleCheckMark, Russian books' "x" MateAsTrailingX). Fails with
// TrailingCharacters (column into `mark`) when `mark` is not one check mark of the set, or when
// the move has a check mark already ("exd6+ e.p.+").
std::optional<MoveParseError> read_check_after_note(std::string_view mark, const LetterSet& letters,
                                                    MoveText& text);

// The mark that `word` says, written as a word of its own after a move: "ch" and "check" a
// check, "mate" and "checkmate" a mate, each with or without a closing '.', and capitalised as a
// sentence's first word ("Mate", "Check."); nullopt for any other word.
std::optional<CheckMark> check_word_mark(std::string_view word);

// Reads `word`, check or mate written as a word of its own after the move ("ch", "check",
// "mate", "checkmate", each with or without a closing '.'; "dis ch", "dbl ch" for a discovered
// or double check), into `text` as if a mark had ended
// the move, with the relaxation BookCheckMark. Fails with TrailingCharacters (column 0) when
// `word` is no such word or the move has a check mark already ("Qxf7# mate").
std::optional<MoveParseError> read_check_word(std::string_view word, MoveText& text);

// True for an en-passant note written as its own token after a move ("e.p.", "ep", "e. p."), also
// typed with Cyrillic look-alikes ("е.р.", "ер": replace_lookalikes).
bool is_en_passant_note(std::string_view token);

// Decides a game's letter set from letters that only some sets use. Feed it the game's move
// tokens until decided() has a value; a token using letters of no set is ignored.
//
// A set is excluded by a token that does not read in it, or whose piece, read in that set,
// cannot make the move written with both squares ("Kg1-f3" is a knight move: K is the Russian
// knight, not a king). Figurines read in every set but count only for the figurine set.
// Spanish and Italian use the same letters; they count as one and are reported as Spanish.
// When the letters leave several sets (a German game with only D and T moves: German, French,
// Spanish or Dutch), the written capture mark breaks the tie: ':' in German and Russian books,
// 'x' elsewhere. What is left undecided the replayer settles by replaying the game in the sets
// still allowed (pgn/replayer.cpp, choose_letters).
class LetterSetDetector {
public:
    void observe(std::string_view token);
    // The one set consistent with everything observed, once the evidence excludes all others;
    // nullopt while undecided (then English is the conventional default) or contradictory.
    std::optional<LetterSetId> decided() const;
    bool contradictory() const { return candidates_ == 0; }
    // Whether the evidence so far leaves `id` possible, as the one to read an undecided game in.
    // Transliterated Russian's king typed "Kp" ("Kpe2") is evidence for no set, and after one,
    // that set is allowed only as decided() by the other letters.
    bool allows(LetterSetId id) const;
    // The set the letters alone read the game in: decided(), else the first set in
    // reading_preference that the evidence allows; nullopt when it contradicts itself. The
    // replayer goes further: of the sets allowed, it takes the first in which the game is legal.
    std::optional<LetterSetId> preferred() const;

private:
    static constexpr LetterSetMask detectable_sets() {
        LetterSetMask sets = 0;
        for (int i = 0; i < letter_set_count; ++i)
            if (detectable(static_cast<LetterSetId>(i))) sets |= LetterSetMask{1} << i;
        return sets;
    }
    LetterSetMask candidates_ = detectable_sets();   // bit per LetterSetId
    LetterSetMask conventions_ = detectable_sets();  // sets whose capture mark fits
    bool king_typed_kp_ = false;
};

// Whether a game is Russian in Cyrillic letters with Latin look-alikes mixed in ("Cf1-b5" among
// "Кg1-f3" and "Лf1-e1": see replace_lookalikes). No letter set reads such a game: its Cyrillic
// letters exclude every set but RussianCyrillic, its look-alikes that one. Feed it the tokens a
// LetterSetDetector gets; like that one, it ignores a token that reads in no way at all.
class LookalikeDetector {
public:
    void observe(std::string_view token);
    // No token so far rules the reading out: each reads in Cyrillic letters once its look-alikes
    // are replaced (as a move its piece could make), or in no way at all. Once a Cyrillic letter
    // was seen, only tokens with look-alikes are read: the others read so exactly as in Cyrillic
    // letters, which the replay that must accept the reading checks. Later tokens may still make
    // the game one with look-alikes.
    bool open() const { return readable_; }
    // Open, with a real Cyrillic piece letter and a look-alike seen: the one kind of game worth
    // replaying in that reading. Without a Cyrillic letter, "Kf3" is an English king or a
    // transliterated knight, never a Cyrillic one; without a look-alike, the game is plain
    // Cyrillic.
    bool applies() const { return readable_ && cyrillic_ && letters_.any(); }
    // The look-alikes seen so far.
    LookalikeLetters letters() const { return letters_; }

private:
    bool readable_ = true;
    bool cyrillic_ = false;
    LookalikeLetters letters_;
};

}  // namespace chess::notation
