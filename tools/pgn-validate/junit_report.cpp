// --format junit: a JUnit XML report for CI test dashboards. One testsuite per file, one
// testcase per game, named after its players, event and round; one <failure> per error, and
// the game's warnings and notes as the testcase's <system-out>. Diagnostics outside any game
// (junk between games) make one more testcase, "outside games", in the file's suite. A file
// that could not be opened or read to its end (E001, the fatal error) gets a testcase "reading
// the file" with an <error> (JUnit's word for a test that could not run), counted in the
// suite's errors: a dashboard shows it failed, not green.
//
// A game's testcase is written once a diagnostic or game with a higher index comes, so what
// the reader reports about a game after its end still lands in its testcase.

#include <fmt/core.h>

#include <string>

#include "diagnostic_text.hpp"
#include "escape.hpp"
#include "report.hpp"
#include "spill_buffer.hpp"

namespace chess::tools::validate {

namespace {

std::string_view or_unknown(std::string_view value) { return value.empty() ? "?" : value; }

struct PendingCase {
    std::uint64_t game = 0;  // 0: none, or the cases outside games
    std::string name;
    std::string failures;  // <failure> elements (<error> in the case of reading the file)
    std::string output;    // warnings and notes, one a line
    bool failed = false;
    bool errored = false;  // counted as an error, not a failure
    bool used = false;

    void reset(std::uint64_t index) {
        game = index;
        name.clear();
        failures.clear();
        output.clear();
        failed = false;
        errored = false;
        used = index != 0;
    }
};

class JunitReport final : public Report {
public:
    explicit JunitReport(Output& out) : out_(out) {
        out_.write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pgn-validate\">\n");
    }

    bool wants_games() const override { return true; }

    void begin_file(std::string_view name) override {
        file_.assign(name);
        tests_ = failures_ = errors_ = 0;
        current_.reset(0);
        outside_.reset(0);
        outside_.name = "outside games";
        reading_.reset(0);
        reading_.name = "reading the file";
    }

    void diagnostic(const notation::Diagnostic& d, const std::optional<SourceLine>&) override {
        const bool fatal = d.severity == notation::Severity::Fatal;
        PendingCase& target = fatal ? reading_ : case_for(d.game);
        target.used = true;
        const DiagnosticText text = split_diagnostic(d);
        if (d.severity >= notation::Severity::Error) {
            const std::string_view element = fatal ? "error" : "failure";
            target.failed = true;
            target.errored = fatal;
            target.failures += fmt::format("      <{} type=\"", element);
            append_xml_text(target.failures, notation::code_string(d.code));
            target.failures += "\" message=\"";
            append_xml_text(target.failures, text.problem());
            target.failures += "\">";
            append_xml_text(target.failures, text.full, XmlPlace::Content);
            target.failures += fmt::format("</{}>\n", element);
        } else {
            target.output += text.full;
            target.output += '\n';
        }
    }

    void end_game(const GameRecord& game) override {
        PendingCase& target = case_for(game.index);
        target.used = true;
        target.name =
            fmt::format("game {}: {} - {} ({}, round {})", game.index, or_unknown(game.white),
                        or_unknown(game.black), or_unknown(game.event), or_unknown(game.round));
    }

    void end_file() override {
        write_case(current_);
        write_case(outside_);
        write_case(reading_);
        std::string header = "  <testsuite name=\"";
        append_xml_text(header, file_);
        header += fmt::format("\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\">\n",
                              tests_, failures_, errors_);
        out_.write(header);
        if (!body_.move_to(out_)) ok_ = false;
        out_.write("  </testsuite>\n");
    }

    void finish(const RunTotals&) override { out_.write("</testsuites>\n"); }

    bool ok() const override { return ok_; }

private:
    // The pending case of game `index`, writing the previous one when a later game begins.
    PendingCase& case_for(std::uint64_t index) {
        if (index == 0 || index < current_.game) return outside_;
        if (index != current_.game) {
            write_case(current_);
            current_.reset(index);
        }
        return current_;
    }

    void write_case(PendingCase& c) {
        if (!c.used) return;
        if (c.name.empty()) c.name = fmt::format("game {}", c.game);
        ++tests_;
        if (c.errored) {
            ++errors_;
        } else if (c.failed) {
            ++failures_;
        }
        text_.assign("    <testcase classname=\"");
        append_xml_text(text_, file_);
        text_ += "\" name=\"";
        append_xml_text(text_, c.name);
        if (c.failures.empty() && c.output.empty()) {
            text_ += "\"/>\n";
        } else {
            text_ += "\">\n";
            text_ += c.failures;
            if (!c.output.empty()) {
                text_ += "      <system-out>";
                append_xml_text(text_, c.output, XmlPlace::Content);
                text_ += "</system-out>\n";
            }
            text_ += "    </testcase>\n";
        }
        body_.append(text_);
        c.used = false;
    }

    Output& out_;
    std::string file_;
    PendingCase current_;
    PendingCase outside_;
    PendingCase reading_;  // the fatal error (E001): the file could not be read
    SpillBuffer body_;
    std::string text_;
    std::uint64_t tests_ = 0;
    std::uint64_t failures_ = 0;
    std::uint64_t errors_ = 0;
    bool ok_ = true;
};

}  // namespace

std::unique_ptr<Report> make_junit_report(Output& out) {
    return std::make_unique<JunitReport>(out);
}

}  // namespace chess::tools::validate
