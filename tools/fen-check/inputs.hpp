#pragma once
// What fen-check reads, in command-line order: positions given as arguments, files of one
// position a line, and standard input.

#include <string>
#include <string_view>
#include <vector>

namespace fen_check {

struct InputItem {
    enum class Kind { Position, File };
    Kind kind = Kind::Position;
    std::string text;  // the position, or the file name ("-": standard input)
    std::string name;  // how diagnostics name a position argument: "<arg1>", "<arg2>", ...
};

// Adds one positional argument. "-" is standard input. Any other argument is a position; an
// argument without '/' that follows a position of fewer than six fields continues it, so that
// an unquoted FEN (`fen-check 8/8/8/8/8/8/8/K1k5 w - - 0 1`) is read as the one position it is
// rather than as six, and its "-" fields are not mistaken for standard input.
void add_positional(std::vector<InputItem>& items, std::string_view argument);

}  // namespace fen_check
