#pragma once
// What every fuzz target shares: the libFuzzer entry point's signature, a property check that
// aborts (so that libFuzzer, and the plain replay build under CTest, report it as a crash), and a
// cursor over the input bytes for targets whose input is more than one text.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace chess::fuzz {

// A property of the library does not hold for this input: prints what and aborts. Aborting,
// not throwing: libFuzzer saves the input as a crash, and a replay test fails.
[[noreturn]] inline void property_failed(const char* property, std::string_view detail) {
    // fwrite, not %.*s: the detail may hold NUL bytes (quoted input), which printf stops at.
    std::fprintf(stderr, "fuzz property failed: %s\n  ", property);
    std::fwrite(detail.data(), 1, detail.size(), stderr);
    std::fputc('\n', stderr);
    std::fflush(stderr);
    std::abort();
}

inline void check(bool holds, const char* property, std::string_view detail = {}) {
    if (!holds) [[unlikely]]
        property_failed(property, detail);
}

// The input as text (libFuzzer's bytes are the text's bytes).
inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// Takes selector bytes from the front of the input; what is left is the text.
class InputCursor {
public:
    InputCursor(const std::uint8_t* data, std::size_t size) : text_(as_text(data, size)) {}

    bool empty() const { return text_.empty(); }
    // The next byte, or 0 when the input is used up.
    std::uint8_t take_byte() {
        if (text_.empty()) return 0;
        const auto byte = static_cast<std::uint8_t>(text_.front());
        text_.remove_prefix(1);
        return byte;
    }
    // Everything up to the first '\n' (which is consumed), or the whole rest.
    std::string_view take_line() {
        const std::size_t end = text_.find('\n');
        const std::string_view line = text_.substr(0, end);
        text_.remove_prefix(end == std::string_view::npos ? text_.size() : end + 1);
        return line;
    }
    std::string_view rest() const { return text_; }

private:
    std::string_view text_;
};

// Whether text is well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
inline bool is_valid_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80   ? 1
                                   : lead < 0xC2 ? 0
                                   : lead < 0xE0 ? 2
                                   : lead < 0xF0 ? 3
                                   : lead < 0xF5 ? 4
                                                 : 0;
        if (length == 0 || i + length > text.size()) return false;
        char32_t value = length == 1 ? lead : lead & (0xFF >> (length + 1));
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80) return false;
            value = value << 6 | (next & 0x3F);
        }
        const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (value < smallest[length] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
            return false;
        i += length;
    }
    return true;
}

}  // namespace chess::fuzz
