// chess/notation/diagnostic.hpp: codes, compiler-style rendering, ownership and the collecting
// sink.

#include "chess/notation/diagnostic.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace chess::notation {
namespace {

constexpr DiagnosticCode all_codes[] = {
    DiagnosticCode::ReadFailed,
    DiagnosticCode::InvalidUtf8,
    DiagnosticCode::NulByte,
    DiagnosticCode::UnterminatedComment,
    DiagnosticCode::CommentTooLong,
    DiagnosticCode::TokenTooLong,
    DiagnosticCode::UnterminatedTagValue,
    DiagnosticCode::MalformedTag,
    DiagnosticCode::UnescapedQuote,
    DiagnosticCode::MissingTagBracket,
    DiagnosticCode::DuplicateTag,
    DiagnosticCode::VariationTooDeep,
    DiagnosticCode::UnclosedVariation,
    DiagnosticCode::UnmatchedParenthesis,
    DiagnosticCode::UnexpectedCharacter,
    DiagnosticCode::MissingResult,
    DiagnosticCode::SloppyResult,
    DiagnosticCode::ResultInVariation,
    DiagnosticCode::BadNag,
    DiagnosticCode::UnknownGlyph,
    DiagnosticCode::JunkBetweenGames,
    DiagnosticCode::SkippedToNextGame,
    DiagnosticCode::CommentOutsideGame,
    DiagnosticCode::TagTooLong,
    DiagnosticCode::UnquotedTagValue,
    DiagnosticCode::TagSectionRestarted,
    DiagnosticCode::GameTooLarge,
    DiagnosticCode::UnicodeSpace,
};

TEST(DiagnosticCodes, StringsCarryTheDefaultSeverityLetterAndTheNumber) {
    EXPECT_EQ(code_string(DiagnosticCode::ReadFailed), "E001");
    EXPECT_EQ(code_string(DiagnosticCode::InvalidUtf8), "W101");
    EXPECT_EQ(code_string(DiagnosticCode::TokenTooLong), "E105");
    EXPECT_EQ(code_string(DiagnosticCode::SloppyResult), "N116");
    EXPECT_EQ(code_string(DiagnosticCode::TagSectionRestarted), "W125");
    EXPECT_EQ(code_string(DiagnosticCode::UnicodeSpace), "N127");
    EXPECT_EQ(default_severity(DiagnosticCode::ReadFailed), Severity::Fatal);
    EXPECT_EQ(default_severity(DiagnosticCode::JunkBetweenGames), Severity::Warning);
}

TEST(DiagnosticCodes, EveryCodeIsDescribedAndNumbersAreUnique) {
    std::set<unsigned> numbers;
    for (const DiagnosticCode code : all_codes) {
        EXPECT_NE(describe(code), "unknown diagnostic code") << code_string(code);
        EXPECT_TRUE(numbers.insert(static_cast<unsigned>(code)).second) << code_string(code);
        const unsigned stage = static_cast<unsigned>(code) / 100;
        EXPECT_LE(stage, 1u) << "the reader's codes are 0xx and 1xx";
    }
}

// The audit behind drops_game_text: every input and reader code is on one side, so a new code
// must be placed (and a tool that rewrites games learns whether it loses text).
TEST(DiagnosticCodes, EveryReaderCodeSaysWhetherItDropsGameText) {
    using enum DiagnosticCode;
    const std::set<DiagnosticCode> drops = {
        ReadFailed,           CommentTooLong,   TokenTooLong, MalformedTag,
        UnterminatedTagValue, VariationTooDeep, BadNag,       TagTooLong};
    // W117 and W119 drop annotators' marks PGN has no place for (a result that ends a line of
    // analysis, "!!!"): reported, but no reason to leave a whole game unconverted.
    const std::set<DiagnosticCode> keeps = {InvalidUtf8,         NulByte,
                                            ResultInVariation,   UnknownGlyph,
                                            UnterminatedComment, UnescapedQuote,
                                            MissingTagBracket,   DuplicateTag,
                                            UnclosedVariation,   UnmatchedParenthesis,
                                            UnexpectedCharacter, MissingResult,
                                            SloppyResult,        JunkBetweenGames,
                                            SkippedToNextGame,   CommentOutsideGame,
                                            UnquotedTagValue,    TagSectionRestarted,
                                            GameTooLarge,        UnicodeSpace};
    for (const DiagnosticCode code : all_codes) {
        EXPECT_NE(drops.contains(code), keeps.contains(code)) << code_string(code);
        EXPECT_EQ(drops_game_text(code), drops.contains(code)) << code_string(code);
    }
    EXPECT_EQ(drops.size() + keeps.size(), std::size(all_codes));
    EXPECT_FALSE(drops_game_text(IllegalMove));
    EXPECT_FALSE(drops_game_text(VariationWithoutMove));
}

Diagnostic sample() {
    Diagnostic d;
    d.severity = Severity::Error;
    d.code = DiagnosticCode::TokenTooLong;
    d.file = "games.pgn";
    d.location = SourceLocation{123456, 1043, 17};
    d.game = 12;
    d.ply = 33;
    d.token = "Nxe5";
    d.message = "token too long";
    return d;
}

TEST(DiagnosticFormat, CompilerStyle) {
    EXPECT_EQ(format_diagnostic(sample()),
              "games.pgn:1043:17: error[E105]: token too long 'Nxe5' (game 12, ply 33)");
}

TEST(DiagnosticFormat, LeavesOutWhatIsUnknown) {
    Diagnostic d = sample();
    d.file = {};
    d.location = {};
    d.game = 0;
    d.ply.reset();
    d.token = {};
    d.message = {};
    d.severity = Severity::Warning;
    EXPECT_EQ(format_diagnostic(d),
              "<input>: warning[E105]: a movetext token is longer than the limit");
    d.game = 3;
    d.location = SourceLocation{0, 7, 0};
    EXPECT_EQ(format_diagnostic(d),
              "<input>:7: warning[E105]: a movetext token is longer than the limit (game 3)");
}

TEST(DiagnosticFormat, TokenStaysOnOneLineAndShort) {
    Diagnostic d = sample();
    d.ply.reset();
    const std::string token = "a\nb\x01'\\" + std::string(100, 'x');
    d.token = token;
    const std::string line = format_diagnostic(d);
    EXPECT_EQ(line.find('\n'), std::string::npos);
    EXPECT_NE(line.find("'a\\x0ab\\x01\\'\\\\xxx"), std::string::npos) << line;
    EXPECT_NE(line.find("...' (game 12)"), std::string::npos) << line;
}

TEST(DiagnosticSentence, MessageAndQuotedTokenAsTheCompilerStyleLineHasThem) {
    Diagnostic d = sample();
    d.token = "1-0";
    d.message = "Black mates, so the result is 0-1, not";
    EXPECT_EQ(diagnostic_sentence(d), "Black mates, so the result is 0-1, not '1-0'");
    EXPECT_NE(format_diagnostic(d).find(": " + diagnostic_sentence(d) + " (game 12, ply 33)"),
              std::string::npos);
    EXPECT_EQ(quoted_token(d.token), " '1-0'");
    d.token = {};
    EXPECT_EQ(diagnostic_sentence(d), "Black mates, so the result is 0-1, not");
    d.message = {};
    EXPECT_EQ(diagnostic_sentence(d), "a movetext token is longer than the limit");
    d.token = "it's";
    EXPECT_EQ(diagnostic_sentence(d), "a movetext token is longer than the limit 'it\\'s'");
}

TEST(DiagnosticOwnership, OwnedCopySurvivesTheOriginal) {
    OwnedDiagnostic owned;
    {
        std::string file = "temporary.pgn";
        std::string token = "e9";
        Diagnostic d = sample();
        d.file = file;
        d.token = token;
        d.fen = "8/8/8/8/8/8/8/8 w - - 0 1";
        owned = to_owned(d);
    }
    const Diagnostic view = owned.view();
    EXPECT_EQ(view.file, "temporary.pgn");
    EXPECT_EQ(view.token, "e9");
    EXPECT_EQ(view.fen, "8/8/8/8/8/8/8/8 w - - 0 1");
    EXPECT_EQ(view.location, (SourceLocation{123456, 1043, 17}));
    EXPECT_EQ(view.ply, 33u);
}

TEST(DiagnosticSinks, CollectingSinkKeepsOwnedCopies) {
    CollectingSink sink;
    {
        std::string message = "first";
        Diagnostic d = sample();
        d.message = message;
        sink.report(d);
        message = "changed";
    }
    sink.report(sample());
    ASSERT_EQ(sink.diagnostics().size(), 2u);
    EXPECT_EQ(sink.diagnostics()[0].message, "first");
    sink.clear();
    EXPECT_TRUE(sink.diagnostics().empty());
}

TEST(DiagnosticSinks, CollectingSinkHandsItsDiagnosticsOver) {
    CollectingSink sink;
    sink.report(sample());
    sink.report(sample());
    const std::vector<OwnedDiagnostic> taken = sink.take();
    ASSERT_EQ(taken.size(), 2u);
    EXPECT_EQ(taken[1].view().ply, sample().ply);
    EXPECT_TRUE(sink.diagnostics().empty());
    sink.report(sample());  // still usable
    EXPECT_EQ(sink.diagnostics().size(), 1u);
}

}  // namespace
}  // namespace chess::notation
