// ErrorCapture (tools/pgn-convert/error_capture.hpp): a diagnostic that says the reader did not
// keep text of a game marks the game (lost_text) and is passed on as an error that says the game
// is not converted and which limit keeps the text; other diagnostics pass unchanged; reset()
// starts the next game; outside any game nothing is marked.

#include "error_capture.hpp"

#include <gtest/gtest.h>

#include <string>

namespace chess::convert {
namespace {

using notation::Diagnostic;
using notation::DiagnosticCode;
using notation::Severity;

Diagnostic reader_diagnostic(DiagnosticCode code, std::string_view message, std::uint64_t game) {
    Diagnostic d;
    d.severity = notation::default_severity(code);
    d.code = code;
    d.file = "games.pgn";
    d.location = {120, 9, 7};
    d.game = game;
    d.message = message;
    return d;
}

TEST(ErrorCapture, ACutCommentFailsTheGameAsAnErrorNamingTheLimit) {
    notation::CollectingSink printed;
    pgn::ReaderOptions limits;
    limits.max_comment_bytes = 16;
    ErrorCapture capture(printed, limits);
    capture.report(reader_diagnostic(DiagnosticCode::CommentTooLong,
                                     "comment longer than 16 bytes truncated", 3));
    EXPECT_TRUE(capture.lost_text());
    ASSERT_EQ(printed.diagnostics().size(), 1u);
    const auto& d = printed.diagnostics()[0];
    EXPECT_EQ(d.severity, Severity::Error);  // W104 is a warning elsewhere
    EXPECT_EQ(d.code, DiagnosticCode::CommentTooLong);
    EXPECT_EQ(d.game, 3u);
    EXPECT_EQ(d.message,
              "not converted: part of the game's text was lost (raise --max-comment-bytes, 16 now, "
              "to keep it): comment longer than 16 bytes truncated");
    ASSERT_TRUE(capture.first_error());
    EXPECT_EQ(capture.first_error()->message, d.message);

    capture.reset();
    EXPECT_FALSE(capture.lost_text());
    EXPECT_FALSE(capture.first_error());
}

TEST(ErrorCapture, ALossWithoutALimitSaysWhatWasDropped) {
    notation::CollectingSink printed;
    ErrorCapture capture(printed, pgn::ReaderOptions{});
    capture.report(reader_diagnostic(DiagnosticCode::BadNag, "NAG above 255 dropped", 1));
    EXPECT_TRUE(capture.lost_text());
    ASSERT_EQ(printed.diagnostics().size(), 1u);
    EXPECT_EQ(printed.diagnostics()[0].message,
              "not converted: part of the game's text was lost: NAG above 255 dropped");
    EXPECT_EQ(printed.diagnostics()[0].severity, Severity::Error);
}

// An annotator's mark PGN has no place for ("!!!") is dropped with a warning, and the game is
// still converted.
TEST(ErrorCapture, ADroppedMarkIsNoLoss) {
    notation::CollectingSink printed;
    ErrorCapture capture(printed, pgn::ReaderOptions{});
    capture.report(reader_diagnostic(DiagnosticCode::UnknownGlyph, "unknown glyph dropped", 1));
    EXPECT_FALSE(capture.lost_text());
    ASSERT_EQ(printed.diagnostics().size(), 1u);
    EXPECT_EQ(printed.diagnostics()[0].message, "unknown glyph dropped");
    EXPECT_EQ(printed.diagnostics()[0].severity, Severity::Warning);
}

TEST(ErrorCapture, AFatalReadErrorStaysFatal) {
    notation::CollectingSink printed;
    ErrorCapture capture(printed, pgn::ReaderOptions{});
    capture.report(reader_diagnostic(DiagnosticCode::ReadFailed, "unexpected end of data", 2));
    EXPECT_TRUE(capture.lost_text());
    EXPECT_EQ(printed.diagnostics()[0].severity, Severity::Fatal);
}

TEST(ErrorCapture, OtherDiagnosticsAndThoseOutsideGamesPassUnchanged) {
    notation::CollectingSink printed;
    ErrorCapture capture(printed, pgn::ReaderOptions{});
    capture.report(reader_diagnostic(DiagnosticCode::UnmatchedParenthesis, "unmatched ')'", 1));
    capture.report(reader_diagnostic(DiagnosticCode::ReadFailed, "read error", 0));  // no game
    EXPECT_FALSE(capture.lost_text());
    EXPECT_FALSE(capture.first_error());
    ASSERT_EQ(printed.diagnostics().size(), 2u);
    EXPECT_EQ(printed.diagnostics()[0].message, "unmatched ')'");
    EXPECT_EQ(printed.diagnostics()[0].severity, Severity::Error);
    EXPECT_EQ(printed.diagnostics()[1].message, "read error");

    capture.report(reader_diagnostic(DiagnosticCode::IllegalMove, "illegal move", 1));
    EXPECT_FALSE(capture.lost_text());
    ASSERT_TRUE(capture.first_error());
    EXPECT_EQ(capture.first_error()->code, DiagnosticCode::IllegalMove);
}

}  // namespace
}  // namespace chess::convert
