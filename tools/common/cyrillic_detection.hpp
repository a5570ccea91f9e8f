#pragma once
// --encoding auto: whether text that is not UTF-8 is Russian (or another Cyrillic language) in
// Windows-1251 or in KOI8-R (KOI8-U for Ukrainian), told from a sample of it. Neither has a byte
// order mark; both put their letters at 0xC0-0xFF, where Latin-1 has its accented letters (the
// reader's fallback for text that is not UTF-8, W101), and so do Greek's Windows-1253 and
// ISO-8859-7.
//
// Cyrillic text has its bytes above 0x7F in runs, as the letters of its words; Latin-1 has its
// accented letters one at a time inside Latin words ("M\xFCller", "L\xE9on"). Read in the right
// code page, Cyrillic words are cased as words are ("Карпов", "москва", "СССР"); read in the
// other, whose cases are the other way round, names come out as "кАРПОВ", and KOI8-R's small
// letters as Windows-1251 capitals: the two are told apart by that, and by which reading gives
// the letters Russian uses most. Greek, read in either, is a jumble of cases ("рбЯжпхн" for
// "παίζουν", its accented vowels among its small letters): neither.

#include <string_view>

#include "common/text_encoding.hpp"

namespace chess::tools {

// Windows1251 or Koi8R for a sample (the input's bytes from its first above 0x7F) that is not
// UTF-8 and reads as Cyrillic text in that code page; Utf8 for any other (read as it is: UTF-8,
// and Latin-1 for what is not). In the code page, the bytes above 0x7F are nearly all Cyrillic
// letters (or the punctuation Windows-1251 has there), nearly all in words of three letters or
// more, short words standing alone ("в", "на", initials) or Russian piece letters that begin a
// move ("Кg1-f3"), with a few words' or two moves' worth of them, or one word of four letters or
// more shaped as Russian words are (a name: "Карпов"), or, where no byte above 0x7F touches a
// Latin letter, one word of two letters or more that Latin-1 does not write ("Ли, Ким",
// "СССР"); and at most a quarter of its words are cased unlike words. Where both code pages
// so read it, the one whose letters are the likelier in Russian. A function of the sample
// alone, so the same for any read sizes, -j and --byte-range.
TextEncoding cyrillic_encoding_of(std::string_view sample);

// The same, KOI8-U for KOI8-R text with the letters of KOI8-U's Ukrainian (і, ї, є, ґ) in its
// words, and how sure it is: Windows1251OrKoi8 where both code pages read the sample as
// Cyrillic words, all of one case (the words in small letters in one are in capitals in the
// other), and there are too few letters for their frequencies to tell.
EncodingGuess guess_cyrillic_encoding(std::string_view sample);

// cyrillic_encoding_of(sample) == TextEncoding::Windows1251.
bool looks_like_windows_1251(std::string_view sample);

}  // namespace chess::tools
