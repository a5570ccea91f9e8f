#pragma once
// A PGN visitor for the fuzz targets: writes every event, with every byte of every string_view
// it is given (so that a view into freed or stale buffer memory is read while it is borrowed),
// into one text, and checks the visitor protocol of visitor.hpp as the events come. Optionally
// answers with SkipVariation, SkipGame or Stop at chosen events, so the reader's control paths
// are fuzzed too.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/visitor.hpp"

namespace chess::fuzz {

// When the visitor interrupts the reader; every field 0: never.
struct ControlScript {
    std::uint32_t skip_variation_every = 0;  // answer SkipVariation to every n-th begin_variation
    std::uint32_t skip_game_every = 0;       // answer SkipGame to every n-th move
    std::uint64_t stop_at_event = 0;         // answer Stop to the n-th event
};

class EventLog final : public pgn::Visitor {
public:
    EventLog(const pgn::ReaderOptions& limits, std::size_t input_size, ControlScript script = {})
        : limits_(limits), input_size_(input_size), script_(script) {}

    // One line per event, every string in full.
    const std::string& text() const { return text_; }

    pgn::Control begin_game(const pgn::GameInfo& info) override;
    pgn::Control tag(const pgn::Tag& tag) override;
    pgn::Control begin_movetext() override;
    pgn::Control move_number(const pgn::MoveNumber& number) override;
    pgn::Control move(const pgn::MoveToken& move) override;
    pgn::Control nag(const pgn::Nag& nag) override;
    pgn::Control comment(const pgn::Comment& comment) override;
    pgn::Control begin_variation(const pgn::Location& location) override;
    pgn::Control end_variation(const pgn::Location& location) override;
    pgn::Control result(const pgn::ResultToken& result) override;
    pgn::Control end_game(const pgn::GameSummary& summary) override;

private:
    void line(std::string_view kind, const pgn::Location& location);
    void append(std::string_view text);
    void number(std::uint64_t value);
    void expect_in_game(const char* event);
    void expect_movetext(const char* event);
    pgn::Control answer(const pgn::Location& location);

    pgn::ReaderOptions limits_;
    std::size_t input_size_;
    ControlScript script_;
    std::string text_;

    bool in_game_ = false;
    bool in_movetext_ = false;
    bool skipping_game_ = false;
    std::uint64_t games_ = 0;
    std::uint64_t events_ = 0;
    std::uint64_t moves_seen_ = 0;
    std::uint64_t variations_seen_ = 0;
    std::size_t depth_ = 0;
    std::uint64_t last_offset_ = 0;
    pgn::GameSummary counted_{};  // this game's events, to compare with end_game's summary
};

// Writes every diagnostic (code, location, game, ply, token, message) into one text.
class DiagnosticLog final : public notation::DiagnosticSink {
public:
    void report(const notation::Diagnostic& diagnostic) override;
    const std::string& text() const { return text_; }

private:
    std::string text_;
};

}  // namespace chess::fuzz
