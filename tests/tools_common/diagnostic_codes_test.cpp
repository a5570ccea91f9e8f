// diagnostic_codes.hpp: the catalogue of codes, code selectors and the severity table they build.

#include "common/diagnostic_codes.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace chess::tools {
namespace {

using notation::DiagnosticCode;
using notation::Severity;

TEST(Codes, CatalogueHoldsEveryDescribedCodeInOrder) {
    const auto codes = all_codes();
    ASSERT_FALSE(codes.empty());
    EXPECT_TRUE(std::is_sorted(codes.begin(), codes.end()));
    for (const DiagnosticCode code :
         {DiagnosticCode::ReadFailed, DiagnosticCode::IllegalMove, DiagnosticCode::AnnotationGlyph,
          DiagnosticCode::IllegalFenPosition}) {
        EXPECT_NE(std::find(codes.begin(), codes.end(), code), codes.end())
            << notation::code_string(code);
    }
    EXPECT_EQ(std::find(codes.begin(), codes.end(), static_cast<DiagnosticCode>(229)), codes.end());
}

TEST(Codes, SelectorsNameCodesAndGroups) {
    for (const char* name : {"W308", "w308", "308"})
        EXPECT_EQ(parse_selector(name), std::vector{DiagnosticCode::MissingRosterTag}) << name;
    EXPECT_EQ(parse_selector("E1"), std::vector{DiagnosticCode::ReadFailed});
    const auto wrong_letter = parse_selector("E308");
    ASSERT_FALSE(wrong_letter);
    EXPECT_NE(wrong_letter.error().find("W308"), std::string::npos);
    for (const char* bad : {"", "X201", "229", "65737", "E20x", "all,notes"})
        EXPECT_FALSE(parse_selector(bad)) << bad;
    EXPECT_EQ(parse_selector("ALL")->size(), all_codes().size());
    const auto notes = parse_selector("notes");
    ASSERT_TRUE(notes);
    EXPECT_TRUE(std::all_of(notes->begin(), notes->end(), [](DiagnosticCode c) {
        return notation::default_severity(c) == Severity::Note;
    }));
    EXPECT_EQ(parse_selector("notes")->size() + parse_selector("warnings")->size() +
                  parse_selector("errors")->size(),
              all_codes().size());
}

SeverityPolicy policy(bool strict, std::vector<std::string> disabled = {},
                      std::vector<std::string> enabled = {}) {
    SeverityPolicy p;
    p.strict = strict;
    p.disabled = std::move(disabled);
    p.enabled = std::move(enabled);
    return p;
}

TEST(Codes, StrictThenDisableThenEnable) {
    const auto table = make_severity_table(policy(true, {"W308,N311", "all"}, {"W308", "E201"}));
    ASSERT_TRUE(table);
    EXPECT_EQ(table->lookup(DiagnosticCode::MissingRosterTag), Severity::Error);  // strict
    EXPECT_EQ(table->lookup(DiagnosticCode::IllegalMove), Severity::Error);
    EXPECT_EQ(table->lookup(DiagnosticCode::MalformedRound), std::nullopt);
    EXPECT_EQ(table->lookup(DiagnosticCode::InvalidUtf8), std::nullopt);
    const auto lenient = make_severity_table(policy(false));
    EXPECT_EQ(lenient->lookup(DiagnosticCode::MissingCaptureMark), Severity::Warning);
    EXPECT_EQ(make_severity_table(policy(true))->lookup(DiagnosticCode::CastlingWithZeros),
              Severity::Note);  // notes stay notes
    EXPECT_FALSE(make_severity_table(policy(false, {"W999"})));
}

}  // namespace
}  // namespace chess::tools
