#include "common/terminal.hpp"

#include <unistd.h>

#include <cstdlib>

namespace chess::tools {

bool use_color(std::FILE* stream) {
    const char* no_color = std::getenv("NO_COLOR");
    if (no_color != nullptr && *no_color != '\0') return false;
    const char* term = std::getenv("TERM");
    if (term != nullptr && std::string_view(term) == "dumb") return false;
    return ::isatty(::fileno(stream)) != 0;
}

std::string paint(std::string_view text, Color color, bool enabled) {
    if (!enabled) return std::string(text);
    std::string_view start;
    switch (color) {
        case Color::Red:
            start = "\x1b[1;31m";
            break;
        case Color::Yellow:
            start = "\x1b[1;33m";
            break;
        case Color::Cyan:
            start = "\x1b[1;36m";
            break;
        case Color::Bold:
            start = "\x1b[1m";
            break;
    }
    std::string out(start);
    out += text;
    out += "\x1b[0m";
    return out;
}

}  // namespace chess::tools
