// Test support (see pgn_games.hpp): corpus games through the real PGN reader.

#include "pgn_games.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "chess/notation/fen.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"

namespace chess::notation::test_files {
namespace {

// Keeps tags and mainline moves; the reader's views are copied because they die with the call.
class GameCollector final : public pgn::Visitor {
public:
    explicit GameCollector(std::vector<PgnGame>& games) : games_(games) {}

    pgn::Control begin_game(const pgn::GameInfo& info) override {
        games_.emplace_back().index = info.index;
        return pgn::Control::Continue;
    }
    pgn::Control tag(const pgn::Tag& tag) override {
        games_.back().tags.emplace_back(std::string(tag.name), std::string(tag.value));
        return pgn::Control::Continue;
    }
    pgn::Control move(const pgn::MoveToken& token) override {
        games_.back().moves.push_back(
            GameMove{std::string(token.text), token.en_passant_note, token.location});
        return pgn::Control::Continue;
    }
    // Only the mainline is replayed: a variation's moves belong to another position.
    pgn::Control begin_variation(const pgn::Location&) override {
        return pgn::Control::SkipVariation;
    }
    pgn::Control end_game(const pgn::GameSummary& summary) override {
        games_.back().summary = summary;
        return pgn::Control::Continue;
    }

private:
    std::vector<PgnGame>& games_;
};

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return std::ranges::equal(a, b, [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) ==
               std::tolower(static_cast<unsigned char>(y));
    });
}

bool names_chess960(std::string_view variant) {
    constexpr std::array<std::string_view, 4> names = {"chess960", "chess 960", "fischerandom",
                                                       "fischer random"};
    return std::ranges::any_of(
        names, [&](std::string_view n) { return equals_ignoring_case(variant, n); });
}

// Reads every game of `source` into a PgnFile.
PgnFile read_games(pgn::ByteSource& source, const std::string& name) {
    PgnFile file;
    file.opened = true;
    CollectingSink sink;
    GameCollector collector(file.games);
    pgn::Reader reader(source, {}, &sink, name);
    reader.read_all(collector);
    file.diagnostics = sink.diagnostics();
    return file;
}

}  // namespace

std::string_view PgnGame::tag(std::string_view name) const {
    for (const auto& [tag_name, value] : tags)
        if (tag_name == name) return value;
    return {};
}

PgnFile read_pgn_file(const std::filesystem::path& path) {
    auto source = pgn::FileSource::open(path);
    if (!source) return {};
    return read_games(*source, path.filename().string());
}

PgnFile read_pgn_text(std::string_view text, const std::string& name) {
    pgn::MemorySource source(text);
    return read_games(source, name);
}

std::expected<MoveText, MoveParseError> parse_game_move(const GameMove& move,
                                                        const LetterSet& letters) {
    auto text = parse_move(move.text, letters);
    if (text && move.en_passant_note) {
        text->en_passant_mark = true;
        text->relaxations.add(Relaxation::EnPassantSuffix);
    }
    return text;
}

std::expected<Position, std::string> start_position(const PgnGame& game) {
    Position pos;
    if (const std::string_view fen = game.tag("FEN"); !fen.empty()) {
        auto read = read_fen(fen);
        if (!read)
            return std::unexpected("[FEN \"" + std::string(fen) + "\"]: " + read.error().message());
        pos = *read;
    }
    if (names_chess960(game.tag("Variant"))) pos.set_chess960(true);
    return pos;
}

std::string where(std::string_view file, const SourceLocation& location) {
    return std::string(file) + ":" + std::to_string(location.line) + ":" +
           std::to_string(location.column);
}

}  // namespace chess::notation::test_files
