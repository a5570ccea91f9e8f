#pragma once
// The encodings an input's text may come in. The reader reads UTF-8 (and, for the bytes that
// are not UTF-8, Latin-1, with W101); the others are transcoded to UTF-8 before it:
// UTF-16 recognised by its byte order mark (utf16_source.hpp), Windows-1251, KOI8-R, KOI8-U
// (cyrillic_detection.hpp), Greek's Windows-1253 and ISO-8859-7 (greek_detection.hpp) and
// Central Europe's Windows-1250 and ISO-8859-2 (central_european_detection.hpp) by their
// content or, like Latin-1, named by --encoding (encoding_option.hpp).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace chess::tools {

enum class TextEncoding : std::uint8_t {
    Utf8,
    Utf16Le,
    Utf16Be,
    Windows1251,
    Koi8R,
    Latin1,
    Windows1253,
    Iso8859_7,
    Koi8U,
    Windows1250,
    Iso8859_2
};

// "UTF-8", "UTF-16LE", "UTF-16BE", "Windows-1251", "KOI8-R", "KOI8-U", "Latin-1", "Windows-1253",
// "ISO-8859-7", "Windows-1250", "ISO-8859-2".
std::string_view text_encoding_name(TextEncoding encoding);

// How to read text that has no UTF-16 byte order mark (--encoding): Auto tells a code page at
// the first byte above 0x7F (auto_encoding_source.hpp) and reads other text as UTF-8
// (Latin-1 where it is not, W101); the others read the whole input so, without looking. A byte
// order mark is unambiguous, so it always wins.
enum class EncodingChoice : std::uint8_t {
    Auto,
    Utf8,
    Latin1,
    Windows1251,
    Koi8R,
    Windows1253,
    Iso8859_7,
    Koi8U,
    Windows1250,
    Iso8859_2
};

// How sure --encoding auto is of the encoding it found.
enum class EncodingDoubt : std::uint8_t {
    None,
    // A few Cyrillic words that read as words in Windows-1251 and in KOI8-R (or KOI8-U) alike
    // ("ХОД" and "ход"): the likelier reading is taken.
    Windows1251OrKoi8,
    // A Greek name or two in capitals, which read as Cyrillic words in capitals too
    // ("ΠΑΠΑΔΟΠΟΥΛΟΣ" is "РБРБДПРПХЛПУ" in Windows-1251): the likelier reading is taken.
    CyrillicOrGreek,
    // One word that only Windows-1250 or ISO-8859-2 spells by the company of its letters
    // ("Dvořák", which Latin-1 reads "Dvoøák"), and no letter that Latin-1 reads as a sign:
    // the code page is taken.
    Latin1OrCentralEuropean,
};

// Where the likelier reading of a sample is less than 2^8 times as likely as another, there are
// too few letters to tell (EncodingDoubt): one word, or a few in capitals. Measured on 71
// Russian words and 11 abbreviations alone in a comment, and 300 comments of two to four words,
// in Windows-1251 and KOI8-R and either case: none read wrong with a wider margin; a comment of
// a sentence or two has a margin of a hundred bits and more.
constexpr double undecided_bits = 8;

// What --encoding auto found in a sample: Utf8 for text read as it is.
struct EncodingGuess {
    TextEncoding encoding = TextEncoding::Utf8;
    EncodingDoubt doubt = EncodingDoubt::None;
    // How surprising the text's letters are in the language found (Russian, Greek), in bits per
    // letter, in the likelier of its code pages: where a sample reads as Cyrillic and as Greek,
    // the lower is the likelier.
    double bits_per_letter = 0;
    std::size_t letters = 0;  // the letters (bytes above 0x7F) bits_per_letter is of
};

// For the notice on stderr: why `guess` may be wrong and what to do then ("" for no doubt).
std::string encoding_doubt_text(const EncodingGuess& guess);

}  // namespace chess::tools
