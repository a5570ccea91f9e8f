// FEN: the public entry points, the writer, and the English names of validation problems.

#include "chess/notation/fen.hpp"

#include <charconv>

#include "chess/notation/square.hpp"
#include "fen_detail.hpp"

namespace chess::notation {

namespace detail {

namespace {

char piece_char(Piece p) {
    constexpr std::string_view letters = "PNBRQK??pnbrqk";
    const auto i = static_cast<std::size_t>(index(p));
    // A caller may build a Setup with any byte in it; write '?' rather than read out of range.
    return i < letters.size() ? letters[i] : '?';
}

}  // namespace

void write_placement(const Setup& setup, std::string& out) {
    for (int r = 7; r >= 0; --r) {
        char empty = '0';
        for (int f = 0; f < 8; ++f) {
            const Piece p = setup[make_square(static_cast<File>(f), static_cast<Rank>(r))];
            if (p == Piece::None) {
                ++empty;
                continue;
            }
            if (empty != '0') out += empty;
            empty = '0';
            out += piece_char(p);
        }
        if (empty != '0') out += empty;
        if (r > 0) out += '/';
    }
}

void append_int(std::string& out, int value) {
    char buffer[16];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void write_position_fields(const Setup& setup, CastlingStyle style, std::string& out) {
    write_placement(setup, out);
    out += setup.turn == Color::White ? " w " : " b ";
    write_castling(setup, style, out);
    out += ' ';
    if (setup.en_passant)
        out += square_name(*setup.en_passant);
    else
        out += '-';
}

}  // namespace detail

std::size_t count_fen_fields(std::string_view fen) {
    std::size_t fields = 0;
    bool in_field = false;
    for (const char c : fen) {
        const bool blank = c == ' ' || c == '\t';
        if (!blank && !in_field) ++fields;
        in_field = !blank;
    }
    return fields;
}

std::expected<Setup, FenError> parse_fen(std::string_view fen, FenReadOptions options) {
    detail::FieldCursor cursor(fen);
    Setup setup;
    bool board_only = false;
    if (auto r = detail::parse_position_fields(cursor, setup, options.allow_board_only, board_only);
        !r)
        return std::unexpected(std::move(r.error()));
    if (board_only) return setup;

    const auto halfmove = cursor.next();
    if (!halfmove) {
        if (!options.allow_missing_counters)
            return std::unexpected(
                detail::missing_field(FenField::HalfmoveClock, cursor.position()));
        return setup;
    }
    auto clock = detail::parse_counter(*halfmove, FenField::HalfmoveClock, "halfmove clock");
    if (!clock) return std::unexpected(std::move(clock.error()));
    setup.halfmove_clock = *clock;

    const auto fullmove = cursor.next();
    if (!fullmove) {
        if (!options.allow_missing_counters)
            return std::unexpected(
                detail::missing_field(FenField::FullmoveNumber, cursor.position()));
        return setup;
    }
    auto number = detail::parse_counter(*fullmove, FenField::FullmoveNumber, "fullmove number");
    if (!number) return std::unexpected(std::move(number.error()));
    setup.fullmove_number = *number;

    if (const auto extra = cursor.next())
        return std::unexpected(detail::make_error(
            FenErrorCode::TrailingGarbage, FenField::Extra, extra->column,
            "unexpected text after the fullmove number: " + detail::quoted(extra->text)));
    return setup;
}

std::string PositionError::message() const {
    if (syntax) return syntax->message;
    std::string text = "illegal position";
    const char* separator = ": ";
    problems.for_each([&](SetupProblem p) {
        text += separator;
        text += describe(p);
        separator = "; ";
    });
    return text;
}

std::expected<Position, PositionError> read_fen(std::string_view fen, SetupProblems tolerated,
                                                FenReadOptions options) {
    auto setup = parse_fen(fen, options);
    if (!setup) return std::unexpected(PositionError{std::move(setup.error()), {}});
    auto position = Position::from_setup(*setup, tolerated);
    if (!position) return std::unexpected(PositionError{std::nullopt, position.error()});
    return *position;
}

std::string write_fen(const Setup& setup, FenWriteOptions options) {
    std::string out;
    // At most 71 (placement) + 3 + 16 (castling) + 3 + 2 * 11 = 115 bytes: one allocation.
    out.reserve(128);
    detail::write_position_fields(setup, options.castling, out);
    if (options.counters) {
        out += ' ';
        detail::append_int(out, setup.halfmove_clock);
        out += ' ';
        detail::append_int(out, setup.fullmove_number);
    }
    return out;
}

std::string write_fen(const Position& pos, FenWriteOptions options) {
    Setup setup = pos.to_setup();
    if (options.en_passant == EnPassantStyle::OnlyLegal)
        setup.en_passant = pos.legal_en_passant_square();
    return write_fen(setup, options);
}

std::string write_board(const Setup& setup) {
    std::string out;
    out.reserve(72);
    detail::write_placement(setup, out);
    return out;
}

std::string_view describe(SetupProblem p) {
    switch (p) {
        case SetupProblem::EmptyBoard:
            return "the board is empty";
        case SetupProblem::MissingKing:
            return "a side has no king";
        case SetupProblem::TooManyKings:
            return "a side has more than one king";
        case SetupProblem::TooManyPieces:
            return "a side has more than 16 pieces";
        case SetupProblem::TooManyPawns:
            return "a side has more than 8 pawns";
        case SetupProblem::ImpossibleMaterial:
            return "more promoted pieces than missing pawns allow";
        case SetupProblem::PawnsOnBackRank:
            return "pawns on the first or last rank";
        case SetupProblem::InvalidCastlingRights:
            return "castling rights without their king and rook in place";
        case SetupProblem::InvalidEnPassant:
            return "en-passant square that no double push could have produced";
        case SetupProblem::OppositeCheck:
            return "side not to move is in check";
        case SetupProblem::ImpossibleCheck:
            return "impossible check";
        case SetupProblem::EnPassantWithHalfmoveClock:
            return "en-passant square with a halfmove clock other than 0 (the double push resets "
                   "it)";
        case SetupProblem::MismatchedCastlingRights:
            return "White's and Black's castling rights cannot come from one start position "
                   "(kings, or castling rooks on the same side, on different files)";
    }
    return "unknown problem";
}

}  // namespace chess::notation
