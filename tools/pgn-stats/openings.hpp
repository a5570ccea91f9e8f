#pragma once
// Opening classification by position. Each named line of the table ("B90", "Sicilian Defense:
// Najdorf Variation", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6") is replayed once
// when the table is loaded, and the position it ends in is stored under its repetition key
// (the Polyglot Zobrist key, en passant only when a capture is legal). A game is then matched by
// position, not by move order, so transpositions count: 1. c4 Nf6 2. Nc3 e6 3. d4 Bb4 is a
// Nimzo-Indian although the table's line starts 1. d4. The game's opening is the named position
// reached last within the first max_plies() half-moves (the longest line of the table): one
// hash lookup per half-move up to there, nothing after.

#include <cstdint>
#include <expected>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "chess/position.hpp"

namespace chess::tools::stats {

struct Opening {
    std::string eco;      // "B90"
    std::string name;     // "Sicilian Defense: Najdorf Variation"
    std::uint32_t plies;  // the length of its line
};

class OpeningTable {
public:
    // The table compiled into the tool (corpus/openings/*.tsv).
    static std::expected<OpeningTable, std::string> builtin();

    // Adds the lines "ECO<TAB>name<TAB>moves" of a table (blank lines and the header line
    // "eco<TAB>name<TAB>pgn" are skipped). A line whose moves do not replay is an error that
    // names source and line. A position already named keeps its first name (the duplicate is
    // counted in duplicates()).
    std::expected<void, std::string> add_lines(std::span<const std::string_view> lines,
                                               std::string_view source);
    // The same for a file, opened as the tools open every input ("-" for standard input,
    // gzip/bzip2/xz/zstd by content, UTF-16, a UTF-8 byte order mark dropped). A line that is
    // not ECO<TAB>name<TAB>moves is an error that quotes it and says what is missing.
    std::expected<void, std::string> add_file(const std::filesystem::path& path);

    // The opening whose line ends in the position with this repetition key, or null.
    const Opening* find(std::uint64_t key) const {
        if (!may_contain(key)) return nullptr;
        for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
            const Slot& slot = slots_[i];
            if (slot.index == empty_slot) return nullptr;
            if (slot.key == key) return &openings_[slot.index];
        }
    }
    std::uint32_t max_plies() const { return max_plies_; }
    std::size_t size() const { return openings_.size(); }
    // Every opening, in table order (find() returns pointers into it).
    std::span<const Opening> openings() const { return openings_; }
    std::size_t duplicates() const { return duplicates_; }

private:
    // A filter of one bit per 2^16 values of the key's top bits (8 KiB, stays in the L1 cache):
    // most positions of a game are in no named line, and the filter says so without touching
    // the slots, whose cache misses would otherwise cost about 5% of the whole run.
    static constexpr std::size_t filter_bits = 1u << 16;
    static std::size_t filter_bit(std::uint64_t key) { return static_cast<std::size_t>(key >> 48); }
    bool may_contain(std::uint64_t key) const {
        if (filter_.empty()) return false;
        const std::size_t bit = filter_bit(key);
        return (filter_[bit / 64] >> (bit % 64) & 1u) != 0;
    }

    struct Slot {
        std::uint64_t key = 0;
        std::uint32_t index = empty_slot;
    };
    static constexpr std::uint32_t empty_slot = 0xFFFFFFFFu;

    class LineReplayer;
    std::expected<void, std::string> add_line(std::string_view line, LineReplayer& replayer);
    // Stores key -> opening index; false when the key is there already.
    bool insert(std::uint64_t key, std::uint32_t index);
    void grow();

    std::vector<Opening> openings_;
    std::vector<std::uint64_t> filter_;
    std::vector<Slot> slots_;  // open addressing, linear probing, at most half full
    std::size_t mask_ = 0;
    std::size_t used_ = 0;
    std::uint32_t max_plies_ = 0;
    std::size_t duplicates_ = 0;
};

// Follows one game's main line and remembers the last named position it reached.
class OpeningClassifier {
public:
    explicit OpeningClassifier(const OpeningTable& table) : table_(&table) {}

    // A new game; only games from the standard start position (not Chess960) are classified.
    void start(bool classifiable) {
        active_ = classifiable;
        found_ = nullptr;
    }
    // After the main-line half-move `ply` (1-based), which led to `after`.
    void after_move(std::uint32_t ply, const Position& after) {
        if (!active_) return;
        if (ply > table_->max_plies()) {
            active_ = false;
            return;
        }
        if (const Opening* opening = table_->find(after.repetition_key())) found_ = opening;
    }
    // A move the classifier cannot follow (a null move, an error): the opening is what was
    // found before it.
    void stop() { active_ = false; }

    const Opening* opening() const { return found_; }

private:
    const OpeningTable* table_;
    const Opening* found_ = nullptr;
    bool active_ = false;
};

}  // namespace chess::tools::stats
