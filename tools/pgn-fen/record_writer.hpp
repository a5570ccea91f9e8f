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
    const Position& position;
    const Position* before = nullptr;  // the position before the move; null at the start
    Move move = Move::none();          // the move that led here
};

class RecordWriter {
public:
    // `tags` holds the game's values; the slots of --tags and of c0 are chosen here.
    RecordWriter(const Options& options, bool several_files, TagValues& tags, tools::Output& out);
    ~RecordWriter() { flush(); }
    RecordWriter(const RecordWriter&) = delete;
    RecordWriter& operator=(const RecordWriter&) = delete;

    // The tsv header line (nothing for the other formats).
    void header();
    void set_file(std::string_view file) { file_.assign(file); }
    void write(const PositionRecord& record);
    void flush();

private:
    void write_fen(const PositionRecord& r);
    void write_epd(const PositionRecord& r);
    void write_tsv(const PositionRecord& r);
    void write_json(const PositionRecord& r);
    void append_move(const PositionRecord& r, bool uci);
    void append_move_number(const PositionRecord& r);

    const Options* options_;
    bool several_files_;
    TagValues* tags_;
    tools::Output* out_;
    std::vector<std::size_t> columns_;  // slots of --tags, in order
    std::size_t white_ = 0, black_ = 0, event_ = 0;
    std::string file_;
    std::string buffer_;
};

}  // namespace chess::fen_tool
