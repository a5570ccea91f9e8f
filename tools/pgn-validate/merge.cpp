#include "merge.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "common/input.hpp"
#include "common/line_reader.hpp"
#include "common/text.hpp"
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

// "bytes 0:1000 of big.pgn", "bytes 1000: of big.pgn", "bytes 0:1000 of each file", "the
// whole input".
std::string range_text(const std::optional<RangeRead>& range) {
    if (!range) return "the whole input";
    const std::string end = range->end ? fmt::format("{}", *range->end) : "";
    if (range->file.empty()) return fmt::format("bytes {}:{} of each file", range->start, end);
    return fmt::format("bytes {}:{} of {}", range->start, end, range->file);
}

// The summary at the end of a part, when it can be read; the problems are add()'s to report.
std::optional<RunTotals> read_summary(std::string_view path) {
    auto input = open_input(path);
    if (!input) return std::nullopt;
    LineReader lines(*input->source, max_part_line);
    std::string last;
    while (const auto line = lines.next()) last.assign(lines.truncated() ? "" : *line);
    if (input->source->failed()) return std::nullopt;
    auto parsed = parse_part_line(last);
    if (!parsed || !std::holds_alternative<RunTotals>(*parsed)) return std::nullopt;
    return std::get<RunTotals>(*parsed);
}

}  // namespace

std::vector<std::string> order_by_range(std::vector<std::string> parts) {
    if (parts.size() < 2) return parts;
    std::vector<std::pair<std::uint64_t, std::string>> starts;  // the parts by their ranges
    std::string file;
    for (const std::string& part : parts) {
        if (part == "-") return parts;  // standard input cannot be read twice
        const std::optional<RunTotals> summary = read_summary(part);
        if (!summary || !summary->byte_range || summary->byte_range->file.empty()) return parts;
        if (file.empty()) file = summary->byte_range->file;
        if (summary->byte_range->file != file) return parts;
        starts.emplace_back(summary->byte_range->start, part);
    }
    std::ranges::stable_sort(starts, {}, &std::pair<std::uint64_t, std::string>::first);
    for (std::size_t i = 0; i < parts.size(); ++i) parts[i] = std::move(starts[i].second);
    return parts;
}

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
                       fmt::format("the summary counts {}, {}, {}; the part holds {}, {}, {}",
                                   tools::counted(summary->errors, "error", "errors"),
                                   tools::counted(summary->warnings, "warning", "warnings"),
                                   tools::counted(summary->notes, "note", "notes"), counts.errors,
                                   counts.warnings, counts.notes));
    }
    check_range(input->name, lines.line_number(), *summary);
    parts_.push_back({input->name, summary->byte_range});
    if (counted) add_summary(*summary);
}

void Merger::check_range(std::string_view part, std::uint64_t line_number,
                         const RunTotals& summary) {
    const std::optional<RangeRead>& range = summary.byte_range;
    const auto report = [&](const PartRange& other, std::string_view why) {
        problem(part, line_number,
                fmt::format("has {}, and {} has {}: {}", range_text(range), other.name,
                            range_text(other.range), why));
    };
    if (!options_.ranges) {
        // Each range's games would be numbered from 1 and the file counted once per range.
        if (!range || range->file.empty()) return;
        for (const PartRange& earlier : parts_) {
            if (earlier.range && earlier.range->file == range->file)
                return report(earlier, "byte ranges of one file are merged with --ranges");
        }
        return;
    }
    if (range && range->file.empty()) {
        return problem(
            part, line_number,
            fmt::format("has {}: --ranges merges byte ranges of one file", range_text(range)));
    }
    if (parts_.empty()) return;
    const PartRange& previous = parts_.back();
    if (range && previous.range && range->file != previous.range->file)
        return report(previous, "--ranges merges byte ranges of one file");
    const std::uint64_t start = range ? range->start : 0;
    const std::uint64_t previous_start = previous.range ? previous.range->start : 0;
    const std::optional<std::uint64_t> previous_end =
        previous.range ? previous.range->end : std::nullopt;
    if (range && start < previous_start)
        return report(previous, "out of order (give the parts in the order of their ranges)");
    if (!range || !previous_end || start < *previous_end)
        return report(previous, "the ranges overlap (their games would be counted twice)");
    if (start > *previous_end) {
        return report(previous, fmt::format("a gap between the ranges (the games that begin in "
                                            "bytes {}:{} are in no part)",
                                            *previous_end, start));
    }
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
    // What one run would have read: with --ranges from the first range's start to the last
    // one's end (none: the whole file); else each part's range if they are all the same one.
    std::optional<RangeRead>& read = totals_.byte_range;
    if (counted_++ == 0) {
        read = part.byte_range;
    } else if (!read || !part.byte_range) {
        read.reset();
    } else if (options_.ranges) {
        if (read->file == part.byte_range->file) {
            read->end = part.byte_range->end;
        } else {
            read.reset();  // reported: not ranges of one file
        }
    } else if (read->start == part.byte_range->start && read->end == part.byte_range->end) {
        read->file.clear();  // several inputs, each cut alike
    } else {
        read.reset();
    }
    if (options_.ranges && read && read->start == 0 && !read->end) read.reset();
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
