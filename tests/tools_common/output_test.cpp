// Output: a file appears complete or not at all; errors are reported, never swallowed.

#include "common/output.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <thread>

#include <fmt/format.h>

#include "test_support.hpp"

namespace chess::tools {
namespace {

using test::read_file;
using test::write_file;

mode_t mode_of(const std::filesystem::path& path) {
    struct stat st {};
    EXPECT_EQ(::stat(path.c_str(), &st), 0);
    return st.st_mode & 07777;
}

TEST(Output, CommitReplacesTheTargetOnlyAtTheEnd) {
    test::ScratchDir dir;
    write_file(dir / "out.pgn", "old\n");
    auto out = Output::open((dir / "out.pgn").string());
    ASSERT_TRUE(out.has_value()) << out.error();
    out->write("new ");
    out->write("content\n");
    // Until commit, the target is the old file and the new text lives beside it.
    EXPECT_EQ(read_file(dir / "out.pgn"), "old\n");
    EXPECT_TRUE(dir.listing().starts_with("out.pgn out.pgn.tmp.")) << dir.listing();
    ASSERT_TRUE(out->commit().has_value());
    EXPECT_EQ(read_file(dir / "out.pgn"), "new content\n");
    EXPECT_EQ(dir.listing(), "out.pgn");
}

TEST(Output, WithoutCommitTheTargetIsUntouchedAndNothingIsLeftBehind) {
    test::ScratchDir dir;
    write_file(dir / "kept.pgn", "old\n");
    {
        auto out = Output::open((dir / "kept.pgn").string());
        ASSERT_TRUE(out.has_value());
        out->write("half a game");
        auto fresh = Output::open((dir / "new.pgn").string());
        ASSERT_TRUE(fresh.has_value());
        fresh->write("never committed");
    }
    EXPECT_EQ(read_file(dir / "kept.pgn"), "old\n");
    EXPECT_EQ(dir.listing(), "kept.pgn");
}

TEST(Output, MovedOutputCommitsOnce) {
    test::ScratchDir dir;
    auto out = Output::open((dir / "a.txt").string());
    ASSERT_TRUE(out.has_value());
    Output moved = std::move(*out);
    moved.write("x");
    ASSERT_TRUE(moved.commit().has_value());
    EXPECT_EQ(read_file(dir / "a.txt"), "x");
    EXPECT_EQ(dir.listing(), "a.txt");
}

TEST(Output, WriteErrorsAreReported) {
    // /dev/full accepts the open and fails every write with ENOSPC.
    if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
    auto out = Output::open("/dev/full");
    ASSERT_TRUE(out.has_value()) << out.error();
    for (int i = 0; i < 1000; ++i) out->write(std::string(1000, 'x'));
    const auto committed = out->commit();
    ASSERT_FALSE(committed.has_value());
    EXPECT_EQ(committed.error(), "/dev/full: No space left on device");
    // A device is written in place, never replaced by a rename.
    struct stat st {};
    ASSERT_EQ(::stat("/dev/full", &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode));
}

TEST(Output, DevicesAreWrittenDirectly) {
    auto out = Output::open("/dev/null");
    ASSERT_TRUE(out.has_value()) << out.error();
    out->write("discarded");
    ASSERT_TRUE(out->commit().has_value());
    struct stat st {};
    ASSERT_EQ(::stat("/dev/null", &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode));
}

TEST(Output, NewFilesGetTheUsualModeAndReplacedFilesKeepTheirs) {
    test::ScratchDir dir;
    const mode_t saved = ::umask(022);
    auto fresh = Output::open((dir / "fresh.txt").string());
    ::umask(saved);
    ASSERT_TRUE(fresh.has_value());
    ASSERT_TRUE(fresh->commit().has_value());
    EXPECT_EQ(mode_of(dir / "fresh.txt"), 0644u);

    write_file(dir / "private.txt", "old");
    ::chmod((dir / "private.txt").c_str(), 0640);
    auto replaced = Output::open((dir / "private.txt").string());
    ASSERT_TRUE(replaced.has_value());
    replaced->write("new");
    ASSERT_TRUE(replaced->commit().has_value());
    EXPECT_EQ(mode_of(dir / "private.txt"), 0640u);
}

TEST(Output, SymbolicLinkStaysALink) {
    test::ScratchDir dir;
    write_file(dir / "real.txt", "old");
    std::filesystem::create_symlink(dir / "real.txt", dir / "link.txt");
    auto out = Output::open((dir / "link.txt").string());
    ASSERT_TRUE(out.has_value());
    out->write("new");
    ASSERT_TRUE(out->commit().has_value());
    EXPECT_TRUE(std::filesystem::is_symlink(dir / "link.txt"));
    EXPECT_EQ(read_file(dir / "real.txt"), "new");
    EXPECT_EQ(dir.listing(), "link.txt real.txt");
}

TEST(Output, OpenErrorsNameTheFile) {
    test::ScratchDir dir;
    const std::string missing_dir = (dir / "no" / "such" / "out.pgn").string();
    auto a = Output::open(missing_dir);
    ASSERT_FALSE(a.has_value());
    EXPECT_EQ(a.error(), missing_dir + ": No such file or directory");
    auto b = Output::open(dir.path().string());
    ASSERT_FALSE(b.has_value());
    EXPECT_EQ(b.error(), dir.path().string() + ": Is a directory");
}

TEST(Output, DashIsStandardOutput) {
    auto out = Output::open("-");
    ASSERT_TRUE(out.has_value());
    EXPECT_EQ(out->stream(), stdout);
    EXPECT_EQ(out->name(), "<stdout>");
    ASSERT_TRUE(out->commit().has_value());
    // Standard output stays usable after a commit (a flush).
    EXPECT_EQ(out->stream(), stdout);
}

// ---- paths that name an open descriptor

// A file opened as a shell's `3> file` would: for writing, offset shared with whoever writes.
class RedirectedFile {
public:
    explicit RedirectedFile(const std::filesystem::path& path)
        : fd_(::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) {}
    ~RedirectedFile() { ::close(fd_); }
    RedirectedFile(const RedirectedFile&) = delete;
    RedirectedFile& operator=(const RedirectedFile&) = delete;
    int fd() const { return fd_; }
    void write(std::string_view text) const {
        ASSERT_EQ(::write(fd_, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    }

private:
    int fd_;
};

// Before, each spelling was resolved to the file and a temporary renamed over it: the first
// Output replaced the redirected file (losing BEFORE, and AFTER went to the unlinked old one),
// the second failed to create "/dev/fd/N.tmp.XXXXXX". Now both runs and the text around them
// stay, in order, in the one file.
TEST(Output, DescriptorPathsWriteIntoTheOpenFile) {
    test::ScratchDir dir;
    RedirectedFile file(dir / "redirected.txt");
    const std::string fd = std::to_string(file.fd());
    std::filesystem::create_symlink("/dev/fd/" + fd, dir / "link");
    for (const std::string& spelling :
         {"/dev/fd/" + fd, "/proc/self/fd/" + fd, fmt::format("/proc/{}/fd/{}", ::getpid(), fd),
          (dir / "link").string()}) {
        SCOPED_TRACE(spelling);
        ASSERT_EQ(::ftruncate(file.fd(), 0), 0);
        ASSERT_EQ(::lseek(file.fd(), 0, SEEK_SET), 0);
        file.write("BEFORE\n");
        for (const char* run : {"one\n", "two\n"}) {
            auto out = Output::open(spelling);
            ASSERT_TRUE(out.has_value()) << out.error();
            EXPECT_EQ(out->name(), spelling);
            out->write(run);
            ASSERT_TRUE(out->commit().has_value());
        }
        file.write("AFTER\n");
        EXPECT_EQ(read_file(dir / "redirected.txt"), "BEFORE\none\ntwo\nAFTER\n");
        EXPECT_EQ(dir.listing(), "link redirected.txt");
    }
}

TEST(Output, DescriptorPathsNeedADescriptorOpenForWriting) {
    test::ScratchDir dir;
    write_file(dir / "input.txt", "kept\n");
    const int read_only = ::open((dir / "input.txt").c_str(), O_RDONLY | O_CLOEXEC);
    ASSERT_GE(read_only, 0);
    const std::string readable = "/dev/fd/" + std::to_string(read_only);
    auto a = Output::open(readable);
    ::close(read_only);
    ASSERT_FALSE(a.has_value());
    EXPECT_EQ(a.error(), readable + ": Bad file descriptor");
    EXPECT_EQ(read_file(dir / "input.txt"), "kept\n");
    // read_only is closed now.
    auto b = Output::open(readable);
    ASSERT_FALSE(b.has_value());
    EXPECT_EQ(b.error(), readable + ": Bad file descriptor");
}

// ---- signals

// Waits for `child` and returns its wait status.
int status_of(pid_t child) {
    int status = 0;
    EXPECT_EQ(::waitpid(child, &status, 0), child);
    return status;
}

// In a forked child: one output committed (its slot freed for the next), two left open with 1 MB
// each, then `signal_number` raised on another thread (a tool's signal lands on any of its
// threads). Exits with 100+ only when something went wrong before the signal.
[[noreturn]] void interrupted_run(const test::ScratchDir& dir, int signal_number) {
    auto committed = Output::open((dir / "committed.txt").string());
    if (!committed) ::_exit(100);
    committed->write("complete\n");
    if (!committed->commit()) ::_exit(101);
    auto kept = Output::open((dir / "kept.txt").string());
    auto fresh = Output::open((dir / "fresh.txt").string());
    if (!kept || !fresh) ::_exit(102);
    kept->write(std::string(1 << 20, 'k'));
    fresh->write(std::string(1 << 20, 'f'));
    std::thread([signal_number] { ::raise(signal_number); }).join();
    ::_exit(103);  // not reached: the signal ends the process
}

class InterruptedOutput : public ::testing::TestWithParam<int> {};

// Before, the signal's default action ended the process with both temporaries still there.
TEST_P(InterruptedOutput, LeavesNoTemporaryFileAndDiesOfTheSignal) {
    if (test::signal_ignored(GetParam()))
        GTEST_SKIP() << "signal " << GetParam() << " is ignored in this process (started by nohup "
                     << "or in the background?): an ignored signal stays ignored, see "
                     << "AnIgnoredSignalStaysIgnored; run the test through ctest";
    test::ScratchDir dir;
    write_file(dir / "kept.txt", "old\n");
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) interrupted_run(dir, GetParam());
    const int status = status_of(child);
    ASSERT_TRUE(WIFSIGNALED(status)) << "exit status " << WEXITSTATUS(status);
    EXPECT_EQ(WTERMSIG(status), GetParam());
    EXPECT_EQ(dir.listing(), "committed.txt kept.txt");
    EXPECT_EQ(read_file(dir / "kept.txt"), "old\n");
}

INSTANTIATE_TEST_SUITE_P(Signals, InterruptedOutput, ::testing::Values(SIGINT, SIGTERM, SIGHUP),
                         [](const auto& param) {
                             return param.param == SIGINT    ? "INT"
                                    : param.param == SIGTERM ? "TERM"
                                                             : "HUP";
                         });

// nohup and `tool &` in a script ignore SIGHUP or SIGINT: the run must go on to the end.
TEST(Output, AnIgnoredSignalStaysIgnored) {
    test::ScratchDir dir;
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        std::signal(SIGHUP, SIG_IGN);
        auto out = Output::open((dir / "out.txt").string());
        if (!out) ::_exit(100);
        out->write("all\n");
        ::raise(SIGHUP);
        ::_exit(out->commit() ? 0 : 101);
    }
    const int status = status_of(child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
    EXPECT_EQ(read_file(dir / "out.txt"), "all\n");
}

// A reader that goes away (`tool -o /dev/stdout | head`) still ends the run by SIGPIPE's
// default action: only SIGINT, SIGTERM and SIGHUP are caught.
TEST(Output, BrokenPipeKeepsItsAction) {
    test::ScratchDir dir;
    struct sigaction before {};
    ASSERT_EQ(::sigaction(SIGPIPE, nullptr, &before), 0);
    auto out = Output::open((dir / "out.txt").string());
    ASSERT_TRUE(out.has_value());
    struct sigaction after {};
    ASSERT_EQ(::sigaction(SIGPIPE, nullptr, &after), 0);
    EXPECT_EQ(after.sa_handler, before.sa_handler);
}

}  // namespace
}  // namespace chess::tools
