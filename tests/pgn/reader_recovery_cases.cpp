// Input quirks and recovery: exact event streams and diagnostics (see reader_cases.hpp).

#include "reader_cases.hpp"

namespace chess::pgn::test {
namespace {

using namespace std::string_view_literals;

// clang-format off
const ReaderCase recovery_cases[] = {
    {"JunkBetweenGames",
     "Some header text\nMore junk\n[Event \"a\"]\n1. e4 1-0 junk after the result\nmore junk\n[Event \"b\"]\n1. d4 *\n"sv,
     R"(game 1 @3:1
tag Event=a @3:1
movetext
number 1 @4:1
move e4 @4:4
result 1-0 white @4:7
end 1
game 2 @6:1
tag Event=b @6:1
movetext
number 1 @7:1
move d4 @7:4
result * unknown @7:7
end 2
)",
     R"(W120 1:1
W120 4:11
)"},
    {"ResultAloneIsJunk",
     "[Event \"a\"]\n1. e4 1-0 1-0\n[Event \"b\"]\n*"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
number 1 @2:1
move e4 @2:4
result 1-0 white @2:7
end 1
game 2 @3:1
tag Event=b @3:1
movetext
result * unknown @4:1
end 2
)",
     R"(W120 2:11
)"},
    // A result alone outside any game is skipped by itself, not with all the text up to the next
    // tag section: a game without tags after it is read. Before, both games here were lost.
    {"ResultAloneBeforeATaglessGame",
     "*\n1. e4 e5 *\n1-0 1. d4 *\n"sv,
     R"(game 1 notags @2:1
movetext
number 1 @2:1
move e4 @2:4
move e5 @2:7
result * unknown @2:10
end 1
game 2 notags @3:5
movetext
number 1 @3:5
move d4 @3:8
result * unknown @3:11
end 2
)",
     R"(W120 1:1
W120 3:1
)"},
    // A game without tags may open with a move of any notation; words outside games stay junk,
    // also those that begin with a piece letter (D, B, S: "Dame", "Bauer", "Sehr").
    {"TaglessGamesOpenWithMovesOfAnyNotation",
     "\xD0\x9A\x67\x31-f3 d5 *\nSf3 *\n\xE2\x99\x9E\x66\x36 *\nPe2-e4 *\ned5 *\nDame Bauer Sehr de\n[Event \"x\"]\n*\n"sv,
     R"(game 1 notags @1:1
movetext
move Кg1-f3 @1:1
move d5 @1:9
result * unknown @1:12
end 1
game 2 notags @2:1
movetext
move Sf3 @2:1
result * unknown @2:5
end 2
game 3 notags @3:1
movetext
move ♞f6 @3:1
result * unknown @3:7
end 3
game 4 notags @4:1
movetext
move Pe2-e4 @4:1
result * unknown @4:8
end 4
game 5 notags @5:1
movetext
move ed5 @5:1
result * unknown @5:5
end 5
game 6 @7:1
tag Event=x @7:1
movetext
result * unknown @8:1
end 6
)",
     R"(W120 6:1
)"},
    // Fragments: a book pawn capture with ':', Black's move after dots or an ellipsis.
    {"TaglessGamesOpenWithFragments",
     "e:d5 *\n...e5 *\n\xE2\x80\xA6Nf6 *\n... and so on\n"sv,
     R"(game 1 notags @1:1
movetext
move e:d5 @1:1
result * unknown @1:6
end 1
game 2 notags @2:1
movetext
move e5 @2:4
result * unknown @2:7
end 2
game 3 notags @3:1
movetext
move Nf6 @3:4
result * unknown @3:8
end 3
)",
     R"(W120 4:1
)"},
    {"CommentOutsideGame",
     "{outside} ; outside too\n1. e4 *"sv,
     R"(game 1 notags @2:1
movetext
number 1 @2:1
move e4 @2:4
result * unknown @2:7
end 1
)",
     R"(N122 1:1
N122 1:11
)"},
    {"ByteOrderMarkCrLfLoneCr",
     "\xef\xbb\xbf[Event \"x\"]\r\n[Site \"y\"]\r\r\n1. e4\r{a\rb} e5\n\r1-0"sv,
     R"(game 1 @1:1
tag Event=x @1:1
tag Site=y @2:1
movetext
number 1 @4:1
move e4 @4:4
comment {a\rb} @5:1
move e5 @6:4
result 1-0 white @8:1
end 1
)",
     R"()"},
    // Two files joined, the second one with a byte order mark: wherever the first one ends
    // (junk, an unterminated comment inside or outside a game, movetext without a result), a
    // tag line behind the mark begins a game, as a tag line without it does.
    {"ByteOrderMarkBeforeTagsAfterJunk",
     "[Event \"a\"]\n*\njunk\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
result * unknown @2:1
end 1
game 2 @4:4
tag Event=b @4:4
movetext
result * unknown @5:1
end 2
)",
     R"(W120 3:1
)"},
    {"ByteOrderMarkBeforeTagsCutsComment",
     "[Event \"a\"]\n1. e4 {open\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
number 1 @2:1
move e4 @2:4
comment {open} @2:7
end 1 no-result truncated
game 2 @3:4
tag Event=b @3:4
movetext
result * unknown @4:1
end 2
)",
     R"(E103 2:7
W115 3:4
)"},
    {"ByteOrderMarkBeforeTagsCutsCommentOutsideGames",
     "[Event \"a\"]\n*\n{open\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
result * unknown @2:1
end 1
game 2 @4:4
tag Event=b @4:4
movetext
result * unknown @5:1
end 2
)",
     R"(N122 3:1
)"},
    {"ByteOrderMarkBeforeTagsEndsWordsInMovetext",
     "[Event \"a\"]\n1. e4 Good game\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
number 1 @2:1
move e4 @2:4
comment {Good game} @2:7
end 1 no-result truncated
game 2 @3:4
tag Event=b @3:4
movetext
result * unknown @4:1
end 2
)",
     R"(W134 2:7
W115 3:4
)"},
    {"ByteOrderMarkBeforeTagsEndsMovetext",
     "[Event \"a\"]\n1. e4\n\xef\xbb\xbf[Event \"b\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
number 1 @2:1
move e4 @2:4
end 1 no-result truncated
game 2 @3:4
tag Event=b @3:4
movetext
result * unknown @4:1
end 2
)",
     R"(W115 3:4
)"},
    {"EscapeLines",
     "%escape line\n[Event \"x\"]\n%another\n1. e4 % not an escape\n%escape\n e5 *"sv,
     R"(game 1 @2:1
tag Event=x @2:1
movetext
number 1 @4:1
move e4 @4:4
move % @4:7
comment {not an escape} @4:9
move e5 @6:2
result * unknown @6:5
end 1
)",
     R"(W134 4:9
)"},
    {"NulBytes",
     "[Event \"a\x00" "b\"]\n1. e4\x00\x00 e5 {x\x00y} *\n\x00\x00\x00"sv,
     R"(game 1 @1:1
tag Event=ab @1:1
movetext
number 1 @2:1
move e4 @2:4
move e5 @2:9
comment {xy} @2:12
result * unknown @2:18
end 1
)",
     R"(W102 1:10
W102 3:1
)"},
    // Outside games, once per stretch of text between two games (not once for them all): the
    // part of a split input that begins between the stretches reports the second one too.
    {"NulBytesInTwoStretchesBetweenGames",
     "\x00x\n[Event \"a\"]\n*\n\x00\x00\n[Event \"b\"]\n*\n"sv,
     R"(game 1 @2:1
tag Event=a @2:1
movetext
result * unknown @3:1
end 1
game 2 @5:1
tag Event=b @5:1
movetext
result * unknown @6:1
end 2
)",
     R"(W102 1:1
W120 1:2
W102 4:1
)"},
    {"Latin1",
     "[Event \"Caf\xe9\"]\n{na\xefve} 1. e4 {caf\xc3\xa9 \x80 \xc3} *\n[Event \"b\xe9\"]\n*"sv,
     R"(game 1 @1:1
tag Event=Café @1:1
movetext
comment {naïve} @2:1
number 1 @2:9
move e4 @2:12
comment {café € Ã} @2:15
result * unknown @2:27
end 1
game 2 @3:1
tag Event=bé @3:1
movetext
result * unknown @4:1
end 2
)",
     R"(W101 1:12
)"},
    // W101 points at the first byte that is not UTF-8, not at the text that holds it: here
    // three lines into a comment (CR LF counts once, a lone CR once)...
    {"Latin1ByteLinesIntoAComment",
     "[Event \"a\"]\r\n1. e4 {good\r\nline\rcaf\xe9} *"sv,
     "game 1 @1:1\n"
     "tag Event=a @1:1\n"
     "movetext\n"
     "number 1 @2:1\n"
     "move e4 @2:4\n"
     "comment {good\\r\\nline\\rcaf\xC3\xA9} @2:7\n"
     "result * unknown @4:7\n"
     "end 1\n",
     R"(W101 4:4
)"},
    // ... and here behind an escaped quote, which the value read no longer holds.
    {"Latin1ByteBehindAnEscape",
     "[Event \"a\\\"b\xe9\"]\n*"sv,
     R"(game 1 @1:1
tag Event=a"bé @1:1
movetext
result * unknown @2:1
end 1
)",
     R"(W101 1:13
)"},
    {"UnterminatedCommentCutAtTagLine",
     "[Event \"a\"]\n1. e4 {unterminated\n1. d4 d5\n[Event \"b\"]\n1. c4 *"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
number 1 @2:1
move e4 @2:4
comment {unterminated\n1. d4 d5} @2:7
end 1 no-result truncated
game 2 @4:1
tag Event=b @4:1
movetext
number 1 @5:1
move c4 @5:4
result * unknown @5:7
end 2
)",
     R"(E103 2:7
W115 4:1
)"},
    {"TruncatedInComment",
     "[Event \"x\"]\n1. e4 {never closed"sv,
     R"(game 1 @1:1
tag Event=x @1:1
movetext
number 1 @2:1
move e4 @2:4
comment {never closed} @2:7
end 1 no-result truncated
)",
     R"(E103 2:7
W115 2:20
)"},
    {"TruncatedInVariation",
     "[Event \"x\"]\n1. e4 (1. d4"sv,
     R"(game 1 @1:1
tag Event=x @1:1
movetext
number 1 @2:1
move e4 @2:4
( @2:7
number 1 @2:8
move d4 @2:11
) @2:13
end 1 no-result truncated
)",
     R"(E112 2:7
W115 2:13
)"},
    {"StrayCharacters",
     "1. e4 } e5 ] Nf3 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:9
move Nf3 @1:14
result * unknown @1:18
end 1
)",
     R"(E114 1:7
E114 1:12
)"},
    // A stray '[' whose ']' comes only in a later game is the start of a tag, as one whose ']'
    // never comes: the lookahead stops at the next game's tag line. Before, the ']' of game B
    // made it a variation (A's "e5" then failed), but not where -j's chunk or a --byte-range
    // ended at game B, whose reader reads it as a tag: the output depended on -j.
    {"StrayBracketNotClosedByALaterGame",
     "[Event \"A\"]\n\n1. e4 [ e5 *\n[Event \"B\"]\n\n1. d4 ] d5 *\n"sv,
     R"(game 1 @1:1
tag Event=A @1:1
movetext
number 1 @3:1
move e4 @3:4
end 1 no-result truncated
game 2 @3:7
tag e5=* @3:7
tag Event=B @4:1
movetext
number 1 @6:1
move d4 @6:4
move d5 @6:9
result * unknown @6:12
end 2
)",
     R"(W115 3:7
W124 3:7
W109 3:7
E114 6:7
)"},
    {"EmptyInput",
     ""sv,
     R"()",
     R"()"},
    {"BlanksOnly",
     " \n\r\n\t \n"sv,
     R"()",
     R"()"},
};
// clang-format on

}  // namespace

INSTANTIATE_TEST_SUITE_P(Recovery, ReaderCaseTest, ::testing::ValuesIn(recovery_cases), case_name);

}  // namespace chess::pgn::test
