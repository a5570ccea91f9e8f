#pragma once
// Byte classes for the PGN reader's scanning loops, and the text repairs it applies to tag
// values and comments (UTF-8 validation, Latin-1 transcoding, NUL removal).

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace chess::pgn::detail {

// One table lookup per byte decides every scanning loop; each loop stops at its own bits.
enum CharClass : std::uint8_t {
    kBlank = 1,         // ' ' \t \n \r \v \f NUL: skipped between tokens
    kLineEnd = 2,       // \n \r
    kDelim = 4,         // ends a movetext token: blanks and { } ( ) ; $ [ ] *
    kSpecial = 8,       // NUL or a byte >= 0x80: the text needs checking before delivery
    kTagStop = 16,      // ends a stretch of a quoted tag value: " \ \n \r
    kCommentStop = 32,  // ends a stretch of a brace comment: } \n \r
    kDigit = 64,
    kQuote = 128,  // '"': ends a tag name
};

constexpr std::array<std::uint8_t, 256> make_char_classes() {
    std::array<std::uint8_t, 256> table{};
    for (const char c : {' ', '\t', '\n', '\r', '\v', '\f', '\0'}) {
        table[static_cast<unsigned char>(c)] |= kBlank | kDelim;
    }
    for (const char c : {'{', '}', '(', ')', ';', '$', '[', ']', '*'}) {
        table[static_cast<unsigned char>(c)] |= kDelim;
    }
    table['\n'] |= kLineEnd | kTagStop | kCommentStop;
    table['\r'] |= kLineEnd | kTagStop | kCommentStop;
    table['"'] |= kTagStop | kQuote;
    table['\\'] |= kTagStop;
    table['}'] |= kCommentStop;
    table[0] |= kSpecial;
    for (unsigned c = 0x80; c < 0x100; ++c) table[c] |= kSpecial;
    for (unsigned c = '0'; c <= '9'; ++c) table[c] |= kDigit;
    return table;
}

inline constexpr std::array<std::uint8_t, 256> char_classes = make_char_classes();

inline std::uint8_t class_of(char c) { return char_classes[static_cast<unsigned char>(c)]; }

// True for well-formed UTF-8 (no overlong forms, surrogates or code points above U+10FFFF).
bool is_valid_utf8(std::string_view text);

// Appends text to out as UTF-8 without its NUL bytes: well-formed UTF-8 sequences are copied,
// and every other byte >= 0x80 is read as Latin-1 (0x80-0x9F as their Windows-1252 characters,
// which is what such files really contain: C1 control characters never appear in text).
// Decided per byte rather than per token, so a stray Latin-1 byte in UTF-8 text does not
// garble its neighbours; real Latin-1 text practically never forms valid multi-byte sequences.
void append_repaired_utf8(std::string& out, std::string_view text);

// The length of the longest prefix of text of at most max bytes that does not end inside a
// UTF-8 sequence.
std::size_t utf8_prefix_length(std::string_view text, std::size_t max);

}  // namespace chess::pgn::detail
