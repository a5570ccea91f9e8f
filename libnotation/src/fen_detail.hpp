#pragma once
// Internals shared by the FEN and EPD readers and writers: one parser per field, so that EPD
// reads its four position fields with exactly FEN's code and errors.

#include <cstddef>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "chess/notation/fen.hpp"
#include "chess/setup.hpp"

namespace chess::notation::detail {

constexpr bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// A field of the text and the column of its first character.
struct Token {
    std::string_view text;
    std::size_t column = 0;
};

// Splits text into blank-separated tokens. With `semicolons`, a ';' also ends a token (EPD: the
// position fields and counters never contain one, and "- 0 1;D1 20" must split before it).
class FieldCursor {
public:
    explicit FieldCursor(std::string_view text, bool semicolons = false)
        : text_(text), semicolons_(semicolons) {}

    // The next token, or nullopt at the end of the text (or, with semicolons, at a ';').
    std::optional<Token> next();
    // Like next(), without consuming the token.
    std::optional<Token> peek() const;
    void skip_blanks();
    std::size_t position() const { return pos_; }
    std::string_view text() const { return text_; }

private:
    bool ends_token(char c) const { return is_blank(c) || (semicolons_ && c == ';'); }

    std::string_view text_;
    std::size_t pos_ = 0;
    bool semicolons_;
};

FenError make_error(FenErrorCode code, FenField field, std::size_t column, std::string message);
// MissingField: "missing side to move" etc.; `column` is where the field was expected.
FenError missing_field(FenField field, std::size_t column);
// Text for messages: non-printable bytes as \xNN, long text cut to its first 32 bytes and "...".
std::string printable(std::string_view text);
// The same in single quotes: 'KQkqX'.
std::string quoted(std::string_view text);
// The character that begins at byte i of text, for a message naming a bad one: its whole UTF-8
// sequence ("\xc3\xa4" for an 'a' with umlaut, not half of it), else the byte alone.
std::string_view character_at(std::string_view text, std::size_t i);

// Each parser reads one field into `setup`. parse_castling needs the placement already read (to
// resolve 'K'/'Q') and also sets setup.chess960.
std::expected<void, FenError> parse_placement(Token token, Setup& setup);
std::expected<void, FenError> parse_turn(Token token, Setup& setup);
std::expected<void, FenError> parse_castling(Token token, Setup& setup);
std::expected<void, FenError> parse_en_passant(Token token, Setup& setup);
// `field` is HalfmoveClock or FullmoveNumber; `name` the words used in messages ("halfmove
// clock"). A fullmove number of 0 is read as 1.
std::expected<int, FenError> parse_counter(Token token, FenField field, std::string_view name);
bool starts_like_number(std::string_view text);

// Reads the four position fields. With `board_only_ok`, a placement field alone is accepted
// (the rest stays at the Setup's defaults) and `board_only` is set.
std::expected<void, FenError> parse_position_fields(FieldCursor& cursor, Setup& setup,
                                                    bool board_only_ok, bool& board_only);

void write_placement(const Setup& setup, std::string& out);
void write_castling(const Setup& setup, CastlingStyle style, std::string& out);
// Placement, turn, castling and en passant (as stored in the Setup), separated by spaces.
void write_position_fields(const Setup& setup, CastlingStyle style, std::string& out);
void append_int(std::string& out, int value);

}  // namespace chess::notation::detail
