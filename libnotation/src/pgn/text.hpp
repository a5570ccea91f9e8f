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

// Bytes the reader keeps readable behind its sentinel, so that delimiter_offset() may load whole
// blocks without a bounds check.
inline constexpr std::size_t kScanPadding = 32;

// The offset of the first delimiter (kDelim) at or after `p`; one must come before the padding
// ends (the reader's sentinel). A movetext token is 2 to 5 bytes long, in no pattern: a loop
// over its bytes mispredicts its exit on about every token, a block compare does not (the
// reader alone, with a visitor that does nothing, reads the 100 MB benchmark 13% faster).
inline std::size_t delimiter_offset(const char* p) {
#if defined(__AVX2__)
    // Each delimiter byte is found by its two nibbles: the high nibble selects a group (bit 0:
    // 0x0_, bit 1: 0x2_, bit 2: 0x3_, bit 3: 0x5_ and 0x7_), the low nibble's entry holds the
    // groups in which it makes a delimiter. Bytes >= 0x80 have high nibbles with no group.
    const __m256i low_groups = _mm256_setr_epi8(3, 0, 0, 0, 2, 0, 0, 0, 2, 3, 3, 13, 1, 9, 0, 0,  //
                                                3, 0, 0, 0, 2, 0, 0, 0, 2, 3, 3, 13, 1, 9, 0, 0);
    const __m256i high_groups = _mm256_setr_epi8(1, 0, 2, 4, 0, 8, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0,  //
                                                 1, 0, 2, 4, 0, 8, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0);
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
    while ((class_of(p[at]) & kDelim) == 0) ++at;
    return at;
#endif
}

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
