#include "problem_codes.hpp"

#include <fmt/core.h>

namespace fen_check {

std::string problem_code(chess::notation::FenErrorCode code) {
    return fmt::format("F{:02}", static_cast<int>(code));
}

std::string problem_code(chess::SetupProblem problem) {
    return fmt::format("S{:02}", static_cast<int>(problem));
}

std::string_view field_name(chess::notation::FenField field) {
    using chess::notation::FenField;
    switch (field) {
        case FenField::Placement:
            return "placement";
        case FenField::Turn:
            return "turn";
        case FenField::Castling:
            return "castling";
        case FenField::EnPassant:
            return "en-passant";
        case FenField::HalfmoveClock:
            return "halfmove-clock";
        case FenField::FullmoveNumber:
            return "fullmove-number";
        case FenField::Extra:
            return "operations";
    }
    return "?";
}

}  // namespace fen_check
