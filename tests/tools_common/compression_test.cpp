// detect_compression: magic numbers, not names; short or foreign heads are plain text.

#include "common/compression.hpp"

#include <gtest/gtest.h>

#include <string>

#include "test_support.hpp"

namespace chess::tools {
namespace {

using namespace std::string_literals;

TEST(DetectCompression, RecognisesWhatEachLibraryWrites) {
    const std::string text = "[Event \"x\"]\n";
    for (Compression format :
         {Compression::Gzip, Compression::Bzip2, Compression::Xz, Compression::Zstd}) {
        SCOPED_TRACE(compression_name(format));
        EXPECT_EQ(detect_compression(test::compress(format, text)), format);
        EXPECT_EQ(detect_compression(test::compress(format, "")), format);
    }
}

TEST(DetectCompression, MagicNumbers) {
    EXPECT_EQ(detect_compression("\x1f\x8b\x08\x00\x00\x00"s), Compression::Gzip);
    EXPECT_EQ(detect_compression("BZh91AY"), Compression::Bzip2);
    EXPECT_EQ(detect_compression("BZh1"), Compression::Bzip2);
    EXPECT_EQ(detect_compression("\xfd"
                                 "7zXZ\x00"s),
              Compression::Xz);
    EXPECT_EQ(detect_compression("\x28\xb5\x2f\xfd\x04\x00"s), Compression::Zstd);
    // A zstd file may start with a skippable frame (magic 0x184D2A5?).
    EXPECT_EQ(detect_compression("\x50\x2a\x4d\x18\x00\x00"s), Compression::Zstd);
    EXPECT_EQ(detect_compression("\x5f\x2a\x4d\x18\x00\x00"s), Compression::Zstd);
}

TEST(DetectCompression, EverythingElseIsPlain) {
    EXPECT_EQ(detect_compression(""), Compression::None);
    EXPECT_EQ(detect_compression("[Event \"Casual\"]"), Compression::None);
    EXPECT_EQ(detect_compression("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              Compression::None);
    EXPECT_EQ(detect_compression("\xef\xbb\xbf[Event"), Compression::None);  // UTF-8 BOM
    // Cut-off magic numbers, or near misses.
    EXPECT_EQ(detect_compression("\x1f\x8b"s), Compression::None);
    EXPECT_EQ(detect_compression("\x1f\x8b\x07"s), Compression::None);  // no such method
    EXPECT_EQ(detect_compression("BZh"), Compression::None);
    EXPECT_EQ(detect_compression("BZh0"), Compression::None);
    EXPECT_EQ(detect_compression("BZhA"), Compression::None);
    EXPECT_EQ(detect_compression("\xfd"
                                 "7zXZ"s),
              Compression::None);
    EXPECT_EQ(detect_compression("\x28\xb5\x2f"s), Compression::None);
    EXPECT_EQ(detect_compression("\x60\x2a\x4d\x18"s), Compression::None);
}

TEST(CompressionName, NamesEachFormat) {
    EXPECT_EQ(compression_name(Compression::None), "none");
    EXPECT_EQ(compression_name(Compression::Gzip), "gzip");
    EXPECT_EQ(compression_name(Compression::Bzip2), "bzip2");
    EXPECT_EQ(compression_name(Compression::Xz), "xz");
    EXPECT_EQ(compression_name(Compression::Zstd), "zstd");
}

}  // namespace
}  // namespace chess::tools
