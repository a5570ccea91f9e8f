#include "source_window.hpp"

#include <algorithm>
#include <cstring>

namespace chess::tools::validate {

SourceWindow::SourceWindow(pgn::ByteSource& input, std::size_t capacity, std::uint64_t start_offset)
    : input_(input), capacity_(capacity), base_(start_offset), delivered_(start_offset) {
    bytes_.reserve(2 * capacity_);
}

std::size_t SourceWindow::read(char* buf, std::size_t max) {
    if (max == 0) return 0;
    // Bytes read ahead for a diagnostic come first.
    if (delivered_ < end_offset()) {
        const auto start = static_cast<std::size_t>(delivered_ - base_);
        const std::size_t n = std::min(max, bytes_.size() - start);
        std::memcpy(buf, bytes_.data() + start, n);
        delivered_ += n;
        return n;
    }
    if (input_ended_) return 0;
    const std::size_t n = input_.read(buf, max);
    if (n == 0) {
        input_ended_ = true;
        return 0;
    }
    trim();
    bytes_.insert(bytes_.end(), buf, buf + n);
    delivered_ += n;
    return n;
}

// Keeps at least the last capacity_ bytes; drops the older ones only once twice as many have
// gathered, so each byte is moved once on average.
void SourceWindow::trim() {
    if (bytes_.size() < 2 * capacity_) return;
    const std::size_t drop = bytes_.size() - capacity_;
    bytes_.erase(bytes_.begin(), bytes_.begin() + static_cast<std::ptrdiff_t>(drop));
    base_ += drop;
}

std::size_t SourceWindow::read_ahead(std::size_t max) {
    if (input_ended_ || max == 0) return 0;
    const std::size_t old_size = bytes_.size();
    bytes_.resize(old_size + max);
    const std::size_t n = input_.read(bytes_.data() + old_size, max);
    bytes_.resize(old_size + n);
    if (n == 0) input_ended_ = true;
    return n;
}

namespace {

bool is_line_end(char c) { return c == '\n' || c == '\r'; }
bool continues_code_point(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

}  // namespace

std::optional<SourceLine> SourceWindow::line_at(const notation::SourceLocation& location) {
    if (location.line == 0 || location.column == 0 || location.offset < location.column - 1)
        return std::nullopt;
    const std::uint64_t line_start = location.offset - (location.column - 1);
    if (line_start < base_ || location.offset > end_offset()) return std::nullopt;

    const auto start = static_cast<std::size_t>(line_start - base_);
    const auto at = static_cast<std::size_t>(location.offset - base_);
    // The line's end, looked for no further than line_context bytes past the location.
    const std::size_t limit = at + line_context;
    std::size_t end = at;
    std::size_t looked_ahead = 0;
    for (;;) {
        const std::size_t stop = std::min(bytes_.size(), limit);
        const auto found =
            std::find_if(bytes_.begin() + static_cast<std::ptrdiff_t>(end),
                         bytes_.begin() + static_cast<std::ptrdiff_t>(stop), is_line_end);
        end = static_cast<std::size_t>(found - bytes_.begin());
        if (end < stop || stop == limit || looked_ahead >= max_read_ahead) break;
        const std::size_t n =
            read_ahead(std::min<std::size_t>(4096, max_read_ahead - looked_ahead));
        if (n == 0) break;
        looked_ahead += n;
    }
    // An empty line (or nothing known of it, as after a read error) shows nothing.
    if (end == start) return std::nullopt;
    const bool cut = end == bytes_.size() ? !input_ended_ : !is_line_end(bytes_[end]);
    // Neither end of the part given splits a character.
    while (cut && end > at && end < bytes_.size() && continues_code_point(bytes_[end])) --end;
    std::size_t from = std::max(start, at > line_context ? at - line_context : 0);
    while (from < at && continues_code_point(bytes_[from])) ++from;
    return SourceLine{std::string_view(bytes_.data() + from, end - from), location.line,
                      at - from + 1, cut, code_points_before(line_start, base_ + from)};
}

// The code points of the input from line_start up to `to` (both in the window). Diagnostics come
// in the order of their locations: the count goes on from the last one's on the same line, so
// that a long line is counted once, not once per diagnostic.
std::uint64_t SourceWindow::code_points_before(std::uint64_t line_start, std::uint64_t to) {
    if (line_start != counted_line_start_ || to < counted_to_ || counted_to_ < base_) {
        counted_line_start_ = line_start;
        counted_to_ = line_start;
        counted_code_points_ = 0;
    }
    const auto first = bytes_.begin() + static_cast<std::ptrdiff_t>(counted_to_ - base_);
    const auto last = bytes_.begin() + static_cast<std::ptrdiff_t>(to - base_);
    counted_code_points_ += static_cast<std::uint64_t>(
        std::count_if(first, last, [](char c) { return !continues_code_point(c); }));
    counted_to_ = to;
    return counted_code_points_;
}

}  // namespace chess::tools::validate
