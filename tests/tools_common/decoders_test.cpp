// The four decoders against their reference libraries: round trips of real text, concatenated
// streams, awkward read sizes, and the failures that must never pass as a short file.

#include "common/decoders.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::compress;
using test::read_all;
using test::TricklingSource;

const std::string& corpus() {
    // UTF-8 text with long and short lines: book-notation games in Cyrillic.
    static const std::string text = test::corpus_text("book-notation/lan-russian-cyrillic.pgn");
    return text;
}

std::unique_ptr<pgn::ByteSource> source_of(std::string data, std::size_t chunk = 1 << 20) {
    return std::make_unique<TricklingSource>(std::move(data), chunk);
}

class Decoder : public ::testing::TestWithParam<Compression> {
protected:
    Compression format() const { return GetParam(); }
    std::string name() const { return std::string(compression_name(format())); }
    // Decodes by content, as open_input does, and checks the format was recognised.
    std::unique_ptr<pgn::ByteSource> decoder(std::string compressed,
                                             std::size_t chunk = 1 << 20) const {
        auto decoded = decode_by_content(source_of(std::move(compressed), chunk));
        EXPECT_EQ(decoded.compression, format());
        return std::move(decoded.source);
    }
};

TEST_P(Decoder, RoundTripsCorpusText) {
    ASSERT_GT(corpus().size(), 100'000u);
    auto source = decoder(compress(format(), corpus()));
    EXPECT_EQ(read_all(*source), corpus());
    EXPECT_FALSE(source->failed()) << source->error_message();
}

TEST_P(Decoder, ReadsConcatenatedStreams) {
    // What `cat a b c` of three compressed files gives; the middle one is empty.
    const std::string a = corpus().substr(0, 12345);
    const std::string c = corpus().substr(12345);
    auto source = decoder(compress(format(), a) + compress(format(), "") + compress(format(), c));
    EXPECT_EQ(read_all(*source), corpus());
    EXPECT_FALSE(source->failed()) << source->error_message();
}

TEST_P(Decoder, OneByteReads) {
    const std::string text = corpus().substr(0, 20000);
    auto source = decoder(compress(format(), text) + compress(format(), text));
    EXPECT_EQ(read_all(*source, 1), text + text);
    EXPECT_FALSE(source->failed());
}

TEST_P(Decoder, OneByteAtATimeFromBelow) {
    // A pipe that delivers a byte per read: detection and every decoder state see partial input.
    const std::string text = corpus().substr(0, 20000);
    auto source = decoder(compress(format(), text) + compress(format(), text), 1);
    EXPECT_EQ(read_all(*source, 777), text + text);
    EXPECT_FALSE(source->failed());
}

TEST_P(Decoder, EmptyPayload) {
    auto source = decoder(compress(format(), ""));
    EXPECT_EQ(read_all(*source), "");
    EXPECT_FALSE(source->failed());
}

TEST_P(Decoder, TruncatedInputIsAnErrorNotAShortFile) {
    const std::string text = corpus().substr(0, 50000);
    const std::string full = compress(format(), text);
    for (std::size_t cut : {std::size_t{7}, full.size() / 3, full.size() / 2, full.size() - 1}) {
        SCOPED_TRACE("cut at " + std::to_string(cut) + " of " + std::to_string(full.size()));
        auto source = decoder(full.substr(0, cut));
        const std::string got = read_all(*source);
        EXPECT_TRUE(source->failed());
        EXPECT_EQ(source->error_message(), name() + ": truncated input");
        // What was delivered is right, as far as it goes (a cut in the trailer may leave
        // all of the text decoded, but unverified: still an error).
        EXPECT_LE(got.size(), text.size());
        EXPECT_EQ(got, text.substr(0, got.size()));
    }
}

TEST_P(Decoder, TruncatedSecondStream) {
    const std::string text = corpus().substr(0, 5000);
    const std::string second = compress(format(), text);
    auto source = decoder(compress(format(), text) + second.substr(0, second.size() / 2));
    const std::string got = read_all(*source);
    EXPECT_TRUE(source->failed());
    EXPECT_EQ(source->error_message(), name() + ": truncated input");
    EXPECT_EQ(got.substr(0, text.size()), text);
}

TEST_P(Decoder, CorruptDataIsAnError) {
    const std::string text = corpus().substr(0, 50000);
    std::string data = compress(format(), text);
    // Flip bits in the middle of the compressed payload.
    for (std::size_t i = data.size() / 2; i < data.size() / 2 + 8; ++i) data[i] ^= '\x55';
    auto source = decoder(data);
    read_all(*source);  // streamed out before a block's check fails: not checked here
    EXPECT_TRUE(source->failed());
    EXPECT_TRUE(source->error_message().starts_with(name() + ": corrupt data"))
        << source->error_message();
}

TEST_P(Decoder, TrailingGarbageIsAnError) {
    const std::string text = corpus().substr(0, 5000);
    auto source = decoder(compress(format(), text) + "garbage after the stream\n");
    const std::string got = read_all(*source);
    EXPECT_TRUE(source->failed());
    EXPECT_EQ(source->error_message(), name() + ": trailing garbage after the compressed data");
    // Everything before the garbage arrives first.
    EXPECT_EQ(got, text);
}

TEST_P(Decoder, ReadErrorOfTheFileIsPassedOn) {
    const std::string full = compress(format(), corpus());
    auto decoded = decode_by_content(std::make_unique<test::FailingSource>(full.substr(0, 999)));
    EXPECT_EQ(decoded.compression, format());
    read_all(*decoded.source);
    EXPECT_TRUE(decoded.source->failed());
    EXPECT_EQ(decoded.source->error_message(), "Input/output error");
}

TEST_P(Decoder, MakeDecoderWithoutDetection) {
    auto source = make_decoder(format(), source_of(compress(format(), corpus())));
    EXPECT_EQ(read_all(*source), corpus());
}

INSTANTIATE_TEST_SUITE_P(AllFormats, Decoder,
                         ::testing::Values(Compression::Gzip, Compression::Bzip2, Compression::Xz,
                                           Compression::Zstd),
                         [](const auto& param_info) {
                             return std::string(compression_name(param_info.param));
                         });

TEST(XzDecoder, StreamPaddingBetweenAndAfterStreams) {
    // The xz format allows null bytes after a stream, in multiples of four.
    const std::string padding(8, '\0');
    auto decoded = decode_by_content(source_of(compress(Compression::Xz, "abc") + padding +
                                               compress(Compression::Xz, "def") + padding));
    EXPECT_EQ(read_all(*decoded.source), "abcdef");
    EXPECT_FALSE(decoded.source->failed()) << decoded.source->error_message();

    auto odd = decode_by_content(source_of(compress(Compression::Xz, "abc") + padding.substr(3)));
    EXPECT_EQ(read_all(*odd.source), "abc");
    EXPECT_TRUE(odd.source->failed());
    EXPECT_EQ(odd.source->error_message(), "xz: corrupt data (stream padding)");
}

TEST(DecodeByContent, PlainTextPassesThroughUnchanged) {
    for (std::string text :
         {std::string(), std::string("e4"), std::string("1. e4 e5 *\n"), corpus()}) {
        auto decoded = decode_by_content(source_of(text, 1));
        EXPECT_EQ(decoded.compression, Compression::None);
        EXPECT_EQ(read_all(*decoded.source), text);
    }
}

TEST(DecodeByContent, PlainReadErrorIsPassedOn) {
    auto decoded = decode_by_content(std::make_unique<test::FailingSource>("[Event \"x\"]"));
    EXPECT_EQ(read_all(*decoded.source), "[Event \"x\"]");
    EXPECT_TRUE(decoded.source->failed());
    EXPECT_EQ(decoded.source->error_message(), "Input/output error");
}

TEST(DecodeByContent, MixedFormatsAreNotConcatenated) {
    // gzip then zstd: the zstd part is garbage to the gzip decoder, not silently skipped.
    auto decoded = decode_by_content(
        source_of(compress(Compression::Gzip, "abc") + compress(Compression::Zstd, "def")));
    EXPECT_EQ(read_all(*decoded.source), "abc");
    EXPECT_TRUE(decoded.source->failed());
    EXPECT_EQ(decoded.source->error_message(), "gzip: trailing garbage after the compressed data");
}

}  // namespace
}  // namespace chess::tools
