// --format json: JSON Lines. One object per diagnostic, one line each, then one summary object:
//
//   {"type":"diagnostic","code":"E201","severity":"error","file":"games.pgn","line":12,
//    "column":5,"offset":2301,"game":3,"ply":33,"token":"Nxe5","fen":"...","message":"..."}
//   {"type":"summary","files":1,"games":3,...,"byte_range":null}
//
// The summary's byte_range is null, or with --byte-range {"file":"big.pgn","start":0,"end":1000}
// (file null when the run read several inputs, end null for START:).
//
// Fields a diagnostic does not have (line and column unknown, no ply, token or FEN) are null.
// The message is a sentence complete on its own: with its token quoted at its end, as the text
// format has it (many messages end where the token goes: "..., so the result is 0-1, not").

#include <fmt/core.h>

#include <string>

#include "escape.hpp"
#include "report.hpp"

namespace chess::tools::validate {

namespace {

void append_number_or_null(std::string& out, std::uint64_t value) {
    out += value == 0 ? std::string("null") : fmt::format("{}", value);
}

void append_string_or_null(std::string& out, std::string_view value) {
    if (value.empty())
        out += "null";
    else
        append_json_string(out, value);
}

class JsonReport final : public Report {
public:
    explicit JsonReport(Output& out) : out_(out) {}

    void diagnostic(const notation::Diagnostic& d, const std::optional<SourceLine>&) override {
        line_.assign(R"({"type":"diagnostic","code":")");
        line_ += notation::code_string(d.code);
        line_ += R"(","severity":")";
        line_ += notation::severity_name(d.severity);
        line_ += R"(","file":)";
        append_json_string(line_, d.file);
        line_ += R"(,"line":)";
        append_number_or_null(line_, d.location.line);
        line_ += R"(,"column":)";
        append_number_or_null(line_, d.location.column);
        line_ += fmt::format(R"(,"offset":{},"game":)", d.location.offset);
        append_number_or_null(line_, d.game);
        line_ += R"(,"ply":)";
        line_ += d.ply ? fmt::format("{}", *d.ply) : std::string("null");
        line_ += R"(,"token":)";
        append_string_or_null(line_, d.token);
        line_ += R"(,"fen":)";
        append_string_or_null(line_, d.fen);
        line_ += R"(,"message":)";
        append_json_string(line_, sentence(d));
        line_ += "}\n";
        out_.write(line_);
    }

    void finish(const RunTotals& t) override {
        line_ = fmt::format(
            R"({{"type":"summary","files":{},"games":{},"moves":{},"errors":{},"warnings":{},)"
            R"("notes":{},"bytes":{},"seconds":{:.3f},"stopped":{},"max_errors":{},"io_error":{},)"
            R"("byte_range":)",
            t.files, t.games, t.moves, t.errors, t.warnings, t.notes, t.bytes, t.seconds, t.stopped,
            t.max_errors == 0 ? std::string("null") : fmt::format("{}", t.max_errors), t.io_error);
        if (t.byte_range) {
            line_ += R"({"file":)";
            append_string_or_null(line_, t.byte_range->file);
            line_ += fmt::format(R"(,"start":{},"end":)", t.byte_range->start);
            line_ += t.byte_range->end ? fmt::format("{}", *t.byte_range->end) : "null";
            line_ += '}';
        } else {
            line_ += "null";
        }
        line_ += "}\n";
        out_.write(line_);
    }

private:
    // The token is quoted as the "token" member has it (valid UTF-8), so that --merge finds it
    // at the message's end and takes it off again (part_line.cpp).
    static std::string sentence(const notation::Diagnostic& d) {
        if (d.token.empty()) return notation::diagnostic_sentence(d);
        const std::string token = repair_utf8(d.token);
        notation::Diagnostic shown = d;
        shown.token = token;
        return notation::diagnostic_sentence(shown);
    }

    Output& out_;
    std::string line_;
};

}  // namespace

std::unique_ptr<Report> make_json_report(Output& out) { return std::make_unique<JsonReport>(out); }

}  // namespace chess::tools::validate
