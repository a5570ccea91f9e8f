#include "common/thread_start.hpp"

#include <utility>

namespace chess::tools {

std::thread start_thread(std::function<void()> body) { return std::thread(std::move(body)); }

}  // namespace chess::tools
