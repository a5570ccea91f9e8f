#pragma once
// --encoding auto: whether text that is neither UTF-8, Cyrillic (cyrillic_detection.hpp) nor
// Greek (greek_detection.hpp) is Central European (Polish, Czech, Slovak, Hungarian, Slovene,
// Croatian, Romanian) in Windows-1250 or ISO-8859-2 (central_european_source.hpp), told from a
// sample of it.
//
// Unlike Cyrillic and Greek, these code pages write Latin words, with most of their accented
// letters where Latin-1 (the reader's fallback, W101) has them too: German's ä ö ü ß, and á é í
// ó ú ý, read alike in all three, and need no telling. The text is told by its words where the
// readings differ, word by word:
// - letters that Latin-1 reads as signs inside a word ("Łódź" is "£ódŸ", "Michał" "Micha³"),
//   or as letters where its languages never write them ("Świderski" is "Œwiderski", with an Œ
//   that French writes only before a vowel; "Poznań" is "Poznañ", an ñ ending a word), or
// - letters that Latin-1 reads as letters of languages that do not share a word ("Dvořák" is
//   "Dvoøák": ø is Danish and Norwegian, which do not write á; "Győr" is "Gyõr": õ is Portuguese
//   and Estonian, which do not write gy), where the code page reads a word of one language
//   (ř and á are Czech).
// A word that reads well both ways ("Bjørn" is "Bjřrn", "Åke" "Ĺke", "città" "cittŕ") tells
// nothing, so Danish, Swedish, French or Italian in Latin-1 stays Latin-1; and a word that reads
// well only in Latin-1 ("Lévêque", "posições", "¿Qué") counts against the code page.

#include <string_view>

#include "common/text_encoding.hpp"

namespace chess::tools {

// Windows1250 or Iso8859_2 for a sample (the input's bytes from its first above 0x7F) whose words
// where Latin-1 and the code page differ read as Central European words and not as Latin-1 ones,
// by more than two to one, with at least one such word; Utf8 for any other. Which of the two by
// the words each reads so (they differ at 0x8A-0x9F and 0xA1-0xBF: "Šajtar" is "\x8Aajtar" in
// Windows-1250, "\xA9ajtar" in ISO-8859-2); Windows-1250, the Windows chess programs' code page,
// where they read alike. Latin1OrCentralEuropean where one word, by its letters' company, is all
// there is. A function of the sample alone.
EncodingGuess guess_central_european_encoding(std::string_view sample);

}  // namespace chess::tools
