#pragma once
// Looking at an input's first bytes without losing them: they are read ahead, then replayed in
// front of the rest. No seeking, so standard input works like a file.

#include <memory>
#include <string>

#include "chess/pgn/byte_source.hpp"

namespace chess::tools {

// Delivers `head` (bytes already read from `rest`), then the rest.
class ReplaySource final : public pgn::ByteSource {
public:
    ReplaySource(std::string head, std::unique_ptr<pgn::ByteSource> rest);

    // The head and, in the same call, what follows: a caller asking for a buffer's worth does
    // not get the few bytes of the head alone.
    std::size_t read(char* buf, std::size_t max) override;
    bool failed() const override { return rest_->failed(); }
    std::string_view error_message() const override { return rest_->error_message(); }

private:
    std::string head_;
    std::size_t pos_ = 0;
    std::unique_ptr<pgn::ByteSource> rest_;
};

// Up to n bytes of `source`, fewer only at its end: a pipe may deliver fewer per read than it
// will hold in the end.
std::string read_ahead(pgn::ByteSource& source, std::size_t n);

}  // namespace chess::tools
