#include "common/line_reader.hpp"

#include <algorithm>

#include "common/text.hpp"

namespace chess::tools {

namespace {

constexpr std::size_t chunk_size = 64 * 1024;
constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

}  // namespace

LineReader::LineReader(pgn::ByteSource& source, std::size_t max_line_length)
    : source_(source),
      max_length_(std::max<std::size_t>(max_line_length, 1)),
      buffer_(chunk_size) {}

// Refills the (fully consumed) buffer; false at the end of the input.
bool LineReader::fill() {
    if (eof_) return false;
    pos_ = 0;
    end_ = source_.read(buffer_.data(), buffer_.size());
    if (end_ == 0) eof_ = true;
    return end_ > 0;
}

void LineReader::skip_line_end() {
    const char c = buffer_[pos_++];
    if (c != '\r') return;
    // A CR LF may straddle two reads: the LF is then skipped by the next call. Reading on here
    // would overwrite the line about to be returned.
    if (pos_ < end_) {
        if (buffer_[pos_] == '\n') ++pos_;
    } else {
        skip_lf_ = true;
    }
}

// Makes a byte available at pos_; false at the end of the input.
bool LineReader::available() {
    for (;;) {
        if (pos_ == end_ && !fill()) return false;
        if (!skip_lf_) return true;
        skip_lf_ = false;
        if (buffer_[pos_] == '\n') ++pos_;
    }
}

std::optional<std::string_view> LineReader::next() {
    if (!started_) {
        started_ = true;
        // Collect enough bytes to see a whole byte-order mark, even from a trickling pipe.
        while (end_ < byte_order_mark.size() && !eof_) {
            const std::size_t n = source_.read(buffer_.data() + end_, buffer_.size() - end_);
            if (n == 0) eof_ = true;
            end_ += n;
        }
        if (std::string_view(buffer_.data(), end_).starts_with(byte_order_mark))
            pos_ = byte_order_mark.size();
    }
    if (!available()) return std::nullopt;
    line_.clear();
    truncated_ = false;
    ++line_number_;
    for (;;) {
        const char* start = buffer_.data() + pos_;
        const char* limit = buffer_.data() + end_;
        const char* stop = std::find_if(start, limit, is_line_end);
        const auto length = static_cast<std::size_t>(stop - start);
        const bool found = stop != limit;
        if (found && line_.empty()) {  // the common case: the whole line is in the buffer
            pos_ += length;
            skip_line_end();
            if (length <= max_length_) return std::string_view(start, length);
            truncated_ = true;
            return std::string_view(start, max_length_);
        }
        const std::size_t room = max_length_ - std::min(max_length_, line_.size());
        if (length > room) truncated_ = true;
        line_.append(start, std::min(length, room));
        pos_ += length;
        if (found) {
            skip_line_end();
            return line_;
        }
        if (!fill()) return line_;  // the last line has no line end
    }
}

}  // namespace chess::tools
