#pragma once
// pgn-validate --merge: the JSON Lines outputs of separate runs (--format json) read back and
// reported as if one run had produced them: the diagnostics in the order of the parts, and one
// summary over all of them.
//
// Parts of different files: game indices are per file already and pass through unchanged.
// Parts that are consecutive byte ranges of one file (--ranges; each range run numbers its
// games from 1): the games of later ranges are renumbered after those of the earlier ones, the
// file counts once, and W101 (reported once per input) is kept only the first time.
//
// Each part's summary says which byte range of which file it read (RunTotals::byte_range), so
// misused parts are caught rather than merged into wrong figures, and the exit code is 2:
// byte ranges of one file merged without --ranges, and with --ranges parts of different files,
// parts that overlap (or come out of order) or leave a gap between them. With --ranges the
// parts are first put in the order of their ranges (order_by_range).
//
// What cannot equal a single run: "seconds" is the sum of the parts' times (the work done, not
// the wall-clock time of the merge). With --max-errors (the parts' limit), the diagnostics stop
// where a single run would stop and later parts are not counted, but the part in which the run
// stops counts all the games, moves and bytes it read (a single run would stop in mid-part).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report.hpp"

namespace chess::tools::validate {

struct MergeOptions {
    bool ranges = false;  // the parts are consecutive byte ranges of one input
};

// --ranges: the parts sorted by the start of their byte ranges, when each part's summary
// (read ahead: the parts are read twice) names a byte range of the same file; else, when one
// is standard input, cannot be read or has no range, as given (Merger::add then reports what
// is wrong with them).
std::vector<std::string> order_by_range(std::vector<std::string> parts);

class Merger {
public:
    // The report must outlive the merger.
    Merger(MergeOptions options, Report& report) : options_(options), report_(report) {}

    // Reads one part ("-": standard input) and reports its diagnostics. A part that cannot be
    // read, is not pgn-validate's JSON, has no summary at its end or whose summary does not
    // match its diagnostics, or whose byte range does not fit the parts before it, is reported
    // on stderr (file and line) and makes io_error true: its figures cannot be trusted, so the
    // merged result must not look complete.
    void add(std::string_view path);

    RunTotals totals() const { return totals_; }

private:
    struct PartCounts {
        std::uint64_t errors = 0;
        std::uint64_t warnings = 0;
        std::uint64_t notes = 0;
    };
    // What a part read, for the checks of the next parts.
    struct PartRange {
        std::string name;
        std::optional<RangeRead> range;
    };

    // false (reported) when the part is unusable from this line on.
    bool add_line(std::string_view part, std::uint64_t line_number, std::string_view line,
                  PartCounts& counts, std::optional<RunTotals>& summary);
    void emit(notation::OwnedDiagnostic& diagnostic);
    // Reports a part whose byte range does not fit the parts before it.
    void check_range(std::string_view part, std::uint64_t line_number, const RunTotals& summary);
    void add_summary(const RunTotals& part);
    void problem(std::string_view part, std::uint64_t line_number, std::string_view message);

    MergeOptions options_;
    Report& report_;
    RunTotals totals_;
    std::uint64_t game_offset_ = 0;   // --ranges: the games of the earlier ranges
    bool invalid_utf8_seen_ = false;  // --ranges: W101 was reported already
    std::vector<PartRange> parts_;    // the parts read so far whose summary could be read
    std::size_t counted_ = 0;         // the parts counted in totals_ so far
};

}  // namespace chess::tools::validate
