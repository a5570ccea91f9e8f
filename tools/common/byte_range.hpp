#pragma once
// --byte-range START:END: the games of an input that begin inside [START, END).
//
// "Begin" is by the game boundaries of game_boundary.hpp: the range covers the input from the
// first boundary at or after START to the first boundary at or after END, and the reader reads
// every game that begins in that span, each to its end (past END when it runs on). Adjacent
// ranges ([0:A), [A:B), [B:)) therefore split the games of an input between them, none lost
// and none read twice. The bytes before the span are read and counted in bulk (prefix_scan.hpp;
// only the last line before START goes through the boundary finder), so that line numbers and
// byte offsets in diagnostics are those of the whole input; game numbers
// count from 1 within the range (a range cannot know how many games came before it).

#include <cstddef>
#include <cstdint>
#include <expected>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "common/game_boundary.hpp"

namespace chess::tools {

struct Input;  // common/input.hpp

struct ByteRange {
    std::uint64_t begin = 0;
    std::uint64_t end = std::numeric_limits<std::uint64_t>::max();  // exclusive
};

// "START:END" or "START:" (to the end of the input); decimal byte offsets, START <= END.
std::expected<ByteRange, std::string> parse_byte_range(std::string_view text);

// Between an input and the reader: skips to the range's first boundary and tells the reader
// where to stop once the end boundary has been seen. The reader is never given a byte that
// the finder has not scanned, so it cannot begin a game past the end boundary unnoticed.
class RangeSource final : public pgn::ByteSource {
public:
    // The input must outlive the source.
    RangeSource(pgn::ByteSource& input, ByteRange range);

    // Reads (and drops) the input up to the first boundary at or after the range's start and
    // returns it; the reader must be made with start_offset and start_line from it. At the end
    // of the input the boundary is the end (no game follows).
    Boundary skip_to_start();
    // The reader that reads this source: its end offset is set when the end boundary is found.
    void attach(pgn::Reader& reader);

    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return input_.failed(); }
    std::string_view error_message() const override { return input_.error_message(); }

private:
    // Reads more input behind the buffered bytes; false at its end.
    bool fill();
    // Goes over the input before the range's start in bulk, up to a line start shortly before
    // it, and sets the finder up to go on from there.
    void fast_forward();
    // Scans what was read and not yet scanned.
    void scan();
    void found(const Boundary& boundary);

    pgn::ByteSource& input_;
    ByteRange range_;
    GameBoundaryFinder finder_;
    std::vector<char> buffer_;
    std::uint64_t buffer_offset_ = 0;  // input offset of buffer_[0]
    std::size_t delivered_ = 0;        // buffer_[delivered_, scanned_) may be delivered
    std::size_t scanned_ = 0;
    std::size_t read_ = 0;  // buffer_[scanned_, read_) waits for the finder
    bool input_ended_ = false;
    bool start_found_ = false;
    bool end_found_ = false;
    Boundary start_;
    // No game begins in the range (it ends at or before its first boundary): nothing is read,
    // not even junk before the input's first game, which the range at offset 0 that holds
    // that game reports.
    bool empty_ = false;
    std::uint64_t end_offset_ = std::numeric_limits<std::uint64_t>::max();
    pgn::Reader* reader_ = nullptr;
};

// The range as read from an input of `file_size` bytes on disk, uncompressed: an offset at or
// past that size means the end of the input. For UTF-8 text that changes nothing. Text converted
// from a code page or UTF-16 has more (or fewer) bytes after conversion, which the offsets count;
// without this, ranges cut by the file's size (0:N/2 and N/2:N, N the size `ls` shows) would
// stop short of the converted text's end and lose its last games silently, or (N: after 0:N)
// read games twice.
ByteRange within_file(ByteRange range, std::uint64_t file_size);

// With a range: makes `holder` a RangeSource over the input's source, skips to the range's
// start (within_file for an uncompressed file), sets the reader options' start and returns the
// holder; without one returns the input's source. Call holder->attach(reader) once the reader
// exists.
pgn::ByteSource& apply_byte_range(Input& input, const std::optional<ByteRange>& range,
                                  std::optional<RangeSource>& holder, pgn::ReaderOptions& options);

// Game numbers in a --byte-range run count from the range's first game. Diagnostics passed
// through this sink say so ("game 12 counted from byte 5120"), so that nobody looks for game 12
// of the whole input. An offset of 0 (no range, or one that starts at the input's first game)
// leaves them as they are: they are the input's numbers.
class RangeNumberedSink final : public notation::DiagnosticSink {
public:
    // `target` may be null (diagnostics not wanted); it must outlive this sink.
    explicit RangeNumberedSink(notation::DiagnosticSink* target,
                               std::uint64_t first_game_offset = 0)
        : target_(target), first_game_offset_(first_game_offset) {}

    // For a sink made before the range's start is known (apply_byte_range finds it).
    void count_games_from(std::uint64_t first_game_offset) {
        first_game_offset_ = first_game_offset;
    }

    void report(const notation::Diagnostic& diagnostic) override {
        if (target_ == nullptr) return;
        notation::Diagnostic numbered = diagnostic;
        if (numbered.game != 0) numbered.games_counted_from = first_game_offset_;
        target_->report(numbered);
    }

private:
    notation::DiagnosticSink* target_;
    std::uint64_t first_game_offset_;
};

}  // namespace chess::tools
