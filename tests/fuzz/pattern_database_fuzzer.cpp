// libFuzzer target: reading a pattern-database file (pdb/pattern_database_format.h), the bytes of
// an untrusted file in the CLI's cache or an entry a page finds in IndexedDB. Each input is read
// twice: as it is, and with its FNV checksum recomputed, as a forger would — so the fuzzer also
// reaches everything checked after the checksum. A database that is read must serialise back to
// the same bytes and answer a lookup for every rank in its table; and a cache must take it only
// if it is exactly the table the builder makes (pattern_database_verification.h): a forged table
// that a cache accepts would make the solver call a too-long answer optimal.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_format.h"
#include "support/tiny_boards.h"

namespace {

using namespace npuzzle;
using fuzz::require;

// The fixed header (magic, version, width, height, blank cell, tile count) before the pattern's
// cells, then the entry count and the checksum (pattern_database_format.h).
constexpr size_t kCellsOffset = 16;

uint64_t fnv1a(const uint8_t* data, size_t size, uint64_t hash = 14695981039346656037ull) {
  for (size_t i = 0; i < size; ++i) hash = (hash ^ data[i]) * 1099511628211ull;
  return hash;
}

// The input with the checksum a forger would write; unchanged when too short to hold one.
std::vector<uint8_t> withRecomputedChecksum(const uint8_t* data, size_t size) {
  std::vector<uint8_t> bytes(data, data + size);
  if (size <= kCellsOffset) return bytes;
  const size_t checksumAt = kCellsOffset + bytes[15] + 4;
  if (size < checksumAt + 8) return bytes;
  const uint64_t checksum =
      fnv1a(bytes.data() + checksumAt + 8, size - checksumAt - 8, fnv1a(bytes.data(), checksumAt));
  for (int i = 0; i < 8; ++i) bytes[checksumAt + i] = static_cast<uint8_t>(checksum >> (8 * i));
  return bytes;
}

void read(const std::vector<uint8_t>& bytes) {
  auto database = deserializePatternDatabase(bytes.data(), bytes.size());
  if (!database) {
    require(!database.error().empty(), "refused without a message");
    return;
  }
  require(serializePatternDatabase(*database) == bytes, "a database read does not write back");
  const PatternDatabase& db = *database;
  // A format-2 file holds nibbles whatever its projection's size (the reader takes either
  // encoding; only the canonical one can pass a cache's digest check below).
  require(db.tableBytes() == PatternDatabase::tableBytesFor(db.projection(), db.encoding()),
          "table and projection sizes differ");
  // Every rank has an entry, and unranking and ranking agree on this projection.
  std::vector<uint8_t> cells(static_cast<size_t>(db.projection().tiles()));
  for (uint32_t rank = 0; rank < db.projection().size(); ++rank) {
    (void)db.distance(rank);
    db.projection().unrank(rank, cells.data());
    require(db.projection().rank(cells.data()) == rank, "unrank and rank disagree");
  }
  PatternDatabaseCache cache;
  auto added = cache.add(std::make_shared<const PatternDatabase>(db));
  if (!added) {
    require(!added.error().empty(), "a cache refused a database without a message");
    return;
  }
  auto built = PatternDatabase::build(db.projection(), nullptr, db.encoding());
  require(built && built->tableBytes() == db.tableBytes() &&
              std::equal(db.table(), db.table() + db.tableBytes(), built->table()),
          "a cache accepted a table that differs from the one the builder makes");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  read(std::vector<uint8_t>(data, data + size));
  read(withRecomputedChecksum(data, size));
  // The reader must also refuse a null pointer rather than read it.
  require(!deserializePatternDatabase(nullptr, size), "read a database from a null pointer");
  return 0;
}
