// --format sarif: SARIF 2.1.0 (OASIS), as code-scanning services take it. One run for all the
// files; results are written as they come and the rules (the codes that occurred) after them,
// as JSON does not order an object's members. Columns are counted in Unicode code points
// (run.columnKind) where the source line is still known, else in bytes (the same for ASCII).

#include <fmt/core.h>

#include <string>
#include <vector>

#include "diagnostic_text.hpp"
#include "escape.hpp"
#include "report.hpp"

namespace chess::tools::validate {

namespace {

std::string_view sarif_level(notation::Severity severity) {
    switch (severity) {
        case notation::Severity::Note:
            return "note";
        case notation::Severity::Warning:
            return "warning";
        case notation::Severity::Error:
        case notation::Severity::Fatal:
            break;
    }
    return "error";
}

class SarifReport final : public Report {
public:
    explicit SarifReport(Output& out) : out_(out) {
        out_.write(
            "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
            "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"results\": [");
    }

    void diagnostic(const notation::Diagnostic& d, const std::optional<SourceLine>& line) override {
        text_.assign(results_ == 0 ? "\n        " : ",\n        ");
        ++results_;
        text_ += R"({"ruleId":")";
        text_ += notation::code_string(d.code);
        text_ += fmt::format(R"(","ruleIndex":{},"level":")", rule_index(d.code));
        text_ += sarif_level(d.severity);
        text_ += R"(","message":{"text":)";
        append_json_string(text_, split_diagnostic(d).problem());
        text_ += R"(},"locations":[{"physicalLocation":{"artifactLocation":{"uri":)";
        append_json_string(text_, file_uri(d.file.empty() ? "<input>" : d.file));
        text_ += '}';
        if (d.location.line != 0) {
            text_ += fmt::format(R"(,"region":{{"startLine":{})", d.location.line);
            if (d.location.column != 0) {
                const std::uint64_t column =
                    line ? line->code_points_before + code_point_column(line->text, line->column)
                         : d.location.column;
                text_ += fmt::format(R"(,"startColumn":{})", column);
            }
            text_ += '}';
        }
        text_ += R"(}}],"properties":{"game":)";
        text_ += fmt::format("{}", d.game);
        if (d.ply) text_ += fmt::format(R"(,"ply":{})", *d.ply);
        if (!d.token.empty()) {
            text_ += R"(,"token":)";
            append_json_string(text_, d.token);
        }
        if (!d.fen.empty()) {
            text_ += R"(,"fen":)";
            append_json_string(text_, d.fen);
        }
        text_ += "}}";
        out_.write(text_);
    }

    void finish(const RunTotals& totals) override {
        text_.assign(results_ == 0 ? "],\n" : "\n      ],\n");
        text_ += "      \"columnKind\": \"unicodeCodePoints\",\n";
        text_ += fmt::format(
            "      \"invocations\": [{{\"executionSuccessful\": {}, \"exitCode\": {}}}],\n",
            !totals.io_error, to_int(exit_code(totals)));
        text_ += "      \"tool\": {\n        \"driver\": {\n";
        text_ += "          \"name\": \"pgn-validate\",\n";
        text_ += fmt::format("          \"version\": \"{}\",\n", CHESS_VERSION);
        text_ += "          \"rules\": [";
        for (std::size_t i = 0; i < rules_.size(); ++i) append_rule(rules_[i], i == 0);
        text_ += rules_.empty() ? "]\n" : "\n          ]\n";
        text_ += "        }\n      }\n    }\n  ]\n}\n";
        out_.write(text_);
    }

private:
    std::size_t rule_index(notation::DiagnosticCode code) {
        for (std::size_t i = 0; i < rules_.size(); ++i)
            if (rules_[i] == code) return i;
        rules_.push_back(code);
        return rules_.size() - 1;
    }

    void append_rule(notation::DiagnosticCode code, bool first) {
        text_ += first ? "\n            " : ",\n            ";
        text_ += R"({"id":")";
        text_ += notation::code_string(code);
        text_ += R"(","shortDescription":{"text":)";
        append_json_string(text_, notation::describe(code));
        text_ += R"(},"defaultConfiguration":{"level":")";
        text_ += sarif_level(notation::default_severity(code));
        text_ += R"("}})";
    }

    Output& out_;
    std::string text_;
    std::size_t results_ = 0;
    std::vector<notation::DiagnosticCode> rules_;  // in order of first use (ruleIndex)
};

}  // namespace

std::unique_ptr<Report> make_sarif_report(Output& out) {
    return std::make_unique<SarifReport>(out);
}

}  // namespace chess::tools::validate
