#pragma once
// The catalogue of diagnostic codes as the PGN tools see it: every code libnotation defines,
// reading code names from the command line, and turning --strict / --enable / --disable into
// the severity table that both the reader's and the replayer's diagnostics are filtered by.
// pgn-validate takes all three options; pgn-fen and pgn-convert take --enable and --disable
// (which codes are printed), with the same selectors and the same order of application.

#include <expected>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <boost/program_options/options_description.hpp>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/replayer.hpp"

namespace chess::tools {

// Every code chess::notation::DiagnosticCode defines, in numeric order. libnotation has no
// list of its codes, so this is every number below 1000 that describe() knows.
std::span<const notation::DiagnosticCode> all_codes();

// Reads one selector of --enable / --disable: a code ("W308", "w308", or the bare number
// "308"), or a group: "all", "notes", "warnings", "errors" (by default severity). A letter
// that does not match the code's default severity is an error, so "E308" is not taken for
// W308 silently. The error message is meant for the user.
std::expected<std::vector<notation::DiagnosticCode>, std::string> parse_selector(
    std::string_view selector);

struct SeverityPolicy {
    bool strict = false;                // every warning is reported as an error
    std::vector<std::string> disabled;  // selectors, comma-separated lists allowed
    std::vector<std::string> enabled;   // applied after disabled: enable wins
};

// Adds --enable CODES and --disable CODES (repeatable) to desc, stored into policy: the same
// names, help and meaning in every tool that takes them.
void add_code_selection_options(boost::program_options::options_description& desc,
                                SeverityPolicy& policy);

// The table the tool filters with: default severities, then --strict, then --disable, then
// --enable. Fails on an unknown selector.
std::expected<pgn::SeverityTable, std::string> make_severity_table(const SeverityPolicy& policy);

// --list-codes: "E201  error    illegal move", one code a line.
std::string list_codes();

}  // namespace chess::tools
