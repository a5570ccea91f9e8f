// Round trips over the positions of real games (corpus/games, read by the PGN reader): each
// game's mainline is replayed; at each position reached, FEN -> Setup -> FEN and FEN ->
// Position -> FEN must be the identity on the FENs written there, and (at every second new
// position in Release: see move_stride) every legal move is written in every notation (SAN,
// LAN, compact LAN, UCI) and every letter set, read back in that letter set and resolved, and
// must give the same Move. Games that do not replay are reported with the reason and must be
// exactly the expected failures listed below.

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "chess/move_list.hpp"
#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/notation/uci.hpp"
#include "move_test_support.hpp"
#include "pgn_games.hpp"

namespace chess::notation {
namespace {

using test_files::GameMove;
using test_files::PgnGame;

// A game that is known not to replay: where it stops, and why.
struct ExpectedFailure {
    std::uint64_t game;  // 1-based index in the file
    std::size_t ply;     // 1-based ply of the move that fails; 0: the start position
    std::string_view reason;
};

struct GameFile {
    std::string_view path;  // under corpus/games
    LetterSetId letters;
    std::vector<ExpectedFailure> failures;
    friend void PrintTo(const GameFile& f, std::ostream* os) { *os << f.path; }
};

const std::vector<GameFile> game_files = {
    {"chesscom/chess_com_games.pgn", LetterSetId::English, {}},
    {"debian/pgn-extract-eco.pgn", LetterSetId::English, {}},
    {"debian/pychess-learn/puzzles-mate_in_2.pgn", LetterSetId::English, {}},
    {"debian/pychess-learn/"
     "lessons-lichess_study_beautiful-chess-studies-2_by_thijscom_2018.04.17.pgn",
     LetterSetId::English,
     {}},
    {"mliebelt-pgn-viewer/GM_games.pgn", LetterSetId::English, {}},
    {"mliebelt-pgn-viewer/WorldChamp1972.pgn", LetterSetId::English, {}},
    {"mliebelt-pgn-viewer/great_masters.pgn", LetterSetId::English, {}},
    {"mliebelt-pgn-viewer/kk.pgn", LetterSetId::English, {}},
    {"mliebelt-pgn-viewer/moscow64.pgn", LetterSetId::English, {}},
    {"mliebelt-pgn-viewer/nag.pgn", LetterSetId::English, {}},
    {"mliebelt-pgn-viewer/nags.pgn", LetterSetId::English, {}},
    {"mliebelt-pgn-viewer/semicomm.pgn", LetterSetId::English, {}},
    // The snippet's first game writes "19. Ba3" with the English bishop letter. In German, B is
    // the pawn (Bauer), so a2-a3 is played instead of Lb2-a3, and "21. Lxb4" finds no bishop
    // that can reach b4. A mixed-letter game cannot be read in any one set.
    {"other-languages/german-notation-snippet.txt",
     LetterSetId::German,
     {{1, 41, "19. Ba3: English B (bishop) in German notation, where B is the pawn"}}},
    {"pgn4web/chess-informant-sample.pgn", LetterSetId::English, {}},
    {"pgn4web/chess960wch06.pgn", LetterSetId::English, {}},
    {"pgn4web/demoGames.pgn", LetterSetId::English, {}},
    {"pgn4web/euroteams2011.pgn", LetterSetId::English, {}},
    {"pgn4web/gotd.pgn", LetterSetId::English, {}},
    {"pgn4web/tactics.pgn", LetterSetId::English, {}},
    {"pgn4web/test.pgn", LetterSetId::English, {}},
    {"scalachess/uzchesscup.pgn", LetterSetId::English, {}},
};

constexpr MoveNotation notations[] = {MoveNotation::San, MoveNotation::Lan,
                                      MoveNotation::LanCompact, MoveNotation::Uci};

const char* notation_name(MoveNotation n) {
    switch (n) {
        case MoveNotation::San:
            return "SAN";
        case MoveNotation::Lan:
            return "LAN";
        case MoveNotation::LanCompact:
            return "compact LAN";
        case MoveNotation::Uci:
            return "UCI";
    }
    return "?";
}

struct GameTally {
    // Positions already checked (by Zobrist key): openings repeat across games, and the ECO
    // file is nothing but openings; checking each position once halves the work and loses
    // nothing but the move counters.
    std::unordered_set<std::uint64_t> seen;
    std::size_t games = 0;
    std::size_t positions = 0;  // new positions
    std::size_t moves = 0;      // legal moves round-tripped (at every move_stride-th position)
    std::size_t texts = 0;      // texts written and read back
    std::size_t mismatches = 0;
};

// Where a position is, for failure messages: "chess_com_games.pgn game 3 after ply 17".
struct PositionContext {
    std::string_view file;
    std::uint64_t game;
    std::size_t ply;  // plies played to reach the position
};

std::ostream& operator<<(std::ostream& os, const PositionContext& c) {
    return os << c.file << " game " << c.game << " after ply " << c.ply;
}

// Only the first mismatches of a file are described; the rest are counted.
constexpr std::size_t max_reported = 10;

// write -> parse -> resolve for one move in one style; true when it came back as `m` and
// needed no relaxation that canonical text must not need.
bool round_trips(const Position& pos, Move m, const MoveStyle& style, std::string& text,
                 std::string& problem) {
    text.clear();
    append_move(text, pos, m, style);
    const auto syntax = parse_move(text, letter_set(style.letters));
    if (!syntax) {
        problem = "does not parse: " + std::string(describe(syntax.error().code));
        return false;
    }
    const auto resolved = resolve(pos, *syntax);
    if (!resolved) {
        problem = explain(resolved.error(), pos, text);
        return false;
    }
    if (resolved->move != m) {
        problem = "reads back as " + write_uci(pos, resolved->move);
        return false;
    }
    if (!test_support::unexpected_board_notes(style.notation, resolved->relaxations).empty()) {
        problem = "needs a relaxation found on the board";
        return false;
    }
    return true;
}

void check_moves(const Position& pos, const PositionContext& where, GameTally& tally) {
    MoveList legal;
    pos.generate_legal(legal);
    std::string text, problem;
    for (const Move m : legal) {
        ++tally.moves;
        for (const MoveNotation notation : notations) {
            for (int set = 0; set < letter_set_count; ++set) {
                const MoveStyle style{notation, static_cast<LetterSetId>(set), true};
                ++tally.texts;
                if (round_trips(pos, m, style, text, problem)) continue;
                if (++tally.mismatches > max_reported) continue;
                ADD_FAILURE() << where << " (" << write_fen(pos) << "): " << write_uci(pos, m)
                              << " in " << notation_name(notation) << " "
                              << letter_set(style.letters).name << " '" << text << "': " << problem;
            }
        }
    }
}

// FEN -> Setup -> FEN and FEN -> Position -> FEN, for the canonical FEN in each castling
// dialect and en-passant convention.
void check_fen(const Position& pos, const PositionContext& where) {
    for (const CastlingStyle castling : {CastlingStyle::XFen, CastlingStyle::Shredder}) {
        for (const EnPassantStyle ep : {EnPassantStyle::Always, EnPassantStyle::OnlyLegal}) {
            const FenWriteOptions options{castling, ep, true};
            const std::string fen = write_fen(pos, options);
            const auto setup = parse_fen(fen);
            ASSERT_TRUE(setup) << where << ": " << fen << ": " << setup.error().message;
            EXPECT_EQ(write_fen(*setup, options), fen) << where;
            const auto read = read_fen(fen);
            ASSERT_TRUE(read) << where << ": " << fen << ": " << read.error().message();
            EXPECT_EQ(write_fen(*read, options), fen) << where;
        }
    }
}

// The move round trip runs at every `move_stride`-th new position, the FEN checks at every
// `fen_stride`-th. All positions take 8 s in Release on a quiet 2-core EPYC (20+ s while the
// machine is busy); every second one halves that and keeps every game and file (neighbouring
// positions of a game differ by one move, so little is lost). Debug builds (the ASan+UBSan
// run) round-trip the moves of every 128th position and check the FEN of every 32nd, or this
// test alone would take minutes (about 40 us per text there).
#ifdef NDEBUG
constexpr std::size_t move_stride = 2;
constexpr std::size_t fen_stride = 1;
#else
constexpr std::size_t move_stride = 128;
constexpr std::size_t fen_stride = 32;
#endif

void check_position(const Position& pos, const PositionContext& where, GameTally& tally) {
    if (!tally.seen.insert(pos.key()).second) return;
    ++tally.positions;
    const std::size_t n = tally.seen.size() - 1;
    if (n % fen_stride == 0) check_fen(pos, where);
    if (n % move_stride == 0) check_moves(pos, where, tally);
}

// Replays a game's mainline, checking every position on the way. Returns where and why the
// replay failed ("" when it did not), as a compiler-style line.
std::string replay(std::string_view file, const PgnGame& game, LetterSetId letters,
                   GameTally& tally, std::size_t& failed_ply) {
    auto start = test_files::start_position(game);
    if (!start) {
        failed_ply = 0;
        return std::string(file) + ": game " + std::to_string(game.index) + ": " + start.error();
    }
    Position pos = *start;
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        check_position(pos, {file, game.index, ply}, tally);
        const GameMove& token = game.moves[ply];
        auto fail = [&](const std::string& why) {
            failed_ply = ply + 1;
            return test_files::where(file, token.location) + ": game " +
                   std::to_string(game.index) + " ply " + std::to_string(ply + 1) + ": '" +
                   token.text + "': " + why + " (FEN " + write_fen(pos) + ")";
        };
        const auto text = test_files::parse_game_move(token, letter_set(letters));
        if (!text) return fail(std::string(describe(text.error().code)));
        const auto resolved = resolve(pos, *text);
        if (!resolved) return fail(explain(resolved.error(), pos, token.text));
        if (resolved->move.is_null())
            pos.play_null();
        else
            pos.play(resolved->move);
    }
    check_position(pos, {file, game.index, game.moves.size()}, tally);
    return {};
}

std::string game_test_name(std::string_view path) {
    std::string name(path.substr(path.rfind('/') + 1));
    name = name.substr(0, name.find('.'));
    std::ranges::replace_if(
        name, [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

// The .txt snippet is PGN movetext under two '#' lines that describe it. They are no PGN: the
// reader would skip them as junk up to the next tag section, which never comes, so they are
// blanked here (keeping the line numbers) and the rest is read as it is.
test_files::PgnFile load(const GameFile& f) {
    const std::string relative = "games/" + std::string(f.path);
    if (!f.path.ends_with(".txt")) return test_files::read_corpus_pgn(relative);
    std::string text;
    for (const std::string& line : test_files::read_lines(test_files::corpus_path(relative)))
        text += (line.starts_with('#') ? std::string() : line) + '\n';
    return test_files::read_pgn_text(text, std::string(f.path.substr(f.path.rfind('/') + 1)));
}

class GameRoundTrip : public testing::TestWithParam<GameFile> {};

TEST_P(GameRoundTrip, EveryLegalMoveInEveryNotationAndLetterSet) {
    const GameFile& f = GetParam();
    const test_files::PgnFile file = load(f);
    ASSERT_TRUE(file.opened) << "missing corpus/games/" << f.path;
    ASSERT_FALSE(file.games.empty()) << f.path;
    const std::string_view name = f.path.substr(f.path.rfind('/') + 1);
    GameTally tally;
    std::vector<ExpectedFailure> found;
    for (const PgnGame& game : file.games) {
        ++tally.games;
        // A game the reader gave up on would lose moves without the replay noticing.
        EXPECT_FALSE(game.summary.broken) << f.path << " game " << game.index;
        std::size_t ply = 0;
        const std::string failure = replay(name, game, f.letters, tally, ply);
        if (HasFatalFailure()) return;
        if (failure.empty()) continue;
        const bool expected = std::ranges::any_of(f.failures, [&](const ExpectedFailure& e) {
            return e.game == game.index && e.ply == ply;
        });
        if (expected) std::printf("expected failure: %s\n", failure.c_str());
        EXPECT_TRUE(expected) << "replay failed: " << failure;
        found.push_back({game.index, ply, {}});
    }
    for (const ExpectedFailure& e : f.failures) {
        EXPECT_TRUE(std::ranges::any_of(
            found, [&](const ExpectedFailure& x) { return x.game == e.game && x.ply == e.ply; }))
            << f.path << " game " << e.game << " ply " << e.ply << " replays now (" << e.reason
            << "): update the list";
    }
    EXPECT_EQ(tally.mismatches, 0u) << f.path;
    std::printf("%s: %zu games, %zu positions, %zu moves, %zu texts read back\n",
                std::string(f.path).c_str(), tally.games, tally.positions, tally.moves,
                tally.texts);
}

INSTANTIATE_TEST_SUITE_P(Corpus, GameRoundTrip, testing::ValuesIn(game_files),
                         [](const auto& param) { return game_test_name(param.param.path); });

}  // namespace
}  // namespace chess::notation
