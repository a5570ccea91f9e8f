#pragma once
// The one piece of JSON every tool with a --format json needs: string literals that are valid
// JSON whatever bytes the input held.

#include <string>
#include <string_view>

namespace chess::tools {

// Appends `text` as a JSON string literal, quotes included: '"', '\' and control characters
// are escaped (\n, \t, \u001b...); bytes that are not well-formed UTF-8 (a Latin-1 name, a cut
// sequence, an overlong form, a surrogate) each become U+FFFD, so the output is always valid
// UTF-8 JSON. Valid UTF-8 passes through unchanged.
void append_json_string(std::string& out, std::string_view text);

}  // namespace chess::tools
