#pragma once
// A ByteSource between the input and the PGN reader that remembers the most recent bytes, so a
// diagnostic's source line can be shown with a caret under its column. Works for any input
// (standard input, decompressed streams): nothing is read twice, nothing is seeked.
//
// The reader reports a problem while the problem's bytes are still near the end of what it
// has read, so a window of a few hundred KiB holds the start of the line of nearly every
// diagnostic. The line's end may not have been read yet: then the window reads ahead from the
// input (bounded) and hands those bytes to the reader later, so the output does not depend on
// where the reader's reads happened to end.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/byte_source.hpp"

namespace chess::tools::validate {

// One line of the input as far as it is known.
// A line longer than 2 * SourceWindow::line_context bytes is given as the part around the
// location (a diagnostic shows far less of it), so that many diagnostics on one long line (a whole
// game on one line) do not each cost the line's length.
struct SourceLine {
    std::string_view text;  // without the line end; valid until the window is read again
    std::uint64_t number = 0;
    std::uint64_t column = 0;  // 1-based byte column of the location within text
    bool cut = false;          // the line goes on beyond text (longer than the read-ahead)
    // The code points of the line before text (0 when text starts the line): a location's
    // code-point column in the line is this plus its code-point column in text.
    std::uint64_t code_points_before = 0;
};

class SourceWindow final : public pgn::ByteSource {
public:
    static constexpr std::size_t default_capacity = 256 * 1024;
    static constexpr std::size_t max_read_ahead = 16 * 1024;
    // At most this many bytes of a line are given on each side of a location.
    static constexpr std::size_t line_context = 1024;

    // The input must outlive the window. start_offset: the input offset of its first byte
    // (non-zero for --byte-range).
    explicit SourceWindow(pgn::ByteSource& input, std::size_t capacity = default_capacity,
                          std::uint64_t start_offset = 0);

    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return input_.failed(); }
    std::string_view error_message() const override { return input_.error_message(); }

    // The line that holds `location`, when its start is still in the window (nullopt when the
    // location is unknown or has scrolled out). Reads ahead at most max_read_ahead bytes past
    // the location to find the line's end.
    std::optional<SourceLine> line_at(const notation::SourceLocation& location);

private:
    std::uint64_t end_offset() const { return base_ + bytes_.size(); }
    // Appends up to `max` bytes from the input to the window without delivering them.
    std::size_t read_ahead(std::size_t max);
    void trim();
    std::uint64_t code_points_before(std::uint64_t line_start, std::uint64_t to);

    pgn::ByteSource& input_;
    std::size_t capacity_;
    std::vector<char> bytes_;      // the input's bytes [base_, base_ + bytes_.size())
    std::uint64_t base_ = 0;       // input offset of bytes_[0]
    std::uint64_t delivered_ = 0;  // input offset the reader has been given up to
    bool input_ended_ = false;     // the input returned 0 (end or error): ask it no more
    // code_points_before's last count: the code points of [counted_line_start_, counted_to_).
    std::uint64_t counted_line_start_ = 0;
    std::uint64_t counted_to_ = 0;
    std::uint64_t counted_code_points_ = 0;
};

}  // namespace chess::tools::validate
