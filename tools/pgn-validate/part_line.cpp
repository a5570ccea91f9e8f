#include "part_line.hpp"

#include <fmt/core.h>

#include <charconv>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "common/diagnostic_codes.hpp"
#include "common/json_value.hpp"
#include "escape.hpp"

namespace chess::tools::validate {

namespace {

using notation::DiagnosticCode;
using notation::Severity;

// The code written as "E201" -> its enum value; built once from the catalogue.
std::optional<DiagnosticCode> code_named(std::string_view text) {
    static const std::vector<std::pair<std::string, DiagnosticCode>> names = [] {
        std::vector<std::pair<std::string, DiagnosticCode>> out;
        for (const DiagnosticCode code : all_codes()) out.emplace_back(code_string(code), code);
        return out;
    }();
    for (const auto& [name, code] : names)
        if (name == text) return code;
    return std::nullopt;
}

std::optional<Severity> severity_named(std::string_view text) {
    for (const Severity s : {Severity::Note, Severity::Warning, Severity::Error, Severity::Fatal})
        if (notation::severity_name(s) == text) return s;
    return std::nullopt;
}

// Reads the members of one object; the first problem is kept and later reads return defaults.
class Fields {
public:
    explicit Fields(const JsonValue& object) : object_(object) {}

    std::string string(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr) return {};
        if (value->kind != JsonValue::Kind::String) {
            fail(key, "expected a string");
            return "";
        }
        return value->text;
    }
    std::string string_or_null(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr || value->kind == JsonValue::Kind::Null) return {};
        return string(key);
    }
    std::uint64_t count(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr) return 0;
        const auto n = value->as_unsigned();
        if (!n) {
            fail(key, "expected a whole number from 0");
            return 0;
        }
        return *n;
    }
    // A count written as null when it is 0 (the JSON report writes 0 as null there).
    std::uint64_t count_or_null(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr || value->kind == JsonValue::Kind::Null) return 0;
        return count(key);
    }
    std::optional<std::uint64_t> optional_count(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr || value->kind == JsonValue::Kind::Null) return std::nullopt;
        return count(key);
    }
    bool boolean(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr) return false;
        if (value->kind != JsonValue::Kind::Boolean) return fail(key, "expected true or false");
        return value->boolean;
    }
    double seconds(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr) return 0;
        double out = 0;
        const std::string& text = value->text;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
        if (value->kind != JsonValue::Kind::Number || ec != std::errc() ||
            end != text.data() + text.size() || out < 0) {
            fail(key, "expected a number from 0");
            return 0;
        }
        return out;
    }
    // null, or {"file": a string or null, "start": a count, "end": a count or null}.
    std::optional<RangeRead> byte_range(std::string_view key) {
        const JsonValue* value = get(key);
        if (value == nullptr || value->kind == JsonValue::Kind::Null) return std::nullopt;
        if (value->kind != JsonValue::Kind::Object) {
            fail(key, "expected an object or null");
            return std::nullopt;
        }
        Fields members(*value);
        RangeRead range;
        range.file = members.string_or_null("file");
        range.start = members.count("start");
        range.end = members.optional_count("end");
        if (!members.error().empty()) {
            fail(key, members.error());
            return std::nullopt;
        }
        return range;
    }
    bool fail(std::string_view key, std::string_view problem) {
        if (error_.empty()) error_ = fmt::format("\"{}\": {}", key, problem);
        return false;
    }
    const std::string& error() const { return error_; }

private:
    const JsonValue* get(std::string_view key) {
        if (!error_.empty()) return nullptr;
        const JsonValue* value = object_.find(key);
        if (value == nullptr) fail(key, "missing");
        return value;
    }

    const JsonValue& object_;
    std::string error_;
};

// The JSON message is the diagnostic's sentence, its token quoted at its end
// (json_report.cpp); the diagnostic's own message is without it, or the formats that quote the
// token would quote it twice. A message without it (an older pgn-validate's) is kept as it is.
void drop_quoted_token(notation::OwnedDiagnostic& d) {
    if (d.token.empty()) return;
    const std::string quoted = repair_utf8(notation::quoted_token(d.token));
    if (d.message.size() > quoted.size() && d.message.ends_with(quoted))
        d.message.resize(d.message.size() - quoted.size());
}

std::expected<PartLine, std::string> read_diagnostic(Fields& fields) {
    notation::OwnedDiagnostic d;
    const std::string code = fields.string("code");
    const std::string severity = fields.string("severity");
    d.file = fields.string("file");
    d.location.line = fields.count_or_null("line");
    d.location.column = fields.count_or_null("column");
    d.location.offset = fields.count("offset");
    d.game = fields.count_or_null("game");
    if (const auto ply = fields.optional_count("ply")) {
        if (*ply > std::numeric_limits<std::uint32_t>::max()) fields.fail("ply", "too large");
        d.ply = static_cast<std::uint32_t>(*ply);
    }
    d.token = fields.string_or_null("token");
    d.fen = fields.string_or_null("fen");
    d.message = fields.string("message");
    if (!fields.error().empty()) return std::unexpected(fields.error());
    drop_quoted_token(d);
    const auto known_code = code_named(code);
    if (!known_code) return std::unexpected(fmt::format("unknown code \"{}\"", code));
    const auto known_severity = severity_named(severity);
    if (!known_severity) return std::unexpected(fmt::format("unknown severity \"{}\"", severity));
    d.code = *known_code;
    d.severity = *known_severity;
    return d;
}

std::expected<PartLine, std::string> read_summary(Fields& fields) {
    RunTotals t;
    t.files = fields.count("files");
    t.games = fields.count("games");
    t.moves = fields.count("moves");
    t.errors = fields.count("errors");
    t.warnings = fields.count("warnings");
    t.notes = fields.count("notes");
    t.bytes = fields.count("bytes");
    t.seconds = fields.seconds("seconds");
    t.stopped = fields.boolean("stopped");
    t.max_errors = fields.count_or_null("max_errors");
    t.io_error = fields.boolean("io_error");
    t.byte_range = fields.byte_range("byte_range");
    if (!fields.error().empty()) return std::unexpected(fields.error());
    return t;
}

}  // namespace

std::expected<PartLine, std::string> parse_part_line(std::string_view line) {
    const auto json = parse_json(line);
    if (!json) return std::unexpected(json.error());
    if (json->kind != JsonValue::Kind::Object) return std::unexpected("expected a JSON object");
    Fields fields(*json);
    const std::string type = fields.string("type");
    if (type == "diagnostic") return read_diagnostic(fields);
    if (type == "summary") return read_summary(fields);
    if (!fields.error().empty()) return std::unexpected(fields.error());
    return std::unexpected(fmt::format("\"type\": expected \"diagnostic\" or \"summary\""));
}

}  // namespace chess::tools::validate
