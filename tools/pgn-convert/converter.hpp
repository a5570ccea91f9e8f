#pragma once
// The converting observer: reader -> replayer -> Converter -> GameWriter. Each game's events are
// kept in a GameLog until the game ends; then the game is written in the target notation, or,
// when a move could not be checked (an illegal or unreadable move, a position that cannot be
// replayed), not written at all, or written as read with a comment that says why
// (--keep-failed). A converted move is never a guess: every move written is one the replayer
// checked.
//
// Nothing read is lost silently: a game of which the reader did not keep all the text (a tag,
// comment or token over its limit, variations too deep, the rest of a game it broke off: see
// ErrorCapture) fails too, with an error that says what was lost and which limit keeps it. It
// is not written, not even with --keep-failed: the events here are only what the reader kept,
// so writing them "as read" would be the loss again. --in-place therefore leaves its file
// unchanged (main.cpp), with or without --keep-failed.
//
// Memory is bounded per game (ConvertOptions::max_game_bytes): a game whose log outgrows the
// limit is reported once (E126, where it crossed the limit), dropped from the log, replayed to
// its end without being kept (its other errors are still reported) and counted as failed. It is
// not written either, for the same reason: its text is no longer there.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/notation/move_writer.hpp"
#include "chess/pgn/replay_events.hpp"
#include "chess/pgn/writer.hpp"
#include "error_capture.hpp"
#include "game_log.hpp"
#include "game_too_large.hpp"
#include "result_fix.hpp"

namespace chess::convert {

struct ConvertOptions {
    notation::MoveStyle style;  // the target notation and letter set
    bool fix = false;           // fix the result and the roster, and report every fix
    bool keep_failed = false;   // write failed games as read, with a comment
    std::size_t max_game_bytes = GameLog::default_limit;  // at most GameLog::max_limit
};

struct ConvertCounts {
    std::uint64_t read = 0;
    std::uint64_t written = 0;  // converted and written
    std::uint64_t failed = 0;   // not converted (written as read with --keep-failed, unless...)
    // ...the failed game's text was not kept whole (E126, or the reader dropped part of it):
    // never written.
    std::uint64_t incomplete = 0;
    std::uint64_t fixes = 0;  // notes reported by --fix

    // The failed games that --keep-failed writes as read.
    std::uint64_t writable_as_read() const { return failed - incomplete; }

    ConvertCounts& operator+=(const ConvertCounts& other) {
        read += other.read;
        written += other.written;
        failed += other.failed;
        incomplete += other.incomplete;
        fixes += other.fixes;
        return *this;
    }
};

class Converter final : public pgn::ReplayObserver {
public:
    // `errors` tells why a game failed; `notes` receives the --fix notes. All must outlive this.
    Converter(const ConvertOptions& options, pgn::GameWriter& writer, ErrorCapture& errors,
              notation::DiagnosticSink& notes);

    // The input's name, for the notes.
    void set_file(std::string file) { file_ = std::move(file); }
    const ConvertCounts& counts() const { return counts_; }

    pgn::Control begin_game(const pgn::GameInfo& info) override;
    pgn::Control tag(const pgn::Tag& tag) override;
    pgn::Control begin_movetext(const pgn::ReplayStart& start) override;
    pgn::Control move(const pgn::ReplayedMove& move) override;
    pgn::Control unchecked_move(const pgn::UncheckedMove& move) override;
    pgn::Control nag(const pgn::Nag& nag) override;
    pgn::Control comment(const pgn::Comment& comment) override;
    pgn::Control begin_variation(const pgn::Location& location) override;
    pgn::Control end_variation(const pgn::Location& location) override;
    pgn::Control result(const pgn::ResultToken& result) override;
    pgn::Control end_game(const pgn::ReplayedGame& game) override;

private:
    void write_converted(const pgn::ReplayedGame& game);
    // The result the game's Result tag says, in any form the reader takes for a result.
    static std::optional<pgn::Result> result_tag(const pgn::ReplayedGame& game);
    void write_as_read();
    void write_tags(bool fixed);
    void write_movetext(bool converted);
    void report(const Fix& fix, std::optional<std::uint32_t> ply = std::nullopt);
    // After an add_ to the log: reports the game once when the log refused it.
    void check_logged(bool stored, const pgn::Location& where);
    void report_lapses();
    std::string failure_comment() const;

    ConvertOptions options_;
    pgn::GameWriter* writer_;
    ErrorCapture* errors_;
    notation::DiagnosticSink* notes_;
    std::string file_;
    ConvertCounts counts_;

    // ---- the game being read
    pgn::GameInfo game_;
    GameLog log_;
    bool failed_ = false;
    bool replayable_ = true;
    bool too_large_ = false;  // the log refused the game (E126 reported)
    std::uint64_t start_fullmove_ = 1;
    Color start_side_ = Color::White;
    std::optional<pgn::Result> result_;
    std::optional<pgn::Location> result_location_;
    GameFixes fixes_;
    std::string scratch_;
};

}  // namespace chess::convert
