#include "text_escape.hpp"

namespace chess::fen_tool {

void append_tsv_field(std::string& out, std::string_view text) {
    for (const char c : text) {
        switch (c) {
            case '\\':
                out += "\\\\";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                out += c;
        }
    }
}

void append_epd_escaped(std::string& out, std::string_view text) {
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
}

}  // namespace chess::fen_tool
