#include "common/temporary_files.hpp"

#include <unistd.h>
#include <climits>
#include <csignal>

#include <array>
#include <atomic>
#include <cstring>
#include <mutex>
#include <utility>

namespace chess::tools {

namespace {

// A slot's life: Free -> Filling (its thread copies the name) -> Armed -> Free again when
// released; or Armed -> Dying when a signal handler claims it. The name is written only while
// Filling, so a handler that sees Armed or Dying reads a complete name that no thread changes
// any more (an owner never frees a Dying slot: the process is about to end).
enum SlotState : int { Free, Filling, Armed, Dying };

struct Slot {
    std::atomic<int> state{Free};
    char path[PATH_MAX];
};

// Lock-free atomics are the only shared state a signal handler may touch.
static_assert(std::atomic<int>::is_always_lock_free);

constexpr std::size_t kSlots = 32;
// Static storage: no allocation at registration, nothing freed under the handler's feet.
std::array<Slot, kSlots> slots;

constexpr std::array kSignals = {SIGHUP, SIGINT, SIGTERM};

// Claims every armed slot and removes its file. A slot already Dying was claimed by a handler
// on another thread (a second Ctrl-C) that may not have removed it yet: this one removes it
// too, since whichever handler finishes first ends the process. unlink() of a name that is
// already gone fails harmlessly.
void remove_registered_files() noexcept {
    for (Slot& slot : slots) {
        int state = Armed;
        if (slot.state.compare_exchange_strong(state, Dying) || state == Dying) ::unlink(slot.path);
    }
}

void remove_files_and_die(int signal_number) {
    remove_registered_files();
    // Restore the default action and raise again, so that the process ends as the signal
    // would have ended it. The signal is blocked in this handler; it is delivered on return.
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    ::sigemptyset(&default_action.sa_mask);
    ::sigaction(signal_number, &default_action, nullptr);
    ::raise(signal_number);
}

void install_handler(int signal_number) {
    struct sigaction current {};
    if (::sigaction(signal_number, nullptr, &current) != 0) return;
    // Only a default action is replaced: an ignored signal stays ignored, and a handler someone
    // else installed keeps its job.
    if ((current.sa_flags & SA_SIGINFO) != 0 || current.sa_handler != SIG_DFL) return;
    struct sigaction action {};
    action.sa_handler = remove_files_and_die;
    // Block the other two while removing, so one thread does not interrupt itself.
    ::sigemptyset(&action.sa_mask);
    for (int blocked : kSignals) ::sigaddset(&action.sa_mask, blocked);
    action.sa_flags = SA_RESTART;
    ::sigaction(signal_number, &action, nullptr);
}

void install_handlers_once() {
    static std::once_flag installed;
    std::call_once(installed, [] {
        for (int signal_number : kSignals) install_handler(signal_number);
    });
}

int claim_slot(const std::string& path) noexcept {
    if (path.size() >= PATH_MAX) return -1;
    for (std::size_t i = 0; i < kSlots; ++i) {
        int state = Free;
        if (!slots[i].state.compare_exchange_strong(state, Filling)) continue;
        std::memcpy(slots[i].path, path.c_str(), path.size() + 1);
        slots[i].state.store(Armed, std::memory_order_release);
        return static_cast<int>(i);
    }
    return -1;
}

}  // namespace

TemporaryFileGuard::TemporaryFileGuard(const std::string& path) {
    install_handlers_once();
    slot_ = claim_slot(path);
}

TemporaryFileGuard::TemporaryFileGuard(TemporaryFileGuard&& other) noexcept
    : slot_(std::exchange(other.slot_, -1)) {}

TemporaryFileGuard& TemporaryFileGuard::operator=(TemporaryFileGuard&& other) noexcept {
    if (this != &other) {
        release();
        slot_ = std::exchange(other.slot_, -1);
    }
    return *this;
}

void TemporaryFileGuard::release() noexcept {
    if (slot_ < 0) return;
    // Fails only when a handler has claimed the slot (Dying): leave it to the handler.
    int state = Armed;
    slots[static_cast<std::size_t>(slot_)].state.compare_exchange_strong(state, Free);
    slot_ = -1;
}

}  // namespace chess::tools
