// pgn-fen's internals: the FEN it writes into its buffer equals libnotation's write_fen for
// every position of the corpus games and every output option; material signatures; the key set.

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <random>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "fen_text.hpp"
#include "key_set.hpp"
#include "material.hpp"

namespace chess::fen_tool {
namespace {

using notation::CastlingStyle;
using notation::EnPassantStyle;
using notation::FenWriteOptions;

// Every FenWriteOptions combination.
std::vector<FenWriteOptions> all_options() {
    std::vector<FenWriteOptions> options;
    for (auto castling : {CastlingStyle::Auto, CastlingStyle::XFen, CastlingStyle::Shredder})
        for (auto ep : {EnPassantStyle::Always, EnPassantStyle::OnlyLegal})
            for (bool counters : {true, false}) options.push_back({castling, ep, counters});
    return options;
}

void expect_same_fen(const Position& pos) {
    for (const FenWriteOptions& options : all_options()) {
        std::string fast = "prefix ";
        append_fen(fast, pos, options);
        ASSERT_EQ(fast, "prefix " + notation::write_fen(pos, options));
    }
    // The placement writer for builds without SSSE3 (which write_fen uses where it is on).
    const std::string fen = notation::write_fen(pos);
    std::array<char, fen_room> chars{};
    const char* end = write_placement_portable(chars.data(), pos);
    ASSERT_EQ(std::string_view(chars.data(), end), std::string_view(fen).substr(0, fen.find(' ')));
}

class PositionCollector final : public pgn::ReplayObserver {
public:
    pgn::Control begin_movetext(const pgn::ReplayStart& start) override {
        if (start.replayable) expect_same_fen(start.position);
        return pgn::Control::Continue;
    }
    pgn::Control move(const pgn::ReplayedMove& move) override {
        expect_same_fen(move.after());
        ++positions;
        return pgn::Control::Continue;
    }
    std::uint64_t positions = 0;
};

TEST(AppendFen, EqualsWriteFenOnEveryCorpusPosition) {
    const std::filesystem::path root = CHESS_CORPUS_DIR;
    PositionCollector collector;
    for (const auto& dir : {root / "games", root / "book-notation"}) {
        for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
            if (entry.path().extension() != ".pgn") continue;
            auto source = pgn::FileSource::open(entry.path());
            ASSERT_TRUE(source.has_value()) << entry.path();
            pgn::Replayer replayer(&collector);
            pgn::Reader reader(*source);
            reader.read_all(replayer);
        }
    }
    EXPECT_GT(collector.positions, 100000u);  // the corpus holds a few hundred thousand
}

// Chess960 castling rights whose rook is not the outermost one need a file letter in X-FEN.
TEST(AppendFen, ChessNineSixtyInnerRooks) {
    for (const char* fen :
         {"1r2k1rr/8/8/8/8/8/8/1R2K1RR w GBgb - 0 1", "rr2k2r/8/8/8/8/8/8/RR2K2R w BHbh - 0 1",
          "r3k1rr/8/8/8/8/8/8/R3K1RR w AGag - 0 1",
          "nbbrnkrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRNKRQ w GDgd - 0 1"}) {
        const auto pos = notation::read_fen(fen);
        ASSERT_TRUE(pos.has_value()) << fen;
        expect_same_fen(*pos);
    }
}

TEST(AppendFen, EnPassantOnlyWhenLegalOrAlways) {
    // After 1. e4 no black pawn can take: '-' when legal-only, e3 always.
    const auto pos =
        notation::read_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ASSERT_TRUE(pos.has_value());
    std::string out;
    append_fen(out, *pos, {CastlingStyle::Auto, EnPassantStyle::OnlyLegal, true});
    EXPECT_EQ(out, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    out.clear();
    append_fen(out, *pos, {CastlingStyle::Auto, EnPassantStyle::Always, false});
    EXPECT_EQ(out, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
}

TEST(MaterialSignature, MatchesExactly) {
    const auto krp = MaterialSignature::parse("KRPvKR");
    ASSERT_TRUE(krp.has_value());
    EXPECT_EQ(krp->text(), "KRPvKR");
    EXPECT_TRUE(krp->matches(*notation::read_fen("8/8/4k3/8/3r4/4P3/4K3/7R w - - 0 1")));
    // One pawn more, one rook fewer, colours swapped: no match.
    EXPECT_FALSE(krp->matches(*notation::read_fen("8/8/4k3/8/3r4/3PP3/4K3/7R w - - 0 1")));
    EXPECT_FALSE(krp->matches(*notation::read_fen("8/8/4k3/8/8/4P3/4K3/7R w - - 0 1")));
    EXPECT_FALSE(krp->matches(*notation::read_fen("8/8/4k3/4p3/3R4/8/4K3/7r w - - 0 1")));
    EXPECT_TRUE(MaterialSignature::parse("KvK")->matches(
        *notation::read_fen("8/8/4k3/8/8/8/4K3/8 w - - 0 1")));
}

TEST(MaterialSignature, RejectsOtherForms) {
    for (const char* bad :
         {"KRP", "KRvKvK", "RKvK", "KRv", "vK", "KPRvK", "KxvK", "krvk", "KKvK", ""}) {
        EXPECT_FALSE(MaterialSignature::parse(bad).has_value()) << bad;
    }
    const auto error = MaterialSignature::parse("KPRvKNB").error();
    EXPECT_NE(error.find("'KRPvKBN'"), std::string::npos) << error;
}

TEST(KeySet, AddsEachKeyOnceThroughGrowth) {
    KeySet set;
    std::unordered_set<std::uint64_t> reference;
    std::mt19937_64 random(12345);
    for (int i = 0; i < 300000; ++i) {
        // Few distinct values so that repeats are common; 0 is a key like any other.
        const std::uint64_t key = i % 7 == 0 ? 0 : random() % 200000 * 0x9E3779B97F4A7C15ULL;
        EXPECT_EQ(set.insert(key), reference.insert(key).second);
    }
    EXPECT_EQ(set.size(), reference.size());
}

}  // namespace
}  // namespace chess::fen_tool
