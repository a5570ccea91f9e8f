#pragma once
// Writes one line per selected position in the chosen format (fen, epd, tsv, json) into one
// reused buffer, handed to the output in large blocks: nothing is allocated per position.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/move.hpp"
#include "chess/position.hpp"
#include "common/output.hpp"
#include "options.hpp"
#include "tag_values.hpp"

namespace chess::fen_tool {

// One position to write.
struct PositionRecord {
    std::uint64_t game = 0;   // the game's number in its file
    std::uint32_t ply = 0;    // half-moves from the game's start
    std::uint32_t depth = 0;  // 0: main line; n: inside n variations
    // The variation the position is in, numbered in the game's text order from 1 (0: the main
    // line): with the ply, it tells positions of one game apart (EPD's id must be unique), and
    // TSV's and JSON's rows with --variations give it so that their lines can be rebuilt.
    std::uint32_t variation = 0;
    const Position& position;
    const Position* before = nullptr;  // the position before the move; null at the start
    Move move = Move::none();          // the move that led here
};

// -j: where a worker's writer hands its records, with a mark for each (records_to below).
struct RecordMark {
    std::size_t end = 0;          // the record is text[previous mark's end, end)
    std::size_t number_at = 0;    // where its game number's digits are (== end: none)
    std::size_t number_size = 0;  // how many digits
    std::uint64_t game = 0;       // the number written there (counted within the chunk)
    std::uint64_t key = 0;        // the position's key, for --unique
};

class RecordBlocks {
public:
    virtual ~RecordBlocks() = default;
    // Whole records; the marks' offsets are into `text`.
    virtual void records(std::string_view text, const std::vector<RecordMark>& marks) = 0;
};

class RecordWriter {
public:
    // `tags` holds the game's values; the slots of --tags and of c0 are chosen here.
    RecordWriter(const Options& options, bool several_files, TagValues& tags, tools::Output& out);
    // For -j: the records go to `blocks` with their marks, so that the merger can renumber the
    // games and apply --unique in input order.
    RecordWriter(const Options& options, bool several_files, TagValues& tags, RecordBlocks& blocks);
    ~RecordWriter() { flush(); }
    RecordWriter(const RecordWriter&) = delete;
    RecordWriter& operator=(const RecordWriter&) = delete;

    // The tsv header line (nothing for the other formats).
    void header();
    void set_file(std::string_view file) { file_.assign(file); }
    void write(const PositionRecord& record);
    void flush();

private:
    RecordWriter(const Options& options, bool several_files, TagValues& tags);
    // Any format; with blocks_, a mark per record.
    void write_any_format(const PositionRecord& r);
    void write_fen(const PositionRecord& r);
    void write_epd(const PositionRecord& r);
    void write_tsv(const PositionRecord& r);
    void write_json(const PositionRecord& r);
    void append_move(const PositionRecord& r, bool uci);
    void append_move_number(const PositionRecord& r);
    void append_game(const PositionRecord& r);

    const Options* options_;
    bool several_files_;
    TagValues* tags_;
    tools::Output* out_ = nullptr;
    RecordBlocks* blocks_ = nullptr;
    std::vector<RecordMark> marks_;     // with blocks_: one per record in buffer_
    std::vector<std::size_t> columns_;  // slots of --tags, in order
    std::size_t white_ = 0, black_ = 0, event_ = 0;
    std::string file_;
    std::string buffer_;
};

}  // namespace chess::fen_tool
