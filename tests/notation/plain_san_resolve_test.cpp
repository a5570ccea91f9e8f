// resolve's fast path for plain SAN (resolve_paths.hpp) must give exactly what parse_move() and
// resolve(..., CheckMarks::Defer) give for every token it takes, and decline every token that
// resolve() rejects. Checked at every position of the mainlines of corpus/games: on the move
// played, on every legal move's SAN and its near misses (capture mark dropped or added, origin
// file, rank or square added, other promotion pieces, none), and on the previous position's
// SANs, which are often illegal, ambiguous or different moves here. The fast path must also
// take nearly every move actually played.

#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/notation/square.hpp"
#include "corpus_files.hpp"
#include "pgn_games.hpp"
#include "plain_san.hpp"
#include "resolve_paths.hpp"

namespace chess::notation {
namespace {

const LetterSet& english() { return letter_set(LetterSetId::English); }

struct ResolveTally {
    std::size_t accepted = 0;
    std::size_t declined = 0;
};

// Both paths on `token` at `pos`.
void expect_same(const Position& pos, const std::string& token, ResolveTally& tally) {
    MoveText fast_text;
    ResolvedMove fast;
    if (!detail::read_plain_san(token, fast_text) ||
        !detail::resolve_plain_san(pos, fast_text, fast)) {
        ++tally.declined;
        return;
    }
    ++tally.accepted;
    const auto text = parse_move(token, english());
    ASSERT_TRUE(text.has_value()) << token;
    const auto general = resolve(pos, *text, CheckMarks::Defer);
    ASSERT_TRUE(general.has_value())
        << "fast path resolved what resolve() rejects: " << token << " at " << write_fen(pos);
    EXPECT_EQ(fast.move, general->move) << token << " at " << write_fen(pos);
    EXPECT_EQ(fast.relaxations.raw(), general->relaxations.raw())
        << token << " at " << write_fen(pos);
}

bool is_piece_letter(char c) { return c == 'N' || c == 'B' || c == 'R' || c == 'Q' || c == 'K'; }

// The SAN of `m` and the near misses of it that plain SAN can still spell.
std::vector<std::string> spellings(const Position& pos, Move m) {
    std::string san = write_san(pos, m);
    while (!san.empty() && (san.back() == '+' || san.back() == '#')) san.pop_back();
    std::vector<std::string> out = {san};
    const std::string to(square_name(m.to()));
    const std::string from(square_name(m.from()));
    if (is_piece_letter(san[0])) {
        const std::string letter(1, san[0]);
        for (const std::string& origin : {std::string(), from.substr(0, 1), from.substr(1), from}) {
            out.push_back(letter + origin + to);
            out.push_back(letter + origin + "x" + to);
        }
    } else if (san.find('=') != std::string::npos) {
        const std::string base = san.substr(0, san.find('='));
        out.push_back(base);
        for (const char* piece : {"=N", "=B", "=R", "=Q"}) out.push_back(base + piece);
    } else if (std::islower(static_cast<unsigned char>(san[0])) != 0) {
        // A pawn: the push or capture with the other shape's capture mark.
        out.push_back(san.find('x') == std::string::npos ? from.substr(0, 1) + "x" + to : to);
    }
    return out;
}

void check_position(const Position& pos, const std::vector<std::string>& previous,
                    std::vector<std::string>& spelled, ResolveTally& tally) {
    for (const std::string& token : previous) {
        expect_same(pos, token, tally);
        if (testing::Test::HasFatalFailure()) return;
    }
    spelled.clear();
    for (const Move m : pos.legal_moves()) {
        for (const std::string& token : spellings(pos, m)) {
            expect_same(pos, token, tally);
            if (testing::Test::HasFatalFailure()) return;
            spelled.push_back(token);
        }
    }
}

TEST(PlainSanResolve, AgreesWithResolveOnTheCorpusGames) {
    ResolveTally played;
    ResolveTally variants;
    std::size_t files = 0;
    const auto root = test_files::corpus_path("games");
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
        if (entry.path().extension() != ".pgn") continue;
        ++files;
        const auto file = test_files::read_pgn_file(entry.path());
        ASSERT_TRUE(file.opened) << entry.path();
        for (const auto& game : file.games) {
            auto start = test_files::start_position(game);
            if (!start) continue;
            Position pos = *start;
            std::vector<std::string> previous;
            std::vector<std::string> spelled;
            for (const auto& move : game.moves) {
                check_position(pos, previous, spelled, variants);
                if (HasFatalFailure()) return;
                previous.swap(spelled);
                if (!move.en_passant_note) expect_same(pos, move.text, played);
                if (HasFatalFailure()) return;
                const auto text = test_files::parse_game_move(move, english());
                if (!text) break;
                const auto resolved = resolve(pos, *text, CheckMarks::Defer);
                if (!resolved) break;
                if (resolved->move.is_null()) {
                    pos.play_null();
                } else {
                    pos.play(resolved->move);
                }
            }
        }
    }
    EXPECT_GT(files, 10u);
    // Nearly every move played takes the fast path; the near misses exercise both answers.
    EXPECT_GT(played.accepted, 20000u);
    EXPECT_LT(played.declined * 50, played.accepted);
    EXPECT_GT(variants.accepted, 100000u);
    EXPECT_GT(variants.declined, 100000u);
    std::printf("moves played: %zu fast, %zu declined; variants: %zu fast, %zu declined\n",
                played.accepted, played.declined, variants.accepted, variants.declined);
}

}  // namespace
}  // namespace chess::notation
