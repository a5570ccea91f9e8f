// reader_limits.hpp: the reader's limits on the command line, shared by pgn-validate and
// pgn-convert: each option stores its limit, bad values are refused with the option's name, and
// each limit names the diagnostic the reader reports beyond it.

#include "common/reader_limits.hpp"

#include <gtest/gtest.h>

#include <boost/program_options.hpp>
#include <string>
#include <vector>

namespace chess::tools {
namespace {

namespace po = boost::program_options;
using notation::DiagnosticCode;

// Parses `args` with the four options; returns the reader options they set.
pgn::ReaderOptions parse(std::vector<std::string> args) {
    pgn::ReaderOptions options;
    po::options_description desc;
    add_reader_limit_options(desc, options);
    std::vector<const char*> argv{"tool"};
    for (const std::string& arg : args) argv.push_back(arg.c_str());
    po::variables_map vm;
    po::store(po::parse_command_line(static_cast<int>(argv.size()), argv.data(), desc), vm);
    po::notify(vm);
    return options;
}

TEST(ReaderLimits, EachOptionSetsItsLimitAndTheOthersKeepTheirDefaults) {
    const pgn::ReaderOptions defaults;
    const pgn::ReaderOptions none = parse({});
    EXPECT_EQ(none.max_token_bytes, defaults.max_token_bytes);
    EXPECT_EQ(none.max_tag_bytes, defaults.max_tag_bytes);
    EXPECT_EQ(none.max_comment_bytes, defaults.max_comment_bytes);
    EXPECT_EQ(none.max_variation_depth, defaults.max_variation_depth);

    const pgn::ReaderOptions all =
        parse({"--max-token-bytes", "4096", "--max-tag-bytes", "100000", "--max-comment-bytes",
               "2000000", "--max-variation-depth", "2147483648"});
    EXPECT_EQ(all.max_token_bytes, 4096u);
    EXPECT_EQ(all.max_tag_bytes, 100000u);
    EXPECT_EQ(all.max_comment_bytes, 2000000u);
    EXPECT_EQ(all.max_variation_depth, max_reader_limit);
}

TEST(ReaderLimits, ValuesOutsideTheRangeAreRefusedWithTheOptionsName) {
    for (const char* bad : {"0", "-5", "2147483649"}) {
        try {
            parse({"--max-comment-bytes", bad});
            ADD_FAILURE() << bad << " was accepted";
        } catch (const po::error& e) {
            EXPECT_EQ(std::string(e.what()), std::string("--max-comment-bytes: ") + bad +
                                                 " is not between 1 and 2147483648");
        }
    }
    EXPECT_THROW(parse({"--max-tag-bytes", "many"}), po::error);
}

TEST(ReaderLimits, EachLimitNamesTheDiagnosticReportedBeyondIt) {
    ASSERT_EQ(reader_limits().size(), 4u);
    const std::pair<DiagnosticCode, std::string_view> expected[] = {
        {DiagnosticCode::TokenTooLong, "max-token-bytes"},
        {DiagnosticCode::TagTooLong, "max-tag-bytes"},
        {DiagnosticCode::CommentTooLong, "max-comment-bytes"},
        {DiagnosticCode::VariationTooDeep, "max-variation-depth"},
    };
    for (const auto& [code, option] : expected) {
        const ReaderLimit* limit = reader_limit_for(code);
        ASSERT_NE(limit, nullptr) << option;
        EXPECT_EQ(limit->option, option);
        // The limit behind each code is one that drops text: a tool that fails the game names it.
        EXPECT_TRUE(notation::drops_game_text(code)) << option;
    }
    EXPECT_EQ(reader_limit_for(DiagnosticCode::MalformedTag), nullptr);
    EXPECT_EQ(reader_limit_for(DiagnosticCode::IllegalMove), nullptr);
}

}  // namespace
}  // namespace chess::tools
