#pragma once
// How fen-check tells what it found: compiler-style lines on stderr and the canonical FENs on
// the output (text), or one JSON object per position on the output (json); and the counts for
// the summary.

#include <cstdint>
#include <string>
#include <string_view>

#include "common/output.hpp"
#include "position_check.hpp"

namespace fen_check {

enum class Format { Text, Json };

struct Counts {
    std::uint64_t positions = 0;
    std::uint64_t valid = 0;
    std::uint64_t invalid = 0;
};

// Where a position came from: "<arg1>" or a file name ("<stdin>"), and its 1-based line.
struct Origin {
    std::string_view input;
    std::uint64_t line = 1;
};

class Reporter {
public:
    // color: paint the stderr diagnostics (common/terminal.hpp decides).
    Reporter(Format format, chess::tools::Output& output, bool color);

    // Text: each problem as "<input>:<line>:<column>: error[<code>]: <message>" on stderr, and
    // the normalized text (if any) as a line of the output. Json: one object a line:
    // {"input":..,"line":..,"fen":..,"valid":..,"problems":[{"code","field","column",
    // "message"}...]} and "normalized" when there is one.
    void position(const Origin& origin, std::string_view text, const CheckResult& result);

    const Counts& counts() const { return counts_; }

private:
    void text_problems(const Origin& origin, const CheckResult& result) const;
    void json_object(const Origin& origin, std::string_view text, const CheckResult& result);

    Format format_;
    chess::tools::Output& output_;
    bool color_;
    Counts counts_;
    std::string line_;  // reused for each output line
};

}  // namespace fen_check
