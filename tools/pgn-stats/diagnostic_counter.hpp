#pragma once
// A DiagnosticSink that counts every diagnostic by code (the reader's and the replayer's) and
// passes it on to another sink (the one that prints them), if any.

#include <array>
#include <cstdint>
#include <map>

#include "chess/notation/diagnostic.hpp"

namespace chess::tools::stats {

class DiagnosticCounter final : public notation::DiagnosticSink {
public:
    explicit DiagnosticCounter(notation::DiagnosticSink* next = nullptr) : next_(next) {}

    void report(const notation::Diagnostic& diagnostic) override;

    // Adds the counts so far into `counts` (code -> times reported) and starts again from zero.
    void move_into(std::map<std::uint16_t, std::uint64_t>& counts);
    // Diagnostics reported as errors or fatal errors so far.
    std::uint64_t errors() const { return errors_; }

private:
    static constexpr std::size_t direct_codes = 400;  // codes below: an array slot each

    notation::DiagnosticSink* next_;
    std::array<std::uint64_t, direct_codes> counts_{};
    std::map<std::uint16_t, std::uint64_t> other_counts_;
    std::uint64_t errors_ = 0;
};

}  // namespace chess::tools::stats
