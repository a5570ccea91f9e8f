// UTF-16 to UTF-8, one code unit at a time, through two small fixed buffers: the UTF-16 bytes
// read ahead and the tail of a UTF-8 sequence that did not fit into the caller's buffer.

#include "common/utf16_source.hpp"

#include "common/utf8.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>

namespace chess::tools {

TextEncoding text_encoding_of(std::string_view head) {
    if (head.size() < byte_order_mark_size) return TextEncoding::Utf8;
    const auto first = static_cast<unsigned char>(head[0]);
    const auto second = static_cast<unsigned char>(head[1]);
    if (first == 0xFF && second == 0xFE) return TextEncoding::Utf16Le;
    if (first == 0xFE && second == 0xFF) return TextEncoding::Utf16Be;
    return TextEncoding::Utf8;
}

namespace {

constexpr char32_t replacement_character = 0xFFFD;
// What next_unit() returns for an odd byte at the very end: beyond every 16-bit unit.
constexpr char32_t odd_trailing_byte = 0x10000;

bool is_high_surrogate(char32_t unit) { return unit >= 0xD800 && unit <= 0xDBFF; }
bool is_low_surrogate(char32_t unit) { return unit >= 0xDC00 && unit <= 0xDFFF; }

class Utf16Source final : public pgn::ByteSource {
public:
    Utf16Source(std::unique_ptr<pgn::ByteSource> utf16, bool big_endian)
        : utf16_(std::move(utf16)), big_endian_(big_endian) {}

    std::size_t read(char* buf, std::size_t max) override {
        std::size_t n = drain_pending(buf, max);
        while (n < max) {
            const std::optional<char32_t> code_point = next_code_point();
            if (!code_point) break;
            n += emit(*code_point, buf + n, max - n);
        }
        return n;
    }
    bool failed() const override { return utf16_->failed(); }
    std::string_view error_message() const override { return utf16_->error_message(); }

private:
    // The next code point, surrogate pairs joined and anything unpaired replaced; nullopt at
    // the end of the input.
    std::optional<char32_t> next_code_point() {
        if (held_) {  // a unit read after a high surrogate that it did not complete
            const char32_t unit = *held_;
            held_.reset();
            return from_unit(unit);
        }
        const std::optional<char32_t> unit = next_unit();
        if (!unit) return std::nullopt;
        return from_unit(*unit);
    }

    std::optional<char32_t> from_unit(char32_t unit) {
        if (is_low_surrogate(unit) || unit == odd_trailing_byte) return replacement_character;
        if (!is_high_surrogate(unit)) return unit;
        const std::optional<char32_t> low = next_unit();
        if (low && is_low_surrogate(*low))
            return 0x10000 + ((unit - 0xD800) << 10) + (*low - 0xDC00);
        held_ = low;  // read again as a unit of its own
        return replacement_character;
    }

    // The next 16-bit unit, or odd_trailing_byte; nullopt at the end of the input.
    std::optional<char32_t> next_unit() {
        if (raw_end_ - raw_begin_ < 2 && !refill()) {
            if (raw_end_ == raw_begin_) return std::nullopt;
            raw_begin_ = raw_end_;
            return odd_trailing_byte;
        }
        const auto first = static_cast<unsigned char>(raw_[raw_begin_]);
        const auto second = static_cast<unsigned char>(raw_[raw_begin_ + 1]);
        raw_begin_ += 2;
        return big_endian_ ? char32_t{first} << 8 | second : char32_t{second} << 8 | first;
    }

    // Keeps the odd byte left (if any) and reads more behind it; false when no whole unit came.
    bool refill() {
        while (raw_end_ - raw_begin_ < 2) {
            if (ended_) return false;
            std::memmove(raw_.data(), raw_.data() + raw_begin_, raw_end_ - raw_begin_);
            raw_end_ -= raw_begin_;
            raw_begin_ = 0;
            const std::size_t got = utf16_->read(raw_.data() + raw_end_, raw_.size() - raw_end_);
            if (got == 0) ended_ = true;
            raw_end_ += got;
        }
        return true;
    }

    // Writes the code point's UTF-8 into out (room bytes); what does not fit waits in pending_.
    std::size_t emit(char32_t code_point, char* out, std::size_t room) {
        if (code_point < 0x80) {
            *out = static_cast<char>(code_point);
            return 1;
        }
        const std::size_t length = encode_utf8(code_point, pending_);
        pending_begin_ = 0;
        pending_end_ = length;
        return drain_pending(out, room);
    }

    std::size_t drain_pending(char* out, std::size_t room) {
        const std::size_t n = std::min(room, pending_end_ - pending_begin_);
        std::memcpy(out, pending_.data() + pending_begin_, n);
        pending_begin_ += n;
        return n;
    }

    std::unique_ptr<pgn::ByteSource> utf16_;
    bool big_endian_;
    std::array<char, 16 * 1024> raw_{};
    std::size_t raw_begin_ = 0;
    std::size_t raw_end_ = 0;
    bool ended_ = false;
    std::optional<char32_t> held_;
    std::array<char, 4> pending_{};
    std::size_t pending_begin_ = 0;
    std::size_t pending_end_ = 0;
};

}  // namespace

std::unique_ptr<pgn::ByteSource> make_utf16_source(std::unique_ptr<pgn::ByteSource> utf16,
                                                   TextEncoding order) {
    return std::make_unique<Utf16Source>(std::move(utf16), order == TextEncoding::Utf16Be);
}

}  // namespace chess::tools
