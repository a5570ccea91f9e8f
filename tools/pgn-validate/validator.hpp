#pragma once
// The validation run: for each input, reader -> replayer, with every diagnostic (the reader's
// and the replayer's) filtered through one severity table, counted, and handed to the Report
// with its source line.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "common/byte_range.hpp"
#include "common/text_encoding.hpp"
#include "report.hpp"

namespace chess::tools::validate {

struct ValidatorOptions {
    pgn::ReaderOptions reader;
    pgn::SeverityTable severities;   // applied to every code, the reader's too
    std::uint64_t max_errors = 0;    // stop once this many errors were reported; 0: no limit
    bool progress = true;            // the progress line (only drawn on a terminal)
    std::optional<ByteRange> range;  // --byte-range: only the games that begin inside it
    unsigned jobs = 1;               // -j: 1 reads sequentially
    std::size_t chunk_bytes = 2 * 1024 * 1024;
    bool chunk_at_lines = false;  // tests: chunks that -j's verification must catch
    std::optional<notation::LetterSetId> letters;    // --from-letters; detected per game if unset
    EncodingChoice encoding = EncodingChoice::Auto;  // --encoding
};

class Validator {
public:
    // The report must outlive the validator.
    Validator(ValidatorOptions options, Report& report);

    // Validates one input ("-": standard input). A file that cannot be opened or read is
    // reported on stderr and remembered (RunTotals::io_error); the run goes on. One that
    // cannot be opened is also reported to the report as a file of its own with one E001 (a
    // read error during the file is the reader's E001), so that CI formats show it.
    void validate(std::string_view path);

    // --max-errors was reached: validate() does nothing more.
    bool stopped() const { return totals_.stopped; }
    RunTotals totals() const;

private:
    void validate_sequential(std::string_view path);
    void validate_parallel(std::string_view path);  // parallel_validation.cpp
    // --byte-range: the range and the input's name in the totals (no name for several).
    void record_range(std::string_view name);
    // The input could not be opened: `error` is open_input's ("NAME: REASON").
    void unopened(std::string_view path, std::string_view error);

    ValidatorOptions options_;
    Report& report_;
    RunTotals totals_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace chess::tools::validate
