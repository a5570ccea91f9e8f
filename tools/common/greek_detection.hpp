#pragma once
// --encoding auto: whether text that is neither UTF-8 nor Cyrillic (cyrillic_detection.hpp) is
// Greek, in Windows-1253 or in ISO-8859-7 (greek_source.hpp), told from a sample of it.
//
// Both put Greek's letters at 0xC1-0xFE, where Latin-1 has its accented letters: Greek words
// are runs of those bytes standing alone, where Latin-1's accents sit one or two at a time
// inside Latin words ("M\xFCller", "\xE9l\xE8ve"). And Greek words are shaped so: cased as
// words ("Αθήνα", "ΑΘΗΝΑ"), with a vowel, σ inside a word and ς at its end, and most of two
// syllables or more with an accented vowel (ά έ ή ί ό ύ ώ, which Latin-1 reads as Ü Ý Þ ß
// ü ý þ).

#include <string_view>

#include "common/text_encoding.hpp"

namespace chess::tools {

// Windows1253 or Iso8859_7 for a sample (the input's bytes from its first above 0x7F) that
// reads clearly as Greek words: nearly all its bytes above 0x7F Greek letters in words that
// stand alone, are cased and spelt as Greek words are and have Greek's letter frequencies, a
// few words' worth of them or one long word with an accent (a name: "Παπαδόπουλος") or in
// capitals ("ΠΑΠΑΔΟΠΟΥΛΟΣ", ending as Greek words do); Utf8 for any other. Which of the two by
// the bytes where they differ (Ά, 0xA2 or 0xB6, beginning a word; Windows-1253's punctuation at
// 0x80-0x9F, which ISO-8859-7 leaves to C1 controls); Windows-1253 where none tells. A function
// of the sample alone.
TextEncoding greek_encoding_of(std::string_view sample);

// The same, with the surprise of its letters in Greek (EncodingGuess::bits_per_letter).
EncodingGuess guess_greek_encoding(std::string_view sample);

}  // namespace chess::tools
