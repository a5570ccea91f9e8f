#include "pgn-stats/text_table.hpp"

#include <algorithm>

#include "common/char_width.hpp"
#include "common/utf8.hpp"

namespace chess::tools::stats {

namespace {

void pad(std::string& out, std::size_t blanks) { out.append(blanks, ' '); }

// Calls each(character, columns) for the characters of text in order, columns being what the
// character adds (none for the later emoji of a ZWJ sequence: ColumnCounter); a byte outside
// well-formed UTF-8 is one character of one column (a Latin-1 letter, as the reader reads it).
template <typename Each>
void for_each_width(std::string_view text, Each each) {
    ColumnCounter columns;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t length = std::max<std::size_t>(utf8_sequence_length(text.substr(i)), 1);
        const std::string_view character = text.substr(i, length);
        const bool valid = length > 1 || static_cast<unsigned char>(character[0]) < 0x80;
        const char32_t code_point =
            valid ? code_point_of(character) : static_cast<unsigned char>(character[0]);
        each(character, static_cast<std::size_t>(columns.add(code_point)));
        i += length;
    }
}

}  // namespace

std::size_t display_width(std::string_view text) {
    std::size_t width = 0;
    for_each_width(text, [&](std::string_view, std::size_t columns) { width += columns; });
    return width;
}

std::string truncate_to_width(std::string_view text, std::size_t width) {
    if (width == 0 || display_width(text) <= width) return std::string(text);
    // Keep what fits in width - 1 columns, then the ellipsis.
    std::string out;
    std::size_t used = 0;
    bool full = false;
    for_each_width(text, [&](std::string_view character, std::size_t columns) {
        full = full || used + columns > width - 1;
        if (full) return;
        out += character;
        used += columns;
    });
    return out + "…";
}

std::string TextTable::render(std::string_view indent) const {
    std::vector<std::vector<std::string>> lines;
    lines.reserve(rows_.size() + 1);
    std::vector<std::string> header;
    for (const auto& column : columns_) header.push_back(column.header);
    lines.push_back(std::move(header));
    for (const auto& row : rows_) {
        std::vector<std::string> cells;
        for (std::size_t i = 0; i < columns_.size(); ++i)
            cells.push_back(
                truncate_to_width(i < row.size() ? row[i] : std::string(), columns_[i].max_width));
        lines.push_back(std::move(cells));
    }
    std::vector<std::size_t> widths(columns_.size(), 0);
    for (const auto& line : lines)
        for (std::size_t i = 0; i < line.size(); ++i)
            widths[i] = std::max(widths[i], display_width(line[i]));

    std::string out;
    for (const auto& line : lines) {
        std::string text(indent);
        for (std::size_t i = 0; i < line.size(); ++i) {
            const std::size_t blanks = widths[i] - display_width(line[i]);
            if (i > 0) text += "  ";
            if (columns_[i].align == Align::Right) pad(text, blanks);
            text += line[i];
            if (columns_[i].align == Align::Left) pad(text, blanks);
        }
        while (!text.empty() && text.back() == ' ') text.pop_back();
        out += text;
        out += '\n';
    }
    return out;
}

}  // namespace chess::tools::stats
