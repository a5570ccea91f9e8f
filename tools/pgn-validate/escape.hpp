#pragma once
// Escaping text for the machine-readable formats. PGN text is usually UTF-8 but move tokens are
// delivered as written, so any byte can reach here: every function below produces valid
// output for any input. Bytes that are not part of a well-formed UTF-8 sequence are read as
// Latin-1 (as the PGN reader does for tags and comments), so nothing is lost or rejected.

#include <cstdint>
#include <string>
#include <string_view>

namespace chess::tools::validate {

// A JSON string literal with its quotes (RFC 8259): '"', '\\' and control characters escaped.
void append_json_string(std::string& out, std::string_view text);

// XML 1.0 character data or attribute value (without quotes): & < > " ' escaped; characters
// XML 1.0 does not allow at all (controls other than tab, LF, CR; U+FFFE, U+FFFF) become
// U+FFFD. In attributes tab, LF and CR are written as references, which parsers keep (a
// literal one would be read as a space).
enum class XmlPlace : std::uint8_t { Attribute, Content };
void append_xml_text(std::string& out, std::string_view text, XmlPlace place = XmlPlace::Attribute);

// GitHub Actions workflow commands: the message ("data": %, CR, LF escaped) and property values
// (also ':' and ','), as UTF-8.
void append_workflow_data(std::string& out, std::string_view text);
void append_workflow_property(std::string& out, std::string_view text);

// A file name as a relative URI reference (RFC 3986): unreserved characters and '/' kept,
// every other byte percent-encoded. An absolute path becomes a file:// URI.
std::string file_uri(std::string_view path);

// text with every byte outside well-formed UTF-8 replaced by the UTF-8 of its Latin-1 character.
std::string repair_utf8(std::string_view text);
// The characters in text, counted as repair_utf8 would produce them.
std::size_t character_count(std::string_view text);
// The terminal columns text takes as repair_utf8 would produce it (ColumnCounter): one per
// character, two for East Asian wide and fullwidth ones (CJK, Hangul, most emoji), none for
// those drawn on another's column (variation selectors, combining marks, zero width joiners),
// two for an emoji ZWJ sequence or an emoji with a skin tone (one symbol on the screen).
std::size_t display_width(std::string_view text);

// The 1-based column in Unicode code points of the 1-based byte column `byte_column` of
// `line` (SARIF's and most editors' counting).
std::uint64_t code_point_column(std::string_view line, std::uint64_t byte_column);

}  // namespace chess::tools::validate
