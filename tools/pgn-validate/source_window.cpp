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

std::optional<SourceLine> SourceWindow::line_at(const notation::SourceLocation& location) {
    if (location.line == 0 || location.column == 0 || location.offset < location.column - 1)
        return std::nullopt;
    const std::uint64_t line_start = location.offset - (location.column - 1);
    if (line_start < base_ || location.offset > end_offset()) return std::nullopt;

    const auto start = static_cast<std::size_t>(line_start - base_);
    const auto at = static_cast<std::size_t>(location.offset - base_);
    const auto is_line_end = [](char c) { return c == '\n' || c == '\r'; };
    std::size_t end = at;
    std::size_t looked_ahead = 0;
    for (;;) {
        const auto found = std::find_if(bytes_.begin() + static_cast<std::ptrdiff_t>(end),
                                        bytes_.end(), is_line_end);
        end = static_cast<std::size_t>(found - bytes_.begin());
        if (found != bytes_.end() || looked_ahead >= max_read_ahead) break;
        const std::size_t n =
            read_ahead(std::min<std::size_t>(4096, max_read_ahead - looked_ahead));
        if (n == 0) break;
        looked_ahead += n;
    }
    // An empty line (or nothing known of it, as after a read error) shows nothing.
    if (end == start) return std::nullopt;
    const bool cut = end == bytes_.size() && !input_ended_;
    return SourceLine{std::string_view(bytes_.data() + start, end - start), location.line,
                      location.column, cut};
}

}  // namespace chess::tools::validate
