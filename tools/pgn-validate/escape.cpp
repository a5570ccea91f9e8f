#include "escape.hpp"

#include <cstdint>

#include <fmt/core.h>

#include "common/char_width.hpp"
#include "common/utf8.hpp"

namespace chess::tools::validate {

namespace {

// Calls ascii(c) for each ASCII byte and other(sequence) for each other character, as UTF-8
// (a byte outside well-formed UTF-8 is passed as the UTF-8 of its Latin-1 character).
template <typename Ascii, typename Other>
void for_each_character(std::string_view text, Ascii ascii, Other other) {
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t length = utf8_sequence_length(text.substr(i));
        if (length == 0) {
            const auto byte = static_cast<unsigned char>(text[i]);
            const char latin1[2] = {static_cast<char>(0xC0 | (byte >> 6)),
                                    static_cast<char>(0x80 | (byte & 0x3F))};
            other(std::string_view(latin1, 2));
            ++i;
            continue;
        }
        if (length == 1)
            ascii(text[i]);
        else
            other(text.substr(i, length));
        i += length;
    }
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
    out += '"';
    for_each_character(
        text,
        [&](char c) {
            switch (c) {
                case '"':
                    out += "\\\"";
                    break;
                case '\\':
                    out += "\\\\";
                    break;
                case '\n':
                    out += "\\n";
                    break;
                case '\r':
                    out += "\\r";
                    break;
                case '\t':
                    out += "\\t";
                    break;
                default:
                    if (static_cast<unsigned char>(c) < 0x20)
                        out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
                    else
                        out += c;
            }
        },
        [&](std::string_view character) { out += character; });
    out += '"';
}

void append_xml_text(std::string& out, std::string_view text, XmlPlace place) {
    constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD
    for_each_character(
        text,
        [&](char c) {
            switch (c) {
                case '&':
                    out += "&amp;";
                    break;
                case '<':
                    out += "&lt;";
                    break;
                case '>':
                    out += "&gt;";
                    break;
                case '"':
                    out += "&quot;";
                    break;
                case '\'':
                    out += "&apos;";
                    break;
                case '\t':
                case '\n':
                    if (place == XmlPlace::Content)
                        out += c;
                    else
                        out += fmt::format("&#{};", static_cast<int>(c));
                    break;
                case '\r':  // a literal CR would be read as a line end
                    out += "&#13;";
                    break;
                default:
                    if (static_cast<unsigned char>(c) < 0x20)
                        out += replacement;  // XML 1.0 has no way to write these
                    else
                        out += c;
            }
        },
        [&](std::string_view character) {
            const bool noncharacter = character == "\xEF\xBF\xBE" || character == "\xEF\xBF\xBF";
            out += noncharacter ? replacement : character;
        });
}

namespace {

void append_workflow_text(std::string& out, std::string_view text, bool property) {
    for (const char c : repair_utf8(text)) {
        switch (c) {
            case '%':
                out += "%25";
                break;
            case '\r':
                out += "%0D";
                break;
            case '\n':
                out += "%0A";
                break;
            case ':':
                out += property ? "%3A" : ":";
                break;
            case ',':
                out += property ? "%2C" : ",";
                break;
            default:
                out += c;
        }
    }
}

}  // namespace

void append_workflow_data(std::string& out, std::string_view text) {
    append_workflow_text(out, text, false);
}

void append_workflow_property(std::string& out, std::string_view text) {
    append_workflow_text(out, text, true);
}

std::string file_uri(std::string_view path) {
    std::string out = path.starts_with('/') ? "file://" : "";
    for (const char c : path) {
        const auto byte = static_cast<unsigned char>(c);
        const bool unreserved = (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z') ||
                                (byte >= '0' && byte <= '9') || c == '-' || c == '.' || c == '_' ||
                                c == '~' || c == '/';
        if (unreserved)
            out += c;
        else
            out += fmt::format("%{:02X}", static_cast<unsigned>(byte));
    }
    return out;
}

std::string repair_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for_each_character(
        text, [&](char c) { out += c; }, [&](std::string_view character) { out += character; });
    return out;
}

std::size_t character_count(std::string_view text) {
    std::size_t count = 0;
    for_each_character(
        text, [&](char) { ++count; }, [&](std::string_view) { ++count; });
    return count;
}

std::size_t display_width(std::string_view text) {
    std::size_t width = 0;
    ColumnCounter columns;
    for_each_character(
        text,
        [&](char c) { width += static_cast<std::size_t>(columns.add(static_cast<char32_t>(c))); },
        [&](std::string_view character) {
            width += static_cast<std::size_t>(columns.add(code_point_of(character)));
        });
    return width;
}

std::uint64_t code_point_column(std::string_view line, std::uint64_t byte_column) {
    if (byte_column == 0) return 0;
    const auto bytes =
        static_cast<std::size_t>(std::min<std::uint64_t>(byte_column - 1, line.size()));
    // Past the known line (a location after its end): one column per further byte.
    return character_count(line.substr(0, bytes)) + 1 + (byte_column - 1 - bytes);
}

}  // namespace chess::tools::validate
