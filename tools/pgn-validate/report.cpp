#include "report.hpp"

namespace chess::tools::validate {

std::optional<Format> parse_format(std::string_view name) {
    if (name == "text") return Format::Text;
    if (name == "json") return Format::Json;
    if (name == "github") return Format::Github;
    if (name == "sarif") return Format::Sarif;
    if (name == "junit") return Format::Junit;
    return std::nullopt;
}

ExitCode exit_code(const RunTotals& totals) {
    if (totals.io_error) return ExitCode::Usage;
    return totals.errors != 0 ? ExitCode::Problems : ExitCode::Ok;
}

std::unique_ptr<Report> make_report(Format format, Output& out, const ReportOptions& options) {
    switch (format) {
        case Format::Text:
            return make_text_report(out, options);
        case Format::Json:
            return make_json_report(out);
        case Format::Github:
            return make_github_report(out);
        case Format::Sarif:
            return make_sarif_report(out);
        case Format::Junit:
            return make_junit_report(out);
    }
    return make_text_report(out, options);
}

}  // namespace chess::tools::validate
