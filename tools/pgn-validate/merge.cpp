#include "merge.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <variant>

#include "common/input.hpp"
#include "common/line_reader.hpp"
#include "part_line.hpp"

namespace chess::tools::validate {

namespace {

using notation::Severity;

// Far above any line the JSON report writes (tokens and tags are bounded by the reader's
// limits); a longer line is no pgn-validate output.
constexpr std::size_t max_part_line = 4 * 1024 * 1024;

// The count a diagnostic of this severity adds to (errors include the fatal one).
std::uint64_t& count_of(Severity severity, std::uint64_t& errors, std::uint64_t& warnings,
                        std::uint64_t& notes) {
    if (severity >= Severity::Error) return errors;
    return severity == Severity::Warning ? warnings : notes;
}

}  // namespace

void Merger::add(std::string_view path) {
    auto input = open_input(path);
    if (!input) {
        fmt::print(stderr, "pgn-validate: {}\n", input.error());
        totals_.io_error = true;
        return;
    }
    const bool counted = !totals_.stopped;  // a single run would not have read this part
    LineReader lines(*input->source, max_part_line);
    PartCounts counts;
    std::optional<RunTotals> summary;
    while (const auto line = lines.next()) {
        if (lines.truncated()) {
            problem(input->name, lines.line_number(), "line too long for pgn-validate's JSON");
            return;
        }
        if (!add_line(input->name, lines.line_number(), *line, counts, summary)) return;
    }
    if (input->source->failed()) return problem(input->name, 0, input->source->error_message());
    if (!summary) {
        return problem(input->name, lines.line_number(),
                       "no summary line at the end (the run did not finish?)");
    }
    if (counts.errors != summary->errors || counts.warnings != summary->warnings ||
        counts.notes != summary->notes) {
        return problem(input->name, lines.line_number(),
                       fmt::format("the summary counts {} errors, {} warnings, {} notes; the "
                                   "part holds {}, {}, {}",
                                   summary->errors, summary->warnings, summary->notes,
                                   counts.errors, counts.warnings, counts.notes));
    }
    if (counted) add_summary(*summary);
}

bool Merger::add_line(std::string_view part, std::uint64_t line_number, std::string_view line,
                      PartCounts& counts, std::optional<RunTotals>& summary) {
    if (summary) {
        problem(part, line_number, "text after the summary line");
        return false;
    }
    auto parsed = parse_part_line(line);
    if (!parsed) {
        problem(part, line_number, parsed.error());
        return false;
    }
    if (auto* totals = std::get_if<RunTotals>(&*parsed)) {
        summary = *totals;
        return true;
    }
    auto& diagnostic = std::get<notation::OwnedDiagnostic>(*parsed);
    ++count_of(diagnostic.severity, counts.errors, counts.warnings, counts.notes);
    emit(diagnostic);
    return true;
}

void Merger::emit(notation::OwnedDiagnostic& diagnostic) {
    if (totals_.stopped) return;
    if (options_.ranges) {
        if (diagnostic.code == notation::DiagnosticCode::InvalidUtf8) {
            if (invalid_utf8_seen_) return;
            invalid_utf8_seen_ = true;
        }
        if (diagnostic.game != 0) diagnostic.game += game_offset_;
    }
    ++count_of(diagnostic.severity, totals_.errors, totals_.warnings, totals_.notes);
    report_.diagnostic(diagnostic.view(), std::nullopt);
    if (totals_.max_errors != 0 && totals_.errors >= totals_.max_errors) totals_.stopped = true;
}

void Merger::add_summary(const RunTotals& part) {
    totals_.files =
        options_.ranges ? std::max(totals_.files, part.files) : totals_.files + part.files;
    totals_.games += part.games;
    totals_.moves += part.moves;
    totals_.bytes += part.bytes;
    totals_.seconds += part.seconds;
    totals_.stopped = totals_.stopped || part.stopped;
    if (totals_.max_errors == 0) totals_.max_errors = part.max_errors;
    totals_.io_error = totals_.io_error || part.io_error;
    game_offset_ += part.games;
}

void Merger::problem(std::string_view part, std::uint64_t line_number, std::string_view message) {
    if (line_number == 0)
        fmt::print(stderr, "pgn-validate: {}: {}\n", part, message);
    else
        fmt::print(stderr, "pgn-validate: {}:{}: {}\n", part, line_number, message);
    totals_.io_error = true;
}

}  // namespace chess::tools::validate
