// Catch2's runner, with the process-wide pattern-database cache reading the tables of the CTest
// fixture (support/fixture_pattern_databases.h) when NPUZZLE_TEST_PDB_DIR names them.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "support/fixture_pattern_databases.h"

namespace {

// A test process runs thousands of searches one after another. By default glibc hands the
// megabytes each one frees back to the kernel (a large block is its own mapping, and the heap's
// free top is trimmed), and the next search faults them in again, page by page: 0.8 s of kernel
// time in the BFS-oracle test alone. Kept instead, they are reused. Only the process's memory
// behaviour changes, not what any search computes. (Not in wasm, whose heap is never returned,
// nor under the sanitizers, whose allocator ignores these settings.)
void keepFreedMemory() {
#if defined(__GLIBC__)
  constexpr int kBytes = 256 << 20;
  mallopt(M_TRIM_THRESHOLD, kBytes);
  mallopt(M_MMAP_THRESHOLD, kBytes);
#endif
}

}  // namespace

int main(int argc, char* argv[]) {
  keepFreedMemory();
  npuzzle::testing_support::FixtureDatabases databases;
  return Catch::Session().run(argc, argv);
}
