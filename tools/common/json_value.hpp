#pragma once
// A small JSON reader for the tools' own files (pgn-stats --merge, pgn-validate --merge): RFC 8259
// syntax, with numbers kept as written (the statistics need exact 64-bit integers, not doubles) and
// nesting limited to 64 levels so that no input can exhaust the stack. Errors name the line and
// column.

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess::tools {

struct JsonMember;

struct JsonValue {
    enum class Kind : std::uint8_t { Null, Boolean, Number, String, Array, Object };

    Kind kind = Kind::Null;
    bool boolean = false;
    std::string text;  // a string's value (unescaped, UTF-8) or a number as written
    std::vector<JsonValue> items;
    std::vector<JsonMember> members;  // in input order

    // The value of the first member named `key`, or null (objects only).
    const JsonValue* find(std::string_view key) const;
    // A number that is a whole number from 0 to 2^64 - 1.
    std::optional<std::uint64_t> as_unsigned() const;
};

struct JsonMember {
    std::string key;
    JsonValue value;
};

std::expected<JsonValue, std::string> parse_json(std::string_view text);

// `text` as a JSON string literal, quotes included (UTF-8 passes through; control characters,
// '"' and '\' are escaped).
std::string json_quote(std::string_view text);

}  // namespace chess::tools
