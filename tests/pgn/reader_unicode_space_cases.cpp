// Unicode spaces between tokens (text pasted from web pages and word processors): exact event
// streams and diagnostics (see reader_cases.hpp). Every case also runs at every refill boundary,
// which cuts each multi-byte space and the token before it at every byte.

#include "reader_cases.hpp"

namespace chess::pgn::test {
namespace {

using namespace std::string_view_literals;

// clang-format off
const ReaderCase unicode_space_cases[] = {
    // The QA reviewer's move list: no-break spaces after the numbers and between the moves. One
    // note per game, at the first of them.
    {"NoBreakSpacesBetweenMoves",
     "1.\xc2\xa0" "e4\xc2\xa0" "e5 2.\xc2\xa0Nf3 Nc6 *\n1.\xc2\xa0" "d4 *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:5
move e5 @1:9
number 2 @1:12
move Nf3 @1:16
move Nc6 @1:20
result * unknown @1:24
end 1
game 2 notags @2:1
movetext
number 1 @2:1
move d4 @2:5
result * unknown @2:8
end 2
)",
     R"(N127 1:3
N127 2:3
)"},
    // A zero width space glued to a move ends it ("e4" was "invalid promotion"), and so does
    // a byte order mark in the middle of a line (a zero width no-break space).
    {"ZeroWidthSpacesEndTokens",
     "1. e4\xe2\x80\x8b e5\xef\xbb\xbfNf3\xe2\x81\xa0Nc6\xe3\x80\x80" "1-0"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move e5 @1:10
move Nf3 @1:15
move Nc6 @1:21
result 1-0 white @1:27
end 1
)",
     R"(N127 1:6
)"},
    // Characters of tokens are not spaces: figurines, the en dash, glyphs, the ellipsis (Black's
    // mark behind a move number), Cyrillic letters, '½'; thin and no-break spaces around them.
    {"CharactersOfTokensStayInThem",
     "1.\xe2\x80\x89\xe2\x99\x98" "f3\xe2\x80\xaf" "e7\xe2\x80\x93" "e5\xc2\xb1\xc2\xa0"
     "2.\xc2\xa0\xe2\x80\xa6\xc2\xa0\xd0\x9a" "c6\xc2\xa0\xc2\xbd"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move ♘f3 @1:6
move e7–e5 written=e7–e5± @1:14
nag 16 glyph @1:21
number 2... @1:25
move Кc6 @1:34
result ½ draw sloppy @1:40
end 1
)",
     R"(N127 1:3
N116 1:40
)"},
    // Behind a move number, spaces and an ellipsis make it Black's; behind a move, an en-passant
    // note and a check word are still the move's.
    {"NotesAndBlackMarksBehindUnicodeSpaces",
     "1. e4 d5 2. e5 f5 3.\xc2\xa0...\xc2\xa0" "Kf7 4.\xc2\xa0" "exf6\xc2\xa0" "e.p.\xc2\xa0"
     "Ke6\xc2\xa0mate *"sv,
     R"(game 1 notags @1:1
movetext
number 1 @1:1
move e4 @1:4
move d5 @1:7
number 2 @1:10
move e5 @1:13
move f5 @1:16
number 3... @1:19
move Kf7 @1:28
number 4 @1:32
move exf6 e.p. @1:36
move Ke6 mate @1:48
result * unknown @1:58
end 1
)",
     R"(N127 1:21
)"},
    // Comments and tag values keep their spaces; between tags and after them, a no-break space is
    // a blank, on a line of its own too: the tag section goes on.
    {"CommentsAndTagValuesKeepTheirSpaces",
     "[Event \"a\xc2\xa0" "b\"]\xc2\xa0[Site \"c\"]\n\xc2\xa0\n[Round \"1\"]\n"
     "\n1. e4 {x\xc2\xa0y} *"sv,
     "game 1 @1:1\ntag Event=a\xc2\xa0" "b @1:1\ntag Site=c @1:17\ntag Round=1 @3:1\nmovetext\n"
     "number 1 @5:1\nmove e4 @5:4\ncomment {x\xc2\xa0y} @5:7\nresult * unknown @5:14\nend 1\n",
     R"(N127 1:15
)"},
    // Inside a tag's brackets, around the name and the value, a Unicode space is a blank too
    // (before, it became part of the name: "Event\u00A0", and the Event tag was missing). A byte
    // >= 0x80 that begins no space stays in the name.
    {"UnicodeSpacesInsideTagBrackets",
     "[Event\xc2\xa0\"a\"]\n[\xe2\x80\x83Site \"b\"\xc2\xa0]\n[White\xe2\x80\x89 \"c\"\xe3\x80\x80 ]\n"
     "[Caf\xc3\xa9 \"d\"]\n\n1. e4 *"sv,
     "game 1 @1:1\ntag Event=a @1:1\ntag Site=b @2:1\ntag White=c @3:1\ntag Caf\xc3\xa9=d @4:1\n"
     "movetext\nnumber 1 @6:1\nmove e4 @6:4\nresult * unknown @6:7\nend 1\n",
     R"(N127 1:7
)"},
    // Between games, too: a no-break space after a result, and one before the next game's tags.
    {"UnicodeSpacesBetweenGames",
     "[Event \"a\"]\n1. e4 1-0\xc2\xa0\n\xe3\x80\x80[Event \"b\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=a @1:1
movetext
number 1 @2:1
move e4 @2:4
result 1-0 white @2:7
end 1
game 2 @3:4
tag Event=b @3:4
movetext
result * unknown @4:1
end 2
)",
     R"(N127 2:10
)"},
    // Two files joined without a line end, the second one with a byte order mark: the mark ends
    // the result (game 1 was "1-0\xEF\xBB\xBF", an unknown move), silently, as where the first
    // file's last game has no result.
    {"ByteOrderMarkGluedToAResult",
     "[Event \"A\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\xef\xbb\xbf[Event \"B\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=A @1:1
tag Result=1-0 @2:1
movetext
number 1 @4:1
move e4 @4:4
move e5 @4:7
result 1-0 white @4:10
end 1
game 2 @4:16
tag Event=B @4:16
movetext
result * unknown @5:1
end 2
)",
     R"()"},
    {"ByteOrderMarkGluedToAMove",
     "[Event \"A\"]\n1. e4 e5\xef\xbb\xbf[Event \"B\"]\n*\n"sv,
     R"(game 1 @1:1
tag Event=A @1:1
movetext
number 1 @2:1
move e4 @2:4
move e5 @2:7
end 1 no-result truncated
game 2 @2:12
tag Event=B @2:12
movetext
result * unknown @3:1
end 2
)",
     R"(W115 2:12
)"},
    // Bytes that only begin a space, or are no UTF-8 at all, stay in the token (which the
    // replayer reads as Latin-1: W101, once).
    {"IncompleteSpacesStayInTokens",
     "1. e4\xc2 e5\xe2\x80 Nf3\xa0 *"sv,
     "game 1 notags @1:1\nmovetext\nnumber 1 @1:1\nmove e4\xc2 @1:4\nmove e5\xe2\x80 @1:8\n"
     "move Nf3\xa0 @1:13\nresult * unknown @1:18\nend 1\n",
     R"(W101 1:6
)"},
};
// clang-format on

}  // namespace

INSTANTIATE_TEST_SUITE_P(UnicodeSpaces, ReaderCaseTest, ::testing::ValuesIn(unicode_space_cases),
                         case_name);

}  // namespace chess::pgn::test
