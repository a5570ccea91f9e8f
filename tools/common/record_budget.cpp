#include "common/record_budget.hpp"

namespace chess::tools {

bool RecordBudget::add(std::size_t bytes) {
    if (abandoned_) return false;
    recorded_ += bytes;
    if (recorded_ <= 2 * budget_) return true;
    abandoned_ = true;
    source_.end_early();
    return false;
}

std::uint64_t RecordBudget::end() {
    return recorded_ > budget_ ? 0 : chunk_.end_offset();  // 0: before whatever comes next
}

bool RecordBudget::goes_on(std::uint64_t begin) {
    if (abandoned_ || begin >= chunk_.end_offset()) return false;
    // A reader cannot start again in the middle of a line (its columns would count from 1).
    cut_short_ = begin > chunk_.start.offset && starts_line(chunk_, begin);
    return !cut_short_;
}

}  // namespace chess::tools
