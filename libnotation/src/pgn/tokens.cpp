#include "tokens.hpp"

namespace chess::pgn::detail {

namespace {

using namespace std::string_view_literals;

struct ResultForm {
    std::string_view text;
    Result result;
};

// UTF-8 written as escapes so that the source stays ASCII: "\xC2\xBD" is '½', "\xE2\x80\x93"
// the en dash, "\xBD" Latin-1 '½'.
constexpr ResultForm sloppy_results[] = {
    {"1/2"sv, Result::Draw},
    {"\xC2\xBD-\xC2\xBD"sv, Result::Draw},
    {"\xC2\xBD"sv, Result::Draw},
    {"\xC2\xBD:\xC2\xBD"sv, Result::Draw},
    {"\xC2\xBD\xE2\x80\x93\xC2\xBD"sv, Result::Draw},
    {"1/2:1/2"sv, Result::Draw},
    {"1/2\xE2\x80\x93\x31/2"sv, Result::Draw},
    {"0.5-0.5"sv, Result::Draw},
    {"\xBD-\xBD"sv, Result::Draw},
    {"\xBD"sv, Result::Draw},
    {"1:0"sv, Result::WhiteWins},
    {"0:1"sv, Result::BlackWins},
    {"1\xE2\x80\x93\x30"sv, Result::WhiteWins},
    {"0\xE2\x80\x93\x31"sv, Result::BlackWins},
};

struct GlyphForm {
    std::string_view text;
    std::uint8_t nag;
};

constexpr GlyphForm glyphs[] = {
    {"!"sv, 1},
    {"?"sv, 2},
    {"!!"sv, 3},
    {"??"sv, 4},
    {"!?"sv, 5},
    {"?!"sv, 6},
    {"\xE2\x96\xA1"sv, 7},  // □
    {"="sv, 10},
    {"\xE2\x88\x9E"sv, 13},  // ∞
    {"+="sv, 14},
    {"\xE2\xA9\xB2"sv, 14},  // ⩲
    {"=+"sv, 15},
    {"\xE2\xA9\xB1"sv, 15},  // ⩱
    {"+/-"sv, 16},
    {"\xC2\xB1"sv, 16},  // ±
    {"-/+"sv, 17},
    {"\xE2\x88\x93"sv, 17},  // ∓
    {"+-"sv, 18},
    {"-+"sv, 19},
    {"\xE2\xA8\x80"sv, 22},  // ⨀
};

bool in(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

}  // namespace

std::optional<ResultMatch> match_result(std::string_view token) {
    // The standard forms first: they are nearly all of the real input.
    if (token == "1-0"sv) return ResultMatch{Result::WhiteWins, false};
    if (token == "0-1"sv) return ResultMatch{Result::BlackWins, false};
    if (token == "1/2-1/2"sv) return ResultMatch{Result::Draw, false};
    if (token == "*"sv) return ResultMatch{Result::Unknown, false};
    if (!could_be_result(token) || token.size() > 11) return std::nullopt;
    for (const ResultForm& form : sloppy_results) {
        if (token == form.text) return ResultMatch{form.result, true};
    }
    return std::nullopt;
}

std::optional<std::uint8_t> glyph_nag(std::string_view glyph) {
    for (const GlyphForm& form : glyphs) {
        if (glyph == form.text) return form.nag;
    }
    return std::nullopt;
}

bool looks_like_movetext_start(std::string_view token) {
    if (token.empty()) return false;
    if (token[0] >= '0' && token[0] <= '9') return !match_result(token).has_value();
    if (token.starts_with("O-O"sv) || token == "--"sv) return true;
    if (token.size() < 2) return false;
    const char first = token[0];
    const char second = token[1];
    if (first >= 'a' && first <= 'h') return (second >= '1' && second <= '8') || second == 'x';
    if (in(first, "KQRBN")) {
        return (second >= 'a' && second <= 'h') || (second >= '1' && second <= '8') ||
               second == 'x';
    }
    return false;
}

}  // namespace chess::pgn::detail
