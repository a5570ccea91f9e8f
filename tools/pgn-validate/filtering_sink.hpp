#pragma once
// pgn-validate's one way from a diagnostic to the report, shared by the sequential run and -j's
// merger, so both filter, count and stop at --max-errors alike.

#include <optional>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/replayer.hpp"
#include "common/progress.hpp"
#include "report.hpp"
#include "source_window.hpp"

namespace chess::tools::validate {

using notation::Severity;

// Between the producers and the report: applies the severity table (the replayer applies it
// to its own codes already; the reader's are filtered here), counts, enforces --max-errors and
// looks up the source line.
class FilteringSink final : public notation::DiagnosticSink {
public:
    // window: where source lines are looked up; null when they come with each diagnostic.
    FilteringSink(const pgn::SeverityTable& severities, Report& report, SourceWindow* window,
                  Progress& progress, RunTotals& totals)
        : severities_(severities),
          report_(report),
          window_(window),
          progress_(progress),
          totals_(totals) {}

    void report(const notation::Diagnostic& diagnostic) override {
        deliver(diagnostic, std::nullopt);
    }

    // With the source line known already (-j: looked up by the worker).
    void deliver(const notation::Diagnostic& diagnostic, const std::optional<SourceLine>& line) {
        const std::optional<Severity> severity = severities_.lookup(diagnostic.code);
        if (!severity || totals_.stopped) return;
        notation::Diagnostic shown = diagnostic;
        shown.severity = *severity;
        count(*severity);
        if (*severity == Severity::Fatal) fatal_reported_ = true;
        progress_.finish();  // the line is redrawn later, below what is printed now
        report_.diagnostic(shown, window_ != nullptr ? window_->line_at(shown.location) : line);
        if (totals_.max_errors != 0 && totals_.errors >= totals_.max_errors) totals_.stopped = true;
    }

    // A read error was reported (E001, unless the user disabled it).
    bool fatal_reported() const { return fatal_reported_; }

private:
    void count(Severity severity) {
        switch (severity) {
            case Severity::Note:
                ++totals_.notes;
                break;
            case Severity::Warning:
                ++totals_.warnings;
                break;
            case Severity::Error:
            case Severity::Fatal:
                ++totals_.errors;
                break;
        }
    }

    const pgn::SeverityTable& severities_;
    Report& report_;
    SourceWindow* window_;
    Progress& progress_;
    RunTotals& totals_;
    bool fatal_reported_ = false;
};

}  // namespace chess::tools::validate
