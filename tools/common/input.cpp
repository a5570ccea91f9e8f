#include "common/input.hpp"

#include <sys/stat.h>

#include <fmt/core.h>

namespace chess::tools {

std::string_view compression_name(Compression compression) {
    switch (compression) {
        case Compression::None:
            return "none";
        case Compression::Gzip:
            return "gzip";
        case Compression::Bzip2:
            return "bzip2";
        case Compression::Xz:
            return "xz";
        case Compression::Zstd:
            return "zstd";
    }
    return "?";
}

std::uint64_t Input::file_bytes_read() const { return raw_counter ? *raw_counter : 0; }

namespace {

// Counts what passes through, so progress can be shown against the file size.
class CountingSource final : public pgn::ByteSource {
public:
    CountingSource(pgn::FileSource file, std::shared_ptr<std::uint64_t> counter)
        : file_(std::move(file)), counter_(std::move(counter)) {}
    std::size_t read(char* buf, std::size_t max) override {
        const std::size_t n = file_.read(buf, max);
        *counter_ += n;
        return n;
    }
    bool failed() const override { return file_.failed(); }
    std::string_view error_message() const override { return file_.error_message(); }

private:
    pgn::FileSource file_;
    std::shared_ptr<std::uint64_t> counter_;
};

}  // namespace

// Skeleton: plain input only. Compressed formats are detected and decoded in a later change.
std::expected<Input, std::string> open_input(std::string_view path) {
    Input input;
    if (path == "-") {
        input.name = "<stdin>";
        input.source =
            std::make_unique<CountingSource>(pgn::FileSource::borrow(0), input.raw_counter);
        return input;
    }
    input.name = std::string(path);
    auto file = pgn::FileSource::open(input.name);
    if (!file) return std::unexpected(fmt::format("{}: {}", path, file.error().message()));
    struct stat st {};
    if (::stat(input.name.c_str(), &st) == 0 && S_ISREG(st.st_mode))
        input.file_size = static_cast<std::uint64_t>(st.st_size);
    if (::stat(input.name.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
        return std::unexpected(fmt::format("{}: is a directory", path));
    input.source = std::make_unique<CountingSource>(std::move(*file), input.raw_counter);
    return input;
}

}  // namespace chess::tools
