#include "position_check.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>
#include <span>

#include "chess/notation/epd.hpp"
#include "chess/position.hpp"
#include "problem_codes.hpp"

namespace fen_check {

namespace {

using chess::SetupProblem;
using chess::notation::FenField;

// Where the position fields start (0-based), as the FEN reader splits them: blanks separate
// fields, and in EPD a ';' ends the fields. A missing field is npos. The fifth entry is the
// field after the four position fields (FEN counters in an EPD line).
struct FieldColumns {
    static constexpr std::size_t npos = std::string_view::npos;
    std::array<std::size_t, 5> start{npos, npos, npos, npos, npos};

    std::size_t of(FenField field) const {
        const auto i = static_cast<std::size_t>(field);
        // A field that is not there (a board-only FEN has no turn): point at the placement.
        if (i < start.size() && start[i] != npos) return start[i];
        return start[0] == npos ? 0 : start[0];
    }
};

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

FieldColumns field_columns(std::string_view text) {
    FieldColumns columns;
    std::size_t pos = 0;
    for (std::size_t& start : columns.start) {
        while (pos < text.size() && is_blank(text[pos])) ++pos;
        if (pos == text.size() || text[pos] == ';') break;
        start = pos;
        while (pos < text.size() && !is_blank(text[pos]) && text[pos] != ';') ++pos;
    }
    return columns;
}

// The field a validation problem is about, for its column.
FenField field_of(SetupProblem problem) {
    switch (problem) {
        case SetupProblem::InvalidCastlingRights:
        case SetupProblem::MismatchedCastlingRights:
            return FenField::Castling;
        case SetupProblem::InvalidEnPassant:
            return FenField::EnPassant;
        case SetupProblem::OppositeCheck:  // the usual fix: the other side to move
            return FenField::Turn;
        case SetupProblem::EnPassantWithHalfmoveClock:  // the square agrees with the board
            return FenField::HalfmoveClock;
        default:
            return FenField::Placement;
    }
}

// The squares in the order the placement lists them: a8 ... h8, a7 ... h1.
constexpr chess::Square text_order(int i) {
    return static_cast<chess::Square>((7 - i / 8) * 8 + i % 8);
}

// The `n`th square (1-based) in text order that holds `piece`.
std::optional<chess::Square> nth_square(const chess::Setup& setup, chess::Piece piece, int n) {
    for (int i = 0; i < 64; ++i)
        if (setup[text_order(i)] == piece && --n == 0) return text_order(i);
    return std::nullopt;
}

// The square a problem is about, when there is one: the second king of a colour, its ninth
// pawn, the first pawn on a back rank, the king in an impossible check.
std::optional<chess::Square> problem_square(SetupProblem problem, const chess::Setup& setup) {
    using chess::Color;
    using chess::PieceType;
    const auto first_of_either = [&](PieceType type, int n) {
        if (auto s = nth_square(setup, make_piece(Color::White, type), n)) return s;
        return nth_square(setup, make_piece(Color::Black, type), n);
    };
    switch (problem) {
        case SetupProblem::TooManyKings:
            return first_of_either(PieceType::King, 2);
        case SetupProblem::TooManyPawns:
            return first_of_either(PieceType::Pawn, 9);
        case SetupProblem::PawnsOnBackRank:
            for (int i = 0; i < 64; ++i) {
                const chess::Square s = text_order(i);
                const bool back = i < 8 || i >= 56;
                if (back && setup[s] != chess::Piece::None && type_of(setup[s]) == PieceType::Pawn)
                    return s;
            }
            return std::nullopt;
        case SetupProblem::ImpossibleCheck:
            return nth_square(setup, make_piece(setup.turn, PieceType::King), 1);
        default:
            return std::nullopt;
    }
}

// The column of the piece on `square` in the placement that starts at `start` (well-formed, as
// the reader accepted it).
std::size_t square_column(std::string_view text, std::size_t start, chess::Square square) {
    int i = 0;  // the text-order index of the next square
    for (std::size_t pos = start; pos < text.size() && !is_blank(text[pos]) && text[pos] != ';';
         ++pos) {
        const char c = text[pos];
        if (c == '/') continue;
        if (c >= '1' && c <= '8') {
            i += c - '0';
            continue;
        }
        if (i < 64 && text_order(i) == square) return pos;
        ++i;
    }
    return start;
}

Problem syntax_problem(const chess::notation::FenError& error) {
    return {problem_code(error.code), field_name(error.field), error.column + 1, error.message};
}

// At the start of the field one would fix, or at the piece on the square the problem is about.
Problem setup_problem(SetupProblem problem, const FieldColumns& columns, std::string_view text,
                      const chess::Setup& setup) {
    const FenField field = field_of(problem);
    std::size_t column = columns.of(field);
    if (const auto square = problem_square(problem, setup))
        column = square_column(text, column, *square);
    return {problem_code(problem), field_name(field), column + 1,
            std::string(chess::notation::describe(problem))};
}

// In standard chess a castling right needs the king on e1/e8 and the rook in the corner.
Problem chess960_castling_problem(const FieldColumns& columns) {
    return {problem_code(SetupProblem::InvalidCastlingRights), field_name(FenField::Castling),
            columns.of(FenField::Castling) + 1,
            "castling rights that only Chess960 allows (king or rook off its standard square); "
            "use --chess960"};
}

// An EPD line written back with its operations. When the line carried FEN counters before the
// operations ("... w KQkq - 0 1 ;D1 20"), they are kept there.
std::string normalized_epd(const chess::Position& position,
                           std::span<const chess::notation::EpdOperation> operations,
                           const FieldColumns& columns, std::string_view text,
                           chess::notation::FenWriteOptions write) {
    std::string epd = chess::notation::write_epd(position, operations, write);
    const std::size_t counters = columns.start[4];
    const bool has_counters =
        counters != FieldColumns::npos && text[counters] >= '0' && text[counters] <= '9';
    if (!has_counters) return epd;
    write.counters = false;
    const std::size_t fields = chess::notation::write_fen(position, write).size();
    assert(epd.compare(0, fields, chess::notation::write_fen(position, write)) == 0);
    write.counters = true;
    return chess::notation::write_fen(position, write) + epd.substr(fields);
}

}  // namespace

CheckResult check_position(std::string_view text, const CheckOptions& options) {
    CheckResult result;
    const bool epd = text.find(';') != std::string_view::npos;
    chess::Setup setup;
    std::vector<chess::notation::EpdOperation> operations;
    if (epd) {
        auto parsed = chess::notation::parse_epd(text);
        if (!parsed) {
            result.problems.push_back(syntax_problem(parsed.error()));
            return result;
        }
        setup = parsed->setup;
        operations = std::move(parsed->operations);
    } else {
        auto parsed = chess::notation::parse_fen(text);
        if (!parsed) {
            result.problems.push_back(syntax_problem(parsed.error()));
            return result;
        }
        setup = *parsed;
    }

    const FieldColumns columns = field_columns(text);
    auto position = chess::Position::from_setup(setup);
    if (!position)
        position.error().for_each([&](SetupProblem p) {
            result.problems.push_back(setup_problem(p, columns, text, setup));
        });
    if (setup.chess960 && !options.chess960) {
        result.problems.push_back(chess960_castling_problem(columns));
        std::stable_sort(result.problems.begin(), result.problems.end(),
                         [](const Problem& a, const Problem& b) { return a.code < b.code; });
    }
    if (!result.valid() || !options.normalize) return result;

    position->set_chess960(options.chess960 || setup.chess960);
    result.normalized = epd ? normalized_epd(*position, operations, columns, text, options.write)
                            : chess::notation::write_fen(*position, options.write);
    return result;
}

}  // namespace fen_check
