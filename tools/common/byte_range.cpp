#include "common/byte_range.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>
#include <optional>

#include <fmt/core.h>

#include "common/input.hpp"
#include "common/prefix_scan.hpp"

namespace chess::tools {

namespace {

// Large reads: skipping to a range's start scans at memory speed.
constexpr std::size_t read_size = 1024 * 1024;

enum class OffsetError : std::uint8_t { NotANumber, TooLarge };

std::expected<std::uint64_t, OffsetError> parse_offset(std::string_view text) {
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || end != text.data() + text.size())
        return std::unexpected(OffsetError::NotANumber);
    if (error == std::errc::result_out_of_range) return std::unexpected(OffsetError::TooLarge);
    if (error != std::errc{}) return std::unexpected(OffsetError::NotANumber);
    return value;
}

}  // namespace

std::expected<ByteRange, std::string> parse_byte_range(std::string_view text) {
    const std::size_t colon = text.find(':');
    const auto bad = [&](std::string_view offset, OffsetError why) {
        if (why == OffsetError::TooLarge)
            return std::unexpected(
                fmt::format("--byte-range '{}': offset {} is too large (at most {})", text, offset,
                            std::numeric_limits<std::uint64_t>::max()));
        return std::unexpected(
            fmt::format("--byte-range '{}': expected START:END or START: (byte offsets)", text));
    };
    if (colon == std::string_view::npos) return bad(text, OffsetError::NotANumber);
    ByteRange range;
    const std::string_view begin_text = text.substr(0, colon);
    const auto begin = parse_offset(begin_text);
    if (!begin) return bad(begin_text, begin.error());
    range.begin = *begin;
    if (colon + 1 < text.size()) {
        const std::string_view end_text = text.substr(colon + 1);
        const auto end = parse_offset(end_text);
        if (!end) return bad(end_text, end.error());
        range.end = *end;
    }
    if (range.end < range.begin)
        return std::unexpected(fmt::format("--byte-range '{}': END is before START", text));
    return range;
}

RangeSource::RangeSource(pgn::ByteSource& input, ByteRange range) : input_(input), range_(range) {}

bool RangeSource::fill() {
    if (input_ended_) return false;
    // Drop what was delivered (or skipped) before reading on.
    const std::size_t drop = delivered_;
    if (drop > 0) {
        std::memmove(buffer_.data(), buffer_.data() + drop, read_ - drop);
        buffer_offset_ += drop;
        delivered_ = 0;
        scanned_ -= drop;
        read_ -= drop;
    }
    if (buffer_.size() < read_ + read_size) buffer_.resize(read_ + read_size);
    const std::size_t n = input_.read(buffer_.data() + read_, read_size);
    if (n == 0) {
        input_ended_ = true;
        return false;
    }
    read_ += n;
    return true;
}

void RangeSource::scan() {
    if (end_found_) {
        scanned_ = read_;
        return;
    }
    const std::string_view text(buffer_.data() + scanned_, read_ - scanned_);
    scanned_ += finder_.scan(text, input_ended_, [&](const Boundary& b) { found(b); });
    if (end_found_) scanned_ = read_;
}

void RangeSource::found(const Boundary& boundary) {
    if (!start_found_) {
        if (boundary.offset < range_.begin) return;
        start_found_ = true;
        start_ = boundary;
    }
    if (!end_found_ && boundary.offset >= range_.end) {
        end_found_ = true;
        end_offset_ = boundary.offset;
        if (reader_ != nullptr) reader_->set_end_offset(end_offset_);
    }
}

void RangeSource::fast_forward() {
    PrefixScan prefix;
    while (buffer_offset_ + read_ < range_.begin && fill()) {
        const std::uint64_t limit = std::min<std::uint64_t>(buffer_offset_ + read_, range_.begin);
        const auto size = static_cast<std::size_t>(limit - buffer_offset_) - delivered_;
        const std::size_t advanced = prefix.advance({buffer_.data() + delivered_, size});
        // A line longer than a few reads is left to the finder (it keeps memory bounded).
        if (advanced == 0 && size > 4 * read_size) break;
        delivered_ += advanced;
        scanned_ = delivered_;  // dropped by fill() with what was delivered
    }
    if (prefix.offset() == 0) return;
    finder_ =
        GameBoundaryFinder::resume_at(prefix.offset(), prefix.line(), prefix.previous_is_tag());
}

Boundary RangeSource::skip_to_start() {
    fast_forward();
    for (;;) {
        scan();
        if (start_found_) break;
        delivered_ = scanned_;  // before the start: dropped
        if (!fill() && scanned_ == read_) {
            scan();  // the last line, now that the end is known
            if (start_found_) break;
            start_ = Boundary{finder_.offset(), finder_.line()};
            start_found_ = true;
            end_found_ = true;  // nothing follows
            end_offset_ = start_.offset;
            delivered_ = read_;
            return start_;
        }
    }
    delivered_ = static_cast<std::size_t>(start_.offset - buffer_offset_);
    empty_ = range_.end <= start_.offset;
    return start_;
}

void RangeSource::attach(pgn::Reader& reader) {
    reader_ = &reader;
    if (end_found_) reader.set_end_offset(end_offset_);
}

std::size_t RangeSource::read(char* buf, std::size_t max) {
    if (empty_) return 0;
    while (delivered_ == scanned_) {
        const bool more = fill();
        scan();
        if (!more && delivered_ == scanned_) return 0;
    }
    const std::size_t n = std::min(max, scanned_ - delivered_);
    std::memcpy(buf, buffer_.data() + delivered_, n);
    delivered_ += n;
    return n;
}

ByteRange within_file(ByteRange range, std::uint64_t file_size) {
    constexpr std::uint64_t end_of_input = std::numeric_limits<std::uint64_t>::max();
    if (range.begin >= file_size) range.begin = end_of_input;
    if (range.end >= file_size) range.end = end_of_input;
    return range;
}

pgn::ByteSource& apply_byte_range(Input& input, const std::optional<ByteRange>& range,
                                  std::optional<RangeSource>& holder, pgn::ReaderOptions& options) {
    if (!range) return *input.source;
    const bool sized = input.compression == Compression::None && input.file_size.has_value();
    holder.emplace(*input.source, sized ? within_file(*range, *input.file_size) : *range);
    const Boundary start = holder->skip_to_start();
    options.start_offset = start.offset;
    options.start_line = start.line;
    return *holder;
}

}  // namespace chess::tools
