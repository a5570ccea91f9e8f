// --format github: GitHub Actions workflow commands, which the runner turns into annotations on
// the files of a pull request:
//
//   ::error file=games.pgn,line=12,col=5,title=E201::illegal move 'Nxe5' (game 3, ply 33)
//
// Notes become ::notice. Escaping as the Actions documentation defines it: '%', CR and LF in
// the message; also ':' and ',' in property values.

#include <string>

#include "diagnostic_text.hpp"
#include "escape.hpp"
#include "report.hpp"

namespace chess::tools::validate {

namespace {

std::string_view command_name(notation::Severity severity) {
    switch (severity) {
        case notation::Severity::Note:
            return "notice";
        case notation::Severity::Warning:
            return "warning";
        case notation::Severity::Error:
        case notation::Severity::Fatal:
            break;
    }
    return "error";
}

class GithubReport final : public Report {
public:
    explicit GithubReport(Output& out) : out_(out) {}

    void diagnostic(const notation::Diagnostic& d, const std::optional<SourceLine>&) override {
        line_.assign("::");
        line_ += command_name(d.severity);
        line_ += " file=";
        append_workflow_property(line_, d.file);
        if (d.location.line != 0) {
            line_ += ",line=";
            line_ += std::to_string(d.location.line);
            if (d.location.column != 0) {
                line_ += ",col=";
                line_ += std::to_string(d.location.column);
            }
        }
        line_ += ",title=";
        append_workflow_property(line_, notation::code_string(d.code));
        line_ += "::";
        append_workflow_data(line_, split_diagnostic(d).problem());
        line_ += '\n';
        out_.write(line_);
    }

private:
    Output& out_;
    std::string line_;
};

}  // namespace

std::unique_ptr<Report> make_github_report(Output& out) {
    return std::make_unique<GithubReport>(out);
}

}  // namespace chess::tools::validate
