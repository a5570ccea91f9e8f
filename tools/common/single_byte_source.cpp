#include "common/single_byte_source.hpp"

#include <algorithm>
#include <string>

#include "common/utf8.hpp"

namespace chess::tools {

namespace {

class SingleByteSource final : public pgn::ByteSource {
public:
    SingleByteSource(std::unique_ptr<pgn::ByteSource> text, const CodePageTable& table)
        : text_(std::move(text)), table_(&table) {}

    std::size_t read(char* buf, std::size_t max) override {
        while (pending_.size() - pos_ < max) {
            if (!refill()) break;
        }
        const std::size_t n = std::min(max, pending_.size() - pos_);
        pending_.copy(buf, n, pos_);
        pos_ += n;
        return n;
    }
    bool failed() const override { return text_->failed(); }
    std::string_view error_message() const override { return text_->error_message(); }

private:
    // Decodes the next block of the input behind what is pending; false at its end.
    bool refill() {
        pending_.erase(0, pos_);
        pos_ = 0;
        const std::size_t got = text_->read(raw_.data(), raw_.size());
        std::array<char, 4> utf8{};
        for (std::size_t i = 0; i < got; ++i) {
            const char16_t code_point = (*table_)[static_cast<unsigned char>(raw_[i])];
            pending_.append(utf8.data(), encode_utf8(code_point, utf8));
        }
        return got != 0;
    }

    std::unique_ptr<pgn::ByteSource> text_;
    const CodePageTable* table_;
    std::array<char, 64 * 1024> raw_{};
    std::string pending_;  // decoded, from pos_ on not yet delivered
    std::size_t pos_ = 0;
};

// Windows-1252 at 0x80-0x9F (the five bytes it leaves undefined keep their Latin-1 meaning):
// what the reader makes of the bytes it reads as Latin-1 (W101), so that --encoding latin-1
// reads them as auto does.
constexpr std::array<char16_t, 32> windows_1252_controls = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

constexpr CodePageTable latin_1 = [] {
    CodePageTable table{};
    for (std::size_t byte = 0; byte < table.size(); ++byte)
        table[byte] = static_cast<char16_t>(byte);
    for (std::size_t i = 0; i < windows_1252_controls.size(); ++i)
        table[0x80 + i] = windows_1252_controls[i];
    return table;
}();

}  // namespace

std::unique_ptr<pgn::ByteSource> make_single_byte_source(std::unique_ptr<pgn::ByteSource> text,
                                                         const CodePageTable& table) {
    return std::make_unique<SingleByteSource>(std::move(text), table);
}

std::unique_ptr<pgn::ByteSource> make_latin_1_source(std::unique_ptr<pgn::ByteSource> text) {
    return make_single_byte_source(std::move(text), latin_1);
}

const CodePageTable& latin_1_table() { return latin_1; }

}  // namespace chess::tools
