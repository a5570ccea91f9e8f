#include "common/auto_encoding_source.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

#include "common/central_european_detection.hpp"
#include "common/code_page_source.hpp"
#include "common/cyrillic_detection.hpp"
#include "common/greek_detection.hpp"
#include "common/replay_source.hpp"
#include "common/utf8.hpp"

namespace chess::tools {

namespace {

// Index of the first byte above 0x7F in [data, data + n), or n. Eight bytes at a time: a plain
// ASCII archive is scanned whole, and a byte at a time would cost a few percent of validating it.
std::size_t ascii_prefix(const char* data, std::size_t n) {
    constexpr std::uint64_t high_bits = 0x8080808080808080;
    std::size_t i = 0;
    for (; i + sizeof(std::uint64_t) <= n; i += sizeof(std::uint64_t)) {
        std::uint64_t word = 0;
        std::memcpy(&word, data + i, sizeof word);
        if ((word & high_bits) != 0) break;
    }
    while (i < n && static_cast<unsigned char>(data[i]) < 0x80) ++i;
    return i;
}

}  // namespace

EncodingGuess guess_text_encoding(std::string_view sample) {
    const EncodingGuess cyrillic = guess_cyrillic_encoding(sample);
    if (is_utf8_sample(sample)) return cyrillic;
    const EncodingGuess greek = guess_greek_encoding(sample);
    if (greek.encoding == TextEncoding::Utf8) {
        // Central European words are Latin words, which neither takes for its letters.
        if (cyrillic.encoding == TextEncoding::Utf8) return guess_central_european_encoding(sample);
        return cyrillic;
    }
    if (cyrillic.encoding == TextEncoding::Utf8) return greek;
    // Greek names in capitals read as Cyrillic words too ("ΠΑΠΑΔΟΠΟΥΛΟΣ" is "РБРБДПРПХЛПУ" in
    // Windows-1251): the reading whose letters its language has the more often, with the doubt
    // said where the Greek words' letters are too few to tell by much.
    EncodingGuess likelier = greek.bits_per_letter < cyrillic.bits_per_letter ? greek : cyrillic;
    const double margin = std::abs(greek.bits_per_letter - cyrillic.bits_per_letter) *
                          static_cast<double>(greek.letters);
    if (margin < undecided_bits) likelier.doubt = EncodingDoubt::CyrillicOrGreek;
    return likelier;
}

AutoEncodingSource::AutoEncodingSource(std::unique_ptr<pgn::ByteSource> text,
                                       std::shared_ptr<EncodingVerdict> verdict)
    : text_(std::move(text)), verdict_(std::move(verdict)) {}

void AutoEncodingSource::look_ahead(std::size_t n) {
    std::string head = read_ahead(*text_, n);
    const std::size_t ascii = ascii_prefix(head.data(), head.size());
    if (ascii < head.size()) {
        offset_ += ascii;
        remember_ascii(head.data(), ascii);
        decide(head.substr(ascii));
        head.resize(ascii);
    }
    // The head again in front of the rest. Undecided, read() scans (and counts) it as it scans
    // any other bytes.
    text_ = std::make_unique<ReplaySource>(std::move(head), std::move(text_));
}

std::size_t AutoEncodingSource::read(char* buf, std::size_t max) {
    if (decided_) return text_->read(buf, max);
    const std::size_t n = text_->read(buf, max);
    const std::size_t ascii = ascii_prefix(buf, n);
    offset_ += ascii;
    remember_ascii(buf, ascii);
    if (ascii == n) return n;
    decide(std::string(buf + ascii, n - ascii));
    // The ASCII before the first other byte now; from that byte on, the text as decided.
    return ascii != 0 ? ascii : text_->read(buf, max);
}

void AutoEncodingSource::remember_ascii(const char* ascii, std::size_t n) {
    const std::size_t keep = std::min(n, context_size);
    ascii_before_.append(ascii + n - keep, keep);
    if (ascii_before_.size() > context_size)
        ascii_before_.erase(0, ascii_before_.size() - context_size);
}

void AutoEncodingSource::decide(std::string sample) {
    if (sample.size() < sample_size) sample += read_ahead(*text_, sample_size - sample.size());
    const EncodingGuess found = guess_text_encoding(ascii_before_ + sample);
    auto rest = std::make_unique<ReplaySource>(std::move(sample), std::move(text_));
    decided_ = true;
    if (found.encoding == TextEncoding::Utf8) {
        text_ = std::move(rest);
        return;
    }
    text_ = make_code_page_source(found.encoding, std::move(rest));
    verdict_->from_byte.store(offset_, std::memory_order_relaxed);
    verdict_->doubt.store(found.doubt, std::memory_order_relaxed);
    verdict_->encoding.store(found.encoding, std::memory_order_release);
}

}  // namespace chess::tools
