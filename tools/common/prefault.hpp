#pragma once
// Mapping memory in before it is written. A buffer of fresh memory costs a page fault for each
// 4 KiB page its first write touches; on a virtual machine each is a trip through the hypervisor
// (14 us measured here: a 2 MiB chunk buffer cost 7 ms in faults, as long as validating 700 KB
// of games takes). One system call maps a whole range in at once.

#include <cstddef>
#include <string>

namespace chess::tools {

// Maps in the pages wholly inside [begin, begin + size) for writing, in one call, where the
// system can (Linux 5.14 and later); elsewhere does nothing, and the pages fault in as they are
// written, as before.
void prefault(char* begin, std::size_t size);

// Reserves `capacity` bytes in `text` and maps in the part past its size (its contents stay).
void reserve_prefaulted(std::string& text, std::size_t capacity);

}  // namespace chess::tools
