#include "diagnostic_codes.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <optional>

#include <fmt/core.h>

#include <boost/program_options.hpp>

namespace chess::tools {

namespace {

using notation::DiagnosticCode;
using notation::Severity;

constexpr unsigned highest_code_number = 999;  // codes are three digits (diagnostic.hpp)

std::vector<DiagnosticCode> find_codes() {
    const std::string_view unknown = notation::describe(static_cast<DiagnosticCode>(0));
    std::vector<DiagnosticCode> codes;
    for (unsigned n = 1; n <= highest_code_number; ++n) {
        const auto code = static_cast<DiagnosticCode>(n);
        if (notation::describe(code) != unknown) codes.push_back(code);
    }
    return codes;
}

char severity_letter(Severity severity) {
    return severity == Severity::Note ? 'N' : severity == Severity::Warning ? 'W' : 'E';
}

std::vector<DiagnosticCode> codes_with_default(Severity first, Severity last) {
    std::vector<DiagnosticCode> out;
    for (const DiagnosticCode code : all_codes()) {
        const Severity s = notation::default_severity(code);
        if (s >= first && s <= last) out.push_back(code);
    }
    return out;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string unknown_code(std::string_view text) {
    return fmt::format(
        "unknown diagnostic code '{}' (docs/diagnostics.md and pgn-validate "
        "--list-codes list them)",
        text);
}

std::expected<DiagnosticCode, std::string> parse_code(std::string_view text) {
    std::string_view digits = text;
    std::optional<char> letter;
    if (!digits.empty() && std::isalpha(static_cast<unsigned char>(digits.front())) != 0) {
        letter = static_cast<char>(std::toupper(static_cast<unsigned char>(digits.front())));
        digits.remove_prefix(1);
    }
    unsigned number = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    const auto codes = all_codes();
    const auto code = static_cast<DiagnosticCode>(number);
    if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() ||
        number > highest_code_number ||
        std::find(codes.begin(), codes.end(), code) == codes.end()) {
        return std::unexpected(unknown_code(text));
    }
    if (letter && *letter != 'E' && *letter != 'W' && *letter != 'N')
        return std::unexpected(unknown_code(text));
    if (letter && *letter != severity_letter(notation::default_severity(code))) {
        return std::unexpected(fmt::format("unknown diagnostic code '{}' (did you mean {}?)", text,
                                           notation::code_string(code)));
    }
    return code;
}

// "W308,N311" -> each selector; empty pieces are ignored ("W308," is fine).
std::expected<std::vector<DiagnosticCode>, std::string> parse_list(std::string_view list) {
    std::vector<DiagnosticCode> out;
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        const std::string_view item = list.substr(0, comma);
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
        if (item.empty()) continue;
        auto codes = parse_selector(item);
        if (!codes) return std::unexpected(codes.error());
        out.insert(out.end(), codes->begin(), codes->end());
    }
    return out;
}

}  // namespace

std::span<const DiagnosticCode> all_codes() {
    static const std::vector<DiagnosticCode> codes = find_codes();
    return codes;
}

std::expected<std::vector<DiagnosticCode>, std::string> parse_selector(std::string_view selector) {
    const std::string name = lower(selector);
    if (name == "all") return std::vector<DiagnosticCode>(all_codes().begin(), all_codes().end());
    if (name == "notes") return codes_with_default(Severity::Note, Severity::Note);
    if (name == "warnings") return codes_with_default(Severity::Warning, Severity::Warning);
    if (name == "errors") return codes_with_default(Severity::Error, Severity::Fatal);
    auto code = parse_code(selector);
    if (!code) return std::unexpected(code.error());
    return std::vector<DiagnosticCode>{*code};
}

void add_code_selection_options(boost::program_options::options_description& desc,
                                SeverityPolicy& policy) {
    namespace po = boost::program_options;
    auto add = desc.add_options();
    add("enable", po::value(&policy.enabled)->composing()->value_name("CODES"),
        "report these codes (after --disable)");
    add("disable", po::value(&policy.disabled)->composing()->value_name("CODES"),
        "do not report these codes");
}

std::expected<pgn::SeverityTable, std::string> make_severity_table(const SeverityPolicy& policy) {
    pgn::SeverityTable table;
    if (policy.strict) table.remap(Severity::Warning, Severity::Error);
    for (const auto& [lists, suppressed] :
         {std::pair{&policy.disabled, true}, std::pair{&policy.enabled, false}}) {
        for (const std::string& list : *lists) {
            auto codes = parse_list(list);
            if (!codes) return std::unexpected(codes.error());
            for (const DiagnosticCode code : *codes) table.suppress(code, suppressed);
        }
    }
    return table;
}

std::string list_codes() {
    std::string out;
    for (const DiagnosticCode code : all_codes()) {
        out += fmt::format("{}  {:<11} {}\n", notation::code_string(code),
                           notation::severity_name(notation::default_severity(code)),
                           notation::describe(code));
    }
    return out;
}

}  // namespace chess::tools
