#pragma once
// Test helpers: a visitor that writes the reader's event stream as text, one event a line, and
// functions that run the reader over a string and return that text and the diagnostics.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/visitor.hpp"

namespace chess::pgn::test {

// Line ends and control bytes made visible, so that each event stays on one line.
// Appends text with line ends and control bytes made visible, so that each event stays on one
// line.
inline void append_visible(std::string& out, std::string_view text) {
    for (const char c : text) {
        switch (c) {
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\0':
                out += "\\0";
                break;
            default:
                out += c;
        }
    }
}

inline const char* result_name(Result result) {
    switch (result) {
        case Result::WhiteWins:
            return "white";
        case Result::BlackWins:
            return "black";
        case Result::Draw:
            return "draw";
        case Result::Unknown:
            return "unknown";
    }
    return "?";
}

// One line per event: "move e4 @1:4", "tag Event=x", "end 1 no-result truncated"...
class RecordingVisitor : public Visitor {
public:
    explicit RecordingVisitor(bool with_locations = false) : with_locations_(with_locations) {}

    std::string events;

    Control begin_game(const GameInfo& info) override {
        events += "game ";
        number(info.index);
        if (!info.has_tags) events += " notags";
        return done(info.location);
    }
    Control tag(const Tag& tag) override {
        events += "tag ";
        append_visible(events, tag.name);
        events += '=';
        append_visible(events, tag.value);
        return done(tag.location);
    }
    Control begin_movetext() override {
        events += "movetext";
        return done();
    }
    Control move_number(const MoveNumber& n) override {
        events += "number ";
        number(n.number);
        if (n.black) events += "...";
        return done(n.location);
    }
    Control move(const MoveToken& move) override {
        events += "move ";
        append_visible(events, move.text);
        if (move.written != move.text) {
            events += " written=";
            append_visible(events, move.written);
        }
        if (move.en_passant_note) {
            events += " e.p.";
        } else if (!move.note_check.empty()) {
            events += ' ';  // a check word apart from the move
        }
        events += move.note_check;
        if (move.en_passant_note && move.en_passant_written() != "e.p.") {
            events += " note=";  // as written: "ep", "e. p.", "е.р."
            append_visible(events, move.en_passant_written());
        }
        return done(move.location);
    }
    Control nag(const Nag& nag) override {
        events += "nag ";
        number(nag.value);
        if (nag.from_glyph) events += " glyph";
        return done(nag.location);
    }
    Control comment(const Comment& comment) override {
        const bool brace = comment.kind == CommentKind::Brace;
        events += brace ? "comment {" : "comment ;";
        append_visible(events, comment.text);
        if (brace) events += '}';
        if (comment.truncated) events += " truncated";
        return done(comment.location);
    }
    Control begin_variation(const Location& location) override {
        events += '(';
        return done(location);
    }
    Control end_variation(const Location& location) override {
        events += ')';
        return done(location);
    }
    Control result(const ResultToken& result) override {
        events += "result ";
        append_visible(events, result.text);
        events += ' ';
        events += result_name(result.result);
        if (result.sloppy) events += " sloppy";
        return done(result.location);
    }
    Control end_game(const GameSummary& s) override {
        events += "end ";
        number(s.index);
        if (!s.has_result) events += " no-result";
        if (s.truncated) events += " truncated";
        if (s.broken) events += " broken";
        if (s.skipped) events += " skipped";
        return done();
    }

    // Returned for the event with this (1-based) number in the stream, Continue otherwise.
    std::size_t control_at = 0;
    Control control = Control::Continue;

private:
    void number(std::uint64_t value) { events += std::to_string(value); }
    Control done() {
        events += '\n';
        return ++count_ == control_at ? control : Control::Continue;
    }
    Control done(const Location& location) {
        if (with_locations_) {
            events += " @";
            number(location.line);
            events += ':';
            number(location.column);
        }
        return done();
    }

    bool with_locations_;
    std::size_t count_ = 0;
};

// "W115 3:1" per diagnostic (code, line, column), one a line.
inline std::string diagnostic_lines(const notation::CollectingSink& sink) {
    std::string out;
    for (const notation::OwnedDiagnostic& d : sink.diagnostics()) {
        out += notation::code_string(d.code) + " " + std::to_string(d.location.line) + ":" +
               std::to_string(d.location.column) + "\n";
    }
    return out;
}

struct ReadOutcome {
    std::string events;
    std::string diagnostics;
    std::uint64_t games = 0;
};

inline ReadOutcome run_reader(std::string_view input, ReaderOptions options = {},
                              bool with_locations = false) {
    MemorySource source(input);
    notation::CollectingSink sink;
    Reader reader(source, options, &sink, "test.pgn");
    RecordingVisitor visitor(with_locations);
    ReadOutcome run;
    run.games = reader.read_all(visitor);
    run.events = visitor.events;
    run.diagnostics = diagnostic_lines(sink);
    return run;
}

}  // namespace chess::pgn::test
