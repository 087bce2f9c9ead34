#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <map>

#include "core/move_table.h"
#include "core/random_board.h"
#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/manhattan_distance.h"
#include "pdb/pattern_database.h"
#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_format.h"
#include "pdb/pattern_partition.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"

using namespace npuzzle;

namespace {

oracle::Board9 toOracle(const Board& b) {
  oracle::Board9 out{};
  for (int i = 0; i < 9; ++i) out[i] = b.tiles[i];
  return out;
}

std::unique_ptr<AdditivePdbHeuristic> makePdb(const Board& goal, const PatternPartition& partition,
                                              PatternDatabaseCache& cache, bool symmetric = true) {
  auto h = AdditivePdbHeuristic::create(goal, partition, symmetric, cache);
  REQUIRE(h.ok());
  return std::move(h.value());
}

struct SpaceReport {
  long boards = 0, exact = 0, inconsistentEdges = 0;
};

// Walks every solvable board of the 3x3 space for `goal`: admissible always, the per-move update
// equal to a full evaluation; counts exact values and edges where h drops by more than 1.
SpaceReport checkWholeSpace(const Heuristic& h, const Board& goal) {
  std::vector<int8_t> dist = oracle::distancesTo(toOracle(goal));
  MoveTable moves(goal.geometry);
  SpaceReport report;
  for (uint32_t r = 0; r < 362880; ++r) {
    if (dist[r] == oracle::kUnreachable) continue;
    Board board = testing_support::toBoard(oracle::unrank9(r));
    int value = h.evaluate(board.tiles.data());
    REQUIRE(value <= dist[r]);
    ++report.boards;
    report.exact += value == dist[r];
    testing_support::forEachChild(
        board, moves, [&](const Board& child, int tile, int from, int to) {
          int full = h.evaluate(child.tiles.data());
          REQUIRE(h.afterMove(child.tiles.data(), value, tile, from, to) == full);
          report.inconsistentEdges += value > 1 + full;
        });
  }
  return report;
}

// Independent of the builder: a 0-1 breadth-first search over (pattern cells, blank cell) in
// which the blank steps onto a free cell at cost 0 or swaps with a pattern tile at cost 1.
std::map<std::vector<int>, int> naivePatternDistances(Geometry g, int blankCell,
                                                      const std::vector<uint8_t>& pattern) {
  std::vector<int> start(pattern.begin(), pattern.end());
  start.push_back(blankCell);
  std::map<std::vector<int>, int> dist{{start, 0}};
  std::deque<std::vector<int>> queue{start};
  std::map<std::vector<int>, int> best;  // pattern cells -> min over blank cells
  while (!queue.empty()) {
    std::vector<int> s = queue.front();
    queue.pop_front();
    int d = dist[s];
    std::vector<int> cells(s.begin(), s.end() - 1);
    auto it = best.find(cells);
    if (it == best.end() || d < it->second) best[cells] = d;
    int blank = s.back();
    for (int next = 0; next < g.cells(); ++next) {
      if (g.distance(blank, next) != 1) continue;
      std::vector<int> t = s;
      auto tile = std::find(t.begin(), t.end() - 1, next);
      int cost = tile != t.end() - 1 ? 1 : 0;
      if (cost) *tile = blank;
      t.back() = next;
      auto known = dist.find(t);
      if (known != dist.end() && known->second <= d + cost) continue;
      dist[t] = d + cost;
      if (cost)
        queue.push_back(t);
      else
        queue.push_front(t);
    }
  }
  return best;
}

}  // namespace

TEST_CASE("the builder agrees with a naive 0-1 breadth-first search", "[pdb]") {
  struct Case {
    Geometry geometry;
    int blank;
    std::vector<uint8_t> pattern;
  };
  for (const Case& c : std::vector<Case>{{Geometry{3, 3}, 0, {1, 2, 3}},
                                         {Geometry{3, 3}, 8, {0, 4, 5, 7}},
                                         {Geometry{4, 4}, 0, {1, 5, 6}},
                                         {Geometry{3, 4}, 5, {0, 11, 6}},
                                         {Geometry{2, 2}, 3, {0, 1, 2}}}) {
    auto projection = PatternProjection::create(c.geometry, c.blank, c.pattern);
    REQUIRE(projection.ok());
    auto db = PatternDatabase::build(*projection);
    REQUIRE(db.ok());
    auto expected = naivePatternDistances(c.geometry, c.blank, c.pattern);
    for (const auto& entry : expected) {
      std::vector<uint8_t> cells(entry.first.begin(), entry.first.end());
      REQUIRE(db->distance(projection->rank(cells.data())) == entry.second);
    }
    if (static_cast<int>(c.pattern.size()) < c.geometry.cells() - 1)
      CHECK(expected.size() == projection->size());
  }
}

TEST_CASE("3x3: the full 8-tile database is the true distance, for both goals and any goal",
          "[pdb][exhaustive]") {
  PatternDatabaseCache cache;
  Random random(17);
  std::vector<Board> goals = {blankLastGoal(Geometry{3, 3}), blankFirstGoal(Geometry{3, 3})};
  // Arbitrary goals with the blank on an edge and in the centre (other orbits, other tables).
  for (int blankCell : {1, 4, 5}) {
    Board goal = randomSolvableBoard(blankLastGoal(Geometry{3, 3}), random);
    std::swap(goal.tiles[goal.blankCell()], goal.tiles[blankCell]);
    goals.push_back(goal);
  }
  for (const Board& goal : goals) {
    INFO("goal " << goal.toString());
    auto h = makePdb(goal, defaultPartition(goal.geometry, goal.blankCell()), cache);
    SpaceReport report = checkWholeSpace(*h, goal);
    CHECK(report.boards == 181440);
    CHECK(report.exact == report.boards);
    CHECK(report.inconsistentEdges == 0);
  }
  // Blank-first and blank-last are a half turn apart: one table serves both. The centre and
  // the edges (1 and 5 are in one orbit) need one more each.
  CHECK(cache.databases().size() == 3);
}

TEST_CASE("3x3: smaller partitions are admissible, additive and updated exactly per move",
          "[pdb][exhaustive]") {
  PatternDatabaseCache cache;
  for (const Board& goal : {blankLastGoal(Geometry{3, 3}), blankFirstGoal(Geometry{3, 3})}) {
    for (const char* name : {"chunks-4", "compact-4", "chunks-3", "chunks-1"}) {
      INFO(name << " for goal " << goal.toString());
      auto partition = namedPartition(goal.geometry, goal.blankCell(), name);
      REQUIRE(partition.ok());
      // Without the diagonal lookup for one goal (to keep the sanitizer run short).
      for (bool symmetric : {true, false}) {
        if (!symmetric && goal.blankCell() == 0) continue;
        auto h = makePdb(goal, *partition, cache, symmetric);
        SpaceReport report = checkWholeSpace(*h, goal);
        CHECK(report.boards == 181440);
        CHECK(report.exact > 0);
        // Keeping only the minimum over the blank's positions loses consistency: a move can
        // lower h by 3 or more when the blank reaches a region with a shorter distance. Only
        // single tiles (Manhattan distance) stay consistent. IDA* needs admissibility only, and
        // the A* here re-opens closed nodes, so it stays optimal.
        if (std::string(name) == "chunks-1")
          CHECK(report.inconsistentEdges == 0);
        else
          CHECK(report.inconsistentEdges > 0);
      }
    }
  }
}

TEST_CASE("compact partitions: every tile once, in 2x2 blocks where both sides are even", "[pdb]") {
  // 4x6 and 6x4 get them by default; on boards with an odd side they are asked for by name.
  for (Geometry g : {Geometry{4, 6}, Geometry{6, 4}, Geometry{3, 7}, Geometry{8, 3}}) {
    const bool even = g.width % 2 == 0 && g.height % 2 == 0;
    for (const Board& goal : {blankLastGoal(g), blankFirstGoal(g)}) {
      INFO(g.width << "x" << g.height << " goal " << goal.toString());
      const PatternPartition partition = even ? defaultPartition(g, goal.blankCell())
                                              : *namedPartition(g, goal.blankCell(), "compact-4");
      std::vector<int> seen(g.cells(), 0);
      for (const auto& pattern : partition.patterns) {
        CHECK(pattern.size() <= 4);
        int minRow = g.height, maxRow = -1, minCol = g.width, maxCol = -1;
        for (uint8_t c : pattern) {
          ++seen[c];
          minRow = std::min(minRow, g.row(c)), maxRow = std::max(maxRow, g.row(c));
          minCol = std::min(minCol, g.col(c)), maxCol = std::max(maxCol, g.col(c));
        }
        // Tiles close together: a 2x2 block, or where the walk turns a strip two cells deep.
        const int rows = maxRow - minRow + 1, cols = maxCol - minCol + 1;
        if (even)
          CHECK((rows <= 2 && cols <= 2));
        else
          CHECK(std::min(rows, cols) <= 2);
      }
      for (int c = 0; c < g.cells(); ++c) CHECK(seen[c] == (c == goal.blankCell() ? 0 : 1));
    }
  }
}

TEST_CASE("a one-tile database is the Manhattan distance, a pattern at least the sum of its tiles",
          "[pdb]") {
  Geometry g{4, 4};
  ManhattanDistance md(blankFirstGoal(g));
  for (int goalCell : {1, 6, 15}) {
    auto projection = PatternProjection::create(g, 0, {static_cast<uint8_t>(goalCell)});
    REQUIRE(projection.ok());
    auto db = PatternDatabase::build(*projection);
    REQUIRE(db.ok());
    for (uint8_t cell = 0; cell < 16; ++cell)
      CHECK(db->distance(projection->rank(&cell)) == g.distance(cell, goalCell));
  }
  auto projection = PatternProjection::create(g, 0, {1, 2, 4, 5});
  auto db = PatternDatabase::build(*projection);
  REQUIRE(db.ok());
  CHECK(db->buildStats().maxDistance > 0);
  CHECK(db->distance(projection->goalRank()) == 0);
  for (uint32_t r = 0; r < projection->size(); ++r) {
    uint8_t cells[kMaxPatternTiles];
    projection->unrank(r, cells);
    int manhattan = 0;
    for (int i = 0; i < 4; ++i) manhattan += g.distance(cells[i], projection->patternCells()[i]);
    REQUIRE(db->distance(r) >= manhattan);
    REQUIRE((db->distance(r) - manhattan) % 2 == 0);  // each pattern move changes it by one
    REQUIRE(db->distance(r) != PatternDatabase::kUnreached);
  }
}

TEST_CASE("blank-first lookups are blank-last lookups of the board turned half round", "[pdb]") {
  // The goal 0 1 2 ... turned half round is ... 2 1 0: the blank in the last cell and the tile
  // of goal cell c at 15 - c. Relabelling each tile by its goal cell makes it the blank-last goal
  // of cell-labelled tiles, so a blank-last database answers for the turned board.
  Geometry g{4, 4};
  PatternDatabaseCache cache;
  Board first = blankFirstGoal(g), last = blankLastGoal(g);
  auto hFirst = makePdb(first, *namedPartition(g, 0, "5-5-5"), cache);
  size_t tables = cache.databases().size();
  auto hLast = makePdb(last, *namedPartition(g, 15, "5-5-5"), cache);
  CHECK(cache.databases().size() == tables);  // nothing new was built
  Random random(5);
  for (int i = 0; i < 200; ++i) {
    Board board = randomSolvableBoard(first, random);
    Board turned{g, std::vector<uint8_t>(16)};
    for (int c = 0; c < 16; ++c) {
      int tile = board.tiles[c];  // goal cell `tile` in blank-first; 0 is the blank
      // In blank-last the tile of goal cell 15 - tile is numbered 16 - tile (cell c holds c + 1).
      turned.tiles[15 - c] = static_cast<uint8_t>(tile == 0 ? 0 : 16 - tile);
    }
    REQUIRE(hFirst->evaluate(board.tiles.data()) == hLast->evaluate(turned.tiles.data()));
  }
}

TEST_CASE("pattern database files round trip, damaged ones are rejected with a message", "[pdb]") {
  auto projection = PatternProjection::create(Geometry{4, 4}, 0, {1, 2, 3, 4});
  REQUIRE(projection.ok());
  auto db = PatternDatabase::build(*projection);
  REQUIRE(db.ok());
  std::vector<uint8_t> bytes = serializePatternDatabase(*db);
  CHECK(bytes.size() == 28 + 4 + projection->size());
  auto back = deserializePatternDatabase(bytes.data(), bytes.size());
  REQUIRE(back.ok());
  CHECK(back->projection().patternCells() == projection->patternCells());
  CHECK(back->projection().geometry() == Geometry{4, 4});
  CHECK(std::equal(db->table(), db->table() + db->tableBytes(), back->table()));

  auto rejected = [](std::vector<uint8_t> damaged, const char* why) {
    auto read = deserializePatternDatabase(damaged.data(), damaged.size());
    REQUIRE_FALSE(read.ok());
    CHECK_THAT(read.error(), Catch::Contains(why));
  };
  std::vector<uint8_t> flipped = bytes;
  flipped[bytes.size() / 2] ^= 1;
  rejected(flipped, "checksum");
  std::vector<uint8_t> version = bytes;
  version[8] = 3;
  rejected(version, "version 3");
  std::vector<uint8_t> magic = bytes;
  magic[0] = 'X';
  rejected(magic, "not a pattern database");
  rejected(std::vector<uint8_t>(bytes.begin(), bytes.end() - 1), "table has");
  rejected(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 10), "too short");
  std::vector<uint8_t> pattern = bytes;
  pattern[16] = 0;  // a pattern cell on the blank's
  rejected(pattern, "pattern cell");
  CHECK_FALSE(deserializePatternDatabase(nullptr, 0).ok());

  // The cache takes a database read back only if it verifies (pattern_database_verification.h):
  // {1, 2, 3, 4} is in no default partition, so no digest vouches for it.
  PatternDatabaseCache cache;
  auto unverified = cache.add(std::make_shared<const PatternDatabase>(std::move(back.value())));
  REQUIRE_FALSE(unverified.ok());
  CHECK_THAT(unverified.error(), Catch::Contains("cannot be verified"));
  // The 5-tile table of the 3x4 puzzle's default partition has one, and is taken.
  auto kept =
      PatternDatabase::build(*PatternProjection::create(Geometry{3, 4}, 0, {7, 8, 9, 10, 11}));
  REQUIRE(kept.ok());
  std::vector<uint8_t> keptBytes = serializePatternDatabase(*kept);
  auto keptBack = deserializePatternDatabase(keptBytes.data(), keptBytes.size());
  REQUIRE(keptBack.ok());
  CHECK(cache.add(std::make_shared<const PatternDatabase>(std::move(keptBack.value()))).ok());
  auto entry = cache.get(Geometry{3, 4}, 0, {7, 8, 9, 10, 11});
  REQUIRE(entry.ok());
  CHECK_FALSE(entry->built);
  // ... and only in its canonical form.
  auto odd = PatternDatabase::build(*PatternProjection::create(Geometry{4, 4}, 15, {1, 2}));
  CHECK_FALSE(cache.add(std::make_shared<const PatternDatabase>(std::move(odd.value()))).ok());
}
