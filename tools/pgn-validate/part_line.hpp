#pragma once
// One line of a `pgn-validate --format json` output read back (for --merge): a diagnostic or
// the summary, with every member the schema (docs/schemas/pgn-validate.schema.json) requires
// checked for its type. What the JSON report writes, this reads back to the same values, so
// writing them again gives the same bytes.

#include <expected>
#include <string>
#include <string_view>
#include <variant>

#include "chess/notation/diagnostic.hpp"
#include "report.hpp"

namespace chess::tools::validate {

using PartLine = std::variant<notation::OwnedDiagnostic, RunTotals>;

// The error names the member that is missing or wrong ("\"game\": expected a count or null"),
// or the column of a JSON syntax error.
std::expected<PartLine, std::string> parse_part_line(std::string_view line);

}  // namespace chess::tools::validate
