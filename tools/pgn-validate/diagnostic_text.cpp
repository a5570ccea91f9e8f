#include "diagnostic_text.hpp"

#include <fmt/core.h>

namespace chess::tools::validate {

DiagnosticText split_diagnostic(const notation::Diagnostic& d) {
    DiagnosticText text{notation::format_diagnostic(d)};
    // The layout format_diagnostic promises: name[:line[:column]]: severity[CODE]: problem.
    std::string where(d.file.empty() ? std::string_view("<input>") : d.file);
    if (d.location.line != 0) {
        where += fmt::format(":{}", d.location.line);
        if (d.location.column != 0) where += fmt::format(":{}", d.location.column);
    }
    const std::string_view severity = notation::severity_name(d.severity);
    const std::string label =
        fmt::format("{}: {}[{}]: ", where, severity, notation::code_string(d.code));
    if (!text.full.starts_with(label)) {
        // Not the expected layout: keep the whole line as the problem rather than cut it wrong.
        text.problem_start = 0;
        return text;
    }
    text.where_size = where.size();
    text.severity_start = where.size() + 2;
    text.severity_size = severity.size();
    text.problem_start = label.size();
    return text;
}

}  // namespace chess::tools::validate
