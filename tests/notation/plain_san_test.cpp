// parse_move's fast path for plain SAN must give exactly the grammar's MoveText for every token
// it accepts, and decline everything else. Checked on every short string over the characters
// moves are made of (so near misses are covered), on every well-formed SAN shape, and on the
// move tokens of the corpus; and the fast path must actually take the plain SAN moves.

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "chess/notation/letters.hpp"
#include "move_parser_paths.hpp"

namespace chess::notation {
namespace {

const LetterSet& english() { return letter_set(LetterSetId::English); }

struct ParseTally {
    std::size_t accepted = 0;
    std::size_t declined = 0;
};

void expect_same(const std::string& token, ParseTally& tally) {
    std::optional<MoveText> fast(std::in_place);
    if (!detail::read_plain_san(token, *fast)) fast.reset();
    if (!fast) {
        ++tally.declined;
        return;
    }
    ++tally.accepted;
    const auto general = detail::parse_with_grammar(token, english());
    ASSERT_TRUE(general.has_value()) << "fast path accepted what the grammar rejects: " << token;
    ASSERT_EQ(*fast, *general) << token;
}

// Every string of up to `length` characters over `alphabet`, appended to `prefix`.
void each_string(const std::string& alphabet, std::size_t length, std::string& prefix,
                 ParseTally& tally) {
    if (!prefix.empty()) expect_same(prefix, tally);
    if (::testing::Test::HasFatalFailure() || prefix.size() == length) return;
    for (char c : alphabet) {
        prefix.push_back(c);
        each_string(alphabet, length, prefix, tally);
        prefix.pop_back();
        if (::testing::Test::HasFatalFailure()) return;
    }
}

TEST(PlainSan, AgreesWithTheGrammarOnEveryShortString) {
    const std::string alphabet = "abeh1458xNBKPO-=+#Q!e.";
    ParseTally tally;
    std::string prefix;
    each_string(alphabet, 4, prefix, tally);
    EXPECT_GT(tally.accepted, 1000u);
    EXPECT_GT(tally.declined, 100000u);
}

TEST(PlainSan, AgreesWithTheGrammarOnEveryWellFormedShape) {
    ParseTally tally;
    const std::vector<std::string> origins = {"", "a", "h", "1", "8", "a1", "h8", "d4"};
    const std::vector<std::string> checks = {"", "+", "#", "++", "!"};
    for (const char* piece : {"N", "B", "R", "Q", "K"}) {
        for (const auto& origin : origins) {
            for (const char* capture : {"", "x"}) {
                for (const char* target : {"a1", "e4", "h8", "c7"}) {
                    for (const auto& check : checks) {
                        expect_same(std::string(piece) + origin + capture + target + check, tally);
                        if (HasFatalFailure()) return;
                    }
                }
            }
        }
    }
    for (const char* pawn : {"e4", "a8", "h1", "exd5", "gxh8", "axb1", "e8", "dxc1"}) {
        for (const char* promotion : {"", "=Q", "=R", "=B", "=N", "=K", "=P", "Q", "="}) {
            for (const auto& check : checks) {
                expect_same(std::string(pawn) + promotion + check, tally);
                if (HasFatalFailure()) return;
            }
        }
    }
    for (const char* castle : {"O-O", "O-O-O", "O-O-O-O", "O-", "0-0"}) {
        for (const auto& check : checks) expect_same(std::string(castle) + check, tally);
    }
    EXPECT_GT(tally.accepted, 1000u);
}

TEST(PlainSan, TakesThePlainSanOfRealGames) {
    for (const char* token : {"e4", "Nf3", "Nbd2", "R1e2", "Qh4xe1#", "exd6", "O-O", "O-O-O+",
                              "e8=Q", "bxa1=N+", "Kxe2", "Bb5+"}) {
        MoveText text;
        EXPECT_TRUE(detail::read_plain_san(token, text)) << token;
    }
    for (const char* token : {"e2-e4", "Ng1-f3", "e2e4", "nf3", "Pe4", "e8Q", "0-0", "e4!",
                              "exd6e.p.", "Nf3++", "ed", "Кf3", "--", "Ke", "e9"}) {
        MoveText text;
        EXPECT_FALSE(detail::read_plain_san(token, text)) << token;
    }
}

}  // namespace
}  // namespace chess::notation
