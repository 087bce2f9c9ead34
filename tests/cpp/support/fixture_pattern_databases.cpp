#include "support/fixture_pattern_databases.h"

#include <catch2/catch.hpp>
#include <cstdlib>

#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_files.h"
#include "pdb/pattern_database_format.h"
#include "pdb/pattern_database_verification.h"

namespace npuzzle::testing_support {

std::optional<std::filesystem::path> fixtureDatabaseDirectory() {
  const char* dir = std::getenv("NPUZZLE_TEST_PDB_DIR");
  if (dir == nullptr || *dir == '\0') return std::nullopt;
  return std::filesystem::path(dir);
}

// Reads the fixture's files and never writes: only the fixture test writes the directory, so
// what a test finds there does not depend on which tests ran before it or beside it.
class FixtureDatabases::ReadOnlyFiles final : public PatternDatabaseStore {
 public:
  explicit ReadOnlyFiles(std::filesystem::path directory) : files_(std::move(directory)) {}
  std::shared_ptr<const PatternDatabase> load(const PatternProjection& projection) override {
    return files_.load(projection);
  }
  void save(const PatternDatabase&) override {}

 private:
  PatternDatabaseFiles files_;
};

FixtureDatabases::FixtureDatabases() {
  if (auto directory = fixtureDatabaseDirectory()) {
    store_ = std::make_unique<ReadOnlyFiles>(*directory);
    PatternDatabaseCache::shared().setStore(store_.get());
  }
}

FixtureDatabases::~FixtureDatabases() {
  if (store_) PatternDatabaseCache::shared().setStore(nullptr);
}

namespace {

// The tables worth sharing: the verifiable tables of the square boards (2x2 to 5x5, the blank's
// goal in a corner), among them the 15-puzzle's 6-6-3, which takes seconds to build and is read
// by half a dozen test processes. The rectangles' tables take well under a second each, and the
// few tests that read them build them.
bool isFixtureDatabase(const PatternProjection& projection) {
  const Geometry g = projection.geometry();
  return g.width == g.height;
}

}  // namespace

// The fixture itself. Hidden ([.]): it runs only when named, as the CTest fixture's setup. A
// table already in the directory from an earlier run is read back and verified, not rebuilt; a
// stale or damaged one fails verification and is built again and replaced.
TEST_CASE("the fixture's pattern databases: every verifiable table, built once per run",
          "[.pdb-fixture]") {
  const auto directory = fixtureDatabaseDirectory();
  REQUIRE(directory);  // set by tests/cpp/CMakeLists.txt
  PatternDatabaseFiles files(*directory);
  PatternDatabaseCache cache;
  cache.setStore(&files);
  int prepared = 0;
  for (const PatternProjection& projection : keptPatternDatabaseProjections()) {
    if (!isFixtureDatabase(projection)) continue;
    INFO(patternDatabaseName(projection));
    REQUIRE(cache.prepare(projection));
    REQUIRE(std::filesystem::is_regular_file(files.fileFor(projection)));
    ++prepared;
  }
  CHECK(prepared > 0);
}

}  // namespace npuzzle::testing_support
