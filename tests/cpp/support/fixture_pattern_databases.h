#pragma once
// The pattern databases of one test run, built once by a CTest fixture instead of in every test
// process (catch_discover_tests starts one process per TEST_CASE, and the 15-puzzle's 6-6-3
// tables take seconds to build each time).
//
// The fixture test (hidden, tag [.pdb-fixture]) builds the verifiable tables the suite reads
// through the shared cache (see isFixtureDatabase() in the .cpp) into the directory named by
// NPUZZLE_TEST_PDB_DIR; tests/cpp/CMakeLists.txt sets that variable for it and
// for every test that requires it. test_main.cpp then gives the process-wide cache
// (PatternDatabaseCache::shared()) a read-only store over that directory, so a test that asks the
// shared cache for such a table reads it back instead of building it. Nothing is trusted more
// than in the CLI: the cache verifies every table it reads against its digest and builds any
// that fails. Tests that build with caches of their own (the builder, verification and file
// tests) are unaffected: they still build. Without the variable (a test binary run by hand)
// nothing changes: the shared cache has no store and builds what it needs.

#include <filesystem>
#include <memory>
#include <optional>

namespace npuzzle::testing_support {

// The fixture's directory, from NPUZZLE_TEST_PDB_DIR; none when unset or empty.
std::optional<std::filesystem::path> fixtureDatabaseDirectory();

// Gives PatternDatabaseCache::shared() the read-only store over the fixture's directory while it
// lives (nothing without NPUZZLE_TEST_PDB_DIR). test_main.cpp holds one around the whole run.
class FixtureDatabases {
 public:
  FixtureDatabases();
  ~FixtureDatabases();
  FixtureDatabases(const FixtureDatabases&) = delete;
  FixtureDatabases& operator=(const FixtureDatabases&) = delete;

 private:
  class ReadOnlyFiles;
  std::unique_ptr<ReadOnlyFiles> store_;
};

}  // namespace npuzzle::testing_support
