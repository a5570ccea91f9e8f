#include "tag_values.hpp"

namespace chess::fen_tool {

std::size_t TagValues::want(std::string_view name) {
    for (std::size_t i = 0; i < slots_.size(); ++i)
        if (slots_[i].name == name) return i;
    slots_.push_back(Slot{std::string(name), {}, false});
    return slots_.size() - 1;
}

}  // namespace chess::fen_tool
