// A main() for the plain (non-libFuzzer) build of a fuzz target: runs the target's entry point
// once per file given, or per regular file in a directory given, so that inputs found by
// fuzzing (corpus/regressions/<target>/) are replayed by the normal test suite with any
// compiler. A property failure aborts, as under libFuzzer.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_support.hpp"

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> inputs_named_by(const std::vector<std::string>& arguments) {
    std::vector<fs::path> inputs;
    for (const std::string& argument : arguments) {
        if (!fs::is_directory(argument)) {
            inputs.emplace_back(argument);
            continue;
        }
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(argument))
            if (entry.is_regular_file() && entry.path().filename() != "README.md")
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());  // a stable order for reproducible logs
        inputs.insert(inputs.end(), files.begin(), files.end());
    }
    return inputs;
}

bool run_one(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return false;
    }
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                  std::istreambuf_iterator<char>());
    std::fprintf(stderr, "running %s (%zu bytes)\n", path.c_str(), bytes.size());
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_DIRECTORY...\n", argv[0]);
        return 2;
    }
    const std::vector<fs::path> inputs = inputs_named_by({argv + 1, argv + argc});
    std::size_t passed = 0;
    std::size_t unreadable = 0;
    for (const fs::path& path : inputs) {
        if (run_one(path))
            ++passed;
        else
            ++unreadable;
    }
    // A property failure never gets here (it aborts).
    std::printf("%zu passed, %zu failed\n", passed, unreadable);
    return unreadable == 0 && passed > 0 ? 0 : 1;
}
