// Writes cpp/pdb/pattern_database_digests.inc: the SHA-256 of every table the solver keeps
// (pattern_database_verification.h), built here. Run after a change to the builder, the
// partitions or the format — the test "every kept table has a digest, and the builder still
// makes the tables they name" fails until then. About a minute natively, two more with the CLI's
// large tables (cpp/pdb/pattern_database_large_digests.inc, the second output), and about ten
// more and 4 GB of memory with its largest (cpp/pdb/pattern_database_largest_digests.inc, the
// third):
//   cmake --build build/native --target pdb_digest_generator &&
//     build/native/tests/cpp/pdb_digest_generator cpp/pdb/pattern_database_digests.inc \
//       cpp/pdb/pattern_database_large_digests.inc cpp/pdb/pattern_database_largest_digests.inc

#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "pdb/pattern_database_format.h"
#include "pdb/pattern_database_verification.h"
#include "pdb/sha256.h"

namespace {

// Builds each table and writes its digest line into `path`; false (and a message) on failure.
bool writeDigests(const std::vector<npuzzle::PatternProjection>& projections,
                  const std::string& path, const char* origin) {
  using namespace npuzzle;
  std::ofstream out(path);
  out << "// Written by tests/cpp/pdb_digest_generator.cpp" << origin << ":\n"
      << "// {name, pattern tiles, table bytes, SHA-256 of the table}, sorted by name.\n";
  for (const PatternProjection& projection : projections) {
    auto db = PatternDatabase::build(projection);
    if (!db) {
      std::cerr << db.error() << "\n";
      return false;
    }
    out << "{\"" << patternDatabaseName(projection) << "\", " << projection.tiles() << ", "
        << db->tableBytes() << ", \"" << toHex(sha256(db->table(), db->tableBytes())) << "\"},\n";
    std::cerr << patternDatabaseName(projection) << "\n";
  }
  out.close();
  if (!out) std::cerr << "could not write " << path << "\n";
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace npuzzle;
  if (argc < 2 || argc > 4) {
    std::cerr << "usage: pdb_digest_generator OUTPUT.inc [LARGE_OUTPUT.inc [LARGEST_OUTPUT.inc]]\n";
    return 2;
  }
  if (!writeDigests(keptPatternDatabaseProjections(), argv[1], "")) return 1;
  if (argc >= 3 &&
      !writeDigests(largePatternDatabaseProjections(), argv[2], " (its second output)"))
    return 1;
  if (argc == 4 &&
      !writeDigests(largestPatternDatabaseProjections(), argv[3], " (its third output)"))
    return 1;
  return 0;
}
