#pragma once
// IDA* reads a pattern database at random, one lookup per node, and in a table of hundreds of
// megabytes nearly every lookup misses the TLB as well as the cache when the table sits on 4 KB
// pages. Backing it with 2 MB pages makes those misses rare (docs/performance.md: the largest
// tables). Linux only, and only a request: elsewhere, or when the kernel declines, nothing
// changes but the speed.

#include <cstddef>

namespace npuzzle {

// Tables smaller than this gain too little to be worth a system call.
constexpr size_t kHugePageTableBytes = size_t{16} << 20;

// Asks for the whole 2 MB pages inside [data, data + bytes) to be huge pages, now (the memory
// is already filled) and if it is ever paged in again.
void adviseHugePages(const void* data, size_t bytes);

}  // namespace npuzzle
