// Movetext: exact event streams and diagnostics (see reader_cases.hpp).

#include "reader_cases.hpp"

namespace chess::pgn::test {
namespace {

using namespace std::string_view_literals;

// clang-format off
const ReaderCase movetext_cases[] = {
    {"MoveNumbers",
     "1. e4 e5 2.Nf3 Nc6 3...a6 4\xe2\x80\xa6" "b5 5. ...Nf6 23. \xe2\x80\xa6Rd6 12 Rhd1 99999999999 Ke2 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Nf3 @1:12
move Nc6 @1:16
number 3... @1:20
move a6 @1:24
number 4... @1:27
move b5 @1:31
number 5... @1:34
move Nf6 @1:40
number 23... @1:44
move Rd6 @1:51
number 12 @1:55
move Rhd1 @1:58
number 4294967295 @1:63
move Ke2 @1:75
result * unknown @1:79
end 1
)",
     R"()"},
    // Numbers written "1)", as Russian and old records do: outside a variation, a ')' glued to
    // the digits is the number's dot ("3) ..." is Black's). Apart from them, or inside a
    // variation, it is a parenthesis.
    {"MoveNumbersWithParenthesis",
     "1) e4 e5 2)Nf3 Nc6 3) ... a6 4 ) Bb5 (4) Ba4) *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Nf3 @1:12
move Nc6 @1:16
number 3... @1:20
move a6 @1:27
number 4 @1:30
move Bb5 @1:34
( @1:38
number 4 @1:39
) @1:40
move Ba4 @1:42
result * unknown @1:47
end 1
)",
     R"(E113 1:32
E113 1:45
)"},
    // Move numbers alone, with several dots, glued to a move that is no SAN letter move, and
    // glued to a move with a glyph.
    {"MoveNumberShapes",
     "1.e4 e5 2... Nf6 3.. d4 4.0-0 5.Nf3!? 6...Nc6 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:3
move e5 @1:6
number 2... @1:9
move Nf6 @1:14
number 3... @1:18
move d4 @1:22
number 4 @1:25
move 0-0 @1:27
number 5 @1:31
move Nf3 written=Nf3!? @1:33
nag 5 glyph @1:36
number 6... @1:39
move Nc6 @1:43
result * unknown @1:47
end 1
)",
     R"()"},
    // A number is Black's when dots follow it, glued or as the next token, also on the next
    // line; "..." alone is no event.
    {"BlackMoveNumbers",
     "1. e4 1. ... e5 2.\n...Nf3 2 \xe2\x80\xa6 Nc6 3. {c} ... Bb5 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
number 1... @1:7
move e5 @1:14
number 2... @1:17
move Nf3 @2:4
number 2... @2:8
move Nc6 @2:14
number 3 @2:18
comment {c} @2:21
move Bb5 @2:29
result * unknown @2:33
end 1
)",
     R"()"},
    {"MoveTokensInManyNotations",
     "O-O-O e8=Q \xd0\x9a\xd1\x80:e1 0-0 0\xe2\x80\x93" "0 e2\xe2\x80\x93" "e4 -- Z0 0000 \xe2\x99\x98" "f3 Sf3 e7e8q Qh4xe1# dxe8=N+ *"sv,
     R"(game 1 notags @1:1
movetext
move O-O-O @1:1
move e8=Q @1:7
move Кр:e1 @1:12
move 0-0 @1:20
move 0–0 @1:24
move e2–e4 @1:30
move -- @1:38
move Z0 @1:41
move 0000 @1:44
move ♘f3 @1:49
move Sf3 @1:55
move e7e8q @1:59
move Qh4xe1# @1:65
move dxe8=N+ @1:73
result * unknown @1:81
end 1
)",
     R"()"},
    {"GlyphsGluedAndStandalone",
     "1.e4 ! e5 ?? Nf3!! Nc6?! Bb5!? a6? Ba4! +- Nf6 = O-O \xe2\x88\x9e Be7 -/+ Re1 \xc2\xb1 b5 !!! Bb3?!? *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:3
nag 1 glyph @1:6
move e5 @1:8
nag 4 glyph @1:11
move Nf3 written=Nf3!! @1:14
nag 3 glyph @1:17
move Nc6 written=Nc6?! @1:20
nag 6 glyph @1:23
move Bb5 written=Bb5!? @1:26
nag 5 glyph @1:29
move a6 written=a6? @1:32
nag 2 glyph @1:34
move Ba4 written=Ba4! @1:36
nag 1 glyph @1:39
nag 18 glyph @1:41
move Nf6 @1:44
nag 10 glyph @1:48
move O-O @1:50
nag 13 glyph @1:54
move Be7 @1:58
nag 17 glyph @1:62
move Re1 @1:66
nag 16 glyph @1:70
move b5 @1:73
move Bb3 written=Bb3?!? @1:80
result * unknown @1:87
end 1
)",
     R"(W119 1:76
W119 1:83
)"},
    {"GlyphGluedToCheck",
     "1. Qh5+! Ke7?? 2. Qxf7# 1-0"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move Qh5+ written=Qh5+! @1:4
nag 1 glyph @1:8
move Ke7 written=Ke7?? @1:10
nag 4 glyph @1:13
number 2 @1:16
move Qxf7# @1:19
result 1-0 white @1:25
end 1
)",
     R"()"},
    {"Nags",
     "1. e4 $1 e5 $14 $146 2. Nf3 $ Nc6 $256 $3 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
nag 1 @1:7
move e5 @1:10
nag 14 @1:13
nag 146 @1:17
number 2 @1:22
move Nf3 @1:25
move Nc6 @1:31
nag 3 @1:40
result * unknown @1:43
end 1
)",
     R"(E118 1:29
E118 1:35
)"},
    {"Comments",
     "[Event \"x\"]\n{Before the first move} 1. e4 {A brace comment\nover two lines} e5 ; to the end of the line\n2. Nf3 {} Nc6 {[%clk 0:03:00]} *"sv,
     R"(game 1 @1:1
tag Event=x @1:1
movetext
comment {Before the first move} @2:1
number 1 @2:25
move e4 @2:28
comment {A brace comment\nover two lines} @2:31
move e5 @3:17
comment ; to the end of the line @3:20
number 2 @4:1
move Nf3 @4:4
comment {} @4:8
move Nc6 @4:11
comment {[%clk 0:03:00]} @4:15
result * unknown @4:32
end 1
)",
     R"()"},
    {"SemicolonCommentWithCrLf",
     "1. e4 ; comment\r\ne5 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
comment ; comment @1:7
move e5 @2:1
result * unknown @2:4
end 1
)",
     R"()"},
    {"Variations",
     "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) e5 ((2. f4)) *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
( @1:7
number 1 @1:8
move d4 @1:11
move d5 @1:14
( @1:17
number 1... @1:18
move Nf6 @1:23
number 2 @1:27
move c4 @1:30
) @1:32
number 2 @1:34
move c4 @1:37
) @1:39
( @1:41
number 1 @1:42
move c4 @1:45
) @1:47
move e5 @1:49
( @1:52
( @1:53
number 2 @1:54
move f4 @1:57
) @1:59
) @1:60
result * unknown @1:62
end 1
)",
     R"()"},
    // A ';' before a move number: Informator's sub-variations "(A; B)" are "(A) (B)", and
    // between moves (old books' running text) it is a blank, N128 once (before, a comment to
    // the line's end, which took the moves with it). A ';' before anything else, or with a '}'
    // before any '{' on its line, starts a comment.
    {"SemicolonBeforeAMoveNumber",
     "1. e4 e5 (1... c5 2. Nf3; 1...e6 2. d4;2... d5) 2. Nf3; 2... Nc6\n3. Bb5 ; 3. Bb5 }\n"
     "a6 ; a6\n*"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
( @1:10
number 1... @1:11
move c5 @1:16
number 2 @1:19
move Nf3 @1:22
) @1:25
( @1:25
number 1... @1:27
move e6 @1:31
number 2 @1:34
move d4 @1:37
) @1:39
( @1:39
number 2... @1:40
move d5 @1:45
) @1:47
number 2 @1:49
move Nf3 @1:52
number 2... @1:57
move Nc6 @1:62
number 3 @2:1
move Bb5 @2:4
comment ; 3. Bb5 } @2:8
move a6 @3:1
comment ; a6 @3:4
result * unknown @4:1
end 1
)",
     R"(N128 1:25
)"},
    // "Resigns" where a move would be, as books print a game's end: a comment, N129 (before, a
    // move of no notation, E203).
    {"ResignationAsAComment",
     "1. e4 e5 2. Qh5 Resigns 1-0\n1. d4 resigned. *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Qh5 @1:13
comment {Resigns} @1:17
result 1-0 white @1:25
end 1
game 2 notags @2:1
movetext
number 1 @2:1
move d4 @2:4
comment {resigned.} @2:7
result * unknown @2:17
end 2
)",
     R"(N129 1:17
N129 2:7
)"},
    // Variations in square brackets, as ChessBase's and Informator's text give them: read as
    // '(' ... ')', nested too, N130 once per game (before, the '[' ended the game and began a
    // broken tag section). A ']' with no '[' open is still E114; a '[' that begins a tag, even
    // in the middle of a line, still ends the game.
    {"SquareBracketVariations",
     "1. e4 e5 [1... c5 [1... e6] 2. Nf3] 2. Nf3\n[2. Bc4 Bc5]\n2... Nc6 [Nf6] ] *\n"
     "1. d4 [Event \"b\"]\n*"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
( @1:10
number 1... @1:11
move c5 @1:16
( @1:19
number 1... @1:20
move e6 @1:25
) @1:27
number 2 @1:29
move Nf3 @1:32
) @1:35
number 2 @1:37
move Nf3 @1:40
( @2:1
number 2 @2:2
move Bc4 @2:5
move Bc5 @2:9
) @2:12
number 2... @3:1
move Nc6 @3:6
( @3:10
move Nf6 @3:11
) @3:14
result * unknown @3:18
end 1
game 2 notags @4:1
movetext
number 1 @4:1
move d4 @4:4
end 2 no-result truncated
game 3 @4:7
tag Event=b @4:7
movetext
result * unknown @5:1
end 3
)",
     R"(N130 1:10
E114 3:16
W115 4:7
)"},
    // What running text and books set around moves. A comma or full stop behind a move is
    // dropped, N131 once per game, but not the full stops of an abbreviation ("K.R."). A
    // promotion apart behind a descriptive pawn's move to the last rank ("P-R8 (Kt)") and a
    // square in parentheses behind a descriptive piece ("R(K1)-K2", "QxP(B7)") belong to the
    // move. Informator's "N" (novelty) and "\u2206" (with the idea) are NAGs 146 and 140, and a
    // dash alone behind a move number stands for White's move ("2. \u2014 Nc6"). Before: moves
    // that failed (E203), variations of one piece, and W213 on the number.
    {"BookPunctuationAndMarks",
     "1. P-K4, P-K4. 2. Kt-KB3 N Castles K.R. 3. P-R8 (Kt) P-Q8 (Q)ch 4. R(K1)-K2 QxP(B7)\n"
     "5. d4 \u2206 Nf3 (5. \u2014 Nc6) 6. P-K8 (1. e4) *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move P-K4 written=P-K4, @1:4
move P-K4 written=P-K4. @1:10
number 2 @1:16
move Kt-KB3 @1:19
nag 146 glyph @1:26
move Castles K.R. @1:28
number 3 @1:41
move P-R8 (Kt) @1:44
move P-Q8 (Q)ch @1:54
number 4 @1:65
move R(K1)-K2 @1:68
move QxP(B7) @1:77
number 5 @2:1
move d4 @2:4
nag 140 glyph @2:7
comment {Nf3} @2:11
( @2:15
number 5... @2:16
move Nc6 @2:23
) @2:26
number 6 @2:28
move P-K8 @2:31
( @2:36
number 1 @2:37
move e4 @2:40
) @2:42
result * unknown @2:44
end 1
)",
     R"(N131 1:8
)"},
    // A hyphen alone behind White's move number stands for White's move too, as people type
    // it ("1. - e5" after a comment). Before: E203 on the hyphen and W213 on the number. Two
    // hyphens are a null move, and glued to its number ("3.-") a hyphen is a move as written.
    {"HyphenForWhitesMove", "1. e4 {c} 1. - e5 2. Nf3 (2. - Nc6) 2... Nf6 3. -- 3.- *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
comment {c} @1:7
number 1... @1:11
move e5 @1:16
number 2 @1:19
move Nf3 @1:22
( @1:26
number 2... @1:27
move Nc6 @1:32
) @1:35
number 2... @1:37
move Nf6 @1:42
number 3 @1:46
move -- @1:49
number 3 @1:52
move - @1:54
result * unknown @1:56
end 1
)",
     ""},
    // Informator's "\u2206" names a move that was not played: it is a comment behind NAG 140,
    // glued to a move too (before this, the idea was read as the opponent's move). "N" before
    // ')' and '{' is the novelty mark. The punctuation of running text behind castling, check
    // marks and glyphs is dropped too. A promotion set apart keeps its check mark, and the
    // glyphs behind are NAGs. A ']' closes only what a '[' opened: here the ')' after one,
    // E114. Bare digits and a dash ("1 \u2013 0") are no move number followed by White's
    // elided move (before this, the result was swallowed).
    {"IdeaMovesAndMoreMarks",
     "1. e4 \u2206 d4 e5 2. Nf3\u2206 Bc4 (2. Bc4 N) 2... Nc6 N{new} 3. O-O, Bxf7+. (3. d4 ] )\n"
     "4. P-Q8 (Q)+!! P-Q8 (N) ch [4. d4 (4. c4 ] ) ] 1 \u2013 0"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "nag 140 glyph @1:7\n"
     "comment {d4} @1:11\n"
     "move e5 @1:14\n"
     "number 2 @1:17\n"
     "move Nf3 written=Nf3\u2206 @1:20\n"
     "nag 140 glyph @1:23\n"
     "comment {Bc4} @1:27\n"
     "( @1:31\n"
     "number 2 @1:32\n"
     "move Bc4 @1:35\n"
     "nag 146 glyph @1:39\n"
     ") @1:40\n"
     "number 2... @1:42\n"
     "move Nc6 @1:47\n"
     "nag 146 glyph @1:51\n"
     "comment {new} @1:52\n"
     "number 3 @1:58\n"
     "move O-O written=O-O, @1:61\n"
     "move Bxf7+ written=Bxf7+. @1:66\n"
     "( @1:73\n"
     "number 3 @1:74\n"
     "move d4 @1:77\n"
     ") @1:82\n"
     "number 4 @2:1\n"
     "move P-Q8 (Q)+ @2:4\n"
     "nag 3 glyph @2:13\n"
     "move P-Q8 (N) ch @2:16\n"
     "( @2:28\n"
     "number 4 @2:29\n"
     "move d4 @2:32\n"
     "( @2:35\n"
     "number 4 @2:36\n"
     "move c4 @2:39\n"
     ") @2:44\n"
     ") @2:46\n"
     "number 1 @2:48\n"
     "move \u2013 @2:50\n"
     "number 0 @2:54\n"
     "end 1 no-result truncated\n"
     ""sv,
     R"(N131 1:64
E114 1:80
N130 2:28
E114 2:42
W115 2:55
)"},
    // A '[' whose first word is a descriptive capture or castling, which hold no digit and no
    // '-', opens a variation too (before, it began a tag section: "[PxP KtxP]" was the tag PxP).
    // Tag names stay tags, unquoted values too.
    {"BracketVariationsOpeningWithDescriptiveMoves",
     "1. P-K4 P-K4 2. Kt-KB3 [PxP KtxP] Kt-QB3 [Castles K-R1] 3. B-B4 [KtxP? B-Q3] [O-O Nf6]\n"
     "[castles KR] [QBxKt, PxB.] 3... Kt-B3 *\n1. d4 [White Tal]\n*\n1. c4 [Result 1-0]\n*"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move P-K4 @1:4
move P-K4 @1:9
number 2 @1:14
move Kt-KB3 @1:17
( @1:24
move PxP @1:25
move KtxP @1:29
) @1:33
move Kt-QB3 @1:35
( @1:42
move Castles @1:43
move K-R1 @1:51
) @1:55
number 3 @1:57
move B-B4 @1:60
( @1:65
move KtxP written=KtxP? @1:66
nag 2 glyph @1:70
move B-Q3 @1:72
) @1:76
( @1:78
move O-O @1:79
move Nf6 @1:83
) @1:86
( @2:1
move castles KR @2:2
) @2:12
( @2:14
move QBxKt written=QBxKt, @2:15
move PxB written=PxB. @2:22
) @2:26
number 3... @2:28
move Kt-B3 @2:33
result * unknown @2:39
end 1
game 2 notags @3:1
movetext
number 1 @3:1
move d4 @3:4
end 2 no-result truncated
game 3 @3:7
tag White=Tal @3:7
movetext
result * unknown @4:1
end 3
game 4 notags @5:1
movetext
number 1 @5:1
move c4 @5:4
end 4 no-result truncated
game 5 @5:7
tag Result=1-0 @5:7
movetext
result * unknown @6:1
end 5
)",
     R"(N130 1:24
N131 2:20
W115 3:7
W124 3:7
W115 5:7
W124 5:7
)"},
    // A '[' with its line end right behind it: a variation when its ']' follows and the next
    // line goes on with movetext (before, a tag without a name, E107); a tag section otherwise.
    {"BracketVariationAfterItsLineEnd",
     "1. e4 e5 2. Nf3 [\n2. Bc4 Bc5] 2... Nc6 [\nNf6 3. d4] 3. Bb5 [ \r\n  3. d4] *\n"
     "1. d4 [\nEvent Moscow]\n*\n1. c4 [\n1. e4 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Nf3 @1:13
( @1:17
number 2 @2:1
move Bc4 @2:4
move Bc5 @2:8
) @2:11
number 2... @2:13
move Nc6 @2:18
( @2:22
move Nf6 @3:1
number 3 @3:5
move d4 @3:8
) @3:10
number 3 @3:12
move Bb5 @3:15
( @3:19
number 3 @4:3
move d4 @4:6
) @4:8
result * unknown @4:10
end 1
game 2 notags @5:1
movetext
number 1 @5:1
move d4 @5:4
end 2 no-result truncated
game 3 @5:7
movetext
comment {Event Moscow} @6:1
result * unknown @7:1
end 3
game 4 notags @8:1
movetext
number 1 @8:1
move c4 @8:4
end 4 no-result truncated
game 5 @8:7
movetext
number 1 @9:1
move e4 @9:4
result * unknown @9:7
end 5
)",
     R"(N130 1:17
W115 5:7
E107 5:7
W134 6:1
E114 6:13
W115 8:7
E107 8:7
)"},
    // Informator's idea behind "\u2206" goes on past a comma ("\u2206 Nd5, Bg5": before, Bg5
    // was read as the next move), on the same line, up to a move number, a result or a
    // delimiter. A blank alone ends it: the next move follows it so ("\u2206 d4 e5").
    {"IdeaRunsJoinedByCommas",
     "1. e4 \u2206 Nd5, Bg5 e5 2. Nf3\u2206 f4, f5, Qh5 Nc6 3. Bb5 \u2206 Nd5-Bg5 a6 "
     "4. Ba4 \u2206 d4, 4... Nf6 5. O-O \u2206 c3,\nb5 6. Bb3 \u2206 Ng5, (6. d4) \u2206 Qe2, 1-0"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "nag 140 glyph @1:7\n"
     "comment {Nd5, Bg5} @1:11\n"
     "move e5 @1:20\n"
     "number 2 @1:23\n"
     "move Nf3 written=Nf3\u2206 @1:26\n"
     "nag 140 glyph @1:29\n"
     "comment {f4, f5, Qh5} @1:33\n"
     "move Nc6 @1:45\n"
     "number 3 @1:49\n"
     "move Bb5 @1:52\n"
     "nag 140 glyph @1:56\n"
     "comment {Nd5-Bg5} @1:60\n"
     "move a6 @1:68\n"
     "number 4 @1:71\n"
     "move Ba4 @1:74\n"
     "nag 140 glyph @1:78\n"
     "comment {d4,} @1:82\n"
     "number 4... @1:86\n"
     "move Nf6 @1:91\n"
     "number 5 @1:95\n"
     "move O-O @1:98\n"
     "nag 140 glyph @1:102\n"
     "comment {c3,} @1:106\n"
     "move b5 @2:1\n"
     "number 6 @2:4\n"
     "move Bb3 @2:7\n"
     "nag 140 glyph @2:11\n"
     "comment {Ng5,} @2:15\n"
     "( @2:20\n"
     "number 6 @2:21\n"
     "move d4 @2:24\n"
     ") @2:26\n"
     "nag 140 glyph @2:28\n"
     "comment {Qe2,} @2:32\n"
     "result 1-0 white @2:37\n"
     "end 1\n",
     R"()"},
    // A "\u2206" that ends its line, spaced or glued to its move: its idea is the first word of
    // the next line (before, that word was read as the next move, and behind a glued one a move
    // number was taken for the idea). A move number, a result or a comment there leaves the
    // NAG alone, and so does a move number behind it on its line ("\u2206 4... Nf6").
    {"IdeaOnTheNextLine",
     "1. e4 e5 2. Nf3 \u2206\nNg5, Bc4 Nc6 3. Bb5 \u2206 \r\nBxc6 a6 4. Ba4\u2206\n4... Nf6 "
     "5. O-O \u2206\n{c} Be7 6. Re1 \u2206 6... b5 7. Bb3\u2206\nd4\n1-0"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "number 2 @1:10\n"
     "move Nf3 @1:13\n"
     "nag 140 glyph @1:17\n"
     "comment {Ng5, Bc4} @2:1\n"
     "move Nc6 @2:10\n"
     "number 3 @2:14\n"
     "move Bb5 @2:17\n"
     "nag 140 glyph @2:21\n"
     "comment {Bxc6} @3:1\n"
     "move a6 @3:6\n"
     "number 4 @3:9\n"
     "move Ba4 written=Ba4\xE2\x88\x86 @3:12\n"
     "nag 140 glyph @3:15\n"
     "number 4... @4:1\n"
     "move Nf6 @4:6\n"
     "number 5 @4:10\n"
     "move O-O @4:13\n"
     "nag 140 glyph @4:17\n"
     "comment {c} @5:1\n"
     "move Be7 @5:5\n"
     "number 6 @5:9\n"
     "move Re1 @5:12\n"
     "nag 140 glyph @5:16\n"
     "number 6... @5:20\n"
     "move b5 @5:25\n"
     "number 7 @5:28\n"
     "move Bb3 written=Bb3\xE2\x88\x86 @5:31\n"
     "nag 140 glyph @5:34\n"
     "comment {d4} @6:1\n"
     "result 1-0 white @7:1\n"
     "end 1\n",
     ""},
    // The idea behind a tab or a Unicode space too (before, a tab left it to be read as the
    // next move, and a no-break space gave an empty comment).
    {"IdeaBehindATabOrAUnicodeSpace",
     "1. e4 \u2206\tNd5 e5 2. Nf3 \u2206\u00a0d4,\u00a0Bc4 Nc6 *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "nag 140 glyph @1:7\n"
     "comment {Nd5} @1:11\n"
     "move e5 @1:15\n"
     "number 2 @1:18\n"
     "move Nf3 @1:21\n"
     "nag 140 glyph @1:25\n"
     "comment {d4,\u00a0Bc4} @1:30\n"
     "move Nc6 @1:39\n"
     "result * unknown @1:43\n"
     "end 1\n"sv,
     R"(N127 1:28
)"},
    // An "N" cut by the end of the input is a move (the replayer reports it, E203), behind a
    // move as behind a number (corpus/bad truncated-mid-move): the input may have been cut in
    // the next move ("2... Nc6"), and the novelty mark cannot be told from that.
    {"LoneNAtTheEndOfInputIsACutMove", "1. e4 e5 2. Nf3 N"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Nf3 @1:13
move N @1:17
end 1 no-result truncated
)",
     R"(W115 1:18
)"},
    // A note in square brackets at the start of a line, in a game that has not ended, is a
    // variation as before W124's unquoted tags: its first word begins with no letter ("[\x97
    // Nc6]", a windows-1252 dash; "[!? ...]"), or it is in letters of another script but no
    // tag's line: more words than a name and a value, a square in the value, or no value
    // ("[\u041A\u043E\u043D\u044C \u043D\u0430 f3 ...]"; before, each began a broken tag section).
    // A name and one word, or text in typographic quotes, with the ']' ending the line or the
    // next tag behind it, still begins the next game's tags.
    {"BracketNotesAtALineStartInAGameNotEnded",
     "1. e4 e5 2. Nf3\n[\u041A\u043E\u043D\u044C \u043D\u0430 f3 \u0441\u0438\u043B\u044C\u043D\u0435\u0435]\n2... Nc6 3. Bb5\n[\x97 Nc6]\n"
     "[!? 3. Bc4]\n[\u041B\u0443\u0447\u0448\u0435]\n[\u041A\u043E\u043D\u044C f3]\n3... a6 1-0\n"
     "1. d4\n[\u0422\u0443\u0440\u043D\u0438\u0440 \u00AB\u041C\u043E\u0441\u043A\u0432\u0430 1956\u00BB]\n*\n"
     "1. c4\n[\u0422\u0443\u0440 3] [\u0414\u0430\u0442\u0430 1956.03.12]\n*"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "number 2 @1:10\n"
     "move Nf3 @1:13\n"
     "comment {\xD0\x9A\xD0\xBE\xD0\xBD\xD1\x8C \xD0\xBD\xD0\xB0 f3 "
     "\xD1\x81\xD0\xB8\xD0\xBB\xD1\x8C\xD0\xBD\xD0\xB5\xD0\xB5} @2:1\n"
     "number 2... @3:1\n"
     "move Nc6 @3:6\n"
     "number 3 @3:10\n"
     "move Bb5 @3:13\n"
     "( @4:1\n"
     "move \x97 @4:2\n"
     "move Nc6 @4:4\n"
     ") @4:7\n"
     "( @5:1\n"
     "nag 5 glyph @5:2\n"
     "number 3 @5:5\n"
     "move Bc4 @5:8\n"
     ") @5:11\n"
     "( @6:1\n"
     "comment {\xD0\x9B\xD1\x83\xD1\x87\xD1\x88\xD0\xB5} @6:2\n"
     ") @6:12\n"
     "comment {\xD0\x9A\xD0\xBE\xD0\xBD\xD1\x8C f3} @7:1\n"
     "number 3... @8:1\n"
     "move a6 @8:6\n"
     "result 1-0 white @8:9\n"
     "end 1\n"
     "game 2 notags @9:1\n"
     "movetext\n"
     "number 1 @9:1\n"
     "move d4 @9:4\n"
     "end 2 no-result truncated\n"
     "game 3 @10:1\n"
     "tag \xD0\xA2\xD1\x83\xD1\x80\xD0\xBD\xD0\xB8\xD1\x80=\xD0\x9C\xD0\xBE\xD1\x81\xD0\xBA\xD0\xB2\xD0\xB0 1956 @10:1\n"
     "movetext\n"
     "result * unknown @11:1\n"
     "end 3\n"
     "game 4 notags @12:1\n"
     "movetext\n"
     "number 1 @12:1\n"
     "move c4 @12:4\n"
     "end 4 no-result truncated\n"
     "game 5 @13:1\n"
     "tag \xD0\xA2\xD1\x83\xD1\x80=3 @13:1\n"
     "tag \xD0\x94\xD0\xB0\xD1\x82\xD0\xB0=1956.03.12 @13:12\n"
     "movetext\n"
     "result * unknown @14:1\n"
     "end 5\n",
     "N132 2:1\n"
     "N130 4:1\n"
     "W101 4:2\n"
     "W134 6:2\n"
     "W115 10:1\n"
     "W124 10:1\n"
     "W115 13:1\n"
     "W124 13:1\n"
     "W124 13:12\n"},
    // Glyphs and a full stop: no move for the full stop to stand behind, so the token is read
    // whole, as before N131 (found by fuzzing: an empty move was delivered).
    {"GlyphsAndAFullStopStayOneToken", "1. Nf3 !?. *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move Nf3 @1:4
move !?. @1:8
result * unknown @1:12
end 1
)",
     R"()"},
    // A glyph with '!' or '?' glued behind it is two glyphs, never a move "=" or "+-".
    // Glyphs glued behind a full stop that ends a move: split off, they would leave a move that
    // loses its full stop when read again ("Rf??." is "Rf" and "??"), so the token stays whole.
    {"GlyphsBehindAFullStopStayInTheMove", "1. e4.!! Rf??.?? 2. Nf3?!.!, *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4.!! @1:4
move Rf??.?? @1:10
number 2 @1:18
move Nf3?!.! written=Nf3?!.!, @1:21
result * unknown @1:30
end 1
)",
     R"(N131 1:28
)"},
    {"GlyphGluedToGlyphIsTwoGlyphs", "1. e4 =!? e5 +-?! \u25A1!? *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
nag 10 glyph @1:7
nag 5 glyph @1:8
move e5 @1:11
nag 18 glyph @1:14
nag 6 glyph @1:16
nag 7 glyph @1:19
nag 5 glyph @1:22
result * unknown @1:25
end 1
)",
     R"()"},
    {"UnmatchedAndUnclosedParentheses",
     "1. e4 ) e5 (2. Nf3 (2. Bc4 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:9
( @1:12
number 2 @1:13
move Nf3 @1:16
( @1:20
number 2 @1:21
move Bc4 @1:24
) @1:29
) @1:29
end 1 no-result truncated
)",
     R"(E113 1:7
W117 1:28
E112 1:12
W115 1:29
)"},
    {"StandardResults",
     "[A \"0\"]\n1-0\n\n[A \"1\"]\n0-1\n\n[A \"2\"]\n1/2-1/2\n\n[A \"3\"]\n*"sv,
     R"(game 1 @1:1
tag A=0 @1:1
movetext
result 1-0 white @2:1
end 1
game 2 @4:1
tag A=1 @4:1
movetext
result 0-1 black @5:1
end 2
game 3 @7:1
tag A=2 @7:1
movetext
result 1/2-1/2 draw @8:1
end 3
game 4 @10:1
tag A=3 @10:1
movetext
result * unknown @11:1
end 4
)",
     R"()"},
    {"SloppyResults",
     "[A \"1\"]\n1. e4 1/2\n[A \"2\"]\n\xc2\xbd-\xc2\xbd\n[A \"3\"]\n1:0\n[A \"4\"]\n0:1\n[A \"5\"]\n\xc2\xbd\n[A \"6\"]\n1\xe2\x80\x93" "0\n"
     "[A \"7\"]\n0\xe2\x80\x94" "1\n[A \"8\"]\n\xc2\xbd\xe2\x80\x94\xc2\xbd\n"sv,
     R"(game 1 @1:1
tag A=1 @1:1
movetext
number 1 @2:1
move e4 @2:4
result 1/2 draw sloppy @2:7
end 1
game 2 @3:1
tag A=2 @3:1
movetext
result ½-½ draw sloppy @4:1
end 2
game 3 @5:1
tag A=3 @5:1
movetext
result 1:0 white sloppy @6:1
end 3
game 4 @7:1
tag A=4 @7:1
movetext
result 0:1 black sloppy @8:1
end 4
game 5 @9:1
tag A=5 @9:1
movetext
result ½ draw sloppy @10:1
end 5
game 6 @11:1
tag A=6 @11:1
movetext
result 1–0 white sloppy @12:1
end 6
game 7 @13:1
tag A=7 @13:1
movetext
result 0—1 black sloppy @14:1
end 7
game 8 @15:1
tag A=8 @15:1
movetext
result ½—½ draw sloppy @16:1
end 8
)",
     R"(N116 2:7
N116 4:1
N116 6:1
N116 8:1
N116 10:1
N116 12:1
N116 14:1
N116 16:1
)"},
    // A result in parentheses where the game ends (before the next tags or the end of the
    // input) is the game's result; anywhere else the '(' opens a variation, as before.
    {"ResultInParenthesesEndsTheGame",
     "1. e4 e5 (1-0)\n\n[A \"2\"]\n1. d4 ( 0-1 ) (1/2-1/2)  \n"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
result (1-0) white sloppy @1:10
end 1
game 2 @3:1
tag A=2 @3:1
movetext
number 1 @4:1
move d4 @4:4
( @4:7
) @4:13
result (1/2-1/2) draw sloppy @4:15
end 2
)",
     R"(N116 1:10
W117 4:9
N116 4:15
)"},
    // Before the next file's tags behind its byte order mark (two files joined) as before tags.
    {"ResultInParenthesesBeforeJoinedFile",
     "1. e4 e5 (1-0)\n\xEF\xBB\xBF[A \"2\"]\n*"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
result (1-0) white sloppy @1:10
end 1
game 2 @2:4
tag A=2 @2:4
movetext
result * unknown @3:1
end 2
)",
     R"(N116 1:10
)"},
    // Behind the idea of a '\u2206' that ends a file, the next file's byte order mark before its
    // tags is stepped over silently, as behind a move, not reported as a Unicode space (N127).
    {"IdeaBeforeJoinedFile",
     "1. e4 \xE2\x88\x86 \xEF\xBB\xBF[A \"2\"]\n1. d4 \xE2\x88\x86 c4, \xEF\xBB\xBF[B \"3\"]\n*"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
nag 140 glyph @1:7
end 1 no-result truncated
game 2 @1:14
tag A=2 @1:14
movetext
number 1 @2:1
move d4 @2:4
nag 140 glyph @2:7
comment {c4,} @2:11
end 2 no-result truncated
game 3 @2:18
tag B=3 @2:18
movetext
result * unknown @3:1
end 3
)",
     R"(W115 1:14
W115 2:18
)"},
    {"ResultInParenthesesBeforeMovesIsAVariation",
     "1. e4 (1-0) e5 (0-1)x *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
( @1:7
) @1:11
move e5 @1:13
( @1:16
) @1:20
move x @1:21
result * unknown @1:23
end 1
)",
     R"(W117 1:8
W117 1:17
)"},
    {"ResultInsideVariation",
     "1. e4 (1. d4 1-0) e5 0-1"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
( @1:7
number 1 @1:8
move d4 @1:11
) @1:17
move e5 @1:19
result 0-1 black @1:22
end 1
)",
     R"(W117 1:14
)"},
    {"EnPassantNotes",
     "1. e4 d5 2. e5 f5 3. e5xf6 e.p. e5 4. d4 exd4 5. c4 dxc3 ep 6. e4 e.p.x *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move d5 @1:7
number 2 @1:10
move e5 @1:13
move f5 @1:16
number 3 @1:19
move e5xf6 e.p. @1:22
move e5 @1:33
number 4 @1:36
move d4 @1:39
move exd4 @1:42
number 5 @1:47
move c4 @1:50
move dxc3 e.p. note=ep @1:53
number 6 @1:61
move e4 @1:64
move e.p.x @1:67
result * unknown @1:73
end 1
)",
     R"()"},
    // "e. p." as books print it: blanks split it into two tokens, which make one note (before,
    // "e." was read as a move). "e." before anything else stays a token of its own.
    {"EnPassantNoteWithASpace",
     "1. e4 d5 2. e5 f5 3. exf6 e. p. e. pp *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move d5 @1:7
number 2 @1:10
move e5 @1:13
move f5 @1:16
number 3 @1:19
move exf6 e.p. note=e. p. @1:22
move e. @1:33
move pp @1:36
result * unknown @1:39
end 1
)",
     R"()"},
    // "e." followed far down the line by something other than "p.": looking for the "p." reads
    // ahead over the spaces, and at small chunk sizes that grows the buffer. The note's text
    // was then compared once more after the buffer had moved (a use after free, found by
    // fuzz_pgn_reader; corpus/regressions/pgn_reader/en-passant-note-compared-after-a-refill).
    {"EnPassantNoteLookAheadThatGrowsTheBuffer",
     "1. e4 d5 2. e5 f5 3. exf6 e.                                        q *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move d5 @1:7
number 2 @1:10
move e5 @1:13
move f5 @1:16
number 3 @1:19
move exf6 @1:22
move e. @1:27
move q @1:69
result * unknown @1:71
end 1
)",
     R"()"},
    // Check and mate as words apart from the move, as older books print them ("Qxf7 mate"): the
    // move's mark. Other words, and c-pawn moves, stay tokens of their own.
    {"CheckWordsApartFromTheMove",
     "1. e4 e5 2. Bc4 ch Nc6 3. Qh5 check. Nf6 4. Qxf7 mate c4 chx 5. cxd5 checkmate. c6 ma *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Bc4 ch @1:13
move Nc6 @1:20
number 3 @1:24
move Qh5 check. @1:27
move Nf6 @1:38
number 4 @1:42
move Qxf7 mate @1:45
move c4 @1:55
move chx @1:58
number 5 @1:62
move cxd5 checkmate. @1:65
move c6 @1:81
move ma @1:84
result * unknown @1:87
end 1
)",
     R"()"},
    // Capitalised as a sentence's first word, and with glyphs glued behind: the word is the
    // move's mark, the glyphs its NAGs (before, "ch!!" and "Mate" were moves of no notation).
    {"CheckWordsCapitalisedOrWithGlyphs",
     "1. e4 e5 2. Bc4 ch!! Nc6 3. Qh5 Check Nf6 4. Qxf7 Mate! Ke7 5. d3 dis ch?! Cf6 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Bc4 ch @1:13
nag 3 glyph @1:19
move Nc6 @1:22
number 3 @1:26
move Qh5 Check @1:29
move Nf6 @1:39
number 4 @1:43
move Qxf7 Mate @1:46
nag 1 glyph @1:55
move Ke7 @1:57
number 5 @1:61
move d3 dis ch @1:64
nag 6 glyph @1:73
move Cf6 @1:76
result * unknown @1:80
end 1
)",
     R"()"},
    // An evaluation in parentheses behind a move, as older books print it: the move's NAG (before,
    // a variation holding only the glyph). A knight's promotion written "(Kt)" is the move's.
    {"ParenthesisedGlyphsAndKnightPromotion",
     "1. e4 (!) e5 (?) 2. Nf3 (!?) (2. Bc4 (!!) Nf6) P-Q8(Kt) (=) (+/-) (\xC2\xB1) (!!!) *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
nag 1 glyph @1:8
move e5 @1:11
nag 2 glyph @1:15
number 2 @1:18
move Nf3 @1:21
nag 5 glyph @1:26
( @1:30
number 2 @1:31
move Bc4 @1:34
nag 3 glyph @1:39
move Nf6 @1:43
) @1:46
move P-Q8(Kt) @1:48
nag 10 glyph @1:58
nag 16 glyph @1:62
nag 16 glyph @1:68
( @1:72
) @1:76
result * unknown @1:78
end 1
)",
     R"(W119 1:73
)"},
    // "dis ch" and "dbl ch" (discovered and double check) as two words: one mark of the move.
    // "dis" alone, or "dbl" before a mate word, stay tokens (of no move), as do d-pawn moves.
    {"TwoWordCheckMarks",
     "1. e4 e5 2. Bc4 dis ch d5 3. Qh5 dbl. ch. d4 4. d3 dis 5. Nf3 dbl mate *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Bc4 dis ch @1:13
move d5 @1:24
number 3 @1:27
move Qh5 dbl. ch. @1:30
move d4 @1:43
number 4 @1:46
move d3 @1:49
move dis @1:52
number 5 @1:56
move Nf3 @1:59
move dbl mate @1:63
result * unknown @1:72
end 1
)",
     R"()"},
    // The note typed on a Russian keyboard, with the Cyrillic е and р ("е.р.", "ер", "е. р.",
    // mixed with Latin letters, with a check mark behind it): the same note, as written (before:
    // tokens of their own, moves of no notation). A Cyrillic "е5" after a move stays a move.
    {"EnPassantNotesTypedInCyrillic",
     "1. e4 d5 2. e5 f5 3. exf6 \u0435.\u0440. \u04355 4. d4 exd4 5. c4 dxc3 \u0435\u0440+ "
     "6. e4 \u0435. \u0440. 7. e5 e.\u0440. *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move d5 @1:7
number 2 @1:10
move e5 @1:13
move f5 @1:16
number 3 @1:19
move exf6 e.p. note=е.р. @1:22
move е5 @1:34
number 4 @1:38
move d4 @1:41
move exd4 @1:44
number 5 @1:49
move c4 @1:52
move dxc3 e.p.+ note=ер @1:55
number 6 @1:66
move e4 e.p. note=е. р. @1:69
number 7 @1:80
move e5 e.p. note=e.р. @1:83
result * unknown @1:92
end 1
)",
     R"()"},
    // A check mark behind a separate note, as books print it ("exd6 e.p.+"): the note's mark
    // (before, "e.p.+" was read as a move). With a glyph behind it, it stays a move.
    // The spaced note with a check mark behind it ("e. p.+"), as behind "e.p.+": the move's
    // mark. Anything else glued to the "p." leaves "e." a token of its own, as before.
    {"SpacedEnPassantNoteWithACheckMark",
     "1. e4 d5 2. e5 f5 3. exf6 e. p.+ e5 4. d4 exd4 5. c4 dxc3 e. p.\u2020 6. e4 e. p.x *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move d5 @1:7
number 2 @1:10
move e5 @1:13
move f5 @1:16
number 3 @1:19
move exf6 e.p.+ note=e. p. @1:22
move e5 @1:34
number 4 @1:37
move d4 @1:40
move exd4 @1:43
number 5 @1:48
move c4 @1:51
move dxc3 e.p.† note=e. p. @1:54
number 6 @1:68
move e4 @1:71
move e. @1:74
move p.x @1:77
result * unknown @1:81
end 1
)",
     R"()"},
    {"EnPassantNoteWithACheckMark",
     "1. e4 d5 2. e5 f5 3. exf6 e.p.+ e5 4. d4 exd4 5. c4 dxc3 ep# 6. e4 e.p.++ 7. d4 e.p.+! "
     "8. d5 e.p.ch 9. e5 e.p.\u2020 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move d5 @1:7
number 2 @1:10
move e5 @1:13
move f5 @1:16
number 3 @1:19
move exf6 e.p.+ @1:22
move e5 @1:33
number 4 @1:36
move d4 @1:39
move exd4 @1:42
number 5 @1:47
move c4 @1:50
move dxc3 e.p.# note=ep @1:53
number 6 @1:62
move e4 e.p.++ @1:65
number 7 @1:75
move d4 e.p.+ @1:78
nag 1 glyph @1:86
number 8 @1:88
move d5 e.p.ch @1:91
number 9 @1:101
move e5 e.p.† @1:104
result * unknown @1:115
end 1
)",
     R"()"},
    // Books' promotion "e8(Q)": a letter in parentheses glued to a target rank is the move's
    // (before, it opened a variation). Apart, or behind another rank, it is a variation.
    {"PromotionInParentheses",
     "1. e8(Q)+ d1(\xD0\xA4) 2. b8(\xE2\x99\x98)! e4(Q) 3. e8 (Q) e8(Qa) *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e8(Q)+ @1:4
move d1(Ф) @1:11
number 2 @1:18
move b8(♘) written=b8(♘)! @1:21
nag 1 glyph @1:28
move e4 @1:30
( @1:32
move Q @1:33
) @1:34
number 3 @1:36
move e8 @1:39
( @1:42
move Q @1:43
) @1:44
move e8 @1:46
( @1:48
move Qa @1:49
) @1:51
result * unknown @1:53
end 1
)",
     R"()"},
    // "Castles" with its side, as older books print it: glued in parentheses, or apart on the
    // line, bare or in parentheses, dotted, with a check mark or glyph behind it; the move's
    // (before, the side opened a variation or was read as a move of its own). A side that is not
    // one ("Castles Kt", "Castles (K-R1)"), or one on the next line, stays a token of its own.
    {"CastlesWithItsSide",
     "1. Castles(KR) Castles (Q) 2. Castles QR+ castles  K.R.! 3. Castles Kt Castles (K-R1) "
     "4. Castles\nKR *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move Castles(KR) @1:4
move Castles (Q) @1:16
number 2 @1:28
move Castles QR+ @1:31
move castles  K.R. written=castles  K.R.! @1:43
nag 1 glyph @1:56
number 3 @1:58
move Castles @1:61
move Kt @1:69
move Castles @1:72
( @1:80
move K-R1 @1:81
) @1:85
number 4 @1:87
move Castles @1:90
move KR @2:1
result * unknown @2:4
end 1
)",
     R"()"},
    // "sq" apart behind a move that ends with a file: the first rank, the move's ("R-K sq"). Not
    // behind a move that ends otherwise, nor on the next line.
    {"FirstRankWrittenSq",
     "1. R-Q sq K-B sq.+ 2. Rd1 sq R-K\nsq *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move R-Q sq @1:4
move K-B sq.+ @1:11
number 2 @1:20
move Rd1 @1:23
move sq @1:27
move R-K @1:30
move sq @2:1
result * unknown @2:4
end 1
)",
     R"()"},
    // A descriptive capture with blanks around its mark, as plain-text books set it: the move's
    // (before, three tokens). Not behind a move that is more than a piece, nor before a square.
    {"CaptureMarkWithBlanks",
     "1. P x P Kt \xC3\x97 QP ch 2. Nf3 x P B x e5 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move P x P @1:4
move Kt × QP ch @1:10
number 2 @1:22
move Nf3 @1:25
move x @1:29
move P @1:31
move B @1:33
move x @1:35
move e5 @1:37
result * unknown @1:40
end 1
)",
     R"()"},
    // Glyphs glued behind an en-passant note, with or without a comma of running text: the
    // move's NAGs ("PxP e.p.!,", "e.p.+!?", "e. p.!,"; before, the note was read as a move).
    // A note in words in parentheses or square brackets, as books print them, is a comment
    // (N132, once per game): two words or more, closed within 1 KiB, the first in small
    // letters or of four letters or more in another script; its lines may wrap. A first word
    // that is a move in small letters (a pawn capture, castling), a short Russian piece
    // ("\u041A\u0440"), a move or a figurine, or a blank line inside, keeps the variation.
    {"ProseInParenthesesIsAComment",
     "1. e4 e5 (the usual reply, as in the books) 2. Nf3 (exd Nf6) (castles KR) (mate in two)\n"
     "(ooo Kh1) 2... Nc6 (\u041B\u0443\u0447\u0448\u0435 \u0432\u0441\u0435\u0433\u043E 2... d6) (\u041A\u0440 f1 Nf3) (e4 e5) (\u2658f3 e5)\n"
     "(the note\ngoes on) (a note\n\nbroken off) *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "comment {the usual reply, as in the books} @1:10\n"
     "number 2 @1:45\n"
     "move Nf3 @1:48\n"
     "( @1:52\n"
     "move exd @1:53\n"
     "move Nf6 @1:57\n"
     ") @1:60\n"
     "( @1:62\n"
     "move castles KR @1:63\n"
     ") @1:73\n"
     "comment {mate in two} @1:75\n"
     "( @2:1\n"
     "move ooo @2:2\n"
     "move Kh1 @2:6\n"
     ") @2:9\n"
     "number 2... @2:11\n"
     "move Nc6 @2:16\n"
     "comment {\xD0\x9B\xD1\x83\xD1\x87\xD1\x88\xD0\xB5 \xD0\xB2\xD1\x81\xD0\xB5\xD0\xB3\xD0\xBE 2... d6} @2:20\n"
     "( @2:52\n"
     "move \xD0\x9A\xD1\x80 @2:53\n"
     "move f1 @2:58\n"
     "move Nf3 @2:61\n"
     ") @2:64\n"
     "( @2:66\n"
     "move e4 @2:67\n"
     "move e5 @2:70\n"
     ") @2:72\n"
     "( @2:74\n"
     "move \xE2\x99\x98" "f3 @2:75\n"
     "move e5 @2:81\n"
     ") @2:83\n"
     "comment {the note\\ngoes on} @3:1\n"
     "( @4:10\n"
     "move a @4:11\n"
     "comment {note} @4:13\n"
     "comment {broken off} @6:1\n"
     ") @6:11\n"
     "result * unknown @6:13\n"
     "end 1\n",
     "N132 1:10\n"
     "W134 4:13\n"},
    // A note that begins with a capital, "(White wins)", "(Better is 2.Bc4)": a comment too
    // (N132, once per game; before, a variation whose first word failed as a move), when its
    // first word is a capital and small letters, a word in small letters follows, and neither the
    // first word nor the two glued read as a move in any notation ("Castles", "QxP"), and
    // behind a word of two letters, one of two letters or more ("In this line", not "Kt x P").
    // Moves, a word in capitals and a capital alone stay variations.
    {"ProseThatBeginsWithACapitalIsAComment",
     "1. e4 e5 (White wins) 2. Nf3 (Black, as usual, resigned) (Better is 2.Bc4)\n"
     "(Castles and wins) (Nf3 Nc6) (PxP Kt-B3) (QxP ch) (Kt-B3 is better) (Sf3 Sc6)\n"
     "(White) (USSR team) (White Bc4) (In this line) (Kt x P) (A note) *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "comment {White wins} @1:10\n"
     "number 2 @1:23\n"
     "move Nf3 @1:26\n"
     "comment {Black, as usual, resigned} @1:30\n"
     "comment {Better is 2.Bc4} @1:58\n"
     "( @2:1\n"
     "move Castles @2:2\n"
     "comment {and wins} @2:10\n"
     ") @2:18\n"
     "( @2:20\n"
     "move Nf3 @2:21\n"
     "move Nc6 @2:25\n"
     ") @2:28\n"
     "( @2:30\n"
     "move PxP @2:31\n"
     "move Kt-B3 @2:35\n"
     ") @2:40\n"
     "( @2:42\n"
     "move QxP ch @2:43\n"
     ") @2:49\n"
     "( @2:51\n"
     "move Kt-B3 @2:52\n"
     "comment {is better} @2:58\n"
     ") @2:67\n"
     "( @2:69\n"
     "move Sf3 @2:70\n"
     "move Sc6 @2:74\n"
     ") @2:77\n"
     "( @3:1\n"
     "comment {White} @3:2\n"
     ") @3:7\n"
     "( @3:9\n"
     "move USSR @3:10\n"
     "comment {team} @3:15\n"
     ") @3:19\n"
     "( @3:21\n"
     "comment {White Bc4} @3:22\n"
     ") @3:31\n"
     "comment {In this line} @3:33\n"
     "( @3:48\n"
     "move Kt x P @3:49\n"
     ") @3:55\n"
     "( @3:57\n"
     "move A @3:58\n"
     "comment {note} @3:60\n"
     ") @3:64\n"
     "result * unknown @3:66\n"
     "end 1\n",
     "N132 1:10\n"
     "W134 2:10\n"},
    // A note whose first word is a short one in small letters of another script, "(\u0441
    // \u0443\u0433\u0440\u043E\u0437\u043E\u0439 \u0424d1)", "(\u043D\u0430 f3 ...)": a comment
    // (before, only words of four letters and more were). Not when the word, alone or with the
    // next glued to it, reads as a move ("\u0441 d4", a bishop's in Russian), nor a Russian capital
    // before a square ("\u041A\u0440 f1", "\u041A f3"); a capitalised short word with a word in
    // small Russian letters behind it is one ("\u041D\u0430 \u044D\u0442\u043E\u043C ...").
    {"ShortWordsOfOtherScriptsBeginNotes",
     "1. e4 e5 (\u0441 \u0443\u0433\u0440\u043E\u0437\u043E\u0439 \u0424d1) 2. Nf3 (\u043D\u0430 f3 \u043B\u0443\u0447\u0448\u0435)\n"
     "(\u0441 d4) (\u041A\u0440 f1) (\u041A f3) (\u041D\u0430 \u044D\u0442\u043E\u043C \u0432\u0441\u0451) *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "comment {\xD1\x81 \xD1\x83\xD0\xB3\xD1\x80\xD0\xBE\xD0\xB7\xD0\xBE\xD0\xB9 \xD0\xA4" "d1} @1:10\n"
     "number 2 @1:35\n"
     "move Nf3 @1:38\n"
     "comment {\xD0\xBD\xD0\xB0 f3 \xD0\xBB\xD1\x83\xD1\x87\xD1\x88\xD0\xB5} @1:42\n"
     "( @2:1\n"
     "move \xD1\x81 @2:2\n"
     "move d4 @2:5\n"
     ") @2:7\n"
     "( @2:9\n"
     "move \xD0\x9A\xD1\x80 @2:10\n"
     "move f1 @2:15\n"
     ") @2:17\n"
     "( @2:19\n"
     "move \xD0\x9A @2:20\n"
     "move f3 @2:23\n"
     ") @2:25\n"
     "comment {\xD0\x9D\xD0\xB0 \xD1\x8D\xD1\x82\xD0\xBE\xD0\xBC \xD0\xB2\xD1\x81\xD1\x91} @2:27\n"
     "result * unknown @2:50\n"
     "end 1\n",
     "N132 1:10\n"},
    // A note whose first word is one byte of a UTF-8 lead and no more, as a Latin-1 "\xE0"
    // ("\u00E0", "(\xE0 la rigueur ...)") or a cut sequence: read as before the rule for short
    // words (a variation), where that rule took the lead's sequence length past the word's end
    // and aborted (std::out_of_range).
    {"NoteThatBeginsWithALoneLeadByte",
     "1. e4 e5 (\xE0 la rigueur 1...c5) 2. Nf3 (\xF0 abc) (\xF0\x9F abc) *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "( @1:10\n"
     "move \xE0 @1:11\n"
     "comment {la rigueur} @1:13\n"
     "number 1... @1:24\n"
     "move c5 @1:28\n"
     ") @1:30\n"
     "number 2 @1:32\n"
     "move Nf3 @1:35\n"
     "( @1:39\n"
     "move \xF0 @1:40\n"
     "move abc @1:42\n"
     ") @1:45\n"
     "( @1:47\n"
     "move \xF0\x9F @1:48\n"
     "move abc @1:51\n"
     ") @1:54\n"
     "result * unknown @1:56\n"
     "end 1\n",
     "W101 1:11\n"
     "W134 1:13\n"},
    // A command that lichess and chess.com set in comments, written without its braces
    // ("[%clk 0:01:00]", alone on its line or inside one): a comment that holds it, brackets
    // and all (N133, once per game). Before, the '[' opened a variation whose "%clk" failed as a
    // move. "[%" without a command's name and ']' on its line is no command.
    {"CommandInSquareBracketsWithoutBraces",
     "1. e4 [%clk 0:03:00] e5 2. Nf3\n[%clk 0:01:00]\n2... Nc6 [%eval 0.31] *\n"
     "1. e4 [%clk 0:03:00]e5 *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "comment {[%clk 0:03:00]} @1:7\n"
     "move e5 @1:22\n"
     "number 2 @1:25\n"
     "move Nf3 @1:28\n"
     "comment {[%clk 0:01:00]} @2:1\n"
     "number 2... @3:1\n"
     "move Nc6 @3:6\n"
     "comment {[%eval 0.31]} @3:10\n"
     "result * unknown @3:23\n"
     "end 1\n"
     "game 2 notags @4:1\n"
     "movetext\n"
     "number 1 @4:1\n"
     "move e4 @4:4\n"
     "comment {[%clk 0:03:00]} @4:7\n"
     "move e5 @4:21\n"
     "result * unknown @4:24\n"
     "end 2\n",
     "N133 1:7\n"
     "N133 4:7\n"},
    // Words in square brackets inside a line, "2. Nf3 [and White wins]": a note, not the next
    // game's tag (no tag's name is in small letters): a comment (N132). At a line start too,
    // unless the line is a tag's ("[event Moscow]": one word after the name, and the line ends).
    {"WordsInSquareBracketsAreANote",
     "1. e4 e5 2. Nf3 [and White wins] 2... Nc6\n[and Black wins] 3. Bb5\n[event Moscow]\n1. d4 *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "number 2 @1:10\n"
     "move Nf3 @1:13\n"
     "comment {and White wins} @1:17\n"
     "number 2... @1:34\n"
     "move Nc6 @1:39\n"
     "comment {and Black wins} @2:1\n"
     "number 3 @2:18\n"
     "move Bb5 @2:21\n"
     "end 1 no-result truncated\n"
     "game 2 @3:1\n"
     "tag event=Moscow @3:1\n"
     "movetext\n"
     "number 1 @4:1\n"
     "move d4 @4:4\n"
     "result * unknown @4:7\n"
     "end 2\n",
     "N132 1:17\n"
     "W115 3:1\n"
     "W124 3:1\n"},
    // Words between the moves, as books print them ("3. d4 with advantage", "(If 2...d6 3. d4)",
    // "Draw agreed"): a comment up to the next move number, bracket, brace or result (W134, once
    // per game); lines may wrap, and a move behind dots ("...d6") or one move alone is part of
    // the words, an idea; two moves in a row end them (an unnumbered list goes on). A word
    // where a move number asks for a move ("1.foo") is a move mistyped, for the replayer; so is
    // a capital and files ("Nbd", "Rae", "Bxf": moves cut short), and words where Black's move
    // should be, ended by White's next number ("1. e4 foo 2. Nf3").
    // Before, the first word failed as a move (E203). A single Russian letter before a word
    // ("\u0441 \u0438\u0434\u0435\u0435\u0439") begins them; what reads as a move does not:
    // a pawn capture in small letters ("de", "exd"), "castles", a check word behind a move, a
    // descriptive capture ("KtxKt"), a Russian king ("\u041A\u0440 f1").
    {"WordsBetweenMovesAreAComment",
     "1. e4 e5 2. Nf3 Nc6 (If 2...d6 3. d4 with advantage) 3. Bb5 a6 and now\n"
     "...d6 is best 4. Ba4 Draw agreed 1/2-1/2\n"
     "1. e4 c5 \u0441 \u0438\u0434\u0435\u0435\u0439 d4 2. Nf3 de KtxKt exd castles ch \u041A\u0440 f1 *\n"
     "e4 e5 Xyz Nf3 Nc6 *\n"
     "1.foo f5 2.Nc3 *\n"
     "1. e4 e5 2. Nf3 Nbd 3. Bb5 Rae Bxf *\n"
     "1. e4 foo 2. Nf3 *\n"
     "1. e4 and now 1... e5 *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "number 2 @1:10\n"
     "move Nf3 @1:13\n"
     "move Nc6 @1:17\n"
     "( @1:21\n"
     "comment {If} @1:22\n"
     "number 2... @1:25\n"
     "move d6 @1:29\n"
     "number 3 @1:32\n"
     "move d4 @1:35\n"
     "comment {with advantage} @1:38\n"
     ") @1:52\n"
     "number 3 @1:54\n"
     "move Bb5 @1:57\n"
     "move a6 @1:61\n"
     "comment {and now\\n...d6 is best} @1:64\n"
     "number 4 @2:15\n"
     "move Ba4 @2:18\n"
     "comment {Draw agreed} @2:22\n"
     "result 1/2-1/2 draw @2:34\n"
     "end 1\n"
     "game 2 notags @3:1\n"
     "movetext\n"
     "number 1 @3:1\n"
     "move e4 @3:4\n"
     "move c5 @3:7\n"
     "comment {\xD1\x81 \xD0\xB8\xD0\xB4\xD0\xB5\xD0\xB5\xD0\xB9 d4} @3:10\n"
     "number 2 @3:27\n"
     "move Nf3 @3:30\n"
     "move de @3:34\n"
     "move KtxKt @3:37\n"
     "move exd @3:43\n"
     "move castles ch @3:47\n"
     "move \xD0\x9A\xD1\x80 @3:58\n"
     "move f1 @3:63\n"
     "result * unknown @3:66\n"
     "end 2\n"
     "game 3 notags @4:1\n"
     "movetext\n"
     "move e4 @4:1\n"
     "move e5 @4:4\n"
     "comment {Xyz} @4:7\n"
     "move Nf3 @4:11\n"
     "move Nc6 @4:15\n"
     "result * unknown @4:19\n"
     "end 3\n"
     "game 4 notags @5:1\n"
     "movetext\n"
     "number 1 @5:1\n"
     "move foo @5:3\n"
     "move f5 @5:7\n"
     "number 2 @5:10\n"
     "move Nc3 @5:12\n"
     "result * unknown @5:16\n"
     "end 4\n"
     "game 5 notags @6:1\n"
     "movetext\n"
     "number 1 @6:1\n"
     "move e4 @6:4\n"
     "move e5 @6:7\n"
     "number 2 @6:10\n"
     "move Nf3 @6:13\n"
     "move Nbd @6:17\n"
     "number 3 @6:21\n"
     "move Bb5 @6:24\n"
     "move Rae @6:28\n"
     "move Bxf @6:32\n"
     "result * unknown @6:36\n"
     "end 5\n"
     "game 6 notags @7:1\n"
     "movetext\n"
     "number 1 @7:1\n"
     "move e4 @7:4\n"
     "move foo @7:7\n"
     "number 2 @7:11\n"
     "move Nf3 @7:14\n"
     "result * unknown @7:18\n"
     "end 6\n"
     "game 7 notags @8:1\n"
     "movetext\n"
     "number 1 @8:1\n"
     "move e4 @8:4\n"
     "comment {and now} @8:7\n"
     "number 1... @8:15\n"
     "move e5 @8:20\n"
     "result * unknown @8:23\n"
     "end 7\n",
     "W134 1:22\n"
     "W134 3:10\n"
     "W134 4:7\n"
     "W134 8:7\n"},
    {"GlyphsBehindAnEnPassantNote",
     "1. PxP e.p.!, Q-K2 *\n1. exd6 e.p.!? Qe7 *\n1. PxP e. p.!, Q-K2 *\n1. exf6 e.p.+!?, e5 *\n"
     "1. exd6 ep?! Qe7 *"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move PxP e.p. @1:4\n"
     "nag 1 glyph @1:12\n"
     "move Q-K2 @1:15\n"
     "result * unknown @1:20\n"
     "end 1\n"
     "game 2 notags @2:1\n"
     "movetext\n"
     "number 1 @2:1\n"
     "move exd6 e.p. @2:4\n"
     "nag 5 glyph @2:13\n"
     "move Qe7 @2:16\n"
     "result * unknown @2:20\n"
     "end 2\n"
     "game 3 notags @3:1\n"
     "movetext\n"
     "number 1 @3:1\n"
     "move PxP e.p. note=e. p. @3:4\n"
     "nag 1 glyph @3:13\n"
     "move Q-K2 @3:16\n"
     "result * unknown @3:21\n"
     "end 3\n"
     "game 4 notags @4:1\n"
     "movetext\n"
     "number 1 @4:1\n"
     "move exf6 e.p.+ @4:4\n"
     "nag 5 glyph @4:14\n"
     "move e5 @4:18\n"
     "result * unknown @4:21\n"
     "end 4\n"
     "game 5 notags @5:1\n"
     "movetext\n"
     "number 1 @5:1\n"
     "move exd6 e.p. note=ep @5:4\n"
     "nag 6 glyph @5:11\n"
     "move Qe7 @5:14\n"
     "result * unknown @5:18\n"
     "end 5\n",
     "N131 1:13\n"
     "N131 3:14\n"
     "N131 4:16\n"},
    // A comma of running text behind a check word, a note or a promotion set apart ("Q-R5 ch,
    // K-Kt1"): dropped, N131, as behind a move; glyphs before it are the move's NAGs. Before,
    // "ch," was read as a move (E203), and so was the comma alone behind the others.
    {"CommaBehindCheckWordsAndNotes",
     "1. Q-R5 ch, K-Kt1 *\n1. BxP dis ch, K-R1 *\n1. PxP e.p., Q-K2 *\n1. PxP e. p., Q-K2 *\n"
     "1. P-Q8 (Q), Kt-B3 *\n1. P-K8 (Q)ch!, K-R2 *\n1. Q-R5 check!?, K-Kt1 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move Q-R5 ch @1:4
move K-Kt1 @1:13
result * unknown @1:19
end 1
game 2 notags @2:1
movetext
number 1 @2:1
move BxP dis ch @2:4
move K-R1 @2:16
result * unknown @2:21
end 2
game 3 notags @3:1
movetext
number 1 @3:1
move PxP e.p. @3:4
move Q-K2 @3:14
result * unknown @3:19
end 3
game 4 notags @4:1
movetext
number 1 @4:1
move PxP e.p. note=e. p. @4:4
move Q-K2 @4:15
result * unknown @4:20
end 4
game 5 notags @5:1
movetext
number 1 @5:1
move P-Q8 (Q) @5:4
move Kt-B3 @5:14
result * unknown @5:20
end 5
game 6 notags @6:1
movetext
number 1 @6:1
move P-K8 (Q)ch @6:4
nag 1 glyph @6:14
move K-R2 @6:17
result * unknown @6:22
end 6
game 7 notags @7:1
movetext
number 1 @7:1
move Q-R5 check @7:4
nag 5 glyph @7:14
move K-Kt1 @7:18
result * unknown @7:24
end 7
)",
     R"(N131 1:11
N131 2:14
N131 3:12
N131 4:13
N131 5:12
N131 6:15
N131 7:16
)"},
    // The forms written apart ("P x P", "Castles K.R.", "R-K sq") with a comma or full stop of
    // running text behind them: dropped, N131, as behind a move written whole. Before, "Q x P."
    // and the others but "P x P," failed (E203).
    {"SpacedFormsBeforePunctuation",
     "1. P x P, Q x P. 2. Castles KR, Castles K.R., *\n1. R-K sq, K-B sq., Kt x Kt ch, *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move P x P written=P x P, @1:4
move Q x P written=Q x P. @1:11
number 2 @1:18
move Castles KR written=Castles KR, @1:21
move Castles K.R. written=Castles K.R., @1:33
result * unknown @1:47
end 1
game 2 notags @2:1
movetext
number 1 @2:1
move R-K sq written=R-K sq, @2:4
move K-B sq. written=K-B sq., @2:12
move Kt x Kt ch @2:21
result * unknown @2:33
end 2
)",
     R"(N131 1:9
N131 2:10
)"},
    // A promotion set apart with blanks inside its parentheses ("P-K8 ( Q )"): the move's, when
    // one piece stands between them (before, a variation). A lower-case letter stays one.
    {"SpacedPromotionWithBlanksInside",
     "1. P-K8 ( Q ) P-Q1 (Kt ) 2. P-R8 ( B )ch P-B8 ( q ) *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move P-K8 ( Q ) @1:4
move P-Q1 (Kt ) @1:15
number 2 @1:26
move P-R8 ( B )ch @1:29
move P-B8 @1:42
( @1:47
move q @1:49
) @1:51
result * unknown @1:53
end 1
)",
     R"()"},
    // A pawn's capture that promotes, with the piece taken and the promotion glued or apart
    // ("PxKt(Q)", "PxR (Q)ch", "P x Kt (Q)"): the move's (before, a variation of one letter).
    // Behind a piece's capture it stays a variation.
    {"PawnCaptureWithPromotion",
     "1. PxKt(Q) PxR (Q)ch 2. P x Kt (Q) KBPxQ (N) 3. QxKt (Q) *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move PxKt(Q) @1:4
move PxR (Q)ch @1:12
number 2 @1:22
move P x Kt (Q) @1:25
move KBPxQ (N) @1:36
number 3 @1:46
move QxKt @1:49
( @1:54
move Q @1:55
) @1:56
result * unknown @1:58
end 1
)",
     R"()"},
    // The side spaced or dotted inside, as read_descriptive reads it.
    {"CastlesWithASpacedSide",
     "1. Castles (Q R) Castles Q. R. *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move Castles (Q R) @1:4
move Castles Q. R. @1:18
result * unknown @1:32
end 1
)",
     R"()"},
    // Evaluation glyphs glued to moves, as ChessBase's text and Informator print them: NAGs
    // (before, the moves failed: "Nf6=" an invalid promotion). A lone '+' stays a check mark,
    // "=Q" a promotion.
    {"EvaluationGlyphsGluedToMoves",
     "1. e4\xC2\xB1 e5\xE2\x88\x9E 2. Nf3+= Nc6=+ 3. Bb5+- a6-+! 4. Ba4!\xC2\xB1 Nf6= 5. Qh5+ e1=Q *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 written=e4± @1:4
nag 16 glyph @1:6
move e5 written=e5∞ @1:9
nag 13 glyph @1:11
number 2 @1:15
move Nf3 written=Nf3+= @1:18
nag 14 glyph @1:21
move Nc6 written=Nc6=+ @1:24
nag 15 glyph @1:27
number 3 @1:30
move Bb5 written=Bb5+- @1:33
nag 18 glyph @1:36
move a6 written=a6-+! @1:39
nag 19 glyph @1:41
nag 1 glyph @1:43
number 4 @1:45
move Ba4 written=Ba4!± @1:48
nag 1 glyph @1:51
nag 16 glyph @1:52
move Nf6 written=Nf6= @1:55
nag 10 glyph @1:58
number 5 @1:60
move Qh5+ @1:63
move e1=Q @1:68
result * unknown @1:73
end 1
)",
     R"()"},
    // Unicode's forms of the move-quality glyphs (‼ ⁇ ⁉ ⁈), the evaluations with the minus
    // sign U+2212 and Informator's ↑ → ⇆, glued and standalone: NAGs like their ASCII twins
    // (before, E203 for the glued ones and W121 for the standalone ones).
    {"UnicodeGlyphs",
     "1. e4\u203C e5\u2047 2. Nf3\u2049 Nc6\u2048 3. Bb5+\u2212 a6\u2212+ 4. Ba4 +\u2212 Nf6 "
     "\u2212+ 5. O-O\u2192 Be7\u2191 6. Re1 \u21C6 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 written=e4‼ @1:4
nag 3 glyph @1:6
move e5 written=e5⁇ @1:10
nag 4 glyph @1:12
number 2 @1:16
move Nf3 written=Nf3⁉ @1:19
nag 5 glyph @1:22
move Nc6 written=Nc6⁈ @1:26
nag 6 glyph @1:29
number 3 @1:33
move Bb5 written=Bb5+− @1:36
nag 18 glyph @1:39
move a6 written=a6−+ @1:44
nag 19 glyph @1:46
number 4 @1:51
move Ba4 @1:54
nag 18 glyph @1:58
move Nf6 @1:63
nag 19 glyph @1:67
number 5 @1:72
move O-O written=O-O→ @1:75
nag 40 glyph @1:78
move Be7 written=Be7↑ @1:82
nag 36 glyph @1:85
number 6 @1:89
move Re1 @1:92
nag 132 glyph @1:96
result * unknown @1:100
end 1
)",
     R"()"},
    // Glyphs only, which no glyph is as a whole: one token, as before evaluation glyphs were
    // split off moves (which left an empty move, or a glyph as the move that came back from the
    // writer as a NAG; found by fuzz_pgn_reader and fuzz_pgn_round_trip).
    {"GlyphsOnlyTokenStaysOneToken",
     "1. e4 ?\xE2\x88\x9E \xE2\xA9\xB1\xE2\x88\x9E *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move ?∞ @1:7
move ⩱∞ @1:12
result * unknown @1:19
end 1
)",
     R"()"},
    {"NoResultAtEndOfInput",
     "[Event \"x\"]\n\n1. e4 e5"sv,
     R"(game 1 @1:1
tag Event=x @1:1
movetext
number 1 @3:1
move e4 @3:4
move e5 @3:7
end 1 no-result truncated
)",
     R"(W115 3:9
)"},
    {"GameWithoutTags",
     "1. e4 e5 2. Nf3 *\n\n1. d4 d5 1-0"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:7
number 2 @1:10
move Nf3 @1:13
result * unknown @1:17
end 1
game 2 notags @3:1
movetext
number 1 @3:1
move d4 @3:4
move d5 @3:7
result 1-0 white @3:10
end 2
)",
     R"()"},
};
// clang-format on

}  // namespace

INSTANTIATE_TEST_SUITE_P(Movetext, ReaderCaseTest, ::testing::ValuesIn(movetext_cases), case_name);

}  // namespace chess::pgn::test
