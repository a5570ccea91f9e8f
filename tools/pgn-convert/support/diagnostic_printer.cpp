#include "diagnostic_printer.hpp"

#include <string>

#include "common/terminal.hpp"

namespace chess::tools {

using notation::Severity;

DiagnosticPrinter::DiagnosticPrinter(Severity threshold, std::FILE* stream)
    : DiagnosticPrinter(threshold, pgn::SeverityTable{}, stream) {}

DiagnosticPrinter::DiagnosticPrinter(Severity threshold, const pgn::SeverityTable& shown,
                                     std::FILE* stream)
    : stream_(stream), threshold_(threshold), shown_(shown), color_(use_color(stream)) {}

namespace {

Color color_of(Severity severity) {
    switch (severity) {
        case Severity::Note:
            return Color::Cyan;
        case Severity::Warning:
            return Color::Yellow;
        case Severity::Error:
        case Severity::Fatal:
            return Color::Red;
    }
    return Color::Bold;
}

}  // namespace

void DiagnosticPrinter::report(const notation::Diagnostic& diagnostic) {
    if (diagnostic.severity >= Severity::Error) ++errors_;
    if (diagnostic.severity < threshold_ || !shown_.lookup(diagnostic.code)) return;
    ++printed_;
    std::string line =
        paint(notation::format_diagnostic(diagnostic), color_of(diagnostic.severity), color_);
    line += '\n';
    std::fwrite(line.data(), 1, line.size(), stream_);
}

}  // namespace chess::tools
