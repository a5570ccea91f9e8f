#include "pgn-stats/text_table.hpp"

#include <algorithm>

namespace chess::tools::stats {

namespace {

bool is_continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

void pad(std::string& out, std::size_t blanks) { out.append(blanks, ' '); }

}  // namespace

std::size_t display_width(std::string_view text) {
    return static_cast<std::size_t>(
        std::ranges::count_if(text, [](char c) { return !is_continuation_byte(c); }));
}

std::string truncate_to_width(std::string_view text, std::size_t width) {
    if (width == 0 || display_width(text) <= width) return std::string(text);
    // Keep width - 1 code points, then the ellipsis.
    std::size_t kept = 0, end = 0;
    while (end < text.size()) {
        if (!is_continuation_byte(text[end])) {
            if (kept == width - 1) break;
            ++kept;
        }
        ++end;
    }
    return std::string(text.substr(0, end)) + "…";
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
