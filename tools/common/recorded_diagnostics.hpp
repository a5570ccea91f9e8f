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

// Drops what comes once the budget, if any, abandons the record.
class RecordedDiagnostics final : public notation::DiagnosticSink {
public:
    RecordedDiagnostics() = default;
    explicit RecordedDiagnostics(RecordBudget* budget) : budget_(budget) {}
    void report(const notation::Diagnostic& diagnostic) override;

    const std::vector<notation::OwnedDiagnostic>& diagnostics() const { return diagnostics_; }
    void clear() { diagnostics_.clear(); }

private:
    std::vector<notation::OwnedDiagnostic> diagnostics_;
    RecordBudget* budget_ = nullptr;
};

}  // namespace chess::tools
