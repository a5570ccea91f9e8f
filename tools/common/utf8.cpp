#include "common/utf8.hpp"

namespace chess::tools {

std::size_t utf8_sequence_length(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the allowed range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;   // overlong
        if (lead == 0xED) high = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;   // overlong
        if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
        return 0;
    }
    if (text.size() < length || byte(1) < low || byte(1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
    return length;
}

std::size_t encode_utf8(char32_t code_point, std::array<char, 4>& out) {
    const auto byte = [](char32_t bits) {
        return static_cast<char>(static_cast<unsigned char>(bits));
    };
    if (code_point < 0x80) {
        out[0] = byte(code_point);
        return 1;
    }
    if (code_point < 0x800) {
        out[0] = byte(0xC0 | (code_point >> 6));
        out[1] = byte(0x80 | (code_point & 0x3F));
        return 2;
    }
    if (code_point < 0x10000) {
        out[0] = byte(0xE0 | (code_point >> 12));
        out[1] = byte(0x80 | ((code_point >> 6) & 0x3F));
        out[2] = byte(0x80 | (code_point & 0x3F));
        return 3;
    }
    out[0] = byte(0xF0 | (code_point >> 18));
    out[1] = byte(0x80 | ((code_point >> 12) & 0x3F));
    out[2] = byte(0x80 | ((code_point >> 6) & 0x3F));
    out[3] = byte(0x80 | (code_point & 0x3F));
    return 4;
}

bool is_utf8_sample(std::string_view sample) {
    for (std::size_t i = 0; i < sample.size();) {
        const std::size_t n = utf8_sequence_length(sample.substr(i));
        // A sequence cut by the end of the sample is no evidence either way.
        if (n == 0) return sample.size() - i < 4 && static_cast<unsigned char>(sample[i]) >= 0xC0;
        i += n;
    }
    return true;
}

}  // namespace chess::tools
