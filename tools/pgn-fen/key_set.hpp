#pragma once
// The set of Zobrist keys seen so far (--unique): open addressing over a flat array of 64-bit
// keys, 8 bytes a slot and at most half full, so a hundred million distinct positions take
// about 1.6 GB. Keys are already uniformly random: their low bits pick the slot directly.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace chess::fen_tool {

class KeySet {
public:
    KeySet() : slots_(initial_slots, empty) {}

    // Adds `key`; true when it was not in the set yet.
    bool insert(std::uint64_t key);
    std::size_t size() const { return size_ + (has_empty_key_ ? 1 : 0); }

private:
    static constexpr std::uint64_t empty = 0;  // marks a free slot; key 0 is kept aside
    static constexpr std::size_t initial_slots = std::size_t{1} << 16;

    void grow();

    std::vector<std::uint64_t> slots_;
    std::size_t size_ = 0;
    bool has_empty_key_ = false;
};

}  // namespace chess::fen_tool
