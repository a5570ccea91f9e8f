#pragma once
// Starting the tools' threads (-j's producer and workers, the decompressor's reader). A system
// out of threads (a container's pids limit, ulimit -u) makes std::thread throw std::system_error;
// the callers then go on with the threads they have, or without one, instead of ending in
// std::terminate. The starter is a parameter so that tests can make starting fail.

#include <functional>
#include <thread>

namespace chess::tools {

using ThreadStarter = std::function<std::thread(std::function<void()>)>;

// Starts `body` on a new thread (std::thread; throws std::system_error when it cannot).
std::thread start_thread(std::function<void()> body);

}  // namespace chess::tools
