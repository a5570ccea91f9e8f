#pragma once
// The values of a few chosen tags of the current game (--tags, and White/Black/Event for EPD's
// c0), copied into strings that are reused from game to game.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess::fen_tool {

class TagValues {
public:
    // The slot of tag `name`, added when not chosen yet.
    std::size_t want(std::string_view name);

    void clear() {
        for (Slot& slot : slots_) slot.present = false;
    }
    // Keeps the value if the tag is chosen (a repeated tag keeps its last value).
    void offer(std::string_view name, std::string_view value) {
        for (Slot& slot : slots_) {
            if (slot.name == name) {
                slot.value.assign(value);
                slot.present = true;
            }
        }
    }
    std::optional<std::string_view> get(std::size_t slot) const {
        if (!slots_[slot].present) return std::nullopt;
        return std::string_view(slots_[slot].value);
    }
    std::string_view name(std::size_t slot) const { return slots_[slot].name; }

private:
    struct Slot {
        std::string name;
        std::string value;
        bool present = false;
    };
    std::vector<Slot> slots_;
};

}  // namespace chess::fen_tool
