#include "inputs.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace fen_check {

namespace {

constexpr std::size_t fen_field_count = 6;

std::size_t field_count(std::string_view text) {
    std::size_t count = 0;
    bool in_field = false;
    for (char c : text) {
        const bool blank = c == ' ' || c == '\t';
        if (!blank && !in_field) ++count;
        in_field = !blank;
    }
    return count;
}

bool continues(const std::vector<InputItem>& items, std::string_view argument) {
    if (items.empty() || argument.find('/') != std::string_view::npos) return false;
    const InputItem& last = items.back();
    return last.kind == InputItem::Kind::Position && field_count(last.text) < fen_field_count;
}

}  // namespace

void add_positional(std::vector<InputItem>& items, std::string_view argument) {
    if (continues(items, argument)) {
        items.back().text += ' ';
        items.back().text += argument;
        return;
    }
    if (argument == "-") {
        items.push_back({InputItem::Kind::File, "-", {}});
        return;
    }
    const auto positions = std::count_if(items.begin(), items.end(), [](const InputItem& item) {
        return item.kind == InputItem::Kind::Position;
    });
    items.push_back(
        {InputItem::Kind::Position, std::string(argument), fmt::format("<arg{}>", positions + 1)});
}

}  // namespace fen_check
