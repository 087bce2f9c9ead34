#include "pdb/pattern_database_verification.h"

#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <map>
#include <set>
#include <string>

#include "core/message.h"
#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_format.h"
#include "pdb/pattern_partition.h"
#include "pdb/sha256.h"

namespace npuzzle {
namespace {

// Kept: the default partition of every board of up to this many cells, the goal's blank in the
// corner (cell 0, the canonical cell of every corner).
constexpr int kKeptBoardCells = 25;

struct KnownDigest {
  const char* name;     // patternDatabaseName()
  int tiles;            // pattern tiles, for the serialised size
  uint32_t tableBytes;  // in the projection's encoding (pattern_database.h)
  const char* sha256;   // of the table, lower-case hexadecimal
};

// Sorted by name. Written by tests/cpp/pdb_digest_generator.cpp (see there); a test checks
// samples against the builder.
constexpr KnownDigest kKnownDigests[] = {
#include "pdb/pattern_database_digests.inc"
};
// The large tables (the 15-puzzle's 7-7-1): verified and kept the same way.
constexpr KnownDigest kLargeDigests[] = {
#include "pdb/pattern_database_large_digests.inc"
};
// The largest (the 15-puzzle's 7-8: its 8-tile table, 259 MB; the 24-puzzle's 6-6-6-6): the
// CLI's only, so they are not among the sizes a front end may import
// (largestVerifiableDatabaseBytes()).
constexpr KnownDigest kLargestDigests[] = {
#include "pdb/pattern_database_largest_digests.inc"
};

template <size_t N>
const KnownDigest* findDigest(const KnownDigest (&digests)[N], const std::string& name) {
  const KnownDigest* end = std::end(digests);
  const KnownDigest* found = std::lower_bound(std::begin(digests), end, name,
                                              [](const KnownDigest& d, const std::string& n) {
                                                return std::strcmp(d.name, n.c_str()) < 0;
                                              });
  return found != end && name == found->name ? found : nullptr;
}

const KnownDigest* knownDigest(const std::string& name) {
  if (const KnownDigest* found = findDigest(kKnownDigests, name)) return found;
  if (const KnownDigest* found = findDigest(kLargeDigests, name)) return found;
  return findDigest(kLargestDigests, name);
}

// The canonical projections of the "pdb" heuristic's tables for `size` on every board of up to
// kKeptBoardCells cells, the goal's blank in the corner, by name.
std::vector<PatternProjection> partitionProjections(DatabaseSize size) {
  std::map<std::string, PatternProjection> byName;
  for (int height = kMinSide; height <= kKeptBoardCells / kMinSide; ++height)
    for (int width = kMinSide; width * height <= kKeptBoardCells; ++width) {
      const Geometry g{width, height};
      for (const auto& pattern : defaultPartition(g, 0, size).patterns)
        if (auto projection = PatternDatabaseCache::canonicalProjection(g, 0, pattern))
          byName.emplace(patternDatabaseName(*projection), *projection);
    }
  std::vector<PatternProjection> out;
  for (auto& entry : byName) out.push_back(std::move(entry.second));
  return out;
}

size_t serialisedBytes(const KnownDigest& d) {
  return kPatternDatabaseFixedHeaderBytes + static_cast<size_t>(d.tiles) + d.tableBytes;
}

}  // namespace

std::vector<PatternProjection> keptPatternDatabaseProjections() {
  return partitionProjections(DatabaseSize::Standard);
}

namespace {

// The tables of `size`'s partitions that none of `smaller` has.
std::vector<PatternProjection> addedProjections(DatabaseSize size,
                                                std::initializer_list<DatabaseSize> smaller) {
  std::set<std::string> kept;
  for (DatabaseSize s : smaller)
    for (const PatternProjection& p : partitionProjections(s)) kept.insert(patternDatabaseName(p));
  std::vector<PatternProjection> out;
  for (PatternProjection& p : partitionProjections(size))
    if (!kept.count(patternDatabaseName(p))) out.push_back(std::move(p));
  return out;
}

}  // namespace

std::vector<PatternProjection> largePatternDatabaseProjections() {
  // The standard tables the large partitions share are kept already.
  return addedProjections(DatabaseSize::Large, {DatabaseSize::Standard});
}

std::vector<PatternProjection> largestPatternDatabaseProjections() {
  return addedProjections(DatabaseSize::Largest, {DatabaseSize::Standard, DatabaseSize::Large});
}

bool canVerifyPatternDatabase(const PatternProjection& projection) {
  return knownDigest(patternDatabaseName(projection)) != nullptr;
}

Expected<bool> verifyPatternDatabase(const PatternDatabase& database) {
  const std::string name = patternDatabaseName(database.projection());
  const KnownDigest* known = knownDigest(name);
  if (!known) return message("database-unverifiable", {textArg("name", name)});
  if (database.tableBytes() != known->tableBytes ||
      toHex(sha256(database.table(), database.tableBytes())) != known->sha256)
    return message("database-digest-mismatch", {textArg("name", name)});
  return true;
}

size_t largestVerifiableDatabaseBytes() {
  size_t largest = 0;
  for (const KnownDigest& d : kKnownDigests) largest = std::max(largest, serialisedBytes(d));
  for (const KnownDigest& d : kLargeDigests) largest = std::max(largest, serialisedBytes(d));
  return largest;
}

bool isVerifiableDatabaseSize(size_t bytes) {
  auto sized = [bytes](const KnownDigest& d) { return serialisedBytes(d) == bytes; };
  return std::any_of(std::begin(kKnownDigests), std::end(kKnownDigests), sized) ||
         std::any_of(std::begin(kLargeDigests), std::end(kLargeDigests), sized);
}

}  // namespace npuzzle
