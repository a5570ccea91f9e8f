// chess/pgn/replay_events.hpp through the replayer: what an observer sees (positions, SAN,
// variations from their branch points, draw states, tags), in input order also when the
// letter set is detected, and how its control values act.

#include <gtest/gtest.h>

#include <string>

#include "chess/pgn/replay_events.hpp"
#include "chess/pgn/replayer.hpp"
#include "replayer_support.hpp"

namespace chess::pgn::test {
namespace {

std::string events_of(std::string_view movetext, ReplayerOptions options = {},
                      bool with_fen = false, std::string_view extra_tags = {}) {
    RecordingObserver observer;
    observer.with_fen = with_fen;
    replay(with_roster("*", extra_tags, movetext), std::move(options), &observer);
    return observer.events;
}

TEST(ReplayerObserver, PositionsAndSanOfEachMove) {
    EXPECT_EQ(events_of("1. e4 e5 2. Ngf3 *", {}, true),
              "start en detected\n"
              "move 1 e4 e4 [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1]\n"
              "move 2 e5 e5 [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2]\n"
              "move 3 Ngf3 Nf3 [rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2]\n"
              "result *\n"
              "end 3 complete\n");
}

TEST(ReplayerObserver, VariationsStartBeforeTheLastMoveOfTheirParent) {
    // The variations replace a capture (the history's window restarted there) and a piece
    // move (the window goes on), in the main line and inside a variation.
    EXPECT_EQ(
        events_of("1. e4 d5 2. exd5 (2. e5 f6) Qxd5 (2... Nf6 3. d4 (3. Nc3)) 3. Nc3 *", {}, true),
        "start en detected\n"
        "move 1 e4 e4 [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1]\n"
        "move 2 d5 d5 [rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2]\n"
        "move 3 exd5 exd5 [rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2]\n"
        "(\n"
        "move 3 e5 e5 d1 [rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2]\n"
        "move 4 f6 f6 d1 [rnbqkbnr/ppp1p1pp/5p2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3]\n"
        ")\n"
        "move 4 Qxd5 Qxd5 [rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3]\n"
        "(\n"
        "move 4 Nf6 Nf6 d1 [rnbqkb1r/ppp1pppp/5n2/3P4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3]\n"
        "move 5 d4 d4 d1 [rnbqkb1r/ppp1pppp/5n2/3P4/3P4/8/PPP2PPP/RNBQKBNR b KQkq d3 0 3]\n"
        "(\n"
        "move 5 Nc3 Nc3 d2 [rnbqkb1r/ppp1pppp/5n2/3P4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3]\n"
        ")\n"
        ")\n"
        "move 5 Nc3 Nc3 [rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3]\n"
        "result *\n"
        "end 5 complete\n");
}

TEST(ReplayerObserver, UncheckedMovesSayWhy) {
    EXPECT_EQ(events_of("1. e4 e5 2. Ke3 (2. Nf3) Nc6 (2... Nf6) 3. d4 *"),
              "start en detected\n"
              "move 1 e4 e4\n"
              "move 2 e5 e5\n"
              "unchecked 3 Ke3 failed\n"
              "(\n"
              "move 3 Nf3 Nf3 d1\n"
              ")\n"
              "unchecked 4 Nc6 after-error\n"
              "(\n"
              "unchecked 4 Nf6 after-error d1\n"
              ")\n"
              "unchecked 5 d4 after-error\n"
              "result *\n"
              "end 5 incomplete\n");
}

// Records the draw states after each move.
class DrawStates : public ReplayObserver {
public:
    std::string states;
    Control move(const ReplayedMove& m) override {
        states += std::to_string(m.repetitions());
        if (m.can_claim_threefold()) states += 't';
        if (m.can_claim_fifty_moves()) states += 'f';
        if (m.is_fivefold_repetition()) states += '5';
        if (m.is_seventyfive_moves()) states += '7';
        states += ' ';
        return Control::Continue;
    }
};

TEST(ReplayerObserver, DrawStatesCountThePositionsBeforeTheBranchPoint) {
    DrawStates observer;
    replay(with_roster("*", "", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Nc3 (4. Ng1 Ng8) *"), {},
           &observer);
    // The variation's Ng1 may claim (its move would repeat the start a third time: 't' on the
    // move before), and its Ng8 is the third occurrence of the start position.
    EXPECT_EQ(observer.states, "1 1 1 2 2 2 1 2t 3t ");
}

TEST(ReplayerObserver, DrawStatesAfterABranchThatReplacesAWindowStart) {
    DrawStates observer;
    // 4...e5 restarts the repetition window; the variation replacing it still counts the
    // start position's earlier occurrences (third: 3t), and so does the variation nested in
    // it, which replaces 5. e4, a window start inside a variation (Nf3's third occurrence).
    replay(with_roster("*", "",
                       "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 e5 (4... Ng8 5. e4 (5. Nf3)) *"),
           {}, &observer);
    EXPECT_EQ(observer.states, "1 1 1 2 2 2 2t 1 3t 1 3t ");
}

TEST(ReplayerObserver, DrawStatesAfterABranchInsideAWindowAMoveStarted) {
    DrawStates observer;
    // 1...e5 starts the window that 4. Nf3 (the start of it repeated) is in; 4. Nc3 replaces
    // it from the position before, with the window's repetitions.
    replay(with_roster("*", "", "1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8 4. Nf3 (4. Nc3 Nc6) *"), {},
           &observer);
    EXPECT_EQ(observer.states, "1 1 1 1 1 2 2 1 1 ");
}

TEST(ReplayerObserver, DrawStatesAfterABranchInsideAWindowANullMoveStarted) {
    DrawStates observer;
    // The null move restarts the window: the variation replacing 5. Nf3 starts from the
    // position after it, where nothing before the null move counts.
    replay(with_roster("*", "", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 -- 5. Nf3 (5. Nc3 Ng8) *"),
           {}, &observer);
    EXPECT_EQ(observer.states, "1 1 1 2 2 2 2t 1 1 1 1 ");
}

TEST(ReplayerObserver, DrawStatesOfTheMoveCountRules) {
    DrawStates observer;
    replay(with_roster("*", "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/8/KQ6 w - - 98 80\"]\n",
                       "80. Qb2 Ka7 81. Qb3 *"),
           {}, &observer);
    EXPECT_EQ(observer.states, "1f 1f 1f ");
}

TEST(ReplayerObserver, GameEndCarriesTheOutcomeAndTags) {
    class Ends : public ReplayObserver {
    public:
        std::string seen;
        Control end_game(const ReplayedGame& g) override {
            seen += std::string(g.tags.get(KnownTag::White).value_or("-")) + ' ';
            seen += std::string(g.tags.get(KnownTag::Termination).value_or("-")) + ' ';
            seen += g.outcome ? std::to_string(static_cast<int>(g.outcome->termination)) : "-";
            if (g.outcome && g.outcome->winner)
                seen += g.outcome->winner == Color::White ? "w" : "b";
            seen += g.history != nullptr ? " final" : " -";
            seen += g.result ? " r" + std::to_string(static_cast<int>(*g.result)) : " -";
            seen += '\n';
            return Control::Continue;
        }
    } observer;
    const std::string pgn =
        "[White \"Anna\"]\n[White \"Berta\"]\n[Termination \"normal\"]\n\n1. f3 e5 2. g4 Qh4# "
        "0-1\n\n"
        "[Black \"x\"]\n\n1. e4 e5 2. Ke3 *\n\n"
        "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/1n6/KB6 w - - 0 1\"]\n\n1. Kxb2\n";
    replay(pgn, {}, &observer);
    EXPECT_EQ(observer.seen,
              "Berta normal 0b final r1\n"
              "- - - - r3\n"
              "- - 2 final -\n");
}

// A move that stalemates and draws by another rule at once (a lone bishop left, the 75th move)
// ends the game in stalemate: the board first (FIDE 5.2.1), as position_outcome() orders them.
// Before, the game's outcome named the other rule, and pgn-stats counted it so.
TEST(ReplayerObserver, AStalemateComesBeforeTheDrawTheSameMoveReached) {
    class Terminations : public ReplayObserver {
    public:
        std::string seen;
        Control end_game(const ReplayedGame& g) override {
            constexpr std::string_view names[] = {"checkmate", "stalemate", "insufficient-material",
                                                  "fivefold", "seventyfive-moves"};
            const auto index = g.outcome ? static_cast<std::size_t>(g.outcome->termination) : 99;
            seen += index < std::size(names) ? names[index] : "-";
            seen += ' ';
            return Control::Continue;
        }
    } observer;
    const std::string pgn =
        "[SetUp \"1\"]\n[FEN \"7k/8/6K1/8/8/8/n7/1B6 w - - 0 1\"]\n\n1. Bxa2 1/2-1/2\n\n"
        "[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 149 100\"]\n\n100. Qg6 1/2-1/2\n\n"
        "[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 149 100\"]\n\n100. Qg5 1/2-1/2\n\n"
        "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/1n6/KB6 w - - 0 1\"]\n\n1. Kxb2 1/2-1/2\n";
    replay(pgn, {}, &observer);
    EXPECT_EQ(observer.seen, "stalemate stalemate seventyfive-moves insufficient-material ");
}

// Returns `answer` at the first event of `kind` at `depth` and records every event.
class Controller : public RecordingObserver {
public:
    enum class At { BeginVariation, MoveInVariation, FirstMove };
    Controller(At at, Control answer) : at_(at), answer_(answer) {}

    Control begin_variation(const Location& l) override {
        RecordingObserver::begin_variation(l);
        return fire(At::BeginVariation);
    }
    Control move(const ReplayedMove& m) override {
        RecordingObserver::move(m);
        return fire(m.depth > 0 ? At::MoveInVariation : At::FirstMove);
    }

private:
    Control fire(At at) {
        if (at != at_ || fired_) return Control::Continue;
        fired_ = true;
        return answer_;
    }
    At at_;
    Control answer_;
    bool fired_ = false;
};

constexpr std::string_view skip_game_text = "1. e4 (1. Ke2 Ke7) (1. d4 d5) e5 2. Nf3 *";

std::string controlled(Controller::At at, Control answer, ReplayRun* run = nullptr) {
    Controller observer(at, answer);
    const ReplayRun r = replay(with_roster("*", "", skip_game_text), {}, &observer);
    if (run != nullptr) *run = r;
    return observer.events;
}

TEST(ReplayerControl, SkipVariationFromItsBeginning) {
    ReplayRun run;
    EXPECT_EQ(controlled(Controller::At::BeginVariation, Control::SkipVariation, &run),
              "start en detected\nmove 1 e4 e4\n(\n(\nmove 1 d4 d4 d1\nmove 2 d5 d5 d1\n)\n"
              "move 2 e5 e5\nmove 3 Nf3 Nf3\nresult *\nend 3 complete\n");
    EXPECT_TRUE(run.diagnostics.empty()) << "the skipped variation's illegal Ke2 is not checked";
}

TEST(ReplayerControl, SkipVariationFromInside) {
    ReplayRun run;
    EXPECT_EQ(controlled(Controller::At::MoveInVariation, Control::SkipVariation, &run),
              "start en detected\nmove 1 e4 e4\n(\nunchecked 1 Ke2 failed d1\n"
              "unchecked 2 Ke7 after-error d1\n)\n(\n"
              "move 1 d4 d4 d1\n)\nmove 2 e5 e5\nmove 3 Nf3 Nf3\nresult *\nend 3 complete\n");
}

TEST(ReplayerControl, SkipGameStopsTheReplayAndItsChecks) {
    Controller observer(Controller::At::FirstMove, Control::SkipGame);
    const ReplayRun run =
        replay(with_roster("1-0", "", "1. f3 e5 2. g4 Qh4# 1-0") + with_roster("*", "", "1. d4 *"),
               {}, &observer);
    EXPECT_EQ(observer.events,
              "start en detected\nmove 1 f3 f3\nend 1 incomplete\n"
              "start en detected\nmove 1 d4 d4\nresult *\nend 1 complete\n");
    EXPECT_TRUE(run.diagnostics.empty()) << render(run.diagnostics);
}

TEST(ReplayerControl, SkipGameBeforeTheMovetext) {
    class SkipAll : public RecordingObserver {
    public:
        Control begin_game(const GameInfo&) override { return Control::SkipGame; }
    } observer;
    const ReplayRun run =
        replay(with_roster("*", "", "1. e4 e5 2. Ke3 *") + "1. d4 *\n", {}, &observer);
    EXPECT_EQ(observer.events, "end 0 incomplete\nend 0 incomplete\n");
    EXPECT_TRUE(run.diagnostics.empty()) << render(run.diagnostics);
    EXPECT_EQ(run.counters.games, 2u);
}

TEST(ReplayerControl, StopEndsTheInput) {
    Controller observer(Controller::At::FirstMove, Control::Stop);
    const std::string pgn = with_roster("*", "", "1. e4 e5 *") + with_roster("*", "", "1. d4 *");
    MemorySource source(pgn);
    Reader reader(source);
    Replayer replayer(&observer);
    reader.read_all(replayer);
    EXPECT_TRUE(reader.stopped());
    EXPECT_EQ(observer.events, "start en detected\nmove 1 e4 e4\n");
}

TEST(ReplayerLetters, EventsHeldBackForDetectionKeepTheirOrder) {
    EXPECT_EQ(events_of("{start} 1. e4 $1 (1. d4 {alt}) e5 2. Sf3 *"),
              "start de detected\n"
              "comment start\n"
              "move 1 e4 e4\n"
              "nag 1\n"
              "(\n"
              "move 1 d4 d4 d1\n"
              "comment alt\n"
              ")\n"
              "move 2 e5 e5\n"
              "move 3 Sf3 Nf3\n"
              "result *\n"
              "end 3 complete\n");
}

TEST(ReplayerLetters, DetectionIsBounded) {
    ReplayerOptions options;
    options.max_pending_events = 4;  // "1." e4 e5 "2.": decided (English) before Sf3
    const ReplayRun run = replay(with_roster("*", "", "1. e4 e5 2. d4 d5 3. Sf3 *"), options);
    EXPECT_EQ(
        render(run.diagnostics),
        "E203 3:22 g1 p5 'Sf3' [rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3]\n");
    // Unbounded, the same game is German.
    EXPECT_EQ(
        render(replay(with_roster("*", "", "1. e4 e5 2. d4 d5 3. Sf3 *")).diagnostics),
        "N245 3:22 g1 p5 'Sf3' [rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3]\n");
}

TEST(ReplayerLetters, FixedLetterSet) {
    ReplayerOptions german;
    german.letters = notation::LetterSetId::German;
    EXPECT_EQ(events_of("1. e4 e5 2. Sf3 *", german),
              "start de\nmove 1 e4 e4\nmove 2 e5 e5\n"
              "move 3 Sf3 Nf3\nresult *\nend 3 complete\n");
    ReplayerOptions english;
    english.letters = notation::LetterSetId::English;
    const ReplayRun run = replay(with_roster("*", "", "1. e4 e5 2. Sf3 *"), english);
    ASSERT_EQ(run.diagnostics.size(), 1u);
    EXPECT_EQ(run.diagnostics[0].code, notation::DiagnosticCode::UnparsableMove);
}

TEST(ReplayerLetters, UndecidedGamesUseASetThatReadsThemAll) {
    // Only D and T moves with 'x' captures: German, French, Spanish and Dutch read them alike.
    const std::string events = events_of("1. d4 d5 2. Dd3 Dd6 3. Dxh7 Txh7 *");
    EXPECT_EQ(events.substr(0, events.find('\n')), "start de detected");
    EXPECT_EQ(events.find("unchecked"), std::string::npos) << events;
    // Nothing but pawn moves: English.
    EXPECT_EQ(events_of("1. e4 e5 *").substr(0, 18), "start en detected\n");
}

// Latin look-alikes among Cyrillic letters (before: E203): the game is Russian in Cyrillic
// letters, its look-alikes read as the Cyrillic they look like, in variations too.
TEST(ReplayerLetters, LookalikesAreReadAsTheCyrillicTheyLookLike) {
    EXPECT_EQ(events_of("1. e2-e4 e7-e5 2. \u041Ag1-f3 Kb8-c6 (2... Cf8-c5) 3. Cf1-b5 *"),
              "start ru detected\n"
              "move 1 e2-e4 e4\n"
              "move 2 e7-e5 e5\n"
              "move 3 \u041Ag1-f3 Nf3\n"
              "move 4 Kb8-c6 Nc6\n"
              "(\n"
              "move 4 Cf8-c5 Bc5 d1\n"
              ")\n"
              "move 5 Cf1-b5 Bb5\n"
              "result *\n"
              "end 5 complete\n");
}

// Without a Cyrillic letter a game is never read so: a K is an English king, or where only a
// knight is legal the transliterated Russian knight it was before; "Kpe2" alone is no move.
TEST(ReplayerLetters, NoLookalikesWithoutACyrillicLetter) {
    const auto first_line = [](const std::string& events) {
        return events.substr(0, events.find('\n'));
    };
    EXPECT_EQ(first_line(events_of("1. e4 e5 2. Ke2 Ke7 *")), "start en detected");
    EXPECT_EQ(first_line(events_of("1. e4 e5 2. Kf3 Kc6 3. Cc4 *")), "start ru-latin detected");
    const std::string alone = events_of("1. e4 e5 2. Kpe2 *");
    EXPECT_EQ(first_line(alone), "start en detected");
    EXPECT_NE(alone.find("unchecked 3 Kpe2 failed"), std::string::npos) << alone;
}

// Transliterated Russian's king typed "Kp", the look-alike of the Cyrillic "Кр", is read as
// that set's king "Kr" in a game its other letters put in the set, before or after it (before:
// an error). A game that only its "Kp" would put there keeps its set and the error: in
// "Kpe2 Ke7" the K of "Ke7" is an English king, not that set's knight; and in a game with
// Cyrillic letters it is the Cyrillic king, or an error if that reading is not legal.
TEST(ReplayerLetters, KingTypedKpInTransliteratedRussian) {
    const auto first_line = [](const std::string& events) {
        return events.substr(0, events.find('\n'));
    };
    const std::string after = events_of("1. e4 e5 2. Kg1-f3 Kb8-c6 3. Kpe2 Kp:e7 *");
    EXPECT_EQ(first_line(after), "start ru-latin detected");
    EXPECT_NE(after.find("move 5 Kpe2 Ke2\nmove 6 Kp:e7 Ke7\n"), std::string::npos) << after;
    const std::string before = events_of("1. e4 e5 2. Kpe2 Kpe7 3. Kg1-f3 Kb8-c6 *");
    EXPECT_EQ(first_line(before), "start ru-latin detected");
    EXPECT_NE(before.find("move 3 Kpe2 Ke2\n"), std::string::npos) << before;
    const std::string slip = events_of("1. e4 e5 2. Kpe2 Ke7 *");
    EXPECT_EQ(first_line(slip), "start en detected");
    EXPECT_NE(slip.find("unchecked 3 Kpe2 failed"), std::string::npos) << slip;
    const std::string cyrillic = events_of("1. e4 e5 2. Kpe2 \u041Ab8-c6 3. \u041Ag1-f3 *");
    EXPECT_EQ(first_line(cyrillic), "start ru detected");
    EXPECT_NE(cyrillic.find("move 3 Kpe2 Ke2\n"), std::string::npos) << cyrillic;
    const std::string illegal = events_of("1. e4 e5 2. Kpe2 \u041Ab8-c6 3. \u041Ag1-g3 *");
    EXPECT_EQ(first_line(illegal), "start ru detected");
    EXPECT_NE(illegal.find("unchecked 3 Kpe2 failed"), std::string::npos) << illegal;
}

// The Ruy Lopez in the piece letters of each set added with Polish, every piece type moved,
// read with the set detected from the letters alone; and Romanian, which is only named
// (notation::detectable), with --from-letters.
TEST(ReplayerLetters, TheLaterSetsAreDetected) {
    const std::string san =
        "move 1 e4\nmove 2 e5\nmove 3 Nf3\nmove 4 Nc6\nmove 5 Bb5\nmove 6 a6\nmove 7 Ba4\nmove 8 "
        "Nf6\n"
        "move 9 O-O\nmove 10 Be7\nmove 11 Re1\nmove 12 b5\nmove 13 Bb3\n"
        "move 14 d6\nmove 15 c3\nmove 16 O-O\nmove 17 h3\nmove 18 Nb8\n"
        "move 19 d4\nmove 20 Nbd7\nmove 21 Qd3\n";
    const auto sans = [](const std::string& events) {
        std::string out;
        for (std::size_t at = events.find("move "); at != std::string::npos;
             at = events.find("move ", at + 1)) {
            const std::size_t end = events.find('\n', at);
            const std::string line = events.substr(at, end - at);
            // "move 3 Sf3 Nf3": the number and the SAN.
            const std::size_t written = line.find(' ', 5);
            out += line.substr(0, written) + line.substr(line.find(' ', written + 1)) + "\n";
        }
        return out;
    };
    // The Ruy Lopez with {N} {B} {R} {Q} {O} replaced by the set's letters and castling.
    const auto game = [](std::string_view n, std::string_view b, std::string_view r,
                         std::string_view q, std::string_view castle) {
        std::string text =
            "1. e4 e5 2. {N}f3 {N}c6 3. {B}b5 a6 4. {B}a4 {N}f6 5. {O} {B}e7 6. {R}e1 b5 7. {B}b3 "
            "d6 8. c3 {O} 9. h3 {N}b8 10. d4 {N}bd7 11. {Q}d3 *";
        const std::pair<std::string_view, std::string_view> fields[] = {
            {"{N}", n}, {"{B}", b}, {"{R}", r}, {"{Q}", q}, {"{O}", castle}};
        for (const auto& [field, value] : fields)
            for (std::size_t at = text.find(field); at != std::string::npos; at = text.find(field))
                text.replace(at, field.size(), value);
        return text;
    };
    const struct {
        std::string_view name;
        std::string movetext;
    } games[] = {
        {"pl", game("S", "G", "W", "H", "O-O")},
        {"cs", game("J", "S", "V", "D", "O-O")},
        {"hu", game("H", "F", "B", "V", "O-O")},
        {"pt", game("C", "B", "T", "D", "O-O")},
        {"fi", game("R", "L", "T", "D", "O-O")},
        {"uk", game("\u041A", "\u0421", "\u0422", "\u0424", "0-0")},
        {"bg", game("\u041A", "\u041E", "\u0422", "\u0414", "\u041E-\u041E")},
    };
    for (const auto& [name, movetext] : games) {
        const std::string events = events_of(movetext);
        EXPECT_EQ(events.substr(0, events.find('\n')), "start " + std::string(name) + " detected")
            << movetext;
        EXPECT_EQ(sans(events), san) << movetext;
    }
    const std::string romanian = game("C", "N", "T", "D", "O-O");
    ReplayerOptions named;
    named.letters = notation::LetterSetId::Romanian;
    const std::string events = events_of(romanian, std::move(named));
    EXPECT_EQ(events.substr(0, events.find('\n')), "start ro");
    EXPECT_EQ(sans(events), san);
    EXPECT_EQ(events_of(romanian).find("start ro"), std::string::npos);
}

// German games typed with 'x' whose first piece moves are the knights' and the queen's (S and D,
// Czech's bishop and queen; S, Polish's knight too) are German: the capture mark does not make
// them Czech or Polish. Before, both failed (a knight's "Sc3" read as a Czech bishop's, the
// queen's "Dd8-h4" unknown in Polish).
TEST(ReplayerLetters, GermanWithCrossCapturesAndOnlyKnightAndQueenMoves) {
    const std::string_view games[] = {
        "1. e4 d5 2. exd5 Dxd5 3. Sc3 Da5 4. d4 Sf6 5. Sf3 Lf5 *",
        "1. d4 d5 2. c4 e6 3. Sc3 Sf6 4. cxd5 exd5 5. Dc2 Le7 *",
        "1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 3. d2-d4 e5xd4 4. Sf3xd4 Dd8-h4 5. Sd4-b5 Dh4xe4+ *",
    };
    for (const std::string_view movetext : games) {
        const std::string events = events_of(movetext);
        EXPECT_EQ(events.substr(0, events.find('\n')), "start de detected") << movetext << events;
        EXPECT_EQ(events.find("failed"), std::string::npos) << movetext << events;
    }
}

// Polish and Czech games printed with ':' whose knights (S, German's knight too) moved before a
// letter that tells: read in their own sets, not settled as German by the mark. Before, the
// Polish queen's "Hh4" was an unknown letter and the Czech bishop's "Sc4" an illegal knight move.
TEST(ReplayerLetters, PolishAndCzechWithColonCaptures) {
    const std::pair<std::string_view, std::string_view> games[] = {
        {"1. e4 e5 2. Sf3 Sc6 3. d4 e:d4 4. S:d4 Hh4 5. Sb5 H:e4+ 6. Ge2 Kd8 *", "pl"},
        {"1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 3. d2-d4 e5:d4 4. Sf3:d4 Hd8-h4 *", "pl"},
        {"1. e4 e5 2. Sc4 Sc5 3. d3 d6 4. S:f7+ K:f7 5. Dh5+ g6 6. Jf3 Jf6 *", "cs"},
    };
    for (const auto& [movetext, set] : games) {
        const std::string events = events_of(movetext);
        EXPECT_EQ(events.substr(0, events.find('\n')), "start " + std::string(set) + " detected")
            << movetext << events;
        EXPECT_EQ(events.find("failed"), std::string::npos) << movetext << events;
    }
}

// A game that no set the letters allow reads to its end is reported in the set that reads it
// furthest: its error where it stands, not at the first move of the first set allowed. Before,
// the Czech games (S the bishop, German's knight) were German, failing at "Sc4" (ply 3), and
// the German one with pawn letters (B) English, failing at "Be4" (ply 1).
TEST(ReplayerLetters, AGameNoSetReadsIsReportedInTheSetThatReadsItFurthest) {
    const struct {
        std::string_view movetext;
        std::string_view set;
        std::string_view failed;  // the observer's line for the move that fails
    } games[] = {
        {"1. e4 e5 2. Sc4 Sc5 3. Dh5 d6 4. Dxf77 *", "cs", "unchecked 7 Dxf77 failed"},  // a typo
        {"1. e4 e5 2. Sc4 Sc5 3. Dh5 d6 4. Dxf8 *", "cs", "unchecked 7 Dxf8 failed"},    // illegal
        {"1. Be4 Be5 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd3d *", "de", "unchecked 7 Kd3d failed"},
        // English when it reads as far as any: the first in reading_preference.
        {"1. e4 e5 2. Ke2 Ke7 3. Kd3 Kdd *", "en", "unchecked 6 Kdd failed"},
    };
    for (const auto& [movetext, set, failed] : games) {
        const std::string events = events_of(movetext);
        EXPECT_EQ(events.substr(0, events.find('\n')), "start " + std::string(set) + " detected")
            << movetext << events;
        EXPECT_NE(events.find(failed), std::string::npos) << movetext << events;
    }
}

// A short game legal in several sets is read in the one whose written '+' and '#' are right:
// "Rd2+" from this position checks as a Finnish knight's move (R), not as the French king's
// (or the Spanish or Portuguese king's), which the reading preference puts first; "Rd2#" the
// same where only the knight mates. Without marks, or with marks wrong in every reading, the
// preference decides; a game only one set reads stays in it, its wrong mark reported.
TEST(ReplayerLetters, CheckMarksChooseAmongLegalReadings) {
    const auto first_line = [](std::string_view fen, std::string_view movetext) {
        const std::string events =
            events_of(movetext, {}, false, "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n");
        return events.substr(0, events.find('\n'));
    };
    const std::string_view check = "8/8/8/8/4k3/8/8/1N2K3 w - - 0 1";
    EXPECT_EQ(first_line(check, "1. Rd2+ *"), "start fi detected");
    EXPECT_EQ(first_line(check, "1. Rd2 *"), "start fr detected");
    // Black's king boxed in on b1 by its own men: the knight's check from d2 mates. A '+' on
    // that mate is no wrong mark (only a missing one), a '#' on a mere check is.
    const std::string_view mate = "8/8/8/8/8/5N2/ppp5/rkn1K3 w - - 0 1";
    EXPECT_EQ(first_line(mate, "1. Rd2# *"), "start fi detected");
    EXPECT_EQ(first_line(mate, "1. Rd2+ *"), "start fi detected");
    EXPECT_EQ(first_line(check, "1. Rd2# *"), "start fr detected");  // wrong in both
    // "Rf2+": only the king reaches f2, and gives no check; the game stays French.
    EXPECT_EQ(first_line(check, "1. Rf2+ *"), "start fr detected");
    const ReplayRun only = replay(
        with_roster("*", "[SetUp \"1\"]\n[FEN \"" + std::string(check) + "\"]\n", "1. Rf2+ *"));
    EXPECT_NE(render(only.diagnostics).find("W239 5:4 g1 p1 'Rf2+'"), std::string::npos)
        << render(only.diagnostics);
}

// At most max_pending_events are held back: a look-alike beyond them comes too late to change
// the reading (the game is Cyrillic and the look-alike an error, as before); one within them
// sets it for the whole game, the moves after the bound included.
TEST(ReplayerLetters, LookalikesAreDetectedWithinTheBound) {
    ReplayerOptions options;
    options.max_pending_events = 6;  // "1." e2-e4 e7-e5 "2." and the two moves after it
    const ReplayRun late = replay(
        with_roster("*", "", "1. e2-e4 e7-e5 2. \u041Ag1-f3 \u041Ab8-c6 3. Cf1-b5 *"), options);
    ASSERT_EQ(late.diagnostics.size(), 3u);  // N241, N245, the error
    EXPECT_EQ(late.diagnostics[2].code, notation::DiagnosticCode::UnparsableMove);
    const std::string early =
        events_of("1. e2-e4 e7-e5 2. Kg1-f3 \u041Ab8-c6 3. Cf1-b5 a7-a6 4. Cb5-a4 *", options);
    EXPECT_EQ(early.substr(0, early.find('\n')), "start ru detected");
    EXPECT_NE(early.find("move 7 Cb5-a4 Ba4\n"), std::string::npos) << early;
}

// Cyrillic look-alikes of file letters are read as the Latin letters in whatever set the game
// is read in (before: the move was unchecked, E203): English here, with a Russian keyboard's е,
// а and с in its pawn moves, a piece's capture and a pawn's.
TEST(ReplayerLetters, CyrillicFileLettersAreReadInTheGamesSet) {
    EXPECT_EQ(events_of("1. \u04354 \u04355 2. Nf3 Nc6 3. Bb5 \u04306 (3... d6) 4. Bx\u04416 "
                        "dx\u04416 *"),
              "start en detected\n"
              "move 1 \u04354 e4\n"
              "move 2 \u04355 e5\n"
              "move 3 Nf3 Nf3\n"
              "move 4 Nc6 Nc6\n"
              "move 5 Bb5 Bb5\n"
              "move 6 \u04306 a6\n"
              "(\n"
              "move 6 d6 d6 d1\n"
              ")\n"
              "move 7 Bx\u04416 Bxc6\n"
              "move 8 dx\u04416 dxc6\n"
              "result *\n"
              "end 8 complete\n");
}

TEST(ReplayerLetters, Figurines) {
    const ReplayRun run = replay(with_roster("*", "",
                                             "1. e4 e5 2. \xE2\x99\x98"
                                             "f3 \xE2\x99\x9E"
                                             "c6 *"));
    EXPECT_EQ(render(run.diagnostics),
              "N246 3:13 g1 p3 '\xE2\x99\x98"
              "f3' [rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2]\n");
}

}  // namespace
}  // namespace chess::pgn::test
