#include "pgn-stats/diagnostic_counter.hpp"

namespace chess::tools::stats {

void DiagnosticCounter::report(const notation::Diagnostic& diagnostic) {
    const auto code = static_cast<std::uint16_t>(diagnostic.code);
    if (code < direct_codes)
        ++counts_[code];
    else
        ++other_counts_[code];
    if (diagnostic.severity >= notation::Severity::Error) ++errors_;
    if (next_ != nullptr) next_->report(diagnostic);
}

void DiagnosticCounter::move_into(std::map<std::uint16_t, std::uint64_t>& counts) {
    for (std::size_t code = 0; code < counts_.size(); ++code) {
        if (counts_[code] != 0) counts[static_cast<std::uint16_t>(code)] += counts_[code];
        counts_[code] = 0;
    }
    for (const auto& [code, count] : other_counts_) counts[code] += count;
    other_counts_.clear();
}

}  // namespace chess::tools::stats
