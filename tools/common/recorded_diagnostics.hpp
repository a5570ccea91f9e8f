#pragma once
// A -j worker's diagnostics, kept for the merger and counted against the worker's budget
// (record_budget.hpp).

#include <cstddef>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "common/record_budget.hpp"

namespace chess::tools {

// The bytes a kept diagnostic holds, its strings included (about: allocators round up).
std::size_t held_bytes(const notation::OwnedDiagnostic& diagnostic);

// Drops what comes once the budget abandons the record.
class RecordedDiagnostics final : public notation::DiagnosticSink {
public:
    // The diagnostics are kept in `into` (in order), which must outlive this.
    RecordedDiagnostics(std::vector<notation::OwnedDiagnostic>& into, RecordBudget& budget)
        : diagnostics_(into), budget_(budget) {}
    void report(const notation::Diagnostic& diagnostic) override;

private:
    std::vector<notation::OwnedDiagnostic>& diagnostics_;
    RecordBudget& budget_;
};

}  // namespace chess::tools
