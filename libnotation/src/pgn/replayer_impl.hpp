#pragma once
// The replayer's state and its parts, split by concept over replayer*.cpp:
//   replayer.cpp          the Visitor entry points, letter-set detection, observer controls,
//                         diagnostics
//   replayer_moves.cpp    resolving and playing one move, relaxations, unchecked moves
//   replayer_lines.cpp    the line stack: variations, branch points, automatic draws
//   replayer_tags.cpp     captured tags, tag checks, the start position
//   replayer_results.cpp  the game-level checks on the result

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#if defined(__AVX__)
#include <immintrin.h>
#endif

#include "chess/history.hpp"
#include "chess/notation/diagnostic.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/pgn/replayer.hpp"
#include "glued_moves.hpp"
#include "replayer_pending.hpp"

namespace chess::pgn::detail {

// Copies a position in steps of 32 bytes (AVX) or 16 that stay inline. A plain assignment
// becomes a call to memcpy, whose size dispatch costs more than the copy itself, and the
// replayer copies a position for every move (the position before it, for the observer).
inline void copy_position(Position& to, const Position& from) {
    static_assert(std::is_trivially_copyable_v<Position>);
    constexpr std::size_t size = sizeof(Position);
    auto* out = reinterpret_cast<unsigned char*>(&to);
    const auto* in = reinterpret_cast<const unsigned char*>(&from);
    std::size_t i = 0;
#if defined(__AVX__)
#pragma GCC unroll 8
    for (; i + 32 <= size; i += 32) {
        const __m256i chunk = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + i));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), chunk);
    }
#endif
#pragma GCC unroll 16
    for (; i + 16 <= size; i += 16) std::memcpy(out + i, in + i, 16);
    std::memcpy(out + i, in + i, size - i);
}

enum class LineState : std::uint8_t {
    Live,         // every move so far was played: the position is known
    Failed,       // the last move token failed; the position before it is known
    Unchecked,    // moves followed a failure: the position is unknown
    NotReplayed,  // the game is not replayed, or the variation had nothing to branch from
};

// One line of play: the main line (depth 0) or a variation. Lines are kept in a vector indexed
// by depth and reused from game to game.
struct Line {
    GameHistory history;
    // The position before the last move played: the observer's and the diagnostics' "before",
    // and where a variation that replaces the move starts (GameHistory::assign_before_last).
    Position before;
    std::uint32_t ply = 0;     // of the last move token read in this line (0: none yet)
    std::uint32_t tokens = 0;  // move tokens read in this line
    LineState state = LineState::Live;
    // The first automatic draw this line reached and the ply after which it did.
    std::optional<Termination> ended;
    std::uint32_t ended_ply = 0;
    bool ended_reported = false;
    // A failed line counts the moves it leaves unchecked (also those of its variations) and
    // reports them once, when it ends. `owner` is the depth of the line that counts for this one.
    std::size_t owner = 0;
    std::uint32_t unchecked = 0;
    std::uint32_t first_unchecked_ply = 0;
    Location first_unchecked;
    std::string first_unchecked_token;
};

// Where a game's first look-alike of a kind was read, for the note at its end.
struct FirstLookalike {
    bool seen = false;
    Location location;
    std::uint32_t ply = 0;
    std::string token;  // as written
    Position before;
};

// What a diagnostic is about, apart from its code and message.
struct Subject {
    Location location;
    std::optional<std::uint32_t> ply;
    std::string_view token;
    const Position* position = nullptr;  // the FEN written into the diagnostic
};

class ReplayerImpl {
public:
    ReplayerImpl(ReplayObserver* observer, notation::DiagnosticSink* sink, ReplayerOptions options);

    // ---- entry points (the reader's events)
    Control begin_game(const GameInfo& info);
    Control tag(const Tag& tag);
    Control begin_movetext();
    // The events of nearly every token: without letter-set detection straight on.
    Control move_number(const MoveNumber& number) {
        if (detecting_) [[unlikely]]
            return move_number_detecting(number);
        return on_move_number(number);
    }
    Control move(const MoveToken& move) {
        if (detecting_) [[unlikely]]
            return move_detecting(move);
        return on_move(move);
    }
    Control nag(const Nag& nag) {
        if (detecting_) [[unlikely]]
            return nag_detecting(nag);
        return on_nag(nag);
    }
    Control comment(const Comment& comment) {
        if (detecting_) [[unlikely]]
            return comment_detecting(comment);
        return on_comment(comment);
    }
    Control begin_variation(const Location& location);
    Control end_variation(const Location& location);
    Control result(const ResultToken& result);
    Control end_game(const GameSummary& summary);

    // ---- replaying with a known letter set (also from PendingEvents::replay)
    bool halted() const { return stopped_ || skip_game_; }
    Control on_move_number(const MoveNumber& number) {
        if (muted()) return Control::Continue;
        if (!move_number_reported_) check_move_number(number);
        if (observer_ == nullptr) return Control::Continue;
        return apply(observer_->move_number(number));
    }
    Control on_move(const MoveToken& token);
    Control on_nag(const Nag& nag) {
        if (muted() || observer_ == nullptr) return Control::Continue;
        return apply(observer_->nag(nag));
    }
    Control on_comment(const Comment& comment) {
        if (muted() || observer_ == nullptr) return Control::Continue;
        return apply(observer_->comment(comment));
    }
    Control on_begin_variation(const Location& location);
    Control on_end_variation(const Location& location);
    Control on_result(const ResultToken& result);

    const ReplayCounters& counters() const { return counters_; }

private:
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    // replayer.cpp
    bool muted() const { return stopped_ || skip_game_ || depth_ >= mute_depth_; }
    // Asked after every observer call: the common answer stays inline.
    Control apply(Control control) {
        if (control == Control::Continue) [[likely]]
            return Control::Continue;
        return apply_slow(control);
    }
    Control apply_slow(Control control);
    Control apply_begin_variation(Control control);
    Control move_number_detecting(const MoveNumber& number);
    Control move_detecting(const MoveToken& move);
    Control nag_detecting(const Nag& nag);
    Control comment_detecting(const Comment& comment);
    bool detect(std::string_view token);
    void observe_letters(std::string_view token);
    bool fits_pending(std::size_t bytes) const;
    Control finish_detection();
    bool reads_lookalikes() const;
    notation::LetterSetId choose_letters() const;
    std::optional<notation::LetterSetId> first_legal_reading(
        const notation::LetterSetDetector& evidence) const;
    notation::LetterSetId longest_reading(const notation::LetterSetDetector& evidence) const;
    Control start_replay(notation::LetterSetId letters, bool detected);
    void report(notation::DiagnosticCode code, const Subject& subject, std::string_view message);
    void check_move_number(const MoveNumber& number);
    void report_missing_fen_fields(std::string_view fen);
    bool wants_text(notation::DiagnosticCode code) const;

    // replayer_moves.cpp
    // Defined in replayer_moves.cpp and inlined into on_move, its only caller.
    [[gnu::always_inline]] inline Control play(Line& line, const MoveToken& token,
                                               const notation::MoveText& text,
                                               notation::ResolvedMove resolved);
    Control on_move_general(Line& line, const MoveToken& token);
    Control on_descriptive(Line& line, const MoveToken& token,
                           const notation::MoveParseError& parse_error);
    std::expected<notation::MoveText, notation::MoveParseError> read_move(
        const Line& line, const MoveToken& token, notation::LookalikeLetters& replaced);
    std::optional<notation::MoveParseError> read_notes(const MoveToken& token,
                                                       notation::MoveText& text) const;
    std::optional<LegalReading> read_lookalikes_again(const Line& line, const MoveToken& token);
    std::optional<GluedMoves> split_glued(const Line& line, const MoveToken& token) const;
    std::string upper_case_file_hint(const Position& pos, std::string_view token) const;
    Control play_glued(Line& line, const MoveToken& token, const GluedMoves& glued);
    // The move's text as UTF-8: bytes that are not are read as Latin-1, as the reader reads tag
    // values and comments (it says so, W101). Valid until the next call.
    std::string_view move_text(const MoveToken& token);
    std::string latin1_text_;
    void remember_lookalikes(const Line& line, const MoveToken& token,
                             notation::LookalikeLetters replaced);
    void report_lookalikes();
    Control fail(Line& line, const MoveToken& token, notation::DiagnosticCode code,
                 std::string_view message);
    Control fail_parse(Line& line, const MoveToken& token, const notation::MoveParseError& error);
    Control fail_resolve(Line& line, const MoveToken& token, const notation::ResolveError& error);
    Control pass_unchecked(Line& line, const MoveToken& token);
    void take_game_style(const notation::MoveText& text, notation::Relaxations& relaxations) const;
    void report_relaxations(const Line& line, const MoveToken& token, Move move,
                            notation::Relaxations relaxations);
    void report_after_draw(Line& line, const MoveToken& token);

    // replayer_lines.cpp
    Line& line_at(std::size_t depth);
    void begin_lines();
    void branch(std::size_t depth, const Location& location);
    // Runs after every move: its common case stays inline (see replayer_lines.cpp).
    void update_ended(Line& line) {
        if (line.ended) return;
        const int clock = line.history.current().halfmove_clock();
        // 0: a capture or pawn move may have left too little material or locked the pawns
        // (neither with a rook or queen on the board: most positions are ruled out inline); a
        // repetition needs at least 16 plies without capture or pawn move.
        const Position& pos = line.history.current();
        const auto may_be_dead = [&pos] {
            return (pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen)).empty() &&
                   (pos.has_insufficient_material() || pos.is_dead_by_locked_pawns());
        };
        if ((clock == 0 && may_be_dead()) || clock >= 16) [[unlikely]]
            update_ended_slow(line, clock == 0);
    }
    void update_ended_slow(Line& line, bool material_changed);
    void finish_line(std::size_t depth);

    // replayer_tags.cpp
    void check_tags();
    void check_roster();
    void set_up_start();
    bool read_start_fen(std::string_view fen);
    void drop_chess960_castling(bool variant_named);

    // replayer_results.cpp
    // final_outcome: position_outcome() of the main line's final position, when it is known.
    void check_result(std::optional<Outcome> final_outcome);
    void check_final_position(std::optional<Outcome> final_outcome, std::optional<Result> result,
                              const Subject& subject);
    void check_time_forfeit(const Position& final, std::optional<Outcome> final_outcome,
                            std::optional<Result> result, const Subject& subject);
    std::optional<Outcome> game_outcome(std::optional<Outcome> final_outcome) const;

    ReplayObserver* observer_;
    notation::DiagnosticSink* sink_;
    ReplayerOptions options_;
    ReplayCounters counters_;

    // ---- the game being read
    GameInfo game_;
    GameTags tags_;
    Position start_;
    bool replayable_ = true;
    bool chess960_ = false;
    notation::LetterSetId letters_id_ = notation::LetterSetId::English;
    const notation::LetterSet* letters_ = nullptr;
    bool skip_game_ = false;
    bool stopped_ = false;
    DiagnosticCounts game_counts_;
    notation::Relaxations styles_reported_;
    // W213 was reported in this game: its later move numbers are not checked, as one skipped or
    // doubled move puts every later number off by the same step.
    bool move_number_reported_ = false;
    // A game set up from a FEN may number its moves from 1, or from a book's number, whatever
    // the FEN's fullmove number: its first move number of the right side sets the offset.
    bool move_number_base_free_ = false;
    std::int64_t move_number_offset_ = 0;
    std::optional<Result> result_;
    Location result_location_;
    std::string result_text_;

    // ---- letter-set detection
    bool detecting_ = false;
    notation::LetterSetDetector detector_;
    notation::LetterSetDetector consistent_;  // the detector before a contradiction
    // The held-back events when detector_ settled (decided, or contradicted); npos while it has
    // not. Detection may go on after that for lookalikes_ (see detect()).
    std::size_t settled_events_ = npos;
    notation::LookalikeDetector lookalikes_;
    PendingEvents pending_;
    // How the game's look-alike letters are read (read_move): the Cyrillic look-alikes of Latin
    // letters in every game; the Latin look-alikes of Cyrillic piece letters too when the game is
    // read so (reads_lookalikes(), or the RussianCyrillic set named by the caller).
    bool reading_lookalikes_ = false;
    // N214 was reported at the first piece look-alike, naming what detection saw in the game.
    bool lookalikes_reported_ = false;
    // The look-alikes read so far in the game, and where each kind was first read: noted at the
    // game's end when not before (report_lookalikes).
    notation::LookalikeLetters lookalikes_read_;
    FirstLookalike first_piece_lookalike_;
    FirstLookalike first_latin_lookalike_;
    std::string lookalike_text_;  // the text of the last token with look-alikes replaced

    // ---- lines and variations
    std::vector<Line> lines_;
    std::size_t depth_ = 0;
    std::size_t mute_depth_ = npos;  // the observer skips this depth and deeper
    bool mute_emits_end_ = false;
    const Position* before_ = nullptr;  // the position before the move being played

    // ---- scratch for diagnostics
    std::string fen_;
};

}  // namespace chess::pgn::detail
