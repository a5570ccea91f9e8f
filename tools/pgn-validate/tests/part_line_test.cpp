// part_line.hpp: what the JSON report writes reads back to the same values (so --merge writes
// the same bytes again), and a line that is not the report's JSON is refused with its member.

#include "part_line.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>

#include "common/output.hpp"

namespace chess::tools::validate {
namespace {

using notation::DiagnosticCode;
using notation::Severity;

// What the JSON report writes for these diagnostics and totals.
std::string json_report_of(const std::vector<notation::OwnedDiagnostic>& diagnostics,
                           const RunTotals& totals) {
    // ctest runs each test as a process of its own, side by side: the name is the process's.
    const std::string path =
        testing::TempDir() + "part_line_test_" + std::to_string(::getpid()) + ".json";
    auto out = Output::open(path);
    EXPECT_TRUE(out.has_value());
    auto report = make_json_report(*out);
    for (const auto& d : diagnostics) report->diagnostic(d.view(), std::nullopt);
    report->finish(totals);
    EXPECT_TRUE(out->commit().has_value());
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    std::remove(path.c_str());
    return text.str();
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

TEST(PartLine, WhatTheReportWritesReadsBackToTheSameBytes) {
    notation::OwnedDiagnostic full;
    full.severity = Severity::Error;
    full.code = DiagnosticCode::IllegalMove;
    full.file = "dir/\"odd\" name\\.pgn";
    // Line and column past 2^32 - 1: a few lichess months joined have more lines.
    full.location = {123456789012ULL, 4'300'000'012ULL, 4'294'967'301ULL};
    full.game = 3;
    full.ply = 0;  // a ply of 0 is written, unlike game 0
    full.token = "K\te3\x01 \xe2\x99\x98";
    full.fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    full.message = "illegal move: \"quoted\"";
    notation::OwnedDiagnostic bare;  // every optional member null
    bare.severity = Severity::Fatal;
    bare.code = DiagnosticCode::ReadFailed;
    bare.file = "<stdin>";
    bare.message = "read error";
    RunTotals totals{2, 30, 400, 5, 6, 7, 8901, 1.25, true, 5, true, std::nullopt};
    totals.byte_range = RangeRead{"big \"file\".pgn", 1000, std::nullopt};

    const std::string written = json_report_of({full, bare}, totals);
    const auto lines = lines_of(written);
    ASSERT_EQ(lines.size(), 3u);
    std::vector<notation::OwnedDiagnostic> read;
    for (int i = 0; i < 2; ++i) {
        auto parsed = parse_part_line(lines[static_cast<std::size_t>(i)]);
        ASSERT_TRUE(parsed.has_value()) << parsed.error();
        read.push_back(std::get<notation::OwnedDiagnostic>(*parsed));
    }
    EXPECT_EQ(read[0].file, full.file);
    EXPECT_EQ(read[0].token, full.token);
    EXPECT_EQ(read[0].message, full.message);  // the JSON message has the token, read back not
    EXPECT_EQ(read[1].message, bare.message);
    EXPECT_EQ(read[0].location, full.location);
    EXPECT_EQ(read[0].ply, full.ply);
    EXPECT_EQ(read[1].ply, std::nullopt);
    EXPECT_EQ(read[1].game, 0u);
    EXPECT_EQ(read[1].severity, Severity::Fatal);
    auto summary = parse_part_line(lines[2]);
    ASSERT_TRUE(summary.has_value()) << summary.error();
    const auto& t = std::get<RunTotals>(*summary);
    EXPECT_EQ(t.byte_range, totals.byte_range);
    EXPECT_EQ(json_report_of(read, t), written);
    totals.byte_range->file.clear();  // several inputs: null
    totals.byte_range->end = 2000;
    summary = parse_part_line(lines_of(json_report_of({}, totals))[0]);
    ASSERT_TRUE(summary.has_value()) << summary.error();
    EXPECT_EQ(std::get<RunTotals>(*summary).byte_range, totals.byte_range);
    totals.byte_range.reset();
    summary = parse_part_line(lines_of(json_report_of({}, totals))[0]);
    ASSERT_TRUE(summary.has_value()) << summary.error();
    EXPECT_EQ(std::get<RunTotals>(*summary).byte_range, std::nullopt);
}

TEST(PartLine, TheMessageIsASentenceWithItsTokenQuoted) {
    notation::OwnedDiagnostic d;
    d.code = DiagnosticCode::IllegalMove;
    d.file = "a.pgn";
    d.game = 1;
    d.token = "1-0";
    d.message = "Black mates, so the result is 0-1, not";
    notation::OwnedDiagnostic latin1 = d;  // the token's bytes are not UTF-8, and cut
    latin1.token = std::string(58, 'x') + "\xe9\xe9";
    const auto lines = lines_of(json_report_of({d, latin1}, RunTotals{}));
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_NE(lines[0].find(R"("message":"Black mates, so the result is 0-1, not '1-0'"})"),
              std::string::npos)
        << lines[0];
    for (int i = 0; i < 2; ++i) {
        auto parsed = parse_part_line(lines[static_cast<std::size_t>(i)]);
        ASSERT_TRUE(parsed.has_value()) << parsed.error();
        EXPECT_EQ(std::get<notation::OwnedDiagnostic>(*parsed).message, d.message) << i;
    }
    // An older pgn-validate's message, without the token, is kept as it is.
    std::string old = lines[0];
    old.replace(old.find(" '1-0'"), 6, "");
    auto parsed = parse_part_line(old);
    ASSERT_TRUE(parsed.has_value()) << parsed.error();
    EXPECT_EQ(std::get<notation::OwnedDiagnostic>(*parsed).message, d.message);
}

TEST(PartLine, RefusesWhatTheReportDoesNotWrite) {
    const auto error = [](std::string_view line) {
        auto parsed = parse_part_line(line);
        return parsed ? std::string("accepted") : parsed.error();
    };
    const std::string diagnostic =
        R"({"type":"diagnostic","code":"E201","severity":"error","file":"a.pgn","line":1,)"
        R"("column":2,"offset":3,"game":1,"ply":1,"token":"e5","fen":null,"message":"m"})";
    EXPECT_EQ(error(diagnostic), "accepted");
    EXPECT_EQ(error("[1]"), "expected a JSON object");
    EXPECT_EQ(error(R"({"type":"other"})"), R"("type": expected "diagnostic" or "summary")");
    EXPECT_EQ(error(R"({"code":"E201"})"), R"("type": missing)");
    std::string bad = diagnostic;
    EXPECT_EQ(error(bad.replace(bad.find("E201"), 4, "E999")), R"(unknown code "E999")");
    bad = diagnostic;
    EXPECT_EQ(error(bad.replace(bad.find("\"game\":1"), 8, "\"game\":-1")),
              R"("game": expected a whole number from 0)");
    bad = diagnostic;
    EXPECT_EQ(error(bad.replace(bad.find("\"error\""), 7, "\"grave\"")),
              R"(unknown severity "grave")");
    EXPECT_EQ(error(R"({"type":"summary","files":1})"), R"("games": missing)");
    const std::string summary =
        R"({"type":"summary","files":1,"games":1,"moves":1,"errors":0,"warnings":0,"notes":0,)"
        R"("bytes":1,"seconds":0.001,"stopped":false,"max_errors":null,"io_error":false,)"
        R"("byte_range":{"file":"a.pgn","start":0,"end":null}})";
    EXPECT_EQ(error(summary), "accepted");
    bad = summary;
    EXPECT_EQ(error(bad.replace(bad.find("\"start\":0"), 9, "\"start\":\"0\"")),
              R"("byte_range": "start": expected a whole number from 0)");
    bad = summary;
    EXPECT_EQ(error(bad.replace(bad.find("{\"file"), 37, "[]")),
              R"("byte_range": expected an object or null)");
    EXPECT_EQ(error("{oops"), "1:2: expected a member name in quotes");
}

}  // namespace
}  // namespace chess::tools::validate
