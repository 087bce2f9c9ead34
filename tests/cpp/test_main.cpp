// Catch2's runner, with the process-wide pattern-database cache reading the tables of the CTest
// fixture (support/fixture_pattern_databases.h) when NPUZZLE_TEST_PDB_DIR names them.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "support/fixture_pattern_databases.h"

int main(int argc, char* argv[]) {
  npuzzle::testing_support::FixtureDatabases databases;
  return Catch::Session().run(argc, argv);
}
