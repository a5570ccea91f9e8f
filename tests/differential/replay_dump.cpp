// replay_dump: what our reader and replayer make of a PGN file, one line per fact, for the
// differential test against pgn-extract (compare_with_pgn_extract.py):
//
//   game <index> <offset>        a game begins at byte <offset> (its first '[' or move)
//   move <ply> <san> <fen>       a main-line move, canonical SAN, the FEN after it
//   failed <ply>                 the main line could not be checked from this ply on
//   end <outcome>                checkmate 1-0 | checkmate 0-1 | stalemate | none | unknown
//
// FENs write the en-passant square only when a capture is legal (pgn-extract's --nofauxep).
// Usage: replay_dump FILE. Exit 0, or 2 when the file cannot be read.

#include <cstdio>
#include <string>

#include "chess/notation/fen.hpp"
#include "chess/outcome.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"

namespace {

using namespace chess;

constexpr notation::FenWriteOptions fen_options{notation::CastlingStyle::Auto,
                                                notation::EnPassantStyle::OnlyLegal, true};

// The board's verdict on the final position of a main line that was checked to its end.
const char* final_outcome(const pgn::ReplayedGame& game) {
    if (!game.complete || game.history == nullptr) return "unknown";
    const Position& final_position = game.history->current();
    if (final_position.has_legal_move()) return "none";
    if (!final_position.in_check()) return "stalemate";
    return final_position.turn() == Color::White ? "checkmate 0-1" : "checkmate 1-0";
}

class Dumper final : public pgn::ReplayObserver {
public:
    explicit Dumper(std::FILE* out) : out_(out) {}

    pgn::Control begin_game(const pgn::GameInfo& info) override {
        failed_ = false;
        std::fprintf(out_, "game %llu %llu\n", static_cast<unsigned long long>(info.index),
                     static_cast<unsigned long long>(info.location.offset));
        return pgn::Control::Continue;
    }
    pgn::Control move(const pgn::ReplayedMove& move) override {
        if (move.depth != 0) return pgn::Control::Continue;
        san_.clear();
        move.append_san(san_);
        std::fprintf(out_, "move %u %s %s\n", move.ply, san_.c_str(),
                     notation::write_fen(move.after(), fen_options).c_str());
        return pgn::Control::Continue;
    }
    pgn::Control unchecked_move(const pgn::UncheckedMove& move) override {
        if (move.depth != 0 || failed_) return pgn::Control::Continue;
        failed_ = true;
        std::fprintf(out_, "failed %u\n", move.ply);
        return pgn::Control::Continue;
    }
    pgn::Control end_game(const pgn::ReplayedGame& game) override {
        std::fprintf(out_, "end %s\n", final_outcome(game));
        return pgn::Control::Continue;
    }

private:
    std::FILE* out_;
    std::string san_;
    bool failed_ = false;
};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: replay_dump FILE\n");
        return 2;
    }
    auto source = pgn::FileSource::open(argv[1]);
    if (!source) {
        std::fprintf(stderr, "replay_dump: %s: %s\n", argv[1], source.error().message().c_str());
        return 2;
    }
    Dumper dumper(stdout);
    pgn::Replayer replayer(&dumper);
    pgn::Reader reader(*source, {}, nullptr, argv[1]);
    reader.read_all(replayer);
    return source->failed() ? 2 : 0;
}
