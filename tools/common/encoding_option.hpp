#pragma once
// --encoding, for every tool that reads PGN or FEN files: the text encoding of its inputs when
// the detection from the content would guess wrong (text_encoding.hpp).

#include <string>

#include <boost/program_options/options_description.hpp>

#include "common/text_encoding.hpp"

namespace chess::tools {

// Adds --encoding to desc, stored as given into `text`.
void add_encoding_option(boost::program_options::options_description& desc, std::string& text);

// The choice `text` names (auto, utf-8, latin-1, windows-1251, koi8-r, koi8-u, windows-1253,
// iso-8859-7, windows-1250, iso-8859-2; also utf8, cp1251, koi8r, koi8u, cp1253, iso8859-7,
// cp1250, iso8859-2, latin-2, latin2, any case);
// Auto for an empty text. Throws boost::program_options::error for any other.
EncodingChoice encoding_option(const std::string& text);

}  // namespace chess::tools
