#pragma once
// Colours on terminals only: never when NO_COLOR is set (https://no-color.org), never when the
// stream is not a terminal.

#include <cstdio>
#include <string>
#include <string_view>

namespace chess::tools {

enum class Color { Red, Yellow, Cyan, Bold };

// Whether to colour what goes to `stream` (stdout or stderr).
bool use_color(std::FILE* stream);

// text wrapped in the escape sequence when enabled, else text unchanged.
std::string paint(std::string_view text, Color color, bool enabled);

}  // namespace chess::tools
