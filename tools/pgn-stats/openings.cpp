#include "pgn-stats/openings.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>

#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/resolve.hpp"
#include "common/input.hpp"
#include "common/line_reader.hpp"
#include "pgn-stats/embedded_openings.hpp"

namespace chess::tools::stats {

namespace {

// Splits off the text up to the next tab (or the end).
std::string_view next_field(std::string_view& line) {
    const auto tab = line.find('\t');
    const std::string_view field = line.substr(0, tab);
    line = tab == std::string_view::npos ? std::string_view{} : line.substr(tab + 1);
    return field;
}

// `line` as a message quotes it: tabs as <TAB>, other control bytes as \xNN (a byte order mark
// or a NUL is then visible), cut after 60 bytes.
std::string quoted_line(std::string_view line) {
    constexpr std::size_t shown = 60;
    std::string out = "\"";
    for (const char c : line.substr(0, shown)) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\t')
            out += "<TAB>";
        else if (byte < 0x20 || byte == 0x7F)
            out += fmt::format("\\x{:02X}", byte);
        else
            out += c;
    }
    out += line.size() > shown ? "\"..." : "\"";
    return out;
}

// Why a line is not ECO<TAB>name<TAB>moves, with the line as found.
std::string bad_line_message(std::string_view line, std::string_view eco, std::string_view name) {
    const auto tabs = std::ranges::count(line, '\t');
    std::string why;
    if (tabs < 2)
        why = fmt::format("{} tab{}, 2 needed", tabs, tabs == 1 ? "" : "s");
    else if (eco.size() != 3)
        why = fmt::format("the ECO code {} is not 3 characters", quoted_line(eco));
    else if (name.empty())
        why = "no name";
    else
        why = "no moves";
    return fmt::format("expected ECO<TAB>name<TAB>moves, found {} ({})", quoted_line(line), why);
}

bool is_move_number(std::string_view token) {
    return !token.empty() && std::isdigit(static_cast<unsigned char>(token.front())) != 0 &&
           token.back() == '.';
}

}  // namespace

// Replays the lines of a table, reusing the moves a line shares with the line before it (the
// table is sorted, so most lines extend or branch off their predecessor): loading costs about
// one move per distinct half-move of the table rather than per half-move of every line.
class OpeningTable::LineReplayer {
public:
    struct Line {
        const Position& position;
        std::uint32_t plies;
    };

    // Plays the SAN moves of `moves` ("1. e4 c5 2. Nf3") from the start position.
    std::expected<Line, std::string> play(std::string_view moves) {
        std::size_t ply = 0;
        while (!moves.empty()) {
            const auto blank = moves.find(' ');
            const std::string_view token = moves.substr(0, blank);
            moves = blank == std::string_view::npos ? std::string_view{} : moves.substr(blank + 1);
            if (token.empty() || is_move_number(token)) continue;
            if (ply < tokens_.size() && tokens_[ply] == token) {
                ++ply;  // the same move as the line before: its position is known
                continue;
            }
            tokens_.resize(ply);
            positions_.resize(ply + 1);
            auto next = play_move(positions_[ply], token);
            if (!next) return std::unexpected(next.error());
            tokens_.emplace_back(token);
            positions_.push_back(*next);
            ++ply;
        }
        if (ply == 0) return std::unexpected(std::string("no moves"));
        return Line{positions_[ply], static_cast<std::uint32_t>(ply)};
    }

private:
    static std::expected<Position, std::string> play_move(const Position& before,
                                                          std::string_view token) {
        const auto& english = notation::letter_set(notation::LetterSetId::English);
        const auto text = notation::parse_move(token, english);
        if (!text) return std::unexpected(fmt::format("cannot read the move '{}'", token));
        const auto move = notation::resolve(before, *text);
        if (!move) return std::unexpected(notation::explain(move.error(), before, token));
        return before.after(move->move);
    }

    std::vector<std::string> tokens_;              // the moves of the line before
    std::vector<Position> positions_{Position()};  // the positions after each of them
};

std::expected<OpeningTable, std::string> OpeningTable::builtin() {
    OpeningTable table;
    for (const EmbeddedTable& file : embedded_openings())
        if (auto added = table.add_lines(file.lines, file.name); !added)
            return std::unexpected(added.error());
    return table;
}

std::expected<void, std::string> OpeningTable::add_file(const std::filesystem::path& path) {
    // Opened as every other input is: compressed or not, UTF-16 or UTF-8, and the line reader
    // drops a UTF-8 byte order mark (which would otherwise spoil the first ECO code).
    auto input = open_input(path.string());
    if (!input) return std::unexpected(input.error());
    LineReader reader(*input->source);
    std::vector<std::string> text;
    while (const auto line = reader.next()) {
        if (reader.truncated())
            return std::unexpected(fmt::format("{}:{}: line too long for a named opening",
                                               input->name, reader.line_number()));
        text.emplace_back(*line);
    }
    if (input->source->failed())
        return std::unexpected(fmt::format("{}: {}", input->name, input->source->error_message()));
    const std::vector<std::string_view> lines(text.begin(), text.end());
    return add_lines(lines, input->name);
}

std::expected<void, std::string> OpeningTable::add_lines(std::span<const std::string_view> lines,
                                                         std::string_view source) {
    LineReplayer replayer;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        if (line.empty() || line.starts_with("eco\t")) continue;
        if (auto added = add_line(line, replayer); !added)
            return std::unexpected(fmt::format("{}:{}: {}", source, i + 1, added.error()));
    }
    return {};
}

std::expected<void, std::string> OpeningTable::add_line(std::string_view line,
                                                        LineReplayer& replayer) {
    const std::string_view whole = line;
    const std::string_view eco = next_field(line);
    const std::string_view name = next_field(line);
    const std::string_view moves = line;
    if (eco.size() != 3 || name.empty() || moves.empty())
        return std::unexpected(bad_line_message(whole, eco, name));
    auto replayed = replayer.play(moves);
    if (!replayed) return std::unexpected(replayed.error());
    const auto index = static_cast<std::uint32_t>(openings_.size());
    const std::uint64_t key = replayed->position.repetition_key();
    if (!insert(key, index)) {
        ++duplicates_;
        return {};
    }
    if (filter_.empty()) filter_.assign(filter_bits / 64, 0);
    const std::size_t bit = filter_bit(key);
    filter_[bit / 64] |= std::uint64_t{1} << (bit % 64);
    openings_.push_back({std::string(eco), std::string(name), replayed->plies});
    max_plies_ = std::max(max_plies_, replayed->plies);
    return {};
}

bool OpeningTable::insert(std::uint64_t key, std::uint32_t index) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
        Slot& slot = slots_[i];
        if (slot.index == empty_slot) {
            slot = {key, index};
            ++used_;
            return true;
        }
        if (slot.key == key) return false;
    }
}

void OpeningTable::grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : 2 * old.size(), Slot{});
    mask_ = slots_.size() - 1;
    used_ = 0;
    for (const Slot& slot : old)
        if (slot.index != empty_slot) insert(slot.key, slot.index);
}

}  // namespace chess::tools::stats
