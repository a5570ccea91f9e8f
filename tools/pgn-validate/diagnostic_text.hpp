#pragma once
// The parts of libnotation's one-line compiler-style diagnostic (format_diagnostic), for the
// output formats that place them separately:
//
//   games.pgn:1043:17: error[E201]: illegal move 'Nxe5' (game 12, ply 33)
//   \_____ where ___/  \_ label _/  \______________ problem _____________/

#include <string>
#include <string_view>

#include "chess/notation/diagnostic.hpp"

namespace chess::tools::validate {

struct DiagnosticText {
    std::string full;  // format_diagnostic's line
    std::string_view where() const { return std::string_view(full).substr(0, where_size); }
    std::string_view severity() const {
        return std::string_view(full).substr(severity_start, severity_size);
    }
    // "[E201]: " between the severity and the problem.
    std::string_view code_part() const {
        return std::string_view(full).substr(severity_start + severity_size,
                                             problem_start - severity_start - severity_size);
    }
    // The message, the token in quotes and the game and ply.
    std::string_view problem() const { return std::string_view(full).substr(problem_start); }

    std::size_t where_size = 0;  // "games.pgn:1043:17"
    std::size_t severity_start = 0;
    std::size_t severity_size = 0;
    std::size_t problem_start = 0;
};

DiagnosticText split_diagnostic(const notation::Diagnostic& diagnostic);

}  // namespace chess::tools::validate
