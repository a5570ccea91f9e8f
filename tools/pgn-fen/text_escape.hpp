#pragma once
// Escaping a value for each output format, appended to a buffer.

#include <string>
#include <string_view>

namespace chess::fen_tool {

// TSV: backslash, tab, LF and CR as \\ \t \n \r (so a field never breaks a line or a column).
void append_tsv_field(std::string& out, std::string_view text);
// JSON: chess::tools::append_json_string (common/json.hpp).
// EPD: the inside of a quoted string operand; '"' and '\' escaped with a backslash.
void append_epd_escaped(std::string& out, std::string_view text);

}  // namespace chess::fen_tool
