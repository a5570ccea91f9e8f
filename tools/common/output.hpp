#pragma once
// Where a tool writes its data: standard output ("-") or a file. A file is written to a
// temporary name beside it and renamed over the target only by commit(), so an interrupted or
// failed run never leaves a half-written file where the user asked for output (and rewriting
// a file in place keeps the original until the new one is complete).

#include <cstdio>
#include <expected>
#include <string>
#include <string_view>

namespace chess::tools {

class Output {
public:
    // "-" (or empty): standard output. Otherwise a temporary file next to path.
    static std::expected<Output, std::string> open(std::string_view path);

    Output(Output&& other) noexcept;
    Output& operator=(Output&& other) noexcept;
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;
    // Without commit(), a temporary file is removed and the target left untouched.
    ~Output();

    void write(std::string_view text);
    std::FILE* stream() const { return stream_; }
    // Flushes; for a file, renames the temporary over the target. The error names the file.
    std::expected<void, std::string> commit();
    const std::string& name() const { return name_; }

private:
    Output() = default;
    void discard() noexcept;

    std::FILE* stream_ = nullptr;
    std::string name_;       // the target ("<stdout>" for standard output)
    std::string temporary_;  // empty for standard output
    bool failed_ = false;
};

}  // namespace chess::tools
