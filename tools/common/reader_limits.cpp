#include "common/reader_limits.hpp"

#include <fmt/core.h>

#include <boost/program_options.hpp>

namespace chess::tools {

namespace po = boost::program_options;
using notation::DiagnosticCode;

namespace {

constexpr ReaderLimit limits[] = {
    {"max-token-bytes", &pgn::ReaderOptions::max_token_bytes, DiagnosticCode::TokenTooLong,
     "longest move token (1024; at least 16 is used); longer breaks the game (E105)"},
    {"max-tag-bytes", &pgn::ReaderOptions::max_tag_bytes, DiagnosticCode::TagTooLong,
     "longest tag (65536); longer is dropped (E123)"},
    {"max-comment-bytes", &pgn::ReaderOptions::max_comment_bytes, DiagnosticCode::CommentTooLong,
     "longest comment kept (1048576); longer is truncated (W104)"},
    {"max-variation-depth", &pgn::ReaderOptions::max_variation_depth,
     DiagnosticCode::VariationTooDeep, "deepest variation (256); deeper is skipped (E111)"},
};

}  // namespace

std::span<const ReaderLimit> reader_limits() { return limits; }

const ReaderLimit* reader_limit_for(DiagnosticCode code) {
    for (const ReaderLimit& limit : limits) {
        if (limit.code == code) return &limit;
    }
    return nullptr;
}

void add_reader_limit_options(po::options_description& desc, pgn::ReaderOptions& options) {
    for (const ReaderLimit& limit : limits) {
        // Signed, so that "-5" is reported as such rather than wrapped into a huge size.
        auto store = [&options, &limit](long long value) {
            if (value < 1 || static_cast<unsigned long long>(value) > max_reader_limit)
                throw po::error(fmt::format("--{}: {} is not between 1 and {}", limit.option, value,
                                            max_reader_limit));
            options.*limit.value = static_cast<std::size_t>(value);
        };
        desc.add_options()(std::string(limit.option).c_str(),
                           po::value<long long>()->value_name("N")->notifier(store),
                           std::string(limit.help).c_str());
    }
}

}  // namespace chess::tools
