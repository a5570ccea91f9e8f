#include "key_set.hpp"

namespace chess::fen_tool {

bool KeySet::insert(std::uint64_t key) {
    if (key == empty) {
        const bool added = !has_empty_key_;
        has_empty_key_ = true;
        return added;
    }
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = static_cast<std::size_t>(key) & mask;; i = (i + 1) & mask) {
        if (slots_[i] == key) return false;
        if (slots_[i] == empty) {
            slots_[i] = key;
            if (++size_ * 2 > slots_.size()) grow();
            return true;
        }
    }
}

void KeySet::grow() {
    std::vector<std::uint64_t> old(slots_.size() * 2, empty);
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const std::uint64_t key : old) {
        if (key == empty) continue;
        std::size_t i = static_cast<std::size_t>(key) & mask;
        while (slots_[i] != empty) i = (i + 1) & mask;
        slots_[i] = key;
    }
}

}  // namespace chess::fen_tool
