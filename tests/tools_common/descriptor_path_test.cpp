// Which output paths name an open descriptor (written through it) or another /proc entry (never
// replaced), and which are ordinary names.

#include "common/descriptor_path.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "test_support.hpp"

namespace chess::tools {
namespace {

TEST(NamedDescriptor, StandardSpellings) {
    EXPECT_EQ(named_descriptor("/dev/stdin"), 0);
    EXPECT_EQ(named_descriptor("/dev/stdout"), 1);
    EXPECT_EQ(named_descriptor("/dev/stderr"), 2);
    EXPECT_EQ(named_descriptor("/dev/fd/7"), 7);
    EXPECT_EQ(named_descriptor("//dev/./fd//7"), 7);
    EXPECT_EQ(named_descriptor("/proc/self/fd/3"), 3);
    EXPECT_EQ(named_descriptor("/proc/thread-self/fd/3"), 3);
    EXPECT_EQ(named_descriptor(fmt::format("/proc/{}/fd/12", ::getpid())), 12);
    EXPECT_EQ(named_descriptor(fmt::format("/proc/{}/task/{}/fd/4", ::getpid(), ::gettid())), 4);
    EXPECT_EQ(named_descriptor(fmt::format("/proc/self/task/{}/fd/4", ::gettid())), 4);
}

TEST(NamedDescriptor, OtherPathsAreNot) {
    for (const std::string& path : std::vector<std::string>{
             "stdout", "dev/stdout", "/dev/stdout/x", "/dev/fd", "/dev/fd/", "/dev/fd/x",
             "/dev/fd/-1", "/dev/fd/1x", "/dev/fd/../fd/1", "/dev/null", "/tmp/stdout",
             "/proc/self/fd", "/proc/self/fdinfo/1", "/proc/self/task/0/fd/1",
             // another process's descriptor is a ProcEntry, not ours to write through
             fmt::format("/proc/{}/fd/1", ::getppid())}) {
        EXPECT_FALSE(named_descriptor(path).has_value()) << path;
    }
}

TEST(ClassifyOutputTarget, LinksToADescriptorAreFollowed) {
    test::ScratchDir dir;
    std::filesystem::create_symlink("/dev/stdout", dir / "out");
    std::filesystem::create_symlink("out", dir / "relative");
    std::filesystem::create_symlink("/dev/fd", dir / "fds");
    for (const auto& [path, fd] : {std::pair{dir / "out", 1}, std::pair{dir / "relative", 1},
                                   std::pair{dir / "fds" / "5", 5}}) {
        const OutputTarget target = classify_output_target(path.string());
        EXPECT_EQ(target.kind, OutputTarget::Kind::Descriptor) << path;
        EXPECT_EQ(target.descriptor, fd) << path;
    }
}

TEST(ClassifyOutputTarget, OtherProcEntriesAreNeverReplaced) {
    for (const std::string& path :
         {std::string("/proc/self/exe"), fmt::format("/proc/{}/fd/1", ::getppid())}) {
        EXPECT_EQ(classify_output_target(path).kind, OutputTarget::Kind::ProcEntry) << path;
    }
}

TEST(ClassifyOutputTarget, OrdinaryNames) {
    test::ScratchDir dir;
    test::write_file(dir / "file.txt", "x");
    std::filesystem::create_symlink("file.txt", dir / "link.txt");
    std::filesystem::create_symlink("loop", dir / "loop");
    for (const auto& path : {dir / "file.txt", dir / "link.txt", dir / "new.txt", dir / "loop",
                             dir / "no" / "such" / "dir.txt", dir.path()}) {
        EXPECT_EQ(classify_output_target(path.string()).kind, OutputTarget::Kind::Name) << path;
    }
    EXPECT_EQ(classify_output_target("relative-name.txt").kind, OutputTarget::Kind::Name);
}

}  // namespace
}  // namespace chess::tools
