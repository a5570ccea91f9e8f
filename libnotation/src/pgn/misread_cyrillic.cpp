#include "misread_cyrillic.hpp"

namespace chess::pgn::detail {

std::optional<std::string> cyrillic_from_latin_1(std::string_view utf8) {
    std::string out;
    bool replaced = false;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const unsigned lead = static_cast<unsigned char>(utf8[i]);
        const unsigned next = i + 1 < utf8.size() ? static_cast<unsigned char>(utf8[i + 1]) : 0U;
        // U+00C0-U+00FF is C3 80-BF in UTF-8; U+0410-U+043F is D0 90-BF, U+0440-U+044F D1 80-8F.
        if (lead == 0xC3 && next >= 0x80 && next <= 0xBF) {
            const unsigned offset = next - 0x80;  // 0-63: А (U+0410) to я (U+044F)
            const unsigned code = 0x410 + offset;
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
            replaced = true;
            ++i;
            continue;
        }
        out += utf8[i];
    }
    if (!replaced) return std::nullopt;
    return out;
}

}  // namespace chess::pgn::detail
