#include "report.hpp"

#include <fmt/core.h>

#include "common/json.hpp"
#include "common/terminal.hpp"

namespace fen_check {

using chess::tools::append_json_string;
using chess::tools::Color;
using chess::tools::paint;

Reporter::Reporter(Format format, chess::tools::Output& output, bool color)
    : format_(format), output_(output), color_(color) {}

void Reporter::position(const Origin& origin, std::string_view text, const CheckResult& result) {
    ++counts_.positions;
    ++(result.valid() ? counts_.valid : counts_.invalid);
    if (format_ == Format::Json) {
        json_object(origin, text, result);
        return;
    }
    text_problems(origin, result);
    if (!result.normalized.empty()) {
        line_.assign(result.normalized);
        line_ += '\n';
        output_.write(line_);
    }
}

void Reporter::text_problems(const Origin& origin, const CheckResult& result) const {
    for (const Problem& problem : result.problems) {
        const std::string location =
            fmt::format("{}:{}:{}:", origin.input, origin.line, problem.column);
        fmt::print(stderr, "{} {}: {}\n", paint(location, Color::Bold, color_),
                   paint(fmt::format("error[{}]", problem.code), Color::Red, color_),
                   problem.message);
    }
}

void Reporter::json_object(const Origin& origin, std::string_view text, const CheckResult& result) {
    line_ = "{\"input\":";
    append_json_string(line_, origin.input);
    line_ += fmt::format(",\"line\":{},\"fen\":", origin.line);
    append_json_string(line_, text);
    line_ += result.valid() ? ",\"valid\":true" : ",\"valid\":false";
    line_ += ",\"problems\":[";
    const char* separator = "";
    for (const Problem& problem : result.problems) {
        line_ += separator;
        line_ += "{\"code\":";
        append_json_string(line_, problem.code);
        line_ += ",\"field\":";
        append_json_string(line_, problem.field);
        line_ += fmt::format(",\"column\":{},\"message\":", problem.column);
        append_json_string(line_, problem.message);
        line_ += '}';
        separator = ",";
    }
    line_ += ']';
    if (!result.normalized.empty()) {
        line_ += ",\"normalized\":";
        append_json_string(line_, result.normalized);
    }
    line_ += "}\n";
    output_.write(line_);
}

}  // namespace fen_check
