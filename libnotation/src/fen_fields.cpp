// Readers of the FEN fields other than castling (fen_castling.cpp), and the tokenizer. Every
// error names its field and the column of the first offending character.

#include <climits>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "chess/notation/counted.hpp"
#include "chess/notation/square.hpp"
#include "fen_detail.hpp"

namespace chess::notation::detail {

namespace {

constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::optional<Piece> piece_from_char(char c) {
    switch (c) {
        case 'P':
            return Piece::WhitePawn;
        case 'N':
            return Piece::WhiteKnight;
        case 'B':
            return Piece::WhiteBishop;
        case 'R':
            return Piece::WhiteRook;
        case 'Q':
            return Piece::WhiteQueen;
        case 'K':
            return Piece::WhiteKing;
        case 'p':
            return Piece::BlackPawn;
        case 'n':
            return Piece::BlackKnight;
        case 'b':
            return Piece::BlackBishop;
        case 'r':
            return Piece::BlackRook;
        case 'q':
            return Piece::BlackQueen;
        case 'k':
            return Piece::BlackKing;
        default:
            return std::nullopt;
    }
}

std::string rank_words(int rank) { return "rank " + std::to_string(rank + 1); }

FenError placement_error(FenErrorCode code, std::size_t column, std::string message) {
    return make_error(code, FenField::Placement, column, std::move(message));
}

// Reads the text of one rank (between slashes) onto board rank `rank` (7 for the first rank of
// the field). All characters are scanned even after a problem, so that "rank 3 has 11 squares"
// counts the whole rank; the error reported is the leftmost one.
std::expected<void, FenError> parse_rank_text(std::string_view text, std::size_t column, int rank,
                                              Setup& setup) {
    std::size_t squares = 0;
    bool previous_digit = false;
    std::optional<FenError> first;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        std::size_t width = 1;
        if (c >= '1' && c <= '8') {
            width = static_cast<std::size_t>(c - '0');
            if (previous_digit && !first)
                first = placement_error(
                    FenErrorCode::AdjacentDigits, column + i,
                    rank_words(rank) + " has two digits in a row " + quoted(text.substr(i - 1, 2)));
            previous_digit = true;
        } else if (const auto piece = piece_from_char(c)) {
            if (squares < 8)
                setup[make_square(static_cast<File>(squares), static_cast<Rank>(rank))] = *piece;
            previous_digit = false;
        } else {
            if (!first)
                first = placement_error(
                    FenErrorCode::BadPieceChar, column + i,
                    "bad character " + quoted(character_at(text, i)) + " in " + rank_words(rank));
            previous_digit = false;
            continue;
        }
        if (!first && squares + width > 8)
            first = placement_error(FenErrorCode::RankTooLong, column + i, {});
        squares += width;
    }
    if (!first && squares == 8) return {};  // the common case: no message to build
    const std::string count =
        rank_words(rank) + " has " + notation::counted(squares, "square", "squares");
    if (first) {
        if (first->code == FenErrorCode::RankTooLong) first->message = count;
        return std::unexpected(std::move(*first));
    }
    return std::unexpected(
        placement_error(FenErrorCode::RankTooShort, column + text.size(), count));
}

}  // namespace

FenError missing_field(FenField field, std::size_t column) {
    static constexpr std::string_view names[] = {
        "missing piece placement",  "missing side to move",   "missing castling field",
        "missing en-passant field", "missing halfmove clock", "missing fullmove number",
        "missing operations"};
    return make_error(FenErrorCode::MissingField, field, column,
                      std::string(names[static_cast<std::size_t>(field)]));
}

std::optional<Token> FieldCursor::peek() const {
    std::size_t start = pos_;
    while (start < text_.size() && is_blank(text_[start])) ++start;
    if (start == text_.size() || (semicolons_ && text_[start] == ';')) return std::nullopt;
    std::size_t end = start;
    while (end < text_.size() && !ends_token(text_[end])) ++end;
    return Token{text_.substr(start, end - start), start};
}

std::optional<Token> FieldCursor::next() {
    skip_blanks();
    auto token = peek();
    if (token) pos_ = token->column + token->text.size();
    return token;
}

void FieldCursor::skip_blanks() {
    while (pos_ < text_.size() && is_blank(text_[pos_])) ++pos_;
}

FenError make_error(FenErrorCode code, FenField field, std::size_t column, std::string message) {
    return FenError{code, field, column, std::move(message)};
}

std::string printable(std::string_view text) {
    constexpr std::size_t limit = 32;
    constexpr char hex[] = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte < 0x7f) {
            out += text[i];
        } else {
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 15];
        }
    }
    if (text.size() > limit) out += "...";
    return out;
}

std::string quoted(std::string_view text) { return '\'' + printable(text) + '\''; }

std::string_view character_at(std::string_view text, std::size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead >= 0xF0 && lead <= 0xF4   ? 4
                               : lead >= 0xE0 && lead <= 0xEF ? 3
                               : lead >= 0xC2 && lead <= 0xDF ? 2
                                                              : 1;
    if (i + length > text.size()) return text.substr(i, 1);
    for (std::size_t k = 1; k < length; ++k) {
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return text.substr(i, 1);
    }
    return text.substr(i, length);
}

std::expected<void, FenError> parse_placement(Token token, Setup& setup) {
    const std::string_view text = token.text;
    std::size_t start = 0;
    int rank = 7;
    for (;;) {
        const std::size_t slash = text.find('/', start);
        const std::size_t end = slash == std::string_view::npos ? text.size() : slash;
        if (rank < 0)
            return std::unexpected(placement_error(FenErrorCode::TooManyRanks,
                                                   token.column + start - 1,
                                                   "placement has more than 8 ranks"));
        auto read =
            parse_rank_text(text.substr(start, end - start), token.column + start, rank, setup);
        if (!read) return read;
        --rank;
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    if (rank >= 0)
        return std::unexpected(placement_error(
            FenErrorCode::TooFewRanks, token.column + text.size(),
            "placement has " +
                notation::counted(static_cast<std::uint64_t>(7 - rank), "rank", "ranks")));
    return {};
}

std::expected<void, FenError> parse_turn(Token token, Setup& setup) {
    if (token.text == "w" || token.text == "b") {
        setup.turn = token.text == "w" ? Color::White : Color::Black;
        return {};
    }
    // "wb": the 'w' was fine, the 'b' is the offending character.
    const bool good_start = token.text[0] == 'w' || token.text[0] == 'b';
    return std::unexpected(make_error(FenErrorCode::BadTurn, FenField::Turn,
                                      token.column + (good_start ? 1 : 0),
                                      "side to move " + quoted(token.text) + " is not 'w' or 'b'"));
}

std::expected<void, FenError> parse_en_passant(Token token, Setup& setup) {
    const std::string_view text = token.text;
    if (text == "-") {
        setup.en_passant.reset();
        return {};
    }
    if (const auto square = parse_square(text)) {
        setup.en_passant = square;
        return {};
    }
    // The offending character is the first one that cannot continue a square name (or '-').
    std::size_t good = 0;
    if (text[0] == '-') {
        good = 1;
    } else if (parse_file(text[0])) {
        good = text.size() > 1 && parse_rank(text[1]) ? 2 : 1;
    }
    return std::unexpected(
        make_error(FenErrorCode::BadEnPassant, FenField::EnPassant, token.column + good,
                   "en-passant square " + quoted(text) + " is not a square or '-'"));
}

bool starts_like_number(std::string_view text) {
    return !text.empty() && (is_digit(text[0]) || text[0] == '-' || text[0] == '+');
}

std::expected<int, FenError> parse_counter(Token token, FenField field, std::string_view name) {
    const std::string_view text = token.text;
    const FenErrorCode bad =
        field == FenField::HalfmoveClock ? FenErrorCode::BadHalfmove : FenErrorCode::BadFullmove;
    const std::string prefix = std::string(name) + ' ';
    const std::size_t sign = text[0] == '-' ? 1 : 0;
    std::size_t i = sign;
    while (i < text.size() && is_digit(text[i])) ++i;
    if (i < text.size() || i == sign)  // a non-digit, or a lone '-'
        return std::unexpected(make_error(bad, field, token.column + (i == sign ? 0 : i),
                                          prefix + quoted(text) + " is not a number"));
    // A well-formed negative number: quoting it would only hide the sign ("halfmove clock -1").
    if (sign)
        return std::unexpected(
            make_error(bad, field, token.column, prefix + printable(text) + " is negative"));
    long long value = 0;
    for (char c : text) {
        value = 10 * value + (c - '0');
        if (value > INT_MAX)
            return std::unexpected(make_error(FenErrorCode::CounterTooLarge, field, token.column,
                                              prefix + printable(text) + " is too large"));
    }
    // Fullmove 0 is a common slip of programs that count from zero; python-chess reads it as 1.
    if (field == FenField::FullmoveNumber && value == 0) value = 1;
    return static_cast<int>(value);
}

std::expected<void, FenError> parse_position_fields(FieldCursor& cursor, Setup& setup,
                                                    bool board_only_ok, bool& board_only) {
    board_only = false;
    const auto placement = cursor.next();
    if (!placement) {
        if (cursor.position() == cursor.text().size())
            return std::unexpected(make_error(FenErrorCode::Empty, FenField::Placement,
                                              cursor.position(), "empty FEN"));
        return std::unexpected(missing_field(FenField::Placement, cursor.position()));
    }
    if (auto r = parse_placement(*placement, setup); !r) return r;

    const auto turn = cursor.next();
    if (!turn) {
        if (board_only_ok && cursor.position() == cursor.text().size()) {
            board_only = true;
            return {};
        }
        return std::unexpected(missing_field(FenField::Turn, cursor.position()));
    }
    if (auto r = parse_turn(*turn, setup); !r) return r;

    const auto castling = cursor.next();
    if (!castling) return std::unexpected(missing_field(FenField::Castling, cursor.position()));
    if (auto r = parse_castling(*castling, setup); !r) return r;

    const auto en_passant = cursor.next();
    if (!en_passant) return std::unexpected(missing_field(FenField::EnPassant, cursor.position()));
    return parse_en_passant(*en_passant, setup);
}

}  // namespace chess::notation::detail
