// Writes cpp/pdb/pattern_database_digests.inc: the SHA-256 of every table the solver keeps
// (pattern_database_verification.h), built here. Run after a change to the builder, the
// partitions or the format — the test "every kept table has a digest, and the builder still
// makes the tables they name" fails until then. About a minute natively:
//   cmake --build build/native --target pdb_digest_generator &&
//     build/native/tests/cpp/pdb_digest_generator cpp/pdb/pattern_database_digests.inc

#include <cstdio>
#include <fstream>
#include <iostream>

#include "pdb/pattern_database_format.h"
#include "pdb/pattern_database_verification.h"
#include "pdb/sha256.h"

int main(int argc, char** argv) {
  using namespace npuzzle;
  if (argc != 2) {
    std::cerr << "usage: pdb_digest_generator OUTPUT.inc\n";
    return 2;
  }
  std::ofstream out(argv[1]);
  out << "// Written by tests/cpp/pdb_digest_generator.cpp:\n"
         "// {name, pattern tiles, entries, SHA-256 of the table}, sorted by name.\n";
  for (const PatternProjection& projection : keptPatternDatabaseProjections()) {
    auto db = PatternDatabase::build(projection);
    if (!db) {
      std::cerr << db.error() << "\n";
      return 1;
    }
    out << "{\"" << patternDatabaseName(projection) << "\", " << projection.tiles() << ", "
        << db->tableBytes() << ", \"" << toHex(sha256(db->table(), db->tableBytes())) << "\"},\n";
    std::cerr << patternDatabaseName(projection) << "\n";
  }
  out.close();
  if (!out) {
    std::cerr << "could not write " << argv[1] << "\n";
    return 1;
  }
  return 0;
}
