#pragma once
// Prints diagnostics on stderr, compiler style, one line each, coloured by severity on a
// terminal. Shared by pgn-convert and pgn-fen (a candidate for tools/common).
//
// What is printed: every diagnostic whose severity is at least `threshold` and whose code the
// `shown` table does not suppress (--disable / --enable, common/diagnostic_codes.hpp). The
// reader's and the replayer's diagnostics, and the tools' own (pgn-convert's fixes), all arrive
// through report(). Errors are counted, printed or not, so that what the user chose not to see
// never changes a tool's exit code.

#include <cstdint>
#include <cstdio>
#include <string_view>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/replayer.hpp"

namespace chess::tools {

class DiagnosticPrinter final : public notation::DiagnosticSink {
public:
    explicit DiagnosticPrinter(notation::Severity threshold = notation::Severity::Note,
                               std::FILE* stream = stderr);
    DiagnosticPrinter(notation::Severity threshold, const pgn::SeverityTable& shown,
                      std::FILE* stream = stderr);

    void report(const notation::Diagnostic& diagnostic) override;

    // Errors and fatal errors seen so far.
    std::uint64_t errors() const { return errors_; }
    std::uint64_t printed() const { return printed_; }

private:
    std::FILE* stream_;
    notation::Severity threshold_;
    pgn::SeverityTable shown_;  // only whether a code is suppressed is read
    bool color_;
    std::uint64_t errors_ = 0;
    std::uint64_t printed_ = 0;
};

}  // namespace chess::tools
