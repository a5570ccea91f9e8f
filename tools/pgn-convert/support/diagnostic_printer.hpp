#pragma once
// Prints diagnostics on stderr, compiler style, one line each, coloured by severity on a
// terminal. Shared by pgn-convert and pgn-fen (a candidate for tools/common).
//
// What is printed: every diagnostic whose severity is at least `threshold`. The reader's and
// the replayer's diagnostics arrive through report(); the tools' own notes (fixes) through
// note(). Errors are counted, printed or not, so a tool can decide its exit code.

#include <cstdint>
#include <cstdio>
#include <string_view>

#include "chess/notation/diagnostic.hpp"

namespace chess::tools {

class DiagnosticPrinter final : public notation::DiagnosticSink {
public:
    explicit DiagnosticPrinter(notation::Severity threshold = notation::Severity::Note,
                               std::FILE* stream = stderr);

    void report(const notation::Diagnostic& diagnostic) override;

    // Errors and fatal errors seen so far.
    std::uint64_t errors() const { return errors_; }
    std::uint64_t printed() const { return printed_; }

private:
    std::FILE* stream_;
    notation::Severity threshold_;
    bool color_;
    std::uint64_t errors_ = 0;
    std::uint64_t printed_ = 0;
};

}  // namespace chess::tools
