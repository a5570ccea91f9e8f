#include "common/input.hpp"

#include <sys/stat.h>

#include <fmt/core.h>

#include "common/decoders.hpp"
#include "common/threaded_source.hpp"

namespace chess::tools {

std::uint64_t Input::file_bytes_read() const {
    return raw_counter ? raw_counter->load(std::memory_order_relaxed) : 0;
}

namespace {

// Counts what passes through, so progress can be shown against the file size.
class CountingSource final : public pgn::ByteSource {
public:
    CountingSource(pgn::FileSource file, std::shared_ptr<std::atomic<std::uint64_t>> counter)
        : file_(std::move(file)), counter_(std::move(counter)) {}
    std::size_t read(char* buf, std::size_t max) override {
        const std::size_t n = file_.read(buf, max);
        counter_->fetch_add(n, std::memory_order_relaxed);
        return n;
    }
    bool failed() const override { return file_.failed(); }
    std::string_view error_message() const override { return file_.error_message(); }

private:
    pgn::FileSource file_;
    std::shared_ptr<std::atomic<std::uint64_t>> counter_;
};

std::expected<pgn::FileSource, std::string> open_file(std::string_view path, Input& input) {
    struct stat st {};
    if (::stat(input.name.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode)) return std::unexpected(fmt::format("{}: is a directory", path));
        if (S_ISREG(st.st_mode)) input.file_size = static_cast<std::uint64_t>(st.st_size);
    }
    auto file = pgn::FileSource::open(input.name);
    if (!file) return std::unexpected(fmt::format("{}: {}", path, file.error().message()));
    return std::move(*file);
}

// The letters a code page that --encoding auto tells is for.
const char* script_of(TextEncoding encoding) {
    switch (encoding) {
        case TextEncoding::Windows1253:
        case TextEncoding::Iso8859_7:
            return "Greek";
        case TextEncoding::Windows1250:
        case TextEncoding::Iso8859_2:
            return "Central European";
        default:
            return "Cyrillic";
    }
}

// What --encoding auto found in the text, for the notice on stderr: the letters, and its doubt.
std::string detection_reason(const EncodingVerdict& verdict) {
    const TextEncoding encoding = verdict.encoding.load(std::memory_order_acquire);
    std::string reason = std::string("not UTF-8, ") + script_of(encoding) + " letters";
    const std::string doubt =
        encoding_doubt_text({encoding, verdict.doubt.load(std::memory_order_relaxed)});
    if (!doubt.empty()) reason += "; " + doubt;
    return reason;
}

// Why the text is read as it is, for the notice on stderr.
std::string encoding_reason(const EncodingVerdict& verdict, EncodingChoice choice) {
    const TextEncoding encoding = verdict.encoding.load(std::memory_order_acquire);
    if (encoding == TextEncoding::Utf16Le || encoding == TextEncoding::Utf16Be)
        return "byte order mark";
    return choice == EncodingChoice::Auto ? detection_reason(verdict) : "--encoding";
}

}  // namespace

std::expected<Input, std::string> open_input(std::string_view path, EncodingChoice encoding) {
    Input input;
    std::optional<pgn::FileSource> file;
    if (path == "-") {
        input.name = "<stdin>";
        file.emplace(pgn::FileSource::borrow(0));
    } else {
        input.name = std::string(path);
        auto opened = open_file(path, input);
        if (!opened) return std::unexpected(std::move(opened.error()));
        file.emplace(std::move(*opened));
    }
    auto counted = std::make_unique<CountingSource>(std::move(*file), input.raw_counter);
    const CountingSource& raw = *counted;
    auto decoded = decode_by_content(std::move(counted), encoding);
    // A file that cannot even be read (EISDIR on some systems, EIO) fails here, not later. A
    // compressed stream that is corrupt from its start is the reader's to report (E001), with
    // the bytes decoded before the problem.
    if (raw.failed())
        return std::unexpected(fmt::format("{}: {}", input.name, raw.error_message()));
    input.source = std::move(decoded.source);
    // Decompressing is as costly as parsing: in its own thread, the two overlap.
    if (decoded.compression != Compression::None)
        input.source = std::make_unique<ThreadedSource>(std::move(input.source));
    input.compression = decoded.compression;
    input.verdict = std::move(decoded.verdict);
    if (input.encoding() != TextEncoding::Utf8) {
        fmt::print(stderr, "{}: {} text ({}), converted to UTF-8\n", input.name,
                   text_encoding_name(input.encoding()), encoding_reason(*input.verdict, encoding));
    } else if (encoding == EncodingChoice::Auto) {
        input.late_encoding_notice = Input::LateEncodingNotice(input.name, input.verdict);
    }
    return input;
}

Input::LateEncodingNotice::LateEncodingNotice(std::string name,
                                              std::shared_ptr<const EncodingVerdict> verdict)
    : name_(std::move(name)), verdict_(std::move(verdict)) {}

Input::LateEncodingNotice::~LateEncodingNotice() {
    if (!verdict_ || verdict_->encoding.load(std::memory_order_acquire) == TextEncoding::Utf8)
        return;
    fmt::print(stderr, "{}: {} text from byte {} on ({}), converted to UTF-8\n", name_,
               text_encoding_name(verdict_->encoding.load(std::memory_order_acquire)),
               verdict_->from_byte.load(std::memory_order_relaxed), detection_reason(*verdict_));
}

}  // namespace chess::tools
