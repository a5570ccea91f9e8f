#include "chess/pgn/visitor.hpp"

#include "tokens.hpp"

namespace chess::pgn {

std::string_view result_marker(Result result) {
    switch (result) {
        case Result::WhiteWins:
            return "1-0";
        case Result::BlackWins:
            return "0-1";
        case Result::Draw:
            return "1/2-1/2";
        case Result::Unknown:
            return "*";
    }
    return "*";
}

std::optional<Result> read_result(std::string_view text) {
    const std::optional<detail::ResultMatch> match = detail::match_result(text);
    if (!match) return std::nullopt;
    return match->result;
}

}  // namespace chess::pgn
