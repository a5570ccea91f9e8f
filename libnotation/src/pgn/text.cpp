#include "text.hpp"

namespace chess::pgn::detail {

namespace {

// The length of the UTF-8 sequence starting at text[i], or 0 when it is not well-formed.
std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned lead = byte(i);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    unsigned low = 0x80;  // the second byte's range excludes overlong forms and surrogates
    unsigned high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return 0;
    }
    if (i + length > text.size()) return 0;
    if (byte(i + 1) < low || byte(i + 1) > high) return 0;
    for (std::size_t k = 2; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
    }
    return length;
}

// Windows-1252 at 0x80-0x9F; the five bytes it leaves undefined keep their Latin-1 meaning.
constexpr char16_t cp1252_high[32] = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

void append_code_point(std::string& out, unsigned cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

}  // namespace

std::size_t valid_utf8_length(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t length = utf8_sequence_length(text, i);
        if (length == 0) return i;
        i += length;
    }
    return i;
}

void append_repaired_utf8(std::string& out, std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t length = utf8_sequence_length(text, i);
        if (byte == 0) {
            ++i;
        } else if (length != 0) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            append_code_point(out, byte < 0xA0 ? cp1252_high[byte - 0x80] : char16_t{byte});
            ++i;
        }
    }
}

std::string_view unicode_space_name(char32_t code_point) {
    // U+2000-U+200B in order.
    constexpr std::string_view general[] = {"U+2000 en quad",
                                            "U+2001 em quad",
                                            "U+2002 en space",
                                            "U+2003 em space",
                                            "U+2004 three-per-em space",
                                            "U+2005 four-per-em space",
                                            "U+2006 six-per-em space",
                                            "U+2007 figure space",
                                            "U+2008 punctuation space",
                                            "U+2009 thin space",
                                            "U+200A hair space",
                                            "U+200B zero width space"};
    if (code_point >= 0x2000 && code_point <= 0x200B) return general[code_point - 0x2000];
    switch (code_point) {
        case 0xA0:
            return "U+00A0 no-break space";
        case 0x1680:
            return "U+1680 ogham space mark";
        case 0x202F:
            return "U+202F narrow no-break space";
        case 0x205F:
            return "U+205F medium mathematical space";
        case 0x2060:
            return "U+2060 word joiner";
        case 0x3000:
            return "U+3000 ideographic space";
        case 0xFEFF:
            return "U+FEFF zero width no-break space";
        default:
            return "not a Unicode space";
    }
}

std::size_t utf8_prefix_length(std::string_view text, std::size_t max) {
    if (text.size() <= max) return text.size();
    std::size_t end = max;
    // Back up over continuation bytes to the start of the sequence that the cut would split.
    // (At most three bytes: in Latin-1 text these bytes are characters, not continuations.)
    while (end > 0 && max - end < 3 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) {
        --end;
    }
    return end;
}

}  // namespace chess::pgn::detail
