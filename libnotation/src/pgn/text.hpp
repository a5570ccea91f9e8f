#pragma once
// Byte classes for the PGN reader's scanning loops, and the text repairs it applies to tag
// values and comments (UTF-8 validation, Latin-1 transcoding, NUL removal).

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

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

// The bytes with which what follows a move may be a note of its own (consume_note): 'e' of
// "e.p.", 'c' 'm' 'C' 'M' of check words, 'd' of "dis ch", and blanks and bytes >= 0x80 that
// may stand before one (the sentinel NUL among them). One lookup: this is asked of every move.
inline constexpr std::array<bool, 256> note_starts = [] {
    std::array<bool, 256> table{};
    for (unsigned c = 0; c < 256; ++c) table[c] = (char_classes[c] & (kBlank | kSpecial)) != 0;
    for (const char c : {'e', 'c', 'm', 'd', 'C', 'M', '('})
        table[static_cast<unsigned char>(c)] = true;
    return table;
}();
inline bool may_start_note(char c) { return note_starts[static_cast<unsigned char>(c)]; }

inline bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Bytes the reader keeps readable behind its sentinel, so that token_stop_offset() may load whole
// blocks without a bounds check.
inline constexpr std::size_t kScanPadding = 32;

// Where the token scans stop: a delimiter, or a byte >= 0x80, which may begin a Unicode space
// (unicode_space()) that ends the token. (kSpecial also holds NUL, a delimiter anyway.)
inline constexpr std::uint8_t kTokenStop = kDelim | kSpecial;

// The offset of the first delimiter (kDelim) or byte >= 0x80 at or after `p`; one must come
// before the padding ends (the reader's sentinel). A movetext token is 2 to 5 bytes long, in no
// pattern: a loop over its bytes mispredicts its exit on about every token, a block compare does
// not (the reader alone, with a visitor that does nothing, reads the 100 MB benchmark 13%
// faster). Bytes >= 0x80 are rare in movetext: the caller decides there whether a Unicode space
// ends the token or the character belongs to it.
inline std::size_t token_stop_offset(const char* p) {
#if defined(__AVX2__)
    // Each stop byte is found by its two nibbles: the high nibble selects a group (bit 0: 0x0_,
    // bit 1: 0x2_, bit 2: 0x3_, bit 3: 0x5_ and 0x7_, bit 4: 0x8_ to 0xF_), the low nibble's
    // entry holds the groups in which it makes a stop. Every low nibble is in group 4: so bytes
    // >= 0x80 cost no instruction more than the delimiters.
    const __m256i low_groups =
        _mm256_setr_epi8(19, 16, 16, 16, 18, 16, 16, 16, 18, 19, 19, 29, 17, 25, 16, 16,  //
                         19, 16, 16, 16, 18, 16, 16, 16, 18, 19, 19, 29, 17, 25, 16, 16);
    const __m256i high_groups =
        _mm256_setr_epi8(1, 0, 2, 4, 0, 8, 0, 8, 16, 16, 16, 16, 16, 16, 16, 16,  //
                         1, 0, 2, 4, 0, 8, 0, 8, 16, 16, 16, 16, 16, 16, 16, 16);
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    for (std::size_t at = 0;; at += 32) {
        const __m256i bytes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + at));
        const __m256i low = _mm256_shuffle_epi8(low_groups, _mm256_and_si256(bytes, nibble));
        const __m256i high =
            _mm256_shuffle_epi8(high_groups, _mm256_and_si256(_mm256_srli_epi16(bytes, 4), nibble));
        const __m256i none = _mm256_cmpeq_epi8(_mm256_and_si256(low, high), _mm256_setzero_si256());
        const auto found = ~static_cast<std::uint32_t>(_mm256_movemask_epi8(none));
        if (found != 0) return at + static_cast<std::size_t>(__builtin_ctz(found));
    }
#else
    std::size_t at = 0;
    while ((class_of(p[at]) & kTokenStop) == 0) ++at;
    return at;
#endif
}

// A Unicode space character, as text pasted from web pages and word processors separates moves
// with them.
struct UnicodeSpace {
    std::uint8_t length = 0;  // its UTF-8 bytes; 0: none
    char32_t code_point = 0;
};

// The Unicode space that the bytes b0 b1 b2 begin (each a byte value, or -1 past the end of the
// input): U+00A0, U+1680, U+2000-U+200B, U+202F, U+205F, U+2060, U+3000 or U+FEFF. The reader
// takes them for blanks between tokens. Their UTF-8 leads are C2, E1, E2, E3 and EF, and their
// second and third bytes tell them from the characters that belong to tokens: figurines (E2 99 xx),
// the en dash (E2 80 93), the ellipsis (E2 80 A6), the plus-minus sign (C2 B1), Cyrillic letters.
constexpr UnicodeSpace unicode_space(int b0, int b1, int b2) {
    switch (b0) {
        case 0xC2:
            return b1 == 0xA0 ? UnicodeSpace{2, 0xA0} : UnicodeSpace{};
        case 0xE1:
            return b1 == 0x9A && b2 == 0x80 ? UnicodeSpace{3, 0x1680} : UnicodeSpace{};
        case 0xE2:  // E2 80 80-8B: U+2000-U+200B, E2 80 AF: U+202F, E2 81 9F and A0: U+205F, U+2060
            if (b1 == 0x80 && ((b2 >= 0x80 && b2 <= 0x8B) || b2 == 0xAF))
                return {3, static_cast<char32_t>(0x2000 + b2 - 0x80)};
            if (b1 == 0x81 && (b2 == 0x9F || b2 == 0xA0))
                return {3, static_cast<char32_t>(0x2040 + b2 - 0x80)};
            return {};
        case 0xE3:
            return b1 == 0x80 && b2 == 0x80 ? UnicodeSpace{3, 0x3000} : UnicodeSpace{};
        case 0xEF:
            return b1 == 0xBB && b2 == 0xBF ? UnicodeSpace{3, 0xFEFF} : UnicodeSpace{};
        default:
            return {};
    }
}

// A Unicode space's name, as diagnostics give it: "U+00A0 no-break space".
std::string_view unicode_space_name(char32_t code_point);

// The length of text's longest prefix of well-formed UTF-8 (no overlong forms, surrogates or
// code points above U+10FFFF): where the first byte that is not UTF-8 lies, or text.size().
std::size_t valid_utf8_length(std::string_view text);

// True for well-formed UTF-8.
inline bool is_valid_utf8(std::string_view text) { return valid_utf8_length(text) == text.size(); }

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
