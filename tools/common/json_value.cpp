#include "common/json_value.hpp"

#include "common/json.hpp"

#include <fmt/core.h>

#include <charconv>

namespace chess::tools {

namespace {

constexpr int max_depth = 64;

class JsonParser {
public:
    explicit JsonParser(std::string_view text) : text_(text) {}

    std::expected<JsonValue, std::string> parse_document() {
        JsonValue value;
        if (!parse_value(value, 0)) return std::unexpected(error_);
        skip_blanks();
        if (pos_ != text_.size()) {
            fail("unexpected text after the JSON value");
            return std::unexpected(error_);
        }
        return value;
    }

private:
    bool fail(std::string_view message) {
        if (!error_.empty()) return false;
        std::uint32_t line = 1, column = 1;
        for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i) {
            if (text_[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        error_ = fmt::format("{}:{}: {}", line, column, message);
        return false;
    }

    void skip_blanks() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                       text_[pos_] == '\n' || text_[pos_] == '\r'))
            ++pos_;
    }

    bool at(char c) const { return pos_ < text_.size() && text_[pos_] == c; }

    bool expect(char c) {
        skip_blanks();
        if (!at(c)) return fail(fmt::format("expected '{}'", c));
        ++pos_;
        return true;
    }

    bool parse_value(JsonValue& value, int depth) {
        if (depth > max_depth) return fail("nested too deeply");
        skip_blanks();
        if (pos_ >= text_.size()) return fail("unexpected end of input");
        const char c = text_[pos_];
        if (c == '{') return parse_object(value, depth);
        if (c == '[') return parse_array(value, depth);
        if (c == '"') {
            value.kind = JsonValue::Kind::String;
            return parse_string(value.text);
        }
        if (c == '-' || (c >= '0' && c <= '9')) return parse_number(value);
        return parse_word(value);
    }

    bool parse_word(JsonValue& value) {
        const std::string_view rest = text_.substr(pos_);
        if (rest.starts_with("true")) {
            value.kind = JsonValue::Kind::Boolean;
            value.boolean = true;
            pos_ += 4;
        } else if (rest.starts_with("false")) {
            value.kind = JsonValue::Kind::Boolean;
            pos_ += 5;
        } else if (rest.starts_with("null")) {
            value.kind = JsonValue::Kind::Null;
            pos_ += 4;
        } else {
            return fail("expected a JSON value");
        }
        return true;
    }

    bool parse_object(JsonValue& value, int depth) {
        value.kind = JsonValue::Kind::Object;
        ++pos_;
        skip_blanks();
        if (at('}')) {
            ++pos_;
            return true;
        }
        while (true) {
            skip_blanks();
            if (!at('"')) return fail("expected a member name in quotes");
            JsonMember member;
            if (!parse_string(member.key) || !expect(':') || !parse_value(member.value, depth + 1))
                return false;
            value.members.push_back(std::move(member));
            skip_blanks();
            if (at(',')) {
                ++pos_;
                continue;
            }
            return expect('}');
        }
    }

    bool parse_array(JsonValue& value, int depth) {
        value.kind = JsonValue::Kind::Array;
        ++pos_;
        skip_blanks();
        if (at(']')) {
            ++pos_;
            return true;
        }
        while (true) {
            JsonValue item;
            if (!parse_value(item, depth + 1)) return false;
            value.items.push_back(std::move(item));
            skip_blanks();
            if (at(',')) {
                ++pos_;
                continue;
            }
            return expect(']');
        }
    }

    bool parse_number(JsonValue& value) {
        const std::size_t start = pos_;
        if (at('-')) ++pos_;
        const auto digits = [&] {
            const std::size_t first = pos_;
            while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
            return pos_ > first;
        };
        const std::size_t integer = pos_;
        if (!digits()) return fail("expected digits");
        if (text_[integer] == '0' && pos_ - integer > 1) {  // RFC 8259: no leading zeros
            pos_ = integer + 1;
            return fail("a number with a leading zero");
        }
        if (at('.')) {
            ++pos_;
            if (!digits()) return fail("expected digits after '.'");
        }
        if (at('e') || at('E')) {
            ++pos_;
            if (at('+') || at('-')) ++pos_;
            if (!digits()) return fail("expected an exponent");
        }
        value.kind = JsonValue::Kind::Number;
        value.text = std::string(text_.substr(start, pos_ - start));
        return true;
    }

    bool parse_hex4(std::uint32_t& out) {
        if (pos_ + 4 > text_.size()) return fail("incomplete \\u escape");
        const char* first = text_.data() + pos_;
        const auto [end, ec] = std::from_chars(first, first + 4, out, 16);
        if (ec != std::errc{} || end != first + 4) return fail("bad \\u escape");
        pos_ += 4;
        return true;
    }

    static void append_utf8(std::string& out, std::uint32_t cp) {
        const auto byte = [&](std::uint32_t b) { out.push_back(static_cast<char>(b)); };
        if (cp < 0x80) {
            byte(cp);
        } else if (cp < 0x800) {
            byte(0xC0 | (cp >> 6));
            byte(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            byte(0xE0 | (cp >> 12));
            byte(0x80 | ((cp >> 6) & 0x3F));
            byte(0x80 | (cp & 0x3F));
        } else {
            byte(0xF0 | (cp >> 18));
            byte(0x80 | ((cp >> 12) & 0x3F));
            byte(0x80 | ((cp >> 6) & 0x3F));
            byte(0x80 | (cp & 0x3F));
        }
    }

    bool parse_unicode_escape(std::string& out) {
        std::uint32_t cp = 0;
        if (!parse_hex4(cp)) return false;
        if (cp >= 0xD800 && cp <= 0xDBFF) {  // a high surrogate: its low half must follow
            std::uint32_t low = 0;
            if (!text_.substr(pos_).starts_with("\\u")) return fail("lone surrogate");
            pos_ += 2;
            if (!parse_hex4(low)) return false;
            if (low < 0xDC00 || low > 0xDFFF) return fail("lone surrogate");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            return fail("lone surrogate");
        }
        append_utf8(out, cp);
        return true;
    }

    bool parse_escape(std::string& out) {
        if (pos_ >= text_.size()) return fail("unterminated string");
        const char c = text_[pos_++];
        switch (c) {
            case '"':
            case '\\':
            case '/':
                out.push_back(c);
                return true;
            case 'b':
                out.push_back('\b');
                return true;
            case 'f':
                out.push_back('\f');
                return true;
            case 'n':
                out.push_back('\n');
                return true;
            case 'r':
                out.push_back('\r');
                return true;
            case 't':
                out.push_back('\t');
                return true;
            case 'u':
                return parse_unicode_escape(out);
            default:
                --pos_;
                return fail("unknown escape");
        }
    }

    bool parse_string(std::string& out) {
        ++pos_;  // the opening quote
        while (true) {
            if (pos_ >= text_.size()) return fail("unterminated string");
            const char c = text_[pos_++];
            if (c == '"') return true;
            if (c == '\\') {
                if (!parse_escape(out)) return false;
            } else if (static_cast<unsigned char>(c) < 0x20) {
                --pos_;
                return fail("control character in a string");
            } else {
                out.push_back(c);
            }
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::string error_;
};

}  // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const JsonMember& member : members)
        if (member.key == key) return &member.value;
    return nullptr;
}

std::optional<std::uint64_t> JsonValue::as_unsigned() const {
    if (kind != Kind::Number || text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::expected<JsonValue, std::string> parse_json(std::string_view text) {
    return JsonParser(text).parse_document();
}

std::string json_quote(std::string_view text) {
    std::string out;
    append_json_string(out, text);
    return out;
}

}  // namespace chess::tools
