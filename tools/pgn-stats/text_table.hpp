#pragma once
// Aligned text tables for the report: columns padded to their widest cell, counted in terminal
// columns (player names are often not ASCII: a Chinese name takes two columns a character),
// long cells cut with an ellipsis.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace chess::tools::stats {

enum class Align { Left, Right };

struct TableColumn {
    std::string header;
    Align align = Align::Right;
    std::size_t max_width = 0;  // 0: no limit
};

class TextTable {
public:
    explicit TextTable(std::vector<TableColumn> columns) : columns_(std::move(columns)) {}

    // One cell per column.
    void add_row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
    bool empty() const { return rows_.empty(); }

    // The header line, then one line per row, each starting with `indent`; columns separated
    // by two blanks, no blanks at the ends of lines.
    std::string render(std::string_view indent = "  ") const;

private:
    std::vector<TableColumn> columns_;
    std::vector<std::vector<std::string>> rows_;
};

// The terminal columns a UTF-8 string takes (chess::tools::ColumnCounter: an emoji ZWJ
// sequence is one wide symbol).
std::size_t display_width(std::string_view text);
// `text` cut to at most `width` columns, ending with "…" when cut.
std::string truncate_to_width(std::string_view text, std::size_t width);

}  // namespace chess::tools::stats
