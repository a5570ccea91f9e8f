#include "suite.hpp"

#include <charconv>
#include <string_view>

namespace perft_tool {

namespace {

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

template <typename T>
bool parse_number(std::string_view text, T& out) {
    text = trim(text);
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size();
}

// "D5 4865609" -> {5, 4865609}
bool parse_depth_field(std::string_view field, Expectation& out) {
    field = trim(field);
    if (field.size() < 2 || (field[0] != 'D' && field[0] != 'd')) return false;
    const auto space = field.find_first_of(" \t");
    if (space == std::string_view::npos) return false;
    return parse_number(field.substr(1, space - 1), out.depth) &&
           parse_number(field.substr(space + 1), out.nodes);
}

bool is_number(std::string_view text) {
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

// Where the position of an EPD line ends and its operations begin. Suites come in two forms:
// a whole FEN, then the operations each led by ';' ("<FEN> ;D1 20 ;D2 400", the perft suites'
// own), or EPD's four fields, then operations each ended by ';' ("<4 fields> D1 20; D2 400;",
// as fen-check --normalize writes them). Fields five and six belong to the position when both
// are numbers (the FEN's counters), and an operation never is one.
std::size_t operations_start(std::string_view text) {
    std::size_t at = 0;
    std::size_t fields = 0;
    std::size_t counters_from = 0;
    while (at < text.size() && text[at] != ';') {
        const std::size_t begin = text.find_first_not_of(" \t", at);
        if (begin == std::string_view::npos || text[begin] == ';')
            return begin == std::string_view::npos ? text.size() : begin;
        std::size_t end = text.find_first_of(" \t;", begin);
        if (end == std::string_view::npos) end = text.size();
        ++fields;
        if (fields == 5) counters_from = begin;
        if (fields >= 5 && !is_number(text.substr(begin, end - begin))) return counters_from;
        if (fields == 6) return end;
        at = end;
    }
    return at;
}

std::expected<SuiteEntry, std::string> parse_epd_line(std::string_view text, std::size_t line) {
    SuiteEntry entry{"line " + std::to_string(line), {}, line, {}};
    const std::size_t operations = operations_start(text);
    entry.fen = std::string(trim(text.substr(0, operations)));
    std::string_view rest = text.substr(operations);
    while (!rest.empty()) {
        const std::size_t semicolon = rest.find(';');
        const std::string_view field = trim(rest.substr(0, semicolon));
        rest =
            semicolon == std::string_view::npos ? std::string_view() : rest.substr(semicolon + 1);
        if (field.empty()) continue;
        Expectation e{};
        if (!parse_depth_field(field, e))
            return std::unexpected("expected 'D<depth> <nodes>' (';D1 20' or 'D1 20;'), got '" +
                                   std::string(field) + "'");
        entry.expected.push_back(e);
    }
    return entry;
}

}  // namespace

std::expected<std::vector<SuiteEntry>, SuiteError> read_suite(std::istream& in) {
    std::vector<SuiteEntry> entries;
    std::string pending_id;
    std::string raw;
    for (std::size_t line = 1; std::getline(in, raw); ++line) {
        const std::string_view text = trim(raw);
        if (text.empty() || text[0] == '#') continue;
        if (text.starts_with("id ")) {
            pending_id = std::string(trim(text.substr(3)));
        } else if (text.starts_with("epd ")) {
            entries.push_back({pending_id.empty() ? "line " + std::to_string(line) : pending_id,
                               std::string(trim(text.substr(4))),
                               line,
                               {}});
            pending_id.clear();
        } else if (text.starts_with("perft ")) {
            if (entries.empty())
                return std::unexpected(SuiteError{line, "'perft' before any 'epd'"});
            const auto rest = trim(text.substr(6));
            const auto space = rest.find_first_of(" \t");
            Expectation e{};
            if (space == std::string_view::npos || !parse_number(rest.substr(0, space), e.depth) ||
                !parse_number(rest.substr(space + 1), e.nodes))
                return std::unexpected(SuiteError{line, "expected 'perft <depth> <nodes>'"});
            entries.back().expected.push_back(e);
        } else {
            auto entry = parse_epd_line(text, line);
            if (!entry) return std::unexpected(SuiteError{line, entry.error()});
            entries.push_back(std::move(*entry));
        }
    }
    return entries;
}

}  // namespace perft_tool
