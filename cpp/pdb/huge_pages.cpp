#include "pdb/huge_pages.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace npuzzle {

void adviseHugePages(const void* data, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (bytes < kHugePageTableBytes) return;
  constexpr uintptr_t kHugePage = uintptr_t{2} << 20;
  const uintptr_t begin = (reinterpret_cast<uintptr_t>(data) + kHugePage - 1) & ~(kHugePage - 1);
  const uintptr_t end = (reinterpret_cast<uintptr_t>(data) + bytes) & ~(kHugePage - 1);
  if (end <= begin) return;
  void* start = reinterpret_cast<void*>(begin);
  // MADV_HUGEPAGE alone only affects pages not yet touched (or khugepaged's slow scan);
  // MADV_COLLAPSE (Linux 6.1) turns the filled pages into huge ones at once. Either may be
  // refused (an older kernel, transparent huge pages off): the table works the same.
  (void)madvise(start, end - begin, MADV_HUGEPAGE);
#if !defined(MADV_COLLAPSE)
  constexpr int MADV_COLLAPSE = 25;
#endif
  (void)madvise(start, end - begin, MADV_COLLAPSE);
#else
  (void)data;
  (void)bytes;
#endif
}

}  // namespace npuzzle
