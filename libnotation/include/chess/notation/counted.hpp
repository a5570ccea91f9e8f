#pragma once
// A count with its noun, "1 variation" or "2 variations", for the messages users read: no
// "variation(s)". The libraries' diagnostics and the tools' summaries share it.

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

namespace chess::notation {

// Appends "n singular" when n is 1, else "n plural". Appends to a caller's buffer, so that a
// diagnostic built in reused scratch space allocates nothing once warm.
inline void append_counted(std::string& out, std::uint64_t n, std::string_view singular,
                           std::string_view plural) {
    char digits[24];
    out.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr);
    out += ' ';
    out += n == 1 ? singular : plural;
}

inline std::string counted(std::uint64_t n, std::string_view singular, std::string_view plural) {
    std::string out;
    append_counted(out, n, singular, plural);
    return out;
}

}  // namespace chess::notation
