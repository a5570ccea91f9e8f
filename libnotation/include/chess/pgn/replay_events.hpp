#pragma once
// What the replayer (replayer.hpp) tells the tools downstream of it: the reader's events with
// positions attached. Every tool is a chain reader -> replayer -> observer; the observer sees,
// for each game:
//
//   begin_game, tag*, begin_movetext(start), { move_number | move | unchecked_move | nag |
//   comment | begin_variation ... end_variation }*, result?, end_game(game)
//
// - begin_movetext comes once the start position and the game's letter set are known. With
//   letter-set detection, the events after the tags are held back until the set is decided
//   (see ReplayerOptions), so the observer always sees them in input order.
// - A move the replayer checked comes as move(ReplayedMove), with the positions before and after
//   it; a move it could not check comes as unchecked_move(UncheckedMove): the move that failed,
//   every later move of its line (the position is unknown after an error) and every move of a
//   game that is not replayed (an invalid FEN, an unsupported variant). A converter can copy
//   unchecked moves through as written; a statistics tool ignores them.
// - Ply: the half-move's number in the game, counting from 1 at the game's first move (also
//   when a FEN starts with Black to move). A variation's first move has the ply of the move it
//   replaces.
// - References and string_views are borrowed: valid only during the call.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/history.hpp"
#include "chess/move.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/relaxation.hpp"
#include "chess/outcome.hpp"
#include "chess/pgn/visitor.hpp"
#include "chess/position.hpp"

namespace chess::pgn {

// The tags the replayer keeps while a game is read: the Seven Tag Roster and those that decide
// how a game is replayed or judged.
enum class KnownTag : std::uint8_t {
    Event,
    Site,
    Date,
    Round,
    White,
    Black,
    Result,
    SetUp,
    Fen,
    Variant,
    Termination,
    WhiteElo,
    BlackElo,
    Eco,
    TimeControl,
};
inline constexpr int known_tag_count = 15;

// The known tags of one game, copied into strings that are reused from game to game (no
// allocation per game once they have grown to the longest values seen). Names match exactly,
// as PGN tag names are case-sensitive; a repeated tag keeps its last value.
class GameTags {
public:
    // "Event", ..., "FEN", "ECO".
    static std::string_view name(KnownTag tag);
    static std::optional<KnownTag> lookup(std::string_view name);

    // The value, or nullopt when the game has no such tag. Valid until the next game begins.
    std::optional<std::string_view> get(KnownTag tag) const {
        if (!has(tag)) return std::nullopt;
        return std::string_view(values_[slot(tag)]);
    }
    bool has(KnownTag tag) const { return (present_ >> slot(tag) & 1u) != 0; }
    // Where the tag was written (its '['); unknown (0) when it is absent.
    Location location(KnownTag tag) const { return locations_[slot(tag)]; }

    void set(KnownTag tag, std::string_view value, const Location& location);
    void clear() { present_ = 0; }

private:
    static std::size_t slot(KnownTag tag) { return static_cast<std::size_t>(tag); }

    std::array<std::string, known_tag_count> values_;
    std::array<Location, known_tag_count> locations_{};
    std::uint32_t present_ = 0;
};

// After the tag section: how the game will be replayed.
struct ReplayStart {
    const GameInfo& game;
    const GameTags& tags;
    const Position& position;       // the start position (standard when not replayable)
    notation::LetterSetId letters;  // the set the moves are read in (fixed or detected)
    bool detected = false;          // letters was decided by detection, not by the options
    bool chess960 = false;          // from [Variant] or detected from the FEN's castling rights
    bool replayable = true;         // false: invalid FEN or unsupported variant; every move of
                                    // the game comes as unchecked_move
};

// A move the replayer checked and played. Cheap to build: SAN and the draw states are computed
// only when asked for, so a tool pays only for what it uses.
struct ReplayedMove {
    std::uint32_t ply = 0;
    std::uint32_t depth = 0;  // 0: main line; n: inside n nested variations
    Move move;
    notation::Relaxations relaxations;  // what the text relaxed (notation::resolve)
    notation::LetterSetId letters = notation::LetterSetId::English;  // the game's set
    const MoveToken& token;      // as written ("text"), where ("location")
    const Position& before;      // the position before the move
    const GameHistory& history;  // the line's history after the move

    const Position& after() const { return history.current(); }
    Location location() const { return token.location; }
    std::string_view written() const { return token.text; }

    // Canonical SAN in English letters ("Nbd2+", "O-O", "--"); about 100 ns.
    std::string san() const;
    void append_san(std::string& out) const;
    // Any notation and letter set (move_writer.hpp).
    void append(std::string& out, const notation::MoveStyle& style) const;

    // Draw states after the move (GameHistory queries). The claims generate moves: ask them
    // only where needed.
    int repetitions() const { return history.repetitions(); }
    bool is_fivefold_repetition() const { return history.is_fivefold_repetition(); }
    bool is_seventyfive_moves() const { return history.is_seventyfive_moves(); }
    bool can_claim_threefold() const { return history.can_claim_threefold(); }
    bool can_claim_fifty_moves() const { return history.can_claim_fifty_moves(); }
    std::optional<Outcome> automatic_outcome() const { return history.automatic_outcome(); }
    std::optional<Outcome> claimable_draw() const { return history.claimable_draw(); }
};

enum class UncheckedReason : std::uint8_t {
    Failed,       // this move is the error (a diagnostic was reported for it)
    AfterError,   // a later move of a line that failed: its position is unknown
    NotReplayed,  // the game is not replayed (invalid FEN, unsupported variant) or the
                  // variation has no move to branch from
};

struct UncheckedMove {
    std::uint32_t ply = 0;
    std::uint32_t depth = 0;
    UncheckedReason reason = UncheckedReason::Failed;
    const MoveToken& token;
};

// Diagnostics the replayer reported, by severity after the caller's overrides.
struct DiagnosticCounts {
    std::uint64_t notes = 0;
    std::uint64_t warnings = 0;
    std::uint64_t errors = 0;  // errors and fatal errors

    friend bool operator==(const DiagnosticCounts&, const DiagnosticCounts&) = default;
};

// The end of a game.
struct ReplayedGame {
    const GameSummary& summary;
    const GameTags& tags;
    notation::LetterSetId letters;
    std::optional<Result> result;  // the result token's, when the movetext had one
    std::uint32_t plies = 0;       // main-line moves read, checked or not
    // Every main-line move was checked: history is the final position's.
    bool complete = false;
    const GameHistory* history = nullptr;  // the main line's; null unless complete
    // How the game ended by itself, when complete: the first automatic draw the main line
    // reached (fivefold repetition, 75-move rule, dead position), else the final position's
    // checkmate or stalemate. Claimable draws: ask history->claimable_draw().
    std::optional<Outcome> outcome;
    DiagnosticCounts diagnostics;  // reported by the replayer for this game
};

// Override what you need; every default continues. Control values work as for a Visitor:
// SkipVariation and SkipGame stop the replaying of what is skipped, too.
class ReplayObserver {
public:
    virtual ~ReplayObserver() = default;

    virtual Control begin_game(const GameInfo&) { return Control::Continue; }
    virtual Control tag(const Tag&) { return Control::Continue; }
    virtual Control begin_movetext(const ReplayStart&) { return Control::Continue; }
    virtual Control move_number(const MoveNumber&) { return Control::Continue; }
    virtual Control move(const ReplayedMove&) { return Control::Continue; }
    virtual Control unchecked_move(const UncheckedMove&) { return Control::Continue; }
    virtual Control nag(const Nag&) { return Control::Continue; }
    virtual Control comment(const Comment&) { return Control::Continue; }
    virtual Control begin_variation(const Location&) { return Control::Continue; }
    virtual Control end_variation(const Location&) { return Control::Continue; }
    virtual Control result(const ResultToken&) { return Control::Continue; }
    // Only Stop has an effect here.
    virtual Control end_game(const ReplayedGame&) { return Control::Continue; }
};

}  // namespace chess::pgn
