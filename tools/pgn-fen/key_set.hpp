#pragma once
// The set of Zobrist keys seen so far (--unique): open addressing over a flat array of 64-bit
// keys, 8 bytes a slot and at most half full, doubled when it would be more: 16 to 32 bytes per
// key, and while a doubling holds both arrays 48 (the peak: 24 bytes times the key count
// rounded up to a power of two; a hundred million distinct positions take 2 GiB, 3 GiB at the
// doubling at 67 million). Keys are already uniformly random: their low bits pick the slot
// directly.

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
