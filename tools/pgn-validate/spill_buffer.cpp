#include "spill_buffer.hpp"

#include <array>

namespace chess::tools::validate {

SpillBuffer::~SpillBuffer() {
    if (file_ != nullptr) std::fclose(file_);
}

void SpillBuffer::append(std::string_view text) {
    memory_ += text;
    if (memory_.size() < memory_limit) return;
    if (file_ == nullptr) file_ = std::tmpfile();
    // Without a temporary file, keep everything in memory: slower to fail than to lose output.
    if (file_ == nullptr) return;
    if (std::fwrite(memory_.data(), 1, memory_.size(), file_) != memory_.size()) failed_ = true;
    memory_.clear();
}

bool SpillBuffer::move_to(Output& out) {
    bool ok = !failed_;
    if (file_ != nullptr) {
        std::rewind(file_);
        std::array<char, 64 * 1024> chunk;
        std::size_t n = 0;
        while ((n = std::fread(chunk.data(), 1, chunk.size(), file_)) > 0)
            out.write(std::string_view(chunk.data(), n));
        if (std::ferror(file_) != 0) ok = false;
        std::fclose(file_);
        file_ = nullptr;
    }
    out.write(memory_);
    memory_.clear();
    failed_ = false;
    return ok;
}

}  // namespace chess::tools::validate
