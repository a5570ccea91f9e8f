// EPD: the four FEN position fields (read by FEN's own field parsers), then operations.

#include "chess/notation/epd.hpp"

#include <string>
#include <utility>

#include "fen_detail.hpp"

namespace chess::notation {

namespace {

constexpr bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_opcode_char(char c) { return is_letter(c) || (c >= '0' && c <= '9') || c == '_'; }
constexpr bool ends_operand(char c) { return detail::is_blank(c) || c == ';'; }

std::size_t skip_blanks(std::string_view text, std::size_t pos) {
    while (pos < text.size() && detail::is_blank(text[pos])) ++pos;
    return pos;
}

// Reads the double-quoted operand whose opening quote is at `pos`; `pos` ends after the
// closing quote.
std::expected<std::string, FenError> read_quoted(std::string_view text, std::size_t& pos) {
    const std::size_t open = pos++;
    std::string value;
    while (pos < text.size()) {
        const char c = text[pos++];
        if (c == '"') return value;
        if (c == '\\' && pos < text.size() && (text[pos] == '"' || text[pos] == '\\')) {
            value += text[pos++];
            continue;
        }
        value += c;
    }
    return std::unexpected(
        detail::make_error(FenErrorCode::UnterminatedString, FenField::Extra, open,
                           "unterminated string " + detail::quoted(text.substr(open))));
}

// Which counters the line wrote as numbers before its operations ("... - 0 1 ;D1 20").
struct CountersGiven {
    bool halfmove = false;
    bool fullmove = false;
};

// Where an operation's parts start: the opcode's end (where a missing operand was expected),
// the first and the second operand's text.
struct OperandColumns {
    std::size_t end_of_opcode = 0;
    std::size_t first = 0;
    std::size_t second = 0;
};

// hmvc and fmvn carry the counters EPD has no fields for: one operand, a number, which must agree
// with the counter written before the operations if there is one.
std::expected<void, FenError> apply_counter(const EpdOperation& op, const OperandColumns& columns,
                                            CountersGiven given, Setup& setup) {
    const bool halfmove = op.opcode == "hmvc";
    if (!halfmove && op.opcode != "fmvn") return {};
    const FenField field = halfmove ? FenField::HalfmoveClock : FenField::FullmoveNumber;
    const FenErrorCode bad = halfmove ? FenErrorCode::BadHalfmove : FenErrorCode::BadFullmove;
    if (op.operands.empty())
        return std::unexpected(detail::missing_field(field, columns.end_of_opcode));
    const detail::Token token{op.operands.front(), columns.first};
    const std::string_view name = halfmove ? "halfmove clock" : "fullmove number";
    if (token.text.empty())  // hmvc "": parse_counter needs a character to point at
        return std::unexpected(detail::make_error(bad, field, columns.first,
                                                  std::string(name) + " '' is not a number"));
    const auto value = detail::parse_counter(token, field, name);
    if (!value) return std::unexpected(value.error());
    if (op.operands.size() > 1)
        return std::unexpected(detail::make_error(
            bad, field, columns.second,
            op.opcode + " takes one number, not also " + detail::quoted(op.operands[1])));
    int& counter = halfmove ? setup.halfmove_clock : setup.fullmove_number;
    if ((halfmove ? given.halfmove : given.fullmove) && *value != counter)
        return std::unexpected(
            detail::make_error(FenErrorCode::ConflictingCounter, field, columns.first,
                               op.opcode + ' ' + detail::printable(token.text) +
                                   " contradicts the " + std::string(name) + ' ' +
                                   std::to_string(counter) + " written before the operations"));
    counter = *value;
    return {};
}

// Reads one operation whose opcode starts at `pos`, up to and including its ';'.
std::expected<void, FenError> read_operation(std::string_view text, std::size_t& pos,
                                             CountersGiven given, Epd& epd) {
    const std::size_t start = pos;
    while (pos < text.size() && !ends_operand(text[pos])) ++pos;
    const std::string_view opcode = text.substr(start, pos - start);
    std::size_t bad = is_letter(opcode[0]) ? 1 : 0;
    while (bad > 0 && bad < opcode.size() && is_opcode_char(opcode[bad])) ++bad;
    if (bad < opcode.size())
        return std::unexpected(
            detail::make_error(FenErrorCode::BadOpcode, FenField::Extra, start + bad,
                               "opcode " + detail::quoted(opcode) +
                                   " is not a letter followed by letters, digits or underscores"));
    // The EPD standard allows each opcode once per record: which of two 'bm' would count?
    if (epd.find(opcode) != nullptr)
        return std::unexpected(detail::make_error(
            FenErrorCode::DuplicateOpcode, FenField::Extra, start,
            "opcode " + detail::quoted(opcode) + " a second time (each opcode once a line)"));

    EpdOperation op{std::string(opcode), {}};
    OperandColumns columns{pos, pos, pos};
    for (;;) {
        pos = skip_blanks(text, pos);
        if (pos == text.size()) break;  // the last ';' may be missing
        if (text[pos] == ';') {
            ++pos;
            break;
        }
        const std::size_t column = pos;
        if (text[pos] == '"') {
            auto value = read_quoted(text, pos);
            if (!value) return std::unexpected(std::move(value.error()));
            op.operands.push_back(std::move(*value));
        } else {
            while (pos < text.size() && !ends_operand(text[pos])) ++pos;
            op.operands.emplace_back(text.substr(column, pos - column));
        }
        if (op.operands.size() == 1) columns.first = column + (text[column] == '"' ? 1 : 0);
        if (op.operands.size() == 2) columns.second = column;
    }
    if (auto r = apply_counter(op, columns, given, epd.setup); !r) return r;
    epd.operations.push_back(std::move(op));
    return {};
}

// "... w KQkq - 0 1 ;D1 20": FEN counters between the position fields and the operations.
std::expected<CountersGiven, FenError> read_fen_counters(detail::FieldCursor& cursor,
                                                         Setup& setup) {
    const std::pair<FenField, std::string_view> counters[] = {
        {FenField::HalfmoveClock, "halfmove clock"}, {FenField::FullmoveNumber, "fullmove number"}};
    CountersGiven given;
    for (const auto& [field, name] : counters) {
        const auto token = cursor.peek();
        if (!token || !detail::starts_like_number(token->text)) return given;
        cursor.next();
        const auto value = detail::parse_counter(*token, field, name);
        if (!value) return std::unexpected(value.error());
        (field == FenField::HalfmoveClock ? setup.halfmove_clock : setup.fullmove_number) = *value;
        (field == FenField::HalfmoveClock ? given.halfmove : given.fullmove) = true;
    }
    return given;
}

bool is_string_opcode(std::string_view opcode) {
    if (opcode == "id" || opcode == "eco" || opcode == "nic") return true;
    return opcode.size() == 2 && (opcode[0] == 'c' || opcode[0] == 'v') && opcode[1] >= '0' &&
           opcode[1] <= '9';
}

bool needs_quotes(std::string_view operand) {
    if (operand.empty()) return true;
    for (char c : operand)
        if (ends_operand(c) || c == '"' || c == '\\') return true;
    return false;
}

void append_operand(std::string& out, std::string_view operand, bool quote) {
    if (!quote) {
        out += operand;
        return;
    }
    out += '"';
    for (char c : operand) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
}

}  // namespace

const EpdOperation* Epd::find(std::string_view opcode) const {
    for (const EpdOperation& op : operations)
        if (op.opcode == opcode) return &op;
    return nullptr;
}

std::expected<Epd, FenError> parse_epd(std::string_view epd) {
    detail::FieldCursor cursor(epd, /*semicolons=*/true);
    Epd result;
    bool board_only = false;
    if (auto r = detail::parse_position_fields(cursor, result.setup, false, board_only); !r)
        return std::unexpected(std::move(r.error()));
    const auto given = read_fen_counters(cursor, result.setup);
    if (!given) return std::unexpected(given.error());

    std::size_t pos = cursor.position();
    for (;;) {
        pos = skip_blanks(epd, pos);
        if (pos == epd.size()) break;
        if (epd[pos] == ';') {  // an empty operation
            ++pos;
            continue;
        }
        if (auto r = read_operation(epd, pos, *given, result); !r)
            return std::unexpected(std::move(r.error()));
    }
    return result;
}

std::string write_epd(const Setup& setup, std::span<const EpdOperation> operations,
                      FenWriteOptions options) {
    std::string out;
    detail::write_position_fields(setup, options.castling, out);
    for (const EpdOperation& op : operations) {
        out += ' ';
        out += op.opcode;
        const bool string_opcode = is_string_opcode(op.opcode);
        for (const std::string& operand : op.operands) {
            out += ' ';
            append_operand(out, operand, string_opcode || needs_quotes(operand));
        }
        out += ';';
    }
    return out;
}

std::string write_epd(const Position& pos, std::span<const EpdOperation> operations,
                      FenWriteOptions options) {
    Setup setup = pos.to_setup();
    if (options.en_passant == EnPassantStyle::OnlyLegal)
        setup.en_passant = pos.legal_en_passant_square();
    return write_epd(setup, operations, options);
}

}  // namespace chess::notation
