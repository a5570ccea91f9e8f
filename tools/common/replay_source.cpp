#include "common/replay_source.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

namespace chess::tools {

ReplaySource::ReplaySource(std::string head, std::unique_ptr<pgn::ByteSource> rest)
    : head_(std::move(head)), rest_(std::move(rest)) {}

std::size_t ReplaySource::read(char* buf, std::size_t max) {
    std::size_t n = 0;
    if (pos_ < head_.size()) {
        n = std::min(max, head_.size() - pos_);
        std::memcpy(buf, head_.data() + pos_, n);
        pos_ += n;
    }
    return n < max ? n + rest_->read(buf + n, max - n) : n;
}

std::string read_ahead(pgn::ByteSource& source, std::size_t n) {
    std::string head(n, '\0');
    std::size_t got = 0;
    while (got < n) {
        const std::size_t k = source.read(head.data() + got, n - got);
        if (k == 0) break;
        got += k;
    }
    head.resize(got);
    return head;
}

}  // namespace chess::tools
