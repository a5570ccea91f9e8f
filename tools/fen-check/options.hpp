#pragma once
// fen-check's command line.

#include <expected>
#include <string>
#include <vector>

#include "common/text_encoding.hpp"
#include "inputs.hpp"
#include "position_check.hpp"
#include "report.hpp"

namespace fen_check {

struct Options {
    std::vector<InputItem> inputs;  // in command-line order; empty: standard input
    CheckOptions check;
    Format format = Format::Text;
    std::string output = "-";
    bool quiet = false;
    chess::tools::EncodingChoice encoding = chess::tools::EncodingChoice::Auto;  // --encoding
};

// What the command line asks for: a run, or only the help or the version.
enum class Action { Run, Help, Version };

struct CommandLine {
    Action action = Action::Run;
    Options options;
    std::string help;  // the help text, for Action::Help
};

// The error is a usage message (exit code 2).
std::expected<CommandLine, std::string> parse_command_line(int argc, char** argv);

}  // namespace fen_check
