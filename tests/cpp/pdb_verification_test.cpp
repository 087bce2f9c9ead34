// Databases that cannot lie (issue 10): a table from a file or the page's storage is used only if
// its SHA-256 is the digest of the table this solver builds; a forged one is refused and built
// again, and the answers stay optimal.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "core/board.h"
#include "heuristics/additive_pdb_heuristic.h"
#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_files.h"
#include "pdb/pattern_database_format.h"
#include "pdb/pattern_database_verification.h"
#include "pdb/pattern_partition.h"
#include "pdb/sha256.h"
#include "search/search_factory.h"
#include "solver/database_requests.h"
#include "support/replay.h"
#include "support/temp_directory.h"

using namespace npuzzle;

namespace {

// The digest of `text` by sha256() (natively OpenSSL's) and by portableSha256() (the wasm
// build's), or "differ: ..." when they disagree.
std::string hexOf(const std::string& text) {
  const auto* bytes = reinterpret_cast<const uint8_t*>(text.data());
  const std::string library = toHex(sha256(bytes, text.size()));
  const std::string portable = toHex(portableSha256(bytes, text.size()));
  return library == portable ? library : "differ: " + library + " " + portable;
}

// Korf (1985)'s instances with the shortest solutions: id, optimal length, board (blank-first).
struct KorfInstance {
  int id, optimal;
  std::vector<uint8_t> tiles;
};
const KorfInstance kEasyKorf[] = {
    {55, 41, {13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11}},
    {16, 42, {1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0}},
    {79, 42, {0, 1, 9, 7, 11, 13, 5, 3, 14, 12, 4, 2, 8, 6, 10, 15}},
    {71, 44, {5, 7, 0, 11, 12, 1, 9, 10, 15, 6, 2, 3, 8, 4, 13, 14}},
};

// What whoever can write the cache or the page's storage can do: change table bytes and
// recompute the format's FNV-1a checksum (pattern_database_format.h), so the bytes still read.
std::vector<uint8_t> forge(const PatternDatabase& db, uint32_t rank, uint8_t value) {
  std::vector<uint8_t> bytes = serializePatternDatabase(db);
  const size_t header = kPatternDatabaseFixedHeaderBytes + db.projection().tiles();
  bytes[header + rank] = value;
  uint64_t hash = 14695981039346656037ull;
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (i >= header - 8 && i < header) continue;  // the checksum itself
    hash = (hash ^ bytes[i]) * 1099511628211ull;
  }
  for (int i = 0; i < 8; ++i) bytes[header - 8 + i] = static_cast<uint8_t>(hash >> (8 * i));
  REQUIRE(deserializePatternDatabase(bytes.data(), bytes.size()).ok());  // the checksum passes
  return bytes;
}

void writeFile(const std::filesystem::path& file, const std::vector<uint8_t>& bytes) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
  REQUIRE(out);
}

std::vector<uint8_t> readFile(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("SHA-256 gives the FIPS 180-4 digests", "[pdb]") {
  CHECK(hexOf("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(hexOf("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hexOf("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(hexOf(std::string(1000000, 'a')) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  // Padding that spills into a second block (sha256sum of 'x' repeated 55, 56, 63 and 64 times).
  CHECK(hexOf(std::string(55, 'x')).substr(0, 16) == "d5e285683cd4efc0");
  CHECK(hexOf(std::string(56, 'x')).substr(0, 16) == "04c26261370ee754");
  CHECK(hexOf(std::string(63, 'x')).substr(0, 16) == "75220b47218278e6");
  CHECK(hexOf(std::string(64, 'x')).substr(0, 16) == "7ce100971f64e700");
}

TEST_CASE("the self-contained SHA-256 agrees with the library's on every length and on tables",
          "[pdb]") {
  // Every length from 0 to 300 bytes (each padding case, one to five blocks) of bytes drawn at
  // random, then a 1 MB buffer split at an odd offset. In the wasm build both are the portable
  // code; natively this holds it to OpenSSL's.
  std::mt19937 random(20261204);
  std::vector<uint8_t> bytes(1 << 20);
  for (uint8_t& byte : bytes) byte = static_cast<uint8_t>(random());
  for (size_t length = 0; length <= 300; ++length) {
    INFO("length " << length);
    CHECK(sha256(bytes.data() + 7, length) == portableSha256(bytes.data() + 7, length));
  }
  CHECK(sha256(bytes.data() + 13, bytes.size() - 13) ==
        portableSha256(bytes.data() + 13, bytes.size() - 13));
}

TEST_CASE("every kept table has a digest, and the builder still makes the tables they name",
          "[pdb]") {
  // The 15-puzzle's 6-tile tables are checked where they are loaded (the forged-table test
  // below); here the cheap ones: the 8-puzzle's whole board (unreached placements included),
  // the 3x4 and 4x3 puzzles', the 24-puzzle's six blocks of four, and the blocks of four of a
  // 4x6 and a 6x4 (compactPartition).
  const std::vector<PatternProjection> kept = keptPatternDatabaseProjections();
  CHECK(kept.size() == 135);
  for (const PatternProjection& projection : kept) {
    INFO(patternDatabaseName(projection));
    REQUIRE(canVerifyPatternDatabase(projection));
    const Geometry g = projection.geometry();
    if (g == Geometry{3, 3} || g == Geometry{3, 4} || g == Geometry{4, 3} || g == Geometry{5, 5} ||
        g == Geometry{4, 6} || g == Geometry{6, 4}) {
      auto db = PatternDatabase::build(projection);
      REQUIRE(db);
      CHECK(verifyPatternDatabase(*db));
    }
  }
  // Tables outside the kept set are never read back, so they have none.
  auto corner = PatternProjection::create(Geometry{4, 4}, 0, {1, 2, 3, 4});
  REQUIRE(corner);
  CHECK_FALSE(canVerifyPatternDatabase(*corner));
  auto custom = PatternDatabaseCache::canonicalProjection(Geometry{4, 4}, 5, {0, 1, 2, 3, 4});
  REQUIRE(custom);
  CHECK_FALSE(canVerifyPatternDatabase(*custom));
  // The CLI's large tables (7-7-1: two 7-tile tables and one of tile 15) have digests too, so
  // the CLI keeps them; building them takes a minute, so the bench checks them (fifteen-deepest
  // with --databases large stores them only when they match).
  const std::vector<PatternProjection> large = largePatternDatabaseProjections();
  CHECK(large.size() == 3);
  for (const PatternProjection& projection : large) {
    INFO(patternDatabaseName(projection));
    CHECK(canVerifyPatternDatabase(projection));
  }
  // The largest add the 15-puzzle's 7-8 table of 8 tiles and the 24-puzzle's 6-6-6-6 tables:
  // kept by the CLI with their digests, but too large for any front end to import (the page's
  // budget is 160 MB; the import check's largest size is a 7-tile table's, below). Building them
  // takes minutes and gigabytes: the bench checks them.
  const std::vector<PatternProjection> largest = largestPatternDatabaseProjections();
  int eightTiles = 0, sixTiles = 0;
  for (const PatternProjection& projection : largest) {
    INFO(patternDatabaseName(projection));
    const Geometry g = projection.geometry();
    eightTiles += g == Geometry{4, 4} && projection.tiles() == 8;
    sixTiles += g == Geometry{5, 5} && projection.tiles() == 6;
    CHECK(canVerifyPatternDatabase(projection));
    const size_t serialised = kPatternDatabaseFixedHeaderBytes +
                              static_cast<size_t>(projection.tiles()) +
                              PatternDatabase::tableBytesFor(projection);
    CHECK_FALSE(isVerifiableDatabaseSize(serialised));
    CHECK(largestVerifiableDatabaseBytes() < serialised);
  }
  CHECK(eightTiles == 1);
  CHECK(sixTiles >= 2);  // four patterns, some of them one table up to symmetry
  CHECK(largest.size() == static_cast<size_t>(eightTiles + sixTiles));
}

TEST_CASE("a forged 15-puzzle table is refused and rebuilt, and Korf's instances stay optimal",
          "[pdb]") {
  const Board goal = blankFirstGoal(Geometry{4, 4});
  const PatternPartition partition = defaultPartition(goal.geometry, goal.blankCell());
  const auto dir = testing_support::freshTempDirectory("forged-pdb");
  PatternDatabaseFiles files(dir);

  // The genuine tables, kept as files the way the CLI keeps them. They come from the shared
  // cache, which reads (and verifies) the run's fixture tables instead of building them again.
  PatternDatabaseCache& genuine = PatternDatabaseCache::shared();
  for (const auto& pattern : partition.patterns) {
    auto entry = genuine.get(goal.geometry, goal.blankCell(), pattern);
    REQUIRE(entry);
    files.save(*entry->database);
  }

  // One entry of the 3-tile table raised: the one Korf #55's board looks up, so a solver that
  // believed it would start above the optimum.
  auto small = genuine.get(goal.geometry, goal.blankCell(), partition.patterns.back());
  REQUIRE(small);
  const PatternDatabase& table = *small->database;
  const PatternProjection& p = table.projection();
  const Board board{goal.geometry, kEasyKorf[0].tiles};
  const GridSymmetry fromDatabase = small->toDatabase.inverse();
  uint8_t cells[kMaxPatternTiles];
  for (int i = 0; i < p.tiles(); ++i) {
    const int tile = goal.tiles[fromDatabase(p.patternCells()[i])];  // whose goal maps there
    int at = 0;
    while (board.tiles[at] != tile) ++at;
    cells[i] = static_cast<uint8_t>(small->toDatabase(at));
  }
  const uint32_t rank = p.rank(cells);
  const std::vector<uint8_t> genuineBytes = serializePatternDatabase(table);
  const std::vector<uint8_t> forged = forge(table, rank, table.distance(rank) + 20);
  writeFile(files.fileFor(p), forged);

  auto read = deserializePatternDatabase(forged.data(), forged.size());
  REQUIRE(read);
  auto refused = verifyPatternDatabase(*read);
  REQUIRE_FALSE(refused);
  CHECK_THAT(refused.error(), Catch::Contains("SHA-256 mismatch"));
  PatternDatabaseCache page;  // the page's way in
  CHECK_FALSE(importDatabase(forged.data(), forged.size(), page));

  // A later run: the 6-tile tables load (verified), the forged one is built again and its file
  // replaced; IDA* finds the published optimal lengths.
  PatternDatabaseCache cache;
  cache.setStore(&files);
  auto pdb = AdditivePdbHeuristic::create(goal, partition, true, cache);
  REQUIRE(pdb);
  for (const auto& db : cache.databases())
    CHECK((db->buildStats().ms > 0) == (db->projection().tiles() == 3));
  CHECK(readFile(files.fileFor(p)) == genuineBytes);
  for (const KorfInstance& instance : kEasyKorf) {
    INFO("Korf #" << instance.id);
    const Board start{goal.geometry, instance.tiles};
    CHECK((*pdb)->evaluate(start.tiles.data()) <= instance.optimal);
    SearchProblem problem(start, goal);
    auto ida = makeIdaStarSearch(problem, **pdb);
    REQUIRE(ida->search() == Status::Solved);
    CHECK(static_cast<int>(ida->solution().size()) == instance.optimal);
    Board replayed = start;
    CHECK(testing_support::replay(replayed, ida->solution()) == "");
    CHECK(replayed == goal);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("a table whose goal entry is not 0 is refused, from a file and from the page", "[pdb]") {
  // The 24-puzzle's compact blocks and the 3x4 puzzle's tables: cheap to build.
  const auto dir = testing_support::freshTempDirectory("goal-entry-pdb");
  PatternDatabaseFiles files(dir);
  for (Geometry g : {Geometry{5, 5}, Geometry{4, 3}}) {
    const auto pattern = defaultPartition(g, 0).patterns.front();
    auto projection = PatternDatabaseCache::canonicalProjection(g, 0, pattern);
    REQUIRE(projection);
    auto db = PatternDatabase::build(*projection);
    REQUIRE(db);
    INFO(patternDatabaseName(*projection));
    REQUIRE(db->distance(projection->goalRank()) == 0);
    const std::vector<uint8_t> forged = forge(*db, projection->goalRank(), 2);

    PatternDatabaseCache page;
    auto imported = importDatabase(forged.data(), forged.size(), page);
    REQUIRE_FALSE(imported);
    CHECK_THAT(imported.error(), Catch::Contains("SHA-256 mismatch"));
    CHECK_FALSE(page.holds(*projection));

    writeFile(files.fileFor(*projection), forged);
    PatternDatabaseCache cli;
    cli.setStore(&files);
    auto rebuilt = cli.prepare(*projection);
    REQUIRE(rebuilt);
    CHECK((*rebuilt)->buildStats().ms > 0);
    CHECK((*rebuilt)->distance(projection->goalRank()) == 0);
    CHECK(readFile(files.fileFor(*projection)) == serializePatternDatabase(*db));
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("a declared length is checked before any byte is copied in", "[pdb]") {
  const size_t largest = largestVerifiableDatabaseBytes();
  // A 15-puzzle 7-tile table of the large set, in nibbles: 16!/9! entries, two a byte.
  CHECK(largest == kPatternDatabaseFixedHeaderBytes + 7 + 57657600 / 2);
  CHECK(
      checkImportLength(static_cast<double>(kPatternDatabaseFixedHeaderBytes + 6 + 5765760)).ok());
  auto huge = checkImportLength(1e9);
  REQUIRE_FALSE(huge);
  CHECK_THAT(huge.error(), Catch::Contains("1000000000 bytes is more than the largest"));
  for (double bad : {-1.0, 0.5, std::nan(""), HUGE_VAL, -HUGE_VAL, 1e300})
    CHECK_FALSE(checkImportLength(bad));
  CHECK(checkImportLength(static_cast<double>(largest)).ok());
  auto odd = checkImportLength(static_cast<double>(largest - 1));
  REQUIRE_FALSE(odd);
  CHECK_THAT(odd.error(), Catch::Contains("not the size of any database"));
  std::vector<uint8_t> bytes(100, 0);
  CHECK_FALSE(importDatabase(bytes.data(), bytes.size()));
}
