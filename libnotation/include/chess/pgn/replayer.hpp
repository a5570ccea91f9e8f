#pragma once
// The replayer: a Visitor that adds legality to the PGN reader. It holds a position and a game
// history per line, resolves every move with libnotation, checks every variation from its own
// branch point, runs the game-level checks and reports each problem as a Diagnostic (codes 2xx
// for moves, 3xx for games; diagnostic.hpp documents each). Tools observe it through a
// ReplayObserver (replay_events.hpp).
//
//   Reader reader(source, {}, &sink, "games.pgn");
//   Replayer replayer(&my_observer, &sink, options);
//   reader.read_all(replayer);
//
// What it does, per game:
// - Start position: the standard one; the FEN tag's (also without SetUp, W312); Chess960 from
//   [Variant "Chess960"] (and its aliases) or detected from the FEN's castling rights. Other
//   variants (crazyhouse, antichess...) and unreadable or fatally illegal FENs are not replayed
//   (W315, E314): their moves come as unchecked.
// - Letter set: fixed (ReplayerOptions::letters) or detected per game from the move tokens.
//   Detection holds back the events after the tag section (copied into a reused buffer,
//   bounded by max_pending_events / max_pending_bytes) until LetterSetDetector decides, the
//   bound is reached or the game ends; then they are replayed in order. Undecided: English,
//   unless some held-back move does not read in English and another set reads them all (the
//   first in LetterSetId order). Most English games are decided at their first piece move.
//   Russian scores may mix Latin look-alikes into their Cyrillic letters ("Cf1-b5" among
//   "Кg1-f3": OCR, a Latin keyboard), which no letter set reads: while every move so far reads
//   in Cyrillic letters with its look-alikes replaced (LookalikeDetector), a game is held back
//   on, to its end or the bound (so a Cyrillic game is held back whole). It is read so, in
//   RussianCyrillic, when it has a real Cyrillic letter and a look-alike and every held-back
//   move is legal so: noted once (N214). Otherwise the set is chosen from the events held back
//   when the sets settled, as if detection had stopped there: the reading it had before. With
//   RussianCyrillic named (ReplayerOptions::letters), look-alikes are read move by move.
//   Scores typed on a Russian keyboard give file letters and marks as Cyrillic look-alikes
//   ("е2-е4", "Nс3", "ехd5", "О-О", "exd6 е.р."): in every game and letter set, a move that
//   does not read as written is read with them as the Latin letters
//   (parse_move_reading_lookalikes), and one that reads as written but is not legal so, with
//   them replaced if that is ("сd4", no bishop's move: the pawn capture cxd4); noted once at
//   the game's end (N215).
// - Moves: a move that cannot be read or resolved is reported once (2xx) and stops the
//   checking of its line: the rest of the line is "unchecked" (passed to the observer as
//   unchecked_move and summed up in one note N210), never more errors. Variations that branch
//   from a known position are still checked: a variation replaces the last move of its parent
//   line and starts from the position before it, also when that last move was the error.
// - A variation's error disables only that variation (and the variations inside it after the
//   error).
// - Moves after checkmate or stalemate are E208 (instead of "illegal"). Moves after an
//   automatic draw (fivefold repetition, 75-move rule, dead position by material) are checked
//   and reported once per line (W209): historical games were played under other rules.
// - Relaxations (non-canonical SAN) are reported with one code each (230 + the Relaxation's
//   number): lapses (missing 'x', over-disambiguation, wrong '+'/'#'...) at every move,
//   notation styles (long algebraic, national letters, UCI...) once per game.
// - Game-level checks at the end of the movetext (results) and after the tags (tag checks):
//   the Result tag vs the result token (E301); the result vs the final position (E302-E304);
//   a decisive result after a fivefold repetition or 75 moves (W305, W306); a time-forfeit
//   win for a side that cannot mate (E307: `Termination "time forfeit"`, or chess.com's
//   "... won on time"); Seven Tag Roster tags missing (W308) or malformed (W309-N311); FEN and
//   SetUp (W312, W313); illegal FEN positions (E314, W316). The result compared with the board
//   is the result token's, else the Result tag's.
//
// Diagnostics carry file, line and column (from the reader's locations), the game index, the
// ply, the token as written and the FEN before the move (computed only when a diagnostic is
// emitted and not suppressed; en passant written only when a capture is legal). Game-level
// diagnostics on results carry the final position's FEN and the last main-line ply; tag diagnostics
// the tag's location and value.
//
// Cost: beyond parse_move and resolve, a checked move costs a position copy, the history's
// play and a push into a reused vector; no allocation per move or per game after warm-up.

#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "chess/notation/diagnostic.hpp"
#include "chess/notation/letters.hpp"
#include "chess/pgn/replay_events.hpp"
#include "chess/pgn/visitor.hpp"

namespace chess::pgn {

namespace detail {
class ReplayerImpl;
}

// The severity each replayer code is reported with: the code's default_severity() unless
// overridden, or suppressed (not reported, not counted, no FEN computed). Codes of other
// stages (the reader's 0xx, 1xx) are reported by their producer and are not affected.
class SeverityTable {
public:
    static constexpr std::size_t size = 400;  // codes 0..399

    SeverityTable();

    // The severity `code` is reported with; nullopt when suppressed.
    std::optional<notation::Severity> lookup(notation::DiagnosticCode code) const;
    // Writable: `table.severity(code) = Severity::Error`. Codes >= 400 share one slot.
    notation::Severity& severity(notation::DiagnosticCode code) { return severities_[slot(code)]; }
    void suppress(notation::DiagnosticCode code, bool suppressed = true) {
        suppressed_.set(slot(code), suppressed);
    }
    // Strict mode: every code reported as `from` is reported as `to` instead.
    void remap(notation::Severity from, notation::Severity to);

private:
    static std::size_t slot(notation::DiagnosticCode code) {
        const auto n = static_cast<std::size_t>(code);
        return n < size ? n : 0;
    }
    std::array<notation::Severity, size> severities_{};
    std::bitset<size> suppressed_;
};

struct ReplayerOptions {
    // The letter set of every game; nullopt: detected per game (English when undecided).
    std::optional<notation::LetterSetId> letters;
    // While detecting, at most this many events and bytes of copied text are held back; then
    // the set is decided with the evidence so far.
    std::size_t max_pending_events = 512;
    std::size_t max_pending_bytes = 64 * 1024;
    // Used in diagnostics only (the reader's file name, normally).
    std::string file_name;
    SeverityTable severities;

    // `options.severity(code) = Severity::Error` for a strict mode.
    notation::Severity& severity(notation::DiagnosticCode code) {
        return severities.severity(code);
    }
};

// Totals over every game replayed so far.
struct ReplayCounters {
    std::uint64_t games = 0;
    std::uint64_t moves = 0;            // checked and played (main lines and variations)
    std::uint64_t unchecked_moves = 0;  // passed as unchecked_move
    std::uint64_t variations = 0;
    std::uint64_t games_with_errors = 0;
    DiagnosticCounts diagnostics;
};

class Replayer final : public Visitor {
public:
    // The observer and the sink may be null; both must outlive the replayer.
    explicit Replayer(ReplayObserver* observer = nullptr, notation::DiagnosticSink* sink = nullptr,
                      ReplayerOptions options = {});
    ~Replayer() override;
    Replayer(Replayer&&) noexcept;
    Replayer& operator=(Replayer&&) noexcept;

    Control begin_game(const GameInfo& info) override;
    Control tag(const Tag& tag) override;
    Control begin_movetext() override;
    Control move_number(const MoveNumber& number) override;
    Control move(const MoveToken& move) override;
    Control nag(const Nag& nag) override;
    Control comment(const Comment& comment) override;
    Control begin_variation(const Location& location) override;
    Control end_variation(const Location& location) override;
    Control result(const ResultToken& result) override;
    Control end_game(const GameSummary& summary) override;

    const ReplayCounters& counters() const;

private:
    std::unique_ptr<detail::ReplayerImpl> impl_;
};

}  // namespace chess::pgn
