// Fuzz target: the tools' JSON reader (tools/common/json_value.hpp, which reads the files
// given to --merge) fed arbitrary text. Properties besides "no crash, no hang, no leak, no UB"
// (the nesting limit keeps the stack bounded):
// - a document that parses, written back (json_quote for the strings, numbers as written),
//   parses again, and to the same value when its strings are valid UTF-8 (json_quote repairs
//   the others);
// - a number that as_unsigned() accepts is written exactly as that integer (JSON has no leading
//   zeros or '+');
// - a failure says where ("LINE:COLUMN: why").

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "common/json_value.hpp"
#include "fuzz_support.hpp"

namespace {

using chess::fuzz::check;
using chess::tools::json_quote;
using chess::tools::JsonValue;
using chess::tools::parse_json;
using Kind = JsonValue::Kind;

void write(const JsonValue& value, std::string& out) {
    switch (value.kind) {
        case Kind::Null:
            out += "null";
            break;
        case Kind::Boolean:
            out += value.boolean ? "true" : "false";
            break;
        case Kind::Number:
            out += value.text;
            break;
        case Kind::String:
            out += json_quote(value.text);
            break;
        case Kind::Array:
            out += '[';
            for (std::size_t i = 0; i < value.items.size(); ++i) {
                if (i > 0) out += ',';
                write(value.items[i], out);
            }
            out += ']';
            break;
        case Kind::Object:
            out += '{';
            for (std::size_t i = 0; i < value.members.size(); ++i) {
                if (i > 0) out += ',';
                out += json_quote(value.members[i].key);
                out += ':';
                write(value.members[i].value, out);
            }
            out += '}';
            break;
    }
}

bool same(const JsonValue& a, const JsonValue& b) {
    if (a.kind != b.kind || a.boolean != b.boolean || a.text != b.text ||
        a.items.size() != b.items.size() || a.members.size() != b.members.size())
        return false;
    for (std::size_t i = 0; i < a.items.size(); ++i)
        if (!same(a.items[i], b.items[i])) return false;
    for (std::size_t i = 0; i < a.members.size(); ++i)
        if (a.members[i].key != b.members[i].key || !same(a.members[i].value, b.members[i].value))
            return false;
    return true;
}

// Whether every string and key is valid UTF-8: json_quote repairs the others, so only these
// can read back the same.
bool all_utf8(const JsonValue& value) {
    if (!chess::fuzz::is_valid_utf8(value.text)) return false;
    for (const auto& item : value.items)
        if (!all_utf8(item)) return false;
    for (const auto& member : value.members)
        if (!chess::fuzz::is_valid_utf8(member.key) || !all_utf8(member.value)) return false;
    return true;
}

void check_numbers(const JsonValue& value) {
    if (const auto number = value.as_unsigned())
        check(std::to_string(*number) == value.text, "an unsigned number is written exactly",
              value.text);
    for (const auto& item : value.items) check_numbers(item);
    for (const auto& member : value.members) check_numbers(member.value);
}

// "12:5: ..."
bool starts_with_line_and_column(std::string_view error) {
    std::size_t i = 0;
    for (int field = 0; field < 2; ++field) {
        const std::size_t digits = i;
        while (i < error.size() && error[i] >= '0' && error[i] <= '9') ++i;
        if (i == digits || i >= error.size() || error[i] != ':') return false;
        ++i;
    }
    return error.substr(i).starts_with(' ');
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = chess::fuzz::as_text(data, size);
    const auto parsed = parse_json(text);
    if (!parsed) {
        check(starts_with_line_and_column(parsed.error()), "a failure says where (LINE:COLUMN: )",
              parsed.error());
        return 0;
    }
    check_numbers(*parsed);
    std::string written;
    write(*parsed, written);
    const auto again = parse_json(written);
    check(again.has_value(), "what was read, written back, reads", written);
    if (all_utf8(*parsed))
        check(same(*parsed, *again), "what was read, written back, reads the same", written);
    return 0;
}
