#pragma once
// Shared by the tools/common tests: corpus text, compressors built on each library's own API
// (so the decoders are checked against the reference implementations, not against themselves),
// and byte sources that behave like awkward pipes.

#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "chess/pgn/byte_source.hpp"
#include "common/compression.hpp"
#include "common/single_byte_source.hpp"
#include "common/text_encoding.hpp"

namespace chess::tools::test {

// A file of the project's corpus (CHESS_CORPUS_DIR), whole.
std::string corpus_text(std::string_view relative);
std::string read_file(const std::filesystem::path& path);
void write_file(const std::filesystem::path& path, std::string_view data);

// One complete stream (gzip member, bzip2 stream, xz stream, zstd frame) holding `data`.
std::string compress(Compression format, std::string_view data);

// Reads everything, `chunk` bytes per call at most; stops at 0. Fails the test on a source
// that returns 0 without failing and is then read again with more data.
std::string read_all(pgn::ByteSource& source, std::size_t chunk = 4096);

// Every byte from 0x20 to 0xFF, in order: what a single-byte code page's test transcodes.
std::string every_byte_from_space();

// The source that `make` puts over a byte source transcodes every_byte_from_space() to its
// ASCII part and `upper` (0x80-0xFF, as UTF-8), however the input trickles in and is read.
using SourceFactory =
    std::function<std::unique_ptr<pgn::ByteSource>(std::unique_ptr<pgn::ByteSource>)>;
void expect_transcodes_every_byte(const SourceFactory& make, std::string_view upper);

// The code points of well-formed UTF-8 text.
std::u32string code_points(std::string_view utf8);

// UTF-8 text in the single-byte code page `table`: what a file in that code page holds. Every
// character must be in the table (the test fails otherwise).
std::string in_code_page(std::string_view utf8, const CodePageTable& table);

// open_input on a file `name` holding `bytes`, read with `choice`: the notice on stderr is the
// file's name, ": ", the encoding's name and " text (", `why`, "), converted to UTF-8"; the
// input is in `encoding` and reads as `text`.
void expect_opened_as(const std::string& name, const std::string& bytes, EncodingChoice choice,
                      TextEncoding encoding, std::string_view why, const std::string& text);

// Whether this process ignores `signal_number`. The tools leave an ignored signal ignored, so a
// test of what such a signal does needs it at its default action; a process started by nohup or
// as `tests &` in a script does not have it (ctest resets every signal for each test it runs).
bool signal_ignored(int signal_number);

// Delivers at most `chunk` bytes per read, as a slow pipe would.
class TricklingSource final : public pgn::ByteSource {
public:
    TricklingSource(std::string data, std::size_t chunk) : data_(std::move(data)), chunk_(chunk) {}
    std::size_t read(char* buf, std::size_t max) override;
    std::size_t bytes_read() const { return pos_; }

private:
    std::string data_;
    std::size_t chunk_;
    std::size_t pos_ = 0;
};

// Delivers `data`, then fails as a disk would (EIO).
class FailingSource final : public pgn::ByteSource {
public:
    explicit FailingSource(std::string data) : data_(std::move(data)) {}
    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return failed_; }
    std::string_view error_message() const override { return "Input/output error"; }

private:
    std::string data_;
    std::size_t pos_ = 0;
    bool failed_ = false;
};

// A fresh empty directory under the system's temporary directory, removed with the object.
class ScratchDir {
public:
    ScratchDir();
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(std::string_view name) const { return path_ / name; }
    // The names of the files in it, sorted.
    std::string listing() const;

private:
    std::filesystem::path path_;
};

}  // namespace chess::tools::test
