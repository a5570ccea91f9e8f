// Tag sections: exact event streams and diagnostics (see reader_cases.hpp).

#include "reader_cases.hpp"

namespace chess::pgn::test {
namespace {

using namespace std::string_view_literals;

// clang-format off
const ReaderCase tag_cases[] = {
    {"SevenTagRosterGame",
     "[Event \"F/S Return Match\"]\n[Site \"Belgrade, Serbia JUG\"]\n[Date \"1992.11.04\"]\n[Round \"29\"]\n[White \"Fischer, Robert J.\"]\n[Black \"Spassky, Boris V.\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n"sv,
     R"(game 1 @1:1
tag Event=F/S Return Match @1:1
tag Site=Belgrade, Serbia JUG @2:1
tag Date=1992.11.04 @3:1
tag Round=29 @4:1
tag White=Fischer, Robert J. @5:1
tag Black=Spassky, Boris V. @6:1
tag Result=1/2-1/2 @7:1
movetext
number 1 @9:1
move e4 @9:4
move e5 @9:7
number 2 @9:10
move Nf3 @9:13
move Nc6 @9:17
number 3 @9:21
move Bb5 @9:24
move a6 @9:28
result 1/2-1/2 draw @9:31
end 1
)",
     R"()"},
    {"TagEscapes",
     "[A \"say \\\"hi\\\"\"]\n[B \"back\\\\slash\"]\n[C \"\\\\\"]\n[D \"\"]\n*"sv,
     R"(game 1 @1:1
tag A=say "hi" @1:1
tag B=back\slash @2:1
tag C=\ @3:1
tag D= @4:1
movetext
result * unknown @5:1
end 1
)",
     R"()"},
    {"TagUnescapedQuotes",
     "[Event \"Tournament \"Championship\" Finals\"]\n[Site \"Club \"Victory\"\"]\n*"sv,
     R"(game 1 @1:1
tag Event=Tournament "Championship" Finals @1:1
tag Site=Club "Victory" @2:1
movetext
result * unknown @3:1
end 1
)",
     R"(W108 1:20
W108 2:13
)"},
    {"TagBackslashBeforeClosingQuote",
     "[Event \"Tournament \\\"]\n[Site \"x\"]\n*"sv,
     R"(game 1 @1:1
tag Event=Tournament \ @1:1
tag Site=x @2:1
movetext
result * unknown @3:1
end 1
)",
     R"()"},
    {"TagBracketsInsideValue",
     "[A \"b\\\"\"] [B \"A]][\"] [C \"\\\"A]][\\\"\\\\\"] [D \"\\\"]\"]\n*"sv,
     R"(game 1 @1:1
tag A=b" @1:1
tag B=A]][ @1:11
tag C="A]]["\ @1:22
tag D="] @1:39
movetext
result * unknown @2:1
end 1
)",
     R"()"},
    {"TagBlankLinesInside",
     "[Event \"A\"]\n\n[Date \"2017.12.04\"]\n   \n[Result \"0-1\"]\n\n0-1"sv,
     R"(game 1 @1:1
tag Event=A @1:1
tag Date=2017.12.04 @3:1
tag Result=0-1 @5:1
movetext
result 0-1 black @7:1
end 1
)",
     R"()"},
    {"TagDuplicate",
     "[Event \"a\"]\n[Event \"b\"]\n*"sv,
     R"(game 1 @1:1
tag Event=a @1:1
tag Event=b @2:1
movetext
result * unknown @3:1
end 1
)",
     R"(W110 2:1
)"},
    // Each tag differs from [Name "value"] in one way, so that it is read the general way; the
    // repeated A and G are noted whichever way they were read first.
    {"TagShapesBesideTheCommonOne",
     "[A\t\"tab\"]\n[B  \"two spaces\"]\n[C \"space before bracket\" ]\n[ D \"space after bracket\"]\n"
     "[E-x \"punctuation in the name\"]\n[F \"\xc3\xa9t\xc3\xa9\"]\n[G \"\"]\n[A \"again\"]\n[G \"again\"]\n*"sv,
     R"(game 1 @1:1
tag A=tab @1:1
tag B=two spaces @2:1
tag C=space before bracket @3:1
tag D=space after bracket @4:1
tag E-x=punctuation in the name @5:1
)" "tag F=\xc3\xa9t\xc3\xa9 @6:1\n" R"(tag G= @7:1
tag A=again @8:1
tag G=again @9:1
movetext
result * unknown @10:1
end 1
)",
     R"(W110 8:1
W110 9:1
)"},
    {"TagRepeatedAfterBlankLineStartsGame",
     "[Event \"a\"]\n[Site \"b\"]\n\n[Event \"c\"]\n[Site \"d\"]\n\n1. e4 *"sv,
     R"(game 1 @1:1
tag Event=a @1:1
tag Site=b @2:1
movetext
end 1 no-result truncated
game 2 @4:1
tag Event=c @4:1
tag Site=d @5:1
movetext
number 1 @7:1
move e4 @7:4
result * unknown @7:7
end 2
)",
     R"(W125 4:1
W115 4:1
)"},
    {"TagsAndMovetextOnOneLine",
     "[A \"x\"] [B \"y\"] 1. e4 *\n[C \"z\"]\t1. d4 *"sv,
     R"(game 1 @1:1
tag A=x @1:1
tag B=y @1:9
movetext
number 1 @1:17
move e4 @1:20
result * unknown @1:23
end 1
game 2 @2:1
tag C=z @2:1
movetext
number 1 @2:9
move d4 @2:12
result * unknown @2:15
end 2
)",
     R"()"},
    // A word processor's typographic quotes around a value: the text inside them (W124; before,
    // the value kept the quotes). A value that only begins with one keeps it.
    {"TagValuesInTypographicQuotes",
     "[A \xe2\x80\x9cMoscow\xe2\x80\x9d]\n[B \xe2\x80\x9eMoskau\xe2\x80\x9c]\n"
     "[C \xc2\xabMoscou\xc2\xbb]\n[D \xe2\x80\x98x\xe2\x80\x99]\n[E \xe2\x80\x9cy]\n*"sv,
     "game 1 @1:1\ntag A=Moscow @1:1\ntag B=Moskau @2:1\ntag C=Moscou @3:1\ntag D=x @4:1\n"
     "tag E=\xe2\x80\x9cy @5:1\nmovetext\nresult * unknown @6:1\nend 1\n",
     R"(W124 1:1
W124 2:1
W124 3:1
W124 4:1
W124 5:1
)"},
    // A '[' at the start of a line whose first word is made of letters, of any script, begins
    // a tag, unquoted too, after a game that had no result (before, a Cyrillic name was read as
    // a variation in square brackets, N130, for its bytes >= 0x80; a windows-1251 one too).
    // Elsewhere on a line such a word still opens a variation, and at a line start so do a
    // symbol (a dash for White's move, an ellipsis) and a word that reads as a move. A byte
    // order mark before the '[' (two files joined) leaves it at the start of its line.
    {"UnquotedTagWithLettersOfAnyScriptAfterGameWithoutResult",
     "1. e4 e5\n[\xd0\xa2\xd1\x83\xd1\x80\xd0\xbd\xd0\xb8\xd1\x80 \xd0\x9c\xd0\xbe\xd1\x81\xd0\xba\xd0\xb2\xd0\xb0]\n"
     "1. d4\n[\xd2\xf3\xf0 \xcc\xee\xf1]\n1. c4 [\xd0\x9b\xd1\x83\xd1\x87\xd1\x88\xd0\xb5 1. d4]\n"
     "[\xe2\x80\x94 Nc6]\n[\xe2\x80\xa6Nf6]\n[\xd0\x9a\xd1\x80" "f1 Nf3]\n[\xc3\x89v\xc3\xa9nement Paris]\n*\n"
     "1. e4\n\xef\xbb\xbf[\xd0\xa2\xd1\x83\xd1\x80 X]\n*"sv,
     "game 1 notags @1:1\n"
     "movetext\n"
     "number 1 @1:1\n"
     "move e4 @1:4\n"
     "move e5 @1:7\n"
     "end 1 no-result truncated\n"
     "game 2 @2:1\n"
     "tag \xD0\xA2\xD1\x83\xD1\x80\xD0\xBD\xD0\xB8\xD1\x80=\xD0\x9C\xD0\xBE\xD1\x81\xD0\xBA\xD0\xB2\xD0\xB0 @2:1\n"
     "movetext\n"
     "number 1 @3:1\n"
     "move d4 @3:4\n"
     "end 2 no-result truncated\n"
     "game 3 @4:1\n"
     "tag \xD2\xF3\xF0=\xC3\x8C\xC3\xAE\xC3\xB1 @4:1\n"
     "movetext\n"
     "number 1 @5:1\n"
     "move c4 @5:4\n"
     "comment {\xD0\x9B\xD1\x83\xD1\x87\xD1\x88\xD0\xB5 1. d4} @5:7\n"
     "( @6:1\n"
     "move \xE2\x80\x94 @6:2\n"
     "move Nc6 @6:6\n"
     ") @6:9\n"
     "( @7:1\n"
     "move Nf6 @7:5\n"
     ") @7:8\n"
     "( @8:1\n"
     "move \xD0\x9A\xD1\x80" "f1 @8:2\n"
     "move Nf3 @8:9\n"
     ") @8:12\n"
     "end 3 no-result truncated\n"
     "game 4 @9:1\n"
     "tag \xC3\x89v\xC3\xA9nement=Paris @9:1\n"
     "movetext\n"
     "result * unknown @10:1\n"
     "end 4\n"
     "game 5 notags @11:1\n"
     "movetext\n"
     "number 1 @11:1\n"
     "move e4 @11:4\n"
     "end 5 no-result truncated\n"
     "game 6 @12:4\n"
     "tag \xD0\xA2\xD1\x83\xD1\x80=X @12:4\n"
     "movetext\n"
     "result * unknown @13:1\n"
     "end 6\n",
     R"(W115 2:1
W124 2:1
W115 4:1
W124 4:1
W101 4:6
N132 5:7
N130 6:1
W115 9:1
W124 9:1
W115 12:4
W124 12:4
)"},
    {"TagMalformed",
     "[A x y ]\n[B \"z\"\n[ \"q\"]\n[C]\n[D \"unterminated\n[E \"ok\"]\n*"sv,
     R"(game 1 @1:1
tag A=x y @1:1
tag B=z @2:1
tag E=ok @6:1
movetext
result * unknown @7:1
end 1
)",
     R"(W124 1:1
W109 2:1
E107 3:1
E107 4:1
E106 5:1
)"},
    {"TagLeadingWhitespace",
     "    [Variant \"Standard\"]\n\n1. e4 *"sv,
     R"(game 1 @1:5
tag Variant=Standard @1:5
movetext
number 1 @3:1
move e4 @3:4
result * unknown @3:7
end 1
)",
     R"()"},
    {"TagsOnly",
     "[Event \"x\"]\n[Site \"y\"]\n"sv,
     R"(game 1 @1:1
tag Event=x @1:1
tag Site=y @2:1
movetext
end 1 no-result truncated
)",
     R"(W115 3:1
)"},
    {"TruncatedInTagValue",
     "[Event \"ab"sv,
     R"(game 1 @1:1
movetext
end 1 no-result truncated
)",
     R"(E106 1:1
W115 1:11
)"},
    {"TruncatedInTagName",
     "[Event"sv,
     R"(game 1 @1:1
movetext
end 1 no-result truncated
)",
     R"(E107 1:1
W115 1:7
)"},
};
// clang-format on

}  // namespace

INSTANTIATE_TEST_SUITE_P(Tags, ReaderCaseTest, ::testing::ValuesIn(tag_cases), case_name);

}  // namespace chess::pgn::test
