// chess/pgn/replayer.hpp, game level: the result against the Result tag and the board, time
// forfeits, the Seven Tag Roster, FEN / SetUp / Variant, Chess960.

#include <gtest/gtest.h>

#include <string>

#include "chess/pgn/replayer.hpp"
#include "replayer_support.hpp"

namespace chess::pgn::test {
namespace {

std::string fen_tags(std::string_view fen) {
    return "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n";
}

TEST(ReplayerResults, ResultTagAgainstResultToken) {
    EXPECT_EQ(render(replay(with_roster("1-0", "", "1. e4 e5 0-1")).diagnostics),
              "E301 3:10 g1 '0-1'\n");
    EXPECT_EQ(render(replay(with_roster("1-0", "", "1. e4 e5 *")).diagnostics),
              "E301 3:10 g1 '*'\n");
    // A sloppy token is compared by what it means; a malformed tag is reported once (W310).
    EXPECT_EQ(render(replay(with_roster("1/2-1/2", "", "1. e4 e5 1/2")).diagnostics), "");
    EXPECT_EQ(render(replay(with_roster("1:0", "", "1. e4 e5 1-0")).diagnostics),
              "W310 1:74 g1 '1:0'\n");
}

TEST(ReplayerResults, ResultAgainstCheckmate) {
    constexpr std::string_view mate =
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    EXPECT_EQ(render(replay(with_roster("1-0", "", "1. f3 e5 2. g4 Qh4# 1-0")).diagnostics),
              "E302 3:21 g1 p4 '1-0' [" + std::string(mate) + "]\n");
    EXPECT_EQ(render(replay(with_roster("1/2-1/2", "", "1. f3 e5 2. g4 Qh4# 1/2-1/2")).diagnostics),
              "E302 3:21 g1 p4 '1/2-1/2' [" + std::string(mate) + "]\n");
    EXPECT_EQ(render(replay(with_roster("0-1", "", "1. f3 e5 2. g4 Qh4# 0-1")).diagnostics), "");
    EXPECT_EQ(render(replay(with_roster("*", "", "1. f3 e5 2. g4 Qh4# *")).diagnostics), "");
    // No result token: the tag's result is judged, at the tag's location.
    const ReplayRun tag_only = replay(with_roster("1-0", "", "1. f3 e5 2. g4 Qh4#"));
    EXPECT_EQ(render(tag_only.diagnostics), "E302 1:74 g1 p4 '1-0' [" + std::string(mate) + "]\n");
    const auto message = replay(with_roster("1-0", "", "1. f3 e5 2. g4 Qh4# 1-0")).diagnostics;
    EXPECT_EQ(message.at(0).message, "Black mates, so the result is 0-1, not");
}

TEST(ReplayerResults, DecisiveResultAfterStalemateOrWithInsufficientMaterial) {
    EXPECT_EQ(
        render(replay(with_roster("1-0", fen_tags("k7/8/8/1Q6/8/8/8/7K w - - 0 1"), "1. Qb6 1-0"))
                   .diagnostics),
        "E303 5:8 g1 p1 '1-0' [k7/8/1Q6/8/8/8/8/7K b - - 1 1]\n");
    EXPECT_EQ(
        render(replay(with_roster("1-0", fen_tags("k7/8/8/8/8/8/1n6/KB6 w - - 0 1"), "1. Kxb2 1-0"))
                   .diagnostics),
        "E304 5:9 g1 p1 '1-0' [k7/8/8/8/8/8/1K6/1B6 b - - 0 1]\n");
    EXPECT_EQ(render(replay(with_roster("1/2-1/2", fen_tags("k7/8/8/8/8/8/1n6/KB6 w - - 0 1"),
                                        "1. Kxb2 1/2-1/2"))
                         .diagnostics),
              "");
}

TEST(ReplayerResults, TimeForfeitWinForASideThatCannotMate) {
    // White has a knight against a queen: it cannot mate (FIDE 6.9), Black could.
    const std::string setup = fen_tags("k7/8/8/8/8/8/8/KNq5 w - - 0 1");
    const std::string lost = "E307 6:8 g1 p1 '1-0' [k7/8/8/8/8/8/K7/1Nq5 b - - 1 1]\n";
    EXPECT_EQ(
        render(replay(with_roster("1-0", setup + "[Termination \"time forfeit\"]\n", "1. Ka2 1-0"))
                   .diagnostics),
        lost);
    EXPECT_EQ(
        render(replay(with_roster("1-0", setup + "[Termination \"Time forfeit\"]\n", "1. Ka2 1-0"))
                   .diagnostics),
        lost);
    EXPECT_EQ(render(replay(with_roster("1-0", setup + "[Termination \"Alice won on time\"]\n",
                                        "1. Ka2 1-0"))
                         .diagnostics),
              lost);
    // Black, who can mate, may win on time; a resignation is no forfeit.
    EXPECT_EQ(
        render(replay(with_roster("0-1", setup + "[Termination \"time forfeit\"]\n", "1. Ka2 0-1"))
                   .diagnostics),
        "");
    EXPECT_EQ(render(replay(with_roster("1-0", setup + "[Termination \"normal\"]\n", "1. Ka2 1-0"))
                         .diagnostics),
              "");
}

TEST(ReplayerTags, MissingRosterTagsAreNamedInOneDiagnostic) {
    const ReplayRun bare = replay("1. e4 *\n");
    EXPECT_EQ(render(bare.diagnostics), "W308 1:1 g1\n");
    EXPECT_EQ(bare.diagnostics[0].message,
              "missing Seven Tag Roster tags: Event Site Date Round White Black Result");
    const ReplayRun some = replay("\n[Event \"x\"]\n[White \"a\"]\n\n1. e4 *\n");
    EXPECT_EQ(render(some.diagnostics), "W308 2:1 g1\n");
    EXPECT_EQ(some.diagnostics[0].message,
              "missing Seven Tag Roster tags: Site Date Round Black Result");
}

std::string roster(std::string_view date, std::string_view round, std::string_view result) {
    return "[Event \"e\"]\n[Site \"s\"]\n[Date \"" + std::string(date) + "\"]\n[Round \"" +
           std::string(round) + "\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"" +
           std::string(result) + "\"]\n\n*\n";
}

TEST(ReplayerTags, DateIsYearMonthDayWithQuestionMarks) {
    for (const char* good : {"2024.01.31", "1984.??.??", "????.??.??", "19??.??.??", "2000.02.??"})
        EXPECT_EQ(render(replay(roster(good, "1", "*")).diagnostics), "") << good;
    for (const char* bad : {"2024.13.01", "2024.00.10", "2024.1.1", "2006", "2024-01-01",
                            "2024.01.32", "", "2024.01.01 "}) {
        EXPECT_EQ(
            render(replay(roster(bad, "1", "*")).diagnostics),
            "W309 3:1 g1" + std::string(*bad != '\0' ? " '" + std::string(bad) + "'" : "") + "\n")
            << bad;
    }
}

TEST(ReplayerTags, RoundAndResultTags) {
    for (const char* good : {"1", "2.1", "?", "-", "10.2.3"})
        EXPECT_EQ(render(replay(roster("????.??.??", good, "*")).diagnostics), "") << good;
    for (const char* bad : {"1a", "1.", ".1", "Final", "1..2"})
        EXPECT_EQ(render(replay(roster("????.??.??", bad, "*")).diagnostics),
                  "N311 4:1 g1 '" + std::string(bad) + "'\n")
            << bad;
    for (const char* good : {"1-0", "0-1", "1/2-1/2"}) {
        const std::string pgn =
            "[Event \"e\"]\n[Site \"s\"]\n[Date \"????.??.??\"]\n[Round \"1\"]\n"
            "[White \"w\"]\n[Black \"b\"]\n[Result \"" +
            std::string(good) + "\"]\n\n" + good + "\n";
        EXPECT_EQ(render(replay(pgn).diagnostics), "") << good;
    }
    for (const char* bad : {"1:0", "\xC2\xBD-\xC2\xBD", "1-0 ", "white"})
        EXPECT_EQ(render(replay(roster("????.??.??", "1", bad)).diagnostics),
                  "W310 7:1 g1 '" + std::string(bad) + "'\n")
            << bad;
}

TEST(ReplayerTags, FenAndSetUp) {
    constexpr std::string_view fen = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1";
    EXPECT_EQ(render(replay(with_roster("*", "[FEN \"" + std::string(fen) + "\"]\n", "1. Kd2 *"))
                         .diagnostics),
              "W312 2:1 g1 '" + std::string(fen) + "'\n");
    const ReplayRun zero =
        replay(with_roster("*", "[SetUp \"0\"]\n[FEN \"" + std::string(fen) + "\"]\n", "1. Kd2 *"));
    EXPECT_EQ(render(zero.diagnostics), "W312 3:1 g1 '" + std::string(fen) + "'\n");
    EXPECT_EQ(zero.counters.moves, 1u) << "the FEN is used";
    const ReplayRun no_fen = replay(with_roster("*", "[SetUp \"1\"]\n", "1. e4 *"));
    EXPECT_EQ(render(no_fen.diagnostics), "W313 2:1 g1 '1'\n");
    EXPECT_EQ(no_fen.counters.moves, 1u) << "the standard position is used";
}

TEST(ReplayerTags, InvalidFenIsNotReplayed) {
    RecordingObserver observer;
    const ReplayRun syntax = replay(
        with_roster("*", fen_tags("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
                    "1. e4 e5 *"),
        {}, &observer);
    EXPECT_EQ(render(syntax.diagnostics),
              "E314 3:1 g1 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'\n");
    EXPECT_EQ(observer.events,
              "start en detected not-replayable\n"
              "unchecked 1 e4 not-replayed\n"
              "unchecked 2 e5 not-replayed\n"
              "result *\n"
              "end 2 incomplete\n");
    // The side not to move in check: fatal, never tolerated.
    const ReplayRun fatal =
        replay(with_roster("*", fen_tags("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"), "1. Kd2 *"));
    EXPECT_EQ(render(fatal.diagnostics), "E314 3:1 g1 '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1'\n");
    EXPECT_EQ(fatal.diagnostics[0].message,
              "illegal position: side not to move is in check; moves not checked");
}

TEST(ReplayerTags, IllegalButPlayableFenIsReplayed) {
    const ReplayRun run =
        replay(with_roster("*", fen_tags("4k3/4p3/8/8/8/8/4P3/3K4 w KQkq - 0 1"), "1. Kd2 Kd7 *"));
    EXPECT_EQ(render(run.diagnostics), "W316 3:1 g1 '4k3/4p3/8/8/8/8/4P3/3K4 w KQkq - 0 1'\n");
    EXPECT_EQ(run.counters.moves, 2u);
}

TEST(ReplayerTags, UnsupportedVariantIsNotReplayed) {
    RecordingObserver observer;
    const ReplayRun run =
        replay(with_roster("*", "[Variant \"Crazyhouse\"]\n", "1. e4 e5 *"), {}, &observer);
    EXPECT_EQ(render(run.diagnostics), "W315 2:1 g1 'Crazyhouse'\n");
    EXPECT_EQ(run.counters.unchecked_moves, 2u);
    for (const char* standard : {"Standard", "From Position", "chess", "normal"}) {
        EXPECT_EQ(render(replay(with_roster("*", "[Variant \"" + std::string(standard) + "\"]\n",
                                            "1. e4 e5 *"))
                             .diagnostics),
                  "")
            << standard;
    }
}

constexpr std::string_view chess960_fen =
    "nbbrnkrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRNKRQ w KQkq - 0 1";

class UciRecorder : public ReplayObserver {
public:
    std::string moves;
    bool chess960 = false;
    Control begin_movetext(const ReplayStart& start) override {
        chess960 = start.chess960;
        return Control::Continue;
    }
    Control move(const ReplayedMove& m) override {
        m.append(moves, {notation::MoveNotation::Uci, notation::LetterSetId::English, false});
        moves += ' ';
        return Control::Continue;
    }
};

// Rights of White and Black that no start position gives (kings on f1 and e8): each is possible
// alone and nothing tells which colour's is wrong, so the FEN is reported (W316) and the rights
// are kept, as the software that played the game kept them: its castling moves replay.
TEST(ReplayerChess960, ContradictoryCastlingRightsOfTheTwoColoursAreKept) {
    constexpr std::string_view fen = "r3k2r/8/8/8/8/8/8/R4K1R w AHah - 0 1";
    UciRecorder observer;
    const ReplayRun run =
        replay(with_roster("*", "[Variant \"Chess960\"]\n" + fen_tags(fen), "1. O-O O-O-O *"), {},
               &observer);
    EXPECT_EQ(render(run.diagnostics), "W316 4:1 g1 '" + std::string(fen) + "'\n");
    ASSERT_FALSE(run.diagnostics.empty());
    EXPECT_NE(run.diagnostics[0].message.find("White's and Black's castling rights"),
              std::string::npos);
    EXPECT_EQ(observer.moves, "f1h1 e8a8 ");
}

TEST(ReplayerChess960, FromTheVariantTag) {
    UciRecorder observer;
    const ReplayRun run =
        replay(with_roster("*", "[Variant \"Chess960\"]\n" + fen_tags(chess960_fen),
                           "1. O-O O-O 2. Nd3 *"),
               {}, &observer);
    EXPECT_EQ(render(run.diagnostics), "");
    EXPECT_TRUE(observer.chess960);
    EXPECT_EQ(observer.moves, "f1g1 f8g8 e1d3 ");
}

TEST(ReplayerChess960, DetectedFromAShredderFen) {
    UciRecorder observer;
    const ReplayRun run = replay(
        with_roster("*", fen_tags("nbbrnkrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRNKRQ w GDgd - 0 1"),
                    "1. O-O O-O *"),
        {}, &observer);
    EXPECT_EQ(render(run.diagnostics), "");
    EXPECT_TRUE(observer.chess960);
    EXPECT_EQ(observer.moves, "f1g1 f8g8 ");
}

TEST(ReplayerChess960, VariantWithoutFenStartsFromTheStandardArrangement) {
    UciRecorder observer;
    const ReplayRun run = replay(
        with_roster("*", "[Variant \"chess 960\"]\n", "1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O *"),
        {}, &observer);
    EXPECT_EQ(render(run.diagnostics), "W313 2:1 g1 'chess 960'\n");
    EXPECT_TRUE(observer.chess960);
    EXPECT_EQ(observer.moves, "g1f3 g8f6 g2g3 g7g6 f1g2 f8g7 e1h1 ");
}

// Rights that only Chess960 has (K with the rook on g1, the king on e1) in a game that is not
// Chess960: dropped (W316), so castling with them is reported. Before, the game was taken for
// Chess960 and the castling replayed, even with [Variant "Standard"].
TEST(ReplayerChess960, RightsOnlyChess960HasAreDroppedInAStandardGame) {
    constexpr std::string_view fen = "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1";
    for (const std::string variant : {"[Variant \"Standard\"]\n", ""}) {
        UciRecorder observer;
        const ReplayRun run =
            replay(with_roster("*", variant + fen_tags(fen), "1. O-O *"), {}, &observer);
        const std::string line = variant.empty() ? "3" : "4";
        EXPECT_EQ(render(run.diagnostics),
                  "W316 " + line + ":1 g1 '" + std::string(fen) + "'\n" +  //
                      "E204 " + std::to_string(std::stoi(line) + 2) +
                      ":4 g1 p1 'O-O' [4k3/8/8/8/8/8/8/4K1R1 w - - 0 1]\n")
            << variant;
        EXPECT_FALSE(observer.chess960);
        ASSERT_FALSE(run.diagnostics.empty());
        EXPECT_NE(run.diagnostics[0].message.find("castling right of the rook on g1"),
                  std::string::npos);
    }
    // Named Chess960, the same position castles: king to g1, rook to f1.
    UciRecorder named;
    const ReplayRun run = replay(
        with_roster("*", "[Variant \"Chess960\"]\n" + fen_tags(fen), "1. O-O *"), {}, &named);
    EXPECT_EQ(render(run.diagnostics), "");
    EXPECT_EQ(named.moves, "e1g1 ");
}

// Without a Variant tag, a king off the e-file with castling rights is Chess960's alone: the
// game is taken for Chess960 (files from before the tag was common).
TEST(ReplayerChess960, AKingOffTheEFileWithRightsIsTakenForChess960) {
    UciRecorder observer;
    const ReplayRun run =
        replay(with_roster("*", fen_tags(chess960_fen), "1. O-O *"), {}, &observer);
    EXPECT_EQ(render(run.diagnostics), "");
    EXPECT_TRUE(observer.chess960);
    EXPECT_EQ(observer.moves, "f1g1 ");
}

TEST(ReplayerSeverities, CallerOverridesAndSuppresses) {
    ReplayerOptions strict;
    strict.severity(notation::DiagnosticCode::MissingRosterTag) = notation::Severity::Error;
    strict.severities.suppress(notation::DiagnosticCode::LongAlgebraic);
    const ReplayRun run = replay("1. e2-e4 *\n", strict);
    ASSERT_EQ(run.diagnostics.size(), 1u);
    EXPECT_EQ(run.diagnostics[0].severity, notation::Severity::Error);
    EXPECT_EQ(run.counters.diagnostics, (DiagnosticCounts{0, 0, 1}));
    EXPECT_EQ(run.counters.games_with_errors, 1u);
    ReplayerOptions all_errors;
    all_errors.severities.remap(notation::Severity::Note, notation::Severity::Error);
    all_errors.severities.remap(notation::Severity::Warning, notation::Severity::Error);
    EXPECT_EQ(replay("1. e2-e4 *\n", all_errors).counters.diagnostics, (DiagnosticCounts{0, 0, 2}));
}

TEST(ReplayerFen, AnIncompleteFenTagSaysWhatWasAssumed) {
    auto run = [](std::string_view fen) {
        return replay(with_roster("*", fen_tags(fen), "1. e4 *"));
    };
    const auto board_only = run("4k3/8/8/8/8/8/4P3/4K3").diagnostics;
    ASSERT_EQ(render(board_only), "W317 3:1 g1 '4k3/8/8/8/8/8/4P3/4K3'\n");
    EXPECT_EQ(board_only[0].message,
              "the FEN tag has 1 of its 6 fields; White to move, no castling rights, no en-passant "
              "square, halfmove clock 0 and move 1 assumed");
    const auto no_counters = run("4k3/8/8/8/8/8/4P3/4K3 w - -").diagnostics;
    ASSERT_EQ(no_counters.size(), 1U);
    EXPECT_EQ(no_counters[0].message,
              "the FEN tag has 4 of its 6 fields; halfmove clock 0 and move 1 assumed");
    const auto no_fullmove = run("4k3/8/8/8/8/8/4P3/4K3 w - - 0").diagnostics;
    ASSERT_EQ(no_fullmove.size(), 1U);
    EXPECT_EQ(no_fullmove[0].message, "the FEN tag has 5 of its 6 fields; move 1 assumed");
    EXPECT_EQ(render(run("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").diagnostics), "");
}

TEST(ReplayerMoveNumbers, ANumberThatDoesNotNameTheNextMoveIsReportedOncePerGame) {
    auto diagnostics = [](std::string_view extra, std::string_view movetext) {
        return render(replay(with_roster("*", extra, movetext)).diagnostics);
    };
    EXPECT_EQ(diagnostics("", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"), "");
    // Black's number, with dots glued or standing alone, also in a variation.
    EXPECT_EQ(diagnostics("", "1. e4 1... e5 2. Nf3 (2. Bc4 2. ... Nf6) 2... Nc6 *"), "");
    // A skipped move (Black's second) shows in the next number, before anything is illegal.
    EXPECT_EQ(diagnostics("", "1. e4 e5 2. Nf3 3. Nc6 *"),
              "W213 3:17 g1 p4 '3.' [rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 "
              "2]\n");
    // Another side: Black's mark before White's move, White's before Black's. Only the first
    // of a game is reported.
    EXPECT_EQ(diagnostics("", "1. e4 e5 2... Nf3 Nc6 7. Bb5 *"),
              "W213 3:10 g1 p3 '2...' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 "
              "2]\n");
    EXPECT_EQ(diagnostics("", "1. e4 1. e5 *"),
              "W213 3:7 g1 p2 '1.' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 "
              "1]\n");
    const auto message = replay(with_roster("*", "", "1. e4 e5 3. Nf3 *")).diagnostics;
    ASSERT_EQ(message.size(), 1U);
    EXPECT_EQ(message[0].message,
              "move number 3. where White's move 2 is next (2.); later move numbers of this game "
              "are not checked");
    // In a variation, against the variation's position.
    EXPECT_EQ(diagnostics("", "1. e4 e5 (2. d5) 2. Nf3 *"),
              "W213 3:11 g1 p2 '2.' [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 "
              "1]\n");
}

// Russian and old records number moves "1)": White's numbers, checked like "1.", with no
// unmatched ')' (E113).
TEST(ReplayerMoveNumbers, NumbersWrittenWithAParenthesis) {
    auto diagnostics = [](std::string_view movetext) {
        return render(replay(with_roster("*", "", movetext)).diagnostics);
    };
    EXPECT_EQ(diagnostics("1) e4 e5 2) Nf3 Nc6 3)Bb5 3) ... a6 *"), "");
    EXPECT_EQ(diagnostics("1) e4 e5 3) Nf3 *"),
              "W213 3:10 g1 p3 '3.' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 "
              "2]\n");
}

// "2...3. Bc4": a number glued to another is a number too, checked like any, not a move that
// cannot be one (E203 "invalid square" on "3." before).
TEST(ReplayerMoveNumbers, NumbersGluedToOneAnother) {
    auto diagnostics = [](std::string_view movetext) {
        return render(replay(with_roster("*", "", movetext)).diagnostics);
    };
    EXPECT_EQ(diagnostics("1. e4 e5 2. Nf3 Nc6 2...3. Bc4 Nf6 *"),
              "W213 3:21 g1 p5 '2...' [r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w "
              "KQkq - 2 3]\n");
    // The second number is the one checked, at its own column; the move glued behind it is
    // read.
    EXPECT_EQ(diagnostics("1. e4 e5 2. Nf3 Nc6 3.4.Bb5 a6 *"),
              "W213 3:23 g1 p5 '4.' [r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w "
              "KQkq - 2 3]\n");
    EXPECT_EQ(diagnostics("1. e4 e5 2. Nf3 Nc6 3.3.Bb5 a6 *"), "");
    // Behind dots that stand alone too (no move's text begins with a number: a writer glues a
    // move to its number, and it must read back so).
    EXPECT_EQ(diagnostics("1. e4 e5 2. Nf3 Nc6 ...3.Bb5 a6 *"), "");
    // Castling with zeros glued behind a number is still a move (N230: zeros for O).
    EXPECT_EQ(diagnostics("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4.0-0 *").substr(0, 21),
              "N230 3:34 g1 p7 '0-0'");
}

TEST(ReplayerMoveNumbers, AGameSetUpFromAFenMayCountFromItsOwnNumber) {
    // The FEN says move 1; a puzzle or a book numbers from 1 or from the book's move 25.
    const std::string setup = fen_tags("6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1");
    auto diagnostics = [&](std::string_view movetext) {
        return render(replay(with_roster("*", setup, movetext)).diagnostics);
    };
    EXPECT_EQ(diagnostics("1. Kf1 Kf8 2. Ke2 *"), "");
    EXPECT_EQ(diagnostics("25. Kf1 Kf8 26. Ke2 *"), "");
    // The count it sets is then held to.
    EXPECT_EQ(diagnostics("25. Kf1 Kf8 27. Ke2 *"),
              "W213 5:13 g1 p3 '27.' [5k2/5ppp/8/8/8/8/5PPP/4RK2 w - - 2 2]\n");
    // The side is always checked: a FEN with the wrong side to move shows here.
    EXPECT_EQ(diagnostics("25... Kf1 *").substr(0, 18), "W213 5:1 g1 p1 '25");
}

TEST(ReplayerMoveNumbers, CheckedAlsoWhenTheLetterSetIsDetected) {
    // German letters: the movetext is held back until the set is known, numbers included.
    constexpr std::string_view german =
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    EXPECT_EQ(render(replay(with_roster("*", "", "1. e4 e5 2. Sf3 2... Sc6 3. Lb5 *")).diagnostics),
              "N245 3:13 g1 p3 'Sf3' [" + std::string(german) + "]\n");
    EXPECT_EQ(render(replay(with_roster("*", "", "1. e4 e5 2. Sf3 2. Sc6 *")).diagnostics),
              "N245 3:13 g1 p3 'Sf3' [" + std::string(german) +
                  "]\nW213 3:17 g1 p4 '2.' "
                  "[rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2]\n");
}

}  // namespace
}  // namespace chess::pgn::test
