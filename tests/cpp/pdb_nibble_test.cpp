// Nibble tables (pdb/nibble_entries.h): the large databases keep each entry as its excess over
// the pattern's Manhattan distance, in 4 bits. These tests build small tables both ways and
// require the same entries, the same heuristic values on every 8-puzzle, the same per-move
// updates along IDA*'s path, and the same IDA* tree on 15-puzzles, so the 7-tile tables (too
// slow to build in a unit test) are read exactly as their byte versions would be.

#include <catch2/catch.hpp>

#include <algorithm>

#include "core/move_table.h"
#include "core/random_board.h"
#include "core/solvability.h"
#include "heuristics/additive_pdb_heuristic.h"
#include "pdb/nibble_entries.h"
#include "pdb/pattern_database.h"
#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_format.h"
#include "pdb/pattern_partition.h"
#include "search/search_factory.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"

using namespace npuzzle;

namespace {

std::unique_ptr<AdditivePdbHeuristic> makePdb(const Board& goal, const char* partitionName,
                                              PatternDatabaseCache& cache) {
  auto partition = namedPartition(goal.geometry, goal.blankCell(), partitionName);
  REQUIRE(partition.ok());
  auto h = AdditivePdbHeuristic::create(goal, *partition, true, cache);
  REQUIRE(h.ok());
  return std::move(h.value());
}

// A cache that builds every table in nibbles, beside one that builds them as the rule says
// (bytes, on these small boards).
struct TwoCaches {
  PatternDatabaseCache bytes, nibbles;
  TwoCaches() { nibbles.setBuildEncoding(EntryEncoding::Nibble); }
};

}  // namespace

TEST_CASE("a nibble table holds every entry of the byte table, in half the bytes", "[pdb]") {
  auto projection = PatternProjection::create(Geometry{4, 4}, 0, {1, 2, 4, 5, 6});
  REQUIRE(projection.ok());
  auto bytes = PatternDatabase::build(*projection, nullptr, EntryEncoding::Byte);
  auto nibbles = PatternDatabase::build(*projection, nullptr, EntryEncoding::Nibble);
  REQUIRE(bytes.ok());
  REQUIRE(nibbles.ok());
  CHECK(nibbles->encoding() == EntryEncoding::Nibble);
  CHECK(nibbles->tableBytes() == (projection->size() + 1) / 2);
  int largestExtra = 0;
  for (uint32_t r = 0; r < projection->size(); ++r) {
    REQUIRE(nibbles->distance(r) == bytes->distance(r));
    largestExtra = std::max<int>(largestExtra, nibble_entries::extra(nibbles->table(), r));
  }
  CHECK(largestExtra > 0);  // the extras are not all zero: the table is more than Manhattan

  // A file says its encoding (format version 2) and reads back as it was written.
  std::vector<uint8_t> file = serializePatternDatabase(*nibbles);
  CHECK(file[8] == 2);
  CHECK(file.size() == kPatternDatabaseFixedHeaderBytes + 5 + nibbles->tableBytes());
  auto back = deserializePatternDatabase(file.data(), file.size());
  REQUIRE(back.ok());
  CHECK(back->encoding() == EntryEncoding::Nibble);
  CHECK(std::equal(back->table(), back->table() + back->tableBytes(), nibbles->table()));
  // The same bytes under the other version are a table of the wrong size.
  file[8] = 1;
  auto misread = deserializePatternDatabase(file.data(), file.size());
  REQUIRE_FALSE(misread.ok());
  CHECK_THAT(misread.error(), Catch::Contains("table has"));
}

TEST_CASE("the 15-puzzle's 7-tile tables are the ones kept in nibbles", "[pdb]") {
  const Geometry g{4, 4};
  const PatternPartition large = defaultPartition(g, 0, DatabaseSize::Large);
  const PatternPartition standard = defaultPartition(g, 0);
  for (const auto& pattern : large.patterns) {
    auto projection = PatternDatabaseCache::canonicalProjection(g, 0, pattern);
    REQUIRE(projection.ok());
    const bool seven = pattern.size() == 7;
    CHECK(PatternDatabase::entryEncoding(*projection) ==
          (seven ? EntryEncoding::Nibble : EntryEncoding::Byte));
    CHECK(PatternDatabase::tableBytesFor(*projection) ==
          (seven ? 57657600u / 2 : projection->size()));
    const std::string name = patternDatabaseName(*projection);
    CHECK(name.substr(name.size() - 3) == (seven ? "-v2" : "-v1"));
  }
  for (const auto& pattern : standard.patterns) {
    auto projection = PatternDatabaseCache::canonicalProjection(g, 0, pattern);
    REQUIRE(projection.ok());
    CHECK(PatternDatabase::entryEncoding(*projection) == EntryEncoding::Byte);
  }
}

TEST_CASE("3x3: nibble lookups equal byte lookups on every board, evaluated or moved into",
          "[pdb][exhaustive]") {
  TwoCaches caches;
  const Board goal = blankLastGoal(Geometry{3, 3});
  auto fromBytes = makePdb(goal, "chunks-4", caches.bytes);
  auto fromNibbles = makePdb(goal, "chunks-4", caches.nibbles);
  REQUIRE(fromNibbles->supportsNodeState());
  for (const auto& db : caches.nibbles.databases())
    REQUIRE(db->encoding() == EntryEncoding::Nibble);
  const MoveTable moves(goal.geometry);
  long boards = 0;
  for (uint32_t r = 0; r < 362880; ++r) {
    const Board board = testing_support::toBoard(oracle::unrank9(r));
    if (!analyzeSolvability(board, goal).solvable) continue;
    ++boards;
    const int expected = fromBytes->evaluate(board.tiles.data());
    REQUIRE(fromNibbles->evaluate(board.tiles.data()) == expected);
    AdditivePdbHeuristic::NodeState parent, child;
    REQUIRE(fromNibbles->evaluate(board.tiles.data(), parent) == expected);
    // Every child through the per-move update IDA* uses (the moved tile's lookups re-read).
    const int blank = board.blankCell();
    for (int m = 0; m < moves.count(blank); ++m) {
      const Move& move = moves.move(blank, m);
      Board next = board;
      std::swap(next.tiles[move.from], next.tiles[blank]);
      REQUIRE(fromNibbles->afterMove(parent, child, next.tiles[blank], move.from, blank) ==
              fromBytes->evaluate(next.tiles.data()));
    }
  }
  CHECK(boards == 181440);
}

TEST_CASE("4x4 5-5-5 in nibbles: IDA* walks the same tree as with bytes", "[pdb]") {
  TwoCaches caches;
  const Board goal = blankFirstGoal(Geometry{4, 4});
  auto fromBytes = makePdb(goal, "5-5-5", caches.bytes);
  auto fromNibbles = makePdb(goal, "5-5-5", caches.nibbles);
  Random random(11);
  for (int i = 0; i < 6; ++i) {
    const Board board = randomWalkBoard(goal, 60, random);
    SearchProblem problem(board, goal);
    auto a = makeIdaStarSearch(problem, *fromBytes);
    auto b = makeIdaStarSearch(problem, *fromNibbles);
    REQUIRE(a->search() == Status::Solved);
    REQUIRE(b->search() == Status::Solved);
    CHECK(b->solution().size() == a->solution().size());
    CHECK(b->stats().expanded == a->stats().expanded);
    CHECK(b->stats().generated == a->stats().generated);
  }
}

TEST_CASE("h carried from move to move along long walks equals h evaluated afresh", "[pdb]") {
  // IDA*'s per-move update, when it orders children (beginAfterMove, endAfterMove), re-ranks a
  // moved tile's lookups from its parent's ranks; evaluate() ranks every lookup from the board,
  // and the one-at-a-time afterMove() the moved tile's from the board. After
  // thousands of moves in a row the two still agree, under every symmetry a goal admits: the
  // corner blanks' diagonal reflections, and all eight of a square's about a blank in the
  // middle, whose rotations turn a board's horizontal moves into the tables' vertical ones.
  struct Case {
    const char* what;
    Board goal;
    const char* partition;
    bool nibbles;
    bool carriesRanks;  // a lookup of 8 tiles: ranks moved on from the parent's
  };
  const Board middle{Geometry{3, 3}, {1, 2, 3, 4, 0, 5, 6, 7, 8}};
  const Case cases[] = {
      {"4x4 blank first, 5-5-5, bytes", blankFirstGoal(Geometry{4, 4}), "5-5-5", false, false},
      {"4x4 blank last, 5-5-5, nibbles", blankLastGoal(Geometry{4, 4}), "5-5-5", true, false},
      {"5x5 blank first, the default", blankFirstGoal(Geometry{5, 5}), "default", false, false},
      {"3x3 blank in the middle, chunks of 4", middle, "chunks-4", true, false},
      {"3x3 blank in the middle, 8 tiles, bytes", middle, "chunks-8", false, true},
      {"3x3 blank first, 8 tiles, nibbles", blankFirstGoal(Geometry{3, 3}), "chunks-8", true, true},
      {"4x3 blank last, 8 and 3 tiles, nibbles", blankLastGoal(Geometry{4, 3}), "chunks-8", true,
       true},
  };
  for (const Case& c : cases) {
    SECTION(c.what) {
      TwoCaches caches;
      auto h = makePdb(c.goal, c.partition, c.nibbles ? caches.nibbles : caches.bytes);
      REQUIRE(h->supportsNodeState());
      REQUIRE(h->carriesRanks() == c.carriesRanks);
      // Chunks of four: the half turn repeats another symmetry's lookups (read once).
      if (c.goal == middle)
        REQUIRE(h->symmetries() == (std::string(c.partition) == "chunks-4" ? 4 : 8));
      const MoveTable moves(c.goal.geometry);
      Random random(29);
      Board board = c.goal;
      AdditivePdbHeuristic::NodeState states[2];
      REQUIRE(h->evaluate(board.tiles.data(), states[0]) == 0);
      int previous = -1;
      for (int step = 0; step < 4000; ++step) {
        const int blank = board.blankCell();
        int m = 0;
        do {
          m = static_cast<int>(random.next() % static_cast<uint64_t>(moves.count(blank)));
        } while (moves.move(blank, m).from == previous && moves.count(blank) > 1);
        const Move& move = moves.move(blank, m);
        const uint8_t tile = board.tiles[move.from];
        std::swap(board.tiles[move.from], board.tiles[blank]);
        previous = blank;
        const AdditivePdbHeuristic::NodeState& parent = states[step % 2];
        AdditivePdbHeuristic::NodeState& child = states[(step + 1) % 2];
        AdditivePdbHeuristic::NodeState oneAtATime;
        const int expected = h->evaluate(board.tiles.data());
        REQUIRE(h->afterMove(parent, oneAtATime, tile, move.from, blank) == expected);
        h->beginAfterMove(parent, child, tile, blank);
        REQUIRE(h->endAfterMove(parent, child, tile) == expected);
      }
      CHECK(h->evaluate(board.tiles.data()) > 6);  // the walk went far from the goal
    }
  }
}
