// chess/pgn/replayer.hpp, move level: every move error code, unchecked lines, variations, moves
// after the end of the game, relaxations and letter sets, each with its exact diagnostics
// (code, line:column, game, ply, token, FEN before the move).

#include "chess/pgn/replayer.hpp"

#include <gtest/gtest.h>

#include "replayer_support.hpp"

namespace chess::pgn::test {
namespace {

struct MoveCase {
    std::string_view name;
    std::string_view movetext;  // on line 3 (after the roster and a blank line)
    std::string_view expected;  // render()ed diagnostics, one a line
    std::string_view result_tag = "*";
};

std::ostream& operator<<(std::ostream& out, const MoveCase& c) { return out << c.name; }

std::string move_case_name(const ::testing::TestParamInfo<MoveCase>& param) {
    return std::string(param.param.name);
}

// clang-format off
const MoveCase move_cases[] = {
    {"IllegalMoveThenRestUnchecked", "1. e4 e5 2. Ke3 Nc6 *",
     "E201 3:13 g1 p3 'Ke3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N210 3:17 g1 p4 'Nc6'\n"},
    {"AmbiguousMove", "1. Nf3 d5 2. d4 e6 3. Nd2 Nf6 *",
     "E202 3:23 g1 p5 'Nd2' [rnbqkbnr/ppp2ppp/4p3/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3]\n"
     "N210 3:27 g1 p6 'Nf6'\n"},
    {"UnparsableMove", "1. e4 Zz5 2. d4 *",
     "E203 3:7 g1 p2 'Zz5' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1]\n"
     "N210 3:14 g1 p3 'd4'\n"},
    {"CastlingNotAllowed", "1. e4 e5 2. O-O *",
     "E204 3:13 g1 p3 'O-O' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"NullMoveInCheck", "1. e4 d5 2. Bb5+ -- *",
     "E205 3:18 g1 p4 '--' [rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2]\n"},
    {"PromotionNotAllowed", "1. e4=Q *",
     "E207 3:4 g1 p1 'e4=Q' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    {"MoveAfterCheckmate", "1. f3 e5 2. g4 Qh4# 3. a3 *",
     "E208 3:24 g1 p5 'a3' [rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3]\n"},
    {"MoveAfterFivefoldIsAWarningAndDecisiveResultToo",
     "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 "
     "9. e4 1-0",
     "W209 3:92 g1 p17 'e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9]\n"
     "W305 3:95 g1 p17 '1-0' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 9]\n",
     "1-0"},
    {"IllegalMoveInVariationDisablesOnlyIt", "1. e4 e5 (1... e6 2. Kxe1 3. d4) 2. Nf3 Nc6 *",
     "E201 3:22 g1 p3 'Kxe1' [rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N210 3:30 g1 p4 'd4'\n"},
    {"VariationOfTheFailedMoveIsChecked", "1. e4 e5 2. Ke3 (2. Nf3 Nc6) Nc6 *",
     "E201 3:13 g1 p3 'Ke3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N210 3:30 g1 p4 'Nc6'\n"},
    {"VariationInsideAnUncheckedLineIsCountedWithIt", "1. e4 e5 2. Ke3 Nc6 (2... Nf6 3. Nf3) 3. d4 *",
     "E201 3:13 g1 p3 'Ke3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N210 3:17 g1 p4 'Nc6'\n"},
    {"VariationWithoutMove", "(1. d4 d5) 1. e4 *",
     "W211 3:1 g1\n"},
    {"EveryErrorOfAGameIsReported",
     "1. e4 e5 2. Ke3 (2. Nf3 Nc6 3. Bb9) (2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7) Nc6 3. d4 1/2-1/2",
     "E201 3:13 g1 p3 'Ke3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "E203 3:32 g1 p5 'Bb9' [r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3]\n"
     "W238 3:63 g1 p7 'Qxf7' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n"
     "N210 3:69 g1 p4 'Nc6'\n"
     "E301 3:79 g1 '1/2-1/2'\n",
     "1-0"},
    {"WrongAndMissingMateMarks", "1. e4+ e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 1-0",
     "W239 3:4 g1 p1 'e4+' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "W238 3:36 g1 p7 'Qxf7+' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n",
     "1-0"},
    {"MissingCheckMark", "1. e4 d5 2. Bb5 *",
     "W237 3:13 g1 p3 'Bb5' [rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"NonCanonicalSan", "1. e4 e5 2. Ngf3 Nxc6 3. Bb5 a6 4. Bc6 dxc6 5. 0-0 nf6 *",
     "W236 3:13 g1 p3 'Ngf3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "W232 3:18 g1 p4 'Nxc6' [rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2]\n"
     "W231 3:36 g1 p7 'Bc6' [r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4]\n"
     "N230 3:48 g1 p9 '0-0' [r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5]\n"
     "W235 3:52 g1 p10 'nf6' [r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5]\n"},
    {"NotationStylesOncePerGame", "1. e2-e4 e7-e5 2. Ng1-f3 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    // A piece capture in a long-algebraic game ("Bb5xc6", as pgn-convert --to lan writes it)
    // is that notation's, not SAN over-disambiguated (before: W236 on every one); the same
    // move in a SAN game still is.
    {"LongAlgebraicPieceCapture",
     "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. Nf3xe5 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    {"FullOriginPieceCaptureInSan", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bb5xc6 dxc6 *",
     "W236 3:34 g1 p7 'Bb5xc6' [r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4]\n"},
    {"WrongEnPassantNote", "1. e4 d5 2. exd5 e.p. *",
     "W212 3:13 g1 p3 'exd5' [rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"EnPassantNote", "1. e4 a6 2. e5 d5 3. exd6 e.p. *",
     "N240 3:22 g1 p5 'exd6' [rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3]\n"},
    // The check mark behind a separate note is the move's, verified like any other (before:
    // E203, "e.p.+" read as a move); a second mark is an error.
    {"EnPassantNoteWithCheckMark", "1. e4 e6 2. e5 Ke7 3. a3 d5 4. exd6 e.p.+ *",
     "N240 3:32 g1 p7 'exd6' [rnbq1bnr/ppp1kppp/4p3/3pP3/8/P7/1PPP1PPP/RNBQKBNR w KQ d6 0 4]\n"},
    {"EnPassantNoteWithWrongMateMark", "1. e4 e6 2. e5 Ke7 3. a3 d5 4. exd6 e.p.# *",
     "W239 3:32 g1 p7 'exd6' [rnbq1bnr/ppp1kppp/4p3/3pP3/8/P7/1PPP1PPP/RNBQKBNR w KQ d6 0 4]\n"
     "N240 3:32 g1 p7 'exd6' [rnbq1bnr/ppp1kppp/4p3/3pP3/8/P7/1PPP1PPP/RNBQKBNR w KQ d6 0 4]\n"},
    {"EnPassantNoteWithASecondCheckMark", "1. e4 e6 2. e5 Ke7 3. a3 d5 4. exd6+ e.p.+ *",
     "E203 3:32 g1 p7 'exd6+' [rnbq1bnr/ppp1kppp/4p3/3pP3/8/P7/1PPP1PPP/RNBQKBNR w KQ d6 0 4]\n"},
    // Books' check marks, verified like '+' and '#' (before: E203): a dagger on a move that gives
    // no check is a wrong check mark, and so is a double dagger on a check, as '#' is.
    {"BookCheckMarks", "1. e4 f5 2. Qh5\u2020 g6 3. Qxg6ch hxg6 4. Bd3\u2020 *",
     "N253 3:13 g1 p3 'Qh5\u2020' [rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "W239 3:41 g1 p7 'Bd3\u2020' [rnbqkbnr/ppppp3/6p1/5p2/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 4]\n"},
    // Check and mate as words apart from the move (before: E203 for "mate", and "ch" was read
    // as a move): the move's marks, verified and noted as the glued ones are.
    {"CheckWords", "1. e4 f5 2. Qh5 ch g6 3. Qxg6 check hxg6 4. Bd3 ch *",
     "N253 3:13 g1 p3 'Qh5' [rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "W239 3:45 g1 p7 'Bd3' [rnbqkbnr/ppppp3/6p1/5p2/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 4]\n"},
    {"MateWord", "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 mate *",
     "N253 3:35 g1 p7 'Qxf7' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n"},
    {"TwoWordCheckMarks", "1. e4 f5 2. Qh5 dis ch g6 3. Nf3 dbl ch *",
     "N253 3:13 g1 p3 'Qh5' [rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "W239 3:30 g1 p5 'Nf3' [rnbqkbnr/ppppp2p/6p1/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 3]\n"},
    {"CheckWordAfterACheckMark", "1. e4 f5 2. Qh5+ ch *",
     "E203 3:13 g1 p3 'Qh5+' [rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    // English descriptive notation, read by matching the legal moves (before: E203), noted once
    // per game; a square name that fits two moves is ambiguous, one that fits none illegal.
    {"Descriptive", "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 *",
     "N254 3:4 g1 p1 'P-K4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    {"DescriptiveAmbiguous", "1. P-K4 P-K4 2. N-B3 *",
     "N254 3:4 g1 p1 'P-K4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "E202 3:17 g1 p3 'N-B3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"DescriptiveIllegal", "1. P-K4 P-K5 *",
     "N254 3:4 g1 p1 'P-K4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "E201 3:9 g1 p2 'P-K5' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1]\n"},
    {"DoubleDaggerOnACheck", "1. e4 f5 2. Qh5\u2021 *",
     "W239 3:13 g1 p3 'Qh5\u2021' [rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N253 3:13 g1 p3 'Qh5\u2021' [rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    // Books' promotions "bxa8/Q" and "b7xa8(Q)" (before: E203, "invalid promotion"; the
    // parenthesis also opened a variation), once per game.
    {"SlashOrParenPromotion",
     "1. e4 d5 2. exd5 c6 3. dxc6 Nf6 4. cxb7 Nbd7 5. bxa8/Q e5 6. Qxa7 e4 7. b4 Bd6 8. b5 O-O "
     "9. b6 Ne5 10. b7 Qc7 11. b7xc8(Q) *",
     "N252 3:49 g1 p9 'bxa8/Q' [r1bqkb1r/pP1npppp/5n2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 1 5]\n"
     "N241 3:115 g1 p21 'b7xc8(Q)' [2b2rk1/QPq2ppp/3b1n2/4n3/4p3/8/P1PP1PPP/RNBQKBNR w KQ - 1 11]\n"},
    {"NullMove", "1. e4 -- 2. d4 *",
     "N247 3:7 g1 p2 '--' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1]\n"},
    {"GermanDetected", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *",
     "N245 3:13 g1 p3 'Sf3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"RussianDetected", "1. e2-e4 e7-e5 2. \xD0\x9Ag1-f3 \xD0\x9A" "b8-c6 3. \xD0\xA1" "f1-b5 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 '\xD0\x9Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    // Letters that leave several sets: the game is read in the first set in which it is legal
    // (before: the first set in which its moves merely read, transliterated Russian for C and
    // F, and English for P, so these valid games failed).
    {"FrenchReadWhereLegal", "1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 *",
     "N245 3:13 g1 p3 'Cf3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"GermanBookReadWhereLegal", "1. e2-e4 e7-e5 2. Lf1-c4 Lf8-c5 3. c2-c3 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 'Lf1-c4' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"DutchKnightsNotEnglishPawns", "1. d4 d5 2. Pc3 Pc6 3. Pb5 *",
     "N245 3:13 g1 p3 'Pc3' [rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2]\n"},
    {"FrenchKingOnlyInAVariation", "1. e4 e5 2. d4 (2. Re2 Re7) 2... d5 *",
     "N245 3:20 g1 p3 'Re2' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    // Legal only with an explicit pawn letter (German "Bc5", Bauer): English, and illegal there.
    {"IllegalInEveryPlainReadingStaysEnglish", "1. e4 e6 2. Ke2 Bc5 3. Ke3 *",
     "E201 3:24 g1 p5 'Ke3' [rnbqk1nr/pppp1ppp/4p3/2b5/4P3/8/PPPPKPPP/RNBQ1BNR w kq - 2 3]\n"},
    // "++" fits a check and a mate (some older books mark mate so): no W238 for this one.
    {"DoubleCheckMarkOnAMate", "1. f3 e5 2. g4 Qh4++ 0-1",
     "N251 3:16 g1 p4 'Qh4++' [rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2]\n",
     "0-1"},
    // Latin look-alikes among Cyrillic letters (OCR, a Latin keyboard): read as the Cyrillic they
    // look like, noted once (before: E203, the Latin letters read in no set with the Cyrillic).
    {"CyrillicWithLatinLookalikes",
     "1. e2-e4 e7-e5 2. \u041Ag1-f3 Kb8-c6 3. Cf1-b5 a7-a6 4. Cb5-a4 d7-d6 5. 0-0 Cc8-d7 "
     "6. d2-d4 \u041Ag8-f6 7. \u041Bf1-e1 Cf8-e7 8. Kpg1-h1 0-0 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N214 3:27 g1 p4 'Kb8-c6' [rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2]\n"
     "N230 3:69 g1 p9 '0-0' [r1bqkbnr/1pp2ppp/p1np4/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5]\n"},
    {"LookalikeBeforeTheFirstCyrillicLetter", "1. e2-e4 e7-e5 2. Kg1-f3 \u041Ab8-c6 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N214 3:19 g1 p3 'Kg1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N245 3:19 g1 p3 'Kg1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    // Illegal when read so ("Cc1-g5": the d2 pawn blocks the bishop): the error it always got.
    {"IllegalLookalikeReadingKeepsTheOldError",
     "1. e2-e4 e7-e5 2. \u041Ag1-f3 \u041Ab8-c6 3. Cc1-g5 \u041Ag8-f6 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "E203 3:38 g1 p5 'Cc1-g5' [r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3]\n"
     "N210 3:45 g1 p6 '\u041Ag8-f6'\n"},
    // Not every move reads so ("Nf6", an English letter): the error it always got.
    {"LookalikeGameWithAnEnglishLetterKeepsTheOldError",
     "1. e2-e4 e7-e5 2. \u041Ag1-f3 \u041Ab8-c6 3. Cf1-b5 Nf6 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "E203 3:38 g1 p5 'Cf1-b5' [r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3]\n"
     "N210 3:45 g1 p6 'Nf6'\n"},
    // Cyrillic look-alikes of the file letters a, c, e, h (a Russian keyboard): read as the Latin
    // letters, in a Russian score and in an English one, noted once at the game's end (before:
    // E203, "unknown piece letter" at the first).
    {"CyrillicFileLetters",
     "1. \u04352-\u04354 \u04357-\u04355 2. \u041Ag1-f3 \u041Ab8-\u04416 3. \u0421f1-b5 "
     "\u04307-\u04306 *",
     "N241 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:23 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N215 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    {"CyrillicFileLettersInEnglish",
     "1. \u04354 \u04355 2. Nf3 Nc6 3. Bb5 \u04306 4. B\u04304 Nf6 5. O-O B\u04357 "
     "6. R\u04351 b5 7. Bb3 d6 8. \u04413 O-O 9. \u04BB3 *",
     "N215 3:4 g1 p1 '\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    {"CyrillicFileLettersInPawnCaptures",
     "1. e4 d5 2. \u0435xd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Bg4 6. h3 Bxf3 7. Qxf3 e5 "
     "8. d\u0435 *",
     "N243 3:80 g1 p15 'd\u0435' [rn2kbnr/pp3ppp/2p5/q3p3/3P4/2N2Q1P/PPP2PP1/R1B1KB1R w KQkq - 0 8]\n"
     "N215 3:13 g1 p3 '\u0435xd5' [rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"},
    // Both kinds in one game: each noted, the Latin ones at the first as before.
    {"CyrillicFileLettersWithLatinLookalikes",
     "1. \u04352-\u04354 \u04357-\u04355 2. \u041Ag1-f3 Kb8-\u04416 3. Cf1-b5 "
     "\u04307-\u04306 *",
     "N241 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:23 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N214 3:31 g1 p4 'Kb8-\u04416' [rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2]\n"
     "N215 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    // An illegal move gets its own error, not "unknown piece letter"; the е read before it noted.
    {"IllegalMoveWithCyrillicFileLetters", "1. \u04354 \u04355 2. \u04355 *",
     "E201 3:15 g1 p3 '\u04355' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N215 3:4 g1 p1 '\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    // Russian's lower-case bishop "сf1-c4" reads as written, as it always did.
    {"LowercaseCyrillicBishopAmongCyrillicFileLetters",
     "1. \u04352-\u04354 \u04357-\u04355 2. \u041Ag1-f3 \u041Ab8-c6 3. \u0441f1-c4 *",
     "N241 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:23 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "W235 3:42 g1 p5 '\u0441f1-c4' [r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3]\n"
     "N215 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    // The marks typed on a Russian keyboard: х (Х) for the capture mark, О (о) for castling's O,
    // е.р. for the en-passant note, noted as the file letters are (before: E203 at the first).
    {"CyrillicCaptureMarksAndCastling",
     "1. \u04352-\u04354 \u04417-\u04415 2. \u041Ag1-f3 d7-d6 3. d2-d4 \u04415\u0445d4 "
     "4. \u041Af3\u0445d4 \u041Ag8-f6 5. \u041Ab1-\u04413 \u04307-\u04306 "
     "6. \u0421f1-\u04352 \u04357-\u04355 7. \u041Ad4-b3 \u0421f8-\u04357 "
     "8. \u041E-\u041E \u041E-\u041E *",
     "N241 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:23 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N215 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    {"CyrillicCaptureMarksInEnglish",
     "1. e4 Nf6 2. e5 d5 3. \u0435\u0445d6 \u0435.\u0440. c\u0425d6 4. d4 g6 "
     "5. Nf3 Bg7 6. Be2 O-\u041E 7. \u043E-\u043E Bg4 *",
     "N240 3:23 g1 p5 '\u0435\u0445d6' [rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3]\n"
     "N215 3:23 g1 p5 '\u0435\u0445d6' [rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3]\n"},
    // Russian books' mate mark typed as a Cyrillic х, and typeset as ×, read as the trailing
    // 'x' (before: E203, "unexpected characters after the move").
    {"CyrillicMateMark",
     "1. e2-e4 e7-e5 2. \u0421f1-c4 \u041Ab8-c6 3. \u0424d1-h5 \u041Ag8-f6 "
     "4. \u0424h5:f7\u0445 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 '\u0421f1-c4' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N233 3:57 g1 p7 '\u0424h5:f7\u0445' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n"
     "N249 3:57 g1 p7 '\u0424h5:f7\u0445' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n"
     "N215 3:57 g1 p7 '\u0424h5:f7\u0445' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n"},
    {"TimesSignMateMark",
     "1. e2-e4 e7-e5 2. \u0421f1-c4 \u041Ab8-c6 3. \u0424d1-h5 \u041Ag8-f6 "
     "4. \u0424h5\u00D7f7\u00D7 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 '\u0421f1-c4' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N249 3:57 g1 p7 '\u0424h5\u00D7f7\u00D7' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n"
     "N255 3:57 g1 p7 '\u0424h5\u00D7f7\u00D7' [r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4]\n"},
    // Typeset books' × for the capture mark (before: E203 at the first), noted once a game.
    {"TimesSignCaptures", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. B\u00D7c6 d\u00D7c6 5. Nf3\u00D7e5 *",
     "N255 3:34 g1 p7 'B\u00D7c6' [r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4]\n"
     "W236 3:49 g1 p9 'Nf3\u00D7e5' [r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5]\n"},
    // Moves held back while the letter set is undecided (pawn moves only): the same.
    {"CyrillicEnPassantNotesInHeldBackMoves",
     "1. e4 d5 2. e5 f5 3. \u0435\u0445f6 \u0435. \u0440. e6 4. b4 a6 5. b5 c5 "
     "6. b\u0445c6\u0435\u0440 *",
     "N240 3:22 g1 p5 '\u0435\u0445f6' [rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3]\n"
     "N215 3:22 g1 p5 '\u0435\u0445f6' [rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3]\n"},
    // Russian's lower-case bishop "сd4" where no bishop has that move: the pawn capture "cd4"
    // typed on a Russian keyboard (before: E201, no bishop can reach d4), its missing capture
    // mark reported as for "cd4".
    {"LowercaseBishopWithoutSuchAMoveIsAPawnCapture",
     "1. \u04354 \u04415 2. \u041Af3 d6 3. d4 \u0441d4 4. \u041A\u0445d4 *",
     "N245 3:15 g1 p3 '\u041Af3' [rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "W231 3:29 g1 p6 '\u0441d4' [rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3]\n"
     "N215 3:4 g1 p1 '\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    // The same in a game read with Latin look-alikes of Cyrillic piece letters, whose held-back
    // moves must all replay in that reading ("Kg1-f3": a Latin K).
    {"LowercaseBishopWithoutSuchAMoveAmongLatinLookalikes",
     "1. \u04352-\u04354 \u04417-\u04415 2. Kg1-f3 d7-d6 3. d2-d4 \u0441d4 "
     "4. \u041Af3\u0445d4 *",
     "N241 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N214 3:23 g1 p3 'Kg1-f3' [rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N245 3:23 g1 p3 'Kg1-f3' [rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "W231 3:45 g1 p6 '\u0441d4' [rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3]\n"
     "N215 3:4 g1 p1 '\u04352-\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    // Neither reading legal: the error of the reading as written.
    {"LowercaseBishopWithoutSuchAMoveNorPawnCapture",
     "1. \u04354 \u04415 2. \u041Af3 d6 3. \u0441d4 *",
     "N245 3:15 g1 p3 '\u041Af3' [rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "E201 3:26 g1 p5 '\u0441d4' [rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3]\n"
     "N215 3:4 g1 p1 '\u04354' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"},
    // "Kr", the transliterated king, among Cyrillic letters (before: E203).
    {"TransliteratedKingAmongCyrillicLetters",
     "1. e2-e4 e7-e5 2. \u041Ag1-f3 \u041Ab8-c6 3. \u0421f1-c4 \u0421f8-c5 4. 0-0 "
     "\u041Ag8-f6 5. Krg1-h1 *",
     "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "N245 3:19 g1 p3 '\u041Ag1-f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
     "N230 3:57 g1 p7 '0-0' [r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4]\n"
     "N214 3:72 g1 p9 'Krg1-h1' [r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 6 5]\n"},
    // Without a Cyrillic letter a K is English (or transliterated Russian), never Cyrillic.
    {"EnglishKingMovesStayEnglish", "1. e4 e5 2. Ke2 Ke7 3. Kd3 Kd6 *", ""},
    {"CleanGame", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *", ""},
};
// clang-format on

class MoveCaseTest : public ::testing::TestWithParam<MoveCase> {};

TEST_P(MoveCaseTest, ExactDiagnostics) {
    const MoveCase& c = GetParam();
    const ReplayRun run = replay(with_roster(c.result_tag, "", c.movetext));
    EXPECT_EQ(render(run.diagnostics), c.expected);
    EXPECT_TRUE(run.reader_diagnostics.empty()) << render(run.reader_diagnostics);
}

INSTANTIATE_TEST_SUITE_P(Replayer, MoveCaseTest, ::testing::ValuesIn(move_cases), move_case_name);

// The game's only piece letter is Russian, in a token that reads in no set ("+y"): the error
// names the set the token reads furthest in, not English with "unknown piece letter at byte 1".
TEST(Replayer, UnparsableMoveIsExplainedInTheSetItReadsFurthestIn) {
    const ReplayRun run = replay(with_roster("*", "",
                                             "1. f2-f3 e7-e5 2. g2-g4 \xD0\xA4"
                                             "d8-h4+y *"));
    ASSERT_EQ(run.diagnostics.size(), 2u);  // N241 for the long algebraic, then the error
    EXPECT_EQ(run.diagnostics[1].code, notation::DiagnosticCode::UnparsableMove);
    EXPECT_EQ(run.diagnostics[1].message,
              "not a move in the ru letter set: unexpected characters after the move at byte 9");
    // Any other error is the detected set's own, even where another set reads further ("=Q"
    // is no promotion in a pawn capture, in any set).
    const ReplayRun own = replay(with_roster("*", "", "1. e4 d5 2. ed=Q *"));
    ASSERT_EQ(own.diagnostics.size(), 1u);
    EXPECT_EQ(own.diagnostics[0].message,
              "not a move in the en letter set: invalid promotion at byte 3");
    // A set that reads no more of the token than its letter and a file is not named: "White:"
    // (W the Polish rook, "hi" no square), "Lxx" (L transliterated Russian's rook) are no moves
    // there either, and the error is the game's set's, at the token's ply.
    const ReplayRun word =
        replay(with_roster("*", "", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 White: 4. Ba4 Nf6 *"));
    ASSERT_EQ(word.diagnostics.size(), 2u);  // the error, then N210 for the moves after it
    EXPECT_EQ(render(word.diagnostics[0]),
              "E203 3:31 g1 p7 'White:' "
              "[r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4]");
    EXPECT_EQ(word.diagnostics[0].message,
              "not a move in the en letter set: unknown piece letter at byte 1");
    const ReplayRun typo = replay(with_roster("*", "", "1. e4 e5 2. Ke2 Ke7 3. Lxx *"));
    ASSERT_EQ(typo.diagnostics.size(), 1u);
    EXPECT_EQ(typo.diagnostics[0].message,
              "not a move in the en letter set: unknown piece letter at byte 1");
    // Named by the caller, the set is the one the error is about.
    ReplayerOptions english;
    english.letters = notation::LetterSetId::English;
    const ReplayRun named = replay(with_roster("*", "",
                                               "1. f2-f3 e7-e5 2. g2-g4 \xD0\xA4"
                                               "d8-h4+y *"),
                                   english);
    ASSERT_EQ(named.diagnostics.size(), 2u);
    EXPECT_EQ(named.diagnostics[1].message,
              "not a move in the en letter set: unknown piece letter at byte 1");
}

// Windows-1251 read as Latin-1: "Кg1-f3" arrives as "Êg1-f3" (and "Кр" as "Êð"). The error
// says what the token is in Windows-1251 when that is a move; not for other Latin-1 letters.
TEST(Replayer, UnparsableMoveInMisreadWindows1251SaysSo) {
    const ReplayRun run = replay(with_roster("*", "", "1. e4 e5 2. \u00CAg1-f3 *"));
    ASSERT_EQ(run.diagnostics.size(), 1u);
    EXPECT_EQ(run.diagnostics[0].message,
              "not a move in the en letter set: unknown piece letter at byte 1 (read as "
              "Windows-1251 it is the move '\u041Ag1-f3': is the text in that encoding?)");
    const ReplayRun king =
        replay(with_roster("*", "", "1. e4 e5 2. \u00CA\u00F0e1-e2 \u00CAb8-c6 *"));
    ASSERT_EQ(king.diagnostics.size(), 2u);  // the error, then N210 for the move after it
    EXPECT_TRUE(king.diagnostics[0].message.ends_with(
        "(read as Windows-1251 it is the move '\u041A\u0440e1-e2': is the text in that "
        "encoding?)"))
        << king.diagnostics[0].message;
    const ReplayRun latin = replay(with_roster("*", "", "1. e4 e5 2. M\u00FCf3 *"));
    ASSERT_EQ(latin.diagnostics.size(), 1u);
    EXPECT_EQ(latin.diagnostics[0].message,
              "not a move in the en letter set: unknown piece letter at byte 1");
}

// Letters legal in several sets: German and French before transliterated Russian, the rarest
// in print. A German study's "c7-c8L" is a bishop (before: a rook, and mate), a French "Fd3" a
// bishop (before: a queen).
TEST(Replayer, AmbiguousLettersAreReadGermanOrFrenchBeforeTransliteratedRussian) {
    const auto first_move = [](std::string_view fen, std::string_view movetext) {
        RecordingObserver observer;
        replay(with_roster("*", "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n", movetext),
               {}, &observer);
        return observer.events.substr(0, observer.events.find('\n', observer.events.find("move")));
    };
    constexpr std::string_view study = "k7/2P5/1K6/8/8/8/8/8 w - - 0 1";
    EXPECT_EQ(first_move(study, "1. c7-c8L *"), "start de detected\nmove 1 c7-c8L c8=B");
    EXPECT_EQ(first_move(study, "1. c8=F *"), "start fr detected\nmove 1 c8=F c8=B");
    EXPECT_EQ(first_move("r3k2r/pppqbppp/2n2n2/3pp3/2BPP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
                         "1. Fd3 Fd6 *"),
              "start fr detected\nmove 1 Fd3 Bd3");
}

// N214 names every look-alike the game was read with, once a game.
TEST(Replayer, LookalikeNoteSaysWhichLettersWereRead) {
    const std::string game = with_roster("*", "",
                                         "1. e2-e4 e7-e5 2. \u041Ag1-f3 Kb8-c6 3. Cf1-b5 "
                                         "\u041Ag8-f6 4. Kb1-c3 *");
    const ReplayRun run = replay(game + game);
    std::vector<notation::OwnedDiagnostic> notes;
    for (const auto& d : run.diagnostics)
        if (d.code == notation::DiagnosticCode::LookalikeLetters) notes.push_back(d);
    ASSERT_EQ(notes.size(), 2u) << render(run.diagnostics);
    EXPECT_EQ(notes[0].game, 1u);
    EXPECT_EQ(notes[1].game, 2u);
    EXPECT_EQ(notes[0].message,
              "Latin letters read as the Cyrillic piece letters they look like: "
              "'C' as '\u0421' (bishop), 'K' as '\u041A' (knight)");
    EXPECT_EQ(notation::code_string(notes[0].code), "N214");
    EXPECT_EQ(run.counters.games_with_errors, 0u);
}

// N215 names every Cyrillic look-alike read in the game, once a game, located at the first.
TEST(Replayer, CyrillicLookalikeNoteSaysWhichLettersWereRead) {
    const std::string game =
        with_roster("*", "", "1. \u04354 \u04355 2. Nf3 Nc6 3. Bb5 \u04306 4. B\u04304 *");
    const ReplayRun run = replay(game + game);
    std::vector<notation::OwnedDiagnostic> notes;
    for (const auto& d : run.diagnostics)
        if (d.code == notation::DiagnosticCode::CyrillicLookalikes) notes.push_back(d);
    ASSERT_EQ(notes.size(), 2u) << render(run.diagnostics);
    EXPECT_EQ(notes[0].game, 1u);
    EXPECT_EQ(notes[1].game, 2u);
    EXPECT_EQ(notes[0].ply, 1u);
    EXPECT_EQ(notes[0].token, "\u04354");
    EXPECT_EQ(notes[0].message,
              "Cyrillic letters read as the Latin letters they look like: "
              "'\u0430' as 'a', '\u0435' as 'e'");
    EXPECT_EQ(notation::code_string(notes[0].code), "N215");
    EXPECT_EQ(notes[0].severity, notation::Severity::Note);
    EXPECT_EQ(run.diagnostics.size(), 2u) << render(run.diagnostics);
    EXPECT_EQ(run.counters.games_with_errors, 0u);
}

// N215 names the marks' Cyrillic letters too: х and Х for x, О and о for O, р for p (the
// en-passant note's, apart from the move here).
TEST(Replayer, CyrillicLookalikeNoteNamesTheMarksLetters) {
    const ReplayRun run = replay(with_roster(
        "*", "",
        "1. e4 Nf6 2. e5 d5 3. \u0435\u0445d6 \u0435.\u0440. c\u0425d6 4. d4 g6 5. Nf3 Bg7 "
        "6. Be2 O-\u041E 7. \u043E-\u043E Bg4 *"));
    std::vector<notation::OwnedDiagnostic> notes;
    for (const auto& d : run.diagnostics)
        if (d.code == notation::DiagnosticCode::CyrillicLookalikes) notes.push_back(d);
    ASSERT_EQ(notes.size(), 1u) << render(run.diagnostics);
    EXPECT_EQ(notes[0].ply, 5u);
    EXPECT_EQ(notes[0].message,
              "Cyrillic letters read as the Latin letters they look like: '\u0435' as 'e', "
              "'\u0445' as 'x', '\u0425' as 'x', '\u041E' as 'O', '\u043E' as 'O', "
              "'\u0440' as 'p'");
    EXPECT_EQ(run.counters.games_with_errors, 0u);
}

// "сd4" in Cyrillic letters is the bishop's move whenever the bishop has it, even where the
// c-pawn could take on d4 too: a token that reads as written is read so. Only where the bishop
// has no such move is it the pawn capture, and where neither is legal the bishop's error stands.
TEST(Replayer, LowercaseCyrillicBishopBeforeThePawnCapture) {
    struct Run {
        std::string moves;
        std::vector<notation::OwnedDiagnostic> diagnostics;
    };
    const auto run = [](std::string_view fen) {
        RecordingObserver observer;
        const std::string tags = "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n";
        const ReplayRun replayed =
            replay(with_roster("*", tags, "1. \u041Ag1-f3 \u041A\u0440e8-d7 2. \u0441d4 *"), {},
                   &observer);
        return Run{observer.events, replayed.diagnostics};
    };
    // Bishop e3 and pawn c3 can both take on d4: the bishop takes.
    const Run both = run("4k3/8/8/8/3p4/2P1B3/8/4K1N1 w - - 0 1");
    EXPECT_NE(both.moves.find("move 3 \u0441d4 Bxd4\n"), std::string::npos) << both.moves;
    // Bishop f1 cannot: the pawn takes, and N215 says the с was read as a c.
    const Run pawn = run("4k3/8/8/8/3p4/2P5/8/4KBN1 w - - 0 1");
    EXPECT_NE(pawn.moves.find("move 3 \u0441d4 cxd4\n"), std::string::npos) << pawn.moves;
    ASSERT_FALSE(pawn.diagnostics.empty());
    EXPECT_EQ(pawn.diagnostics.back().code, notation::DiagnosticCode::CyrillicLookalikes);
    EXPECT_EQ(pawn.diagnostics.back().message,
              "Cyrillic letters read as the Latin letters they look like: '\u0441' as 'c'");
    // Neither can: the bishop's error, as before.
    const Run neither = run("4k3/8/8/8/3p4/8/8/4KBN1 w - - 0 1");
    EXPECT_EQ(neither.moves.find("move 3"), std::string::npos) << neither.moves;
    ASSERT_FALSE(neither.diagnostics.empty());
    EXPECT_EQ(neither.diagnostics.back().code, notation::DiagnosticCode::IllegalMove);
    EXPECT_EQ(neither.diagnostics.back().message, "illegal move: no bishop can reach d4");
}

// With the Cyrillic set named (--from-letters ru), its Latin look-alikes can mean nothing else:
// read move by move, with no Cyrillic letter or legal replay of the whole game needed, and noted
// at the game's end, naming every one read (before: E203 at the first).
TEST(Replayer, LookalikesAreReadInTheCyrillicSetNamed) {
    ReplayerOptions russian;
    russian.letters = notation::LetterSetId::RussianCyrillic;
    const ReplayRun run =
        replay(with_roster("*", "", "1. e2-e4 e7-e5 2. Kg1-f3 Kb8-c6 3. Cf1-b5 a7-a6 4. Kpe1-e2 *"),
               russian);
    EXPECT_EQ(render(run.diagnostics),
              "N241 3:4 g1 p1 'e2-e4' [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
              "N245 3:19 g1 p3 'Kg1-f3' "
              "[rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
              "N214 3:19 g1 p3 'Kg1-f3' "
              "[rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n");
    ASSERT_EQ(run.diagnostics.size(), 3u);
    EXPECT_EQ(run.diagnostics[2].message,
              "Latin letters read as the Cyrillic piece letters they look like: "
              "'Kp' as '\u041A\u0440' (king), 'C' as '\u0421' (bishop), 'K' as '\u041A' (knight)");
    // Another set named: a K is that set's, never a Cyrillic knight.
    ReplayerOptions english;
    english.letters = notation::LetterSetId::English;
    const ReplayRun named_english = replay(with_roster("*", "", "1. e4 e5 2. Kg1-f3 *"), english);
    ASSERT_EQ(named_english.diagnostics.size(), 1u) << render(named_english.diagnostics);
    EXPECT_EQ(named_english.diagnostics[0].code, notation::DiagnosticCode::IllegalMove);
}

TEST(Replayer, MissingPromotionPieceFromAFen) {
    const ReplayRun run = replay(
        with_roster("*", "[SetUp \"1\"]\n[FEN \"8/4P3/8/8/8/k7/8/K7 w - - 0 1\"]\n", "1. e8 *"));
    EXPECT_EQ(render(run.diagnostics), "E206 5:4 g1 p1 'e8' [8/4P3/8/8/8/k7/8/K7 w - - 0 1]\n");
}

TEST(Replayer, MovesAfterStalemateAndAfterADeadPosition) {
    const ReplayRun stalemate = replay(with_roster(
        "*", "[SetUp \"1\"]\n[FEN \"k7/8/8/1Q6/8/8/8/7K w - - 0 1\"]\n", "1. Qb6 Kb8 *"));
    EXPECT_EQ(render(stalemate.diagnostics),
              "E208 5:8 g1 p2 'Kb8' [k7/8/1Q6/8/8/8/8/7K b - - 1 1]\n");
    EXPECT_NE(stalemate.diagnostics[0].message.find("stalemate"), std::string::npos);
    // A null move resolves in a stalemate (no check), but the game is over.
    const ReplayRun null = replay(with_roster(
        "*", "[SetUp \"1\"]\n[FEN \"k7/8/8/1Q6/8/8/8/7K w - - 0 1\"]\n", "1. Qb6 -- *"));
    EXPECT_EQ(render(null.diagnostics), "E208 5:8 g1 p2 '--' [k7/8/1Q6/8/8/8/8/7K b - - 1 1]\n");
    // K+B v K after the capture: the game is drawn; the moves after it are checked, and
    // reported once.
    const ReplayRun dead =
        replay(with_roster("*", "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/1n6/KB6 w - - 0 1\"]\n",
                           "1. Kxb2 Kb7 2. Kc3 Kc6 *"));
    EXPECT_EQ(render(dead.diagnostics), "W209 5:9 g1 p2 'Kb7' [k7/8/8/8/8/8/1K6/1B6 b - - 0 1]\n");
    EXPECT_EQ(dead.diagnostics[0].message,
              "the game was drawn by insufficient material after ply 1");
    EXPECT_EQ(dead.counters.moves, 4u);
}

// Pawns locked for good, kings that cannot get at them (pgnmentor, a Tan Cup game after
// 37.gxh5 gxh5): dead, so drawn (FIDE 5.2.2), though material is plentiful.
TEST(Replayer, LockedPawnsEndTheGame) {
    const std::string setup =
        "[SetUp \"1\"]\n[FEN \"8/8/5kp1/2p1p2P/1pP1P2P/1P3K2/8/8 b - - 0 37\"]\n";
    const ReplayRun run = replay(with_roster("1/2-1/2", setup, "37... gxh5 38. Kg3 Kg6 1/2-1/2"));
    EXPECT_EQ(render(run.diagnostics),
              "W209 5:16 g1 p2 'Kg3' [8/8/5k2/2p1p2p/1pP1P2P/1P3K2/8/8 w - - 0 38]\n");
    ASSERT_EQ(run.diagnostics.size(), 1u);
    EXPECT_EQ(run.diagnostics[0].message,
              "the game was drawn by a dead position (locked pawns) after ply 1");
    // Nobody can win such a game: a decisive result contradicts the board.
    const ReplayRun won = replay(with_roster("1-0", setup, "37... gxh5 1-0"));
    EXPECT_EQ(render(won.diagnostics),
              "E304 5:12 g1 p1 '1-0' [8/8/5k2/2p1p2p/1pP1P2P/1P3K2/8/8 w - - 0 38]\n");
}

TEST(Replayer, SeventyFiveMovesFromAFenClock) {
    const ReplayRun run =
        replay(with_roster("1-0", "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/8/KQ6 w - - 149 100\"]\n",
                           "100. Qb2 Ka7 101. Qb3 1-0"));
    EXPECT_EQ(render(run.diagnostics),
              "W209 5:10 g1 p2 'Ka7' [k7/8/8/8/8/8/1Q6/K7 b - - 150 100]\n"
              "W306 5:23 g1 p3 '1-0' [8/k7/8/8/8/1Q6/8/K7 b - - 152 101]\n");
}

TEST(Replayer, MessagesSayWhy) {
    const ReplayRun run = replay(with_roster("*", "", "1. Nf3 d5 2. d4 e6 3. Nd2 *"));
    ASSERT_EQ(run.diagnostics.size(), 1u);
    EXPECT_EQ(run.diagnostics[0].message, "ambiguous move: Nbd2, Nfd2");
    EXPECT_EQ(notation::format_diagnostic(run.diagnostics[0].view()),
              "t.pgn:3:23: error[E202]: ambiguous move: Nbd2, Nfd2 'Nd2' (game 1, ply 5)");
    const ReplayRun illegal = replay(with_roster("*", "", "1. e4 e5 2. Ke3 Nc6 3. d4 *"));
    ASSERT_EQ(illegal.diagnostics.size(), 2u);
    EXPECT_EQ(illegal.diagnostics[0].message, "illegal move: no king can reach e3");
    EXPECT_EQ(illegal.diagnostics[1].message, "2 moves after the error not checked, from");
    const ReplayRun lapse = replay(with_roster("*", "", "1. e4 e5 2. Ngf3 *"));
    ASSERT_EQ(lapse.diagnostics.size(), 1u);
    EXPECT_EQ(lapse.diagnostics[0].message, "more disambiguation than needed; SAN: Nf3");
    // Words between the moves are the reader's comment (W134), no move; a word that the
    // reader leaves to the replayer (a check word with no move before it) is said to be a word,
    // not "unknown piece letter"; a mistyped move keeps the parser's reason.
    const ReplayRun words =
        replay(with_roster("1-0", "", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 and wins 1-0"));
    EXPECT_TRUE(words.diagnostics.empty());
    ASSERT_EQ(words.reader_diagnostics.size(), 1u);
    EXPECT_EQ(words.reader_diagnostics[0].code, notation::DiagnosticCode::WordsInMovetext);
    const ReplayRun word =
        replay(with_roster("1-0", "", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 {threatening} mate 1-0"));
    ASSERT_EQ(word.diagnostics.size(), 1u);
    EXPECT_EQ(word.diagnostics[0].message,
              "not a move but a word (commentary goes in braces: { })");
    const ReplayRun descriptive = replay(with_roster("*", "", "1. e4 e5 2. N-B3 *"));
    ASSERT_EQ(descriptive.diagnostics.size(), 1u);
    EXPECT_EQ(descriptive.diagnostics[0].message,
              "ambiguous move: descriptive notation that fits Nc3, Nf3");
    const ReplayRun typo = replay(with_roster("*", "", "1. e4 e5 2. Nf *"));
    ASSERT_EQ(typo.diagnostics.size(), 1u);
    EXPECT_EQ(typo.diagnostics[0].message,
              "not a move in the en letter set: incomplete or invalid square at byte 3");
    // A square's file typed in upper case: still an error (a capital B may be a bishop), with
    // the reading that is legal here.
    const ReplayRun upper = replay(with_roster("*", "", "1. E4 *"));
    ASSERT_EQ(upper.diagnostics.size(), 1u);
    EXPECT_EQ(upper.diagnostics[0].message,
              "not a move in the en letter set: unknown piece letter at byte 1 (a file in upper "
              "case? 'e4' is a legal move here)");
    const ReplayRun knight = replay(with_roster("*", "", "1. e4 e5 2. NF3 *"));
    ASSERT_EQ(knight.diagnostics.size(), 1u);
    EXPECT_EQ(knight.diagnostics[0].message,
              "not a move in the en letter set: incomplete or invalid square at byte 2 (a file in "
              "upper case? 'Nf3' is a legal move here)");
    // No hint where the lower-case reading is no legal move either.
    const ReplayRun no_hint = replay(with_roster("*", "", "1. e4 e5 2. NF6 *"));
    ASSERT_EQ(no_hint.diagnostics.size(), 1u);
    EXPECT_EQ(no_hint.diagnostics[0].message,
              "not a move in the en letter set: incomplete or invalid square at byte 2");
}

TEST(Replayer, PliesOfAGameFromAFenWithBlackToMoveStartAtOne) {
    const ReplayRun run = replay(with_roster(
        "*",
        "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n",
        "1... e5 2. Ke3 *"));
    EXPECT_EQ(
        render(run.diagnostics),
        "E201 5:12 g1 p2 'Ke3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n");
}

TEST(Replayer, GamesAreIndependent) {
    const std::string pgn = with_roster("*", "", "1. e4 e5 2. Ke3 *") +
                            with_roster("*", "", "1. d4 d5 2. c4 *") +
                            with_roster("*", "", "1. e4 Ke7 *");
    const ReplayRun run = replay(pgn);
    EXPECT_EQ(
        render(run.diagnostics),
        "E201 3:13 g1 p3 'Ke3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n"
        "E201 9:7 g3 p2 'Ke7' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1]\n");
    EXPECT_EQ(run.counters.games, 3u);
    EXPECT_EQ(run.counters.games_with_errors, 2u);
    EXPECT_EQ(run.counters.moves, 2u + 3u + 1u);
}

TEST(ReplayerCodes, EveryCodeIsDescribedOnceWithItsStage) {
    using notation::DiagnosticCode;
    int move_codes = 0;
    int game_codes = 0;
    for (int n = 200; n < 400; ++n) {
        const auto code = static_cast<DiagnosticCode>(n);
        if (notation::describe(code) == "unknown diagnostic code") continue;
        (n < 300 ? move_codes : game_codes) += 1;
    }
    EXPECT_EQ(move_codes, 16 + notation::relaxation_count);
    EXPECT_EQ(game_codes, 17);
    // One code per relaxation, in the relaxation's order.
    for (int r = 0; r < notation::relaxation_count; ++r) {
        EXPECT_NE(notation::describe(static_cast<DiagnosticCode>(230 + r)),
                  "unknown diagnostic code")
            << notation::describe(static_cast<notation::Relaxation>(r));
    }
    EXPECT_EQ(notation::code_string(DiagnosticCode::IllegalMove), "E201");
    EXPECT_EQ(notation::code_string(DiagnosticCode::MoveAfterAutomaticDraw), "W209");
    EXPECT_EQ(notation::code_string(DiagnosticCode::UncheckedMoves), "N210");
    EXPECT_EQ(notation::code_string(DiagnosticCode::LongAlgebraic), "N241");
    EXPECT_EQ(notation::code_string(DiagnosticCode::WrongCheckMark), "W239");
    EXPECT_EQ(notation::code_string(DiagnosticCode::ResultContradictsCheckmate), "E302");
    EXPECT_EQ(notation::code_string(DiagnosticCode::MalformedRound), "N311");
}

TEST(ReplayerTagsKept, KnownTagNamesMatchExactly) {
    EXPECT_EQ(GameTags::lookup("FEN"), KnownTag::Fen);
    EXPECT_EQ(GameTags::lookup("TimeControl"), KnownTag::TimeControl);
    EXPECT_EQ(GameTags::lookup("fen"), std::nullopt);
    EXPECT_EQ(GameTags::lookup("Annotator"), std::nullopt);
    EXPECT_EQ(GameTags::lookup(""), std::nullopt);
    for (int i = 0; i < known_tag_count; ++i) {
        const auto tag = static_cast<KnownTag>(i);
        EXPECT_EQ(GameTags::lookup(GameTags::name(tag)), tag);
    }
}

}  // namespace
}  // namespace chess::pgn::test
