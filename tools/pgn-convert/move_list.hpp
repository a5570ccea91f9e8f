#pragma once
// --moves: bare move lists ("e2-e4 e7-e5 Ng1-f3") converted to one line of numbered moves
// ("1. e4 e5 2. Nf3"). The list is read as PGN movetext: move numbers are checked, and comments,
// NAGs and variations are kept on the line as the PGN writer writes them ("1. e4 {best by test}
// 1... e5 2. Nf3 $5 (2. Bc4) 2... Nc6"), with the moves of variations converted and checked like
// those of the main line. A result ends a list (the next moves start a new one, printed on the
// next line). A list with a move that cannot be checked, in a variation or not, is not printed:
// its diagnostic says why. That is the rule of converting games: a variation is part of the
// score, and dropping a bad one silently would lose text as surely as dropping comments did.
// A comment holding '}' can only be written as a ';' comment, which ends its line: the list then
// takes two lines.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/pgn/replay_events.hpp"
#include "chess/pgn/visitor.hpp"
#include "chess/pgn/writer.hpp"
#include "common/output.hpp"
#include "error_capture.hpp"

namespace chess::convert {

// Passes the reader's events on, with [SetUp "1"] [FEN "..."] tags put in front of every game's
// movetext when a start position was given (--fen), and [Variant "Chess960"] for Chess960 lists
// (--chess960, or a --fen with rights only Chess960 has).
class StartPositionVisitor final : public pgn::Visitor {
public:
    StartPositionVisitor(pgn::Visitor& next, std::string fen, bool chess960)
        : next_(&next), fen_(std::move(fen)), chess960_(chess960) {}

    pgn::Control begin_game(const pgn::GameInfo& info) override { return next_->begin_game(info); }
    pgn::Control tag(const pgn::Tag& tag) override { return next_->tag(tag); }
    pgn::Control begin_movetext() override;
    pgn::Control move_number(const pgn::MoveNumber& n) override { return next_->move_number(n); }
    pgn::Control move(const pgn::MoveToken& move) override { return next_->move(move); }
    pgn::Control nag(const pgn::Nag& nag) override { return next_->nag(nag); }
    pgn::Control comment(const pgn::Comment& c) override { return next_->comment(c); }
    pgn::Control begin_variation(const pgn::Location& l) override {
        return next_->begin_variation(l);
    }
    pgn::Control end_variation(const pgn::Location& l) override { return next_->end_variation(l); }
    pgn::Control result(const pgn::ResultToken& result) override { return next_->result(result); }
    pgn::Control end_game(const pgn::GameSummary& s) override { return next_->end_game(s); }

private:
    pgn::Visitor* next_;
    std::string fen_;
    bool chess960_;
};

struct MoveListCounts {
    std::uint64_t read = 0;
    std::uint64_t written = 0;
    std::uint64_t failed = 0;
};

// Writes each list as one line of numbered moves in the target notation, through a GameWriter
// set to bare movetext on an unlimited line. A line is kept until its list ends (a list with a
// bad move is not written); a list whose line would outgrow `max_line_bytes` fails with E126
// (reported to `errors`) and the rest of it is skipped. A list of which the reader did not keep
// all the text fails too (`errors`, which the reader and the replayer report to, tells).
class MoveListWriter final : public pgn::ReplayObserver {
public:
    MoveListWriter(const notation::MoveStyle& style, tools::Output& out, std::size_t max_line_bytes,
                   ErrorCapture& errors);
    // The writer points into this object.
    MoveListWriter(const MoveListWriter&) = delete;
    MoveListWriter& operator=(const MoveListWriter&) = delete;

    // The input's name, for E126.
    void set_file(std::string file) { file_ = std::move(file); }
    // The start position came without a fullmove number (a FEN of four or five fields, as
    // diagrams give them): the list's first move number, the book's, numbers the output.
    void number_as_written(bool as_written) { number_as_written_ = as_written; }

    const MoveListCounts& counts() const { return counts_; }

    pgn::Control begin_game(const pgn::GameInfo& info) override;
    pgn::Control begin_movetext(const pgn::ReplayStart& start) override;
    pgn::Control move_number(const pgn::MoveNumber& number) override;
    pgn::Control move(const pgn::ReplayedMove& move) override;
    pgn::Control unchecked_move(const pgn::UncheckedMove& move) override;
    pgn::Control nag(const pgn::Nag& nag) override;
    pgn::Control comment(const pgn::Comment& comment) override;
    pgn::Control begin_variation(const pgn::Location& location) override;
    pgn::Control end_variation(const pgn::Location& location) override;
    pgn::Control result(const pgn::ResultToken& result) override;
    pgn::Control end_game(const pgn::ReplayedGame& game) override;

private:
    // A comment or NAG that came before the list's numbering was known.
    struct Leading {
        std::optional<std::uint8_t> nag;  // else a comment
        std::string comment;
    };

    void start_line();
    void write_leading(const Leading& leading);
    pgn::Control hold(Leading leading, const pgn::Location& location);
    // After each unit written: fails the list with E126 once its line is too long.
    pgn::Control check_length(const pgn::Location& location,
                              std::optional<std::uint32_t> ply = std::nullopt,
                              std::string_view token = {});
    pgn::Control too_long(const pgn::Location& location, std::optional<std::uint32_t> ply,
                          std::string_view token);

    notation::MoveStyle style_;
    tools::Output* out_;
    std::size_t max_line_bytes_;
    ErrorCapture* errors_;
    std::string file_;
    MoveListCounts counts_;
    std::uint64_t game_ = 0;

    pgn::StringSink line_;  // the list's line so far: the writer hands over every unit at once
    pgn::GameWriter writer_;
    std::string move_text_;         // scratch: a move in the target notation
    std::vector<Leading> leading_;  // held until start_line
    std::size_t leading_bytes_ = 0;
    std::int64_t fullmove_ = 1;
    Color side_ = Color::White;
    bool started_ = false;  // the writer has the start position; nothing is held any more
    bool failed_ = false;
    bool empty_ = true;  // nothing to print yet
    bool number_as_written_ = false;
};

}  // namespace chess::convert
