#pragma once
// Test helpers for the replayer: run reader + replayer over a string, render the replayer's
// diagnostics one a line ("E201 3:13 g1 p3 'Ke3' [fen]"), and record what an observer sees.

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/notation/fen.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"

namespace chess::pgn::test {

// "E201 3:13 g1 p3 'Ke3' [rnbqkbnr/... w KQkq - 0 2]": code, line:column, game, ply, token and
// the FEN, each only where the diagnostic has it.
inline std::string render(const notation::OwnedDiagnostic& d) {
    std::string out = notation::code_string(d.code);
    out += ' ' + std::to_string(d.location.line) + ':' + std::to_string(d.location.column);
    out += " g" + std::to_string(d.game);
    if (d.ply) out += " p" + std::to_string(*d.ply);
    if (!d.token.empty()) out += " '" + d.token + "'";
    if (!d.fen.empty()) out += " [" + d.fen + "]";
    return out;
}

inline std::string render(const std::vector<notation::OwnedDiagnostic>& diagnostics) {
    std::string out;
    for (const auto& d : diagnostics) out += render(d) + '\n';
    return out;
}

// The standard roster (no W308) with the given Result tag, then `extra` tag lines, a blank
// line and the movetext. The movetext starts on line 3 + the number of lines in `extra`.
inline std::string with_roster(std::string_view result, std::string_view extra,
                               std::string_view movetext) {
    std::string pgn = "[Event \"?\"][Site \"?\"][Date \"????.??.??\"][Round \"?\"][White \"?\"]";
    pgn += "[Black \"?\"][Result \"" + std::string(result) + "\"]\n";
    pgn += extra;
    pgn += '\n';
    pgn += movetext;
    pgn += '\n';
    return pgn;
}

struct ReplayRun {
    std::vector<notation::OwnedDiagnostic> diagnostics;  // the replayer's only
    std::vector<notation::OwnedDiagnostic> reader_diagnostics;
    ReplayCounters counters;
};

inline ReplayRun replay(std::string_view pgn, ReplayerOptions options = {},
                        ReplayObserver* observer = nullptr) {
    notation::CollectingSink reader_sink;
    notation::CollectingSink sink;
    MemorySource source(pgn);
    Reader reader(source, ReaderOptions{}, &reader_sink, "t.pgn");
    options.file_name = "t.pgn";
    Replayer replayer(observer, &sink, std::move(options));
    reader.read_all(replayer);
    return ReplayRun{sink.diagnostics(), reader_sink.diagnostics(), replayer.counters()};
}

// One line per event the observer sees: "start en 960", "move 3 e4 Ke3 d1", "unchecked 4
// Nc6 after-error", "(", ")", "end 5 complete 1-0"...
class RecordingObserver : public ReplayObserver {
public:
    std::string events;
    bool with_fen = false;  // append the FEN after each checked move

    Control begin_movetext(const ReplayStart& start) override {
        events += "start ";
        events += notation::letter_set(start.letters).name;
        if (start.detected) events += " detected";
        if (start.chess960) events += " 960";
        if (!start.replayable) events += " not-replayable";
        events += '\n';
        return Control::Continue;
    }
    Control move(const ReplayedMove& m) override {
        events += "move " + std::to_string(m.ply) + ' ' + std::string(m.written()) + ' ' + m.san();
        if (m.depth != 0) events += " d" + std::to_string(m.depth);
        if (with_fen) events += " [" + notation::write_fen(m.after()) + ']';
        events += '\n';
        return Control::Continue;
    }
    Control unchecked_move(const UncheckedMove& m) override {
        static constexpr const char* reasons[] = {"failed", "after-error", "not-replayed"};
        events += "unchecked " + std::to_string(m.ply) + ' ' + std::string(m.token.text) + ' ' +
                  reasons[static_cast<int>(m.reason)];
        if (m.depth != 0) events += " d" + std::to_string(m.depth);
        events += '\n';
        return Control::Continue;
    }
    Control comment(const Comment& c) override {
        events += "comment " + std::string(c.text) + '\n';
        return Control::Continue;
    }
    Control nag(const Nag& n) override {
        events += "nag " + std::to_string(n.value) + '\n';
        return Control::Continue;
    }
    Control begin_variation(const Location&) override {
        events += "(\n";
        return Control::Continue;
    }
    Control end_variation(const Location&) override {
        events += ")\n";
        return Control::Continue;
    }
    Control result(const ResultToken& r) override {
        events += "result " + std::string(r.text) + '\n';
        return Control::Continue;
    }
    Control end_game(const ReplayedGame& g) override {
        events += "end " + std::to_string(g.plies);
        events += g.complete ? " complete" : " incomplete";
        if (g.outcome)
            events += " outcome" + std::to_string(static_cast<int>(g.outcome->termination));
        events += '\n';
        return Control::Continue;
    }
};

}  // namespace chess::pgn::test
