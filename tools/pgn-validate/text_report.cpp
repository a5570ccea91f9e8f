// --format text: compiler style, as GCC prints it, so editors and CI log parsers that know
// "file:line:col: error: ..." pick the problems up:
//
//   games.pgn:12:5: error[E201]: illegal move 'Nxe5' (game 3, ply 33)
//      12 | 17. Nxe5 Qxe5 18. f4
//         |     ^~~~

#include <array>
#include <string>

#include "common/terminal.hpp"
#include "diagnostic_text.hpp"
#include "escape.hpp"
#include "report.hpp"
#include "source_excerpt.hpp"

namespace chess::tools::validate {

namespace {

Color severity_color(notation::Severity severity) {
    switch (severity) {
        case notation::Severity::Note:
            return Color::Cyan;
        case notation::Severity::Warning:
            return Color::Yellow;
        case notation::Severity::Error:
        case notation::Severity::Fatal:
            break;
    }
    return Color::Red;
}

// The escape sequences paint() wraps text in, to colour the caret inside the excerpt. The
// views point into `painted`.
ExcerptStyle caret_style(const std::string& painted) {
    const std::size_t at = painted.find('^');
    if (at == std::string::npos) return {};
    return {std::string_view(painted).substr(0, at), std::string_view(painted).substr(at + 1)};
}

class TextReport final : public Report {
public:
    TextReport(Output& out, const ReportOptions& options) : out_(out), options_(options) {
        for (const Color color : {Color::Red, Color::Yellow, Color::Cyan})
            painted_carets_[static_cast<std::size_t>(color)] = paint("^", color, options.color);
    }

    void diagnostic(const notation::Diagnostic& d, const std::optional<SourceLine>& line) override {
        const DiagnosticText text = split_diagnostic(d);
        const bool color = options_.color;
        const Color severity = severity_color(d.severity);
        buffer_.clear();
        if (text.where_size == 0 && text.problem_start == 0) {
            buffer_ += text.full;
        } else {
            buffer_ += paint(std::string(text.where()) + ':', Color::Bold, color);
            buffer_ += ' ';
            buffer_ += paint(text.severity(), severity, color);
            buffer_ += text.code_part();
            buffer_ += repair_utf8(text.problem());  // tokens are as written, in any encoding
        }
        buffer_ += '\n';
        if (line && options_.source_lines)
            buffer_ += source_excerpt(
                *line, d.token, caret_style(painted_carets_[static_cast<std::size_t>(severity)]));
        out_.write(buffer_);
    }

private:
    Output& out_;
    ReportOptions options_;
    std::string buffer_;
    std::array<std::string, 4> painted_carets_;  // by Color
};

}  // namespace

std::unique_ptr<Report> make_text_report(Output& out, const ReportOptions& options) {
    return std::make_unique<TextReport>(out, options);
}

}  // namespace chess::tools::validate
