#pragma once
// Table-driven reader cases: an input, its exact event stream (with line:column locations) and
// its exact diagnostics ("code line:column"). The TEST_Ps are in reader_test.cpp; the tables
// are spread over reader_*_cases.cpp by topic.

#include <gtest/gtest.h>

#include <ostream>
#include <string_view>

namespace chess::pgn::test {

struct ReaderCase {
    std::string_view name;
    std::string_view input;
    std::string_view events;
    std::string_view diagnostics;
};

inline std::ostream& operator<<(std::ostream& out, const ReaderCase& c) { return out << c.name; }

class ReaderCaseTest : public ::testing::TestWithParam<ReaderCase> {};

inline std::string case_name(const ::testing::TestParamInfo<ReaderCase>& info) {
    return std::string(info.param.name);
}

}  // namespace chess::pgn::test
